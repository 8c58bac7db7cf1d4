/**
 * Method, path and access of every call, as plain data without zod, so the browser's API client
 * can import it without the schema library. `endpoints` adds the schemas to each route.
 * A path's `:name` segments are its path parameters.
 */
export const routes = {
  getConfiguration: { method: 'GET', path: '/api/configuration', auth: 'public' },
  getMessages: { method: 'GET', path: '/api/messages', auth: 'public' },
  getContent: { method: 'GET', path: '/api/messages/content/:key', auth: 'public' },
  getDataProtection: { method: 'GET', path: '/api/messages/dataprotection', auth: 'public' },
  getTerms: { method: 'GET', path: '/api/messages/terms', auth: 'public' },
  getSitemap: { method: 'GET', path: '/api/sitemap', auth: 'public' },
  getChambers: { method: 'GET', path: '/api/chambers', auth: 'public' },
  getFaq: { method: 'GET', path: '/api/faq', auth: 'public' },
  getBanner: { method: 'GET', path: '/api/banner/:x', auth: 'public' },
  putContact: { method: 'PUT', path: '/api/contact', auth: 'public' },
} as const satisfies Record<
  string,
  {
    method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE' | 'HEAD';
    path: `/api/${string}`;
    auth: 'public' | 'customer';
  }
>;
export type RouteName = keyof typeof routes;

/**
 * Paths that never carry the bearer token (SPEC.md section 7): public catalogue and content.
 * A path is excluded when it starts with one of these after `/api`.
 */
export const bearerExcludedPaths = [
  '/messages',
  '/search',
  '/course',
  '/scope',
  '/contact',
  '/faq',
  '/newsletter',
  '/content',
  '/organizer',
  '/blog',
] as const;
