import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  effectiveSearch,
  lockedKeys,
  monthRange,
  readSearchState,
  replaceSearchInQuery,
  toApiParams,
} from './search-state.ts';
import { compact, searchPath, writeSearchState, type SearchState } from './search-url.ts';

const read = (query: string) => readSearchState(new URLSearchParams(query));
const lawyerTypes = ['SPECIALIZATION', 'EDUCATION'] as const;

describe('reading the search from the URL', () => {
  it('reads every search parameter', () => {
    expect(
      read(
        'term=K%C3%BCndigung&scope=2&selectedScopeName=Arbeitsrecht&category=fortbildung&types=EDUCATION,SPECIALIZATION' +
          '&courseType=PRESENT&cityId=7&cityName=K%C3%B6ln&radius=50&dateFrom=2027-04-01&dateTo=2027-04-30' +
          '&courseTypes=ONLINE,PRESENT&freeSeats=true',
      ),
    ).toEqual({
      term: 'Kündigung',
      scope: 2,
      selectedScopeName: 'Arbeitsrecht',
      category: 'fortbildung',
      types: ['EDUCATION', 'SPECIALIZATION'],
      courseType: 'PRESENT',
      courseTypes: ['ONLINE', 'PRESENT'],
      cityId: 7,
      cityName: 'Köln',
      radius: 50,
      dateFrom: '2027-04-01',
      dateTo: '2027-04-30',
      freeSeats: true,
    });
  });

  it('leaves out values that do not fit, so a hand-edited link never fails', () => {
    expect(
      read(
        'scope=-3&category=blog&types=RENO,NONE&courseType=BLENDED&cityId=0&radius=75' +
          '&dateFrom=2027-02-30&dateTo=tomorrow&term=%20%20&aid=partner&freeSeats=yes&courseTypes=LIVE',
      ),
    ).toEqual({ types: ['RENO'] });
  });

  it('drops an end date that is not after the start date', () => {
    expect(read('dateFrom=2027-04-01&dateTo=2027-04-01')).toEqual({ dateFrom: '2027-04-01' });
    expect(read('dateFrom=2027-04-01&dateTo=2027-03-01')).toEqual({ dateFrom: '2027-04-01' });
  });

  it('drops names without their ids', () => {
    expect(read('selectedScopeName=Arbeitsrecht&cityName=K%C3%B6ln')).toEqual({});
  });

  it('puts the types in one order and drops repeats', () => {
    expect(read('types=EDUCATION,SPECIALIZATION,EDUCATION').types).toEqual([
      'EDUCATION',
      'SPECIALIZATION',
    ]);
    expect(read('types=SPECIALIZATION,EDUCATION').types).toEqual(['EDUCATION', 'SPECIALIZATION']);
  });
});

describe('URL and search, round trip', () => {
  const states: SearchState[] = [
    {},
    { scope: 13, selectedScopeName: 'Miet- und Wohnungseigentumsrecht', types: ['SPECIALIZATION'] },
    {
      term: 'Bau & Architektur',
      courseType: 'PRESENT',
      cityId: 7,
      cityName: 'Köln',
      radius: 250,
      dateFrom: '2027-01-31',
      dateTo: '2027-02-01',
    },
    { category: 'fortbildung-15-fao', types: ['EDUCATION', 'RENO'], courseType: 'SELF' },
  ];
  it.each(states)('writes and reads back %j unchanged', (state) => {
    expect(readSearchState(writeSearchState(state))).toEqual(state);
  });

  it('writes the parameters in one order, whatever the order of the fields', () => {
    expect(
      writeSearchState({ radius: 10, cityId: 7, types: ['RENO'], scope: 3, term: 'x' }).toString(),
    ).toBe('term=x&scope=3&types=RENO&cityId=7&radius=10');
  });

  it('links to the results page with the search, or without one', () => {
    expect(searchPath({ types: ['RENO'], courseType: 'ONLINE' })).toBe(
      '/search?types=RENO&courseType=ONLINE',
    );
    expect(searchPath({ scope: 3, selectedScopeName: 'Bau & Recht' })).toBe(
      '/search?scope=3&selectedScopeName=Bau+%26+Recht',
    );
    expect(searchPath({ types: [] })).toBe('/search');
  });

  it('replaces the search in a query and keeps the other parameters', () => {
    const next = replaceSearchInQuery(
      new URLSearchParams('aid=partner-1&scope=2&courseType=ONLINE&language=en'),
      { scope: 5, selectedScopeName: 'Erbrecht' },
    );
    expect(next.toString()).toBe('aid=partner-1&language=en&scope=5&selectedScopeName=Erbrecht');
  });
});

