/**
 * The course search (SPEC.md sections 3 and 4, DESIGN.md section 6): PostgreSQL full-text search
 * with the German configuration, filters on scope, search type, course type and category, a date
 * window, a city radius with earthdistance, a capped count and filter counts. Every value from
 * the request is a bound parameter; only fixed SQL fragments chosen here are put together.
 *
 * The rules, in one place:
 *
 * - A course matches when it passes the course filters (term, scope, types, courseType,
 *   category) and has at least one *matching schedule*.
 * - A schedule matches when it is current — it has not ended (`end_date >= today`: upcoming or
 *   running) — and lies in the date window and, with a city search, in the radius.
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
 *   more than `searchRankCap` courses ranks the first of them by id (see `searchRankCap`).
 * - `count` counts at most `searchCountCap` courses (then `countCapped`); the filter counts are
 *   taken over the same capped set of matching courses.
 * - Bounded work: the first courses of a search without a term are found by walking schedules
 *   in result order and stopping early (see `walkedOrder`); counting stops after the cap.
 * - What a filter finds (counts, filter counts, its first courses in order) is kept per
 *   catalogue version by the context's cache (`result-cache.ts`), and so are the cities within
 *   each searched city's radius; pages are read live.
 * - Schedules are read from `search_schedules` (`s`), the schedules with their course's filter
 *   columns kept by triggers, so schedule filters need no join to the wide `courses` (`c`).
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  courseDetailPath,
  defaultSearchRadius,
  searchCountCap,
  type CourseType,
  type Locale,
  type SearchCategory,
  type SearchCourseSummary,
  type SearchQuery,
  type SearchResult,
  type SearchType,
} from '@kursmarkt/schemas';
import {
  prepareStatement,
  queryRows,
  type AppDatabase,
  type PreparedStatement,
} from '../db/client.ts';
import { AppError } from '../errors.ts';
import { catalogueVersion, frozenThrough, SearchResultCache } from './result-cache.ts';
import { matchingWordStarts } from './word-starts.ts';

const byGerman = new Intl.Collator('de').compare;

export interface SearchContext {
  db: AppDatabase;
  language: Locale;
  /** 'YYYY-MM-DD'. */
  today: string;
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
  page: PreparedStatement<PageRow>;
}

/** What searches keep between requests, per catalogue version (see result-cache.ts). */
export interface SearchCache {
  /** What each filter found. */
  filters: SearchResultCache<FilterResult>;
  /**
   * Each searched city with the cities within a radius of it: every city search of that city
   * and radius needs them, whatever its other filters, and working them out costs more
   * (distances to every city) than reading them.
   */
  origins: SearchResultCache<Origin>;
}

export const createSearchCache = (): SearchCache => ({
  filters: new SearchResultCache<FilterResult>(),
  origins: new SearchResultCache<Origin>(),
});

interface Origin {
  id: number;
  latitude: number;
  longitude: number;
  radiusKm: number;
  /** The cities within the radius (the searched one included). */
  nearIds: number[];
}

/** The prepared parts of one search: the conditions on `c` (courses) and `s` (schedules). */
export interface Plan {
  courseWhere: SQL;
  scheduleWhere: SQL;
  /** `ts_rank` of the course against the term, or 0. */
  rank: SQL;
  /** Metres from the searched city to the schedule's city `ci`, or null. */
  distance: SQL;
  /** Whether a term with searchable words orders by rank. */
  hasTerm: boolean;
}

const and = (parts: SQL[]): SQL =>
  parts.length === 0
    ? sql`true`
    : sql.join(
        parts.map((part) => sql`(${part})`),
        sql` and `,
      );

/**
 * The search's tsquery as text, each word also matching the words it begins (see
 * `matchingWordStarts`), or null when the term has no searchable word (stop words).
 */
async function textQuery(context: SearchContext, term: string): Promise<string | null> {
  const query =
    context.language === 'en'
      ? sql`websearch_to_tsquery('german', ${term}) || websearch_to_tsquery('english', ${term})`
      : sql`websearch_to_tsquery('german', ${term})`;
  const [row] = await queryRows<{ query: string; nodes: number }>(
    context.db,
    sql`select q::text as query, numnode(q)::int as nodes from (select ${query} as q) t`,
  );
  return row && row.nodes > 0 ? matchingWordStarts(row.query) : null;
}

