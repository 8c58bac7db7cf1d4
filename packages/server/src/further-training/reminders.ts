/**
 * The fourth quarter's reminder of a remaining gap (ADR 0068): from 1 October (Germany), a
 * customer who switched the reminder on for a domain gets one mail in the year, once a due title
 * that the chamber did not excuse still misses hours, listing per such title the hours missing
 * and the first courses of its "Lücke füllen" search. The mail is written through the outbox in
 * the transaction that marks the year's quarter (`last_quarter`) on the locked opt-in, so two
 * workers never write it twice. A customer without a gap is looked at again the next day. The
 * mail is in the customer's language: that of their latest order on the domain, else of their
 * account, else the domain's first.
 */
import { sql } from 'drizzle-orm';
import {
  courseTypes,
  gapSearchPreset,
  searchQuerySchema,
  type CourseType,
  type GapSearchPreset,
  type Locale,
  type SearchCourseSummary,
  type SearchType,
  type Seller,
} from '@kursmarkt/schemas';
import type { Clock } from '../clock.ts';
import { queryRows, type Db, type Transaction } from '../db/client.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';
import { germanToday } from '../german-today.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { SearchContext } from '../search/course-search.ts';
import { courseSummary } from '../search/course-summary.ts';
import { plan } from '../search/filter-plan.ts';
import { pageStatement } from '../search/result-page.ts';
import type { FurtherTrainingOwner } from './items.ts';
import { reminderMail, type ReminderGap } from './reminder-mail.ts';
import { furtherTrainingYearOf } from './status.ts';
import { specialistTitlesOf } from './titles.ts';

/** The daily job that writes the fourth quarter's reminders. */
export const furtherTrainingRemindersJob = 'further-training.reminders';

/** Courses a reminder lists per title. */
const coursesPerTitle = 3;

/** What a domain's reminder needs; undefined for a domain without the status page. */
interface ReminderSite {
  siteName: string;
  seller: Seller;
  /** The domain's languages, its first the default. */
  locales: readonly Locale[];
  origin: string;
  offered: { types: readonly SearchType[]; courseTypes: readonly CourseType[] };
}

export interface FurtherTrainingRemindersOptions {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  siteOf(domain: string): ReminderSite | undefined;
}

/** The fourth quarter of the year of `today` (`2026-Q4`), or null before 1 October. */
export function fourthQuarterOf(today: string): string | null {
  return today.slice(5) >= '10-01' ? `${today.slice(0, 4)}-Q4` : null;
}

/** The storefront path of a preset's search, in the search page's parameter order. */
function searchPathOf(preset: GapSearchPreset): string {
  const query = new URLSearchParams({ scope: String(preset.scope) });
  if (preset.courseTypes.length < courseTypes.length) {
    query.set('courseTypes', preset.courseTypes.join(','));
  }
  query.set('dateFrom', preset.dateFrom);
  if (preset.dateTo) query.set('dateTo', preset.dateTo);
  query.set('freeSeats', 'true');
  return `/search?${query.toString()}`;
}

/** The first courses of a gap's search, by their first matching date. */
async function gapCourses(
  context: SearchContext,
  preset: GapSearchPreset,
): Promise<{ course: SearchCourseSummary; startDate: string }[]> {
  const query = searchQuerySchema.parse({
    scope: preset.scope,
    courseTypes: preset.courseTypes,
    dateFrom: preset.dateFrom,
    dateTo: preset.dateTo,
    freeSeats: 'true',
  });
  const prepared = await plan(context, query, null);
  const rows = await queryRows<{ id: number; startDate: string }>(
    context.db,
    sql`select distinct on (s.course_id) s.course_id as id,
               to_char(s.start_date, 'YYYY-MM-DD') as "startDate"
          from search_schedules s
          join courses c on c.id = s.course_id
          join course_schedules sch on sch.id = s.schedule_id
         where sch.cancelled_at is null
           and ${prepared.courseWhere} and ${prepared.scheduleWhere}
         order by s.course_id, s.start_date, s.schedule_id`,
  );
  rows.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
  const listed = rows.slice(0, coursesPerTitle);
  if (listed.length === 0) return [];
  const page = await pageStatement(context, prepared).execute({
    ids: `{${listed.map((row) => row.id).join(',')}}`,
  });
  const courses = new Map(page.map((row) => [row.id, courseSummary(row)]));
  return listed.map((row) => ({ course: courses.get(row.id)!, startDate: row.startDate }));
}