describe('what a page searches', () => {
  it('searches the domain types when nothing names any', () => {
    expect(effectiveSearch({}, { preset: {} }, lawyerTypes)).toEqual({
      types: ['EDUCATION', 'SPECIALIZATION'],
    });
    expect(effectiveSearch({ types: ['RENO'] }, { preset: {} }, lawyerTypes).types).toEqual([
      'RENO',
    ]);
  });

  it('lets the preset win over the URL', () => {
    expect(
      effectiveSearch(
        { courseType: 'ONLINE', types: ['RENO'], scope: 2 },
        { preset: { category: 'fachanwaltslehrgang', types: ['SPECIALIZATION'] } },
        lawyerTypes,
      ),
    ).toEqual({
      scope: 2,
      category: 'fachanwaltslehrgang',
      types: ['SPECIALIZATION'],
      courseType: 'ONLINE',
    });
  });

  it('takes defaults only where the URL says nothing', () => {
    const page = {
      preset: { courseType: 'PRESENT' as const, cityId: 7 },
      defaults: { radius: 50 as const },
    };
    expect(effectiveSearch({}, page, lawyerTypes).radius).toBe(50);
    expect(effectiveSearch({ radius: 250 }, page, lawyerTypes).radius).toBe(250);
  });

  it('keeps city and radius only with a city and for PRESENT or no course type', () => {
    const city = { cityId: 7, cityName: 'Köln', radius: 10 as const };
    expect(effectiveSearch(city, { preset: {} }, lawyerTypes)).toMatchObject(city);
    expect(
      effectiveSearch({ ...city, courseType: 'PRESENT' }, { preset: {} }, lawyerTypes),
    ).toMatchObject(city);
    const online = effectiveSearch({ ...city, courseType: 'ONLINE' }, { preset: {} }, lawyerTypes);
    expect([online.cityId, online.cityName, online.radius]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(effectiveSearch({ radius: 10 }, { preset: {} }, lawyerTypes).radius).toBeUndefined();
  });

  it('sends no dates for self-study', () => {
    const self = effectiveSearch(
      { dateFrom: '2027-04-01', dateTo: '2027-05-01' },
      { preset: { courseType: 'SELF', types: ['EDUCATION', 'SPECIALIZATION'] } },
      lawyerTypes,
    );
    expect([self.dateFrom, self.dateTo]).toEqual([undefined, undefined]);
  });

  it('locks the fields of the preset', () => {
    expect([...lockedKeys({ courseType: 'ONLINE', types: ['EDUCATION'] })].sort()).toEqual([
      'courseType',
      'types',
    ]);
    expect(lockedKeys({ scope: undefined }).size).toBe(0);
  });
});

describe('the API parameters', () => {
  it('leave out the display names and add language and page size', () => {
    expect(
      toApiParams(
        { scope: 2, selectedScopeName: 'Arbeitsrecht', cityId: 7, cityName: 'Köln', radius: 50 },
        'de',
      ),
    ).toEqual({ scope: 2, cityId: 7, radius: 50, language: 'de', limit: 20 });
  });

  it('are one SWR key for one search, however the URL was written', () => {
    const key = (query: string) =>
      unstable_serialize([
        'search',
        toApiParams(effectiveSearch(read(query), { preset: {} }, lawyerTypes), 'de'),
      ]);
    const first = key('scope=2&types=SPECIALIZATION,EDUCATION&selectedScopeName=Arbeitsrecht');
    expect(key('types=EDUCATION,SPECIALIZATION&scope=2')).toBe(first);
    expect(key('scope=02&aid=x&cityName=K%C3%B6ln&dateTo=')).toBe(first);
    expect(key('scope=2')).toBe(first);
    expect(key('scope=3')).not.toBe(first);
  });
});

describe('month facets', () => {
  const today = '2027-03-10';
  it('turns a month facet into its days from today on', () => {
    expect(monthRange('2027-04', today)).toEqual({ dateFrom: '2027-04-01', dateTo: '2027-04-30' });
    expect(monthRange('2027-03', today)).toEqual({ dateFrom: today, dateTo: '2027-03-31' });
    expect(monthRange('2028-02', today)).toEqual({ dateFrom: '2028-02-01', dateTo: '2028-02-29' });
    expect(monthRange('2027-03', '2027-03-31')).toEqual({ dateFrom: '2027-03-31' });
  });
});

describe('compact', () => {
  it('drops empty fields so equal searches are equal objects', () => {
    expect(compact({ term: '', types: [], scope: undefined, radius: 10 })).toEqual({ radius: 10 });
  });
});

describe('counting the filters a visitor set', () => {
  it('counts none for a search without filters', () => {
    expect(activeFilterCount(read(''))).toBe(0);
  });

  it('counts each filter once, a city with its radius as one, names not at all', () => {
    expect(
      activeFilterCount(
        read(
          'term=Miete&scope=2&selectedScopeName=Arbeitsrecht&types=EDUCATION,SPECIALIZATION' +
            '&cityId=7&cityName=K%C3%B6ln&radius=50&dateFrom=2027-04-01&freeSeats=true',
        ),
      ),
    ).toBe(6);
  });
});
