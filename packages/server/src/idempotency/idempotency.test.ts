// @vitest-environment node
import { once } from 'node:events';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@kursmarkt/schemas';
import { buildApp } from '../app.ts';
import { createCustomerAuth } from '../auth/require-customer.ts';
import type { TokenSettings } from '../auth/token-settings.ts';
import { createTestSigner, type TestSigner } from '../auth/test-tokens.ts';
import { createDatabase, queryRows, type Database } from '../db/client.ts';
import { contactRequests, idempotencyKeys, outboxMails } from '../db/schema.ts';
import {
  bothDatabaseTargets,
  openTestDatabase,
  testDatabaseTargets,
  type TestDatabase,
  type TestDatabaseTarget,
} from '../db/test-databases.ts';
import { loadDomains, type Domain } from '../domains/load.ts';
import { AppError } from '../errors.ts';
import type { FinishedJob } from '../jobs/jobs.ts';
import type { Mailer } from '../mail/transport.ts';
import {
  customerScope,
  expireKeysJob,
  guestOrAnonymousScope,
  type IdempotencyScope,
} from './idempotency.ts';

const examples = path.join(import.meta.dirname, '..', '..', '..', '..', 'site', 'domains');
const recht = 'recht.kursmarkt.test';
const mailer: Mailer = { async send() {} };
const errorOf = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json());

/** A promise and the function that settles it, to hold a handler until the test lets it go. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * The keys' rules are the same SQL on either database and run where the server's tests run; the
 * requests at once run on PGlite too, whose one connection queues them instead of running them
 * side by side (docs/decisions/0043-*).
 */
describe.each(testDatabaseTargets())('idempotency keys on $name', (target) =>
  idempotencyTests(target, 'rules'),
);
describe.each(bothDatabaseTargets())('idempotency keys, requests at once, on $name', (target) =>
  idempotencyTests(target, 'requests at once'),
);

