/**
 * A consumer's withdrawal (§ 356a BGB), without signing in: the order number and the e-mail
 * address it was placed with identify the order. When they match an order of the domain, the
 * receipt is recorded and confirmed by mail at once, with its date and time in Germany, in the
 * same transaction; a consumer's order within its withdrawal period (14 days from the order) is
 * then cancelled free of charge as far as its courses have not begun. Whether the data matched
 * is never told: the caller answers the same either way.
 */
import { and, eq, sql } from 'drizzle-orm';
import { withdrawalLastDay } from '@kursmarkt/schemas/rules';
import type { Db } from '../db/client.ts';
import { orderWithdrawals, orders } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { germanToday } from '../german-today.ts';
import { cancelPositions, lockOrder, type CancellationContext } from './cancel.ts';
import { withdrawalReceiptMail } from './mails.ts';
import { refundCancellation } from './refund.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';

/** Receives a withdrawal; true when the data matched an order (for tests, never for the answer). */
export async function receiveWithdrawal(
  db: Db,
  input: { domain: string; orderNumber: string; email: string },
  context: CancellationContext,
  log: { info(object: object, message: string): void },
): Promise<boolean> {
  const [match] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.domain, input.domain),
        sql`upper(${orders.orderNumber}) = upper(${input.orderNumber.trim()})`,
        sql`lower(${orders.billingEmail}) = lower(${input.email.trim()})`,
      ),
    );
  if (!match) return false;
  const cancellationId = await withUnitOfWork(db, async (tx) => {
    const order = (await lockOrder(tx, match.id))!;
    const { now } = context;
    const today = germanToday(now);
    // A business has no right of withdrawal: its receipt is recorded and examined by hand.
    const lastDay = withdrawalLastDay(order.customerKind, germanToday(order.placedAt));
    const [withdrawal] = await tx
      .insert(orderWithdrawals)
      .values({ orderId: order.id, receivedAt: now })
      .returning({ id: orderWithdrawals.id });
    let cancelled: string | null = null;
    if (lastDay !== null && today <= lastDay) {
      try {
        const cancellation = await cancelPositions(tx, order, { kind: 'WITHDRAWAL' }, context);
        await tx
          .update(orderWithdrawals)
          .set({ cancellationId: cancellation.id })
          .where(eq(orderWithdrawals.id, withdrawal!.id));
        cancelled = cancellation.id;
      } catch (error) {
        // Nothing left to cancel (cancelled already, or every course begun): examined by hand.
        if (!(error instanceof AppError && error.code === 'NOT_CANCELLABLE')) throw error;
      }
    }
    await context.outbox.write(
      tx,
      withdrawalReceiptMail({
        language: order.language,
        seller: context.seller,
        orderNumber: order.orderNumber,
        customer: {
          name: order.billingName,
          lastname: order.billingLastname,
          email: order.billingEmail,
        },
        receivedAt: now,
        outcome: cancelled !== null ? 'PROCESSED' : lastDay === null ? 'BUSINESS' : 'EXAMINED',
      }),
    );
    return cancelled;
  });
  if (cancellationId) await refundCancellation(db, cancellationId, log);
  return true;
}
