/**
 * Unpaid prepayment orders expire after their payment deadline (BOOKING.md "Seats"): a job every
 * five minutes finds the orders whose deadline (a German day) has passed by the app's clock and
 * expires each in its own transaction: status EXPIRED, its seats free again (and offered to the
 * waiting list), its voucher use and credits given back, and a mail to the customer in the outbox.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Seller } from '@kursmarkt/schemas';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/client.ts';
import {
  courseSchedules,
  creditLedger,
  orderPositions,
  orders,
  vouchers,
  voucherUses,
} from '../db/schema.ts';
import { germanToday } from '../german-today.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { offerFreedSeats, type WaitingListContext } from '../waiting-list/offers.ts';
import { expiredOrderMail } from './mails.ts';

/** The job that expires unpaid prepayment orders. */
export const expireOrdersJob = 'orders.expire';

/** Expires the unpaid prepayment orders whose deadline is before today; how many. */
async function expireOverdueOrders(options: {
  db: AppDatabase;
  clock: Clock;
  outbox: Outbox;
  sellerOf: (domain: string) => Seller | undefined;
  waitingList: (now: Date) => WaitingListContext;
}): Promise<number> {
  const { db, clock, outbox } = options;
  const now = clock.now();
  const today = germanToday(now);
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'AWAITING_PAYMENT'), lt(orders.paymentDeadline, today)));
  let expired = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      // Paid or expired by another process in the meantime: nothing to do.
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.status, 'AWAITING_PAYMENT')))
        .for('update');
      if (!order) return false;
      const positions = await tx
        .select()
        .from(orderPositions)
        .where(and(eq(orderPositions.orderId, id), eq(orderPositions.status, 'BOOKED')));
      for (const position of positions) {
        if (position.scheduleId !== null) {
          await tx
            .update(courseSchedules)
            .set({ booked: sql`${courseSchedules.booked} - 1` })
            .where(eq(courseSchedules.id, position.scheduleId));
        }
        if (position.creditCustomerPackageId !== null && position.credits > 0) {
          await tx.insert(creditLedger).values({
            customerPackageId: position.creditCustomerPackageId,
            delta: position.credits,
            reason: 'CANCELLATION',
            orderPositionId: position.id,
            createdAt: now,
          });
        }
      }
      await tx
        .update(orderPositions)
        .set({ status: 'CANCELLED' })
        .where(eq(orderPositions.orderId, id));
      if (order.voucherId !== null) {
        const removed = await tx
          .delete(voucherUses)
          .where(eq(voucherUses.orderId, id))
          .returning({ id: voucherUses.id });
        if (removed.length > 0) {
          await tx
            .update(vouchers)
            .set({ uses: sql`${vouchers.uses} - ${removed.length}` })
            .where(eq(vouchers.id, order.voucherId));
        }
      }
      await tx
        .update(orders)
        .set({ status: 'EXPIRED', statusChangedAt: now })
        .where(eq(orders.id, id));
      await offerFreedSeats(
        tx,
        positions.flatMap((position) =>
          position.scheduleId === null ? [] : [position.scheduleId],
        ),
        options.waitingList(now),
      );
      const seller = options.sellerOf(order.domain);
      if (seller) {
        await outbox.write(
          tx,
          expiredOrderMail({
            language: order.language,
            seller,
            orderNumber: order.orderNumber,
            deadline: order.paymentDeadline!,
            customer: {
              name: order.billingName,
              lastname: order.billingLastname,
              email: order.billingEmail,
            },
          }),
        );
      }
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}

/** Defines the job that expires unpaid prepayment orders every five minutes. */
export function defineOrderExpiry(options: {
  db: AppDatabase;
  clock: Clock;
  jobs: Jobs;
  outbox: Outbox;
  sellerOf: (domain: string) => Seller | undefined;
  waitingList: (now: Date) => WaitingListContext;
  log: { info(object: object, message: string): void };
}) {
  options.jobs.define({
    name: expireOrdersJob,
    cron: '*/5 * * * *',
    async handler() {
      const expired = await expireOverdueOrders(options);
      if (expired > 0) options.log.info({ expired }, 'unpaid prepayment orders expired');
    },
  });
}
