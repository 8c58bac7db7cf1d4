/**
 * Reading certificates (docs/decisions/0062-certificates-anyone-can-verify.md): what anyone sees
 * by a certificate's id, the PDF of one, and the certificates of a customer's or a guest's
 * bookings of a course. An id that is unknown or of another owner answers nothing.
 */
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { BookingCertificate, CertificateVerification } from '@kursmarkt/schemas';
import type { Db } from '../db/client.ts';
import { certificates, orderPositions, orders } from '../db/schema.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { CertificateDocument } from './document.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** What anyone sees of the certificate `id`; undefined for an unknown id. */
export async function certificateVerification(
  db: Db,
  id: string,
): Promise<CertificateVerification | undefined> {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
  if (!row) return undefined;
  const { document } = row;
  return {
    id: row.id,
    status: row.status,
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: iso(row.revokedAt),
    revokeReason: row.revokeReason,
    successorId: row.successorId,
    participant: document.participant,
    courseTitle: document.courseTitle,
    organizer: document.organizer,
    startDate: document.startDate,
    endDate: document.endDate,
    minutes: document.attendedMinutes,
    scope: document.scope?.name ?? null,
    sha256: row.sha256,
  };
}

/** The PDF of a certificate row, as stored. */
export async function certificateFile(
  storage: FileStorage,
  row: { id: string; storageKey: string },
) {
  const content = await storage.get(row.storageKey);
  if (!content) throw new Error(`The PDF of certificate ${row.id} is missing from the storage.`);
  return content;
}

/** Who a certificate belongs to: a signed-in customer on a domain. */
export type CertificateOwner = { customerId: string; domain: string };

/** The certificate `id` of `owner`'s bookings (optionally only of date `scheduleId`). */
export async function ownedCertificate(
  db: Db,
  owner: CertificateOwner,
  id: string,
  scheduleId?: number,
) {
  const [row] = await db
    .select({ id: certificates.id, storageKey: certificates.storageKey })
    .from(certificates)
    .innerJoin(orderPositions, eq(orderPositions.id, certificates.positionId))
    .innerJoin(orders, eq(orders.id, orderPositions.orderId))
    .where(
      and(
        eq(certificates.id, id),
        eq(orders.customerId, owner.customerId),
        eq(orders.domain, owner.domain),
        scheduleId === undefined ? undefined : eq(certificates.scheduleId, scheduleId),
      ),
    );
  return row;
}

/** Any certificate by its id (the url id), for its PDF. */
export async function certificateById(db: Db, id: string) {
  const [row] = await db
    .select({ id: certificates.id, storageKey: certificates.storageKey })
    .from(certificates)
    .where(eq(certificates.id, id));
  return row;
}

const bookingCertificateColumns = {
  id: certificates.id,
  positionId: certificates.positionId,
  status: certificates.status,
  issuedAt: certificates.issuedAt,
  revokedAt: certificates.revokedAt,
  sha256: certificates.sha256,
  document: certificates.document,
};

type BookingCertificateRow = {
  id: string;
  positionId: string;
  status: BookingCertificate['status'];
  issuedAt: Date;
  revokedAt: Date | null;
  sha256: string;
  document: CertificateDocument;
};

const bookingCertificateOf = ({ document, ...row }: BookingCertificateRow): BookingCertificate => ({
  ...row,
  issuedAt: row.issuedAt.toISOString(),
  revokedAt: iso(row.revokedAt),
  startDate: document.startDate,
  endDate: document.endDate,
  minutes: document.attendedMinutes,
  scope: document.scope?.name ?? null,
});

/**
 * The certificates of course `courseId` in the orders `ofOrders` selects, oldest first (a reissued
 * one before its successor).
 */
async function courseCertificates(
  db: Db,
  ofOrders: SQL | undefined,
  courseId: number,
): Promise<BookingCertificate[]> {
  const rows = await db
    .select(bookingCertificateColumns)
    .from(certificates)
    .innerJoin(orderPositions, eq(orderPositions.id, certificates.positionId))
    .innerJoin(orders, eq(orders.id, orderPositions.orderId))
    .where(and(ofOrders, eq(orderPositions.courseId, courseId)))
    .orderBy(
      asc(certificates.issuedAt),
      sql`${certificates.successorId} is null`,
      asc(certificates.id),
    );
  return rows.map(bookingCertificateOf);
}

/** The certificates of `owner`'s bookings of course `courseId`, oldest first. */
export const customerCourseCertificates = (
  db: Db,
  owner: CertificateOwner,
  courseId: number,
): Promise<BookingCertificate[]> =>
  courseCertificates(
    db,
    and(eq(orders.customerId, owner.customerId), eq(orders.domain, owner.domain)),
    courseId,
  );

/** A guest order of this domain by its number and billing address (the address in any case). */
export type GuestOrderKey = { domain: string; orderNumber: string; email: string };

/** The condition on `orders` that finds the guest order `key` names. */
export const guestOrderOf = (key: GuestOrderKey) =>
  and(
    isNull(orders.customerId),
    eq(orders.domain, key.domain),
    eq(orders.orderNumber, key.orderNumber),
    sql`lower(${orders.billingEmail}) = lower(${key.email})`,
  );

/** The certificates of course `courseId` in a guest's order, oldest first; none when it does not match. */
export const guestCourseCertificates = (
  db: Db,
  key: GuestOrderKey,
  courseId: number,
): Promise<BookingCertificate[]> => courseCertificates(db, guestOrderOf(key), courseId);
