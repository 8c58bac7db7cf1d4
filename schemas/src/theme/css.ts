import type { ThemeTokens, Token } from './tokens.ts';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The CSS custom property of a token path, e.g. `color.text.primary` → `--color-text-primary`. */
export const cssVariableName = (path: string) => `--${path.split('.').map(kebab).join('-')}`;

const isToken = (node: unknown): node is Token =>
  typeof node === 'object' && node !== null && 'value' in node;

/** Every token as `[path, token]`, in the tokens' own order. */
export function flattenTokens(tokens: ThemeTokens): Array<[string, Token]> {
  const out: Array<[string, Token]> = [];
  const walk = (node: unknown, path: string[]) => {
    if (isToken(node)) {
      out.push([path.join('.'), node]);
      return;
    }
    for (const [key, child] of Object.entries(node as object)) walk(child, [...path, key]);
  };
  walk(tokens, []);
  return out;
}

const cssValue = (path: string, value: string) =>
  path.startsWith('asset.') ? `url("${value.replace(/"/g, '%22')}")` : value;

/** The declarations of a theme as custom properties, one per line. */
export function themeDeclarations(tokens: ThemeTokens): string {
  return flattenTokens(tokens)
    .map(([path, token]) => `  ${cssVariableName(path)}: ${cssValue(path, token.value)};`)
    .join('\n');
}

/**
 * A theme's style sheet: its custom properties scoped to `[data-theme="id"]`, so that switching
 * theme is one attribute change and no component re-renders.
 */
export function themeStyleSheet(id: string, tokens: ThemeTokens): string {
  return `[data-theme="${id}"] {\n${themeDeclarations(tokens)}\n  color-scheme: light;\n}\n`;
}
