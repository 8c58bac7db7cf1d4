import {
  checkContrast,
  contrastIssue,
  issuesFromZod,
  mergeTokens,
  themeStyleSheet,
  themeTokensPartialSchema,
  themeTokensSchema,
  type Issue,
  type ThemePackage,
  type ThemeTokens,
} from '@kursmarkt/schemas';
import { backofficeTheme } from '@kursmarkt/theme-backoffice';
import { baseTokens } from '@kursmarkt/theme-base';
import { lawyerTheme } from '@kursmarkt/theme-lawyer';
import { lumenTheme } from '@kursmarkt/theme-lumen';
import { renoTheme } from '@kursmarkt/theme-reno';

/** Every shipped theme package by the id a domain configuration names it with. */
export const themeRegistry: Readonly<Record<string, ThemePackage>> = {
  [lawyerTheme.id]: lawyerTheme,
  [renoTheme.id]: renoTheme,
  [lumenTheme.id]: lumenTheme,
  // The back office's neutral look (docs/decisions/0071-*); listed here so that the theme check
  // and Storybook cover it like every other theme.
  [backofficeTheme.id]: backofficeTheme,
};

export const themeIds = Object.keys(themeRegistry);
export const defaultThemeId = lawyerTheme.id;
/** The theme of the back office at /verwaltung, whatever the host's domain names. */
export const backofficeThemeId = backofficeTheme.id;

export type ResolvedTheme =
  { ok: true; id: string; tokens: ThemeTokens; css: string } | { ok: false; issues: Issue[] };

/**
 * Resolves a theme for use: base, the theme package and an optional `customTheme` are validated,
 * deep-merged and checked for contrast. Problems come back as `path: message` issues, with
 * `customTheme` paths prefixed by `customThemePath` so they point into the operator's file.
 */
export function resolveTheme(
  id: string,
  customTheme?: unknown,
  { themePath = 'theme', customThemePath = 'customTheme' } = {},
): ResolvedTheme {
  const pkg = themeRegistry[id];
  if (!pkg) {
    return {
      ok: false,
      issues: [
        { path: themePath, message: `is not a known theme (known: ${themeIds.join(', ')})` },
      ],
    };
  }
  const own = themeTokensPartialSchema.safeParse(pkg.tokens);
  if (!own.success) return { ok: false, issues: issuesFromZod(own.error, `themes.${id}`) };
  const custom =
    customTheme === undefined ? undefined : themeTokensPartialSchema.safeParse(customTheme);
  if (custom && !custom.success) {
    return { ok: false, issues: issuesFromZod(custom.error, customThemePath) };
  }
  const merged = mergeTokens(baseTokens, own.data, ...(custom ? [custom.data] : []));
  const full = themeTokensSchema.safeParse(merged);
  if (!full.success) return { ok: false, issues: issuesFromZod(full.error, `themes.${id}`) };
  const failures = checkContrast(full.data);
  if (failures.length > 0) {
    const prefix = custom ? `${customThemePath}.` : `themes.${id}.`;
    return { ok: false, issues: failures.map((failure) => contrastIssue(failure, prefix)) };
  }
  return { ok: true, id, tokens: full.data, css: themeStyleSheet(id, full.data) };
}
