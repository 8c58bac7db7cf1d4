import type { Route } from './route.ts';

/**
 * The Suchfavoriten (docs/api.md): the searches a signed-in customer keeps, per domain, each with
 * an opt-in for a daily mail of newly matching courses; and the mail's unsubscribe link, whose
 * token in the path is its access (public, for the one-click `POST` of RFC 8058).
 */
export const favoriteRoutes = {
  getFavorites: { method: 'GET', path: '/api/favorites', auth: 'customer' },
  putFavorite: { method: 'PUT', path: '/api/favorites', auth: 'customer' },
  deleteFavorite: { method: 'DELETE', path: '/api/favorites/:id', auth: 'customer' },
  getFavoriteAlert: { method: 'GET', path: '/api/favorite-alerts/:token', auth: 'public' },
  postFavoriteAlertUnsubscribe: {
    method: 'POST',
    path: '/api/favorite-alerts/:token',
    auth: 'public',
  },
} as const satisfies Record<string, Route>;
