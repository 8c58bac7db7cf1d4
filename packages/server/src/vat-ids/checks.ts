/**
 * The confirmation of a checkout's VAT id, kept with the cart and then with its order: asked
 * when reverse charge would apply (rules/cart-customer.ts) and the checkout has no answer on that
 * id yet (or only "unavailable"); reverse charge is charged only on a kept `VALID` answer for the
 * checkout's id. Asked outside any transaction, so that no lock waits for the service; a placed
 * order's checkout is deleted, so the next checkout asks again.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { reverseChargeApplies, type CheckoutCustomer, type Seller } from '@kursmarkt/schemas';
import type { CartRow } from '../booking/cart-data.ts';
import { checkoutCustomerOf } from '../booking/checkout.ts';
import type { Db } from '../db/client.ts';
import { carts, vatIdChecks } from '../db/schema.ts';
import type { VatIdConfirmation } from './confirmation.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';

export type VatIdCheck = typeof vatIdChecks.$inferSelect;

/** The check kept with the cart, if any. */
export async function vatIdCheckOf(db: Db, cart: Pick<CartRow, 'vatIdCheckId'>) {
  if (!cart.vatIdCheckId) return undefined;
  const [check] = await db.select().from(vatIdChecks).where(eq(vatIdChecks.id, cart.vatIdCheckId));
  return check;
}

/** Whether the checkout's order is charged under reverse charge: the rule holds, VIES agreed. */
export function reverseChargeConfirmed(
  customer: CheckoutCustomer,
  seller: Seller,
  check: VatIdCheck | undefined,
): boolean {
  return (
    reverseChargeApplies(customer, seller.country) &&
    check?.result === 'VALID' &&
    check.vatId === customer.vatId
  );
}

/**
 * Asks the service about the checkout's VAT id when reverse charge depends on it and no answer
 * on that id is kept, and keeps the answer with the cart; answers the cart as it is now.
 */
export async function confirmCheckoutVatId(
  db: Db,
  cart: CartRow,
  seller: Seller,
  service: VatIdConfirmation,
  now: Date,
): Promise<CartRow> {
  const customer = await checkoutCustomerOf(db, cart);
  if (!reverseChargeApplies(customer, seller.country)) return cart;
  const kept = await vatIdCheckOf(db, cart);
  if (kept && kept.vatId === customer.vatId && kept.result !== 'UNAVAILABLE') return cart;
  const answer = await service.confirm(customer.vatId, seller.vatId);
  const check: VatIdCheck =
    'unavailable' in answer
      ? {
          id: randomUUID(),
          vatId: customer.vatId,
          result: 'UNAVAILABLE',
          name: null,
          address: null,
          checkedAt: now,
          requestId: null,
        }
      : {
          id: randomUUID(),
          vatId: customer.vatId,
          result: answer.valid ? 'VALID' : 'INVALID',
          name: answer.name ?? null,
          address: answer.address ?? null,
          checkedAt: answer.checkedAt,
          requestId: answer.requestId ?? null,
        };
  return withUnitOfWork(db, async (tx) => {
    await tx.insert(vatIdChecks).values(check);
    const [row] = await tx
      .update(carts)
      .set({ vatIdCheckId: check.id })
      .where(eq(carts.id, cart.id))
      .returning();
    return row ?? cart;
  });
}
