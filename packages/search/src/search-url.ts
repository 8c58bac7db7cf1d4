/**
 * A search as plain data and how it is written into a URL: in one canonical order, so that the
 * same search is always the same address. Without dependencies, so that a page or module that
 * only links to a search loads nothing else of the search.
 */
import type {
  CourseType,
  SearchCategory,
  SearchRadius,
  SearchType,
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
  /** Several formats (a gap's search); the filters show them as one choice. */
  courseTypes?: CourseType[];
  cityId?: number;
  /** The city's name for display; never sent. */
  cityName?: string;
  radius?: SearchRadius;
  dateFrom?: string;
  dateTo?: string;
  /** Only dates with a free seat. */
  freeSeats?: true;
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
  'courseTypes',
  'cityId',
  'cityName',
  'radius',
  'dateFrom',
  'dateTo',
  'freeSeats',
] as const satisfies readonly SearchKey[];

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

/** The results page's address for a search: `/search`, with the search's parameters. */
export function searchPath(state: SearchState): string {
  const query = writeSearchState(state).toString();
  return query ? `/search?${query}` : '/search';
}
