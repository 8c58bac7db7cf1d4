import type { Route } from './route.ts';

/**
 * Paying an order through the payment provider (issue 22, item 1): the customer comes back from
 * the provider's page and the storefront asks the server to validate the payment; a payment that
 * was left or failed is started again for the same order; the provider reports each change to the
 * webhook, which checks the provider's signature instead of a customer's credentials.
 */
export const paymentRoutes = {
  putOrderValidatePayment: {
    method: 'PUT',
    path: '/api/order/validate-payment',
    auth: 'customer',
  },
  putOrderRestartPayment: { method: 'PUT', path: '/api/order/:id', auth: 'customer' },
  putGuestValidatePayment: {
    method: 'PUT',
    path: '/api/guest-order/validate-payment',
    auth: 'guest',
  },
  putGuestRestartPayment: { method: 'PUT', path: '/api/guest-order/:id', auth: 'guest' },
  postPaymentWebhook: { method: 'POST', path: '/api/payments/webhook', auth: 'public' },
} as const satisfies Record<string, Route>;
