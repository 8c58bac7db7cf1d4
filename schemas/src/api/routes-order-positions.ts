import type { Route } from './route.ts';

/**
 * One position of the signed-in customer's orders (docs/api.md, Customer): its participant, and
 * the changes the ordering customer may make to it (a substitute for the participant), and its
 * course's days as a calendar entry.
 */
export const orderPositionRoutes = {
  getOrderPosition: { method: 'GET', path: '/api/order/position/:id', auth: 'customer' },
  patchOrderPosition: { method: 'PATCH', path: '/api/order/position/:id', auth: 'customer' },
  getOrderPositionCalendar: {
    method: 'GET',
    path: '/api/order/position/:id/calendar',
    auth: 'customer',
  },
} as const satisfies Record<string, Route>;
