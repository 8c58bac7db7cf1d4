/**
 * Amounts, days and times as mails show them, through the server's one formatter per language
 * (texts.ts) and its named formats.
 */
import type { Locale } from '@kursmarkt/schemas';
import { textsIn } from '../texts.ts';

/** A calendar day `2027-03-05` as the instant its formats read in UTC. */
const calendarDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The texts and formats of a mail in `language`. */
export function mailFormat(language: Locale) {
  const intl = textsIn(language);
  return {
    intl,
    language,
    /** `119000` → `1.190,00 €` (de), `€1,190.00` (en). */
    euro: (cents: number) => intl.formatNumber(cents / 100, { format: 'euro' }),
    /** `2027-03-05` → `05.03.2027` (de), `05/03/2027` (en). */
    day: (day: string) => intl.formatDate(calendarDay(day), { format: 'day' }),
    /** `2027-03-05` → `05.03.2027` (de), `5 Mar 2027` (en). */
    dayMedium: (day: string) => intl.formatDate(calendarDay(day), { format: 'dayMedium' }),
    /** The day of an instant in Germany: `5. März 2027` (de), `5 March 2027` (en). */
    germanDay: (at: Date) => intl.formatDate(at, { format: 'germanDay' }),
    /** The time of an instant in Germany: `14:04:05`. */
    germanTime: (at: Date) => intl.formatTime(at, { format: 'german' }),
    /** The day and time of an instant in Germany: `05.03.2027, 14:04` (de), `5 Mar 2027, 14:04` (en). */
    germanDateTime: (at: Date) => intl.formatDate(at, { format: 'germanDateTime' }),
  };
}

export type MailFormat = ReturnType<typeof mailFormat>;
