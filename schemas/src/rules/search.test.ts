import { describe, expect, it } from 'vitest';
import type { SearchType } from './constants.ts';
import {
  cityApplies,
  dateRangeErrors,
  datesApply,
  defaultSearchTypeOf,
  endsBeforeStart,
} from './search.ts';

describe('where a city and dates apply', () => {
  it('applies a city without a course type and for PRESENT only', () => {
    expect(cityApplies(undefined)).toBe(true);
    expect(cityApplies('PRESENT')).toBe(true);
    expect(cityApplies('ONLINE')).toBe(false);
    expect(cityApplies('SELF')).toBe(false);
  });

  it('applies dates to every course type but self-study', () => {
    expect(datesApply(undefined)).toBe(true);
    expect(datesApply('PRESENT')).toBe(true);
    expect(datesApply('ONLINE')).toBe(true);
    expect(datesApply('SELF')).toBe(false);
  });
});

describe('the date rules of the search form', () => {
  const today = '2027-03-10';

  it('rejects a start before today and an end not after the start', () => {
    expect(dateRangeErrors({ dateFrom: '2027-03-09' }, today)).toEqual({ dateFrom: 'notInFuture' });
    expect(dateRangeErrors({ dateFrom: '2027-03-12', dateTo: '2027-03-12' }, today)).toEqual({
      dateTo: 'endBeforeStart',
    });
    expect(dateRangeErrors({ dateFrom: '2027-04-10', dateTo: '2027-04-09' }, today)).toEqual({
      dateTo: 'endBeforeStart',
    });
    expect(dateRangeErrors({ dateFrom: '2020-01-02', dateTo: '2020-01-01' }, today)).toEqual({
      dateFrom: 'notInFuture',
      dateTo: 'endBeforeStart',
    });
  });

  it('accepts a start today and an end a day later, and either date alone', () => {
    expect(dateRangeErrors({ dateFrom: today, dateTo: '2027-03-11' }, today)).toEqual({});
    expect(dateRangeErrors({ dateTo: '2027-03-11' }, today)).toEqual({});
    expect(dateRangeErrors({ dateFrom: null, dateTo: null }, today)).toEqual({});
  });

  it('counts an end on the start day as ending before it, and needs both dates to say so', () => {
    expect(endsBeforeStart('2027-04-10', '2027-04-10')).toBe(true);
    expect(endsBeforeStart('2027-04-10', '2027-04-11')).toBe(false);
    expect(endsBeforeStart(undefined, '2027-04-11')).toBe(false);
    expect(endsBeforeStart('2027-04-10', null)).toBe(false);
  });
});

describe('the default search type of a domain', () => {
  const cases: [string, SearchType[], SearchType | undefined, SearchType | undefined][] = [
    ['LAWYER', ['SPECIALIZATION', 'EDUCATION'], undefined, 'EDUCATION'],
    ['LAWYER', ['SPECIALIZATION', 'EDUCATION'], 'SPECIALIZATION', 'SPECIALIZATION'],
    ['RENO', ['RENO'], undefined, 'RENO'],
    ['RENO', ['EDUCATION', 'RENO'], undefined, 'RENO'],
    ['LUMEN', ['EDUCATION', 'RENO'], undefined, 'EDUCATION'],
    ['LUMEN', ['EDUCATION'], undefined, 'EDUCATION'],
    ['LAWYER', ['SPECIALIZATION'], undefined, 'SPECIALIZATION'],
    ['LAWYER', [], undefined, undefined],
  ];
  it.each(cases)(
    'for theme %s with types %j and default %s is %s',
    (theme, types, configured, expected) => {
      expect(defaultSearchTypeOf({ theme, types, defaultSearchType: configured })).toBe(expected);
    },
  );
});
