import type { MessageCatalog } from '@kursmarkt/i18n';
import shell from '@kursmarkt/i18n/lang/en.json';
import modules from '@kursmarkt/modules/lang/en.json';
import search from '@kursmarkt/search/lang/en.json';
import ui from '@kursmarkt/ui/lang/en.json';
import site from '../lang/en.json';

/**
 * The storefront's built-in texts in English: the `lang/en.json` catalog of every package the
 * site shows texts of. German needs no catalog (the German texts are the messages' defaults in the
 * code), so this one is loaded for English pages only. The browser build compiles the catalogs to
 * ICU message ASTs (scripts/precompiled-messages.ts).
 */
export const englishCatalog: MessageCatalog = {
  ...shell,
  ...ui,
  ...modules,
  ...search,
  ...site,
};
