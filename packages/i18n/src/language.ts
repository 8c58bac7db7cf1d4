import type { Locale } from '@kursmarkt/schemas';

/** The browser-storage key of the visitor's language choice (docs/rules.md, limits). */
export const languageStorageKey = 'lang';
/** The query parameter that chooses the language (docs/entities-and-states.md, states). */
export const languageQueryParameter = 'language';
/** The language when a domain configures none (docs/rules.md, product and limits). */
export const fallbackLanguage: Locale = 'de';

export type LanguageSources = {
  /** The `language` query parameter, if any. */
  query?: string | null;
  /** The stored choice (`lang` in localStorage), if any. */
  stored?: string | null;
  /** The domain's locales in order of preference. */
  configured: readonly Locale[];
};

/**
 * The language rule of docs/entities-and-states.md, states: the `language` query parameter if the domain offers
 * it, else the stored choice if offered, else the first configured locale, else `de`.
 * Values are compared trimmed and lower-cased; an unknown value is ignored.
 */
export const resolveLanguage = ({ query, stored, configured }: LanguageSources): Locale => {
  const offered = (value: string | null | undefined) =>
    configured.find((locale) => locale === value?.trim().toLowerCase());
  return offered(query) ?? offered(stored) ?? configured[0] ?? fallbackLanguage;
};

export type BrowserEnvironment = {
  location?: Pick<Location, 'href' | 'assign' | 'reload'>;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
};

/** Storage can be unavailable (privacy modes, blocked cookies): then there is no stored choice. */
const defaultStorage = () => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

const readStored = (storage: BrowserEnvironment['storage']) => {
  try {
    return storage?.getItem(languageStorageKey);
  } catch {
    return undefined;
  }
};

/** `resolveLanguage` with the query parameter and the stored choice read from the browser. */
export const readLanguage = (
  configured: readonly Locale[],
  { location = window.location, storage = defaultStorage() }: BrowserEnvironment = {},
): Locale => {
  const query = new URL(location.href).searchParams.get(languageQueryParameter);
  return resolveLanguage({ query, stored: readStored(storage), configured });
};

/**
 * Stores `language` as the visitor's choice and reloads the current URL with
 * `?language=<code>`, keeping the other query parameters and the hash (docs/routes-and-screens.md, header).
 */
export const changeLanguage = (
  language: Locale,
  { location = window.location, storage = defaultStorage() }: BrowserEnvironment = {},
) => {
  try {
    storage?.setItem(languageStorageKey, language);
  } catch {
    // Without storage the query parameter still carries the choice for this visit.
  }
  const url = new URL(location.href);
  url.searchParams.set(languageQueryParameter, language);
  if (url.href === location.href) location.reload();
  else location.assign(url.href);
};
