import { describe, expect, it } from 'vitest';
import { formatGermanDate, parseGermanDate } from './parse-german-date.ts';

describe('parseGermanDate', () => {
  it.each([
    ['1.3.2027', '2027-03-01', '01.03.2027'],
    ['01.03.2027', '2027-03-01', '01.03.2027'],
    ['9.12.2027', '2027-12-09', '09.12.2027'],
    ['31.12.2027', '2027-12-31', '31.12.2027'],
    ['07.1.2028', '2028-01-07', '07.01.2028'],
  ])('reads day, month and year: %s is %s', (input, iso, display) => {
    expect(parseGermanDate(input)).toEqual({ ok: true, iso, display });
  });

  it.each([
    ['3.2027', '2027-03-01', '01.03.2027'],
    ['03.2027', '2027-03-01', '01.03.2027'],
    ['12.2027', '2027-12-01', '01.12.2027'],
  ])('reads month and year as the first of that month: %s is %s', (input, iso, display) => {
    expect(parseGermanDate(input)).toEqual({ ok: true, iso, display });
  });

  it('reads a year alone as the first of January', () => {
    expect(parseGermanDate('2027')).toEqual({ ok: true, iso: '2027-01-01', display: '01.01.2027' });
  });

  it('forgives spaces around the input and around the dots', () => {
    expect(parseGermanDate('  1. 3. 2027 ')).toEqual({
      ok: true,
      iso: '2027-03-01',
      display: '01.03.2027',
    });
  });

  it('knows leap years: 29 February exists in 2028 and 2000 but not in 2027 or 2100', () => {
    expect(parseGermanDate('29.2.2028')).toMatchObject({ ok: true, iso: '2028-02-29' });
    expect(parseGermanDate('29.2.2000')).toMatchObject({ ok: true, iso: '2000-02-29' });
    expect(parseGermanDate('29.2.2027')).toEqual({ ok: false, reason: 'day' });
    expect(parseGermanDate('29.2.2100')).toEqual({ ok: false, reason: 'day' });
  });

  it.each([
    ['31.02.2027', 'day'],
    ['31.4.2027', 'day'],
    ['0.1.2027', 'day'],
    ['32.1.2027', 'day'],
    ['13.2027', 'month'],
    ['0.2027', 'month'],
    ['1.13.2027', 'month'],
    ['1.0.2027', 'month'],
  ] as const)('rejects the impossible date %s because of its %s', (input, reason) => {
    expect(parseGermanDate(input)).toEqual({ ok: false, reason });
  });

  it.each(['1.3.27', '1.3.227', '1.3.20271', '27', '0999', '1.3.0999'])(
    'rejects %s because the year does not have four digits',
    (input) => {
      expect(parseGermanDate(input)).toEqual({ ok: false, reason: 'year' });
    },
  );

  it.each([
    'morgen',
    '1.März.2027',
    '1.3.2027a',
    '2027-03-01',
    '1/3/2027',
    '1,3,2027',
    '1.3.2027.',
    '.3.2027',
    '1..2027',
    '1.1.1.2027',
    '001.3.2027',
    '1.003.2027',
    '1 3 2027',
  ])('rejects %s because it is not digits separated by dots', (input) => {
    expect(parseGermanDate(input)).toEqual({ ok: false, reason: 'format' });
  });

  it('rejects an empty or blank input as empty', () => {
    expect(parseGermanDate('')).toEqual({ ok: false, reason: 'empty' });
    expect(parseGermanDate('   ')).toEqual({ ok: false, reason: 'empty' });
  });
});

describe('formatGermanDate', () => {
  it('shows an ISO date with dots, day first', () => {
    expect(formatGermanDate('2027-03-01')).toBe('01.03.2027');
  });

  it('gives an empty string for anything that is not an ISO date', () => {
    expect(formatGermanDate('')).toBe('');
    expect(formatGermanDate('01.03.2027')).toBe('');
    expect(formatGermanDate('2027-3-1')).toBe('');
  });
});
