import type { Route } from './route.ts';

/** The Merkzettel (docs/api.md): the courses a signed-in customer keeps for later, per domain. */
export const bookmarkRoutes = {
  getBookmarks: { method: 'GET', path: '/api/bookmarks', auth: 'customer' },
  putBookmarks: { method: 'PUT', path: '/api/bookmarks', auth: 'customer' },
  getBookmark: { method: 'GET', path: '/api/bookmarks/:id', auth: 'customer' },
  deleteBookmark: { method: 'DELETE', path: '/api/bookmarks/:id', auth: 'customer' },
} as const satisfies Record<string, Route>;
