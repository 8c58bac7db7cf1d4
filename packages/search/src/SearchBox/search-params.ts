/**
 * The rules of the start-page search box (docs/routes-and-screens.md; docs/entities-and-states.md, states; docs/rules.md, validation and limits), free of React so they
 * can be tested one by one: which parts of the form show, what is valid, what a search searches,
 * how the last search is restored and how the form is reset. The search and its URL are the
 * results pages' (search-state.ts): the box reads and writes them the same way.
 */
import type { ScopeEntry } from '@kursmarkt/schemas';
import {
  cityApplies,
  dateRangeErrors,
  datesApply,
  defaultSearchRadius,
  endsBeforeStart,
  type CourseType,
  type SearchRadius,
  type SearchType,
} from '@kursmarkt/schemas/rules';
import { readSearchState } from '../search-state.ts';
import { compact, searchKeys, type SearchKey, type SearchState } from '../search-url.ts';

/** How many scopes step 1 offers as buttons when the catalogue marks none as top. */
const topScopeCount = 8;
/** City suggestions wait this long after the last keystroke (docs/rules.md, validation). */
export const citySuggestionDelayMs = 300;

/** The course-type choice: every format, or one. `ALL` is never sent. */
export type CourseTypeChoice = 'ALL' | CourseType;
type ChosenScope = { id: number; name: string };
export type ChosenCity = { id: number; name: string };

/** What the form holds. Dates are ISO `YYYY-MM-DD`. */
export type SearchBoxValues = {
  scope: ChosenScope | null;
  type: SearchType | null;
  courseType: CourseTypeChoice | null;
  dateFrom: string | null;
  dateTo: string | null;
  city: ChosenCity | null;
  radius: SearchRadius;
};

type SearchBoxField = 'scope' | 'type' | 'courseType' | 'dateFrom' | 'dateTo';
/** The error keys of docs/rules.md, validation. */
export type SearchBoxError = 'required' | 'notInFuture' | 'endBeforeStart';
export type SearchBoxErrors = Partial<Record<SearchBoxField, SearchBoxError>>;

/**
 * The search parameters the box sets (docs/routes-and-screens.md): all but the free text and the listing
 * category, which a search from the box leaves as the page's URL has them.
 */
export const searchBoxKeys: readonly SearchKey[] = searchKeys.filter(
  (key) => key !== 'term' && key !== 'category',
);

/** What the box is configured with, from the domain configuration. */
export type SearchBoxSetup = {
  types: readonly SearchType[];
  courseTypes: readonly CourseType[];
  /** The type of a new or reset search; EDUCATION or the first offered type without it. */
  defaultType?: SearchType;
};

/** The search types offered: the configured ones, without RENO when EDUCATION is among them. */
export function searchTypeChoices(types: readonly SearchType[]): SearchType[] {
  const unique = [...new Set(types)];
  return unique.includes('EDUCATION') ? unique.filter((type) => type !== 'RENO') : unique;
}

/** The search-type group shows only when there is more than one type to choose from. */
export function showsSearchTypes(types: readonly SearchType[]): boolean {
  return searchTypeChoices(types).length > 1;
}

/** The course-type group shows for further training (EDUCATION) and office staff (RENO) only. */
export function showsCourseTypes(type: SearchType | null): boolean {
  return type === 'EDUCATION' || type === 'RENO';
}

/** ALL first, then the configured course types in their order. */
export function courseTypeChoices(courseTypes: readonly CourseType[]): CourseTypeChoice[] {
  return ['ALL', ...new Set(courseTypes)];
}

/**
 * The course type that applies: the chosen one where the group shows, otherwise ALL, since a
 * choice the user cannot see must not narrow the search (a specialist course is any format).
 */
export function effectiveCourseType(
  values: Pick<SearchBoxValues, 'type' | 'courseType'>,
): CourseTypeChoice | null {
  return showsCourseTypes(values.type) ? values.courseType : 'ALL';
}

/** The course type a search names: none for ALL; `null` while none is chosen. */
function searchedCourseType(values: Pick<SearchBoxValues, 'type' | 'courseType'>) {
  const choice = effectiveCourseType(values);
  return choice === 'ALL' ? undefined : choice;
}

/**
 * City and radius show where they apply (`cityApplies`): for course type ALL or PRESENT, so for
 * specialist courses too, whose hidden course type counts as ALL.
 */
export function showsCity(values: Pick<SearchBoxValues, 'type' | 'courseType'>): boolean {
  const courseType = searchedCourseType(values);
  return courseType !== null && cityApplies(courseType);
}

/** The dates show where they apply (`datesApply`): for every course type but self-study. */
export function showsDates(values: Pick<SearchBoxValues, 'type' | 'courseType'>): boolean {
  return datesApply(searchedCourseType(values) ?? undefined);
}

