/**
 * The cart's reads and changes for whoever calls (booking/checkout-identity.ts): the signed-in
 * customer's cart on the domain, or a guest's checkout. Every change is one transaction with the
 * cart row locked, and answers the cart as that transaction leaves it.
 */
import type { Cart, RejectedVoucher } from '@kursmarkt/schemas';
import type { Db, Transaction } from '../db/client.ts';
import { loadCartContents, touchCart, type CartRow } from './cart-data.ts';
import type { ChangeContext } from './cart-changes.ts';
import { cartView } from './cart-view.ts';
import { lockCheckout, readCheckout, type CheckoutIdentity } from './checkout-identity.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';

/** The cart as the contract answers it. */
export async function cartAnswer(
  db: Db | Transaction,
  cart: CartRow,
  context: ChangeContext,
  rejected: RejectedVoucher | null = null,
): Promise<Cart> {
  return cartView(await loadCartContents(db, cart, context.language), {
    today: context.today,
    rejected,
  });
}

/** The identity's cart to read: the customer's (made when there is none), or the guest's. */
export const readCart = (db: Db, identity: CheckoutIdentity, context: ChangeContext, now: Date) =>
  readCheckout(db, identity, context.language, now);

/**
 * Runs `work` on the identity's locked cart in one transaction and answers its result, the row
 * and the cart after it. A customer's cart notes the change (its time and language); a guest's
 * checkout is kept open for another week.
 */
export function changeCart<T>(
  db: Db,
  identity: CheckoutIdentity,
  context: ChangeContext & { domain: string },
  now: Date,
  work: (tx: Transaction, cart: CartRow) => Promise<T>,
): Promise<{ result: T; row: CartRow; cart: Cart }> {
  return withUnitOfWork(db, async (tx) => {
    const cart = await lockCheckout(tx, identity, context.language, now);
    const result = await work(tx, cart);
    if (identity.kind === 'customer') await touchCart(tx, cart.id, now, context.language);
    return { result, row: cart, cart: await cartAnswer(tx, cart, context) };
  });
}
