/**
 * The waiting list moves by itself (issue 22): when a seat of a date frees (a cancellation, a
 * withdrawal, an expired order, a declined or expired offer), the oldest request on the date's
 * list that had no offer yet gets one, in the same transaction: the seat is taken for it
 * (`course_schedules.booked`, so nobody else books it) until the offer expires, `holdHours`
 * later but never after the course's first day begins. An order placed with the offer's address
 * takes the held seat over; a decline, the expiry (a job) or leaving the list gives it back and
 * passes it to the next request. A cancelled date and a date that has begun get no offer.
 */
import { createHash, randomBytes } from 'node:crypto';
import { parseISO } from 'date-fns';
import { addHours, min } from 'date-fns';
import { and, asc, eq, inArray, lte, notExists, sql, type SQLWrapper } from 'drizzle-orm';
import {
  offerStatusChangeAllowed,
  type Locale,
  type Seller,
  type WaitingListOfferStatus,
} from '@kursmarkt/schemas';
import type { Clock } from '../clock.ts';
import { queryRows, type Db, type Transaction } from '../db/client.ts';
import { customers, waitingListOffers, waitingListRequests } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { germanTime, germanToday } from '../german-today.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { releaseSeats, takeSeat } from '../seats/seats.ts';
import { leaveLink, offerLink, offerMail } from './mails.ts';
import { lockDateSeats, withUnitOfWork } from '../db/unit-of-work.ts';

/** What the mails of a domain need: its name, where its storefront is, its first language. */
export type WaitingListSite = {
  siteName: string;
  /** Whose legal details the mails' footer names. */
  seller: Seller;
  origin: string;
  language: Locale;
};

export interface WaitingListContext {
  now: Date;
  outbox: Outbox;
  /** How long an offer holds its seat. */
  holdHours: number;
  siteOf(domain: string): WaitingListSite | undefined;
}

/** A link's token (32 random bytes, base64url) and the SHA-256 that is kept. */
export function newLinkToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest();

/** Offers one seat to the next request on the list of `scheduleId`, if any; true when it did. */
async function offerNextSeat(
  tx: Transaction,
  schedule: { id: number; startDate: string; courseName: string },
  context: WaitingListContext,
) {
  const [request] = await tx
    .select()
    .from(waitingListRequests)
    .where(
      and(
        eq(waitingListRequests.scheduleId, schedule.id),
        notExists(
          tx
            .select({ id: waitingListOffers.id })
            .from(waitingListOffers)
            .where(eq(waitingListOffers.requestId, waitingListRequests.id)),
        ),
      ),
    )
    .orderBy(asc(waitingListRequests.createdAt), asc(waitingListRequests.id))
    .limit(1);
  if (!request) return false;
  const site = context.siteOf(request.domain);
  if (!(await takeSeat(tx, schedule.id))) return false;
  const offer = newLinkToken();
  const leave = newLinkToken();
  const courseBegins = parseISO(schedule.startDate, { in: germanTime });
  const expiresAt = min([addHours(context.now, context.holdHours), courseBegins]);
  await tx.insert(waitingListOffers).values({
    requestId: request.id,
    scheduleId: schedule.id,
    email: request.email,
    status: 'OFFERED',
    tokenHash: offer.hash,
    offeredAt: context.now,
    expiresAt,
  });
  await tx
    .update(waitingListRequests)
    .set({ leaveTokenHash: leave.hash })
    .where(eq(waitingListRequests.id, request.id));
  if (site) {
    await context.outbox.write(
      tx,
      offerMail({
        language: site.language,
        siteName: site.siteName,
        seller: site.seller,
        to: request.email,
        name: request.name,
        course: schedule.courseName,
        startDate: schedule.startDate,
        expiresAt,
        offerLink: offerLink(site.origin, offer.token),
        leaveLink: leaveLink(site.origin, leave.token),
      }),
    );
  }
  return true;
}

/**
 * Offers the free seats of `scheduleIds` to their waiting lists, inside the caller's transaction
 * (which freed them). Each date's row is locked first, in the order of their ids, so that two
 * transactions freeing seats of one date offer them one after the other. Answers the number of
 * offers made.
 */
export async function offerFreedSeats(
  tx: Transaction,
  scheduleIds: readonly number[],
  context: WaitingListContext,
): Promise<number> {
  const today = germanToday(context.now);
  let offered = 0;
  for (const id of [...new Set(scheduleIds)].sort((a, b) => a - b)) {
    const schedule = await lockDateSeats(tx, id);
    if (!schedule || schedule.cancelledAt !== null || schedule.startDate <= today) continue;
    for (let free = schedule.seats - schedule.booked; free > 0; free -= 1) {
      if (!(await offerNextSeat(tx, schedule, context))) break;
      offered += 1;
    }
  }
  return offered;
}

/**
 * Closes an open offer (DECLINED, EXPIRED, or WITHDRAWN when its request left the list): its seat
 * is free again and passes to the next request. False when the offer was not open.
 */
