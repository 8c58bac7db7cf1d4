import { describe, expect, it } from 'vitest';
import {
  courseTypeChoices,
  effectiveCourseType,
  initialSearchValues,
  isValidSearch,
  restoreSearchValues,
  searchBoxKeys,
  searchTypeChoices,
  showsCity,
  showsCourseTypes,
  showsDates,
  showsSearchTypes,
  splitScopes,
  startType,
  toSearchState,
  validateSearchBox,
  type CourseTypeChoice,
  type SearchBoxValues,
} from './search-params.ts';
import type { SearchType } from '@kursmarkt/schemas';
import { readSearchState, replaceSearchInQuery } from '../search-state.ts';

const today = '2027-03-10';
const lawyer = {
  types: ['SPECIALIZATION', 'EDUCATION'] as SearchType[],
  courseTypes: ['ONLINE', 'PRESENT', 'SELF'] as const,
};
const scopes = [
  { id: 2, name: 'Arbeitsrecht', top: true },
  { id: 5, name: 'Erbrecht', top: true },
  { id: 6, name: 'Familienrecht', top: true },
];

const filled = (overrides: Partial<SearchBoxValues> = {}): SearchBoxValues => ({
  scope: { id: 2, name: 'Arbeitsrecht' },
  type: 'EDUCATION',
  courseType: 'ALL',
  dateFrom: today,
  dateTo: null,
  city: { id: 7, name: 'Köln' },
  radius: 50,
  ...overrides,
});

describe('search types', () => {
  it('removes RENO when EDUCATION is configured', () => {
    expect(searchTypeChoices(['EDUCATION', 'RENO', 'SPECIALIZATION'])).toEqual([
      'EDUCATION',
      'SPECIALIZATION',
    ]);
  });

  it('keeps RENO when EDUCATION is not configured', () => {
    expect(searchTypeChoices(['RENO'])).toEqual(['RENO']);
    expect(searchTypeChoices(['SPECIALIZATION', 'RENO'])).toEqual(['SPECIALIZATION', 'RENO']);
  });

  it('shows the search-type group only with more than one type to choose', () => {
    expect(showsSearchTypes(['SPECIALIZATION', 'EDUCATION'])).toBe(true);
    expect(showsSearchTypes(['EDUCATION'])).toBe(false);
    expect(showsSearchTypes(['RENO'])).toBe(false);
    // RENO goes when EDUCATION is there, so one type is left: no group.
    expect(showsSearchTypes(['EDUCATION', 'RENO'])).toBe(false);
  });

  it('starts with the default type when offered, else EDUCATION or the first type', () => {
    expect(startType({ ...lawyer, defaultType: 'SPECIALIZATION' })).toBe('SPECIALIZATION');
    expect(startType({ ...lawyer, defaultType: 'RENO' })).toBe('EDUCATION');
    expect(startType({ types: ['SPECIALIZATION', 'RENO'], courseTypes: [] })).toBe(
      'SPECIALIZATION',
    );
    expect(startType({ types: ['RENO'], courseTypes: ['ONLINE'], defaultType: 'RENO' })).toBe(
      'RENO',
    );
    expect(startType({ types: [], courseTypes: [] })).toBeNull();
  });
});

describe('course types', () => {
  it('shows the course-type group for EDUCATION and RENO only', () => {
    expect(showsCourseTypes('EDUCATION')).toBe(true);
    expect(showsCourseTypes('RENO')).toBe(true);
    expect(showsCourseTypes('SPECIALIZATION')).toBe(false);
    expect(showsCourseTypes(null)).toBe(false);
  });

  it('offers ALL and then the configured course types in their order', () => {
    expect(courseTypeChoices(['PRESENT', 'SELF'])).toEqual(['ALL', 'PRESENT', 'SELF']);
    expect(courseTypeChoices(['ONLINE', 'ONLINE'])).toEqual(['ALL', 'ONLINE']);
  });

  it('treats a hidden course-type choice as ALL for specialist courses', () => {
    expect(effectiveCourseType({ type: 'SPECIALIZATION', courseType: 'SELF' })).toBe('ALL');
    expect(effectiveCourseType({ type: 'EDUCATION', courseType: 'SELF' })).toBe('SELF');
  });
});

describe('which filters show', () => {
  const cases: [SearchType, CourseTypeChoice, boolean, boolean][] = [
    // type, course type, city shows, dates show
    ['SPECIALIZATION', 'ALL', true, true],
    ['SPECIALIZATION', 'SELF', true, true],
    ['EDUCATION', 'ALL', true, true],
    ['EDUCATION', 'PRESENT', true, true],
    ['EDUCATION', 'ONLINE', false, true],
    ['EDUCATION', 'SELF', false, false],
    ['RENO', 'PRESENT', true, true],
    ['RENO', 'ONLINE', false, true],
    ['RENO', 'SELF', false, false],
  ];
  it.each(cases)('%s with %s: city %s, dates %s', (type, courseType, city, dates) => {
    expect(showsCity({ type, courseType })).toBe(city);
    expect(showsDates({ type, courseType })).toBe(dates);
  });
});

