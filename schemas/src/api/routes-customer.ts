import type { Route } from './route.ts';

/**
 * Customer calls (docs/api.md): the signed-in customer's data, everything held about them as JSON
 * or PDF, the deletion of the account (ADR 0053), and the country list.
 */
export const customerRoutes = {
  getCustomer: { method: 'GET', path: '/api/customers/:id', auth: 'customer' },
  putCustomer: { method: 'PUT', path: '/api/customers/:id', auth: 'customer' },
  deleteCustomer: { method: 'DELETE', path: '/api/customers/:id', auth: 'customer' },
  getCustomerExport: { method: 'GET', path: '/api/customers/:id/export', auth: 'customer' },
  getCustomerExportPdf: { method: 'GET', path: '/api/customers/:id/export/pdf', auth: 'customer' },
  getPasswordChangeUrl: { method: 'GET', path: '/api/customers/password', auth: 'customer' },
  getEmailChangeUrl: { method: 'GET', path: '/api/customers/email', auth: 'customer' },
  getCountries: { method: 'GET', path: '/api/countries', auth: 'public' },
} as const satisfies Record<string, Route>;
