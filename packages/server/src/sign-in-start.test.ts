// @vitest-environment node
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, readSignInState } from '@kursmarkt/schemas';
import { buildApp } from './app.ts';
import { demoPassword, seedDemoUsers } from './seed/index.ts';
import { openTestDatabase, testDatabaseTargets, type TestDatabase } from './db/test-databases.ts';
import { loadDomains, type Domain } from './domains/load.ts';
import { createIdentity } from './identity/index.ts';
import { createBrowser, formAction, pathOf } from './identity/test-support.ts';
import type { Mailer } from './mail/transport.ts';

const examples = path.join(import.meta.dirname, '..', '..', '..', 'site', 'domains');
const host = 'recht.kursmarkt.test';
const origin = `http://${host}`;
const issuer = `${origin}/realms/kursmarkt`;
const mailer: Mailer = { async send() {} };

/** The `Set-Cookie` lines of an answer. */
const setCookies = (response: LightMyRequestResponse) => {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header : header ? [header] : [];
};

/** The provider's address the start sent the browser to, and the state cookie it set. */
function startOf(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(303);
  expect(response.headers['cache-control']).toBe('no-store');
  const location = new URL(response.headers.location!);
  const id = location.searchParams.get('state')!;
  const line = setCookies(response).find((cookie) => cookie.startsWith(`kmSignIn-${id}=`));
  expect(line, 'the state cookie').toBeDefined();
  const value = line!.split(';')[0]!.slice(`kmSignIn-${id}=`.length);
  return { location, id, cookie: line!, state: readSignInState(decodeURIComponent(value)) };
}

