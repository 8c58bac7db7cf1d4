/**
 * The cancellation calls of the signed-in customer and of the order mail's link: each quote and
 * each cancellation is one unit of work with the order's row locked (db/unit-of-work.ts); the
 * refund a cancellation leaves due follows its commit (refund.ts).
 */
import { eq } from 'drizzle-orm';
import type { Cancellation, CancellationQuote } from '@kursmarkt/schemas';
import type { Db, Transaction } from '../db/client.ts';
import { lockOrder, withUnitOfWork } from '../db/unit-of-work.ts';
import { orders } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { statusChangesOf } from '../orders/status.ts';
import { cancellationQuote, cancelPositions, type CancellationContext } from './cancel.ts';
import { lockOrderOfLink } from './link.ts';
import { refundCancellation } from './refund.ts';

/** The customer's order on a domain. */
interface CustomerOrder {
  customerId: string;
  domain: string;
  orderId: string;
}

/** An order named by its cancellation link, on a domain. */
interface LinkedOrder {
  domain: string;
  orderId: string;
  token: string;
}

type Log = { info(object: object, message: string): void };

/** The customer's order on the domain, locked; 404 for anything else. */
async function lockCustomerOrder(tx: Transaction, { customerId, domain, orderId }: CustomerOrder) {
  const order = await lockOrder(tx, orderId);
  if (!order || order.customerId !== customerId || order.domain !== domain) {
    throw notFound('The order');
  }
  return order;
}

/** The order of a cancellation link on the domain, locked; 404 for anything else. */
async function lockLinkedOrder(tx: Transaction, { domain, orderId, token }: LinkedOrder) {
  const order = await lockOrderOfLink(tx, orderId, token);
  if (order.domain !== domain) throw notFound('The order');
  return order;
}

/** What cancelling the customer's order would cost at `now`. */
export function quoteCustomerCancellation(
  db: Db,
  order: CustomerOrder,
  now: Date,
): Promise<CancellationQuote> {
  return withUnitOfWork(db, async (tx) =>
    cancellationQuote(tx, await lockCustomerOrder(tx, order), now),
  );
}

/** Cancels positions of the customer's order (every cancellable one when none are named). */
export async function cancelCustomerOrder(
  db: Db,
  order: CustomerOrder & { positionIds?: readonly string[] | undefined },
  context: CancellationContext,
  log: Log,
): Promise<Cancellation> {
  const cancellation = await withUnitOfWork(db, async (tx) =>
    cancelPositions(
      tx,
      await lockCustomerOrder(tx, order),
      { positionIds: order.positionIds, kind: 'CUSTOMER' },
      context,
    ),
  );
  await refundCancellation(db, cancellation.id, log);
  return cancellation;
}

/** What cancelling the link's order would cost at `now`. */
export function quoteLinkedCancellation(
  db: Db,
  order: LinkedOrder,
  now: Date,
): Promise<CancellationQuote> {
  return withUnitOfWork(db, async (tx) =>
    cancellationQuote(tx, await lockLinkedOrder(tx, order), now),
  );
}

/** Cancels positions of the link's order (every cancellable one when none are named). */
export async function cancelLinkedOrder(
  db: Db,
  order: LinkedOrder & { positionIds?: readonly string[] | undefined },
  context: CancellationContext,
  log: Log,
): Promise<Cancellation> {
  const cancellation = await withUnitOfWork(db, async (tx) =>
    cancelPositions(
      tx,
      await lockLinkedOrder(tx, order),
      { positionIds: order.positionIds, kind: 'GUEST' },
      context,
    ),
  );
  await refundCancellation(db, cancellation.id, log);
  return cancellation;
}

/**
 * An operator cancels every cancellable position of the order on the domain (`POST
 * /api/order/status` with CANCELLED), free of charge: the seller ends it, so the terms' fee does
 * not apply. The order's invoice is credited by a cancellation invoice and a payment refunded,
 * as a customer's cancellation. Answers the order as it is now and its status changes, or
 * undefined when the domain has no such order.
 */
export async function cancelOrderAsOperator(
  db: Db,
  order: { domain: string; orderId: string; operator: string },
  context: CancellationContext,
  log: Log,
) {
  const cancellation = await withUnitOfWork(db, async (tx) => {
    const locked = await lockOrder(tx, order.orderId);
    if (!locked || locked.domain !== order.domain) return undefined;
    return cancelPositions(
      tx,
      locked,
      { kind: 'OPERATOR', free: true, operator: order.operator },
      context,
    );
  });
  if (!cancellation) return undefined;
  await refundCancellation(db, cancellation.id, log);
  const [now] = await db.select().from(orders).where(eq(orders.id, order.orderId));
  return { order: now!, changes: await statusChangesOf(db, order.orderId) };
}