/**
 * The searched city and the ids of the cities within the radius, or a 400 naming
 * `query.cityId` when there is no such city. The ids go into the search as a list: the planner
 * then knows how many schedules they hold, which it cannot guess for a distance condition.
 * With a cache and the catalogue's `version` (which every change of a city raises), they are
 * kept for that version.
 */
async function originOf(
  context: SearchContext,
  query: SearchQuery,
  version: number | null,
): Promise<Origin | null> {
  const { cityId } = query;
  if (cityId === undefined) return null;
  const radiusKm = query.radius ?? defaultSearchRadius;
  if (!context.cache || version === null) return lookUpOrigin(context, cityId, radiusKm);
  return context.cache.origins.resolve(`${cityId}:${radiusKm}`, version, async () =>
    frozenThrough(await lookUpOrigin(context, cityId, radiusKm)),
  );
}

async function lookUpOrigin(
  context: SearchContext,
  cityId: number,
  radiusKm: number,
): Promise<Origin> {
  const [city] = await queryRows<{
    id: number;
    latitude: number;
    longitude: number;
    nearIds: number[];
  }>(
    context.db,
    sql`select c.id, c.latitude::float8 as latitude, c.longitude::float8 as longitude,
          array(select near.id from cities near
                where earth_distance(ll_to_earth(c.latitude, c.longitude),
                                     ll_to_earth(near.latitude, near.longitude))
                      <= ${radiusKm * 1000}::float8
                order by near.id) as "nearIds"
        from cities c where c.id = ${cityId}`,
  );
  if (!city) {
    throw new AppError('BAD_REQUEST', 'The query is not valid.', [
      { path: 'query.cityId', code: 'NOT_ALLOWED', message: 'is not a known city' },
    ]);
  }
  return { ...city, radiusKm };
}

async function plan(
  context: SearchContext,
  query: SearchQuery,
  version: number | null,
): Promise<Plan> {
  const term = query.term ? await textQuery(context, query.term) : null;
  const origin = await originOf(context, query, version);
  const vector = context.language === 'en' ? sql`c.search_en` : sql`c.search_de`;

  // The course filters, on `c` (courses) or on `s` (search_schedules, which carries them).
  const courseFilters = (table: 'c' | 's'): SQL[] => {
    const t = sql.raw(table);
    const courseId = sql.raw(table === 'c' ? 'c.id' : 's.course_id');
    const filters: SQL[] = [];
    if (query.scope !== undefined) {
      filters.push(
        sql`exists (select 1 from course_scopes cs where cs.course_id = ${courseId} and cs.scope_id = ${query.scope})`,
      );
    }
    if (query.types && query.types.length > 0) {
      filters.push(
        sql`${t}.search_type in (${sql.join(
          query.types.map((type) => sql`${type}`),
          sql`, `,
        )})`,
      );
    }
    if (query.courseType) filters.push(sql`${t}.course_type = ${query.courseType}`);
    if (query.category) filters.push(sql`${t}.category = ${query.category}`);
    return filters;
  };
  const course = courseFilters('c');
  if (term !== null) course.unshift(sql`${vector} @@ ${term}::tsquery`);

  const schedule: SQL[] = [sql`s.end_date >= ${context.today}::date`, ...courseFilters('s')];
  const window: SQL[] = [];
  if (query.dateFrom) window.push(sql`s.start_date >= ${query.dateFrom}::date`);
  if (query.dateTo) window.push(sql`s.start_date <= ${query.dateTo}::date`);
  if (window.length > 0) schedule.push(sql`s.course_type = 'SELF' or (${and(window)})`);

  const cityApplies = origin && (!query.courseType || query.courseType === 'PRESENT');
  const here = origin
    ? sql`ll_to_earth(${origin.latitude}::float8, ${origin.longitude}::float8)`
    : undefined;
  if (cityApplies) {
    schedule.push(sql`s.city_id = any(${`{${origin.nearIds.join(',')}}`}::int[])`);
  }

  return {
    courseWhere: and(course),
    scheduleWhere: and(schedule),
    rank: term !== null ? sql`ts_rank(${vector}, ${term}::tsquery)` : sql`0::real`,
    hasTerm: term !== null,
    distance: here
      ? sql`earth_distance(${here}, ll_to_earth(ci.latitude, ci.longitude))`
      : sql`null::float8`,
  };
}

