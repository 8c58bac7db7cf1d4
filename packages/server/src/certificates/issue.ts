/**
 * Issuing, revoking and reissuing certificates of attendance
 * (docs/decisions/0062-certificates-anyone-can-verify.md). A certificate is issued once the
 * attendance allows it (every day of the date COMPLETE) or, for self-study, the learning check is
 * passed: its PDF is rendered and stored before the unit of work that writes the row and the mail
 * with the PDF attached; the partial unique index on (position, date) where VALID decides, so a
 * second run, or a second process, issues nothing and takes its file out again.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Locale, Seller } from '@kursmarkt/schemas';
import type { Clock } from '../clock.ts';
import type { Db, Transaction } from '../db/client.ts';
import {
  certificates,
  cities,
  courseSchedules,
  courseSpeakers,
  courses,
  customers,
  orderPositions,
  orders,
  speakers,
  writtenExams,
} from '../db/schema.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';
import { germanToday } from '../german-today.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { CertificateDay, CertificateDocument } from './document.ts';
import { certificateMail } from './mails.ts';
import { verificationPagePath } from './page.ts';
import { certificatePdf } from './pdf.ts';
import { certificateFile, guestOrderOf, type GuestOrderKey } from './queries.ts';

/** What attendance and the learning check say about a position's date. */
type AttendanceFacts = {
  /** Every day of the date COMPLETE, or a self-study course's learning check passed. */
  allows: boolean;
  days: CertificateDay[];
  attendedMinutes: number;
  /** The sources attendance was verified by. */
  verification: string[];
  learningCheck: CertificateDocument['learningCheck'];
};

export type IssuedPosition = {
  id: string;
  scheduleId: number;
  courseType: 'SELF' | 'ONLINE' | 'PRESENT';
  startDate: string;
  endDate: string;
};

/** The attendance facts of a position (attendance/evidence.ts and learning-check/result.ts). */
export type FactsOf = (db: Db, position: IssuedPosition) => Promise<AttendanceFacts>;

type CertificateSite = {
  siteName: string;
  seller: Seller;
  origin: string;
};

export interface CertificateContext {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  storage: FileStorage;
  factsOf: FactsOf;
  siteOf(domain: string): CertificateSite | undefined;
}

/** 128 random bits, base64url: the certificate's id and the address of its verification page. */
export const newCertificateId = () => randomBytes(16).toString('base64url');

/** The public verification page of a certificate. */
const verificationUrl = (origin: string, id: string) => `${origin}${verificationPagePath(id)}`;

const storageKeyOf = (id: string) => `certificates/${id}.pdf`;

/** The first paragraph of a course description, at most its first two sentences. */
function topicsOf(description: string): string {
  const paragraph = description.trim().split(/\n\s*\n/)[0] ?? '';
  const sentences = paragraph.match(/[^.!?]+[.!?]+(\s|$)|[^.!?]+$/g) ?? [];
  return sentences.slice(0, 2).join('').trim();
}

/** Orders whose positions may get certificates: placed and not ended unpaid or held. */
const liveOrder = inArray(orders.status, ['PLACED', 'AWAITING_PAYMENT', 'PAID']);

/**
 * The positions of course dates that have begun (self-study: any) without a valid certificate
 * nor one revoked (a revoked certificate is not issued again by the job).
 */
