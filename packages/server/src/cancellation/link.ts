/**
 * Opening an order's cancellation by the link of its confirmation mail (the token is issued with
 * the order, orders/cancellation-link.ts): only the token's SHA-256 is kept, compared in constant
 * time.
 */
import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { orderCancellationTokens } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { hashLinkToken } from '../waiting-list/offers.ts';
import { lockOrder } from './cancel.ts';

/** Locks the order of a cancellation link; 404 for a wrong id or token alike. */
export async function lockOrderOfLink(tx: Transaction, orderId: string, token: string) {
  const [row] = await tx
    .select({ hash: orderCancellationTokens.tokenHash })
    .from(orderCancellationTokens)
    .where(eq(orderCancellationTokens.orderId, orderId));
  const given = hashLinkToken(token);
  if (!row || row.hash.length !== given.length || !timingSafeEqual(row.hash, given)) {
    throw notFound('The order');
  }
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound('The order');
  return order;
}