/** One opt-in's check, in its own transaction; true when it wrote the mail. */
async function remindOne(
  tx: Transaction,
  options: FurtherTrainingRemindersOptions,
  owner: FurtherTrainingOwner,
  quarter: string,
): Promise<boolean> {
  const now = options.clock.now();
  const today = germanToday(now);
  const year = Number(today.slice(0, 4));
  const [row] = await queryRows<{
    email: string;
    name: string;
    lastname: string;
    language: Locale | null;
  }>(
    tx,
    sql`select c.email, c.name, c.lastname,
               coalesce(
                 (select o.language from orders o
                   where o.customer_id = r.customer_id and o.domain = r.domain
                   order by o.created_at desc limit 1),
                 (select u.language from identity_users u where u.customer_id = r.customer_id)
               ) as language
          from further_training_reminders r
          join customers c on c.id = r.customer_id
         where r.customer_id = ${owner.customerId} and r.domain = ${owner.domain}
           and r.enabled and r.last_quarter is distinct from ${quarter}
           and c.deleted_at is null
         for update of r skip locked`,
  );
  const site = options.siteOf(owner.domain);
  if (!row || !site) return false;
  const language =
    row.language && site.locales.includes(row.language) ? row.language : (site.locales[0] ?? 'de');
  const state = await furtherTrainingYearOf(tx, owner, year, now);
  const missing = state.titles.filter((title) => title.gapMinutes > 0 && !title.excused);
  if (missing.length === 0) return false;
  const { titles } = await specialistTitlesOf(tx, owner, language);
  const context: SearchContext = { db: tx, language, today, offered: site.offered };
  const gaps: ReminderGap[] = [];
  for (const title of missing) {
    const preset = gapSearchPreset(title, year, today);
    gaps.push({
      titleName: titles.find((entry) => entry.scopeId === title.scopeId)?.scopeName ?? '',
      gapMinutes: title.gapMinutes,
      searchPath: searchPathOf(preset),
      courses: await gapCourses(context, preset),
    });
  }
  await queryRows(
    tx,
    sql`update further_training_reminders set last_quarter = ${quarter}
         where customer_id = ${owner.customerId} and domain = ${owner.domain}`,
  );
  await options.outbox.write(
    tx,
    reminderMail({
      ...site,
      language,
      to: row.email,
      name: [row.name, row.lastname].filter(Boolean).join(' '),
      year,
      gaps,
    }),
  );
  return true;
}

/** Checks every opt-in not yet reminded this fourth quarter; the mails written. */
export async function sendFurtherTrainingReminders(
  options: FurtherTrainingRemindersOptions,
): Promise<number> {
  const quarter = fourthQuarterOf(germanToday(options.clock.now()));
  if (!quarter) return 0;
  const due = await queryRows<{ customerId: string; domain: string }>(
    options.db,
    sql`select customer_id as "customerId", domain from further_training_reminders
         where enabled and last_quarter is distinct from ${quarter}
         order by customer_id, domain`,
  );
  let mailed = 0;
  for (const owner of due) {
    if (await withUnitOfWork(options.db, (tx) => remindOne(tx, options, owner, quarter))) {
      mailed += 1;
    }
  }
  return mailed;
}

/** Defines the job that writes the reminders, every morning at 8 (from 1 October). */
export function defineFurtherTrainingReminders(
  options: FurtherTrainingRemindersOptions & {
    jobs: Jobs;
    log: { info(object: object, message: string): void };
  },
) {
  options.jobs.define({
    name: furtherTrainingRemindersJob,
    cron: '0 8 * * *',
    async handler() {
      const mailed = await sendFurtherTrainingReminders(options);
      if (mailed > 0) options.log.info({ mailed }, 'further-training reminders written');
    },
  });
}
