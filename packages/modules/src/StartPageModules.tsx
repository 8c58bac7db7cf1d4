import type { ModuleEntry, ModuleName } from '@kursmarkt/schemas';
import { Container, Skeleton } from '@kursmarkt/ui';
import {
  Component,
  lazy,
  Suspense,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { moduleRegistry, staticModules, type ModuleRegistry } from './registry.ts';
import { ModuleList } from './StartPageModules.styles.ts';

type AnyModule = ComponentType<{ config: ModuleEntry['config'] }>;
type AnyLoader = () => Promise<{ default: AnyModule }>;

/**
 * One lazy component per loader, made once: a component made by `lazy()` during render would be
 * a new type on every render and suspend again each time.
 */
const lazyModules = new WeakMap<AnyLoader, LazyExoticComponent<AnyModule>>();

function lazyModule(loader: AnyLoader) {
  let module = lazyModules.get(loader);
  if (!module) {
    module = lazy(loader);
    lazyModules.set(loader, module);
  }
  return module;
}

type BoundaryProps = { name: ModuleName; children: ReactNode };

/** A module that fails to load or render is left out; the rest of the start page stays. */
class ModuleErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(
      `Start-page module ${this.props.name} failed and is hidden.`,
      error,
      info.componentStack,
    );
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export type StartPageModulesProps = {
  /** The domain configuration's `modules`, rendered in ascending `position`. */
  modules: readonly ModuleEntry[];
  /** Renders only the modules of this name: the configuration's `startPageComponent`. */
  only?: ModuleName;
  /** Where modules are looked up by name; tests pass their own loaders. @default moduleRegistry */
  registry?: ModuleRegistry;
  /**
   * Keeps the HTML the server rendered for the modules that only show (`staticModules`) instead
   * of loading their code: true while the browser hydrates a page the server rendered. Their
   * links still navigate, their native forms still submit. @default false
   */
  keepServerHtml?: boolean;
};

/**
 * The configured start-page modules, each loaded lazily as its own chunk with a skeleton while it
 * loads. Names without a loader in the registry are skipped. With `keepServerHtml` the modules
 * that only show keep the server's HTML and load nothing.
 */
export function StartPageModules({
  modules,
  only,
  registry = moduleRegistry,
  keepServerHtml = false,
}: StartPageModulesProps) {
  const shown = modules
    .filter((entry) => (only === undefined || entry.name === only) && registry[entry.name])
    .sort((a, b) => a.position - b.position);
  return (
    <ModuleList>
      {shown.map((entry, index) => {
        // The name picks both the loader and the config's schema, a pairing TypeScript cannot
        // follow through the lookup; the configuration was validated by the same union.
        const key = `${index}-${entry.name}`;
        if (staticModules.has(entry.name) && keepServerHtml) {
          // Empty HTML that React neither compares nor writes while hydrating: the server's stays.
          return (
            <div key={key} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
          );
        }
        const Module = lazyModule(registry[entry.name] as AnyLoader);
        const module = (
          <ModuleErrorBoundary key={key} name={entry.name}>
            <Suspense
              fallback={
                <Container>
                  <Skeleton height="size.cardMin" />
                </Container>
              }
            >
              <Module config={entry.config} />
            </Suspense>
          </ModuleErrorBoundary>
        );
        // A module that only shows gets a box of its own, whose HTML a hydrating page keeps.
        return staticModules.has(entry.name) ? <div key={key}>{module}</div> : module;
      })}
    </ModuleList>
  );
}