type PageRow = {
  id: number;
  slug: string;
  name: string;
  courseType: CourseType;
  searchType: SearchType;
  category: SearchCategory;
  durationValue: number;
  organizerId: number;
  organizerName: string;
  scopes: { id: number; name: string }[] | null;
  scheduleId: number | null;
  startDate: string | null;
  endDate: string | null;
  full: boolean | null;
  cityId: number | null;
  cityName: string | null;
  distanceM: number | null;
  scheduleCount: number;
  priceFrom: number | null;
  catalogueVersion: number | null;
};

/** How many schedules the date-order walk reads; later pages are aggregated. */
const walkLimit = 400;

/**
 * How many matching courses a term search ranks at most: those longest in the catalogue (the
 * lowest ids), so that the pages of one search stay consistent. A term matching more than this
 * is too broad for the order among thousands to matter; ranking them all would cost more than
 * the rest of the search.
 */
export const searchRankCap = searchCountCap;

/** The first matching courses of a search in result order; `complete` when they are all. */
interface Order {
  ids: number[];
  complete: boolean;
}

/**
 * The first matching courses of a search without a term, in result order (the next matching
 * start date, then the id): the schedules walked in result order through the index on
 * (start_date, course_id). A course first appears at its earliest matching schedule, so first
 * appearance is result order; `walkLimit` rows give the first pages of broad searches (most
 * searches) after reading a few hundred index entries, and all matching courses when fewer
 * schedules match.
 */
async function walkedOrder(context: SearchContext, { scheduleWhere }: Plan): Promise<Order> {
  const rows = await queryRows<{ id: number }>(
    context.db,
    sql`select s.course_id as id from search_schedules s
        where ${scheduleWhere}
        order by s.start_date, s.course_id
        limit ${walkLimit}`,
  );
  return { ids: [...new Set(rows.map((row) => row.id))], complete: rows.length < walkLimit };
}

/**
 * The ids of a page beyond the walked courses of a search without a term: the matching courses
 * aggregated and sorted, in result order.
 */
async function aggregatedIds(
  context: SearchContext,
  { scheduleWhere }: Plan,
  offset: number,
  limit: number,
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    context.db,
    sql`select s.course_id as id from search_schedules s
        where ${scheduleWhere}
        group by s.course_id
        order by min(s.start_date), s.course_id
        limit ${limit} offset ${offset}`,
  );
  return rows.map((row) => row.id);
}

/**
 * The statement that reads a page of a filter's courses, given their ids in result order (the
 * placeholder `ids`, an int[] literal), with everything the result list shows, and the
 * catalogue's version. The search's most frequent statement: put together once per filter and
 * prepared, so that PostgreSQL plans it once.
 */