export async function positionsAwaitingCertificates(
  db: Db,
  today: string,
): Promise<IssuedPosition[]> {
  return db
    .select({
      id: orderPositions.id,
      scheduleId: courseSchedules.id,
      courseType: courses.courseType,
      startDate: courseSchedules.startDate,
      endDate: courseSchedules.endDate,
    })
    .from(orderPositions)
    .innerJoin(orders, eq(orders.id, orderPositions.orderId))
    .innerJoin(courseSchedules, eq(courseSchedules.id, orderPositions.scheduleId))
    .innerJoin(courses, eq(courses.id, courseSchedules.courseId))
    .where(
      and(
        eq(orderPositions.status, 'BOOKED'),
        liveOrder,
        isNull(courseSchedules.cancelledAt),
        or(eq(courses.courseType, 'SELF'), lte(courseSchedules.startDate, today)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(certificates)
            .where(
              and(
                eq(certificates.positionId, orderPositions.id),
                eq(certificates.scheduleId, courseSchedules.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(courseSchedules.endDate), asc(orderPositions.id));
}

/** What the certificate of `positionId` shows, with `facts` and the new id. */
async function documentOf(
  db: Db | Transaction,
  positionId: string,
  facts: AttendanceFacts,
  issuedAt: Date,
  id: string,
  site: (domain: string) => CertificateSite | undefined,
) {
  const [row] = await db
    .select({
      domain: orders.domain,
      language: orders.language,
      customerName: orders.billingName,
      customerLastname: orders.billingLastname,
      customerEmail: orders.billingEmail,
      participantFirstName: orderPositions.participantFirstName,
      participantLastName: orderPositions.participantLastName,
      participantEmail: orderPositions.participantEmail,
      scopeId: orderPositions.scopeId,
      scopes: orderPositions.scopes,
      organizer: orderPositions.organizerName,
      courseId: courses.id,
      courseTitle: courses.name,
      courseType: courses.courseType,
      category: courses.category,
      descriptionDe: courses.descriptionDe,
      descriptionEn: courses.descriptionEn,
      zfuNumber: courses.zfuNumber,
      scheduleId: courseSchedules.id,
      startDate: courseSchedules.startDate,
      endDate: courseSchedules.endDate,
      venue: courseSchedules.venue,
      city: cities.name,
    })
    .from(orderPositions)
    .innerJoin(orders, eq(orders.id, orderPositions.orderId))
    .innerJoin(courseSchedules, eq(courseSchedules.id, orderPositions.scheduleId))
    .innerJoin(courses, eq(courses.id, courseSchedules.courseId))
    .leftJoin(cities, eq(cities.id, courseSchedules.cityId))
    .where(eq(orderPositions.id, positionId));
  if (!row) return undefined;
  const where = site(row.domain);
  if (!where) return undefined;
  const names = await db
    .select({ title: speakers.title, firstName: speakers.firstName, lastName: speakers.lastName })
    .from(courseSpeakers)
    .innerJoin(speakers, eq(speakers.id, courseSpeakers.speakerId))
    .where(eq(courseSpeakers.courseId, row.courseId))
    .orderBy(asc(courseSpeakers.position), asc(courseSpeakers.speakerId));
  const exams =
    row.category === 'fachanwaltslehrgang'
      ? await db
          .select({
            title: writtenExams.title,
            writtenOn: writtenExams.writtenOn,
            minutes: writtenExams.minutes,
          })
          .from(writtenExams)
          .where(
            and(
              eq(writtenExams.positionId, positionId),
              eq(writtenExams.scheduleId, row.scheduleId),
            ),
          )
          .orderBy(asc(writtenExams.writtenOn), asc(writtenExams.title))
      : null;
  const language: Locale = row.language;
  const scope = row.scopes.find((entry) => entry.id === row.scopeId) ?? row.scopes[0] ?? null;
  const named = row.participantEmail !== null;
  const document: CertificateDocument = {
    certificateId: id,
    language,
    issuedOn: germanToday(issuedAt),
    participant: named
      ? `${row.participantFirstName} ${row.participantLastName}`
      : `${row.customerName} ${row.customerLastname}`,
    organizer: row.organizer,
    courseTitle: row.courseTitle,
    courseType: row.courseType,
    place:
      row.courseType === 'PRESENT' && row.city
        ? [row.city, row.venue].filter(Boolean).join(', ')
        : null,
    startDate: row.startDate,
    endDate: row.endDate,
    days: facts.days,
    attendedMinutes: facts.attendedMinutes,
    speakers: names.map((name) =>
      [name.title, name.firstName, name.lastName].filter(Boolean).join(' '),
    ),
    topics: topicsOf(language === 'en' ? row.descriptionEn : row.descriptionDe),
    scope: scope ? { id: scope.id, name: scope.name } : null,
    verification: facts.verification,
    learningCheck: facts.learningCheck,
    zfuNumber: row.courseType === 'SELF' ? row.zfuNumber : null,
    exams,
    verifyUrl: verificationUrl(where.origin, id),
  };
  return {
    document,
    scheduleId: row.scheduleId,
    to: named ? row.participantEmail! : row.customerEmail,
    site: where,
  };
}

/** A rendered certificate, kept in the storage before its row is written. */
async function rendered(storage: FileStorage, document: CertificateDocument) {
  const pdf = await certificatePdf(document);
  const key = storageKeyOf(document.certificateId);
  await storage.put(key, pdf, { mediaType: 'application/pdf' });
  return { pdf, key, sha256: createHash('sha256').update(pdf).digest('hex') };
}

/**
 * A new certificate of `positionId` from `facts`, issued at `issuedAt`, rendered into the storage;
 * undefined when the position or its domain's site is not found.
 */
async function newCertificate(
  context: CertificateContext,
  positionId: string,
  facts: AttendanceFacts,
  issuedAt: Date,
) {
  const made = await documentOf(
    context.db,
    positionId,
    facts,
    issuedAt,
    newCertificateId(),
    context.siteOf,
  );
  if (!made) return undefined;
  const file = await rendered(context.storage, made.document);
  return {
    made,
    file,
    /** Its row for date `scheduleId`. */
    rowOf: (scheduleId: number) => ({
      id: made.document.certificateId,
      positionId,
      scheduleId,
      document: made.document,
      storageKey: file.key,
      sha256: file.sha256,
      issuedAt,
    }),
  };
}

async function mailCertificate(
  tx: Transaction,
  context: CertificateContext,
  made: { document: CertificateDocument; to: string; site: CertificateSite },
  pdf: Buffer,
  reissued: boolean,
) {
  await context.outbox.write(
    tx,
    certificateMail({
      ...made,
      pdf,
      siteName: made.site.siteName,
      seller: made.site.seller,
      reissued,
    }),
  );
}

/**
 * Issues the certificate of `position` when its attendance allows; true when this call issued
 * it, false when attendance does not allow it yet or another run issued it first.
 */
export async function issueCertificate(
  context: CertificateContext,
  position: IssuedPosition,
): Promise<boolean> {
  const facts = await context.factsOf(context.db, position);
  if (!facts.allows) return false;
  const certificate = await newCertificate(context, position.id, facts, context.clock.now());
  if (!certificate) return false;
  const { made, file } = certificate;
  const issued = await withUnitOfWork(context.db, async (tx) => {
    const [row] = await tx
      .insert(certificates)
      .values(certificate.rowOf(made.scheduleId))
      .onConflictDoNothing({
        target: [certificates.positionId, certificates.scheduleId],
        where: sql`${certificates.status} = 'VALID'`,
      })
      .returning({ id: certificates.id });
    if (!row) return false;
    await mailCertificate(tx, context, made, file.pdf, false);
    return true;
  });
  if (!issued) await context.storage.delete(file.key);
  return issued;
}

/** Issues every certificate that attendance allows; how many were issued. */
export async function issueDueCertificates(context: CertificateContext): Promise<number> {
  const due = await positionsAwaitingCertificates(context.db, germanToday(context.clock.now()));
  let issued = 0;
  for (const position of due) {
    if (await issueCertificate(context, position)) issued += 1;
  }
  return issued;
}

export type CertificateChange =
  | { outcome: 'changed'; id: string }
  | { outcome: 'notFound' }
  | { outcome: 'notValid' }
  | { outcome: 'accountDeleted' };

/** The certificate `id` of an order of `domain`, locked until the transaction ends. */
async function lockCertificate(tx: Transaction, domain: string, id: string) {
  const [row] = await tx
    .select({ status: certificates.status })
    .from(certificates)
    .innerJoin(orderPositions, eq(orderPositions.id, certificates.positionId))
    .innerJoin(orders, eq(orders.id, orderPositions.orderId))
    .where(and(eq(certificates.id, id), eq(orders.domain, domain)))
    .for('update', { of: certificates });
  return row;
}

/** Revokes the valid certificate `id` of an order of `domain` with `reason`. */
export async function revokeCertificate(
  db: Db,
  clock: Clock,
  domain: string,
  id: string,
  reason: string,
): Promise<CertificateChange> {
  return withUnitOfWork(db, async (tx) => {
    const row = await lockCertificate(tx, domain, id);
    if (!row) return { outcome: 'notFound' };
    if (row.status !== 'VALID') return { outcome: 'notValid' };
    await tx
      .update(certificates)
      .set({ status: 'REVOKED', revokedAt: clock.now(), revokeReason: reason })
      .where(eq(certificates.id, id));
    return { outcome: 'changed', id };
  });
}

/**
 * Issues a new certificate in place of the valid certificate `id` of an order of `domain` (from today's attendance facts,
 * whether or not they still allow one: the operator decides) and marks the old one REISSUED with
 * `reason`, pointing to it; the participant gets the new one by mail. A certificate of a deleted
 * customer's booking is not reissued: its evidence went with the account.
 */
export async function reissueCertificate(
  context: CertificateContext,
  domain: string,
  id: string,
  reason: string,
): Promise<CertificateChange> {
  const [old] = await context.db
    .select({
      positionId: certificates.positionId,
      scheduleId: certificates.scheduleId,
      status: certificates.status,
      courseType: courses.courseType,
      startDate: courseSchedules.startDate,
      endDate: courseSchedules.endDate,
      customerDeletedAt: customers.deletedAt,
    })
    .from(certificates)
    .leftJoin(courseSchedules, eq(courseSchedules.id, certificates.scheduleId))
    .leftJoin(courses, eq(courses.id, courseSchedules.courseId))
    .innerJoin(orderPositions, eq(orderPositions.id, certificates.positionId))
    .innerJoin(orders, eq(orders.id, orderPositions.orderId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(certificates.id, id), eq(orders.domain, domain)));
  if (!old) return { outcome: 'notFound' };
  // The deletion took the evidence a new certificate is made from (ADR 0053).
  if (old.customerDeletedAt !== null) return { outcome: 'accountDeleted' };
  if (old.status !== 'VALID' || !old.courseType || !old.startDate || !old.endDate) {
    return { outcome: 'notValid' };
  }
  const facts = await context.factsOf(context.db, {
    id: old.positionId,
    scheduleId: old.scheduleId,
    courseType: old.courseType,
    startDate: old.startDate,
    endDate: old.endDate,
  });
  const issuedAt = context.clock.now();
  const certificate = await newCertificate(context, old.positionId, facts, issuedAt);
  if (!certificate) return { outcome: 'notValid' };
  const { made, file } = certificate;
  const change = await withUnitOfWork(context.db, async (tx): Promise<CertificateChange> => {
    const locked = await lockCertificate(tx, domain, id);
    if (locked?.status !== 'VALID') return { outcome: 'notValid' };
    await tx
      .update(certificates)
      .set({ status: 'REVOKED', revokedAt: issuedAt, revokeReason: reason })
      .where(eq(certificates.id, id));
    const successor = made.document.certificateId;
    await tx.insert(certificates).values(certificate.rowOf(old.scheduleId));
    await tx
      .update(certificates)
      .set({ status: 'REISSUED', successorId: successor })
      .where(eq(certificates.id, id));
    await mailCertificate(tx, context, made, file.pdf, true);
    return { outcome: 'changed', id: successor };
  });
  if (change.outcome !== 'changed') await context.storage.delete(file.key);
  return change;
}

/**
 * Mails the valid certificates of course `courseId` in a guest's order again, each to whom it
 * went (the named participant, else the billing address); how many went out.
 */
export async function resendGuestCertificates(
  context: CertificateContext,
  key: GuestOrderKey,
  courseId: number,
): Promise<number> {
  const rows = await context.db
    .select({
      id: certificates.id,
      storageKey: certificates.storageKey,
      document: certificates.document,
      domain: orders.domain,
      participantEmail: orderPositions.participantEmail,
      billingEmail: orders.billingEmail,
    })
    .from(certificates)
    .innerJoin(orderPositions, eq(orderPositions.id, certificates.positionId))
    .innerJoin(orders, eq(orders.id, orderPositions.orderId))
    .where(
      and(
        guestOrderOf(key),
        eq(orderPositions.courseId, courseId),
        eq(certificates.status, 'VALID'),
      ),
    )
    .orderBy(asc(certificates.issuedAt), asc(certificates.id));
  const site = context.siteOf(key.domain);
  if (rows.length === 0 || !site) return 0;
  const files = await Promise.all(
    rows.map(async (row) =>
      Buffer.concat(await (await certificateFile(context.storage, row)).toArray()),
    ),
  );
  await withUnitOfWork(context.db, async (tx) => {
    for (const [index, row] of rows.entries()) {
      await mailCertificate(
        tx,
        context,
        { document: row.document, to: row.participantEmail ?? row.billingEmail, site },
        files[index]!,
        false,
      );
    }
  });
  return rows.length;
}
