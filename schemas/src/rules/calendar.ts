/**
 * Calendar days as the product writes them, `YYYY-MM-DD`, through date-fns: which texts are
 * days, and which day it is in Germany.
 */
import { TZDateMini } from '@date-fns/tz/date/mini';
import { formatISO, isExists } from 'date-fns';

/** The time zone of the catalogue's days: a course's dates are German calendar days. */
export const catalogueTimeZone = 'Europe/Berlin';

const isoDayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written `YYYY-MM-DD` (not 2027-02-29, not 2027-13-01). */
export function isIsoDate(text: string | null | undefined): text is string {
  const match = text ? isoDayPattern.exec(text) : null;
  return match !== null && isExists(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/**
 * Today in Germany as `YYYY-MM-DD`: the day from which a course's date still counts (the server
 * searches schedules ending on it or later) and from which the search form takes dates. The
 * browser uses it too, so the form's first day is the server's, wherever the visitor is, and
 * the server's render of the form equals the browser's.
 */
export function germanToday(now: Date = new Date()): string {
  return formatISO(new TZDateMini(now.getTime(), catalogueTimeZone), { representation: 'date' });
}