function pageStatement(context: SearchContext, { scheduleWhere, distance }: Plan) {
  const scopeName = context.language === 'en' ? sql`sc.name_en` : sql`sc.name_de`;
  return prepareStatement<PageRow>(
    context.db,
    sql`select c.id, c.slug, c.name, c.course_type as "courseType", c.search_type as "searchType",
          c.category, c.duration_value::float8 as "durationValue",
          o.id as "organizerId", o.name as "organizerName",
          (select json_agg(json_build_object('id', sc.id, 'name', ${scopeName}))
             from course_scopes cs join scopes sc on sc.id = cs.scope_id
            where cs.course_id = c.id) as scopes,
          ns.id as "scheduleId", to_char(ns.start_date, 'YYYY-MM-DD') as "startDate",
          to_char(ns.end_date, 'YYYY-MM-DD') as "endDate", ns.full,
          ns.city_id as "cityId", ns.city_name as "cityName", ns.distance_m as "distanceM",
          agg.schedule_count as "scheduleCount", agg.price_from as "priceFrom",
          (select version::float8 from catalogue_version) as "catalogueVersion"
        from unnest(${sql.placeholder('ids')}::int[]) with ordinality as p(id, position)
        join courses c on c.id = p.id
        join organizers o on o.id = c.organizer_id
        left join lateral (
          select s.schedule_id as id, s.start_date, s.end_date, sch.booked >= sch.seats as full,
            ci.id as city_id, ci.name as city_name, (${distance})::float8 as distance_m
          from search_schedules s
          join course_schedules sch on sch.id = s.schedule_id
          left join cities ci on ci.id = s.city_id
          where s.course_id = c.id and ${scheduleWhere}
          order by s.start_date, s.schedule_id
          limit 1
        ) ns on true
        left join lateral (
          select count(distinct s.schedule_id)::int as schedule_count,
            min(pl.price_value)::float8 as price_from
          from search_schedules s left join price_levels pl on pl.schedule_id = s.schedule_id
          where s.course_id = c.id and ${scheduleWhere}
        ) agg on true
        order by p.position`,
  );
}

/**
 * The page `query` asks for of what its filter found, in result order, and the catalogue's
 * version, read by the same statement (an empty page reads it only `withVersion`).
 */
async function page(
  context: SearchContext,
  found: FilterResult,
  query: SearchQuery,
  { withVersion }: { withVersion: boolean },
): Promise<{ courses: SearchCourseSummary[]; version: number | null }> {
  const offset = (query.start - 1) * query.limit;
  const { ids: first, complete } = found.order;
  const ids =
    complete || offset + query.limit <= first.length
      ? first.slice(offset, offset + query.limit)
      : await aggregatedIds(context, found.plan, offset, query.limit);
  if (ids.length === 0) {
    return { courses: [], version: withVersion ? await catalogueVersion(context.db) : null };
  }
  const rows = await found.page.run({ ids: `{${ids.join(',')}}` });
  const courses = rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    courseType: row.courseType,
    searchType: row.searchType,
    category: row.category,
    durationValue: row.durationValue,
    organizer: { id: row.organizerId, name: row.organizerName },
    scopes: (row.scopes ?? []).sort((a, b) => byGerman(a.name, b.name)),
    nextSchedule:
      row.scheduleId === null || row.startDate === null || row.endDate === null
        ? null
        : {
            id: row.scheduleId,
            startDate: row.startDate,
            endDate: row.endDate,
            city: row.cityId === null ? null : { id: row.cityId, name: row.cityName ?? '' },
            distanceKm:
              row.distanceM === null || row.cityId === null
                ? null
                : Math.round(row.distanceM / 100) / 10,
            full: row.full ?? false,
          },
    scheduleCount: row.scheduleCount,
    priceFrom: row.priceFrom,
    detailPath: courseDetailPath(row),
  }));
  return { courses, version: rows[0]?.catalogueVersion ?? null };
}

type SummaryRow = { kind: string; key: string | null; name: string | null; n: number };

/**
 * The capped count, the filter counts over the same capped set of matching courses and, for a
 * term search, that set in ranked order (`ranked`; none without a term); one statement.
 *
 * Without a term the matching schedules are read in course order and counting stops after the
 * cap. With one the text index gives the matching courses: the first by id, so that the courses
 * counted are the courses ranked (at most `searchRankCap`, ordered by text rank, then the next
 * matching start date, then the id).
 */
