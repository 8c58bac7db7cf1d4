/**
 * The search's constants and rules (docs/routes-and-screens.md; docs/entities-and-states.md, states; docs/rules.md, validation and limits) that the storefront and the
 * API both apply, once: the contract's schemas (api/search.ts) and the site build on them.
 */
import type { CourseType, SearchType } from './constants.ts';

/** Results per page when `limit` is not given; the start-page preview asks for 12. */
export const searchPageSize = 20;
/** The most results one page may ask for. */
export const maxSearchLimit = 100;
/** The highest page number (`start`) the API serves: deeper pages are not useful. */
export const maxSearchStart = 1000;
/** The radius choices of the search widget in km (docs/rules.md, limits). */
export const searchRadii = [10, 50, 100, 250] as const;
export type SearchRadius = (typeof searchRadii)[number];
/** The radius of a new or reset search, and of a city given without one. */
export const defaultSearchRadius: SearchRadius = 100;
/** City suggestions start at this many characters (docs/rules.md, validation). */
export const minCityInputLength = 3;
export const maxCitySuggestions = 10;
/**
 * `count` counts at most this many courses, and the filter counts are taken over at most this
 * many; `countCapped` says the real number is larger.
 */
export const searchCountCap = 1000;

/** The listing categories of courses (the `category` search parameter). */
export const searchCategories = [
  'fachanwaltslehrgang',
  'fortbildung',
  'fortbildung-15-fao',
  'online-seminar',
  'praesenzschulung',
  'selbststudium',
] as const;
export type SearchCategory = (typeof searchCategories)[number];

/**
 * Whether a city and its radius narrow a search: without a course type or for PRESENT
 * (docs/routes-and-screens.md, search box). ONLINE and SELF courses have no place, so the search box does not offer a city
 * for them and a city in such a search is left out.
 */
export const cityApplies = (courseType: CourseType | undefined) =>
  courseType === undefined || courseType === 'PRESENT';

/** Whether dates narrow a search: self-study (SELF) has none. */
export const datesApply = (courseType: CourseType | undefined) => courseType !== 'SELF';

/**
 * Whether a to-date fails to end after the from-date (docs/rules.md, validation, error key
 * endBeforeStart): equal dates count as failing, since a search window ends after it starts.
 */
export const endsBeforeStart = (
  dateFrom: string | null | undefined,
  dateTo: string | null | undefined,
): boolean => Boolean(dateFrom && dateTo && dateTo <= dateFrom);

export type DateRangeErrors = { dateFrom?: 'notInFuture'; dateTo?: 'endBeforeStart' };

/**
 * The date rules of the search form (docs/rules.md, validation) for dates written `YYYY-MM-DD`: the
 * from-date must not be before `today` (notInFuture), a to-date must be after the from-date
 * (endBeforeStart).
 */
export function dateRangeErrors(
  range: { dateFrom?: string | null; dateTo?: string | null },
  today: string,
): DateRangeErrors {
  const errors: DateRangeErrors = {};
  if (range.dateFrom && range.dateFrom < today) errors.dateFrom = 'notInFuture';
  if (endsBeforeStart(range.dateFrom, range.dateTo)) errors.dateTo = 'endBeforeStart';
  return errors;
}

/**
 * The search type a domain starts with (docs/entities-and-states.md, states): the configured one, else RENO for
 * the RENO theme when offered, else EDUCATION when offered, else the first type.
 */
export function defaultSearchTypeOf(config: {
  defaultSearchType?: SearchType;
  theme: string;
  types: readonly SearchType[];
}): SearchType | undefined {
  if (config.defaultSearchType) return config.defaultSearchType;
  if (config.theme === 'RENO' && config.types.includes('RENO')) return 'RENO';
  return config.types.includes('EDUCATION') ? 'EDUCATION' : config.types[0];
}
