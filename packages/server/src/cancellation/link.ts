/**
 * The cancellation link of an order's confirmation mail: it opens the order's cancellation
 * without signing in (a guest has no account). The token is 32 random bytes; only its SHA-256
 * is kept, and it travels in the link's fragment and then in a request body, never in a URL the
 * server sees or a log line.
 */
import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppTransaction } from '../db/client.ts';
import { orderCancellationTokens } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { hashLinkToken, newLinkToken } from '../waiting-list/offers.ts';
import { lockOrder } from './cancel.ts';

/** The storefront's cancellation page of the order, with the token in the fragment. */
export const cancellationLink = (origin: string, orderId: string, token: string) =>
  `${origin}/order/${orderId}/cancel#${token}`;

/** Makes the order's cancellation token, in the order's transaction; answers the token. */
export async function issueCancellationToken(tx: AppTransaction, orderId: string, now: Date) {
  const { token, hash } = newLinkToken();
  await tx.insert(orderCancellationTokens).values({ orderId, tokenHash: hash, createdAt: now });
  return token;
}

/** Locks the order of a cancellation link; 404 for a wrong id or token alike. */
export async function lockOrderOfLink(tx: AppTransaction, orderId: string, token: string) {
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
