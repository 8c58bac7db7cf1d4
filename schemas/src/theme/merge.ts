import type { ThemeTokens, ThemeTokensPartial } from './tokens.ts';

type Tree = { [key: string]: Tree | string };

function mergeTree(base: Tree, override: Tree | undefined): Tree {
  if (!override) return base;
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    const current = merged[key];
    merged[key] =
      typeof value === 'object' && typeof current === 'object' ? mergeTree(current, value) : value;
  }
  return merged;
}

/** Deep-merges partials over complete tokens, later partials winning; the inputs are not changed. */
export function mergeTokens(base: ThemeTokens, ...partials: ThemeTokensPartial[]): ThemeTokens {
  return partials.reduce<Tree>(
    (tree, partial) => mergeTree(tree, partial as Tree),
    base as unknown as Tree,
  ) as unknown as ThemeTokens;
}
