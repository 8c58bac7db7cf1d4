import type { Locale } from '@kursmarkt/schemas';
import en from './messages/en.json';
import { shellMessages } from './messages/shell.ts';

/**
 * The storefront shell's built-in texts per language (see messages/README.md). The German
 * catalog is the messages' defaults, read from their definitions so the page does not carry the
 * texts twice; messages/de.json is the same catalog as formatjs extracts it, and a test keeps
 * the two equal.
 */
export const shellCatalogs: Record<Locale, Record<string, string>> = {
  de: Object.fromEntries(
    Object.values(shellMessages).map(({ id, defaultMessage }) => [id, String(defaultMessage)]),
  ),
  en,
};