function idempotencyTests(target: TestDatabaseTarget, group: 'rules' | 'requests at once') {
  /** A test of this file's `group`: each test is defined in one of the two. */
  const testOf = (of: typeof group) => (name: string, fn: () => Promise<void>) => {
    if (group === of) it(name, fn);
  };
  const rule = testOf('rules');
  const atOnce = testOf('requests at once');
  let domains: Domain[];
  let testDatabase: TestDatabase;
  const opened: Array<{ close(): Promise<unknown> }> = [];
  /** The app's clock, which a test moves. */
  let now: Date;
  const clock = { now: () => now };

  beforeAll(async () => {
    ({ domains } = await loadDomains(examples));
  });

  afterEach(async () => {
    for (const resource of opened.splice(0).reverse()) await resource.close();
    await testDatabase?.cleanup();
  }, 60_000);

  /** What the test routes below counted and were told to do. */
  interface TestRoutes {
    runs: number;
    /** Called as each run starts; the run waits for what it returns. */
    onRun?: (run: number) => Promise<void> | void;
  }

  /**
   * The app on `database`, with a test-only route `POST /api/test/idempotent` that takes an
   * Idempotency-Key in `scope` and answers 201 with its run number and the body it got.
   */
  const appOn = async (
    database: Database,
    routes: TestRoutes,
    scope: IdempotencyScope = guestOrAnonymousScope,
  ): Promise<FastifyInstance> => {
    const app = await buildApp({ database, domains, mailer, clock });
    opened.push(app);
    app.post(
      '/api/test/idempotent',
      { preHandler: app.idempotency.preHandler(scope) },
      async (request, reply) => {
        const run = (routes.runs += 1);
        await routes.onRun?.(run);
        return reply.status(201).send({ run, got: request.body });
      },
    );
    await app.ready();
    return app;
  };

  const post = (
    app: FastifyInstance,
    payload: object,
    headers: Record<string, string> = {},
    remoteAddress = '10.60.0.1',
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/test/idempotent',
      headers: { host: recht, ...headers },
      payload,
      remoteAddress,
    });

  let contactClient = 0;
  const putContact = (app: FastifyInstance, payload: object, key?: string) =>
    app.inject({
      method: 'PUT',
      url: '/api/contact',
      headers: { host: recht, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
      remoteAddress: `10.61.0.${++contactClient}`,
    });
  const contact = (subject: string) => ({
    name: 'Anna Berg',
    email: 'anna.berg@example.de',
    subject,
    message: 'Kann ich den Lehrgang umbuchen?',
    privacyAccepted: true,
  });

  rule(
    'answers a repeated contact message with the stored answer, and stores and mails it once',
    async () => {
      now = new Date('2026-05-04T08:30:00Z');
      testDatabase = await openTestDatabase(target);
      const { db } = testDatabase.database;
      const app = await appOn(testDatabase.database, { runs: 0 });
      const key = '7d3f5a52-2c1e-4a8e-9f0b-6a1d2c3e4f50';

      const first = await putContact(app, contact('Umbuchung'), key);
      const repeat = await putContact(app, contact('Umbuchung'), key);

      expect(first.statusCode).toBe(202);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(repeat.statusCode).toBe(202);
      expect(repeat.headers['idempotent-replayed']).toBe('true');
      expect(repeat.headers['content-type']).toBe(first.headers['content-type']);
      expect(repeat.json()).toEqual({ received: true });
      const stored = await db
        .select()
        .from(contactRequests)
        .where(eq(contactRequests.subject, 'Umbuchung'));
      expect(stored).toHaveLength(1);
      expect(await db.select().from(outboxMails)).toHaveLength(1);

      // Without a key each request is its own, as before.
      await putContact(app, contact('Ohne Schlüssel'));
      await putContact(app, contact('Ohne Schlüssel'));
      expect(
        await db
          .select()
          .from(contactRequests)
          .where(eq(contactRequests.subject, 'Ohne Schlüssel')),
      ).toHaveLength(2);
    },
  );

  rule(
    'refuses a key used before with another body, query or call with 422 IDEMPOTENCY_KEY_REUSED and runs nothing',
    async () => {
      now = new Date('2026-05-04T08:30:00Z');
      testDatabase = await openTestDatabase(target);
      const { db } = testDatabase.database;
      const app = await appOn(testDatabase.database, { runs: 0 });
      const key = 'f2b8c1d0-4e3a-4b5c-8d7e-9f0a1b2c3d4e';
      expect((await putContact(app, contact('Erste Frage'), key)).statusCode).toBe(202);

      const otherBody = await putContact(app, contact('Zweite Frage'), key);
      const otherCall = await app.inject({
        method: 'PUT',
        url: '/api/newsletter',
        headers: { host: recht, 'idempotency-key': key },
        payload: { email: 'anna.berg@example.de' },
        remoteAddress: '10.62.0.1',
      });

      for (const refused of [otherBody, otherCall]) {
        expect(refused.statusCode).toBe(422);
        expect(errorOf(refused).code).toBe('IDEMPOTENCY_KEY_REUSED');
      }
      expect((await db.select().from(contactRequests)).map((row) => row.subject)).toEqual([
        'Erste Frage',
      ]);
      expect(await db.select().from(outboxMails)).toHaveLength(1);
    },
  );

  rule(
    'refuses a key that is not 1 to 255 visible characters with 400 naming the header',
    async () => {
      now = new Date('2026-05-04T08:30:00Z');
      testDatabase = await openTestDatabase(target);
      const routes = { runs: 0 };
      const app = await appOn(testDatabase.database, routes);

      for (const key of ['zwei Wörter', 'x'.repeat(256), '']) {
        const response = await post(app, { a: 1 }, { 'idempotency-key': key });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).details).toEqual([
          {
            path: 'headers.idempotency-key',
            code: 'INVALID_FORMAT',
            message: 'An Idempotency-Key is 1 to 255 visible ASCII characters, e.g. a UUID.',
          },
        ]);
      }
      expect(routes.runs).toBe(0);
    },
  );

  rule("keeps each guest's keys and anonymous callers' keys apart", async () => {
    now = new Date('2026-05-04T08:30:00Z');
    testDatabase = await openTestDatabase(target);
    const routes = { runs: 0 };
    const app = await appOn(testDatabase.database, routes);
    const key = { 'idempotency-key': 'bestellung-1' };

    const first = await post(app, { a: 1 }, { ...key, 'x-auth': 'token-of-guest-one' });
    const second = await post(app, { a: 1 }, { ...key, 'x-auth': 'token-of-guest-two' });
    const anonymous = await post(app, { a: 1 }, key);
    const again = await post(app, { a: 1 }, { ...key, 'x-auth': 'token-of-guest-one' });

    expect([first, second, anonymous].map((response) => response.json().run)).toEqual([1, 2, 3]);
    expect(again.json()).toEqual(first.json());
    expect(routes.runs).toBe(3);
    // The guest's token is kept only as its hash.
    const scopes = await testDatabase.database.db
      .select({ scope: idempotencyKeys.scope })
      .from(idempotencyKeys);
    expect(scopes.map(({ scope }) => scope).sort()).toEqual([
      'anonymous',
      expect.stringMatching(/^guest:[0-9a-f]{64}$/),
      expect.stringMatching(/^guest:[0-9a-f]{64}$/),
    ]);
  });

  rule("keeps each customer's keys apart", async () => {
    now = new Date();
    testDatabase = await openTestDatabase(target);
    const signer: TestSigner = await createTestSigner('RS256');
    const issuer = 'https://id.kursmarkt.test/realms/kursmarkt';
    const audience = 'urn:kursmarkt:api:recht-storefront';
    const tokenSettingsOf = async (): Promise<TokenSettings> => ({
      issuer,
      audience,
      keys: signer.keys,
      passwordChangeUrl: `${issuer}/account/password`,
      emailChangeUrl: `${issuer}/account/email`,
    });
    const auth = createCustomerAuth({ db: testDatabase.database.db, tokenSettingsOf, clock });
    const routes = { runs: 0 };
    const app = await appOn(testDatabase.database, routes, customerScope(auth));
    const tokenOf = (customerId: string) =>
      signer.sign({
        customerId,
        email: `${customerId.slice(0, 4)}@example.com`,
        given_name: 'Anna',
        family_name: 'Berger',
        iss: issuer,
        aud: audience,
        sub: `account-${customerId.slice(0, 8)}`,
        client_id: 'recht-storefront',
        email_verified: true,
      });
    const as = async (customerId: string) => ({
      authorization: `Bearer ${await tokenOf(customerId)}`,
      'idempotency-key': 'warenkorb-1',
    });
    const anna = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
    const jonas = '0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d';

    const fromAnna = await post(app, { a: 1 }, await as(anna));
    const fromJonas = await post(app, { a: 1 }, await as(jonas));
    const annaAgain = await post(app, { a: 1 }, await as(anna));

    expect([fromAnna, fromJonas].map((response) => response.json().run)).toEqual([1, 2]);
    expect(annaAgain.json()).toEqual(fromAnna.json());
    expect(annaAgain.headers['idempotent-replayed']).toBe('true');
    expect(routes.runs).toBe(2);
  });

  rule(
    'replays an answer of 400 to 499 that the handler gave, and runs again after one of 500',
    async () => {
      now = new Date('2026-05-04T08:30:00Z');
      testDatabase = await openTestDatabase(target);
      const routes: TestRoutes = {
        runs: 0,
        onRun: (run) => {
          if (run === 1) throw new AppError('CONFLICT', 'The date is fully booked.');
          if (run === 2) throw new Error('the database went away');
        },
      };
      const app = await appOn(testDatabase.database, routes);

      const refused = await post(app, { seat: 1 }, { 'idempotency-key': 'k-409' });
      const refusedAgain = await post(app, { seat: 1 }, { 'idempotency-key': 'k-409' });
      expect([refused.statusCode, refusedAgain.statusCode]).toEqual([409, 409]);
      expect(refusedAgain.json()).toEqual(refused.json());
      expect(refusedAgain.headers['idempotent-replayed']).toBe('true');

      const failed = await post(app, { seat: 2 }, { 'idempotency-key': 'k-500' });
      const retried = await post(app, { seat: 2 }, { 'idempotency-key': 'k-500' });
      expect([failed.statusCode, retried.statusCode]).toEqual([500, 201]);
      expect(retried.json()).toEqual({ run: 3, got: { seat: 2 } });
      expect(routes.runs).toBe(3);
    },
  );

  rule(
    'stores the answer as the handler made it and compresses a replay as the repeat asks',
    async () => {
      now = new Date('2026-05-04T08:30:00Z');
      testDatabase = await openTestDatabase(target);
      const app = await appOn(testDatabase.database, { runs: 0 });
      const payload = { text: 'Mietrecht kompakt '.repeat(200) };

      const first = await post(app, payload, {
        'idempotency-key': 'gross',
        'accept-encoding': 'gzip',
      });
      expect(first.headers['content-encoding']).toBe('gzip');
      const plain = await post(app, payload, { 'idempotency-key': 'gross' });
      const zipped = await post(app, payload, {
        'idempotency-key': 'gross',
        'accept-encoding': 'gzip',
      });

      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json()).toEqual({ run: 1, got: payload });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    },
  );

  atOnce(
    'answers a repeat while the first request runs with 409 IDEMPOTENCY_KEY_IN_USE, from another process too',
    async () => {
      now = new Date('2026-05-04T08:30:00Z');
      testDatabase = await openTestDatabase(target);
      const held = gate();
      const started = gate();
      const routes: TestRoutes = {
        runs: 0,
        onRun: async () => {
          started.open();
          await held.opened;
        },
      };
      const first = await appOn(testDatabase.database, routes);
      // On PostgreSQL a second pool, as a second server process on the same database would open.
      const secondDatabase =
        testDatabase.url === undefined
          ? testDatabase.database
          : await createDatabase({ url: testDatabase.url, poolSize: 2 });
      if (secondDatabase !== testDatabase.database) opened.unshift(secondDatabase);
      const second = await appOn(secondDatabase, routes);
      const key = { 'idempotency-key': 'c0ffee00-1234-4abc-8def-0123456789ab' };

      const running = post(first, { order: 1 }, key);
      await started.opened;
      const meanwhile = await post(second, { order: 1 }, key);
      expect(meanwhile.statusCode).toBe(409);
      expect(errorOf(meanwhile).code).toBe('IDEMPOTENCY_KEY_IN_USE');
      held.open();
      const answered = await running;
      const afterwards = await post(second, { order: 1 }, key);

      expect(answered.statusCode).toBe(201);
      expect(afterwards.statusCode).toBe(201);
      expect(afterwards.json()).toEqual(answered.json());
      expect(routes.runs).toBe(1);
    },
  );

  atOnce(
    'runs the handler once for a burst of simultaneous first requests with one key over two processes',
    async () => {
      now = new Date('2026-05-04T08:30:00Z');
      testDatabase = await openTestDatabase(target);
      const routes: TestRoutes = { runs: 0 };
      const first = await appOn(testDatabase.database, routes);
      const secondDatabase =
        testDatabase.url === undefined
          ? testDatabase.database
          : await createDatabase({ url: testDatabase.url, poolSize: 4 });
      if (secondDatabase !== testDatabase.database) opened.unshift(secondDatabase);
      const second = await appOn(secondDatabase, routes);
      const key = { 'idempotency-key': 'gleichzeitig' };

      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, index) =>
          post(index % 2 === 0 ? first : second, { order: 7 }, key),
        ),
      );

      expect(routes.runs).toBe(1);
      const ran = answers.filter(
        (answer) => answer.statusCode === 201 && !answer.headers['idempotent-replayed'],
      );
      expect(ran).toHaveLength(1);
      for (const answer of answers) {
        if (answer.statusCode === 201) expect(answer.json()).toEqual({ run: 1, got: { order: 7 } });
        else expect(errorOf(answer).code).toBe('IDEMPOTENCY_KEY_IN_USE');
      }
    },
  );

  atOnce(
    'lets a repeat take over a first request that has not answered for over a minute',
    async () => {
      now = new Date('2026-05-04T08:30:00Z');
      testDatabase = await openTestDatabase(target);
      const held = gate();
      const started = gate();
      const routes: TestRoutes = {
        runs: 0,
        onRun: async (run) => {
          if (run > 1) return;
          started.open();
          await held.opened;
        },
      };
      const app = await appOn(testDatabase.database, routes);
      const key = { 'idempotency-key': 'verlassen' };

      const stuck = post(app, { order: 3 }, key);
      await started.opened;
      now = new Date('2026-05-04T08:30:59Z');
      expect((await post(app, { order: 3 }, key)).statusCode).toBe(409);
      now = new Date('2026-05-04T08:31:01Z');
      const takenOver = await post(app, { order: 3 }, key);
      expect(takenOver.json()).toEqual({ run: 2, got: { order: 3 } });
      held.open();
      expect((await stuck).json()).toEqual({ run: 1, got: { order: 3 } });

      // The answer of the request that took over is the one kept.
      expect((await post(app, { order: 3 }, key)).json()).toEqual(takenOver.json());
      expect(routes.runs).toBe(2);
    },
  );

  rule(
    'forgets a key 24 hours after its first request: the hourly job deletes it by the app clock',
    async () => {
      now = new Date('2026-05-04T08:30:00Z');
      testDatabase = await openTestDatabase(target);
      const { db } = testDatabase.database;
      const routes = { runs: 0 };
      const app = await appOn(testDatabase.database, routes);
      await post(app, { order: 1 }, { 'idempotency-key': 'alt' });
      now = new Date('2026-05-05T08:00:00Z');
      await post(app, { order: 2 }, { 'idempotency-key': 'neu' });

      now = new Date('2026-05-05T08:30:00Z');
      const [run] = (await Promise.all([
        (async () => {
          for (;;) {
            const [finished] = (await once(app.jobs.events, 'finished')) as [FinishedJob];
            if (finished.name === expireKeysJob) return finished;
          }
        })(),
        app.jobs.enqueue(db, expireKeysJob, {}),
      ])) as [FinishedJob, void];
      expect(run.error).toBeUndefined();

      expect(
        (await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((row) => row.key),
      ).toEqual(['neu']);
      const again = await post(app, { order: 1 }, { 'idempotency-key': 'alt' });
      expect(again.json()).toEqual({ run: 3, got: { order: 1 } });
      expect(
        await queryRows(
          db,
          sql`select cron, timezone from pgboss.schedule where name = ${expireKeysJob}`,
        ),
      ).toEqual([{ cron: '17 * * * *', timezone: 'Europe/Berlin' }]);
    },
  );
}
