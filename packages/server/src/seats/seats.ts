/**
 * The seats of course dates (`course_schedules.booked` against `seats`): every change of them
 * goes through this module. An order takes a seat per course date (or the seat a waiting-list
 * offer holds for its addresses), a waiting-list offer holds a seat until it is accepted, declined
 * or expires, and an order that ends unpaid or is cancelled gives its seats back.
 *
 * A seat is taken by one conditional update (`booked + 1 <= seats`, the date not cancelled):
 * whoever's update comes second waits for the first's commit and then finds the date full, so no
 * date is sold twice without a separate `SELECT … FOR UPDATE`.
 */
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Transaction } from '../db/client.ts';
import { carts, courseSchedules, waitingListOffers } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/** A refusal that names the cart positions it is about. */
export const positionError = (
  code:
    | 'SCHEDULE_FULL'
    | 'SCHEDULE_ENDED'
    | 'SCHEDULE_CANCELLED'
    | 'PRICE_LEVEL_EXPIRED'
    | 'CREDITS_EXHAUSTED'
    | 'PROOF_MISSING',
  message: string,
  positions: readonly string[],
) =>
  new AppError(
    code,
    message,
    positions.map((id) => ({ path: `positions.${id}`, code: 'NOT_ALLOWED' as const, message })),
  );

export const cancelledDates = (positions: readonly string[]) =>
  positionError('SCHEDULE_CANCELLED', 'The organizer cancelled a date of the cart.', positions);

const fullDates = (positions: readonly string[]) =>
  positionError('SCHEDULE_FULL', 'A date of the cart has no seat left.', positions);

/**
 * A customer's checkout on a domain, with the positions whose date has no seat left now and no
 * open waiting-list offer that could hold one for the checkout (one statement). An order of such
 * a checkout is refused before its validation: under a rush for the last seat, the many who come
 * too late cost one read each. The seat update of the order decides; this only sorts out early.
 */
export async function checkoutWithFullDates(
  db: Db | Transaction,
  domain: string,
  customerId: string,
) {
  const [row] = await db
    .select({
      cart: carts,
      fullPositions: sql<string[]>`coalesce((
        select json_agg(p.id) from cart_positions p
          join course_schedules s on s.id = p.schedule_id
        where p.cart_id = "carts"."id" and s.booked >= s.seats and s.cancelled_at is null
          and not exists (
            select 1 from waiting_list_offers o
            where o.schedule_id = s.id and o.status = 'OFFERED')
      ), '[]'::json)`,
    })
    .from(carts)
    .where(and(eq(carts.domain, domain), eq(carts.customerId, customerId)));
  return row;
}

/** Refuses an order of a checkout with a full date (`checkoutWithFullDates`). */
export function refuseFullDates(fullPositions: readonly string[]) {
  if (fullPositions.length > 0) throw fullDates(fullPositions);
}

/** Takes one seat of `scheduleId` if one is left (and the date is not cancelled); whether. */
export async function takeSeat(tx: Transaction, scheduleId: number) {
  const [taken] = await tx
    .update(courseSchedules)
    .set({ booked: sql`${courseSchedules.booked} + 1` })
    .where(
      and(
        eq(courseSchedules.id, scheduleId),
        sql`${courseSchedules.booked} + 1 <= ${courseSchedules.seats}`,
        isNull(courseSchedules.cancelledAt),
      ),
    )
    .returning({ id: courseSchedules.id });
  return taken !== undefined;
}

/** Gives `count` seats of `scheduleId` back. */
export async function releaseSeats(tx: Transaction, scheduleId: number, count = 1) {
  await tx
    .update(courseSchedules)
    .set({ booked: sql`${courseSchedules.booked} - ${count}` })
    .where(eq(courseSchedules.id, scheduleId));
}

/**
 * The open offer of `scheduleId` for one of `addresses` (normalised), locked, whose held seat the
 * order takes instead of a new one; null when there is none.
 */
async function heldOfferOf(
  tx: Transaction,
  scheduleId: number,
  addresses: readonly string[],
  now: Date,
): Promise<string | null> {
  if (addresses.length === 0) return null;
  const [offer] = await tx
    .select({ id: waitingListOffers.id })
    .from(waitingListOffers)
    .where(
      and(
        eq(waitingListOffers.scheduleId, scheduleId),
        inArray(waitingListOffers.email, [...addresses]),
        eq(waitingListOffers.status, 'OFFERED'),
        gt(waitingListOffers.expiresAt, now),
      ),
    )
    .orderBy(asc(waitingListOffers.offeredAt))
    .limit(1)
    .for('update');
  return offer?.id ?? null;
}

/** Why no seat of `line`'s date was taken: cancelled since the cart's check, or full. */
async function seatRefusal(tx: Transaction, line: { id: string; scheduleId: number }) {
  const [schedule] = await tx
    .select({ cancelledAt: courseSchedules.cancelledAt })
    .from(courseSchedules)
    .where(eq(courseSchedules.id, line.scheduleId));
  return schedule?.cancelledAt ? cancelledDates([line.id]) : fullDates([line.id]);
}

/**
 * An order's seats: one per course date, in the order of the dates' ids, so that two orders of
 * the same dates wait for each other instead of deadlocking. A seat a waiting-list offer holds
 * for the checkout's addresses (`heldSchedules`, read with the cart) is the order's already: the
 * offers are answered, to be accepted once the order is written. Throws for a full or cancelled
 * date, naming its position.
 */
export async function takeOrderSeats(
  tx: Transaction,
  lines: readonly { id: string; scheduleId: number }[],
  held: { schedules: ReadonlySet<number>; addresses: readonly string[] },
  now: Date,
): Promise<string[]> {
  const addresses = [
    ...new Set(held.addresses.map((email) => email.trim().toLowerCase()).filter(Boolean)),
  ];
  const takenOffers: string[] = [];
  for (const line of [...lines].sort((a, b) => a.scheduleId - b.scheduleId)) {
    const offerId = held.schedules.has(line.scheduleId)
      ? await heldOfferOf(tx, line.scheduleId, addresses, now)
      : null;
    if (offerId) takenOffers.push(offerId);
    else if (!(await takeSeat(tx, line.scheduleId))) throw await seatRefusal(tx, line);
  }
  return takenOffers;
}
