import type { Route } from './route.ts';

/**
 * The signed-in customer's bookings (docs/api.md, Customer; issue 37, "Meine Kurse"): the
 * upcoming ones with the years that hold past ones, and the past bookings of one year.
 */
export const customerOrderRoutes = {
  getCustomerOrders: { method: 'GET', path: '/api/customer/orders', auth: 'customer' },
  getCustomerOrdersOfYear: {
    method: 'GET',
    path: '/api/customer/orders/:year',
    auth: 'customer',
  },
} as const satisfies Record<string, Route>;
