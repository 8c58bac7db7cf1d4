/**
 * The search of the results, category and city pages and of the start page's box: read from the
 * URL (the source of truth, so a link shares the search) with every value checked, replaced in a
 * URL (written as search-url.ts writes it), merged with a page's fixed preset and turned into the
 * API's parameters. No React here.
 */
import type { SearchParams } from '@kursmarkt/api';
import { formatISO, lastDayOfMonth } from 'date-fns';
import {
  cityApplies,
  courseTypes as allCourseTypes,
  datesApply,
  endsBeforeStart,
  isIsoDate,
  parseId,
  searchCategories,
  searchPageSize,
  searchRadii,
  searchTypes as allSearchTypes,
  type SearchRadius,
  type SearchType,
} from '@kursmarkt/schemas/rules';
import {
  compact,
  searchKeys,
  writeSearchState,
  type SearchKey,
  type SearchState,
} from './search-url.ts';

const positiveInt = (text: string | null) => parseId(text) ?? undefined;
const shortText = (text: string | null, max = 200) => {
  const trimmed = text?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
};
const oneOf = <T extends string>(values: readonly T[], text: string | null) =>
  values.includes(text as T) ? (text as T) : undefined;

/** Search types in the one order of `searchTypes`, without repeats. */
const canonicalTypes = (types: readonly SearchType[]) =>
  allSearchTypes.filter((type) => types.includes(type));

/** The formats of a comma list in the one order of `courseTypes`, without repeats or unknowns. */
const formatsOf = (text: string | null) => {
  const named = (text ?? '').split(',').map((type) => type.trim());
  return allCourseTypes.filter((type) => named.includes(type));
};

/**
 * The search in a URL's query: unknown parameters and values that do not fit are left out, so a
 * hand-edited link never makes the server answer 400. A `dateTo` not after `dateFrom` goes.
 */
export function readSearchState(query: URLSearchParams): SearchState {
  const types = canonicalTypes(
    (query.get('types') ?? '')
      .split(',')
      .map((type) => type.trim())
      .filter((type): type is SearchType => allSearchTypes.includes(type as SearchType)),
  );
  const radius = Number(query.get('radius')) as SearchRadius;
  const dateFrom = query.get('dateFrom');
  const dateTo = query.get('dateTo');
  const state: SearchState = {
    term: shortText(query.get('term')),
    scope: positiveInt(query.get('scope')),
    selectedScopeName: shortText(query.get('selectedScopeName')),
    category: oneOf(searchCategories, query.get('category')),
    types: types.length > 0 ? types : undefined,
    courseType: oneOf(allCourseTypes, query.get('courseType')),
    courseTypes: formatsOf(query.get('courseTypes')),
    cityId: positiveInt(query.get('cityId')),
    cityName: shortText(query.get('cityName')),
    radius: searchRadii.includes(radius) ? radius : undefined,
    dateFrom: isIsoDate(dateFrom) ? dateFrom : undefined,
    dateTo: isIsoDate(dateTo) ? dateTo : undefined,
    freeSeats: query.get('freeSeats') === 'true' ? true : undefined,
  };
  if (endsBeforeStart(state.dateFrom, state.dateTo)) state.dateTo = undefined;
  if (!state.scope) state.selectedScopeName = undefined;
  if (!state.cityId) state.cityName = undefined;
  return compact(state);
}

/**
 * The URL's query with the search replaced by `state`: the search's parameters (`keys`, all of
 * them unless said otherwise) are set or removed, anything else (`aid`, `language`, …) stays.
 */
export function replaceSearchInQuery(
  query: URLSearchParams,
  state: SearchState,
  keys: readonly SearchKey[] = searchKeys,
): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of keys) next.delete(key);
  for (const [key, value] of writeSearchState(state)) {
    if (keys.includes(key as SearchKey)) next.set(key, value);
  }
  return next;
}

/**
 * What the page searches: the URL's search over the page's defaults and under its preset (the
 * preset wins), the domain's types when none is named, a city only where it applies (with its
 * radius) and dates only where they apply.
 */
export function effectiveSearch(
  state: SearchState,
  page: { preset: SearchState; defaults?: SearchState },
  domainTypes: readonly SearchType[],
): SearchState {
  const merged: SearchState = {
    ...compact(page.defaults ?? {}),
    ...compact(state),
    ...compact(page.preset),
  };
  if (!merged.types) merged.types = canonicalTypes(domainTypes);
  if (!cityApplies(merged.courseType) || !merged.cityId) {
    merged.cityId = undefined;
    merged.cityName = undefined;
    merged.radius = undefined;
  }
  if (!datesApply(merged.courseType)) {
    merged.dateFrom = undefined;
    merged.dateTo = undefined;
  }
  return compact(merged);
}

/**
 * The API parameters of a search: display-only names left out, values in one canonical shape,
 * so that the same search is always the same SWR key and is not sent twice.
 */
export function toApiParams(search: SearchState, language: string): SearchParams {
  const { selectedScopeName: _scopeName, cityName: _cityName, ...sent } = compact(search);
  return { ...sent, language, limit: searchPageSize };
}

/**
 * How many filters the visitor has set: each of term, scope, category, types, format, city, the
 * two dates and free seats counts once; a radius belongs to its city and names are only shown.
 */
export function activeFilterCount(state: SearchState): number {
  const counted: SearchKey[] = [
    'term',
    'scope',
    'category',
    'types',
    'courseType',
    'courseTypes',
    'cityId',
    'dateFrom',
    'dateTo',
    'freeSeats',
  ];
  const set = compact(state);
  return counted.filter((key) => set[key] !== undefined).length;
}

/** The fields a page may not change: those its preset fixes. */
export const lockedKeys = (preset: SearchState): Set<SearchKey> =>
  new Set(Object.keys(compact(preset)) as SearchKey[]);

/**
 * The date window of a month facet (`YYYY-MM`): from its first day, or today if later, to its
 * last day; without an end when that would not be after the start (the last day of a month).
 */
export function monthRange(month: string, today: string): Pick<SearchState, 'dateFrom' | 'dateTo'> {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = `${month}-01`;
  const last = formatISO(lastDayOfMonth(new Date(year, monthNumber - 1)), {
    representation: 'date',
  });
  const dateFrom = first < today ? today : first;
  return last > dateFrom ? { dateFrom, dateTo: last } : { dateFrom };
}
