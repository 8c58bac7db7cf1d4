/**
 * The refund of a cancellation, after its transaction committed. The cancellation recorded the
 * amount due (`order_cancellations.refund_cents`, status DUE) in its transaction, so nothing is
 * lost when what follows fails. Orders paid by bank transfer (invoice, prepayment) are paid back
 * by the operator's transfer: the refund stays DUE and is logged for the bookkeeping. Orders paid
 * through the payment provider (card, SEPA direct debit) were handed to the provider's
 * `refundOrderPayment` in the cancellation's transaction (status REFUNDED; the refund job sends it).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderCancellations, orders } from '../db/schema.ts';

/** The refund a cancellation left due, or null when none is. */
export async function refundCancellation(
  db: Db,
  cancellationId: string,
  log: { info(object: object, message: string): void },
) {
  const [due] = await db
    .select({
      cancellationId: orderCancellations.id,
      orderId: orderCancellations.orderId,
      orderNumber: orders.orderNumber,
      refundCents: orderCancellations.refundCents,
      status: orderCancellations.refundStatus,
      paymentMethod: orders.paymentMethod,
    })
    .from(orderCancellations)
    .innerJoin(orders, eq(orders.id, orderCancellations.orderId))
    .where(eq(orderCancellations.id, cancellationId));
  if (!due || due.status !== 'DUE') return null;
  log.info(
    {
      cancellationId: due.cancellationId,
      orderNumber: due.orderNumber,
      refundCents: due.refundCents,
      paymentMethod: due.paymentMethod,
    },
    'refund due by bank transfer',
  );
  return due;
}