/**
 * The form's errors (docs/rules.md, validation): scope, type, course type and from-date are required;
 * the from-date must not be before `today`; a to-date must be strictly after the from-date.
 * The dates are checked only while they show: self-study has none.
 */
export function validateSearchBox(values: SearchBoxValues, today: string): SearchBoxErrors {
  const errors: SearchBoxErrors = {};
  if (!values.scope) errors.scope = 'required';
  if (!values.type) errors.type = 'required';
  const courseType = effectiveCourseType(values);
  if (!courseType) errors.courseType = 'required';
  if (values.type && courseType && showsDates(values)) {
    if (!values.dateFrom) errors.dateFrom = 'required';
    Object.assign(errors, dateRangeErrors(values, today));
  }
  return errors;
}

export const isValidSearch = (errors: SearchBoxErrors) => Object.keys(errors).length === 0;

/**
 * What a search from the box searches (docs/routes-and-screens.md, search box): the scope with
 * its name, the type, the course type (none for ALL), the city with its name while it shows,
 * the radius for course type ALL or PRESENT, and the dates, except for self-study.
 */
export function toSearchState(values: SearchBoxValues): SearchState {
  const courseType = searchedCourseType(values);
  const place = showsCity(values);
  const dates = showsDates(values);
  return compact({
    scope: values.scope?.id,
    selectedScopeName: values.scope?.name,
    types: values.type ? [values.type] : undefined,
    courseType: courseType ?? undefined,
    cityId: place ? values.city?.id : undefined,
    cityName: place ? values.city?.name : undefined,
    radius: place ? values.radius : undefined,
    dateFrom: (dates && values.dateFrom) || undefined,
    dateTo: (dates && values.dateTo) || undefined,
  });
}

/**
 * The type a new or reset search starts with (docs/entities-and-states.md, states): the domain's default type when
 * offered, else EDUCATION when offered, else the first offered type.
 */
export function startType(setup: SearchBoxSetup): SearchType | null {
  const choices = searchTypeChoices(setup.types);
  if (setup.defaultType && choices.includes(setup.defaultType)) return setup.defaultType;
  return choices.includes('EDUCATION') ? 'EDUCATION' : (choices[0] ?? null);
}

/**
 * A new or reset search (docs/entities-and-states.md, states): the default type (EDUCATION, or RENO for office
 * staff), course type ALL, from today, no end date, no city, radius 100, no scope.
 */
export function initialSearchValues(setup: SearchBoxSetup, today: string): SearchBoxValues {
  return {
    scope: null,
    type: startType(setup),
    courseType: 'ALL',
    dateFrom: today,
    dateTo: null,
    city: null,
    radius: defaultSearchRadius,
  };
}

/**
 * The form restored from a stored search (its query parameters), over a reset form: the search is
 * read as the results pages read their URL, then every value is checked against the domain's
 * setup and the scope list, and what does not fit is left at its reset value. A from-date that
 * has passed becomes today, so the restored form is valid.
 */
export function restoreSearchValues(
  query: Readonly<Record<string, string>>,
  setup: SearchBoxSetup & { scopes: readonly ScopeEntry[] },
  today: string,
): SearchBoxValues {
  const values = initialSearchValues(setup, today);
  const stored = readSearchState(new URLSearchParams(query));
  const scope = setup.scopes.find((entry) => entry.id === stored.scope);
  if (scope) values.scope = { id: scope.id, name: scope.name };

  const choices = searchTypeChoices(setup.types);
  const storedTypes = (stored.types ?? []).filter((type) => choices.includes(type));
  if (storedTypes.length > 0) {
    values.type = values.type && storedTypes.includes(values.type) ? values.type : storedTypes[0]!;
  }

  if (stored.courseType && setup.courseTypes.includes(stored.courseType)) {
    values.courseType = stored.courseType;
  }

  if (stored.dateFrom) values.dateFrom = stored.dateFrom < today ? today : stored.dateFrom;
  if (stored.dateTo && !endsBeforeStart(values.dateFrom, stored.dateTo)) {
    values.dateTo = stored.dateTo;
  }

  if (stored.cityId && stored.cityName) values.city = { id: stored.cityId, name: stored.cityName };
  if (stored.radius) values.radius = stored.radius;
  return values;
}

/**
 * The scopes offered as buttons in step 1 (the top categories): those the catalogue marks `top`,
 * in list order, or, when it marks none, the first `topScopeCount` scopes; the rest go into the
 * dropdown of further scopes.
 */
export function splitScopes<S extends ScopeEntry>(
  scopes: readonly S[],
): { top: S[]; further: S[] } {
  const marked = scopes.filter((scope) => scope.top);
  const top = marked.length > 0 ? marked : scopes.slice(0, topScopeCount);
  const topIds = new Set(top.map((scope) => scope.id));
  return { top, further: scopes.filter((scope) => !topIds.has(scope.id)) };
}
