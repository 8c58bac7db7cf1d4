/**
 * Calendar days as the product writes them, `YYYY-MM-DD`: which texts are days (through
 * date-fns), and the instant a day begins.
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
