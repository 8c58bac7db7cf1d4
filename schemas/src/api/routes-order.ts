import type { Route } from './route.ts';

/**
 * Checkout and order calls (docs/api.md, Orders customer and guest; docs/booking.md, calls):
 * the signed-in customer's checkout and orders, and a guest's checkout and order by the
 * `X-Order` and `X-Auth` headers. The guest's first call opens the checkout, so it is public;
 * so are the proof-of-work challenge and the confirmation link's call (its token in the body).
 */
export const orderRoutes = {
  getOrderCustomer: { method: 'GET', path: '/api/order/customer', auth: 'customer' },
  putOrderCustomer: { method: 'PUT', path: '/api/order/customer', auth: 'customer' },
  getOrderPayment: { method: 'GET', path: '/api/order/payment', auth: 'customer' },
  putOrderPayment: { method: 'PUT', path: '/api/order/payment', auth: 'customer' },
  getOrderSummary: { method: 'GET', path: '/api/order/summary', auth: 'customer' },
  postOrderFileUpload: { method: 'POST', path: '/api/order/file-upload', auth: 'customer' },
  getOrderPositionDocument: {
    method: 'GET',
    path: '/api/order/position/:id/document/:docId',
    auth: 'customer',
  },
  putOrder: { method: 'PUT', path: '/api/order', auth: 'customer', idempotent: true },
  getOrder: { method: 'GET', path: '/api/order/:id', auth: 'customer' },
  getOrderPaymentInfo: { method: 'GET', path: '/api/order/payment/:id', auth: 'customer' },
  putGuestCheckout: { method: 'PUT', path: '/api/guest-order/guest', auth: 'public' },
  getGuestCheckout: { method: 'GET', path: '/api/guest-order/guest', auth: 'guest' },
  getGuestSummary: { method: 'GET', path: '/api/guest-order/guest-summary', auth: 'guest' },
  postGuestFileUpload: { method: 'POST', path: '/api/guest-order/file-upload', auth: 'guest' },
  getGuestPositionDocument: {
    method: 'GET',
    path: '/api/guest-order/position/:id/document/:docId',
    auth: 'guest',
  },
  getGuestPayment: { method: 'GET', path: '/api/guest-order/payment', auth: 'guest' },
  putGuestPayment: { method: 'PUT', path: '/api/guest-order/payment', auth: 'guest' },
  putGuestOrder: { method: 'PUT', path: '/api/guest-order', auth: 'guest', idempotent: true },
  getGuestOrderChallenge: { method: 'GET', path: '/api/guest-order/challenge', auth: 'public' },
  postGuestOrderConfirmation: {
    method: 'POST',
    path: '/api/guest-order/:id/confirm',
    auth: 'public',
  },
  getGuestOrder: { method: 'GET', path: '/api/guest-order/:id', auth: 'guest' },
  getGuestPaymentInfo: { method: 'GET', path: '/api/guest-order/payment/:id', auth: 'guest' },
} as const satisfies Record<string, Route>;