describe('validation', () => {
  it('accepts a complete search from today without an end date', () => {
    expect(validateSearchBox(filled(), today)).toEqual({});
    expect(isValidSearch(validateSearchBox(filled(), today))).toBe(true);
  });

  it('requires scope, type and course type', () => {
    expect(validateSearchBox(filled({ scope: null }), today)).toEqual({ scope: 'required' });
    expect(validateSearchBox(filled({ type: null }), today)).toEqual({ type: 'required' });
    expect(validateSearchBox(filled({ courseType: null }), today)).toEqual({
      courseType: 'required',
    });
  });

  it('requires the from-date while the dates show', () => {
    expect(validateSearchBox(filled({ dateFrom: null }), today)).toEqual({ dateFrom: 'required' });
  });

  it('needs no dates for self-study, where they do not show', () => {
    expect(validateSearchBox(filled({ courseType: 'SELF', dateFrom: null }), today)).toEqual({});
    expect(
      validateSearchBox(filled({ courseType: 'SELF', dateFrom: '2020-01-01' }), today),
    ).toEqual({});
  });

  it('rejects a from-date before today as notInFuture', () => {
    expect(validateSearchBox(filled({ dateFrom: '2027-03-09' }), today)).toEqual({
      dateFrom: 'notInFuture',
    });
    expect(validateSearchBox(filled({ dateFrom: '2027-03-11' }), today)).toEqual({});
  });

  it('rejects a to-date before the from-date as endBeforeStart', () => {
    expect(
      validateSearchBox(filled({ dateFrom: '2027-04-10', dateTo: '2027-04-09' }), today),
    ).toEqual({ dateTo: 'endBeforeStart' });
  });

  it('rejects a to-date equal to the from-date', () => {
    const errors = validateSearchBox(
      filled({ dateFrom: '2027-04-10', dateTo: '2027-04-10' }),
      today,
    );
    expect(errors).toEqual({ dateTo: 'endBeforeStart' });
    expect(isValidSearch(errors)).toBe(false);
  });

  it('accepts a to-date one day after the from-date', () => {
    expect(
      validateSearchBox(filled({ dateFrom: '2027-04-10', dateTo: '2027-04-11' }), today),
    ).toEqual({});
  });

  it('checks the dates of specialist courses whatever the hidden course type', () => {
    expect(
      validateSearchBox(
        filled({ type: 'SPECIALIZATION', courseType: 'SELF', dateFrom: '2027-01-01' }),
        today,
      ),
    ).toEqual({ dateFrom: 'notInFuture' });
  });
});

describe('what a search searches', () => {
  it('searches scope, its name, the type, city, radius and dates for course type ALL', () => {
    expect(toSearchState(filled({ dateTo: '2027-06-30' }))).toEqual({
      scope: 2,
      selectedScopeName: 'Arbeitsrecht',
      types: ['EDUCATION'],
      cityId: 7,
      cityName: 'Köln',
      radius: 50,
      dateFrom: today,
      dateTo: '2027-06-30',
    });
  });

  it('names no course type for ALL', () => {
    expect(toSearchState(filled({ courseType: 'ALL' })).courseType).toBeUndefined();
    expect(toSearchState(filled({ courseType: 'ONLINE' })).courseType).toBe('ONLINE');
  });

  it('searches with the radius only for course type ALL or PRESENT', () => {
    expect(toSearchState(filled({ courseType: 'ALL' })).radius).toBe(50);
    expect(toSearchState(filled({ courseType: 'PRESENT' })).radius).toBe(50);
    expect(toSearchState(filled({ courseType: 'ONLINE' })).radius).toBeUndefined();
    expect(toSearchState(filled({ courseType: 'SELF' })).radius).toBeUndefined();
  });

  it('searches around the city only while it shows', () => {
    const online = toSearchState(filled({ courseType: 'ONLINE' }));
    expect([online.cityId, online.cityName]).toEqual([undefined, undefined]);
    const present = toSearchState(filled({ courseType: 'PRESENT' }));
    expect([present.cityId, present.cityName]).toEqual([7, 'Köln']);
    expect(toSearchState(filled({ city: null })).cityId).toBeUndefined();
  });

  it('searches no dates for self-study, and no end date when it is empty', () => {
    const self = toSearchState(filled({ courseType: 'SELF', dateTo: '2027-06-30' }));
    expect([self.dateFrom, self.dateTo]).toEqual([undefined, undefined]);
    expect(toSearchState(filled({ dateTo: null })).dateTo).toBeUndefined();
  });

  it('searches specialist courses in every format, with city, radius and dates', () => {
    const search = toSearchState(filled({ type: 'SPECIALIZATION', courseType: 'SELF' }));
    expect(search).toMatchObject({
      types: ['SPECIALIZATION'],
      cityId: 7,
      radius: 50,
      dateFrom: today,
    });
    expect(search.courseType).toBeUndefined();
  });
});

