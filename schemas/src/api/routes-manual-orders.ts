import type { Route } from './route.ts';

/**
 * Courses booked elsewhere (docs/api.md, Customer; "Meine Kurse"): the signed-in customer's
 * manual orders with their certificates. `/api/order/manuel` is a path of its own beside
 * `/api/order/:id`: the router takes a fixed segment before a parameter.
 */
export const manualOrderRoutes = {
  getManualOrders: { method: 'GET', path: '/api/order/manuel', auth: 'customer' },
  postManualOrder: { method: 'POST', path: '/api/order/manuel', auth: 'customer' },
  getManualOrder: { method: 'GET', path: '/api/order/manuel/:id', auth: 'customer' },
  putManualOrder: { method: 'PUT', path: '/api/order/manuel/:id', auth: 'customer' },
  deleteManualOrder: { method: 'DELETE', path: '/api/order/manuel/:id', auth: 'customer' },
} as const satisfies Record<string, Route>;
