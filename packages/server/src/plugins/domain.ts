import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@kursmarkt/schemas';
import type { Domain } from '../domains/load.ts';
import { resolveLanguage } from '../language.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The domain serving this request's host. */
    domain: Domain;
  }
}

/** The host of a Host header without port, lower case; `[::1]:3000` → `::1`. */
function hostName(header: string) {
  const host = header.toLowerCase();
  return host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d+$/, '');
}

/** The request's host without port, lower case. */
export const hostOf = (request: FastifyRequest) => hostName(request.hostname || '');

/**
 * The domain serving a host (a Host header, port allowed). A host no domain names is served by
 * the default domain (the one serving `localhost`, else the first), so a fresh install answers
 * anywhere.
 */
export function domainPicker(domains: Domain[]): (host: string) => Domain {
  const byHost = new Map(
    domains.flatMap((domain) => domain.config.hosts.map((host) => [host, domain] as const)),
  );
  const fallback = byHost.get('localhost') ?? domains[0];
  if (!fallback) throw new Error('At least one domain is needed.');
  return (host) => byHost.get(hostName(host)) ?? fallback;
}

/**
 * Picks the domain by the request's host (domainPicker). Reads the request's cookies
 * (`request.cookies`), among them the language choice.
 */
export function registerDomainResolution(app: FastifyInstance, domains: Domain[]) {
  app.register(cookie);
  const pick = domainPicker(domains);
  app.decorateRequest('domain', null as unknown as Domain);
  app.addHook('onRequest', (request, reply, done) => {
    request.domain = pick(request.hostname || '');
    done();
  });
}

/** The language of this request by the rule of SPEC.md section 4. */
export function languageOf(request: FastifyRequest, query?: unknown): Locale {
  return resolveLanguage(request.domain.config.locales, query, request.cookies.lang);
}

/** The stored language choice lasts a year, as the header's language choice stores it. */
const languageCookieSeconds = 365 * 24 * 60 * 60;

/**
 * The language of a page the browser loads (or a sign-in it starts), kept as the visitor's
 * choice: a `language` query parameter the domain offers is written to the `lang` cookie, so the
 * next page, and the page after a sign-in, speak it too without the parameter.
 */
export function rememberLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  query: unknown,
): Locale {
  const language = languageOf(request, query);
  if (query === language && request.cookies.lang !== language) {
    reply.setCookie('lang', language, {
      path: '/',
      maxAge: languageCookieSeconds,
      sameSite: 'lax',
      secure: request.protocol === 'https',
    });
  }
  return language;
}
