/**
 * A guest's checkout (docs/booking.md, guests): a cart without customer, reached by its id in the
 * `X-Order` header and a random token in `X-Auth`, of which the database keeps only the
 * SHA-256. Unknown, expired, foreign (another domain's) or mismatched checkouts are all "not
 * found", so an answer never says that a checkout exists.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { addDays } from 'date-fns';
import type { FastifyRequest } from 'fastify';
import { idSchema } from '@kursmarkt/schemas';
import { AppError, notFound } from '../errors.ts';
import type { OrderRow } from '../db/schema.ts';
import type { CartRow } from './cart-data.ts';

/** A guest's checkout stays open this many days after its last change. */
const guestCheckoutDays = 7;

/** The SHA-256 of a token, as the database keeps it. */
export const hashGuestToken = (token: string) => createHash('sha256').update(token).digest();

/** A new guest token: 32 random bytes in base64url (43 characters), and its hash to store. */
export function newGuestToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashGuestToken(token) };
}

/** When a guest's checkout changed at `now` closes. */
export const guestExpiryAfter = (now: Date) => addDays(now, guestCheckoutDays);

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The checkout id and token a guest call carries; 401 without both headers. */
export function guestCredentialsOf(request: FastifyRequest) {
  const order = request.headers['x-order'];
  const auth = request.headers['x-auth'];
  if (typeof order !== 'string' || typeof auth !== 'string' || order === '' || auth === '') {
    throw new AppError('UNAUTHORIZED', "The checkout's X-Order and X-Auth headers are required.");
  }
  return { cartId: order.toLowerCase(), token: auth };
}

/**
 * Whether `cart` is the guest checkout the credentials open on this domain at `now`: a guest's,
 * of this domain, not expired, with the token's hash (compared in constant time).
 */
export function opensGuestCheckout(
  cart: CartRow | undefined,
  credentials: { token: string },
  domain: string,
  now: Date,
): cart is CartRow {
  if (!cart || cart.customerId !== null || cart.domain !== domain) return false;
  if (!cart.guestTokenHash || !cart.guestExpiresAt || cart.guestExpiresAt <= now) return false;
  if (!tokenPattern.test(credentials.token)) return false;
  const hash = hashGuestToken(credentials.token);
  return hash.length === cart.guestTokenHash.length && timingSafeEqual(hash, cart.guestTokenHash);
}

/**
 * Whether `order` is the guest order the credentials open on this domain at `now`: a guest's, of
 * this domain, still open, named by `X-Order` (the order's id or its checkout's), with the
 * checkout's token (compared in constant time).
 */
export function opensGuestOrder<
  Order extends Pick<
    OrderRow,
    'id' | 'cartId' | 'customerId' | 'domain' | 'guestExpiresAt' | 'guestTokenHash'
  >,
>(
  order: Order | undefined,
  credentials: { cartId: string; token: string },
  domain: string,
  now: Date,
): order is Order {
  if (!order || order.customerId !== null || order.domain !== domain) return false;
  if (!order.guestTokenHash || !order.guestExpiresAt || order.guestExpiresAt <= now) return false;
  if (credentials.cartId !== order.id && credentials.cartId !== order.cartId) return false;
  if (!tokenPattern.test(credentials.token)) return false;
  const hash = hashGuestToken(credentials.token);
  return hash.length === order.guestTokenHash.length && timingSafeEqual(hash, order.guestTokenHash);
}

/** Whether the X-Order header can name a checkout at all (a malformed one names none). */
export const isCheckoutId = (cartId: string) => idSchema.safeParse(cartId).success;

/** The one answer for every checkout the credentials do not open. */
export const checkoutNotFound = () => notFound('The checkout');
