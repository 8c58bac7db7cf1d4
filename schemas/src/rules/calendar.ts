/**
 * Calendar days as the product writes them, `YYYY-MM-DD`: which texts are days (through
 * date-fns), the instant a day begins, and the one notation of a day per language.
 */
import { isExists } from 'date-fns';

const isoDayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written `YYYY-MM-DD` (not 2027-02-29, not 2027-13-01). */
export function isIsoDate(text: string | null | undefined): text is string {
  const match = text ? isoDayPattern.exec(text) : null;
  return match !== null && isExists(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/**
 * A calendar day `YYYY-MM-DD` as the instant it begins in UTC: formatted with `timeZone: 'UTC'`
 * it shows that day, in any time zone of the machine.
 */
export const utcMidnight = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/** The notation of a day per page language: German `05.11.2026`, English `5 Nov 2026`. */
const dayFormats: Record<string, Intl.DateTimeFormatOptions & { locale: string }> = {
  de: { locale: 'de-DE', day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' },
  en: { locale: 'en-GB', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
};

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatterFor(language: string) {
  const key = language in dayFormats ? language : 'de';
  let formatter = dayFormatters.get(key);
  if (!formatter) {
    const { locale, ...options } = dayFormats[key]!;
    formatter = new Intl.DateTimeFormat(locale, options);
    dayFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A calendar day (`2026-11-05`) in the page language, the same on every page, on the server and
 * in any time zone: `05.11.2026`, `5 Nov 2026` (German for a language without its own notation).
 */
export function formatDay(isoDate: string, language: string): string {
  return dayFormatterFor(language).format(utcMidnight(isoDate));
}

/** A date range, `05.11.2026 – 16.01.2027`; a single day when start and end are the same. */
export function formatDayRange(startDate: string, endDate: string, language: string): string {
  const start = formatDay(startDate, language);
  return startDate === endDate ? start : `${start} – ${formatDay(endDate, language)}`;
}
