import { sql } from 'drizzle-orm';
import { searchCountCap, type CourseType } from '@kursmarkt/schemas';
import { queryRows } from '../db/client.ts';
import type { FilterResult, SearchContext } from './course-search.ts';
import type { Plan } from './filter-plan.ts';
import { byGerman } from './german-order.ts';
import { frozenThrough } from './result-cache.ts';
import { searchRankCap } from './result-order.ts';

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
export async function summary(
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