export async function closeOffer(
  tx: Transaction,
  offerId: string,
  status: 'DECLINED' | 'EXPIRED' | 'WITHDRAWN',
  context: WaitingListContext,
) {
  const [closed] = await changeOfferStatus(tx, [offerId], 'OFFERED', status, context.now);
  if (!closed) return false;
  await releaseSeats(tx, closed.scheduleId);
  await offerFreedSeats(tx, [closed.scheduleId], context);
  return true;
}

/** Normalises the addresses an order or a cart is known by. */
const addressesOf = (emails: readonly string[]) => [
  ...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean)),
];

/**
 * What a cart's read asks of the waiting list, as SQL for its select: the signed-in customer's
 * own address, and whether an open offer holds a seat of a date for the cart's addresses (its
 * billing address, the account's): such a cart may take a date that is full, since the held seat
 * is the one its order takes. An offer holds until the job closes it.
 */
export function cartOfferSql(cart: { billingEmail: string; customerId: string | null }) {
  const accountEmail = sql<
    string | null
  >`(select c.email from ${customers} c where c.id = ${cart.customerId})`;
  const billing = addressesOf([cart.billingEmail]);
  const holdsSeatOf = (scheduleId: SQLWrapper) =>
    sql<boolean>`exists (select 1 from ${waitingListOffers} o
      where o.schedule_id = ${scheduleId} and o.status = 'OFFERED'
        and (o.email = lower(btrim(${accountEmail}))${sql.join(
          billing.map((email) => sql` or o.email = ${email}`),
        )}))`;
  return { accountEmail, holdsSeatOf };
}

/** The cart's addresses a waiting-list offer is made to: its billing address and the account's. */
export const offerAddressesOf = (billingEmail: string, accountEmail: string | null) =>
  addressesOf([billingEmail, ...(accountEmail ? [accountEmail] : [])]);

/** Whether an open offer holds a seat of `scheduleId` for the cart's addresses (`cartOfferSql`). */
export async function seatHeldForCart(
  db: Db | Transaction,
  scheduleId: number,
  cart: { billingEmail: string; customerId: string | null },
) {
  const [row] = await queryRows<{ held: boolean }>(
    db,
    sql`select ${cartOfferSql(cart).holdsSeatOf(sql`${scheduleId}`)} as held`,
  );
  return row?.held === true;
}

/** The offers (locked by `heldOfferOf`) become the order's: ACCEPTED, their seats its seats. */
export async function acceptOffers(
  tx: Transaction,
  offerIds: readonly string[],
  orderId: string,
  now: Date,
) {
  await changeOfferStatus(tx, offerIds, 'OFFERED', 'ACCEPTED', now, orderId);
}

/**
 * Changes the offers `offerIds` that are `from` to `to` at `now` (an accepted one's seat is the
 * order `orderId`'s), by the offers' state machine; answers the offers changed, with their dates.
 * Throws STATUS_TRANSITION_NOT_ALLOWED for a change it refuses; an offer that is not `from` (closed
 * by another transaction meanwhile) stays as it is.
 */
export async function changeOfferStatus(
  tx: Transaction,
  offerIds: readonly string[],
  from: WaitingListOfferStatus,
  to: WaitingListOfferStatus,
  now: Date,
  orderId?: string,
) {
  if (!offerStatusChangeAllowed(from, to)) {
    throw new AppError(
      'STATUS_TRANSITION_NOT_ALLOWED',
      `A waiting-list offer cannot change from ${from} to ${to}.`,
    );
  }
  if (offerIds.length === 0) return [];
  return tx
    .update(waitingListOffers)
    .set({ status: to, closedAt: now, ...(orderId === undefined ? {} : { orderId }) })
    .where(and(inArray(waitingListOffers.id, [...offerIds]), eq(waitingListOffers.status, from)))
    .returning({ id: waitingListOffers.id, scheduleId: waitingListOffers.scheduleId });
}

/** The job that closes expired offers and passes their seats on. */
export const expireOffersJob = 'waiting-list.expire-offers';

/** Closes the offers expired by the app's clock, each in its own transaction; how many. */
async function expireOffers(db: Db, context: Omit<WaitingListContext, 'now'> & { clock: Clock }) {
  const now = context.clock.now();
  const due = await db
    .select({ id: waitingListOffers.id })
    .from(waitingListOffers)
    .where(and(eq(waitingListOffers.status, 'OFFERED'), lte(waitingListOffers.expiresAt, now)));
  let expired = 0;
  for (const { id } of due) {
    if (await withUnitOfWork(db, (tx) => closeOffer(tx, id, 'EXPIRED', { ...context, now })))
      expired += 1;
  }
  return expired;
}

/** Defines the job that expires offers every five minutes. */
export function defineOfferExpiry(options: {
  db: Db;
  jobs: Jobs;
  context: Omit<WaitingListContext, 'now'> & { clock: Clock };
  log: { info(object: object, message: string): void };
}) {
  options.jobs.define({
    name: expireOffersJob,
    cron: '*/5 * * * *',
    async handler() {
      const expired = await expireOffers(options.db, options.context);
      if (expired > 0) options.log.info({ expired }, 'waiting-list offers expired');
    },
  });
}
