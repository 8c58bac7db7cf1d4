import type { Route } from './route.ts';

/**
 * Invoices and the order's status (docs/api.md, Documents and Orders (customer); issue 22):
 * the owner's invoice as Factur-X PDF or its XML alone, the signed-in customer's invoices in one
 * list ("Rechnungen"), and an operator's change of an order's status.
 */
export const invoiceRoutes = {
  getCustomerInvoices: { method: 'GET', path: '/api/customer/invoices', auth: 'customer' },
  getCustomerInvoice: {
    method: 'GET',
    path: '/api/customer-invoice/:id',
    auth: 'customerOrGuest',
  },
  postOrderStatus: { method: 'POST', path: '/api/order/status', auth: 'operator' },
} as const satisfies Record<string, Route>;
