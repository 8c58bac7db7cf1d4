import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  affiliateCookie,
  callbackPath,
  dashboardPath,
  writeSignInState,
  safeReturnPath,
  signInStartPath,
  signInStateCookie,
  signInStateSeconds,
  withAffiliate,
} from '@kursmarkt/schemas';
import { AppError } from '../errors.ts';
import { publicOriginOf, rememberLanguage } from '../plugins/domain.ts';

/** The scopes the storefront asks for, as its sign-in client does (site/src/session/client.ts). */
const scopes = 'openid profile email';

/**
 * `GET /auth/login`: starts a sign-in for the storefront, so that "Anmelden" and "Registrieren"
 * work before (and without) the page's scripts (docs/decisions/0019-no-tap-lost-before-hydration.md).
 * The server makes the login state and the PKCE pair, sends the browser to the provider's
 * authorization endpoint (the Keycloak path, which the embedded provider serves too) and hands
 * the state to the callback page in a cookie only that page receives; the sign-in client there
 * exchanges the code as for any login. `returnTo` is a path of this site (else the dashboard),
 * `register=1` opens the provider's registration (`prompt=create`). The page's language
 * (`language`, else the visitor's stored choice) goes to the provider as `ui_locales`, which
 * Keycloak and the embedded provider both read, and stays the visitor's choice (the `lang`
 * cookie), so the page after the sign-in speaks it too.
 */
export function registerSignInStart(app: FastifyInstance) {
  app.get(signInStartPath, { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    if (query.register !== undefined && query.register !== '1') {
      throw new AppError('BAD_REQUEST', 'register is 1 or left out.', [
        { path: 'query.register', code: 'NOT_ALLOWED', message: 'register is 1 or left out.' },
      ]);
    }
    const language = rememberLanguage(request, reply, query.language);
    const origin = publicOriginOf(request);
    const { realm, client } = request.domain.config;
    const authority =
      request.server.identity?.authorityOf(request) ??
      `${origin}/realms/${encodeURIComponent(realm)}`;

    const id = randomBytes(16).toString('hex');
    const codeVerifier = randomBytes(32).toString('base64url');
    const returnTo = withAffiliate(
      safeReturnPath(query.returnTo, dashboardPath),
      request.cookies[affiliateCookie] || undefined,
    );
    reply.setCookie(
      signInStateCookie(id),
      writeSignInState({
        codeVerifier,
        returnTo,
        created: Math.floor(app.clock.now().getTime() / 1000),
      }),
      {
        path: callbackPath,
        maxAge: signInStateSeconds,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        // The callback page's script reads it (it completes the login), as it would read a
        // state the sign-in client had stored itself.
        httpOnly: false,
      },
    );

    const authorization = new URL(`${authority}/protocol/openid-connect/auth`);
    authorization.search = new URLSearchParams({
      client_id: client,
      redirect_uri: `${origin}${callbackPath}`,
      response_type: 'code',
      scope: scopes,
      state: id,
      code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
      code_challenge_method: 'S256',
      response_mode: 'fragment',
      ui_locales: language,
      ...(query.register === '1' ? { prompt: 'create' } : {}),
    }).toString();
    return reply.header('cache-control', 'no-store').redirect(authorization.href, 303);
  });
}
