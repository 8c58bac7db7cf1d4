import type { Route } from './route.ts';

/**
 * Attendance (docs/decisions/0059-attendance-as-evidence.md): the door scan of a participant's
 * ticket and the days of a course date with their check-in codes, for the seller's operators;
 * a booked course position's ticket, for its customer.
 */
export const attendanceRoutes = {
  postAttendanceScan: { method: 'POST', path: '/api/attendance/scan', auth: 'operator' },
  getAttendanceScheduleDays: {
    method: 'GET',
    path: '/api/attendance/schedules/:scheduleId/days',
    auth: 'operator',
  },
  postAttendanceImport: {
    method: 'POST',
    path: '/api/attendance/schedules/:scheduleId/import',
    auth: 'operator',
  },
  getAttendanceCheck: {
    method: 'GET',
    path: '/api/attendance/check/:dayCode',
    auth: 'customer',
  },
  postAttendanceCheck: {
    method: 'POST',
    path: '/api/attendance/check/:dayCode',
    auth: 'customer',
  },
  postAttendanceConfirmation: {
    method: 'POST',
    path: '/api/attendance/check/:dayCode/confirmations',
    auth: 'customer',
  },
  getOrderPositionTicket: {
    method: 'GET',
    path: '/api/order/position/:id/ticket',
    auth: 'customer',
  },
} as const satisfies Record<string, Route>;
