import { z } from 'zod';
import { courseTypeSchema, searchTypeSchema } from '../domain/enums.ts';
import {
  endsBeforeStart,
  maxCitySuggestions,
  maxId,
  maxSearchLimit,
  maxSearchStart,
  minCityInputLength,
  searchCategories,
  searchPageSize,
  searchRadii,
} from '../rules/index.ts';
import { isoDay } from '../storable.ts';
import { commaList, endpoint, fieldErrorParams } from './common.ts';
import { searchRoutes as routes } from './routes-search.ts';

/** The listing categories of courses (the `category` search parameter). */
export const searchCategorySchema = z.enum(searchCategories);

// ---------------------------------------------------------------------------------------------
// Query values
// ---------------------------------------------------------------------------------------------

const id = z.number().int().positive();
const idText = z.coerce.number().int().positive().max(maxId);
const count = z.number().int().nonnegative();
const isoDateText = isoDay('must be a date in the form YYYY-MM-DD');
/** `true` or `false` in a query string, as a boolean. */
const booleanText = z.enum(['true', 'false']).transform((value) => value === 'true');
/** An optional parameter that may also arrive empty (`dateTo=` from a form): empty is absent. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional()).optional();

/**
 * The search parameters (docs/entities-and-states.md). Only `start` and `limit` have defaults; every other
 * parameter narrows the result when present. `selectedScopeName`, `cityName`, `initial` and `aid`
 * are echoed by the storefront for display and tracking and do not change the result.
 */
export const searchQuerySchema = z
  .strictObject({
    /** The page number, from 1; "load more" asks for start + 1. */
    start: z.coerce.number().int().min(1).max(maxSearchStart).default(1),
    limit: z.coerce.number().int().min(1).max(maxSearchLimit).default(searchPageSize),
    /** A scope id: courses counting for that Fachgebiet. */
    scope: optional(idText),
    selectedScopeName: z.string().max(200).optional(),
    category: optional(searchCategorySchema),
    /**
     * The date window on a schedule's start date, both days inclusive: a schedule starting on
     * `dateFrom` or on `dateTo` matches. Self-study courses (SELF) have no dates and ignore it.
     */
    dateFrom: optional(isoDateText),
    dateTo: optional(isoDateText),
    /**
     * `true`: only dates with a free seat (booked below seats), read live as the prices are;
     * a course matches by such a date.
     */
    freeSeats: optional(booleanText),
    /** Search types, a comma list: `types=EDUCATION,RENO`. */
    types: commaList(searchTypeSchema).optional(),
    /** Free text: German full-text search over name, description, organizer, speakers, scopes. */
    term: z.string().trim().max(200).optional(),
    courseType: optional(courseTypeSchema),
    /**
     * Several formats, a comma list: `courseTypes=PRESENT,ONLINE` (the search for a gap after
     * the self-study cap). With `courseType` too, the format must be in both.
     */
    courseTypes: commaList(courseTypeSchema).optional(),
    initial: optional(booleanText),
    aid: z.string().max(64).optional(),
    /**
     * A city id (from the city suggestions): only courses with a date in a city within
     * `radius` km of it. Applies when `courseType` is absent or PRESENT (the search box shows
     * the city only then); ONLINE and SELF courses have no place and so never match a city.
     */
    cityId: optional(idText),
    cityName: z.string().max(200).optional(),
    /** Km around `cityId`: 10, 50, 100 or 250; 100 when a city is given without it. */
    radius: optional(z.coerce.number().pipe(z.literal(searchRadii, 'must be 10, 50, 100 or 250'))),
    /** The language of scope names and of the description searched (de or en). */
    language: z.string().max(10).optional(),
  })
  .superRefine((query, context) => {
    if (endsBeforeStart(query.dateFrom, query.dateTo)) {
      context.addIssue({
        code: 'custom',
        path: ['dateTo'],
        message: 'must be after dateFrom',
        params: fieldErrorParams('NOT_AFTER_START'),
      });
    }
  });
export type SearchQuery = z.output<typeof searchQuerySchema>;
/** The search parameters as the storefront sends them (defaults may be left out). */
export type SearchParams = z.input<typeof searchQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

const namedRefSchema = z.strictObject({ id, name: z.string() });

/**
 * The first date of a course that matches the search and can still be booked: upcoming before
 * running, one with seats before a full one (a full one only when every matching date is).
 */
