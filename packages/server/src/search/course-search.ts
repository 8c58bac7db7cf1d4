/**
 * The course search (docs/entities-and-states.md, states; docs/architecture.md): PostgreSQL full-text search
 * with the German configuration, filters on scope, search type, course type and category, a date
 * window, a city radius with earthdistance, a capped count and filter counts. Every value from
 * the request is a bound parameter; only fixed SQL fragments chosen here are put together.
 *
 * The rules, in one place:
 *
 * - A course matches when it passes the course filters (term, scope, types, courseType,
 *   category) and has at least one *matching schedule*. The types and course types are only
 *   those the domain offers: a search without types takes the domain's, a type the domain does
 *   not offer finds nothing.
 * - A schedule matches when it is current — it has not ended (`end_date >= today`: upcoming or
 *   running) — and lies in the date window and, with a city search, in the radius.
 * - A result's next date is the first matching date that can still be booked: one that has
 *   seats, upcoming before running (`running`: began before today, still bookable); only when
 *   every matching date is full, the first full one. Its lowest price ("ab") is over the price
 *   levels of the matching dates with seats whose booking deadline (`bookable_until`) has not
 *   passed; null when none has seats.
 * - Date window: on the start date, both ends inclusive: `start_date >= dateFrom` and
 *   `start_date <= dateTo`. Self-study (SELF) schedules ignore the window: self-study has no date.
 * - City and radius: a schedule matches when its city lies within `radius` km (great-circle
 *   distance, `earth_distance`) of the searched city; ONLINE and SELF schedules have no city and
 *   never match a city search. The city applies when `courseType` is absent or PRESENT (the search
 *   box offers the city only then); with ONLINE or SELF it is ignored rather than emptying the
 *   result. Radius defaults to 100 km.
 * - Term: German full-text search over the name, the description, the organizer, the speakers
 *   and the scopes' names and search terms ('Mietrecht' finds the courses on 'Miet- und
 *   Wohnungseigentumsrecht'); each searched word also matches the words it begins, for German
 *   compounds ('Kündigungsschutz' finds 'Kündigungsschutzklagen'; see `word-starts.ts`).
 * - Order: by text rank (`ts_rank`, name A > description B > organizer, speakers and scopes C)
 *   when a term is given, then by the earliest matching start date, then by id. A term matching
 *   more than `searchRankCap` courses ranks the first of them by id (see result-order.ts).
 * - `count` counts at most `searchCountCap` courses (then `countCapped`); the filter counts are
 *   taken over the same capped set of matching courses.
 * - Bounded work: the first courses of a search without a term are found by walking schedules
 *   in result order and stopping early (see `walkedOrder` in result-order.ts); counting stops
 *   after the cap.
 * - What a filter finds (counts, filter counts, its first courses in order) is kept per
 *   catalogue version by the context's cache (`result-cache.ts`), and so are the cities within
 *   each searched city's radius; pages are read live.
 * - Schedules are read from `search_schedules` (`s`), the schedules with their course's filter
 *   columns kept by triggers, so schedule filters need no join to the wide `courses` (`c`).
 *
 * Where each part lives (this file puts them together):
 *
 * - filter-plan.ts: the request's filters as SQL conditions and the text query;
 *   city-radius.ts: the searched city and the cities within its radius.
 * - filter-counts.ts: the capped count, the filter counts and, with a term, the ranked courses.
 * - result-order.ts: the first courses in result order without a term (the walk), and the ids
 *   of a page beyond them.
 * - result-page.ts: the statement that reads a page of courses live; course-summary.ts: a row
 *   of it as the contract's course.
 * - result-cache.ts: what is kept per filter and catalogue version, and the filter's key.
 */
import type {
  CourseType,
  Locale,
  SearchCourseSummary,
  SearchQuery,
  SearchResult,
  SearchType,
} from '@kursmarkt/schemas';
import type { Db } from '../db/client.ts';
import { summary } from './filter-counts.ts';
import { plan, type Plan } from './filter-plan.ts';
import { catalogueVersion, filterKey, type SearchCache } from './result-cache.ts';
import { walkedOrder, type Order } from './result-order.ts';
import { page, pageStatement } from './result-page.ts';

export interface SearchContext {
  db: Db;
  language: Locale;
  /** 'YYYY-MM-DD'. */
  today: string;
  /**
   * What the domain offers: only its search types and course types are found, whatever the
   * request asks for (a type it does not offer finds nothing).
   */
  offered: { types: readonly SearchType[]; courseTypes: readonly CourseType[] };
  /** Keeps what a filter found between requests (see result-cache.ts); none: computed each time. */
  cache?: SearchCache;
}

/** What a search finds for its filter, whatever the page: the part a cache may keep. */
export interface FilterResult {
  plan: Plan;
  totals: Pick<SearchResult, 'count' | 'countCapped' | 'filters'>;
  /**
   * The first matching courses in result order: with a term all that are ranked (at most
   * `searchRankCap`), without one those the walk found.
   */
  order: Order;
  /** The statement that reads a page of the filter's courses (see `pageStatement`). */
  page: ReturnType<typeof pageStatement>;
}

/**
 * What the filter of `query` finds, whatever the page: plan, counts and the first courses (with
 * a term ranked by the summary, else walked beside it); `version` is the catalogue's, when read.
 */
async function filterResult(
  context: SearchContext,
  query: SearchQuery,
  version: number | null,
): Promise<FilterResult> {
  const prepared = await plan(context, query, version);
  const [{ totals, ranked }, walked] = await Promise.all([
    summary(context, prepared),
    prepared.hasTerm ? null : walkedOrder(context, prepared),
  ]);
  return {
    plan: prepared,
    totals,
    order: walked ?? { ids: ranked, complete: true },
    page: pageStatement(context, prepared),
  };
}

/**
 * Runs a search. What the filter finds is kept by the context's cache for the catalogue's
 * version; the page is read each time, its ids a slice of the filter's first courses or, beyond
 * the walked ones, aggregated. A kept filter is tried first: the page's statement reads the
 * version too, and when it is the kept one the search is one query (two beyond the walked
 * courses); else the version is read and the filter computed for it (version, term, city,
 * ranking or walk, summary, then the page). A search for free seats is never kept: bookings do
 * not change the catalogue's version.
 */
export async function searchCourses(
  context: SearchContext,
  query: SearchQuery,
): Promise<SearchResult> {
  const { cache } = context;
  const result = (found: FilterResult, courses: SearchCourseSummary[]): SearchResult => ({
    courses,
    ...found.totals,
    start: query.start,
    limit: query.limit,
  });
  if (!cache || query.freeSeats) {
    const found = await filterResult(context, query, null);
    return result(found, (await page(context, found, query, { withVersion: false })).courses);
  }
  const key = filterKey(context, query);
  const kept = cache.filters.peek(key);
  const keptFound = kept ? await kept.value.catch(() => null) : null;
  if (kept && keptFound) {
    const { courses, version } = await page(context, keptFound, query, { withVersion: true });
    if (version === kept.version) return result(keptFound, courses);
  }
  const version = await catalogueVersion(context.db);
  const found =
    version === null
      ? await filterResult(context, query, null)
      : await cache.filters.resolve(key, version, () => filterResult(context, query, version));
  return result(found, (await page(context, found, query, { withVersion: false })).courses);
}
