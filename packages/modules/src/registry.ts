import type { DataRequest } from '@kursmarkt/api';
import type { ModuleConfig, ModuleEntry, ModuleName } from '@kursmarkt/schemas';
import type { ComponentType } from 'react';
import { coursePreviewRequests } from './CoursePreview/preview-data.ts';

/** A start-page module: it receives its `config`, already validated against its schema. */
export type ModuleComponent<N extends ModuleName> = ComponentType<{ config: ModuleConfig<N> }>;

/** Loads a module's chunk; the shape `React.lazy` expects. */
export type ModuleLoader<N extends ModuleName> = () => Promise<{ default: ModuleComponent<N> }>;

/** Module loaders by name. Partial: a name without a loader is not built yet and is skipped. */
export type ModuleRegistry = { [N in ModuleName]?: ModuleLoader<N> };

/**
 * The only place that knows every module by name. Each loader is a dynamic `import()`, so each
 * module is its own chunk and the start page loads only the modules its domain configures.
 */
export const moduleRegistry: ModuleRegistry = {
  WELCOME: () => import('./Welcome/index.ts'),
  ABOUT_US: () => import('./AboutUs/index.ts'),
  BENEFITS_BOX: () => import('./BenefitsBox/index.ts'),
  TESTIMONIAL: () => import('./Testimonial/index.ts'),
  WHO_TO: () => import('./WhoTo/index.ts'),
  CATEGORIES: () => import('./Categories/index.ts'),
  SCOPE_OVERVIEW: () => import('./ScopeOverview/index.ts'),
  COURSE_PREVIEW: () => import('./CoursePreview/index.ts'),
  ORGANIZER_INFO: () => import('./OrganizerInfo/index.ts'),
  NEWS: () => import('./News/index.ts'),
  NEWSLETTER: () => import('./Newsletter/index.ts'),
  TEXT_SEARCH: () => import('./TextSearch/index.ts'),
  EDUCATION_PROVIDER_COURSES: () => import('./EducationProviderCourses/index.ts'),
};

/**
 * The modules that only show what the server rendered: text, pictures, links and a native GET
 * form, with no state, no handlers and no requests of their own after the first render. A page
 * the server rendered keeps their HTML while it hydrates instead of loading their code
 * (`StartPageModules`, `keepServerHtml`; docs/decisions/0020-*).
 */
export const staticModules: ReadonlySet<ModuleName> = new Set<ModuleName>([
  'WELCOME',
  'ABOUT_US',
  'BENEFITS_BOX',
  'TESTIMONIAL',
  'WHO_TO',
  'CATEGORIES',
  'SCOPE_OVERVIEW',
  'COURSE_PREVIEW',
  'ORGANIZER_INFO',
  'NEWS',
  'TEXT_SEARCH',
]);

/** Whether a module of this name can be rendered; the start page skips the others. */
export function isRegisteredModule(name: string): name is ModuleName {
  return Object.hasOwn(moduleRegistry, name);
}

/** The data a module needs before the start page shows it, by name; most need none ahead. */
const moduleData: { [N in ModuleName]?: (config: ModuleConfig<N>) => DataRequest[] } = {
  COURSE_PREVIEW: coursePreviewRequests,
};

/**
 * What the start page loads before it renders, for the modules it shows (all configured ones,
 * or only the start component): with COURSE_PREVIEW the organizers list and a search with
 * limit 12, start 1 (docs/routes-and-screens.md).
 */
export function startPageRequests(modules: readonly ModuleEntry[], only?: ModuleName) {
  return modules
    .filter((entry) => only === undefined || entry.name === only)
    .flatMap((entry) => {
      // The name picks both the function and the config's type, as in StartPageModules.
      const requests = moduleData[entry.name] as
        ((config: ModuleEntry['config']) => DataRequest[]) | undefined;
      return requests ? requests(entry.config) : [];
    });
}
