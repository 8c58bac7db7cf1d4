// @vitest-environment node
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  configurationResponseSchema,
  contentKeySchema,
  contentPageSchema,
  messagesResponseSchema,
} from '@kursmarkt/schemas';
import { buildApp } from './app.ts';
import { contactRequests } from './db/schema.ts';
import { AppError, type ErrorCode } from './errors.ts';
import { seedDatabase } from './seed/index.ts';
import { openTestDatabase, bothDatabaseTargets, type TestDatabase } from './db/test-databases.ts';
import { loadDomains, type Domain } from './domains/load.ts';
import type { Mailer } from './mail/transport.ts';
import { mailsInOutbox } from './outbox/test-support.ts';

const examples = path.join(import.meta.dirname, '..', '..', '..', 'site', 'domains');

/** Every error the API sends has the contract's shape; this parses it or fails the test. */
const errorOf = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json());

const validContact = {
  name: 'Anna Berg',
  email: 'anna.berg@example.de',
  subject: 'Frage zur Buchung',
  message: 'Kann ich den Fachanwaltslehrgang Arbeitsrecht umbuchen?',
  privacyAccepted: true,
};

describe.each(bothDatabaseTargets())('the API on $name', (target) => {
  let testDatabase: TestDatabase;
  let domains: Domain[];
  let app: FastifyInstance;
  const mailer: Mailer = { async send() {} };
  /** The mails the requests wrote into the outbox. */
  const mails = () => mailsInOutbox(testDatabase.database.db);
  const domain = (id: string) => domains.find((candidate) => candidate.config.id === id)!;

  beforeAll(async () => {
    testDatabase = await openTestDatabase(target);
    await seedDatabase(testDatabase.database.db, { referenceDate: '2026-03-01' });
    const loaded = await loadDomains(examples);
    expect(loaded.issues).toEqual([]);
    domains = loaded.domains;
    app = await buildApp({ database: testDatabase.database, domains, mailer });
    app.get('/api/test/explodes', { schema: { hide: true } }, async () => {
      throw new Error('connect ECONNREFUSED 10.1.2.3:5432 password authentication failed');
    });
    app.get('/api/test/breaks', { schema: { hide: true } }, async () => {
      const missing = undefined as unknown as { name: string };
      return { name: missing.name };
    });
    app.get<{ Params: { code: ErrorCode } }>(
      '/api/test/refuses/:code',
      { schema: { hide: true } },
      async (request) => {
        throw new AppError(request.params.code, `Refused with ${request.params.code}.`);
      },
    );
    app.get<{ Params: { status: string } }>(
      '/api/test/fastify-error/:status',
      { schema: { hide: true } },
      async (request) => {
        throw Object.assign(new Error('A plugin refused.'), {
          statusCode: Number(request.params.status),
        });
      },
    );
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await testDatabase?.cleanup();
  });

  describe('configuration by host', () => {
    it('serves the reno configuration with the RENO theme and its modules to reno.kursmarkt.test', async () => {
      const response = await app.inject({
        url: '/api/configuration',
        headers: { host: 'reno.kursmarkt.test' },
      });
      expect(response.statusCode).toBe(200);
      const body = configurationResponseSchema.parse(response.json());
      expect(body.id).toBe('reno');
      expect(body.theme).toBe('RENO');
      expect(body.modules.map((module) => module.name)).toEqual(
        domain('reno').config.modules.map((module) => module.name),
      );
      expect(body.modules.map((module) => module.name)).toContain('WHO_TO');
    });

    it('serves the lumen configuration to lumen-akademie.test', async () => {
      const response = await app.inject({
        url: '/api/configuration',
        headers: { host: 'lumen-akademie.test' },
      });
      expect(response.statusCode).toBe(200);
      const body = configurationResponseSchema.parse(response.json());
      expect(body.id).toBe('lumen');
      expect(body.theme).toBe('LUMEN');
      expect(body.modules.map((module) => module.name)).toEqual(
        domain('lumen').config.modules.map((module) => module.name),
      );
    });

    it.each(['localhost:3000', '127.0.0.1:3000', 'RECHT.kursmarkt.test'])(
      'serves the lawyer configuration to the host %s',
      async (host) => {
        const response = await app.inject({ url: '/api/configuration', headers: { host } });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ id: 'lawyer', theme: 'LAWYER' });
      },
    );

    it('serves no configuration to a host no domain names', async () => {
      const response = await app.inject({
        url: '/api/configuration',
        headers: { host: 'unknown.example.org' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('answers with the language in force and without customTheme, $schema or the seller', async () => {
      const response = await app.inject({
        url: '/api/configuration',
        headers: { host: 'lumen-akademie.test' },
      });
      const body = response.json();
      expect(domain('lumen').config.customTheme).toBeDefined();
      expect(body.language).toBe('de');
      expect(body).not.toHaveProperty('customTheme');
      expect(body).not.toHaveProperty('$schema');
      expect(body).not.toHaveProperty('seller');
    });

    it('echoes a well-formed aid as affiliate', async () => {
      const response = await app.inject({
        url: '/api/configuration?aid=partner_42-A',
        headers: { host: 'recht.kursmarkt.test' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().affiliate).toBe('partner_42-A');
    });

    it.each(['<script>', 'a b', 'partner/42', 'partner.42'])(
      'answers affiliate null for the malformed aid %s instead of echoing it',
      async (aid) => {
        const response = await app.inject({
          url: `/api/configuration?aid=${encodeURIComponent(aid)}`,
          headers: { host: 'recht.kursmarkt.test' },
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().affiliate).toBeNull();
      },
    );

    it('rejects an aid longer than 64 characters with 400 naming query.aid', async () => {
      const response = await app.inject({ url: `/api/configuration?aid=${'x'.repeat(65)}` });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).details?.map((detail) => detail.path)).toEqual(['query.aid']);
    });

    it('answers affiliate null without an aid', async () => {
      const response = await app.inject({ url: '/api/configuration' });
      expect(response.json().affiliate).toBeNull();
    });

    it('rejects an unknown query parameter with 400 naming it', async () => {
      const response = await app.inject({ url: '/api/configuration?colour=red' });
      expect(response.statusCode).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.details).toEqual([
        { path: 'query', code: 'UNKNOWN_FIELD', message: expect.stringContaining('colour') },
      ]);
    });
  });

  describe('the language rule', () => {
    it('answers English messages for ?language=en', async () => {
      const response = await app.inject({
        url: '/api/messages?language=en',
        headers: { host: 'reno.kursmarkt.test' },
      });
      expect(response.statusCode).toBe(200);
      const body = messagesResponseSchema.parse(response.json());
      expect(body.language).toBe('en');
      expect(body.defaultSiteTitle).toBe(domain('reno').messages.en!.defaultSiteTitle);
    });

    it('falls back to the first configured language for a language the domain does not offer', async () => {
      const response = await app.inject({
        url: '/api/messages?language=fr',
        headers: { host: 'reno.kursmarkt.test' },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.language).toBe(domain('reno').config.locales[0]);
      expect(body.language).toBe('de');
      expect(body.defaultSiteTitle).toBe(domain('reno').messages.de!.defaultSiteTitle);
    });

    it('honours the lang cookie when no language parameter is given', async () => {
      const response = await app.inject({
        url: '/api/messages',
        headers: { host: 'recht.kursmarkt.test', cookie: 'consent=1; lang=en' },
      });
      expect(response.json().language).toBe('en');
      expect(response.json().defaultSiteTitle).toBe(domain('lawyer').messages.en!.defaultSiteTitle);
    });

    it('prefers the language parameter over the lang cookie', async () => {
      const response = await app.inject({
        url: '/api/messages?language=de',
        headers: { cookie: 'lang=en' },
      });
      expect(response.json().language).toBe('de');
    });

    it('uses the cookie when the language parameter names a language the domain does not offer', async () => {
      const response = await app.inject({
        url: '/api/configuration?language=fr',
        headers: { cookie: 'lang=en' },
      });
      expect(response.json().language).toBe('en');
    });

    it('includes the 24 specialist scopes, the 10 RENO scopes and the scope categories', async () => {
      const response = await app.inject({ url: '/api/messages' });
      const body = messagesResponseSchema.parse(response.json());
      expect(body.lawyerScopes).toHaveLength(24);
      expect(body.renoScopes).toHaveLength(10);
      expect(body.lawyerScopes.map((scope) => scope.name)).toContain('Arbeitsrecht');
      expect(body.renoScopes.map((scope) => scope.name)).toContain('Zwangsvollstreckung');
      expect(body.scopeCategories.length).toBeGreaterThan(0);
      const allScopeIds = [...body.lawyerScopes, ...body.renoScopes].map((scope) => scope.id);
      const categorised = body.scopeCategories.flatMap((category) => category.scopeIds);
      expect([...categorised].sort((a, b) => a - b)).toEqual(
        [...allScopeIds].sort((a, b) => a - b),
      );
    });

    it('marks the scopes searched most as top, for the search box’s buttons', async () => {
      const response = await app.inject({ url: '/api/messages' });
      const body = messagesResponseSchema.parse(response.json());
      const top = (list: typeof body.lawyerScopes) =>
        list.filter((scope) => scope.top).map((scope) => scope.name);
      expect(top(body.lawyerScopes)).toEqual([
        'Arbeitsrecht',
        'Erbrecht',
        'Familienrecht',
        'Miet- und Wohnungseigentumsrecht',
        'Steuerrecht',
        'Strafrecht',
        'Verkehrsrecht',
      ]);
      expect(top(body.renoScopes)).toEqual([
        'Elektronischer Rechtsverkehr (beA)',
        'Gebührenrecht (RVG)',
        'Zwangsvollstreckung',
      ]);
    });

    it('names the scopes and categories in English for ?language=en', async () => {
      const response = await app.inject({ url: '/api/messages?language=en' });
      const body = messagesResponseSchema.parse(response.json());
      expect(body.lawyerScopes).toHaveLength(24);
      expect(body.renoScopes).toHaveLength(10);
      expect(body.lawyerScopes.map((scope) => scope.name)).toContain('Employment law');
      expect(body.lawyerScopes.map((scope) => scope.name)).not.toContain('Arbeitsrecht');
      expect(body.scopeCategories.map((category) => category.name)).toContain('Public law');
    });

    it.each(['de', 'en'])('sorts the scope lists by name in %s', async (language) => {
      const response = await app.inject({ url: `/api/messages?language=${language}` });
      const body = messagesResponseSchema.parse(response.json());
      for (const list of [body.lawyerScopes, body.renoScopes]) {
        const names = list.map((scope) => scope.name);
        expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, language)));
      }
    });
  });

  describe('content pages', () => {
    const cases = contentKeySchema.options.flatMap((key) =>
      (['de', 'en'] as const).map((language) => ({ key, language })),
    );

    it.each(cases)('answers the content page $key in $language', async ({ key, language }) => {
      const response = await app.inject({
        url: `/api/messages/content/${key}?language=${language}`,
      });
      expect(response.statusCode).toBe(200);
      const page = contentPageSchema.parse(response.json());
      expect(page).toMatchObject({ key, language });
      expect(page.title.length).toBeGreaterThan(0);
      expect(page.body.length).toBeGreaterThan(0);
    });

    it('answers German and English pages with different titles', async () => {
      const german = await app.inject({ url: '/api/messages/content/agb?language=de' });
      const english = await app.inject({ url: '/api/messages/content/agb?language=en' });
      expect(german.json().title).not.toBe(english.json().title);
    });

    it.each([
      ['/api/messages/dataprotection', 'dataprotection'],
      ['/api/messages/terms', 'terms'],
    ])('answers %s in both languages', async (url, key) => {
      for (const language of ['de', 'en']) {
        const response = await app.inject({ url: `${url}?language=${language}` });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ key, language });
      }
    });

    it('rejects an unknown content key with 400 naming params.key', async () => {
      const response = await app.inject({ url: '/api/messages/content/geheim' });
      expect(response.statusCode).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.details?.map((detail) => detail.path)).toEqual(['params.key']);
    });
  });

  describe('FAQ, chambers and sitemap', () => {
    it.each(['de', 'en'])('answers both FAQ categories in %s', async (language) => {
      const response = await app.inject({ url: `/api/faq?language=${language}` });
      expect(response.statusCode).toBe(200);
      const entries = response.json() as Array<{ category: string; question: string }>;
      expect(new Set(entries.map((entry) => entry.category))).toEqual(
        new Set(['COMMON', 'BOOKING']),
      );
      expect(entries.every((entry) => entry.question.length > 0)).toBe(true);
    });

    it('answers the FAQ in the language asked for', async () => {
      const german = (await app.inject({ url: '/api/faq?language=de' })).json();
      const english = (await app.inject({ url: '/api/faq?language=en' })).json();
      expect(german).toHaveLength(english.length);
      expect(german[0].question).toBe('Was ist der Kursmarkt?');
      expect(english[0].question).toBe('What is Kursmarkt?');
    });

    it('answers the 28 bar associations sorted by name', async () => {
      const response = await app.inject({ url: '/api/chambers' });
      expect(response.statusCode).toBe(200);
      const chambers = response.json() as Array<{ id: number; name: string; city: string }>;
      expect(chambers).toHaveLength(28);
      const names = chambers.map((chamber) => chamber.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
      expect(names).toContain('Rechtsanwaltskammer beim Bundesgerichtshof');
    });

    it('lists absolute URLs on the request host, with the category routes of the lawyer domain', async () => {
      const response = await app.inject({
        url: '/api/sitemap',
        headers: { host: 'recht.kursmarkt.test' },
      });
      expect(response.statusCode).toBe(200);
      const locs = (response.json().urls as Array<{ loc: string }>).map((url) => url.loc);
      expect(locs).toContain('http://recht.kursmarkt.test/');
      expect(locs).toContain('http://recht.kursmarkt.test/faq');
      expect(locs).toContain('http://recht.kursmarkt.test/impressum');
      const categories = domain('lawyer').config.modules.flatMap((module) =>
        module.name === 'CATEGORIES' ? module.config.items.map((item) => item.route) : [],
      );
      expect(categories.length).toBeGreaterThan(0);
      for (const route of categories)
        expect(locs).toContain(`http://recht.kursmarkt.test/${route}`);
      expect(locs).toContain('http://recht.kursmarkt.test/fachanwaltslehrgaenge');
      expect(locs.every((loc) => loc.startsWith('http://recht.kursmarkt.test/'))).toBe(true);
      expect(new Set(locs).size).toBe(locs.length);
    });

    it('names no port the request host names and leaves out the lawyer categories on reno', async () => {
      const reno = await app.inject({
        url: '/api/sitemap',
        headers: { host: 'reno.kursmarkt.test' },
      });
      const renoLocs = (reno.json().urls as Array<{ loc: string }>).map((url) => url.loc);
      expect(renoLocs).not.toContain('http://reno.kursmarkt.test/fachanwaltslehrgaenge');
      const local = await app.inject({ url: '/api/sitemap', headers: { host: 'localhost:3000' } });
      expect(local.json().urls[0].loc).toMatch(/^http:\/\/localhost\//);
    });
  });

  describe('banners', () => {
    it('answers the arbeitsrecht banner on the lawyer search page for SPECIALIZATION in German', async () => {
      const response = await app.inject({
        url: '/api/banner/search?types=SPECIALIZATION',
        headers: { host: 'recht.kursmarkt.test' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        placement: 'search',
        message: domain('lawyer').messages.de!.labels['banners.arbeitsrecht'],
        href: '/fachanwaltslehrgaenge',
      });
      expect(response.json().message).toMatch(/Arbeitsrecht/);
    });

    it('answers the arbeitsrecht banner in English for ?language=en', async () => {
      const response = await app.inject({
        url: '/api/banner/search?types=SPECIALIZATION&language=en',
        headers: { host: 'recht.kursmarkt.test' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(
        domain('lawyer').messages.en!.labels['banners.arbeitsrecht'],
      );
      expect(response.json().message).toMatch(/employment law/);
    });

    it('answers null when no banner fits the search types', async () => {
      const response = await app.inject({
        url: '/api/banner/search?types=EDUCATION',
        headers: { host: 'recht.kursmarkt.test' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBeNull();
    });

    it('answers the banner of the domain serving the host', async () => {
      const response = await app.inject({
        url: '/api/banner/search',
        headers: { host: 'reno.kursmarkt.test' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(domain('reno').messages.de!.labels['banners.bea']);
    });

    it('rejects an unknown placement with 400 naming params.x', async () => {
      const response = await app.inject({ url: '/api/banner/sidebar' });
      expect(response.statusCode).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.details?.map((detail) => detail.path)).toEqual(['params.x']);
    });

    it.each([
      ['NOTARY', 'query.types.0'],
      ['SPECIALIZATION,NOTARY', 'query.types.1'],
    ])('rejects the search types %s with 400 naming %s', async (types, where) => {
      const response = await app.inject({ url: `/api/banner/search?types=${types}` });
      expect(response.statusCode).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.details?.map((detail) => detail.path)).toEqual([where]);
    });

    it('rejects a scope id that is not a number with 400', async () => {
      const response = await app.inject({ url: '/api/banner/search?scopes=3,abc' });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).details?.[0]?.path).toMatch(/^query\.scopes/);
    });
  });

  describe('the contact form', () => {
    const contactsAbout = (subject: string) =>
      testDatabase.database.db
        .select()
        .from(contactRequests)
        .where(eq(contactRequests.subject, subject));

    it('accepts a valid request with 202, stores it for the domain and mails the operator', async () => {
      const before = (await mails()).length;
      const response = await app.inject({
        method: 'PUT',
        url: '/api/contact',
        headers: { host: 'reno.kursmarkt.test' },
        remoteAddress: '10.0.1.1',
        payload: { ...validContact, subject: 'Frage von reno' },
      });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ received: true });

      const rows = await contactsAbout('Frage von reno');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        domain: 'reno',
        name: validContact.name,
        email: validContact.email,
        message: validContact.message,
      });

      const written = (await mails()).slice(before);
      expect(written).toHaveLength(1);
      expect(written[0]).toMatchObject({
        to: 'service@reno.kursmarkt.test',
        replyTo: validContact.email,
      });
      expect(written[0]!.to).toBe(domain('reno').config.contactEmail);
      expect(written[0]!.subject).toContain('Frage von reno');
      expect(written[0]!.text).toContain(validContact.message);
    });

    it('trims the fields before storing them', async () => {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/contact',
        remoteAddress: '10.0.1.2',
        payload: { ...validContact, name: '  Bernd Kaiser  ', subject: '  Getrimmter Betreff ' },
      });
      expect(response.statusCode).toBe(202);
      const [row] = await contactsAbout('Getrimmter Betreff');
      expect(row).toMatchObject({ domain: 'lawyer', name: 'Bernd Kaiser' });
    });

    it('rejects missing fields with 422 naming each of them', async () => {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/contact',
        remoteAddress: '10.0.1.3',
        payload: { privacyAccepted: true },
      });
      expect(response.statusCode).toBe(422);
      const error = errorOf(response);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.details?.map((detail) => detail.path)).toEqual([
        'body.name',
        'body.email',
        'body.subject',
        'body.message',
      ]);
    });

    it('rejects an invalid e-mail address with the message of the contract', async () => {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/contact',
        remoteAddress: '10.0.1.4',
        payload: { ...validContact, email: 'anna.berg' },
      });
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).details).toEqual([
        {
          path: 'body.email',
          code: 'INVALID_FORMAT',
          message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
        },
      ]);
    });

    it.each([
      {
        what: 'a request whose privacy notice is not accepted',
        remoteAddress: '10.0.1.5',
        change: { subject: 'Ohne Zustimmung', privacyAccepted: false },
        path: 'body.privacyAccepted',
        code: 'NOT_ALLOWED',
        message: 'Bitte bestätigen Sie die Datenschutzhinweise.',
      },
      {
        what: 'a text PostgreSQL cannot store',
        remoteAddress: '10.0.1.6',
        change: { subject: 'Mit Nullzeichen', message: 'Eine Frage\u0000 zum Kurs' },
        path: 'body.message',
        code: 'UNSTORABLE',
        message: 'must not contain the character U+0000',
      },
    ])(
      'rejects $what with 422 naming $path, and stores and mails nothing',
      async ({ remoteAddress, change, path, code, message }) => {
        const before = (await mails()).length;
        const response = await app.inject({
          method: 'PUT',
          url: '/api/contact',
          remoteAddress,
          payload: { ...validContact, ...change },
        });
        expect(response.statusCode).toBe(422);
        expect(errorOf(response).details).toEqual([{ path, code, message }]);
        expect(await contactsAbout(change.subject)).toEqual([]);
        expect(await mails()).toHaveLength(before);
      },
    );

    it('rejects a body that is not JSON with a 400 JSON error, not a 500', async () => {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/contact',
        remoteAddress: '10.0.1.6',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": "Anna",',
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(errorOf(response).code).toBe('BAD_REQUEST');
    });

    it('rejects a body of another media type with a 415 JSON error', async () => {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/contact',
        remoteAddress: '10.0.1.7',
        headers: { 'content-type': 'application/xml' },
        payload: '<contact/>',
      });
      expect(response.statusCode).toBe(415);
      expect(errorOf(response).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('rejects a request without a body with a JSON error', async () => {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/contact',
        remoteAddress: '10.0.1.8',
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      errorOf(response);
    });

    it('rejects a body over 64 kB with a 413 JSON error', async () => {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/contact',
        remoteAddress: '10.0.1.9',
        payload: { ...validContact, message: 'x'.repeat(70 * 1024) },
      });
      expect(response.statusCode).toBe(413);
      expect(errorOf(response).code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('answers the sixth request within a minute from one client with a 429 JSON error', async () => {
      const send = () =>
        app.inject({
          method: 'PUT',
          url: '/api/contact',
          remoteAddress: '10.0.2.1',
          payload: { ...validContact, subject: 'Viele Anfragen' },
        });
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await send()).statusCode).toBe(202);
      }
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['content-type']).toMatch(/^application\/json/);
      expect(limited.headers['retry-after']).toBeDefined();
      const error = errorOf(limited);
      expect(error.code).toBe('RATE_LIMITED');
      expect(error.message).toMatch(/rate limit/i);

      const otherClient = await app.inject({
        method: 'PUT',
        url: '/api/contact',
        remoteAddress: '10.0.2.2',
        payload: validContact,
      });
      expect(otherClient.statusCode).toBe(202);
    });
  });

  describe('errors', () => {
    it('answers an unknown API route with a 404 JSON error', async () => {
      const response = await app.inject({ url: '/api/nothing-here?x=1' });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({
        code: 'NOT_FOUND',
        message: 'No route GET /api/nothing-here.',
        requestId: response.headers['x-request-id'],
      });
    });

    it('answers a known path with the wrong method with a 404 JSON error', async () => {
      const response = await app.inject({ method: 'DELETE', url: '/api/configuration' });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    });

    it('answers a handler that throws unexpectedly with a 500 that reveals nothing internal', async () => {
      const response = await app.inject({ url: '/api/test/explodes' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        code: 'INTERNAL',
        message: 'An unexpected error occurred.',
        requestId: response.headers['x-request-id'],
      });
      expect(response.body).not.toMatch(/ECONNREFUSED|password|stack|at /);
    });

    it('answers a programming error in a handler with the same bare 500', async () => {
      const response = await app.inject({ url: '/api/test/breaks' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        code: 'INTERNAL',
        message: 'An unexpected error occurred.',
        requestId: response.headers['x-request-id'],
      });
      expect(response.body).not.toMatch(/TypeError|undefined/);
    });

    it.each([
      ['PAYMENT_REQUIRED', 402],
      ['NOT_ACCEPTABLE', 406],
      ['CONFLICT', 409],
      ['PRECONDITION_FAILED', 412],
    ] as const)('answers an error of the catalogue %s with %i', async (code, status) => {
      const thrown = await app.inject({ url: `/api/test/refuses/${code}` });
      expect(thrown.statusCode).toBe(status);
      expect(errorOf(thrown)).toEqual({
        code,
        message: `Refused with ${code}.`,
        requestId: thrown.headers['x-request-id'],
      });
      // A plugin's error with that status gets the same code.
      const fromPlugin = await app.inject({ url: `/api/test/fastify-error/${status}` });
      expect(fromPlugin.statusCode).toBe(status);
      expect(errorOf(fromPlugin)).toEqual({
        code,
        message: 'A plugin refused.',
        requestId: fromPlugin.headers['x-request-id'],
      });
    });

    it('answers the API without a storefront: any other path is a 404 JSON error', async () => {
      const response = await app.inject({ url: '/kontakt' });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    });
  });

  describe('security headers', () => {
    it('sends a content security policy that forbids framing and nosniff on an API response', async () => {
      const response = await app.inject({ url: '/api/configuration' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
    });

    it('keeps an answer to a call made with credentials out of every cache', async () => {
      const withToken = await app.inject({
        url: '/api/configuration',
        headers: { 'x-order': randomUUID(), 'x-auth': 'guest-token' },
      });
      expect(withToken.headers['cache-control']).toBe('private, no-store');
      expect(withToken.headers.vary).toContain('Authorization, X-Auth, X-Order');
      const anonymous = await app.inject({ url: '/api/configuration' });
      expect(anonymous.headers['cache-control'] ?? '').not.toContain('no-store');
    });

    it('sends the security headers on an error response too', async () => {
      const response = await app.inject({ url: '/api/nothing-here' });
      expect(String(response.headers['content-security-policy'])).toContain(
        "frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it('sends no strict-transport-security over plain HTTP', async () => {
      const response = await app.inject({ url: '/api/configuration' });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });

    it('ignores x-forwarded-proto from a proxy it does not trust', async () => {
      const response = await app.inject({
        url: '/api/configuration',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });

    it('sends strict-transport-security for HTTPS behind a trusted proxy', async () => {
      const proxied = await buildApp({
        database: testDatabase.database,
        domains,
        mailer,
        trustProxy: 1,
      });
      try {
        const https = await proxied.inject({
          url: '/api/configuration',
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(https.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
        const http = await proxied.inject({
          url: '/api/configuration',
          headers: { 'x-forwarded-proto': 'http' },
        });
        expect(http.headers['strict-transport-security']).toBeUndefined();
      } finally {
        await proxied.close();
      }
    });
  });

  describe('behind trusted proxies', () => {
    const forgedContacts = async (trustProxy: number | string[], proxy: string, client: string) => {
      const proxied = await buildApp({
        database: testDatabase.database,
        domains,
        mailer,
        trustProxy,
      });
      try {
        const statuses: number[] = [];
        for (let attempt = 1; attempt <= 8; attempt++) {
          // The client forges X-Forwarded-For anew each time; the proxy appends the address it saw.
          const response = await proxied.inject({
            method: 'PUT',
            url: '/api/contact',
            remoteAddress: proxy,
            headers: { 'x-forwarded-for': `198.51.100.${attempt}, ${client}` },
            payload: { ...validContact, subject: 'Gefälschte Absender' },
          });
          statuses.push(response.statusCode);
        }
        const anotherClient = await proxied.inject({
          method: 'PUT',
          url: '/api/contact',
          remoteAddress: proxy,
          headers: { 'x-forwarded-for': `198.51.100.1, ${client}0` },
          payload: validContact,
        });
        statuses.push(anotherClient.statusCode);
        return statuses;
      } finally {
        await proxied.close();
      }
    };

    it('limits a client that rotates a forged X-Forwarded-For behind one trusted proxy, and only that client', async () => {
      expect(await forgedContacts(1, '10.0.3.1', '203.0.113.7')).toEqual([
        202, 202, 202, 202, 202, 429, 429, 429, 202,
      ]);
    });

    it('limits it alike when the proxy is named by its address', async () => {
      expect(await forgedContacts(['10.0.4.0/24'], '10.0.4.1', '203.0.113.8')).toEqual([
        202, 202, 202, 202, 202, 429, 429, 429, 202,
      ]);
    });
  });

  describe('the OpenAPI document', () => {
    it('lists the paths of the contract at /api/docs', async () => {
      const response = await app.inject({ url: '/api/docs' });
      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(document.openapi).toMatch(/^3\./);
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining([
          '/api/configuration',
          '/api/messages',
          '/api/messages/content/{key}',
          '/api/banner/{x}',
          '/api/contact',
        ]),
      );
      expect(document.paths['/api/contact'].put.operationId).toBe('putContact');
      expect(Object.keys(document.paths)).not.toContain('/api/docs');
      expect(Object.keys(document.paths)).not.toContain('/api/test/explodes');
    });
  });
});
