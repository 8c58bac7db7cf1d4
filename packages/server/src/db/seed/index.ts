/**
 * Seeds the realistic German demo catalogue (DESIGN.md section 6). Idempotent: does nothing when
 * scopes exist already. Runs in one transaction with batched inserts and explicit ids, then moves
 * the identity sequences past the seeded ids so later inserts get fresh ones.
 */
import { count, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppDatabase, AppTransaction } from '../client.ts';
import * as schema from '../schema.ts';
import { buildSeedData, type SeedData } from './data.ts';
import { seedDemoUsers } from './identity-users.ts';
import { chunk } from './util.ts';

export { buildSeedData, normalizeReferenceDate, type SeedData } from './data.ts';
export { demoPassword, demoUsers, seedDemoUsers } from './identity-users.ts';

export interface SeedOptions {
  /**
   * Schedule dates are placed relative to this day ('YYYY-MM-DD' or a Date): dated schedules in
   * the 18 months after it, self-study courses open from it for one year. Default: the first
   * day of the current month.
   */
  referenceDate?: Date | string;
}

export interface SeedResult {
  /** False when the database already had scopes and nothing was inserted. */
  seeded: boolean;
  referenceDate: string;
  /** Rows inserted per table (empty when `seeded` is false). */
  counts: Partial<Record<keyof Omit<SeedData, 'referenceDate'>, number>>;
}

/** Rows per INSERT statement: well below PostgreSQL's 65535 bind parameters. */
const BATCH_SIZE = 500;

async function insertAll<T extends PgTable>(
  tx: AppTransaction,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  for (const batch of chunk(rows, BATCH_SIZE)) {
    await tx.insert(table).values(batch);
  }
}

/** Tables with an identity `id` whose sequence must follow the explicitly inserted ids. */
const tablesWithIdentity: PgTable[] = [
  schema.scopeCategories,
  schema.scopes,
  schema.cities,
  schema.organizers,
  schema.speakers,
  schema.courses,
  schema.courseSchedules,
  schema.priceLevels,
  schema.courseDocuments,
  schema.packages,
  schema.faqEntries,
  schema.contentPages,
  schema.chambers,
];

export async function seedDatabase(
  db: AppDatabase,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const data = buildSeedData(options.referenceDate);

  return db.transaction(async (tx) => {
    // Serialise concurrent seeders on PostgreSQL (no-op cost on PGlite's single connection).
    await tx.execute(sql`select pg_advisory_xact_lock(4242001)`);
    // The demo accounts are checked on every start, also in databases seeded before they existed.
    await seedDemoUsers(tx);
    const [existing] = await tx.select({ value: count() }).from(schema.scopes);
    if ((existing?.value ?? 0) > 0) {
      return { seeded: false, referenceDate: data.referenceDate, counts: {} };
    }

    await insertAll(tx, schema.scopeCategories, data.scopeCategories);
    await insertAll(tx, schema.scopes, data.scopes);
    await insertAll(tx, schema.cities, data.cities);
    await insertAll(tx, schema.organizers, data.organizers);
    await insertAll(tx, schema.speakers, data.speakers);
    // A course's scopes and speakers go in before it, so that each course row is written once,
    // with their names in its search text (drizzle/0010_scope_search_terms.sql).
    await tx.execute(
      sql`set constraints course_speakers_course_id_courses_id_fk, course_scopes_course_id_courses_id_fk deferred`,
    );
    await insertAll(tx, schema.courseScopes, data.courseScopes);
    await insertAll(tx, schema.courseSpeakers, data.courseSpeakers);
    await insertAll(tx, schema.courses, data.courses);
    await insertAll(tx, schema.courseSchedules, data.courseSchedules);
    await insertAll(tx, schema.priceLevels, data.priceLevels);
    await insertAll(tx, schema.courseDocuments, data.courseDocuments);
    await insertAll(tx, schema.packages, data.packages);
    await insertAll(tx, schema.packageScopes, data.packageScopes);
    await insertAll(tx, schema.faqEntries, data.faqEntries);
    await insertAll(tx, schema.contentPages, data.contentPages);
    await insertAll(tx, schema.chambers, data.chambers);

    for (const table of tablesWithIdentity) {
      const name = getTableName(table);
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      );
    }

    const { referenceDate, ...tables } = data;
    const counts = Object.fromEntries(
      Object.entries(tables).map(([name, rows]) => [name, rows.length]),
    ) as SeedResult['counts'];
    return { seeded: true, referenceDate, counts };
  });
}
