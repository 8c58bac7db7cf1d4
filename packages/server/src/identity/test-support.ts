import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';

/**
 * A browser for the provider's tests: keeps cookies per name (paths are ignored: one sign-in at
 * a time), sends them with every request to the host, and follows nothing by itself.
 */
export function createBrowser(app: FastifyInstance, host: string, remoteAddress = '127.0.0.1') {
  const jar = new Map<string, string>();
  const remember = (response: LightMyRequestResponse) => {
    const header = response.headers['set-cookie'];
    const lines = Array.isArray(header) ? header : header ? [header] : [];
    for (const line of lines) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair!.split('=');
      const expired = attributes.some((attribute) =>
        /^\s*expires=Thu, 01 Jan 1970/i.test(attribute),
      );
      if (expired) jar.delete(name!.trim());
      else jar.set(name!.trim(), value.join('='));
    }
  };
  const request = async (options: InjectOptions) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await app.inject({
      remoteAddress,
      ...options,
      headers: { host, ...(cookie ? { cookie } : {}), ...options.headers },
    });
    remember(response);
    return response;
  };
  return {
    jar,
    get: (url: string) => request({ method: 'GET', url }),
    /** Posts a form like a browser does (`application/x-www-form-urlencoded`). */
    post: (url: string, form: Record<string, string>) =>
      request({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      }),
    request,
  };
}
export type Browser = ReturnType<typeof createBrowser>;

/** A PKCE pair with the S256 challenge. */
export function pkcePair() {
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

/** The path and query of a URL (the browser's next request). */
export const pathOf = (location: string) => {
  const url = new URL(location, 'http://placeholder');
  return `${url.pathname}${url.search}`;
};

/** The value of a form field in a page (e.g. a hidden input). */
export const inputValue = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];

/** The action of the first form in a page. */
export const formAction = (html: string) =>
  /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');

/** The secret a second-factor setup page shows (spaces removed); undefined on another page. */
export const secretOnPage = (html: string) =>
  /<code id="otp-secret">([A-Z2-7 ]+)<\/code>/.exec(html)?.[1]?.replace(/ /g, '');

/** The current code of `secret` at `now`, as an authenticator app shows it. */
export const codeOf = (secret: string, now: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: now.getTime() });
