import type { Route } from './route.ts';

/**
 * An organizer cancels or moves a date in the back office (docs/decisions/0074): every order on
 * a cancelled date is settled, the participants of a moved one are told. Both need `dates`
 * CHANGE in the organizer the path names.
 */
export const dateRoutes = {
  postDateCancellation: {
    method: 'POST',
    path: '/api/backoffice/organizers/:organizerId/schedules/:scheduleId/cancellation',
    auth: 'staff',
    right: { area: 'dates', level: 'CHANGE' },
    idempotent: true,
  },
  postDateMove: {
    method: 'POST',
    path: '/api/backoffice/organizers/:organizerId/schedules/:scheduleId/move',
    auth: 'staff',
    right: { area: 'dates', level: 'CHANGE' },
    idempotent: true,
  },
} as const satisfies Record<string, Route>;