export const searchScheduleSchema = z.strictObject({
  id,
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  /** Null for ONLINE and SELF courses. */
  city: namedRefSchema.nullable(),
  /** Km from the searched city (`cityId`), rounded to 0.1; null without a city search. */
  distanceKm: z.number().nonnegative().nullable(),
  /** Fully booked: the storefront offers the waiting list. */
  full: z.boolean(),
  /** Began before today and has not ended: booked now, the course is joined while it runs. */
  running: z.boolean(),
});
export type SearchSchedule = z.infer<typeof searchScheduleSchema>;

/** One course in the result list. */
export const searchCourseSummarySchema = z.strictObject({
  id,
  slug: z.string(),
  name: z.string(),
  courseType: courseTypeSchema,
  searchType: searchTypeSchema,
  category: searchCategorySchema,
  /** Hours (counting towards § 15 FAO). */
  durationValue: z.number().positive(),
  organizer: namedRefSchema,
  /** Scope names in the request language. */
  scopes: z.array(namedRefSchema),
  /** The earliest date that matches the search (date window, city and radius). */
  nextSchedule: searchScheduleSchema.nullable(),
  /** How many dates of the course match the search. */
  scheduleCount: count,
  /**
   * The lowest price (cents, including VAT) that can be booked today: over the price levels of
   * the matching dates with seats whose booking deadline has not passed; null when none has.
   */
  priceFrom: z.number().int().nonnegative().nullable(),
  /** The storefront path of the course page, e.g. `/fachanwaltslehrgang/<slug>-<id>`. */
  detailPath: z.string(),
});
export type SearchCourseSummary = z.infer<typeof searchCourseSummarySchema>;

/**
 * Counts of courses per value over the whole result (at most `searchCountCap` courses), for
 * filter chips: scopes, course types, cities of the matching dates and months of upcoming
 * matching dates (`YYYY-MM`; self-study courses have none).
 */
export const searchFiltersSchema = z.strictObject({
  scopes: z.array(z.strictObject({ id, name: z.string(), count })),
  courseTypes: z.array(z.strictObject({ value: courseTypeSchema, count })),
  cities: z.array(z.strictObject({ id, name: z.string(), count })),
  months: z.array(z.strictObject({ month: z.string().regex(/^\d{4}-\d{2}$/), count })),
});
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

/** The search result (docs/entities-and-states.md). */
export const searchResultSchema = z.strictObject({
  courses: z.array(searchCourseSummarySchema),
  /** Matching courses, at most `searchCountCap`. */
  count,
  /** True when more than `searchCountCap` courses match. */
  countCapped: z.boolean(),
  start: z.number().int().positive(),
  limit: z.number().int().positive(),
  filters: searchFiltersSchema,
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** A city in suggestions and lists (docs/entities-and-states.md: id and name, plus the federal state). */
export const searchCitySchema = z.strictObject({
  id,
  name: z.string(),
  /** German federal state (Bundesland). */
  state: z.string(),
});
export type SearchCity = z.infer<typeof searchCitySchema>;

export const searchCityDetailSchema = searchCitySchema.extend({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type SearchCityDetail = z.infer<typeof searchCityDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------------------------

/** The search endpoints: each route of routes-search.ts with its schemas. */
export const searchEndpoints = {
  search: endpoint({
    ...routes.search,
    summary: 'Searches courses: full text, scope, types, category, dates, city and radius',
    query: searchQuerySchema,
    response: searchResultSchema,
  }),
  suggestCity: endpoint({
    ...routes.suggestCity,
    summary:
      'Up to 10 cities for a typed name: prefix matches first, then similar names; case and umlauts folded',
    query: z.strictObject({
      input: z
        .string()
        .trim()
        .min(minCityInputLength, `must have at least ${minCityInputLength} characters`)
        .max(100),
    }),
    response: z.array(searchCitySchema).max(maxCitySuggestions),
  }),
  getCities: endpoint({
    ...routes.getCities,
    summary: 'Every city, in German alphabetical order',
    response: z.array(searchCitySchema),
  }),
  getCity: endpoint({
    ...routes.getCity,
    summary: 'One city with its coordinates',
    params: z.strictObject({ id: idText }),
    response: searchCityDetailSchema,
  }),
} as const;
