/**
 * Which day it is in Germany, through date-fns and @date-fns/tz. A module of its own: the time
 * zone support is about 2 kB gzip, which pages that only show days need not load.
 */
import { TZDateMini } from '@date-fns/tz/date/mini';
import { formatISO } from 'date-fns';

/** The time zone of the catalogue's days: a course's dates are German calendar days. */
const catalogueTimeZone = 'Europe/Berlin';

/**
 * Today in Germany as `YYYY-MM-DD`: the day from which a course's date still counts (the server
 * searches schedules ending on it or later) and from which the search form takes dates. The
 * browser uses it too, so the form's first day is the server's, wherever the visitor is, and
 * the server's render of the form equals the browser's.
 */
export function germanToday(now: Date = new Date()): string {
  return formatISO(new TZDateMini(now.getTime(), catalogueTimeZone), { representation: 'date' });
}
