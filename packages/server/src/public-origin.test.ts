// @vitest-environment node
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { outboxMails } from './db/schema.ts';
import { seedDemoUsers } from './seed/index.ts';
import { openTestDatabase, testDatabaseTargets, type TestDatabase } from './db/test-databases.ts';
import { loadDomains, type Domain } from './domains/load.ts';
import { createIdentity } from './identity/index.ts';
import { createBrowser, formAction, pathOf, pkcePair } from './identity/test-support.ts';
import type { Mailer } from './mail/transport.ts';
import { mailsInOutbox } from './outbox/test-support.ts';
import { jobOriginOf } from './plugins/domain.ts';

const examples = path.join(import.meta.dirname, '..', '..', '..', 'site', 'domains');
const mailer: Mailer = { async send() {} };

describe.each(testDatabaseTargets())(
  'the absolute addresses the server writes on $name',
  (target) => {
    let testDatabase: TestDatabase;
    let domains: Domain[];
    /** The example domains (no configured origin) on a server whose public port is 3000. */
    let app: FastifyInstance;
    /** The lawyer domain with its public origin configured. */
    let configured: FastifyInstance;
    const mails = () => mailsInOutbox(testDatabase.database.db);
    let client = 0;
    const nextAddress = () => `10.50.${Math.floor(++client / 250)}.${client % 250}`;

    beforeAll(async () => {
      testDatabase = await openTestDatabase(target);
      await seedDemoUsers(testDatabase.database.db);
      ({ domains } = await loadDomains(examples));
      const identity = createIdentity({ db: testDatabase.database.db });
      app = await buildApp({
        database: testDatabase.database,
        domains,
        mailer,
        identity,
        publicPort: 3000,
      });
      const lawyer = domains.find((domain) => domain.config.id === 'lawyer')!;
      configured = await buildApp({
        database: testDatabase.database,
        domains: [
          { ...lawyer, config: { ...lawyer.config, origin: 'https://recht.kursmarkt.test' } },
        ],
        mailer,
        identity: createIdentity({ db: testDatabase.database.db }),
      });
      await Promise.all([app.ready(), configured.ready()]);
    }, 120_000);

    afterAll(async () => {
      await app?.close();
      await configured?.close();
      await testDatabase?.cleanup();
    });

    beforeEach(async () => {
      await testDatabase.database.db.delete(outboxMails);
    });

    const sitemapOf = async (server: FastifyInstance, headers: Record<string, string>) => {
      const response = await server.inject({ url: '/api/sitemap', headers });
      expect(response.statusCode).toBe(200);
      return (response.json() as { urls: Array<{ loc: string }> }).urls.map((url) => url.loc);
    };
    const signUpForNewsletter = (server: FastifyInstance, headers: Record<string, string>) =>
      server.inject({
        method: 'PUT',
        url: '/api/newsletter',
        headers,
        remoteAddress: nextAddress(),
        payload: { email: `leser${client}@example.de` },
      });

    describe('for a host no domain names', () => {
      const headers = { host: 'evil.example' };

      it('answers a page with 404 in the browser’s language, and no domain’s page', async () => {
        const german = await app.inject({ url: '/', headers });
        expect(german.statusCode).toBe(404);
        expect(german.headers['content-type']).toMatch(/^text\/html/);
        expect(german.body).toContain('<h1>Seite nicht gefunden</h1>');
        const english = await app.inject({
          url: '/kurse',
          headers: { ...headers, 'accept-language': 'en-GB,en;q=0.9,de;q=0.5' },
        });
        expect(english.statusCode).toBe(404);
        expect(english.body).toContain('<html lang="en">');
        expect(english.body).toContain('<h1>Page not found</h1>');
      });

      it('answers the API, the sitemap, the sign-in start and a newsletter sign-up with 404 and writes no address with the host', async () => {
        const configuration = await app.inject({ url: '/api/configuration', headers });
        expect(configuration.statusCode).toBe(404);
        expect(configuration.json()).toMatchObject({ code: 'NOT_FOUND' });
        const sitemap = await app.inject({ url: '/api/sitemap', headers });
        expect(sitemap.statusCode).toBe(404);
        expect(sitemap.body).not.toContain('evil.example');
        const login = await app.inject({ url: '/auth/login', headers });
        expect(login.statusCode).toBe(404);
        expect(login.headers.location).toBeUndefined();
        const discovery = await app.inject({
          url: '/realms/kursmarkt/.well-known/openid-configuration',
          headers,
        });
        expect(discovery.statusCode).toBe(404);
        expect((await signUpForNewsletter(app, headers)).statusCode).toBe(404);
        expect(await mails()).toEqual([]);
      });
    });

    describe('for a domain without a configured origin', () => {
      const host = 'recht.kursmarkt.test:6666';
      const origin = 'http://recht.kursmarkt.test:3000';

      it('names the server’s public port in the sitemap, not the port of the Host header', async () => {
        const locations = await sitemapOf(app, { host });
        expect(locations.length).toBeGreaterThan(0);
        for (const location of locations) expect(location.startsWith(`${origin}/`)).toBe(true);
      });

      it('sends the sign-in to the provider and back at the server’s public port', async () => {
        const response = await app.inject({ url: '/auth/login', headers: { host } });
        expect(response.statusCode).toBe(303);
        const location = new URL(response.headers.location!);
        expect(location.origin).toBe(origin);
        expect(location.searchParams.get('redirect_uri')).toBe(`${origin}/auth/callback`);
        const discovery = await app.inject({
          url: '/realms/kursmarkt/.well-known/openid-configuration',
          headers: { host },
        });
        expect((discovery.json() as { issuer: string }).issuer).toBe(`${origin}/realms/kursmarkt`);
      });

      it('links the newsletter and the password-reset mails to the server’s public port', async () => {
        expect((await signUpForNewsletter(app, { host })).statusCode).toBe(202);
        const browser = createBrowser(app, host, nextAddress());
        const start = await browser.get(
          `/realms/kursmarkt/protocol/openid-connect/auth?${new URLSearchParams({
            client_id: 'recht-storefront',
            redirect_uri: `${origin}/auth/callback`,
            response_type: 'code',
            response_mode: 'fragment',
            scope: 'openid profile email',
            code_challenge: pkcePair().challenge,
            code_challenge_method: 'S256',
          })}`,
        );
        expect(start.statusCode).toBe(303);
        const login = await browser.get(pathOf(start.headers.location!));
        const forgot = await browser.get(/href="([^"]+\/forgot)"/.exec(login.body)![1]!);
        await browser.post(formAction(forgot.body)!, { email: 'jonas.keller@example.com' });

        const links = (await mails()).map((mail) => /https?:\/\/\S+/.exec(mail.text)![0]);
        expect(links).toEqual([
          expect.stringMatching(/^http:\/\/recht\.kursmarkt\.test:3000\/newsletter-confirmation\?/),
          expect.stringMatching(
            /^http:\/\/recht\.kursmarkt\.test:3000\/realms\/kursmarkt\/password-reset\?/,
          ),
        ]);
      });
    });

    describe('for a domain with a configured origin', () => {
      const headers = { host: 'localhost:6666', 'x-forwarded-host': 'evil.example' };
      const origin = 'https://recht.kursmarkt.test';

      it('writes the configured origin into the sitemap, the sign-in and the mails, whatever the request says', async () => {
        for (const location of await sitemapOf(configured, headers)) {
          expect(location.startsWith(`${origin}/`)).toBe(true);
        }
        const login = await configured.inject({ url: '/auth/login', headers });
        const location = new URL(login.headers.location!);
        expect(location.origin).toBe(origin);
        expect(location.searchParams.get('redirect_uri')).toBe(`${origin}/auth/callback`);
        const discovery = await configured.inject({
          url: '/realms/kursmarkt/.well-known/openid-configuration',
          headers,
        });
        const metadata = discovery.json() as { issuer: string; authorization_endpoint: string };
        expect(metadata.issuer).toBe(`${origin}/realms/kursmarkt`);
        expect(metadata.authorization_endpoint.startsWith(`${origin}/realms/kursmarkt/`)).toBe(
          true,
        );

        expect((await signUpForNewsletter(configured, headers)).statusCode).toBe(202);
        const [mail] = await mails();
        expect(mail!.text).toContain(`${origin}/newsletter-confirmation?token=`);
        expect(mail!.text).not.toMatch(/localhost|evil\.example|6666/);
      });
    });

    it('gives the mails jobs write the configured origin, else the first host', () => {
      const byId = (id: string) => domains.find((domain) => domain.config.id === id)!;
      const lawyer = byId('lawyer');
      expect(
        jobOriginOf(configured, {
          ...lawyer,
          config: { ...lawyer.config, origin: 'https://recht.kursmarkt.test' },
        }),
      ).toBe('https://recht.kursmarkt.test');
      expect(jobOriginOf(app, lawyer)).toBe('http://localhost:3000');
      expect(jobOriginOf(app, byId('reno'))).toBe('https://reno.kursmarkt.test');
    });
  },
);
