import { sql } from 'drizzle-orm';
import { searchCountCap } from '@kursmarkt/schemas';
import { queryRows } from '../db/client.ts';
import type { SearchContext } from './course-search.ts';
import type { Plan } from './filter-plan.ts';

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
export interface Order {
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
export async function walkedOrder(context: SearchContext, { scheduleWhere }: Plan): Promise<Order> {
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
export async function aggregatedIds(
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
