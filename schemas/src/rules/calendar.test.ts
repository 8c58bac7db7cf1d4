import { describe, expect, it } from 'vitest';
import { isIsoDate, utcMidnight } from './calendar.ts';

describe('calendar days', () => {
  it('are real days written YYYY-MM-DD', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-12-31')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-04-31')).toBe(false);
    expect(isIsoDate('2027-13-01')).toBe(false);
    expect(isIsoDate('2027-00-10')).toBe(false);
    expect(isIsoDate('10.03.2027')).toBe(false);
    expect(isIsoDate('2027-3-10')).toBe(false);
    expect(isIsoDate('')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
    expect(isIsoDate(undefined)).toBe(false);
  });
});

describe('the instant a day begins in UTC', () => {
  it('formats as that day in UTC, and is the day’s first millisecond', () => {
    expect(utcMidnight('2026-11-05').toISOString()).toBe('2026-11-05T00:00:00.000Z');
    expect(
      new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        utcMidnight('2028-02-29'),
      ),
    ).toBe('29.02.2028');
  });
});
