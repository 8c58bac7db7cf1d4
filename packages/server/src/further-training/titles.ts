/**
 * The customer's specialist titles (ADR 0063): at most three, one per scope of search type
 * SPECIALIZATION, each with the year granted (a candidate's: the year the specialist course
 * began), the chamber and member number, and the excused years; and the opt-in for the fourth
 * quarter's reminder of a remaining gap, per domain. A change replaces them all in one unit of
 * work.
 */
import { sql } from 'drizzle-orm';
import type { Locale, SpecialistTitles, SpecialistTitlesValues } from '@kursmarkt/schemas';
import { queryRows, type Db } from '../db/client.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';
import { AppError } from '../errors.ts';
import type { FurtherTrainingOwner } from './items.ts';

type Row = {
  scope_id: number;
  scope_de: string;
  scope_en: string;
  since_year: number;
  candidate: boolean;
  chamber_id: number | null;
  chamber_name: string | null;
  member_number: string;
  excused_years: number[];
};

/** The customer's titles (by scope name) and the reminder opt-in, names in `language`. */
export async function specialistTitlesOf(
  db: Db,
  owner: FurtherTrainingOwner,
  language: Locale,
): Promise<SpecialistTitles> {
  const rows = await queryRows<Row>(
    db,
    sql`select t.scope_id, s.name_de as scope_de, s.name_en as scope_en, t.since_year,
        t.candidate, t.chamber_id, c.name as chamber_name, t.member_number, t.excused_years
      from specialist_titles t
      join scopes s on s.id = t.scope_id
      left join chambers c on c.id = t.chamber_id
      where t.customer_id = ${owner.customerId} and t.domain = ${owner.domain}
      order by s.name_de, t.scope_id`,
  );
  const [reminder] = await queryRows<{ enabled: boolean }>(
    db,
    sql`select enabled from further_training_reminders
      where customer_id = ${owner.customerId} and domain = ${owner.domain}`,
  );
  return {
    titles: rows.map((row) => ({
      scopeId: row.scope_id,
      scopeName: language === 'en' ? row.scope_en : row.scope_de,
      sinceYear: row.since_year,
      candidate: row.candidate,
      chamberId: row.chamber_id,
      chamberName: row.chamber_name,
      memberNumber: row.member_number,
      excusedYears: [...row.excused_years].sort((a, b) => a - b),
    })),
    reminders: reminder?.enabled ?? false,
  };
}

const refused = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', 'The body is not valid.', [
    { path: `body.${path}`, code: 'NOT_ALLOWED', message },
  ]);

/**
 * Replaces the customer's titles and the reminder opt-in in one unit of work: 422 at
 * `body.titles.<n>.scopeId` for a scope that is not a specialist lawyer's, at
 * `body.titles.<n>.chamberId` for a chamber that does not exist.
 */
export async function replaceSpecialistTitles(
  db: Db,
  owner: FurtherTrainingOwner,
  change: SpecialistTitlesValues,
): Promise<void> {
  await withUnitOfWork(db, async (tx) => {
    const scopeIds = change.titles.map((title) => title.scopeId);
    const chamberIds = change.titles.flatMap((title) =>
      title.chamberId === null ? [] : [title.chamberId],
    );
    const known = await queryRows<{ id: number }>(
      tx,
      sql`select id from scopes where search_type = 'SPECIALIZATION'
        and id = any(${`{${scopeIds.join(',')}}`}::int[])`,
    );
    const chambers = await queryRows<{ id: number }>(
      tx,
      sql`select id from chambers where id = any(${`{${chamberIds.join(',')}}`}::int[])`,
    );
    change.titles.forEach((title, index) => {
      if (!known.some((row) => row.id === title.scopeId)) {
        throw refused(`titles.${index}.scopeId`, 'Not a specialist lawyer’s scope.');
      }
      if (title.chamberId !== null && !chambers.some((row) => row.id === title.chamberId)) {
        throw refused(`titles.${index}.chamberId`, 'No such chamber.');
      }
    });
    await queryRows(
      tx,
      sql`delete from specialist_titles
        where customer_id = ${owner.customerId} and domain = ${owner.domain}`,
    );
    for (const title of change.titles) {
      await queryRows(
        tx,
        sql`insert into specialist_titles
            (customer_id, domain, scope_id, since_year, candidate, chamber_id, member_number, excused_years)
          values (${owner.customerId}, ${owner.domain}, ${title.scopeId}, ${title.sinceYear}, ${title.candidate},
            ${title.chamberId}, ${title.memberNumber},
            ${`{${title.excusedYears.join(',')}}`}::int[])`,
      );
    }
    await queryRows(
      tx,
      sql`insert into further_training_reminders (customer_id, domain, enabled)
        values (${owner.customerId}, ${owner.domain}, ${change.reminders})
        on conflict (customer_id, domain) do update set enabled = excluded.enabled`,
    );
  });
}
