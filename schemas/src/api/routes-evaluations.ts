import type { Route } from './route.ts';

/**
 * The participants' evaluations (Teilnehmer-Feedback, ADR 0061): the questionnaire of a booked
 * course date and its submission by the ordering customer, an order position's evaluation state,
 * and the sums of all evaluations by course, speaker, organizer or type, for operators.
 */
export const evaluationRoutes = {
  getScheduleEvaluation: {
    method: 'GET',
    path: '/api/courses/:courseId/schedule/:scheduleId/evaluation',
    auth: 'customer',
  },
  putScheduleEvaluation: {
    method: 'PUT',
    path: '/api/evaluations/courses/:courseId/schedules/:scheduleId',
    auth: 'customer',
  },
  getOrderEvaluation: { method: 'GET', path: '/api/order/evaluation/:id', auth: 'customer' },
  getCourseEvaluations: {
    method: 'GET',
    path: '/api/evaluations/courses/:courseId',
    auth: 'operator',
  },
  getReferentEvaluations: {
    method: 'GET',
    path: '/api/evaluations/referents/:referentId',
    auth: 'operator',
  },
  getEvaluationsOfType: { method: 'GET', path: '/api/evaluations/types/:type', auth: 'operator' },
  getEvaluationsOfSubject: {
    method: 'GET',
    path: '/api/evaluations/types/:type/:id',
    auth: 'operator',
  },
} as const satisfies Record<string, Route>;
