/**
 * An order's payments through the provider, as rows: opened in the order's transaction, the latest
 * one, and the contract's view of one. What the provider reports is applied by the payments
 * (payments/payments.ts).
 */
import { addMinutes } from 'date-fns';
import { and, desc, eq } from 'drizzle-orm';
import type { ProviderPayment, ProviderPaymentMethod } from '@kursmarkt/schemas';
import type { Db, Transaction } from '../db/client.ts';
import { payments, type PaymentRow } from '../db/schema.ts';

/** How long the provider's page takes a payment (Stripe allows 30 minutes to 24 hours). */
const paymentWindowMinutes = 60;

/** The contract's view of a payment. */
export const providerPaymentView = (row: PaymentRow): ProviderPayment => ({
  id: row.id,
  orderId: row.orderId,
  method: row.method as ProviderPaymentMethod,
  state: row.state,
  amountValue: row.amountCents,
  redirectUrl: row.state === 'OPEN' ? row.redirectUrl : null,
});

/**
 * Opens a payment of `order` in the caller's transaction (placing the order, or starting again
 * after a payment was left); the provider is asked after the commit (`startPayment`).
 */
export async function openPayment(
  tx: Transaction,
  input: { orderId: string; provider: string; method: ProviderPaymentMethod; amountCents: number },
  now: Date,
): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values({
      orderId: input.orderId,
      provider: input.provider,
      method: input.method,
      state: 'OPEN',
      amountCents: input.amountCents,
      expiresAt: addMinutes(now, paymentWindowMinutes),
      updatedAt: now,
    })
    .returning();
  return row!;
}

/** The latest payment of an order, if it was paid through the provider. */
export async function latestPaymentOf(db: Db | Transaction, orderId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row;
}

/** The payment `paymentId` of the order `orderId`; undefined for any other. */
export async function paymentOfOrder(db: Db, orderId: string, paymentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.orderId, orderId)));
  return row;
}

/** The payment `id`, of whichever order. */
export async function findPayment(db: Db, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}
