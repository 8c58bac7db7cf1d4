import { type SQL, sql } from 'drizzle-orm';
import type { SearchQuery } from '@kursmarkt/schemas';
import { cityApplies, courseTypes as allCourseTypes } from '@kursmarkt/schemas/rules';
import { queryRows } from '../db/client.ts';
import { originOf } from './city-radius.ts';
import type { SearchContext } from './course-search.ts';
import { matchingWordStarts } from './word-starts.ts';

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

/** `column in (values)`; with no value, false. */
const oneOf = (column: SQL, values: readonly string[]): SQL =>
  values.length === 0
    ? sql`false`
    : sql`${column} in (${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )})`;

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

export async function plan(
  context: SearchContext,
  query: SearchQuery,
  version: number | null,
): Promise<Plan> {
  const term = query.term ? await textQuery(context, query.term) : null;
  const origin = await originOf(context, query, version);
  const vector = context.language === 'en' ? sql`c.search_en` : sql`c.search_de`;
  const { offered } = context;
  const types =
    query.types && query.types.length > 0
      ? query.types.filter((type) => offered.types.includes(type))
      : offered.types;
  const courseTypes = offered.courseTypes.filter(
    (type) =>
      (!query.courseType || type === query.courseType) &&
      (!query.courseTypes || query.courseTypes.includes(type)),
  );

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
    filters.push(oneOf(sql`${t}.search_type`, types));
    if (query.courseType || query.courseTypes || courseTypes.length < allCourseTypes.length) {
      filters.push(oneOf(sql`${t}.course_type`, courseTypes));
    }
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
  if (query.freeSeats) {
    schedule.push(
      sql`exists (select 1 from course_schedules fs where fs.id = s.schedule_id and fs.booked < fs.seats)`,
    );
  }

  const here = origin
    ? sql`ll_to_earth(${origin.latitude}::float8, ${origin.longitude}::float8)`
    : undefined;
  if (origin && cityApplies(query.courseType)) {
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
