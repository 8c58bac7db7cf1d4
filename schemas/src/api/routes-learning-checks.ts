import type { Route } from './route.ts';

/**
 * The learning check of a booked self-study course (docs/api.md, Customer): its state, an
 * attempt started or resumed, and an attempt's answers submitted.
 */
export const learningCheckRoutes = {
  getLearningCheck: { method: 'GET', path: '/api/learning-checks/:positionId', auth: 'customer' },
  startLearningCheckAttempt: {
    method: 'POST',
    path: '/api/learning-checks/:positionId/attempts',
    auth: 'customer',
  },
  submitLearningCheckAttempt: {
    method: 'PUT',
    path: '/api/learning-checks/:positionId/attempts/:attemptId',
    auth: 'customer',
  },
} as const satisfies Record<string, Route>;
