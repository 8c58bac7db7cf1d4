/**
 * Seeds the realistic German demo catalogue: the catalogue import writes
 * the demo catalogue file (catalogue.ts), and the seed adds the FAQ, content pages and bar
 * associations (content.ts), vouchers, a demo customer's credit package, a waiting list and a
 * cancelled date (booking.ts), and the self-study courses' question pools (learning-checks.ts).
 * Idempotent: does nothing when scopes exist already. Runs in one transaction.
 */
import { count, sql } from 'drizzle-orm';
import { formatIssue } from '@kursmarkt/schemas';
import { importCatalogue, type ImportCounts } from '../catalogue-import/import.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { demoCatalogue } from './catalogue.ts';
import { seedDemoPackages, seedDemoVouchers, seedDemoWaitingList } from './booking.ts';
import { contentRows, type ContentRows } from './content.ts';
import { normalizeReferenceDate } from './data.ts';
import { seedDemoUsers } from './identity-users.ts';
import { seedDemoStaff } from './staff.ts';
import { seedDemoLearningChecks } from './learning-checks.ts';
import { seedDemoMeetingLinks } from './attendance.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';

export { buildSeedData, normalizeReferenceDate } from './data.ts';
export { demoOperator, demoPassword, seedDemoUsers } from './identity-users.ts';

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
  /** Rows inserted per kind (empty when `seeded` is false). */
  counts: Partial<
    ImportCounts &
      Record<
        | keyof ContentRows
        | 'vouchers'
        | 'customerPackages'
        | 'waitingListRequests'
        | 'learningCheckPools'
        | 'meetingLinks',
        number
      >
  >;
}

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const referenceDate = normalizeReferenceDate(options.referenceDate);

  return withUnitOfWork(db, async (tx) => {
    // Serialise concurrent seeders on PostgreSQL (no-op cost on PGlite's single connection).
    await tx.execute(sql`select pg_advisory_xact_lock(4242001)`);
    // The demo accounts are checked on every start, also in databases seeded before they existed.
    await seedDemoUsers(tx);
    const [existing] = await tx.select({ value: count() }).from(schema.scopes);
    if ((existing?.value ?? 0) > 0) {
      await seedDemoStaff(tx);
      return { seeded: false, referenceDate, counts: {} };
    }

    const imported = await importCatalogue(tx, demoCatalogue(referenceDate));
    if (!imported.ok) {
      throw new Error(
        `The demo catalogue is not a valid catalogue file:\n${imported.issues.map(formatIssue).join('\n')}`,
      );
    }
    const content = contentRows(referenceDate);
    await tx.insert(schema.faqEntries).values(content.faqEntries);
    await tx.insert(schema.contentPages).values(content.contentPages);
    await tx.insert(schema.chambers).values(content.chambers);
    const vouchers = await seedDemoVouchers(tx, referenceDate);
    const customerPackages = await seedDemoPackages(tx);
    const waitingList = await seedDemoWaitingList(tx, referenceDate);
    const learningCheckPools = await seedDemoLearningChecks(tx);
    const meetingLinks = await seedDemoMeetingLinks(tx);
    await seedDemoStaff(tx);
    return {
      seeded: true,
      referenceDate,
      counts: {
        ...imported.counts,
        faqEntries: content.faqEntries.length,
        contentPages: content.contentPages.length,
        chambers: content.chambers.length,
        vouchers,
        customerPackages,
        ...waitingList,
        learningCheckPools,
        meetingLinks,
      },
    };
  });
}
