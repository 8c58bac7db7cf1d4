// @vitest-environment node
import path from 'node:path';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@kursmarkt/schemas';
import { buildApp } from '../app.ts';
import { createDatabase, type Database } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema.ts';
import { openTestDatabase, bothDatabaseTargets, type TestDatabase } from '../db/test-databases.ts';
import { loadDomains, type Domain } from '../domains/load.ts';

const examples = path.join(import.meta.dirname, '..', '..', '..', '..', 'site', 'domains');

const contact = {
  name: 'Anna Berg',
  email: 'anna.berg@example.de',
  subject: 'Frage zur Buchung',
  message: 'Kann ich den Lehrgang umbuchen?',
  privacyAccepted: true,
};
/** PUT /api/contact: five a minute for each client. */
const sendContact = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'PUT', url: '/api/contact', remoteAddress, payload: contact });

describe.each(bothDatabaseTargets())('the rate-limit counters on $name', (target) => {
  let domains: Domain[];
  let testDatabase: TestDatabase;
  const opened: Array<FastifyInstance | Database> = [];

  beforeAll(async () => {
    ({ domains } = await loadDomains(examples));
  });

  afterEach(async () => {
    for (const resource of opened.splice(0).reverse()) await resource.close();
    await testDatabase?.cleanup();
  }, 60_000);

  /** An app on `database`, as one server process. */
  const appOn = async (database: Database, clock?: { now: () => Date }) => {
    const app = await buildApp({ database, domains, clock, mailer: { send: async () => {} } });
    opened.push(app);
    return app;
  };
  /**
   * The database as a second server process opens it: on PostgreSQL a pool of its own, on
   * PGlite (one connection in one process) the same handle.
   */
  const secondConnection = async () => {
    if (!testDatabase.url) return testDatabase.database;
    const second = await createDatabase({ url: testDatabase.url, poolSize: 4 });
    opened.push(second);
    return second;
  };
  const counters = () =>
    testDatabase.database.db.select().from(rateLimitCounters).orderBy(asc(rateLimitCounters.key));

  it('counts one client on two server processes of one database together', async () => {
    testDatabase = await openTestDatabase(target);
    const first = await appOn(testDatabase.database);
    const second = await appOn(await secondConnection());

    const statuses: number[] = [];
    for (const app of [first, second, first, second, first, second]) {
      statuses.push((await sendContact(app, '10.50.0.1')).statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect((await sendContact(second, '10.50.0.2')).statusCode).toBe(202);
    expect(await counters()).toEqual([
      { key: 'PUT/api/contact-10.50.0.1', count: 6, windowEndsAt: expect.any(Date) },
      { key: 'PUT/api/contact-10.50.0.2', count: 1, windowEndsAt: expect.any(Date) },
    ]);
  });

  it('lets exactly five of many simultaneous requests through, whichever process takes them', async () => {
    testDatabase = await openTestDatabase(target);
    const first = await appOn(testDatabase.database);
    const second = await appOn(await secondConnection());

    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        sendContact(index % 2 ? first : second, '10.50.1.1'),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 202)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(11);
  });

  it("ends a window by the app's clock, and deletes ended windows later", async () => {
    testDatabase = await openTestDatabase(target);
    let now = new Date('2026-03-10T09:00:00Z');
    const app = await appOn(testDatabase.database, { now: () => now });

    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await sendContact(app, '10.50.2.1')).statusCode).toBe(202);
    }
    now = new Date('2026-03-10T09:00:59.500Z');
    const limited = await sendContact(app, '10.50.2.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    expect(apiErrorSchema.parse(limited.json()).code).toBe('RATE_LIMITED');

    now = new Date('2026-03-10T09:01:00Z');
    expect((await sendContact(app, '10.50.2.1')).statusCode).toBe(202);
    expect(await counters()).toEqual([
      {
        key: 'PUT/api/contact-10.50.2.1',
        count: 1,
        windowEndsAt: new Date('2026-03-10T09:02:00Z'),
      },
    ]);

    // Ten minutes on, the next request of anyone deletes the windows that have ended.
    now = new Date('2026-03-10T09:12:00Z');
    expect((await sendContact(app, '10.50.2.2')).statusCode).toBe(202);
    expect((await counters()).map((counter) => counter.key)).toEqual(['PUT/api/contact-10.50.2.2']);
  });
});
