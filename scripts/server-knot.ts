/**
 * `npm run server:knot`: the largest knot of value imports between the server's top-level
 * units, and the imports that tie it.
 *
 * A unit is a top-level folder of packages/server/src (`orders/`, `routes/`, ...) or a top-level
 * file (`app.ts`, `env.ts`, ...). dependency-cruiser reads the imports (type-only imports do not
 * count: they vanish when the code runs); the knot is the largest strongly connected component of
 * the units' graph (Tarjan). The server's layers (docs/architecture.md) leave no knot: every
 * component is one unit, and the check fails on a larger one.
 */
import path from 'node:path';
import { cruise, type IModule } from 'dependency-cruiser';

const root = 'packages/server/src';
const largestAllowed = 1;

type Edge = { from: string; to: string; files: [from: string, to: string][] };

function unitOf(file: string): string | undefined {
  const relative = path.posix.relative(root, file);
  if (relative.startsWith('..')) return undefined;
  const [first, ...rest] = relative.split('/');
  return rest.length > 0 ? `${first}/` : first!.replace(/\.[cm]?[jt]sx?$/, '');
}

async function moduleGraph(): Promise<IModule[]> {
  const { output } = await cruise(
    [root],
    {
      tsPreCompilationDeps: true,
      exclude: { path: ['\\.test\\.tsx?$', '(^|/)test-', 'node_modules'] },
      doNotFollow: { path: ['node_modules'] },
      includeOnly: [`^${root}/`],
    },
    { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  );
  if (typeof output === 'string') throw new Error('dependency-cruiser gave no module list');
  return output.modules;
}

/** Value imports between different units, with the files behind each. */
async function unitEdges(): Promise<{ units: string[]; edges: Edge[] }> {
  const modules = await moduleGraph();
  const units = new Set<string>();
  const edges = new Map<string, Edge>();
  for (const module of modules) {
    const from = unitOf(module.source);
    if (!from) continue;
    units.add(from);
    for (const dependency of module.dependencies) {
      if (dependency.dependencyTypes.some((type) => type.startsWith('type-'))) continue;
      const to = unitOf(dependency.resolved);
      if (!to || to === from) continue;
      const key = `${from} ${to}`;
      const edge = edges.get(key) ?? { from, to, files: [] };
      edge.files.push([module.source, dependency.resolved]);
      edges.set(key, edge);
    }
  }
  return { units: [...units].sort(), edges: [...edges.values()] };
}

/** Tarjan's strongly connected components, largest first. */
function components(units: string[], edges: Edge[]): string[][] {
  const next = new Map(units.map((unit) => [unit, [] as string[]]));
  for (const edge of edges) next.get(edge.from)?.push(edge.to);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (unit: string) => {
    index.set(unit, index.size);
    low.set(unit, index.get(unit)!);
    stack.push(unit);
    onStack.add(unit);
    for (const to of next.get(unit) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(unit, Math.min(low.get(unit)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(unit, Math.min(low.get(unit)!, index.get(to)!));
      }
    }
    if (low.get(unit) !== index.get(unit)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== unit);
    found.push(component.sort());
  };
  for (const unit of units) if (!index.has(unit)) visit(unit);
  return found.sort((a, b) => b.length - a.length);
}

async function main() {
  const { units, edges } = await unitEdges();
  const [largest = []] = components(units, edges);
  const inside = new Set(largest);
  console.log(`server units: ${units.length}; largest import knot: ${largest.length}`);
  if (largest.length > 1) {
    console.log(`  ${largest.join(', ')}`);
    for (const edge of edges.filter((e) => inside.has(e.from) && inside.has(e.to))) {
      console.log(`  ${edge.from} -> ${edge.to}`);
      for (const [from, to] of edge.files) console.log(`      ${from} -> ${to}`);
    }
  }
  if (largest.length > largestAllowed) {
    console.log(`the server's top-level units must not import each other in a circle`);
    process.exitCode = 1;
  }
}

await main();