describe.each(testDatabaseTargets())('starting a sign-in through the server on $name', (target) => {
  let testDatabase: TestDatabase;
  let domains: Domain[];
  let app: FastifyInstance;

  beforeAll(async () => {
    testDatabase = await openTestDatabase(target);
    await seedDemoUsers(testDatabase.database.db);
    ({ domains } = await loadDomains(examples));
    app = await buildApp({
      database: testDatabase.database,
      domains,
      mailer,
      identity: createIdentity({ db: testDatabase.database.db }),
    });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await testDatabase?.cleanup();
  });

  it('sends "Registrieren" to the registration with PKCE and keeps the affiliate in the return address', async () => {
    const response = await app.inject({
      url: '/auth/login?register=1',
      headers: { host, cookie: 'aid=partner-7' },
    });

    const { location, id, cookie, state } = startOf(response);
    expect(`${location.origin}${location.pathname}`).toBe(`${issuer}/protocol/openid-connect/auth`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: 'recht-storefront',
      redirect_uri: `${origin}/auth/callback`,
      response_type: 'code',
      scope: 'openid profile email',
      state: id,
      code_challenge: expect.any(String),
      code_challenge_method: 'S256',
      response_mode: 'fragment',
      ui_locales: 'de',
      prompt: 'create',
    });
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(cookie).toMatch(/; Max-Age=3600;/);
    expect(cookie).toMatch(/; Path=\/auth\/callback;/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/);
    expect(state).toMatchObject({ returnTo: '/customer-dashboard?aid=partner-7' });
    expect(createHash('sha256').update(state!.codeVerifier).digest('base64url')).toBe(
      location.searchParams.get('code_challenge'),
    );
  });

  it('starts a login the provider completes: the code and the cookie’s verifier buy the tokens', async () => {
    const browser = createBrowser(app, host);
    const { location, id, state } = startOf(
      await browser.get('/auth/login?returnTo=%2Fsearch%3Fterm%3DMiet%2520recht'),
    );
    expect(location.searchParams.has('prompt')).toBe(false);
    expect(state?.returnTo).toBe('/search?term=Miet%20recht');

    const authorize = await browser.get(pathOf(location.href));
    const loginPage = await browser.get(pathOf(authorize.headers.location!));
    expect(loginPage.statusCode).toBe(200);
    const posted = await browser.post(formAction(loginPage.body)!, {
      email: 'anna.berger@example.com',
      password: demoPassword,
    });
    const resumed = await browser.get(pathOf(posted.headers.location!));
    const callback = new URL(resumed.headers.location!);
    expect(`${callback.origin}${callback.pathname}`).toBe(`${origin}/auth/callback`);
    const answer = new URLSearchParams(callback.hash.slice(1));
    expect(answer.get('state')).toBe(id);

    const tokens = await app.inject({
      method: 'POST',
      url: '/realms/kursmarkt/protocol/openid-connect/token',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: 'recht-storefront',
        grant_type: 'authorization_code',
        code: answer.get('code')!,
        redirect_uri: `${origin}/auth/callback`,
        code_verifier: state!.codeVerifier,
      }).toString(),
    });
    expect(tokens.statusCode).toBe(200);
    expect(tokens.json()).toMatchObject({ token_type: 'Bearer' });
  });

  it('shows an English visitor the provider’s pages in English and keeps English for the page after', async () => {
    const browser = createBrowser(app, host);
    const response = await browser.get('/auth/login?returnTo=%2Fsearch%3Fterm%3DMiete&language=en');
    const { location, state } = startOf(response);
    expect(location.searchParams.get('ui_locales')).toBe('en');
    expect(state?.returnTo).toBe('/search?term=Miete');
    expect(setCookies(response)).toContainEqual(
      expect.stringMatching(/^lang=en; Max-Age=31536000; Path=\/; SameSite=Lax$/),
    );

    const authorize = await browser.get(pathOf(location.href));
    const loginPage = await browser.get(pathOf(authorize.headers.location!));
    expect(loginPage.body).toContain('<html lang="en"');
    expect(loginPage.body).toContain('>Sign in</button>');
  });

  it('asks the provider for the stored language when the start names none', async () => {
    const { location } = startOf(
      await app.inject({ url: '/auth/login', headers: { host, cookie: 'lang=en' } }),
    );
    expect(location.searchParams.get('ui_locales')).toBe('en');
  });

  it('returns to the dashboard instead of another site, and gives each start its own state', async () => {
    const first = startOf(
      await app.inject({ url: '/auth/login?returnTo=%2F%2Fevil.example', headers: { host } }),
    );
    const second = startOf(await app.inject({ url: '/auth/login', headers: { host } }));
    expect(first.state?.returnTo).toBe('/customer-dashboard');
    expect(second.state?.returnTo).toBe('/customer-dashboard');
    expect(second.id).not.toBe(first.id);
    expect(second.state?.codeVerifier).not.toBe(first.state?.codeVerifier);
  });

  it('returns to the dashboard for a path with a tab or line break, which a browser reads as //host', async () => {
    for (const sneaky of [
      '%2F%09%2Fevil.example',
      '%2F%0A%2Fevil.example',
      '%2F%0D%0A%2Fevil.example',
    ]) {
      const start = startOf(
        await app.inject({ url: `/auth/login?returnTo=${sneaky}`, headers: { host } }),
      );
      expect(start.state?.returnTo).toBe('/customer-dashboard');
    }
  });

  it.each([
    ['a backslash, which a browser reads as a slash', '%2F%5Cevil.example'],
    ['another origin', 'https%3A%2F%2Fevil.example'],
    ['a tab between unencoded slashes', '/%09/evil.example'],
  ])('returns to the dashboard for %s', async (_case, returnTo) => {
    const start = startOf(
      await app.inject({ url: `/auth/login?returnTo=${returnTo}`, headers: { host } }),
    );
    expect(start.state?.returnTo).toBe('/customer-dashboard');
  });

  it('returns to a page of this site with its query and fragment', async () => {
    const returnTo = '/kurs/arbeitsrecht-kompakt?language=en#termine';
    const start = startOf(
      await app.inject({
        url: `/auth/login?returnTo=${encodeURIComponent(returnTo)}`,
        headers: { host },
      }),
    );
    expect(start.state?.returnTo).toBe(returnTo);
  });

  it('answers 400 with the field for a register value it does not know', async () => {
    const response = await app.inject({ url: '/auth/login?register=yes', headers: { host } });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).details).toEqual([
      { path: 'query.register', code: 'NOT_ALLOWED', message: 'register is 1 or left out.' },
    ]);
    expect(setCookies(response)).toEqual([]);
  });

  it('sends the browser to an external provider’s realm when one is configured', async () => {
    const keycloak = await buildApp({
      database: testDatabase.database,
      domains,
      mailer,
      identity: createIdentity({
        db: testDatabase.database.db,
        issuerBase: 'https://id.example.com/',
      }),
    });
    const { location } = startOf(
      await keycloak.inject({ url: '/auth/login', headers: { host: 'reno.kursmarkt.test' } }),
    );
    expect(`${location.origin}${location.pathname}`).toBe(
      'https://id.example.com/realms/kursmarkt/protocol/openid-connect/auth',
    );
    expect(location.searchParams.get('client_id')).toBe('reno-storefront');
    expect(location.searchParams.get('redirect_uri')).toBe(
      'http://reno.kursmarkt.test/auth/callback',
    );
    // The pages' sign-in forms may go there (through the start's redirect).
    const page = await keycloak.inject({ url: '/api/configuration', headers: { host } });
    expect(page.headers['content-security-policy']).toMatch(
      /form-action 'self' https:\/\/id\.example\.com;/,
    );
    await keycloak.close();
  });
});
