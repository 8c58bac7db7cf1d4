/**
 * Formatting of the catalogue's data. Everything is derived from the data alone (never from the
 * clock or the browser's time zone), so the server and the browser render the same text. Days
 * are written by `formatDay` of the shared rules, one notation per language.
 */
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
