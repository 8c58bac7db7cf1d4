import type { Route } from './route.ts';

/**
 * The back office's orders (docs/decisions/0075-back-office-orders.md): an organizer's staff
 * search the orders holding the organizer's positions, read one with its documents, history and
 * (with payments VIEW) payments, keep saved filters, and at the door read a date's participants
 * and check them in and out.
 */
export const backOfficeOrderRoutes = {
  getStaffOrders: {
    method: 'GET',
    path: '/api/backoffice/organizers/:organizerId/orders',
    auth: 'staff',
    right: { area: 'orders', level: 'VIEW' },
  },
  getStaffOrder: {
    method: 'GET',
    path: '/api/backoffice/organizers/:organizerId/orders/:orderId',
    auth: 'staff',
    right: { area: 'orders', level: 'VIEW' },
  },
  postStaffOrderCancellation: {
    method: 'POST',
    path: '/api/backoffice/organizers/:organizerId/orders/:orderId/cancellations',
    auth: 'staff',
    right: { area: 'orders', level: 'CHANGE' },
    idempotent: true,
  },
  getStaffOrderInvoice: {
    method: 'GET',
    path: '/api/backoffice/organizers/:organizerId/orders/:orderId/invoices/:invoiceId',
    auth: 'staff',
    right: { area: 'orders', level: 'VIEW' },
  },
  getSavedOrderFilters: {
    method: 'GET',
    path: '/api/backoffice/organizers/:organizerId/order-filters',
    auth: 'staff',
    right: { area: 'orders', level: 'VIEW' },
  },
  postSavedOrderFilter: {
    method: 'POST',
    path: '/api/backoffice/organizers/:organizerId/order-filters',
    auth: 'staff',
    right: { area: 'orders', level: 'VIEW' },
  },
  deleteSavedOrderFilter: {
    method: 'DELETE',
    path: '/api/backoffice/organizers/:organizerId/order-filters/:filterId',
    auth: 'staff',
    right: { area: 'orders', level: 'VIEW' },
  },
  getScheduleParticipants: {
    method: 'GET',
    path: '/api/backoffice/organizers/:organizerId/schedules/:scheduleId/participants',
    auth: 'staff',
    right: { area: 'orders', level: 'CHECK_IN' },
  },
  getScheduleParticipantsCsv: {
    method: 'GET',
    path: '/api/backoffice/organizers/:organizerId/schedules/:scheduleId/participants.csv',
    auth: 'staff',
    right: { area: 'orders', level: 'CHECK_IN' },
  },
  postStaffAttendanceScan: {
    method: 'POST',
    path: '/api/backoffice/organizers/:organizerId/attendance/scan',
    auth: 'staff',
    right: { area: 'orders', level: 'CHECK_IN' },
  },
} as const satisfies Record<string, Route>;
