/**
 * Courses booked elsewhere (docs/entities-and-states.md, Manual order; contract
 * manual-orders.ts): what the customer entered of a course another organizer held, with its
 * certificate as an upload (uploads/) whose SHA-256 is kept beside it. Each change is one unit of
 * work; the certificate is stored before the row's transaction and taken out of the storage again
 * when that transaction fails, and deleted with its row. In Meine Kurse they are bookings marked
 * `manual` (`manualBookings`, orders/customer-orders.ts).
 */
import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Booking, Locale, ManualOrder, ManualOrderFields } from '@kursmarkt/schemas';
import { manualOrderDaysProblem } from '@kursmarkt/schemas/rules';
import type { Db, Transaction } from '../db/client.ts';
import { manualOrders, scopes, uploads } from '../db/schema.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';
import { AppError } from '../errors.ts';
import type { ReceivedFile, Upload, UploadOwner } from '../uploads/uploads.ts';

/** Whose manual orders: a customer's on one domain. */
export interface ManualOrderOwner {
  customerId: string;
  domain: string;
  language: Locale;
}

/** What the feature needs of the uploads (uploads/plugin.ts). */
export interface EvidenceStore {
  store(file: ReceivedFile, owner: UploadOwner, db?: Db): Promise<Upload>;
  discard(id: string): Promise<void>;
}

const ownedBy = (owner: Pick<ManualOrderOwner, 'customerId' | 'domain'>) =>
  and(eq(manualOrders.customerId, owner.customerId), eq(manualOrders.domain, owner.domain));

const columns = (language: ManualOrderOwner['language']) => ({
  id: manualOrders.id,
  organizer: manualOrders.organizer,
  title: manualOrders.title,
  startDate: manualOrders.startDate,
  endDate: manualOrders.endDate,
  minutes: manualOrders.minutes,
  format: manualOrders.format,
  scopeId: manualOrders.scopeId,
  scopeName: language === 'en' ? scopes.nameEn : scopes.nameDe,
  evidenceId: uploads.id,
  evidenceName: uploads.originalName,
  evidenceMediaType: uploads.mediaType,
  evidenceSize: uploads.size,
  evidenceSha256: manualOrders.evidenceSha256,
  createdAt: manualOrders.createdAt,
  updatedAt: manualOrders.updatedAt,
});

