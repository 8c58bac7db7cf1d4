// @vitest-environment node
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FastifyRequest } from 'fastify';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { demoOperator, demoPassword, seedDemoUsers } from '../seed/index.ts';
import { openTestDatabase, testDatabaseTargets, type TestDatabase } from '../db/test-databases.ts';
import { loadDomains, type Domain } from '../domains/load.ts';
import type { Mailer } from '../mail/transport.ts';
import { eq } from 'drizzle-orm';
import { backofficeCallbackPath, backofficeClientId } from '@kursmarkt/schemas/rules';
import { identityUsers } from '../db/schema.ts';
import { createIdentity, type Identity } from './index.ts';
import {
  codeOf,
  createBrowser,
  formAction,
  pathOf,
  pkcePair,
  secretOnPage,
  type Browser,
} from './test-support.ts';
import { hashPassword } from './passwords.ts';
import { createResetToken, createUser } from './users.ts';
import { startKeyServer } from '../test-support/server-process.ts';

const examples = path.join(import.meta.dirname, '..', '..', '..', '..', 'site', 'domains');
const host = 'recht.kursmarkt.test';
const origin = `http://${host}`;
const issuer = `${origin}/realms/kursmarkt`;
const client = 'recht-storefront';
const redirectUri = `${origin}/auth/callback`;

