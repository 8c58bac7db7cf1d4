/**
 * The server's texts (mails, PDFs, the identity provider's pages), formatted as the storefront's
 * are (docs/decisions/0014-one-convention-for-translated-text.md): each text is defined beside
 * the code that uses it with `defineMessages`, a stable id and the German text as default;
 * lang/de.json is extracted from the code and lang/en.json holds the English text of every id.
 * `npm run i18n:check` keeps the two in step.
 */
import { createIntl, createIntlCache } from '@formatjs/intl';
import type { Locale } from '@kursmarkt/schemas';
import english from '../lang/en.json' with { type: 'json' };

const cache = createIntlCache();
const formatters = {
  de: createIntl({ locale: 'de', defaultLocale: 'de' }, cache),
  en: createIntl({ locale: 'en', defaultLocale: 'de', messages: english }, cache),
} satisfies Record<Locale, unknown>;

/** The formatter of `language`: `textsIn('en').formatMessage(messages.subject, { brand })`. */
export const textsIn = (language: Locale) => formatters[language];
