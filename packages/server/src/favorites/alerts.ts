/**
 * The daily alert of saved searches: for each search with alerts on, the courses with a date
 * published since the search last looked (a course date id above `checked_schedule_id`) that
 * matches it as the search page would find it today go out in one mail through the outbox; at
 * most one mail per search and German day. A search that was mailed today keeps its dates for
 * the next day's mail.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import {
  maxFavoriteAlertCourses,
  searchQuerySchema,
  type CourseType,
  type FavoriteSearch,
  type Locale,
  type SearchType,
  type Seller,
} from '@kursmarkt/schemas';
import type { Clock } from '../clock.ts';
import { queryRows, type Db, type Transaction } from '../db/client.ts';
import { customers, favorites } from '../db/schema.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';
import { germanToday } from '../german-today.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { SearchContext } from '../search/course-search.ts';
import { courseSummary } from '../search/course-summary.ts';
import { plan } from '../search/filter-plan.ts';
import { pageStatement } from '../search/result-page.ts';
import { latestScheduleId, runnableSearches } from './favorites.ts';
import { alertMail, type NewMatch } from './mails.ts';

/** The daily job that mails saved searches' new matches. */
export const favoriteAlertsJob = 'favorites.alerts';

/** What a domain's mails need: its name, seller, language, address and what it offers. */
interface FavoriteSite {
  siteName: string;
  seller: Seller;
  language: Locale;
  origin: string;
  offered: { types: readonly SearchType[]; courseTypes: readonly CourseType[] };
}

export interface FavoriteAlertsOptions {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  siteOf(domain: string): FavoriteSite | undefined;
}

/**
 * The courses that match `search` today with a date whose id lies in (`after`, `upTo`], by
 * their first such date: at most `maxFavoriteAlertCourses`, and how many more there are.
 */
async function newMatches(
  context: SearchContext,
  search: FavoriteSearch,
  after: number,
  upTo: number,
): Promise<{ matches: NewMatch[]; more: number }> {
  const prepared = await plan(context, searchQuerySchema.parse(search), null);
  const rows = await queryRows<{ id: number; startDate: string; city: string | null }>(
    context.db,
    sql`select distinct on (s.course_id) s.course_id as id,
               to_char(s.start_date, 'YYYY-MM-DD') as "startDate", ci.name as city
          from search_schedules s
          join courses c on c.id = s.course_id
          join course_schedules sch on sch.id = s.schedule_id
          left join cities ci on ci.id = s.city_id
         where s.schedule_id > ${after} and s.schedule_id <= ${upTo}
           and sch.cancelled_at is null
           and ${prepared.courseWhere} and ${prepared.scheduleWhere}
         order by s.course_id, s.start_date, s.schedule_id`,
  );
  rows.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
  const listed = rows.slice(0, maxFavoriteAlertCourses);
  if (listed.length === 0) return { matches: [], more: 0 };
  const page = await pageStatement(context, prepared).execute({
    ids: `{${listed.map((row) => row.id).join(',')}}`,
  });
  const courses = new Map(page.map((row) => [row.id, courseSummary(row)]));
  return {
    matches: listed.map((row) => ({
      course: courses.get(row.id)!,
      startDate: row.startDate,
      city: row.city,
    })),
    more: rows.length - listed.length,
  };
}

const notMailedOn = (today: string) =>
  or(
    isNull(favorites.lastAlertAt),
    lt(sql`(${favorites.lastAlertAt} at time zone 'Europe/Berlin')::date`, sql`${today}::date`),
  );

/** One saved search's check, in its own transaction; true when it wrote a mail. */
async function alertOne(
  tx: Transaction,
  options: FavoriteAlertsOptions,
  id: string,
  latest: number,
): Promise<boolean> {
  const now = options.clock.now();
  const today = germanToday(now);
  const [favorite] = await tx
    .select({
      id: favorites.id,
      domain: favorites.domain,
      name: favorites.name,
      search: favorites.search,
      alertToken: favorites.alertToken,
      checkedScheduleId: favorites.checkedScheduleId,
      email: customers.email,
      firstName: customers.name,
      lastName: customers.lastname,
    })
    .from(favorites)
    .innerJoin(customers, eq(customers.id, favorites.customerId))
    .where(and(eq(favorites.id, id), eq(favorites.alerts, true), notMailedOn(today)))
    .for('update', { of: favorites, skipLocked: true });
  if (!favorite || favorite.checkedScheduleId >= latest) return false;
  const site = options.siteOf(favorite.domain);
  if (!site) return false;
  const [runnable] = await runnableSearches(tx, [favorite.search], site.language);
  const found = await newMatches(
    { db: tx, language: site.language, today, offered: site.offered },
    runnable!.search,
    favorite.checkedScheduleId,
    latest,
  );
  const mailed = found.matches.length > 0;
  await tx
    .update(favorites)
    .set({ checkedScheduleId: latest, ...(mailed ? { lastAlertAt: now } : {}) })
    .where(eq(favorites.id, favorite.id));
  if (!mailed) return false;
  await options.outbox.write(
    tx,
    alertMail({
      ...site,
      to: favorite.email,
      name: [favorite.firstName, favorite.lastName].filter(Boolean).join(' '),
      favoriteName: favorite.name,
      search: runnable!.search,
      token: favorite.alertToken,
      matches: found.matches,
      more: found.more,
    }),
  );
  return true;
}

/** Checks every saved search with alerts on that was not mailed today; the mails written. */
async function sendFavoriteAlerts(options: FavoriteAlertsOptions): Promise<number> {
  const { db } = options;
  const today = germanToday(options.clock.now());
  const latest = await latestScheduleId(db);
  const due = await db
    .select({ id: favorites.id })
    .from(favorites)
    .where(
      and(eq(favorites.alerts, true), lt(favorites.checkedScheduleId, latest), notMailedOn(today)),
    );
  let mailed = 0;
  for (const { id } of due) {
    if (await withUnitOfWork(db, (tx) => alertOne(tx, options, id, latest))) mailed += 1;
  }
  return mailed;
}

/** Defines the job that mails the saved searches' new matches, every morning at 7. */
export function defineFavoriteAlerts(
  options: FavoriteAlertsOptions & {
    jobs: Jobs;
    log: { info(object: object, message: string): void };
  },
) {
  options.jobs.define({
    name: favoriteAlertsJob,
    cron: '0 7 * * *',
    async handler() {
      const mailed = await sendFavoriteAlerts(options);
      if (mailed > 0) options.log.info({ mailed }, 'saved-search alerts written');
    },
  });
}
