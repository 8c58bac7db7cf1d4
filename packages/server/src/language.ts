import { defaultLocale, type Locale } from '@kursmarkt/schemas';

/**
 * The language rule of docs/entities-and-states.md, states on the server: the `language` query parameter if the
 * domain offers it, else the stored choice (the `lang` cookie the site sets beside localStorage),
 * else the first configured locale, else German.
 */
export function resolveLanguage(
  offered: readonly Locale[],
  query: unknown,
  stored: string | undefined,
): Locale {
  const pick = (value: unknown) =>
    typeof value === 'string' ? offered.find((locale) => locale === value) : undefined;
  return pick(query) ?? pick(stored) ?? offered[0] ?? defaultLocale;
}