describe('the search in the URL', () => {
  const url = (query: string, values: SearchBoxValues) =>
    replaceSearchInQuery(new URLSearchParams(query), toSearchState(values), searchBoxKeys);

  it('sets the search parameters in the order of the results pages and keeps the others', () => {
    expect(url('aid=partner-1&language=en&scope=9', filled()).toString()).toBe(
      'aid=partner-1&language=en&scope=2&selectedScopeName=Arbeitsrecht&types=EDUCATION' +
        '&cityId=7&cityName=K%C3%B6ln&radius=50&dateFrom=2027-03-10',
    );
  });

  it('removes parameters the search leaves out, and keeps a free text and a category', () => {
    const merged = url(
      'courseType=ONLINE&dateTo=2027-05-01&radius=10&term=Abfindung&category=fortbildung',
      filled({ courseType: 'SELF' }),
    );
    expect(merged.get('courseType')).toBe('SELF');
    expect(merged.has('dateTo')).toBe(false);
    expect(merged.has('radius')).toBe(false);
    expect(merged.has('dateFrom')).toBe(false);
    expect(merged.get('term')).toBe('Abfindung');
    expect(merged.get('category')).toBe('fortbildung');
  });

  it('reads back as the search it was written from', () => {
    const values = filled({ courseType: 'PRESENT', dateTo: '2027-06-30' });
    expect(readSearchState(url('aid=x', values))).toEqual(toSearchState(values));
  });
});

describe('reset and restore', () => {
  it('resets to the default type, ALL, today, no end date, no city, radius 100, no scope', () => {
    expect(initialSearchValues(lawyer, today)).toEqual({
      scope: null,
      type: 'EDUCATION',
      courseType: 'ALL',
      dateFrom: today,
      dateTo: null,
      city: null,
      radius: 100,
    });
    expect(initialSearchValues({ types: ['RENO'], courseTypes: ['ONLINE'] }, today).type).toBe(
      'RENO',
    );
  });

  it('restores scope, type, course type, dates, city and radius from a stored search', () => {
    expect(
      restoreSearchValues(
        {
          scope: '5',
          selectedScopeName: 'Erbrecht',
          types: 'EDUCATION',
          courseType: 'PRESENT',
          dateFrom: '2027-04-01',
          dateTo: '2027-05-01',
          cityId: '7',
          cityName: 'Köln',
          radius: '250',
        },
        { ...lawyer, scopes },
        today,
      ),
    ).toEqual({
      scope: { id: 5, name: 'Erbrecht' },
      type: 'EDUCATION',
      courseType: 'PRESENT',
      dateFrom: '2027-04-01',
      dateTo: '2027-05-01',
      city: { id: 7, name: 'Köln' },
      radius: 250,
    });
  });

  it('moves a stored from-date that has passed to today and drops an end before it', () => {
    const restored = restoreSearchValues(
      { scope: '2', dateFrom: '2027-01-01', dateTo: '2027-03-10' },
      { ...lawyer, scopes },
      today,
    );
    expect(restored.dateFrom).toBe(today);
    expect(restored.dateTo).toBeNull();
  });

  it('ignores what the domain does not offer and what is malformed', () => {
    expect(
      restoreSearchValues(
        {
          scope: '99',
          types: 'RENO',
          courseType: 'BLENDED',
          dateFrom: '2027-02-30',
          cityId: 'x',
          cityName: 'Köln',
          radius: '75',
        },
        { ...lawyer, scopes },
        today,
      ),
    ).toEqual(initialSearchValues(lawyer, today));
  });

  it('takes the default type out of several stored types, else the first offered one', () => {
    const setup = { ...lawyer, scopes };
    expect(restoreSearchValues({ types: 'SPECIALIZATION,EDUCATION' }, setup, today).type).toBe(
      'EDUCATION',
    );
    expect(restoreSearchValues({ types: 'RENO,SPECIALIZATION' }, setup, today).type).toBe(
      'SPECIALIZATION',
    );
  });
});

describe('scopes of step 1', () => {
  const many = Array.from({ length: 12 }, (_, index) => ({
    id: index + 1,
    name: `S${index + 1}`,
    top: false,
  }));

  it('offers the first eight scopes as buttons and the rest in the dropdown when none is top', () => {
    const { top, further } = splitScopes(many);
    expect(top.map((scope) => scope.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(further.map((scope) => scope.id)).toEqual([9, 10, 11, 12]);
  });

  it('offers the scopes marked top in list order and the others in the dropdown', () => {
    const marked = many.map((scope) => ({ ...scope, top: scope.id === 12 || scope.id === 3 }));
    const { top, further } = splitScopes(marked);
    expect(top.map((scope) => scope.id)).toEqual([3, 12]);
    expect(further.map((scope) => scope.id)).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('offers more than eight top scopes when the catalogue marks more', () => {
    const allTop = many.map((scope) => ({ ...scope, top: true }));
    expect(splitScopes(allTop).top).toHaveLength(12);
    expect(splitScopes(allTop).further).toEqual([]);
  });
});
