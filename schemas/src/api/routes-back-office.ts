import type { Route } from './route.ts';

/**
 * The back office's own calls (docs/decisions/0072): who the signed-in staff member is and what
 * they may do, an organizer's staff and their rights, operator sessions, and the audit trail.
 * Organizer-scoped calls name the organizer in the path; `right` is the policy's say.
 */
export const backOfficeRoutes = {
  getBackOfficeMe: { method: 'GET', path: '/api/backoffice/me', auth: 'staff' },
  getOrganizerRights: {
    method: 'GET',
    path: '/api/backoffice/organizers/:organizerId/rights',
    auth: 'staff',
    right: 'member',
  },
  putOrganizerRights: {
    method: 'PUT',
    path: '/api/backoffice/organizers/:organizerId/rights',
    auth: 'staff',
    right: 'marketplace',
  },
  postOperatorSession: {
    method: 'POST',
    path: '/api/backoffice/operator-sessions',
    auth: 'staff',
    right: 'marketplace',
  },
  postOperatorSessionEnd: {
    method: 'POST',
    path: '/api/backoffice/operator-sessions/:sessionId/end',
    auth: 'staff',
    right: 'marketplace',
  },
  getAuditEntries: { method: 'GET', path: '/api/backoffice/audit', auth: 'staff' },
} as const satisfies Record<string, Route>;
