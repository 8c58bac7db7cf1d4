import { tz } from '@date-fns/tz';
import { germanToday as germanDayAt } from '@kursmarkt/schemas';

/** Germany's time zone, for calendar arithmetic in German days (`{ in: germanTime }`). */
export const germanTime = tz('Europe/Berlin');

/**
 * Today's date in Germany as 'YYYY-MM-DD' at the instant `now` (on a request's behalf: the
 * app's clock, `app.clock.now()`): the day that decides which schedules are still current and
 * whether a date has ended. Without `now`, the system clock's day, for scripts.
 */
export const germanToday = (now: Date = new Date()): string => germanDayAt(now);
