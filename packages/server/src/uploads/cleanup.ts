/**
 * Uploads nothing refers to any more are deleted, row and file: a proof replaced by another, one
 * whose cart position was removed, or one whose checkout never became an order. A proof of an
 * order stays as long as the order does (its position refers to it), a manual order's
 * certificate as long as the manual order.
 *
 * An upload is linked to its position in the request that stored it (orders/checkout-state.ts,
 * attachProof), so one that is still unreferenced after the grace period never will be; the
 * period also spares an upload whose request is still under way.
 */
import { subHours } from 'date-fns';
import { and, asc, eq, lt, notExists } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { cartPositions, manualOrders, orderPositions, uploads } from '../db/schema.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { FileStorage } from '../storage/storage.ts';

/** Hours an unreferenced upload is kept, by the app's clock. */
export const orphanUploadGraceHours = 24;
/** Uploads deleted per run at most; the next run goes on. */
const batchSize = 500;
/** The hourly job that deletes unreferenced uploads. */
export const deleteOrphanUploadsJob = 'uploads.delete-orphans';

/**
 * No cart or order position and no manual order refers to the upload. Each table that refers to
 * uploads is named here.
 */
const unreferenced = (db: Db) =>
  and(
    notExists(
      db
        .select({ id: cartPositions.id })
        .from(cartPositions)
        .where(eq(cartPositions.proofUploadId, uploads.id)),
    ),
    notExists(
      db
        .select({ id: orderPositions.id })
        .from(orderPositions)
        .where(eq(orderPositions.proofUploadId, uploads.id)),
    ),
    notExists(
      db
        .select({ id: manualOrders.id })
        .from(manualOrders)
        .where(eq(manualOrders.evidenceUploadId, uploads.id)),
    ),
  );

/**
 * Deletes up to 500 uploads that no position refers to and that are older than the grace period
 * at `now`; answers how many. The file goes first: a run that fails after it leaves the row,
 * which the next run finds again (a missing file is no error), never a file without a row.
 */
async function deleteOrphanUploads(
  context: { db: Db; storage: FileStorage },
  now: Date,
): Promise<number> {
  const { db, storage } = context;
  const cutoff = subHours(now, orphanUploadGraceHours);
  const orphans = await db
    .select({ id: uploads.id, storageKey: uploads.storageKey })
    .from(uploads)
    .where(and(lt(uploads.createdAt, cutoff), unreferenced(db)))
    .orderBy(asc(uploads.createdAt))
    .limit(batchSize);
  let deleted = 0;
  for (const orphan of orphans) {
    await storage.delete(orphan.storageKey);
    const rows = await db
      .delete(uploads)
      .where(and(eq(uploads.id, orphan.id), unreferenced(db)))
      .returning({ id: uploads.id });
    deleted += rows.length;
  }
  return deleted;
}

/** Defines the hourly job that deletes unreferenced uploads (by the app's clock). */
export function defineOrphanUploadsJob(options: {
  jobs: Jobs;
  db: Db;
  storage: FileStorage;
  clock: Clock;
  log: { info(object: object, message: string): void };
}) {
  const { jobs, db, storage, clock, log } = options;
  jobs.define({
    name: deleteOrphanUploadsJob,
    cron: '41 * * * *',
    async handler() {
      const deleted = await deleteOrphanUploads({ db, storage }, clock.now());
      if (deleted > 0) log.info({ deleted }, 'unreferenced uploads deleted');
    },
  });
}
