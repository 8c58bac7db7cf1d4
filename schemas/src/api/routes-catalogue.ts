import type { Route } from './route.ts';

/** Catalogue calls (docs/api.md): courses, packages, organizers, speakers, waiting list, newsletter. */
export const catalogueRoutes = {
  getCourse: { method: 'GET', path: '/api/course/:id', auth: 'public' },
  getCourseOverview: { method: 'GET', path: '/api/course/:id/overview', auth: 'public' },
  getCourseInfo: { method: 'GET', path: '/api/course/:id/info', auth: 'public' },
  getCourseDocument: {
    method: 'GET',
    path: '/api/course/:id/document/:documentId',
    auth: 'public',
  },
  getCoursesOverview: { method: 'GET', path: '/api/courses/overview/:year', auth: 'public' },
  getPackages: { method: 'GET', path: '/api/courses/packages', auth: 'public' },
  getPackage: { method: 'GET', path: '/api/courses/packages/:id', auth: 'public' },
  getOrganizers: { method: 'GET', path: '/api/organizer', auth: 'public' },
  getOrganizer: { method: 'GET', path: '/api/organizer/:id', auth: 'public' },
  getReferentInfos: { method: 'GET', path: '/api/referent-infos', auth: 'public' },
  getReferentInfo: { method: 'GET', path: '/api/referent-infos/:id', auth: 'public' },
  postWaitingList: { method: 'POST', path: '/api/orders/waitinglists', auth: 'public' },
  putNewsletter: { method: 'PUT', path: '/api/newsletter', auth: 'public', idempotent: true },
  putNewsletterConfirmation: {
    method: 'PUT',
    path: '/api/newsletter/confirmation',
    auth: 'public',
  },
} as const satisfies Record<string, Route>;
