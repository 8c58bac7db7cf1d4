import type { Route } from './route.ts';

/**
 * After the order (issue 22): cancelling an order or positions of it (the signed-in customer, or
 * anyone with the cancellation link of the order's mail, whose token travels in the body), a
 * consumer's withdrawal without signing in, and a waiting-list offer's link and the link that
 * leaves the list. The link calls are public: the token in the body is their access.
 */
export const afterOrderRoutes = {
  getOrderCancellation: { method: 'GET', path: '/api/order/:id/cancellation', auth: 'customer' },
  postOrderCancellation: {
    method: 'POST',
    path: '/api/order/:id/cancellation',
    auth: 'customer',
  },
  postCancellationLinkQuote: {
    method: 'POST',
    path: '/api/order-cancellation/quote',
    auth: 'public',
  },
  postCancellationLink: { method: 'POST', path: '/api/order-cancellation', auth: 'public' },
  postWithdrawal: { method: 'POST', path: '/api/withdrawal', auth: 'public' },
  postWaitingListOffer: { method: 'POST', path: '/api/waiting-list/offer', auth: 'public' },
  postWaitingListOfferDecline: {
    method: 'POST',
    path: '/api/waiting-list/offer/decline',
    auth: 'public',
  },
  postWaitingListLeave: { method: 'POST', path: '/api/waiting-list/leave', auth: 'public' },
} as const satisfies Record<string, Route>;
