import { describe, expect, it } from 'vitest';
import { formatDay, formatDayRange, isIsoDate, utcMidnight } from './calendar.ts';

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

describe('formatDay', () => {
  it('writes a German date with two-digit day and month', () => {
    expect(formatDay('2026-11-05', 'de')).toBe('05.11.2026');
  });

  it('writes an English date with the month name, never the ambiguous 11/05', () => {
    expect(formatDay('2026-11-05', 'en')).toBe('5 Nov 2026');
  });

  it('keeps the calendar day of the data whatever the time zone (the first and last of a year)', () => {
    expect(formatDay('2027-01-01', 'de')).toBe('01.01.2027');
    expect(formatDay('2026-12-31', 'de')).toBe('31.12.2026');
  });

  it('falls back to German for a language it does not know', () => {
    expect(formatDay('2026-11-05', 'fr')).toBe('05.11.2026');
  });
});

describe('formatDayRange', () => {
  it('joins start and end with a dash', () => {
    expect(formatDayRange('2026-11-05', '2027-01-16', 'de')).toBe('05.11.2026 – 16.01.2027');
    expect(formatDayRange('2026-11-05', '2027-01-16', 'en')).toBe('5 Nov 2026 – 16 Jan 2027');
  });

  it('writes a one-day date once', () => {
    expect(formatDayRange('2026-11-05', '2026-11-05', 'de')).toBe('05.11.2026');
  });
});
