import { isExists } from 'date-fns';

/** Why an input is not a date: nothing typed, not digits and dots, or an impossible part. */
export type GermanDateRejection = 'empty' | 'format' | 'year' | 'month' | 'day';

export type GermanDateResult =
  | {
      ok: true;
      /** The date as `YYYY-MM-DD`. */
      iso: string;
      /** The date as `TT.MM.JJJJ`, with two-digit day and month. */
      display: string;
    }
  | { ok: false; reason: GermanDateRejection };

const dayOrMonth = /^\d{1,2}$/;
const fourDigitYear = /^[1-9]\d{3}$/;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Reads a date as German users write it: `T.M.JJJJ` or `TT.MM.JJJJ`, `M.JJJJ` (the first of
 * that month) or `JJJJ` (the first of January). Spaces around the dots are forgiven, as in
 * `1. 3. 2027`; two-digit years are not, because a course date a century off is worse than a
 * second try.
 */
export function parseGermanDate(input: string): GermanDateResult {
  const text = input.trim().replace(/\s*\.\s*/g, '.');
  if (text === '') return { ok: false, reason: 'empty' };
  if (!/^[\d.]+$/.test(text)) return { ok: false, reason: 'format' };

  const parts = text.split('.');
  if (parts.length > 3) return { ok: false, reason: 'format' };
  const [yearPart = '', monthPart = '1', dayPart = '1'] = [...parts].reverse();
  if (!dayOrMonth.test(dayPart) || !dayOrMonth.test(monthPart)) {
    return { ok: false, reason: 'format' };
  }
  if (!fourDigitYear.test(yearPart)) return { ok: false, reason: 'year' };

  const year = Number(yearPart);
  const month = Number(monthPart);
  const day = Number(dayPart);
  if (month < 1 || month > 12) return { ok: false, reason: 'month' };
  if (!isExists(year, month - 1, day)) return { ok: false, reason: 'day' };

  return {
    ok: true,
    iso: `${yearPart}-${pad(month)}-${pad(day)}`,
    display: `${pad(day)}.${pad(month)}.${yearPart}`,
  };
}

/** Shows a `YYYY-MM-DD` date as `TT.MM.JJJJ`; anything else gives an empty string. */
export function formatGermanDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return '';
  const [, year, month, day] = match;
  return `${day}.${month}.${year}`;
}
