/**
 * The search of the results, category and city pages as plain data: read from the URL (the
 * source of truth, so a link shares the search), written back in one canonical order, merged
 * with a page's fixed preset and turned into the API's parameters. No React here.
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
  type CourseType,
  type SearchCategory,
  type SearchRadius,
  type SearchType,
} from '@kursmarkt/schemas/rules';

/** A search as the pages hold it: every field optional, every value checked. */
export type SearchState = {
  term?: string;
  scope?: number;
  /** The scope's name for display before the scope lists are at hand; never sent. */
  selectedScopeName?: string;
  category?: SearchCategory;
  types?: SearchType[];
  courseType?: CourseType;
  cityId?: number;
  /** The city's name for display; never sent. */
  cityName?: string;
  radius?: SearchRadius;
  dateFrom?: string;
  dateTo?: string;
};

export type SearchKey = keyof SearchState;

/** The URL's parameter order: what the search is about first, then where and when. */
export const searchKeys = [
  'term',
  'scope',
  'selectedScopeName',
  'category',
  'types',
  'courseType',
  'cityId',
  'cityName',
  'radius',
  'dateFrom',
  'dateTo',
] as const satisfies readonly SearchKey[];

const positiveInt = (text: string | null) => parseId(text) ?? undefined;
const shortText = (text: string | null, max = 200) => {
  const trimmed = text?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
};
const oneOf = <T extends string>(values: readonly T[], text: string | null) =>
  values.includes(text as T) ? (text as T) : undefined;

/** Search types in the one order of `searchTypes`, without repeats. */
export const canonicalTypes = (types: readonly SearchType[]) =>
  allSearchTypes.filter((type) => types.includes(type));

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
    cityId: positiveInt(query.get('cityId')),
    cityName: shortText(query.get('cityName')),
    radius: searchRadii.includes(radius) ? radius : undefined,
    dateFrom: isIsoDate(dateFrom) ? dateFrom : undefined,
    dateTo: isIsoDate(dateTo) ? dateTo : undefined,
  };
  if (endsBeforeStart(state.dateFrom, state.dateTo)) state.dateTo = undefined;
  if (!state.scope) state.selectedScopeName = undefined;
  if (!state.cityId) state.cityName = undefined;
  return compact(state);
}

/** The state without empty fields, so that equal searches are equal objects. */
export function compact(state: SearchState): SearchState {
  const result: SearchState = {};
  for (const key of searchKeys) {
    const value = state[key];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
      continue;
    }
    (result as Record<string, unknown>)[key] = value;
  }
  return result;
}

/** The state as query parameters, in `searchKeys` order. */
export function writeSearchState(state: SearchState): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(compact(state))) {
    query.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return query;
}

/**
 * The URL's query with the search replaced by `state`: the search's own parameters are set or
 * removed, anything else (`aid`, `language`, …) stays.
 */
export function replaceSearchInQuery(query: URLSearchParams, state: SearchState): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of searchKeys) next.delete(key);
  for (const [key, value] of writeSearchState(state)) next.set(key, value);
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
