// @vitest-environment node
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FastifyRequest } from 'fastify';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { demoOperator, demoPassword, seedDemoUsers } from '../db/seed/index.ts';
import { openTestDatabase, testDatabaseTargets, type TestDatabase } from '../db/test-databases.ts';
import { loadDomains, type Domain } from '../domains/load.ts';
import type { Mailer } from '../mail.ts';
import { createIdentity, type Identity } from './index.ts';
import { createBrowser, formAction, pathOf, pkcePair, type Browser } from './test-support.ts';

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

  beforeAll(async () => {
    testDatabase = await openTestDatabase(target);
    await seedDemoUsers(testDatabase.database.db);
    ({ domains } = await loadDomains(examples));
    identity = createIdentity({ db: testDatabase.database.db });
    app = await buildApp({ database: testDatabase.database, domains, mailer, identity });
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
  async function signIn(browser: Browser, challenge: string, email = 'anna.berger@example.com') {
    const start = await browser.get(
      authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' }),
    );
    expect(start.statusCode).toBe(303);
    const loginPage = await browser.get(pathOf(start.headers.location!));
    expect(loginPage.statusCode).toBe(200);
    const posted = await browser.post(formAction(loginPage.body)!, {
      email,
      password: demoPassword,
    });
    expect(posted.statusCode).toBe(303);
    const resumed = await browser.get(pathOf(posted.headers.location!));
    expect(resumed.statusCode).toBe(303);
    const callback = new URL(resumed.headers.location!);
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
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
    });
    expect(payload.customerId).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload.realm_access).toEqual({ roles: [] });

    // The settings the protected API uses accept the same token.
    const settings = await identity.tokenSettingsOf(requestTo(host));
    expect(settings).toMatchObject({
      issuer,
      audience: `urn:kursmarkt:api:${client}`,
      passwordChangeUrl: `${issuer}/account/password`,
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
      emailVerified: false,
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
});
