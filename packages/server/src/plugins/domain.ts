import type { AddressInfo } from 'node:net';
import cookie from '@fastify/cookie';
import { defineMessages } from '@formatjs/intl';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@kursmarkt/schemas';
import type { Domain } from '../domains/load.ts';
import { resolveLanguage } from '../language.ts';
import { textsIn } from '../texts.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The domain serving this request's host. */
    domain: Domain;
  }
  interface FastifyInstance {
    /**
     * The port absolute addresses name for a domain without a configured origin
     * (`publicOriginOf`): the configured public port, else the one the server listens on.
     */
    publicPort(): number | undefined;
  }
  interface FastifyContextConfig {
    /** The route answers on every host, without a domain (the health checks). */
    anyHost?: boolean;
  }
}

/** The host of a Host header without port, lower case; `[::1]:3000` → `::1`. */
function hostName(header: string) {
  const host = header.toLowerCase();
  return host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d+$/, '');
}

/** The request's host without port, lower case. */
const hostOf = (request: FastifyRequest) => hostName(request.hostname || '');

/**
 * The domain serving a host (a Host header, port allowed), undefined for a host no domain
 * names: the server answers it 404 rather than let any name that points at it pass for a domain.
 */
export function domainPicker(domains: Domain[]): (host: string) => Domain | undefined {
  const byHost = new Map(
    domains.flatMap((domain) => domain.config.hosts.map((host) => [host, domain] as const)),
  );
  return (host) => byHost.get(hostName(host));
}

const messages = defineMessages({
  title: { id: 'unknownHost.title', defaultMessage: 'Seite nicht gefunden' },
  text: {
    id: 'unknownHost.text',
    defaultMessage: 'Unter dieser Adresse ist keine Seite eingerichtet.',
  },
  api: {
    id: 'unknownHost.api',
    defaultMessage: 'Unter dieser Adresse ist keine Domain eingerichtet.',
  },
});

/** The browser's first choice of German or English (`Accept-Language`), German otherwise. */
const acceptedLanguage = (request: FastifyRequest): Locale =>
  /^\s*en\b/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'de';

/** The 404 answer to a host no domain names: JSON below /api, else a small page. */
function unknownHost(request: FastifyRequest, reply: FastifyReply) {
  const language = acceptedLanguage(request);
  const texts = textsIn(language);
  reply.status(404).header('cache-control', 'no-store');
  if (request.url === '/api' || request.url.startsWith('/api/')) {
    return reply.send({ code: 'NOT_FOUND', message: texts.formatMessage(messages.api) });
  }
  const title = texts.formatMessage(messages.title);
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${language}"><meta charset="utf-8"><title>${title}</title><h1>${title}</h1><p>${texts.formatMessage(messages.text)}</p></html>`,
    );
}

export type DomainResolutionOptions = {
  /**
   * The port in absolute addresses of domains without a configured origin (`PUBLIC_PORT`, for a
   * server behind another one on the same host, such as the dev server); default the port the
   * server listens on.
   */
  publicPort?: number;
};

/**
 * Picks the domain by the request's host (domainPicker) and answers 404 for a host no domain
 * names. Reads the request's cookies (`request.cookies`), among them the language choice.
 */
export function registerDomainResolution(
  app: FastifyInstance,
  domains: Domain[],
  options: DomainResolutionOptions = {},
) {
  app.register(cookie);
  const pick = domainPicker(domains);
  app.decorateRequest('domain', null as unknown as Domain);
  app.decorate('publicPort', () => {
    if (options.publicPort) return options.publicPort;
    const address = app.server.address() as AddressInfo | string | null;
    return address && typeof address === 'object' ? address.port : undefined;
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config?.anyHost) return done();
    const domain = pick(request.hostname || '');
    if (!domain) return unknownHost(request, reply);
    request.domain = domain;
    done();
  });
}

const defaultPorts: Record<string, number> = { http: 80, https: 443 };

/**
 * The public origin of the request's domain, which every absolute address the server writes
 * starts with (docs/decisions/0040-absolute-urls-from-the-configured-origin.md): the domain's
 * configured `origin`; without one, the request's host name (one of the domain's hosts, else its
 * first) with the server's protocol (TLS here or at a trusted proxy) and its own port, never the
 * port a Host header names.
 */
export function publicOriginOf(request: FastifyRequest): string {
  const { config } = request.domain;
  if (config.origin) return config.origin;
  const name = hostOf(request);
  const host = config.hosts.includes(name) ? name : config.hosts[0]!;
  const port = request.server.publicPort();
  const shownPort = port && port !== defaultPorts[request.protocol] ? `:${port}` : '';
  return `${request.protocol}://${host}${shownPort}`;
}

/** A loopback name, served over plain HTTP by a local install. */
const isLoopback = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost') || /^127(?:\.\d{1,3}){3}$/.test(host);

/**
 * The public origin of a domain for what a job writes without a request (the waiting list's and
 * the saved searches' mails): the configured `origin`; without one the domain's first host, over
 * HTTPS, or for a loopback name over HTTP at the server's public port.
 */
export function jobOriginOf(app: FastifyInstance, domain: Domain): string {
  const { config } = domain;
  if (config.origin) return config.origin;
  const host = config.hosts[0]!;
  if (!isLoopback(host)) return `https://${host}`;
  const port = app.publicPort();
  return `http://${host}${port && port !== defaultPorts.http ? `:${port}` : ''}`;
}

/** The language of this request by the rule of docs/entities-and-states.md, states. */
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