async function summary(
  context: SearchContext,
  { courseWhere, scheduleWhere, rank, hasTerm }: Plan,
): Promise<{ totals: FilterResult['totals']; ranked: number[] }> {
  const scopeName = context.language === 'en' ? sql`sc.name_en` : sql`sc.name_de`;
  const matched = hasTerm
    ? sql`candidates as (
            select c.id, c.course_type, ${rank} as rank from courses c
            where ${courseWhere}
              and exists (select 1 from search_schedules s where s.course_id = c.id and ${scheduleWhere})
            order by c.id
            limit ${searchCountCap + 1}
          ), matched as (select id, course_type from candidates)`
    : sql`matched as (
            select s.course_id as id, min(s.course_type) as course_type from search_schedules s
            where ${scheduleWhere}
            group by s.course_id
            limit ${searchCountCap + 1}
          )`;
  const order = hasTerm
    ? sql`union all
        select 'order', p.id::text, null,
          (row_number() over (order by p.rank desc, n.next_start, p.id))::int
          from (select id, rank from candidates order by id limit ${searchRankCap}) p
          cross join lateral (
            select min(s.start_date) as next_start from search_schedules s
            where s.course_id = p.id and ${scheduleWhere}
          ) n`
    : sql``;
  const rows = await queryRows<SummaryRow>(
    context.db,
    sql`with ${matched}, capped as (
          select id, course_type from matched order by id limit ${searchCountCap}
        ), dates as (
          select s.course_id, s.start_date, s.city_id, c.course_type
          from capped c join search_schedules s on s.course_id = c.id
          where ${scheduleWhere}
        )
        select 'total' as kind, null::text as key, null::text as name,
          (select count(*) from matched)::int as n
        union all
        select 'scope', sc.id::text, ${scopeName}, count(*)::int
          from capped c join course_scopes cs on cs.course_id = c.id
          join scopes sc on sc.id = cs.scope_id
          group by sc.id, ${scopeName}
        union all
        select 'courseType', c.course_type::text, null, count(*)::int
          from capped c group by c.course_type
        union all
        select 'city', ci.id::text, ci.name, x.n
          from (select d.city_id, count(distinct d.course_id)::int as n from dates d
                group by d.city_id) x
          join cities ci on ci.id = x.city_id
        union all
        select 'month', to_char(y.month, 'YYYY-MM'), null, y.n
          from (select date_trunc('month', d.start_date::timestamp) as month,
                  count(distinct d.course_id)::int as n
                from dates d
                where d.course_type <> 'SELF' and d.start_date >= ${context.today}::date
                group by 1) y
        ${order}`,
  );
  const of = (kind: string) => rows.filter((row) => row.kind === kind);
  const total = of('total')[0]?.n ?? 0;
  const byCount = (a: { count: number; name: string }, b: { count: number; name: string }) =>
    b.count - a.count || byGerman(a.name, b.name);
  const totals = frozenThrough({
    count: Math.min(total, searchCountCap),
    countCapped: total > searchCountCap,
    filters: {
      scopes: of('scope')
        .map((row) => ({ id: Number(row.key), name: row.name ?? '', count: row.n }))
        .sort(byCount),
      courseTypes: of('courseType')
        .map((row) => ({ value: row.key as CourseType, count: row.n }))
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
      cities: of('city')
        .map((row) => ({ id: Number(row.key), name: row.name ?? '', count: row.n }))
        .sort(byCount),
      months: of('month')
        .map((row) => ({ month: row.key ?? '', count: row.n }))
        .sort((a, b) => a.month.localeCompare(b.month)),
    },
  });
  const ranked = of('order')
    .sort((a, b) => a.n - b.n)
    .map((row) => Number(row.key));
  return { totals, ranked };
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
 * The cache key of the filter of `query`: every parameter that decides which courses match, in
 * what order and how they are named, and nothing else (not the page, not the display and
 * tracking parameters).
 */
function filterKey(context: SearchContext, query: SearchQuery): string {
  return JSON.stringify([
    context.language,
    context.today,
    query.term ?? null,
    query.scope ?? null,
    query.types ? [...query.types].sort() : null,
    query.courseType ?? null,
    query.category ?? null,
    query.dateFrom ?? null,
    query.dateTo ?? null,
    query.cityId ?? null,
    query.cityId === undefined ? null : (query.radius ?? defaultSearchRadius),
  ]);
}

/**
 * Runs a search. What the filter finds is kept by the context's cache for the catalogue's
 * version; the page is read each time, its ids a slice of the filter's first courses or, beyond
 * the walked ones, aggregated. A kept filter is tried first: the page's statement reads the
 * version too, and when it is the kept one the search is one query (two beyond the walked
 * courses); else the version is read and the filter computed for it (version, term, city,
 * ranking or walk, summary, then the page).
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
  if (!cache) {
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
