import type { Route } from './route.ts';

/**
 * Payments from the bank (docs/decisions/0073): a statement imported and matched, the open bank
 * rows an operator assigns, money booked by hand on an order, and an order's dunning stopped.
 */
export const bankPaymentRoutes = {
  postBankStatement: {
    method: 'POST',
    path: '/api/backoffice/bank-statements',
    auth: 'staff',
    right: 'marketplace',
  },
  getBankRows: {
    method: 'GET',
    path: '/api/backoffice/bank-rows',
    auth: 'staff',
    right: 'marketplace',
  },
  postBankRowAssignment: {
    method: 'POST',
    path: '/api/backoffice/bank-rows/:rowId/assignment',
    auth: 'staff',
    right: 'marketplace',
  },
  postOrderPayment: {
    method: 'POST',
    path: '/api/backoffice/organizers/:organizerId/orders/:orderId/payments',
    auth: 'staff',
    right: { area: 'payments', level: 'CHANGE' },
    idempotent: true,
  },
  getOrderLedger: {
    method: 'GET',
    path: '/api/backoffice/organizers/:organizerId/orders/:orderId/payments',
    auth: 'staff',
    right: { area: 'payments', level: 'VIEW' },
  },
  postOrderDunning: {
    method: 'POST',
    path: '/api/backoffice/organizers/:organizerId/orders/:orderId/dunning',
    auth: 'staff',
    right: { area: 'payments', level: 'CHANGE' },
  },
} as const satisfies Record<string, Route>;
