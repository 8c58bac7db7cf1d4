import type { Locale } from '@kursmarkt/schemas';
import de from './messages/de.json';
import en from './messages/en.json';

/** The storefront shell's built-in texts per language (see messages/README.md). */
export const shellCatalogs: Record<Locale, Record<string, string>> = { de, en };
