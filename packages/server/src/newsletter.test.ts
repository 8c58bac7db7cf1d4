// @vitest-environment node
import { createHash } from 'node:crypto';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@kursmarkt/schemas';
import { buildApp } from './app.ts';
import { newsletterSubscriptions, outboxMails } from './db/schema.ts';
import { seedDatabase } from './seed/index.ts';
import { openTestDatabase, testDatabaseTargets, type TestDatabase } from './db/test-databases.ts';
import { loadDomains } from './domains/load.ts';
import type { Mailer } from './mail/transport.ts';
import { mailsInOutbox } from './outbox/test-support.ts';

const examples = path.join(import.meta.dirname, '..', '..', '..', 'site', 'domains');
const errorOf = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json());

/** The token of the confirmation link in a mail's text. */
const tokenIn = (mail: { text: string }) => {
  const match = /https?:\/\/\S+\/newsletter-confirmation\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`No confirmation link in: ${mail.text}`);
  return match[1]!;
};

describe.each(testDatabaseTargets())('the newsletter on $name', (target) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  const mailer: Mailer = { async send() {} };
  /** The mails the sign-ups wrote into the outbox. */
  const mails = () => mailsInOutbox(testDatabase.database.db);
  let client = 0;
  const nextAddress = () => `10.30.${Math.floor(++client / 250)}.${client % 250}`;

  const signUp = (
    email: unknown,
    { host = 'recht.kursmarkt.test', query = '', remoteAddress = nextAddress() } = {},
  ) =>
    app.inject({
      method: 'PUT',
      url: `/api/newsletter${query}`,
      headers: { host },
      remoteAddress,
      payload: email === undefined ? {} : { email },
    });
  const confirm = (token: unknown, host = 'recht.kursmarkt.test') =>
    app.inject({
      method: 'PUT',
      url: '/api/newsletter/confirmation',
      headers: { host },
      remoteAddress: nextAddress(),
      payload: { token },
    });
  const rowsOf = (email: string, domain = 'lawyer') =>
    testDatabase.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(
        and(eq(newsletterSubscriptions.email, email), eq(newsletterSubscriptions.domain, domain)),
      );

  beforeAll(async () => {
    testDatabase = await openTestDatabase(target);
    await seedDatabase(testDatabase.database.db, { referenceDate: '2026-03-01' });
    const { domains } = await loadDomains(examples);
    app = await buildApp({ database: testDatabase.database, domains, mailer });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await testDatabase?.cleanup();
  });

  beforeEach(async () => {
    await testDatabase.database.db.delete(outboxMails);
  });

  it('signs up, mails the link, confirms once and refuses the same link again', async () => {
    const response = await signUp('Erika.Muster@Example.de');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ received: true });

    expect(await mails()).toHaveLength(1);
    const [mail] = await mails();
    expect(mail!.to).toBe('erika.muster@example.de');
    expect(mail!.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung – Kursmarkt Recht');
    expect(mail!.text).toContain('http://recht.kursmarkt.test/newsletter-confirmation?token=');
    const token = tokenIn(mail!);
    // 32 random bytes in base64url.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await rowsOf('erika.muster@example.de');
    expect(row).toMatchObject({ domain: 'lawyer', language: 'de', confirmedAt: null });
    // Only the SHA-256 of the token is stored.
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ confirmed: true });
    const [after] = await rowsOf('erika.muster@example.de');
    expect(after!.confirmedAt).toBeInstanceOf(Date);

    const again = await confirm(token);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).code).toBe('NOT_FOUND');
  });

  it('answers a confirmed address with 202 again but sends no mail', async () => {
    await signUp('bestaetigt@example.de');
    expect((await confirm(tokenIn((await mails())[0]!))).statusCode).toBe(200);
    await testDatabase.database.db.delete(outboxMails);

    const response = await signUp('bestaetigt@example.de');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ received: true });
    expect(await mails()).toHaveLength(0);
    const rows = await rowsOf('bestaetigt@example.de');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.confirmedAt).not.toBeNull();
  });

  it('replaces the token of an unconfirmed sign-up and sends the mail again', async () => {
    await signUp('zweimal@example.de');
    await signUp('zweimal@example.de', { query: '?language=en' });
    const written = await mails();
    expect(written).toHaveLength(2);
    const [first, second] = written.map(tokenIn);
    expect(second).not.toBe(first);
    expect(written[1]!.subject).toBe(
      'Please confirm your newsletter subscription – Kursmarkt Recht',
    );
    const rows = await rowsOf('zweimal@example.de');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.language).toBe('en');

    expect((await confirm(first)).statusCode).toBe(404);
    expect((await confirm(second)).statusCode).toBe(200);
  });

  it('writes the mail in the request language and links to the host the request came to, without its port', async () => {
    const response = await signUp('english@example.de', {
      host: 'localhost:3000',
      query: '?language=en',
    });
    expect(response.statusCode).toBe(202);
    const [mail] = await mails();
    expect(mail!.text).toContain('Please confirm your subscription');
    expect(mail!.text).toContain('http://localhost/newsletter-confirmation?token=');
  });

  it.each([
    ['not an address', 'keine-adresse', 'INVALID_FORMAT'],
    ['a missing address', undefined, 'REQUIRED'],
    ['a number', 42, 'WRONG_TYPE'],
  ])(
    'rejects %s with 422 naming body.email with the storefront text',
    async (_label, email, code) => {
      const response = await signUp(email);
      expect(response.statusCode).toBe(422);
      const error = errorOf(response);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.details).toEqual([
        { path: 'body.email', code, message: 'Bitte geben Sie eine gültige E-Mail-Adresse an!' },
      ]);
      expect(await mails()).toHaveLength(0);
    },
  );

  it('rejects a malformed token with 422 naming body.token', async () => {
    const response = await confirm('kein token!'.padEnd(43, 'x'));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).details?.map((detail) => detail.path)).toEqual(['body.token']);
  });

  it('answers an unknown token with 404', async () => {
    const response = await confirm('A'.repeat(43));
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('NOT_FOUND');
  });

  it('refuses a link older than seven days with 404', async () => {
    await signUp('spaet@example.de');
    const token = tokenIn((await mails())[0]!);
    await testDatabase.database.db
      .update(newsletterSubscriptions)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(newsletterSubscriptions.email, 'spaet@example.de'));
    expect((await confirm(token)).statusCode).toBe(404);
  });

  it('confirms a link only on the domain it was sent from', async () => {
    await signUp('lumen@example.de', { host: 'lumen-akademie.test' });
    const [mail] = await mails();
    const token = tokenIn(mail!);
    expect(mail!.text).toContain('http://lumen-akademie.test/newsletter-confirmation');
    expect((await confirm(token, 'recht.kursmarkt.test')).statusCode).toBe(404);
    expect((await confirm(token, 'lumen-akademie.test')).statusCode).toBe(200);
  });

  it('does not exist on a domain without the NEWSLETTER feature', async () => {
    const response = await signUp('reno@example.de', { host: 'reno.kursmarkt.test' });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('NOT_FOUND');
    expect(await mails()).toHaveLength(0);
    expect(await rowsOf('reno@example.de', 'reno')).toHaveLength(0);

    const invalid = await signUp('keine-adresse', { host: 'reno.kursmarkt.test' });
    expect(invalid.statusCode).toBe(404);

    const confirmation = await confirm('A'.repeat(43), 'reno.kursmarkt.test');
    expect(confirmation.statusCode).toBe(404);
    expect(errorOf(confirmation).code).toBe('NOT_FOUND');
  });

  it('answers the sixth sign-up within a minute from one client with 429', async () => {
    const remoteAddress = '10.99.1.1';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await signUp(`viele${attempt}@example.de`, { remoteAddress });
      expect(response.statusCode).toBe(202);
    }
    const limited = await signUp('viele6@example.de', { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('RATE_LIMITED');
    expect(await mails()).toHaveLength(5);
  });
});
