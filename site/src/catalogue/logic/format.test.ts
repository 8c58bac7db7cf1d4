import { describe, expect, it } from 'vitest';
import { formatDay, formatDayRange, isoDuration, lowestPrice, schemaPrice } from './format.ts';

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

describe('isoDuration', () => {
  it('writes whole hours as hours and fractions as minutes', () => {
    expect(isoDuration(120)).toBe('PT120H');
    expect(isoDuration(2.5)).toBe('PT2H30M');
    expect(isoDuration(0.75)).toBe('PT45M');
  });
});

describe('prices', () => {
  it('finds the lowest price level, or null without levels', () => {
    expect(lowestPrice([{ priceValue: 197_900 }, { priceValue: 178_100 }])).toBe(178_100);
    expect(lowestPrice([])).toBeNull();
  });

  it('writes a schema.org price with a dot and two decimals', () => {
    expect(schemaPrice(178_100)).toBe('1781.00');
    expect(schemaPrice(9_950)).toBe('99.50');
    expect(schemaPrice(1)).toBe('0.01');
  });
});
