import { sql } from 'drizzle-orm';
import type {
  CourseType,
  SearchCategory,
  SearchCourseSummary,
  SearchQuery,
  SearchType,
} from '@kursmarkt/schemas';
import { prepareStatement } from '../db/client.ts';
import type { FilterResult, SearchContext } from './course-search.ts';
import { courseSummary } from './course-summary.ts';
import type { Plan } from './filter-plan.ts';
import { catalogueVersion } from './result-cache.ts';
import { aggregatedIds } from './result-order.ts';

export type PageRow = {
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

/**
 * The statement that reads a page of a filter's courses, given their ids in result order (the
 * placeholder `ids`, an int[] literal), with everything the result list shows, and the
 * catalogue's version. The search's most frequent statement: put together once per filter and
 * prepared, so that PostgreSQL plans it once.
 */
export function pageStatement(context: SearchContext, { scheduleWhere, distance }: Plan) {
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
export async function page(
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
  const courses = rows.map(courseSummary);
  return { courses, version: rows[0]?.catalogueVersion ?? null };
}
