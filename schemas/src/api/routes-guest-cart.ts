import type { Route } from './route.ts';

/**
 * The guest's cart on the cart page (docs/entities-and-states.md, states; docs/api.md): the positions in browser storage
 * with the voucher codes entered, priced and checked by the server, nothing stored. Public: a
 * guest has no credentials before the checkout.
 */
export const guestCartRoutes = {
  putGuestCart: { method: 'PUT', path: '/api/cart/guest', auth: 'public' },
} as const satisfies Record<string, Route>;