const select = (db: Db, owner: ManualOrderOwner) =>
  db
    .select(columns(owner.language))
    .from(manualOrders)
    .innerJoin(scopes, eq(scopes.id, manualOrders.scopeId))
    .innerJoin(uploads, eq(uploads.id, manualOrders.evidenceUploadId));

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const manualOrderOf = (row: Row): ManualOrder => ({
  id: row.id,
  organizer: row.organizer,
  title: row.title,
  startDate: row.startDate,
  endDate: row.endDate,
  minutes: row.minutes,
  format: row.format,
  scopeId: row.scopeId,
  scopeName: row.scopeName,
  evidence: {
    id: row.evidenceId,
    originalName: row.evidenceName,
    mediaType: row.evidenceMediaType,
    size: row.evidenceSize,
    sha256: row.evidenceSha256,
  },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The owner's manual orders, the latest first. */
export async function listManualOrders(db: Db, owner: ManualOrderOwner): Promise<ManualOrder[]> {
  const rows = await select(db, owner)
    .where(ownedBy(owner))
    .orderBy(desc(manualOrders.startDate), desc(manualOrders.createdAt), desc(manualOrders.id));
  return rows.map(manualOrderOf);
}

/** One of the owner's manual orders; null for an id that is not theirs. */
export async function findManualOrder(
  db: Db,
  owner: ManualOrderOwner,
  id: string,
): Promise<ManualOrder | null> {
  const [row] = await select(db, owner).where(and(ownedBy(owner), eq(manualOrders.id, id)));
  return row ? manualOrderOf(row) : null;
}

const refused = (path: string, code: 'NOT_AFTER_START' | 'TOO_LARGE' | 'NOT_ALLOWED') =>
  new AppError('VALIDATION_FAILED', 'The body is not valid.', [
    {
      path: `body.${path}`,
      code,
      message:
        code === 'NOT_AFTER_START'
          ? 'The last day is before the first.'
          : code === 'TOO_LARGE'
            ? 'The last day is too far after the first.'
            : 'No such scope.',
    },
  ]);

/**
 * The row's values of `fields`, after the checks the contract's schema cannot make alone: the
 * last day on or after the first and not too far from it, and a scope that exists.
 */
async function checkedValues(db: Db, fields: ManualOrderFields) {
  const daysProblem = manualOrderDaysProblem(fields.startDate, fields.endDate);
  if (daysProblem) throw refused('endDate', daysProblem);
  const [scope] = await db
    .select({ id: scopes.id })
    .from(scopes)
    .where(eq(scopes.id, fields.scopeId));
  if (!scope) throw refused('scopeId', 'NOT_ALLOWED');
  return {
    organizer: fields.organizer,
    title: fields.title,
    startDate: fields.startDate,
    endDate: fields.endDate,
    minutes: Math.round(fields.hours * 60),
    format: fields.format,
    scopeId: fields.scopeId,
  };
}

/**
 * Enters a course booked elsewhere with its certificate: the fields are checked first, then the
 * file is stored and the row written in one unit of work; a failed transaction takes the file
 * out of the storage again.
 */
export async function createManualOrder(
  db: Db,
  evidence: EvidenceStore,
  owner: ManualOrderOwner,
  fields: ManualOrderFields,
  file: ReceivedFile,
  now: Date,
): Promise<ManualOrder> {
  const values = await checkedValues(db, fields);
  const sha256 = createHash('sha256').update(file.content).digest('hex');
  let storedId: string | undefined;
  try {
    const id = await withUnitOfWork(db, async (tx) => {
      const upload = await evidence.store(file, { customerId: owner.customerId }, tx);
      storedId = upload.id;
      const [row] = await tx
        .insert(manualOrders)
        .values({
          ...values,
          customerId: owner.customerId,
          domain: owner.domain,
          evidenceUploadId: upload.id,
          evidenceSha256: sha256,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: manualOrders.id });
      return row!.id;
    });
    return (await findManualOrder(db, owner, id))!;
  } catch (error) {
    if (storedId) await evidence.discard(storedId);
    throw error;
  }
}

/** Changes the owner's manual order `id` (its certificate stays); null when it is not theirs. */
export async function updateManualOrder(
  db: Db,
  owner: ManualOrderOwner,
  id: string,
  fields: ManualOrderFields,
  now: Date,
): Promise<ManualOrder | null> {
  const values = await checkedValues(db, fields);
  const changed = await withUnitOfWork(db, (tx) =>
    tx
      .update(manualOrders)
      .set({ ...values, updatedAt: now })
      .where(and(ownedBy(owner), eq(manualOrders.id, id)))
      .returning({ id: manualOrders.id }),
  );
  return changed.length === 0 ? null : findManualOrder(db, owner, id);
}

/**
 * Deletes the owner's manual order `id` with its certificate, row and file: the rows in one unit
 * of work, the file after the commit. False when it is not theirs.
 */
export async function deleteManualOrder(
  db: Db,
  evidence: EvidenceStore,
  owner: ManualOrderOwner,
  id: string,
): Promise<boolean> {
  const uploadId = await withUnitOfWork(db, async (tx: Transaction) => {
    const [row] = await tx
      .delete(manualOrders)
      .where(and(ownedBy(owner), eq(manualOrders.id, id)))
      .returning({ uploadId: manualOrders.evidenceUploadId });
    if (!row) return null;
    await tx.delete(uploads).where(eq(uploads.id, row.uploadId));
    return row.uploadId;
  });
  if (uploadId === null) return false;
  await evidence.discard(uploadId);
  return true;
}

/**
 * The owner's manual orders as Meine Kurse lists bookings (orders/customer-orders.ts): marked
 * `manual`, held in the format the customer named, with nothing paid, no document and nothing
 * to cancel.
 */
export async function manualBookings(
  db: Db,
  owner: Pick<ManualOrderOwner, 'customerId' | 'domain'>,
): Promise<Booking[]> {
  const rows = await db
    .select({
      id: manualOrders.id,
      title: manualOrders.title,
      organizer: manualOrders.organizer,
      format: manualOrders.format,
      startDate: manualOrders.startDate,
      endDate: manualOrders.endDate,
    })
    .from(manualOrders)
    .where(ownedBy(owner));
  return rows.map((row) => ({
    id: row.id,
    orderId: row.id,
    orderNumber: '',
    courseId: null,
    name: row.title,
    organizerName: row.organizer,
    courseType: row.format,
    startDate: row.startDate,
    endDate: row.endDate,
    city: null,
    status: 'BOOKED',
    paidCents: 0,
    documents: [],
    cancellable: false,
    withdrawable: false,
    manual: true,
    participant: null,
    participantChangeable: false,
  }));
}
