/**
 * The server's texts (mails, PDFs, the identity provider's pages), formatted as the storefront's
 * are (docs/decisions/0014-one-convention-for-translated-text.md): each text is defined beside
 * the code that uses it with `defineMessages`, a stable id and the German text as default;
 * lang/de.json is extracted from the code and lang/en.json holds the English text of every id.
 * `npm run i18n:check` keeps the two in step. Amounts and times are formatted by the same
 * formatter, with the named formats below (English as in Britain: `05/03/2027`, `€1,234.50`).
 */
import { createIntl, createIntlCache, type CustomFormats } from '@formatjs/intl';
import type { Locale } from '@kursmarkt/schemas';
import english from '../lang/en.json' with { type: 'json' };

/**
 * `formatNumber(cents / 100, { format: 'euro' })`; a calendar day (`2027-03-05`, read as UTC)
 * with `day` (`05.03.2027`) or `dayMedium` (`05.03.2027`, `5 Mar 2027`); an instant in
 * Germany with `germanDay` (`5. März 2027`), `germanDateTime`, and its time with `german`
 * (`14:04:05`) or `germanWithZone` (`14:04 MEZ`).
 */
const formats = {
  number: { euro: { style: 'currency', currency: 'EUR' } },
  date: {
    day: { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' },
    dayMedium: { dateStyle: 'medium', timeZone: 'UTC' },
    germanDay: { dateStyle: 'long', timeZone: 'Europe/Berlin' },
    germanDateTime: { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' },
  },
  time: {
    german: { timeStyle: 'medium', timeZone: 'Europe/Berlin' },
    germanWithZone: {
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone: 'Europe/Berlin',
    },
  },
} satisfies CustomFormats;

const cache = createIntlCache();
const formatters = {
  de: createIntl({ locale: 'de', defaultLocale: 'de', formats }, cache),
  en: createIntl({ locale: 'en-GB', defaultLocale: 'de', messages: english, formats }, cache),
} satisfies Record<Locale, unknown>;

/** The formatter of `language`: `textsIn('en').formatMessage(messages.subject, { brand })`. */
export const textsIn = (language: Locale) => formatters[language];
