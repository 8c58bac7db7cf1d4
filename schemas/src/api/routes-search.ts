import type { Route } from './route.ts';

/** Search calls (docs/api.md). */
export const searchRoutes = {
  search: { method: 'GET', path: '/api/search', auth: 'public' },
  suggestCity: { method: 'GET', path: '/api/search/suggestCity', auth: 'public' },
  getCities: { method: 'GET', path: '/api/search/city', auth: 'public' },
  getCity: { method: 'GET', path: '/api/search/city/:id', auth: 'public' },
} as const satisfies Record<string, Route>;
