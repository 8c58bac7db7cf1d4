/**
 * Formatting of the catalogue's data. Everything is derived from the data alone (never from the
 * clock or the browser's time zone), so the server and the browser render the same text.
 */
import { utcMidnight } from '@kursmarkt/schemas/rules';

/** The notation per page language: German `05.11.2026`, English `5 Nov 2026`. */
const dayFormats: Record<string, Intl.DateTimeFormatOptions & { locale: string }> = {
  de: { locale: 'de-DE', day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' },
  en: { locale: 'en-GB', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: string) {
  const key = language in dayFormats ? language : 'de';
  let formatter = formatters.get(key);
  if (!formatter) {
    const { locale, ...options } = dayFormats[key]!;
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A calendar day of the data (`2026-11-05`) in the page language: `05.11.2026`, `5 Nov 2026`. */
export function formatDay(isoDate: string, language: string): string {
  return formatterFor(language).format(utcMidnight(isoDate));
}

/** A date range, `05.11.2026 – 16.01.2027`; a single day when start and end are the same. */
export function formatDayRange(startDate: string, endDate: string, language: string): string {
  const start = formatDay(startDate, language);
  return startDate === endDate ? start : `${start} – ${formatDay(endDate, language)}`;
}

/** Hours as an ISO 8601 duration for structured data: 120 → `PT120H`, 2.5 → `PT2H30M`. */
export function isoDuration(hours: number): string {
  const totalMinutes = Math.round(hours * 60);
  const whole = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `PT${whole > 0 || minutes === 0 ? `${whole}H` : ''}${minutes > 0 ? `${minutes}M` : ''}`;
}

/** The lowest price of a schedule's price levels, or null without levels. */
export function lowestPrice(levels: readonly { priceValue: number }[]): number | null {
  return levels.length === 0 ? null : Math.min(...levels.map((level) => level.priceValue));
}

/** An amount of cents in euros as schema.org wants it: a dot and two decimals, `1781.00`. */
export function schemaPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}
