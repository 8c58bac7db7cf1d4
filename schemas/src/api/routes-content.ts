import type { Route } from './route.ts';

/** Configuration and content calls (docs/api.md). */
export const contentRoutes = {
  getConfiguration: { method: 'GET', path: '/api/configuration', auth: 'public' },
  getMessages: { method: 'GET', path: '/api/messages', auth: 'public' },
  getContent: { method: 'GET', path: '/api/messages/content/:key', auth: 'public' },
  getDataProtection: { method: 'GET', path: '/api/messages/dataprotection', auth: 'public' },
  getTerms: { method: 'GET', path: '/api/messages/terms', auth: 'public' },
  getSitemap: { method: 'GET', path: '/api/sitemap', auth: 'public' },
  getChambers: { method: 'GET', path: '/api/chambers', auth: 'public' },
  getFaq: { method: 'GET', path: '/api/faq', auth: 'public' },
  getBanner: { method: 'GET', path: '/api/banner/:x', auth: 'public' },
  putContact: { method: 'PUT', path: '/api/contact', auth: 'public', idempotent: true },
} as const satisfies Record<string, Route>;
