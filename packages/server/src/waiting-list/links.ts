/**
 * The waiting list's links (the offer mail's): the offer behind a token, its decline, and leaving
 * the list. Only the tokens' SHA-256 are kept; an unknown token is a 404.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale, WaitingListOffer } from '@kursmarkt/schemas';
import type { Db, Transaction } from '../db/client.ts';
import {
  courseSchedules,
  courses,
  priceLevels,
  waitingListOffers,
  waitingListRequests,
} from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { closeOffer, hashLinkToken, type WaitingListContext } from './offers.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';

const offerNotFound = () => notFound('The waiting-list offer');

async function offerView(
  db: Db | Transaction,
  tokenHash: Uint8Array,
  language: Locale,
): Promise<WaitingListOffer> {
  const [row] = await db
    .select({
      status: waitingListOffers.status,
      email: waitingListOffers.email,
      expiresAt: waitingListOffers.expiresAt,
      scheduleId: courseSchedules.id,
      startDate: courseSchedules.startDate,
      endDate: courseSchedules.endDate,
      courseId: courses.id,
      courseName: courses.name,
    })
    .from(waitingListOffers)
    .innerJoin(courseSchedules, eq(courseSchedules.id, waitingListOffers.scheduleId))
    .innerJoin(courses, eq(courses.id, courseSchedules.courseId))
    .where(eq(waitingListOffers.tokenHash, tokenHash));
  if (!row) throw offerNotFound();
  const levels = await db
    .select()
    .from(priceLevels)
    .where(eq(priceLevels.scheduleId, row.scheduleId))
    .orderBy(asc(priceLevels.position), asc(priceLevels.id));
  return {
    status: row.status,
    courseId: row.courseId,
    scheduleId: row.scheduleId,
    courseName: row.courseName,
    startDate: row.startDate,
    endDate: row.endDate,
    expiresAt: row.expiresAt.toISOString(),
    email: row.email,
    priceLevels: levels.map((level) => ({
      id: level.id,
      name: language === 'en' ? level.nameEn : level.nameDe,
      priceValue: level.priceCents,
    })),
  };
}

/** The offer of the link's `token`. */
export const offerOfToken = (db: Db, token: string, language: Locale) =>
  offerView(db, hashLinkToken(token), language);

/** Declines the offer of `token` if it is open; answers the offer as it is then. */
export async function declineOffer(
  db: Db,
  token: string,
  language: Locale,
  context: WaitingListContext,
) {
  const hash = hashLinkToken(token);
  return withUnitOfWork(db, async (tx) => {
    const [offer] = await tx
      .select({ id: waitingListOffers.id })
      .from(waitingListOffers)
      .where(eq(waitingListOffers.tokenHash, hash));
    if (!offer) throw offerNotFound();
    await closeOffer(tx, offer.id, 'DECLINED', context);
    return offerView(tx, hash, language);
  });
}

/** Leaves the waiting list with the link's `token`: the request goes, an open offer's seat too. */
export async function leaveWaitingList(db: Db, token: string, context: WaitingListContext) {
  await withUnitOfWork(db, async (tx) => {
    const [request] = await tx
      .select({ id: waitingListRequests.id })
      .from(waitingListRequests)
      .where(eq(waitingListRequests.leaveTokenHash, hashLinkToken(token)))
      .for('update');
    if (!request) throw notFound('The waiting-list request');
    const offers = await tx
      .select({ id: waitingListOffers.id })
      .from(waitingListOffers)
      .where(eq(waitingListOffers.requestId, request.id));
    // The request keeps its offer row until it goes, so the seat passes to the next request.
    for (const offer of offers) await closeOffer(tx, offer.id, 'WITHDRAWN', context);
    await tx.delete(waitingListRequests).where(eq(waitingListRequests.id, request.id));
  });
}

/**
 * Takes the addresses `emails` (lower case) off every waiting list, inside the caller's
 * transaction (an account's deletion, ADR 0053): the requests go, an open offer's seat passes on, and the closed offers of the addresses keep no address.
 */
export async function leaveWaitingListsOf(
  tx: Transaction,
  emails: readonly string[],
  context: WaitingListContext,
) {
  const addressed = (column: typeof waitingListRequests.email | typeof waitingListOffers.email) =>
    inArray(sql`lower(${column})`, [...emails]);
  // The requests go first, so that no seat passes on to another request of the same customer.
  await tx.delete(waitingListRequests).where(addressed(waitingListRequests.email));
  const open = await tx
    .select({ id: waitingListOffers.id })
    .from(waitingListOffers)
    .where(and(addressed(waitingListOffers.email), eq(waitingListOffers.status, 'OFFERED')))
    .orderBy(asc(waitingListOffers.scheduleId));
  for (const offer of open) await closeOffer(tx, offer.id, 'WITHDRAWN', context);
  await tx.update(waitingListOffers).set({ email: '' }).where(addressed(waitingListOffers.email));
}
