import type { MessageCatalog } from '@kursmarkt/i18n';
import shell from '@kursmarkt/i18n/lang/en.json';
import ui from '@kursmarkt/ui/lang/en.json';
import backoffice from '../lang/en.json';

/**
 * The back office's texts in English: its own catalog and those of the packages it shows texts
 * of. German needs none (the German texts are the messages' defaults), so English pages alone
 * load this chunk.
 */
export const englishCatalog: MessageCatalog = { ...shell, ...ui, ...backoffice };