describe.each(testDatabaseTargets())('the embedded OpenID provider on $name', (target) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let identity: Identity;
  let domains: Domain[];
  /** The parts of a request the token settings read. */
  const requestTo = (requestHost: string) =>
    ({
      protocol: 'http',
      hostname: requestHost,
      server: app,
      domain: domains.find((domain) => domain.config.hosts.includes(requestHost))!,
    }) as FastifyRequest;
  const mailer: Mailer = { async send() {} };
  /** The app's clock, moved by the tests. */
  let offsetMs = 0;
  const clock = { now: () => new Date(Date.now() + offsetMs) };

  beforeAll(async () => {
    testDatabase = await openTestDatabase(target);
    await seedDemoUsers(testDatabase.database.db);
    ({ domains } = await loadDomains(examples));
    identity = createIdentity({ db: testDatabase.database.db });
    app = await buildApp({ database: testDatabase.database, domains, mailer, identity, clock });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await testDatabase?.cleanup();
  });

  const authorizeUrl = (params: Record<string, string>) =>
    `/realms/kursmarkt/protocol/openid-connect/auth?${new URLSearchParams({
      client_id: client,
      redirect_uri: redirectUri,
      response_type: 'code',
      response_mode: 'fragment',
      scope: 'openid profile email',
      state: 'state-1',
      ...params,
    })}`;

  /** Signs in through the login page and returns the authorization code. */
  async function signIn(
    browser: Browser,
    challenge: string,
    email = 'anna.berger@example.com',
    password = demoPassword,
    signInClient = { client_id: client, redirect_uri: redirectUri },
  ) {
    const start = await browser.get(
      authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256', ...signInClient }),
    );
    expect(start.statusCode).toBe(303);
    const loginPage = await browser.get(pathOf(start.headers.location!));
    expect(loginPage.statusCode).toBe(200);
    let posted = await browser.post(formAction(loginPage.body)!, { email, password });
    // A back-office account sets its second factor up and confirms it with the first code.
    const secret = secretOnPage(posted.body);
    if (secret) {
      posted = await browser.post(formAction(posted.body)!, { code: codeOf(secret, new Date()) });
    }
    expect(posted.statusCode).toBe(303);
    const resumed = await browser.get(pathOf(posted.headers.location!));
    expect(resumed.statusCode).toBe(303);
    const callback = new URL(resumed.headers.location!);
    expect(`${callback.origin}${callback.pathname}`).toBe(signInClient.redirect_uri);
    const fragment = new URLSearchParams(callback.hash.slice(1));
    expect(fragment.get('state')).toBe('state-1');
    return fragment.get('code')!;
  }

  const token = (form: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/realms/kursmarkt/protocol/openid-connect/token',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ client_id: client, ...form }).toString(),
    });

  it('publishes a discovery document with Keycloak paths below the issuer', async () => {
    const response = await app.inject({
      url: '/realms/kursmarkt/.well-known/openid-configuration',
      headers: { host },
    });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/protocol/openid-connect/auth`,
      token_endpoint: `${issuer}/protocol/openid-connect/token`,
      jwks_uri: `${issuer}/protocol/openid-connect/certs`,
      userinfo_endpoint: `${issuer}/protocol/openid-connect/userinfo`,
      end_session_endpoint: `${issuer}/protocol/openid-connect/logout`,
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('lets the site find the embedded provider on its own origin and names an external issuer', async () => {
    const embedded = await app.inject({ url: '/api/configuration', headers: { host } });
    expect(embedded.json()).not.toHaveProperty('authority');

    const keycloak = await buildApp({
      database: testDatabase.database,
      domains,
      mailer,
      identity: createIdentity({
        db: testDatabase.database.db,
        issuerBase: 'https://id.example.com/',
      }),
    });
    const external = await keycloak.inject({ url: '/api/configuration', headers: { host } });
    expect(external.json()).toMatchObject({
      authority: 'https://id.example.com/realms/kursmarkt',
    });
    const noProvider = await keycloak.inject({
      url: '/realms/kursmarkt/.well-known/openid-configuration',
      headers: { host },
    });
    expect(noProvider.statusCode).toBe(404);
    await keycloak.close();
  });

  it('checks an external provider’s tokens with the key set at its internal address, for the issuer browsers see', async () => {
    const browsersSee = 'http://localhost:8080';
    const keyServer = await startKeyServer(browsersSee);
    try {
      const external = createIdentity({
        db: testDatabase.database.db,
        issuerBase: browsersSee,
        internalBase: keyServer.base,
      });
      const settings = await external.tokenSettingsOf(requestTo(host));
      expect(settings.issuer).toBe(`${browsersSee}/realms/kursmarkt`);
      const { payload } = await jwtVerify(
        await keyServer.tokenOf('1f0c6a52-8d4e-4c1b-9a51-2f7f3b2c9e10', 'karl@example.com'),
        settings.keys,
        settings,
      );
      expect(payload).toMatchObject({
        iss: `${browsersSee}/realms/kursmarkt`,
        email: 'karl@example.com',
      });
      expect(external.authorityOf(requestTo(host))).toBe(`${browsersSee}/realms/kursmarkt`);
    } finally {
      await keyServer.close();
    }
  });

  it('answers 404 below /realms for a host no domain serves and for another domain’s realm', async () => {
    const unknown = await app.inject({
      url: '/realms/kursmarkt/.well-known/openid-configuration',
      headers: { host: 'evil.example' },
    });
    expect(unknown.statusCode).toBe(404);
    const foreign = await app.inject({
      url: '/realms/lumen/.well-known/openid-configuration',
      headers: { host },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('signs in with code and PKCE, and the access token verifies against the JWKS with the contract’s claims', async () => {
    const browser = createBrowser(app, host);
    const { verifier, challenge } = pkcePair();
    const code = await signIn(browser, challenge);
    const response = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    expect(response.statusCode).toBe(200);
    const tokens = response.json();
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 300 });
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({
      typ: 'at+jwt',
      alg: 'RS256',
    });

    const jwks = await app.inject({
      url: '/realms/kursmarkt/protocol/openid-connect/certs',
      headers: { host },
    });
    const keys = createLocalJWKSet(jwks.json());
    const { payload } = await jwtVerify(tokens.access_token, keys, {
      issuer,
      audience: `urn:kursmarkt:api:${client}`,
      typ: 'at+jwt',
    });
    expect(payload).toMatchObject({
      client_id: client,
      email: 'anna.berger@example.com',
      given_name: 'Anna',
      family_name: 'Berger',
      scope: 'openid profile email',
      email_verified: true,
    });
    expect(payload.customerId).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload.realm_access).toEqual({ roles: [] });

    // The settings the protected API uses accept the same token.
    const settings = await identity.tokenSettingsOf(requestTo(host));
    expect(settings).toMatchObject({
      issuer,
      audience: `urn:kursmarkt:api:${client}`,
      passwordChangeUrl: `${issuer}/account/password`,
      emailChangeUrl: `${issuer}/account/email`,
    });
    await expect(jwtVerify(tokens.access_token, settings.keys, settings)).resolves.toBeDefined();

    const account = await app.inject({
      url: '/realms/kursmarkt/account',
      headers: { host, authorization: `Bearer ${tokens.access_token}` },
    });
    expect(account.statusCode).toBe(200);
    expect(account.json()).toEqual({
      id: payload.sub,
      username: 'anna.berger@example.com',
      email: 'anna.berger@example.com',
      firstName: 'Anna',
      lastName: 'Berger',
      emailVerified: true,
    });
    // The ID token names the client as audience, so it is no access token.
    const withIdToken = await app.inject({
      url: '/realms/kursmarkt/account',
      headers: { host, authorization: `Bearer ${tokens.id_token}` },
    });
    expect(withIdToken.statusCode).toBe(401);

    // The protected API: the access token reaches the customer's own record (made at this first
    // call); the ID token does not, nor does the same access token on another domain.
    const customer = (token: string, onHost = host) =>
      app.inject({
        url: `/api/customers/${String(payload.customerId)}`,
        headers: { host: onHost, authorization: `Bearer ${token}` },
      });
    const own = await customer(tokens.access_token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id: payload.customerId,
      email: 'anna.berger@example.com',
      name: 'Anna',
      lastname: 'Berger',
    });
    expect((await customer(tokens.id_token)).statusCode).toBe(401);
    expect((await customer(tokens.access_token, 'reno.kursmarkt.test')).statusCode).toBe(401);
  });

  it('grants the operator’s realm role in the access token, as Keycloak’s realm_access', async () => {
    const browser = createBrowser(app, host);
    const { verifier, challenge } = pkcePair();
    const code = await signIn(browser, challenge, demoOperator.email);
    const response = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    expect(response.statusCode).toBe(200);
    const settings = await identity.tokenSettingsOf(requestTo(host));
    const { payload } = await jwtVerify(response.json().access_token, settings.keys, settings);
    expect(payload).toMatchObject({
      email: demoOperator.email,
      realm_access: { roles: ['operator'] },
    });
  });
  it('signs the operator in to the back office with its own client, whose token the API takes as the storefront’s', async () => {
    const browser = createBrowser(app, host);
    const { verifier, challenge } = pkcePair();
    const backoffice = {
      client_id: backofficeClientId,
      redirect_uri: `${origin}${backofficeCallbackPath}`,
    };
    // A new phone: the second factor set up anew (docs/identity.md), as at a first sign-in.
    await testDatabase.database.db
      .update(identityUsers)
      .set({ totpSecret: null, totpLastStep: null })
      .where(eq(identityUsers.email, demoOperator.email));
    const code = await signIn(browser, challenge, demoOperator.email, demoPassword, backoffice);
    const response = await token({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      ...backoffice,
    });
    expect(response.statusCode).toBe(200);
    const settings = await identity.tokenSettingsOf(requestTo(host));
    const { payload } = await jwtVerify(response.json().access_token, settings.keys, settings);
    expect(payload).toMatchObject({
      client_id: backofficeClientId,
      aud: `urn:kursmarkt:api:${client}`,
      realm_access: { roles: ['operator'] },
    });
  });

  it('rotates the refresh token: the new one works without naming the resource, the used one is rejected', async () => {
    const browser = createBrowser(app, host);
    const { verifier, challenge } = pkcePair();
    const code = await signIn(browser, challenge);
    const first = (
      await token({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      })
    ).json();
    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const { payload } = await jwtVerify(
      second.access_token,
      (await identity.tokenSettingsOf(requestTo(host))).keys,
      {
        issuer,
        audience: `urn:kursmarkt:api:${client}`,
      },
    );
    expect(payload.customerId).toEqual(expect.any(String));

    const reused = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('invalid_grant');
    // A reused token means it leaked: the grant ends, so the newer token is refused as well.
    const afterReuse = await token({
      grant_type: 'refresh_token',
      refresh_token: second.refresh_token,
    });
    expect(afterReuse.json().error).toBe('invalid_grant');
  });

  it('refuses the implicit and hybrid flows: no token and no code in the answer', async () => {
    const { challenge } = pkcePair();
    for (const responseType of ['token', 'id_token', 'id_token token', 'code id_token']) {
      const browser = createBrowser(app, host);
      const response = await browser.get(
        authorizeUrl({
          response_type: responseType,
          nonce: 'nonce-1',
          code_challenge: challenge,
          code_challenge_method: 'S256',
        }),
      );
      const location = response.headers.location ?? '';
      expect(response.statusCode, responseType).toBeGreaterThanOrEqual(300);
      expect(location, responseType).not.toMatch(/access_token=|id_token=|[#&?]code=/);
      if (response.statusCode === 303) {
        const answer = new URL(location);
        const fragment = new URLSearchParams(answer.hash.slice(1) || answer.search);
        expect(fragment.get('error'), responseType).toBe('unsupported_response_type');
      }
    }
  });

  it('refuses an authorization code used twice and ends the tokens its first use bought', async () => {
    const browser = createBrowser(app, host);
    const { verifier, challenge } = pkcePair();
    const code = await signIn(browser, challenge);
    const exchange = () =>
      token({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      });
    const first = await exchange();
    expect(first.statusCode).toBe(200);
    const replayed = await exchange();
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error).toBe('invalid_grant');
    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: first.json().refresh_token,
    });
    expect(refreshed.json().error).toBe('invalid_grant');
  });

  it('refuses an authorization request without PKCE or with the plain method', async () => {
    const browser = createBrowser(app, host);
    const missing = await browser.get(authorizeUrl({}));
    const plain = await browser.get(
      authorizeUrl({ code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' }),
    );
    for (const response of [missing, plain]) {
      expect(response.statusCode).toBe(303);
      const location = new URL(response.headers.location!);
      const fragment = new URLSearchParams(location.hash.slice(1));
      expect(fragment.get('error')).toBe('invalid_request');
      expect(fragment.get('code')).toBeNull();
    }
  });

  it('refuses a redirect URI the client did not register and does not redirect to it', async () => {
    const browser = createBrowser(app, host);
    const { challenge } = pkcePair();
    for (const uri of [
      'https://evil.example/auth/callback',
      `${origin}/auth/callback/other`,
      'http://reno.kursmarkt.test/auth/callback',
    ]) {
      const response = await browser.get(
        authorizeUrl({
          redirect_uri: uri,
          code_challenge: challenge,
          code_challenge_method: 'S256',
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain('Die Anfrage an die Anmeldung ist ungültig.');
    }
  });

  it('logs out without a further click: the page submits itself and the provider redirects to the domain', async () => {
    const browser = createBrowser(app, host);
    const { verifier, challenge } = pkcePair();
    const code = await signIn(browser, challenge);
    const tokens = (
      await token({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      })
    ).json();
    const page = await browser.get(
      `/realms/kursmarkt/protocol/openid-connect/logout?${new URLSearchParams({
        id_token_hint: tokens.id_token,
        post_logout_redirect_uri: `${origin}/`,
      })}`,
    );
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<script src="/realms/kursmarkt/resources/logout.js" defer></script>',
    );
    expect(page.body).not.toMatch(/<script>/);
    const script = await browser.get('/realms/kursmarkt/resources/logout.js');
    expect(script.body).toContain('click()');

    // What the script does: submit the form with the logout button.
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)![1]!;
    const confirmed = await browser.post(formAction(page.body)!, { xsrf, logout: 'yes' });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`${origin}/`);

    const refresh = await token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refresh.json().error).toBe('invalid_grant');
  });

  it('answers the storefront’s access token at userinfo with its scopes’ claims until sign-out, as Keycloak does', async () => {
    const browser = createBrowser(app, host);
    const { verifier, challenge } = pkcePair();
    const code = await signIn(browser, challenge);
    const tokens = (
      await token({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      })
    ).json();
    const userinfo = (accessToken: string, method: 'GET' | 'POST' = 'GET') =>
      app.inject({
        method,
        url: '/realms/kursmarkt/protocol/openid-connect/userinfo',
        headers:
          method === 'GET'
            ? { host, authorization: `Bearer ${accessToken}` }
            : { host, 'content-type': 'application/x-www-form-urlencoded' },
        payload:
          method === 'POST' ? new URLSearchParams({ access_token: accessToken }).toString() : '',
      });
    const answered = await userinfo(tokens.access_token);
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['cache-control']).toContain('no-store');
    const claims = answered.json();
    expect(claims).toEqual({
      sub: claims.sub,
      email: 'anna.berger@example.com',
      email_verified: true,
      given_name: 'Anna',
      family_name: 'Berger',
      name: 'Anna Berger',
    });
    expect((await userinfo(tokens.access_token, 'POST')).json()).toEqual(claims);
    const refreshed = (
      await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token })
    ).json();
    expect((await userinfo(refreshed.access_token)).json()).toEqual(claims);
    // The ID token is no access token.
    const withIdToken = await userinfo(tokens.id_token);
    expect(withIdToken.statusCode).toBe(401);
    expect(withIdToken.headers['www-authenticate']).toContain('error="invalid_token"');

    const page = await browser.get(
      `/realms/kursmarkt/protocol/openid-connect/logout?${new URLSearchParams({
        id_token_hint: tokens.id_token,
        post_logout_redirect_uri: `${origin}/`,
      })}`,
    );
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)![1]!;
    expect((await browser.post(formAction(page.body)!, { xsrf, logout: 'yes' })).statusCode).toBe(
      303,
    );
    // Signed out: the session is gone, so its access tokens get no claims any more.
    expect((await userinfo(refreshed.access_token)).statusCode).toBe(401);
  });

  /** A verified account of its own for a test that changes its password. */
  async function newAccount(email: string, password: string) {
    const db = testDatabase.database.db;
    const user = (await createUser(
      db,
      {
        realm: 'kursmarkt',
        email,
        passwordHash: await hashPassword(password),
        firstName: 'Mara',
        lastName: 'Schulz',
        language: 'de',
      },
      clock.now(),
    ))!;
    await db
      .update(identityUsers)
      .set({ emailVerified: true })
      .where(eq(identityUsers.id, user.id));
    return user;
  }

  /** Signs in and exchanges the code: the tokens of a new sign-in session in `browser`. */
  async function tokensOf(browser: Browser, email: string, password: string) {
    const { verifier, challenge } = pkcePair();
    const code = await signIn(browser, challenge, email, password);
    const response = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { access_token: string; refresh_token: string };
  }

  /** A silent sign-in (prompt=none) with the browser's session cookie: the code or the error. */
  async function silentSignIn(browser: Browser) {
    const { challenge } = pkcePair();
    const start = await browser.get(
      authorizeUrl({ prompt: 'none', code_challenge: challenge, code_challenge_method: 'S256' }),
    );
    expect(start.statusCode).toBe(303);
    let location = start.headers.location!;
    if (!location.startsWith(redirectUri)) {
      const resumed = await browser.get(pathOf(location));
      location = resumed.headers.location!;
    }
    const fragment = new URLSearchParams(new URL(location).hash.slice(1));
    return { code: fragment.get('code'), error: fragment.get('error') };
  }

  const refresh = (refreshToken: string) =>
    token({ grant_type: 'refresh_token', refresh_token: refreshToken });

  const resetWith = (resetToken: string, newPassword: string) =>
    app.inject({
      method: 'POST',
      url: '/realms/kursmarkt/password-reset',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: resetToken, newPassword }).toString(),
    });

  it('ends every session of the account at a password reset: old refresh tokens and session cookies stop working', async () => {
    const user = await newAccount('mara.schulz@example.com', 'Erstes-Passwort-2026');
    const browser = createBrowser(app, host, '10.50.0.1');
    const tokens = await tokensOf(browser, user.email, 'Erstes-Passwort-2026');
    expect((await silentSignIn(browser)).code).toEqual(expect.any(String));

    const resetToken = await createResetToken(testDatabase.database.db, user.id, clock.now());
    expect((await resetWith(resetToken, 'Zweites-Passwort-2026')).statusCode).toBe(200);

    const refused = await refresh(tokens.refresh_token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('invalid_grant');
    expect(await silentSignIn(browser)).toEqual({ code: null, error: 'login_required' });
    // Anna's sessions are not the reset account's: hers go on.
    const anna = createBrowser(app, host, '10.50.0.2');
    await tokensOf(anna, 'anna.berger@example.com', demoPassword);
    await resetWith(
      await createResetToken(testDatabase.database.db, user.id, clock.now()),
      'Drittes-Passwort-2026',
    );
    expect((await silentSignIn(anna)).code).toEqual(expect.any(String));
  });

  it('voids older reset links when a newer one is made and when a reset is done', async () => {
    const user = await newAccount('tim.lang@example.com', 'Erstes-Passwort-2026');
    const db = testDatabase.database.db;
    const older = await createResetToken(db, user.id, clock.now());
    const newer = await createResetToken(db, user.id, clock.now());
    const opened = await app.inject({
      url: `/realms/kursmarkt/password-reset?token=${older}`,
      headers: { host },
    });
    expect(opened.statusCode).toBe(400);
    expect((await resetWith(older, 'Zweites-Passwort-2026')).statusCode).toBe(400);
    expect((await resetWith(newer, 'Zweites-Passwort-2026')).statusCode).toBe(200);
    expect((await resetWith(newer, 'Drittes-Passwort-2026')).statusCode).toBe(400);
  });

  it('ends the other sessions at a password change and keeps the one it was made in', async () => {
    const user = await newAccount('ida.roth@example.com', 'Erstes-Passwort-2026');
    const other = createBrowser(app, host, '10.50.1.1');
    const otherTokens = await tokensOf(other, user.email, 'Erstes-Passwort-2026');
    const here = createBrowser(app, host, '10.50.1.2');
    const hereTokens = await tokensOf(here, user.email, 'Erstes-Passwort-2026');

    const page = await here.get('/realms/kursmarkt/account/password');
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!;
    const changed = await here.post(formAction(page.body)!, {
      csrf,
      currentPassword: 'Erstes-Passwort-2026',
      newPassword: 'Zweites-Passwort-2026',
    });
    expect(changed.statusCode).toBe(200);

    expect((await refresh(otherTokens.refresh_token)).json().error).toBe('invalid_grant');
    expect(await silentSignIn(other)).toEqual({ code: null, error: 'login_required' });
    expect((await refresh(hereTokens.refresh_token)).statusCode).toBe(200);
    expect((await silentSignIn(here)).code).toEqual(expect.any(String));
  });

  /** Posts a sign-in of a new interaction in `browser`. */
  async function attempt(browser: Browser, email: string, password: string) {
    const { challenge } = pkcePair();
    const start = await browser.get(
      authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' }),
    );
    const loginPage = await browser.get(pathOf(start.headers.location!));
    return browser.post(formAction(loginPage.body)!, { email, password });
  }

  it('makes an address wait after five failed sign-ins, longer after each further one, known or not', async () => {
    offsetMs = 0;
    const known = createBrowser(app, host, '10.50.2.1');
    const unknown = createBrowser(app, host, '10.50.2.2');
    const account = 'jonas.keller@example.com';
    const nobody = 'niemand@example.com';
    for (let failure = 1; failure <= 5; failure++) {
      expect((await attempt(known, account, 'falsches-Passwort-1')).statusCode).toBe(401);
      expect((await attempt(unknown, nobody, 'falsches-Passwort-1')).statusCode).toBe(401);
    }
    // The right password waits too, and the answer is the one an unknown address gets.
    const blocked = await attempt(known, account, demoPassword);
    const blockedUnknown = await attempt(unknown, nobody, demoPassword);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain(
      'Zu viele fehlgeschlagene Anmeldungen mit dieser E-Mail-Adresse. Bitte versuchen Sie es in einer Minute erneut',
    );
    const withoutAddress = (body: string) =>
      body
        .replaceAll(account, '')
        .replaceAll(nobody, '')
        .replace(/login-actions\/[\w-]+/g, '');
    expect(withoutAddress(blockedUnknown.body)).toBe(withoutAddress(blocked.body));

    // 30 seconds after the fifth failure it may try again; a sixth failure waits a minute.
    offsetMs = 31_000;
    expect((await attempt(known, account, 'falsches-Passwort-1')).statusCode).toBe(401);
    offsetMs = 62_000;
    expect((await attempt(known, account, demoPassword)).statusCode).toBe(429);
    offsetMs = 92_000;
    expect((await attempt(known, account, demoPassword)).statusCode).toBe(303);
    // A successful sign-in forgets the failures.
    expect((await attempt(known, account, 'falsches-Passwort-1')).statusCode).toBe(401);
    expect((await attempt(known, account, demoPassword)).statusCode).toBe(303);
    offsetMs = 0;
  });
});
