import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

/** The nonce of each answer's content security policy, by its response. */
const nonces = new WeakMap<ServerResponse, string>();

/**
 * The content-security-policy nonce of this answer: new for every request, so that only the
 * inline scripts and style elements the server writes into this page run, never ones a page's
 * content brings along.
 */
export function cspNonceOf(reply: FastifyReply): string {
  const nonce = nonces.get(reply.raw);
  if (!nonce) throw new Error('The security headers have not run for this request.');
  return nonce;
}

const nonceSource = (_request: unknown, response: ServerResponse) =>
  `'nonce-${nonces.get(response)}'`;

/**
 * The security headers of every answer, before any other hook so that an early answer (a host no
 * domain names) has them too. The policy allows scripts and style elements from this origin and
 * the inline ones carrying the answer's nonce (`cspNonceOf`); style attributes (the design
 * system's layout and skeleton components set custom properties in `style`) stay allowed, as
 * attributes cannot load or run anything. `formAction` adds an external sign-in provider's origin.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { formAction = [] }: { formAction?: string[] } = {},
) {
  // Compiled once (the fastify plugin builds them anew for each request).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The domain's Google Tag Manager, which the site loads only after consent.
        scriptSrc: ["'self'", nonceSource, 'https://www.googletagmanager.com'],
        styleSrc: ["'self'", nonceSource],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://www.googletagmanager.com'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // The sign-in form's start (/auth/login) sends the browser on to an external provider.
        formAction: ["'self'", ...formAction],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS and COOP only where the request really arrived over TLS (app.ts): browsers ignore
    // COOP on plain HTTP and warn about it.
    hsts: false,
    // As the policy's frame-ancestors 'none' says, for browsers that know only this header.
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    nonces.set(reply.raw, randomBytes(16).toString('base64'));
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
