/**
 * Who a checkout call is for (docs/architecture.md, the checkout identity): the signed-in
 * customer, whose checkout is their cart on the request's domain, or the guest whose `X-Order`
 * and `X-Auth` open a checkout or an order placed from one. `route()` resolves it before the
 * request's input is read; the checkout's features take it instead of two sets of calls.
 */
import { eq, or } from 'drizzle-orm';
import type { Locale } from '@kursmarkt/schemas';
import type { Db, Transaction } from '../db/client.ts';
import { carts, orders, type OrderRow } from '../db/schema.ts';
import { findCustomerCart, lockCartById, lockCustomerCart, type CartRow } from './cart-data.ts';
import {
  checkoutNotFound,
  guestExpiryAfter,
  isCheckoutId,
  opensGuestCheckout,
  opensGuestOrder,
} from './guest-access.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';

/** A signed-in customer: their checkout is their cart on the domain. */
export interface CustomerIdentity {
  kind: 'customer';
  customerId: string;
  domain: string;
}

/** A guest: what `X-Order` and `X-Auth` opened on the domain when the call came. */
export interface GuestIdentity {
  kind: 'guest';
  domain: string;
  credentials: { cartId: string; token: string };
  /** The open checkout `X-Order` names; undefined once it became an order. */
  checkout: CartRow | undefined;
  /** The order `X-Order` names (by its id or its checkout's), when it did not name a checkout. */
  order: OrderRow | undefined;
}

export type CheckoutIdentity = CustomerIdentity | GuestIdentity;

/**
 * The guest the credentials name on `domain` at `now`: an open checkout, or else an order of a
 * guest; 404 `The checkout` for anything else, so an answer never tells that one exists.
 */
export async function openGuest(
  db: Db,
  credentials: { cartId: string; token: string },
  domain: string,
  now: Date,
): Promise<GuestIdentity> {
  if (!isCheckoutId(credentials.cartId)) throw checkoutNotFound();
  const [cart] = await db.select().from(carts).where(eq(carts.id, credentials.cartId));
  if (opensGuestCheckout(cart, credentials, domain, now)) {
    return { kind: 'guest', domain, credentials, checkout: cart, order: undefined };
  }
  const [order] = await db
    .select()
    .from(orders)
    .where(or(eq(orders.id, credentials.cartId), eq(orders.cartId, credentials.cartId)));
  if (!opensGuestOrder(order, credentials, domain, now)) throw checkoutNotFound();
  return { kind: 'guest', domain, credentials, checkout: undefined, order };
}

/** The identity's checkout to read: the customer's cart (made when there is none), the guest's. */
export async function readCheckout(
  db: Db,
  identity: CheckoutIdentity,
  language: Locale,
  now: Date,
): Promise<CartRow> {
  if (identity.kind === 'guest') {
    if (!identity.checkout) throw checkoutNotFound();
    return identity.checkout;
  }
  const found = await findCustomerCart(db, identity.domain, identity.customerId);
  if (found) return found;
  return withUnitOfWork(db, (tx) =>
    lockCustomerCart(tx, identity.domain, identity.customerId, language, now),
  );
}

/**
 * The identity's checkout locked in `tx`: the customer's cart (made when there is none), or the
 * guest's, checked again under the lock and kept open for another week; 404 when it closed.
 */
export async function lockCheckout(
  tx: Transaction,
  identity: CheckoutIdentity,
  language: Locale,
  now: Date,
): Promise<CartRow> {
  if (identity.kind === 'customer') {
    return lockCustomerCart(tx, identity.domain, identity.customerId, language, now);
  }
  const cart = await lockCartById(tx, identity.credentials.cartId);
  if (!opensGuestCheckout(cart, identity.credentials, identity.domain, now)) {
    throw checkoutNotFound();
  }
  await tx
    .update(carts)
    .set({ updatedAt: now, guestExpiresAt: guestExpiryAfter(now) })
    .where(eq(carts.id, cart.id));
  return cart;
}

/** Runs `work` in one transaction on the identity's locked checkout (see `lockCheckout`). */
export function changeCheckout<T>(
  db: Db,
  identity: CheckoutIdentity,
  language: Locale,
  now: Date,
  work: (tx: Transaction, cart: CartRow) => Promise<T>,
): Promise<T> {
  return withUnitOfWork(db, async (tx) =>
    work(tx, await lockCheckout(tx, identity, language, now)),
  );
}

/** Whether `order` is the identity's: the customer's on the domain, or the guest's it opened. */
export function ownsOrder(
  identity: CheckoutIdentity,
  order: Pick<
    OrderRow,
    'id' | 'cartId' | 'customerId' | 'domain' | 'guestExpiresAt' | 'guestTokenHash'
  >,
  now: Date,
): boolean {
  if (identity.kind === 'customer') {
    return order.customerId === identity.customerId && order.domain === identity.domain;
  }
  return opensGuestOrder(order, identity.credentials, identity.domain, now);
}
