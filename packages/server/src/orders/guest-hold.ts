/**
 * A guest's order held until the guest confirms the billing address
 * (docs/decisions/0039-guest-orders-held-until-the-address-is-confirmed.md): placed, it takes its
 * seats as status HELD and mails one link (orders/place.ts). Opening the link within the hold
 * time places the order for good (HELD → the status it would have had, as the customer's
 * change): only then come the invoice, the confirmation mail, the organizers' mails and the
 * provider payment. A hold not confirmed in time expires through the state machine as the expiry
 * job's change (HELD → EXPIRED), its seats free again and offered to the waiting list.
 */
import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { guestOrderHolds, orderPositions, orders, type OrderRow } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { hashLinkToken, offerFreedSeats, type WaitingListContext } from '../waiting-list/offers.ts';
import { completeOrder, type CompleteOrderContext, type OrderEffects } from './place.ts';
import { changeOrderStatus } from './status.ts';
import { lockOrder, withUnitOfWork } from '../db/unit-of-work.ts';

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Confirms the held guest order `orderId` with the link's token and places it for good, in one
 * transaction with the order's row locked (so the expiry job waits, or has expired it before).
 * Opening the link again while the hold would still run answers the order unchanged, later 404
 * (the link is used up). 404 for a wrong id or token alike; 409 HOLD_EXPIRED for a hold that
 * ended unconfirmed.
 */
export async function confirmGuestOrder(
  db: Db,
  orderId: string,
  token: string,
  context: CompleteOrderContext,
): Promise<OrderRow> {
  const { now } = context;
  return withUnitOfWork(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    const [hold] = await tx
      .select()
      .from(guestOrderHolds)
      .where(eq(guestOrderHolds.orderId, orderId));
    const given = tokenPattern.test(token) ? hashLinkToken(token) : undefined;
    if (
      !order ||
      !hold ||
      !given ||
      order.domain !== context.domain ||
      hold.tokenHash.length !== given.length ||
      !timingSafeEqual(hold.tokenHash, given)
    ) {
      throw notFound('The order');
    }
    // Used once: opened again it shows the order while the hold would run, then nothing.
    if (hold.confirmedAt !== null) {
      if (hold.expiresAt > now) return order;
      throw notFound('The order');
    }
    if (order.status !== 'HELD' || hold.expiresAt <= now) {
      throw new AppError(
        'HOLD_EXPIRED',
        'The order was not confirmed in time: its seats are free again.',
      );
    }
    const effects = hold.effects as OrderEffects;
    const placed = await changeOrderStatus(
      tx,
      orderId,
      effects.status,
      { kind: 'CUSTOMER', name: 'guest confirmation link' },
      now,
    );
    await tx
      .update(guestOrderHolds)
      .set({ confirmedAt: now })
      .where(eq(guestOrderHolds.orderId, orderId));
    await completeOrder(tx, orderId, effects, context);
    return placed!;
  });
}

/**
 * Expires the guest orders whose hold ended unconfirmed at `now`, each in its own transaction
 * through the state machine as `job`'s change: the seats (and voucher use) given back and the
 * freed seats offered to the waiting list. No mail: the address was never confirmed. How many.
 */
export async function expireGuestHolds(
  db: Db,
  now: Date,
  job: string,
  waitingList: (now: Date) => WaitingListContext,
): Promise<number> {
  const unconfirmed = (id?: string) =>
    and(
      eq(orders.status, 'HELD'),
      id === undefined ? undefined : eq(orders.id, id),
      isNull(guestOrderHolds.confirmedAt),
      lte(guestOrderHolds.expiresAt, now),
    );
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(guestOrderHolds, eq(guestOrderHolds.orderId, orders.id))
    .where(unconfirmed());
  let expired = 0;
  for (const { id } of due) {
    const done = await withUnitOfWork(db, async (tx) => {
      // Confirmed or expired by another process in the meantime: nothing to do.
      const [open] = await tx
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(guestOrderHolds, eq(guestOrderHolds.orderId, orders.id))
        .where(unconfirmed(id))
        .for('update', { of: orders });
      if (!open) return false;
      const freed = await tx
        .select({ scheduleId: orderPositions.scheduleId })
        .from(orderPositions)
        .where(and(eq(orderPositions.orderId, id), eq(orderPositions.status, 'BOOKED')));
      await changeOrderStatus(tx, id, 'EXPIRED', { kind: 'SYSTEM', name: job }, now);
      await offerFreedSeats(
        tx,
        freed.flatMap(({ scheduleId }) => (scheduleId === null ? [] : [scheduleId])),
        waitingList(now),
      );
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}
