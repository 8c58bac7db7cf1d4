/**
 * Booking on PostgreSQL: a catalogue of `--schedules` course dates (default 1,000) and, for each
 * order, a checkout ready to order (a customer's cart with one date, billing data, payment by
 * invoice). Then `--clients` clients (default 50) place `--orders` orders three ways, in
 * alternating blocks (see `compare` in scripts/bench-search.ts for why), and the p50/p95/p99 of
 * each is printed:
 *
 * - through the HTTP API (`PUT /api/order` with a bearer token and an Idempotency-Key: the token's
 *   check, the key's claim and stored answer, the order transaction with the invoice's data and
 *   the mails, the order's answer);
 * - as the same transaction called directly (the route's cart lock and `placeOrder`, as in the
 *   API, without HTTP, token or key);
 * - as the SQL of the same transaction sent directly: each order's statements recorded once in a
 *   transaction that is rolled back, then sent again as they are inside BEGIN … COMMIT, with the
 *   invoice number the counter answers now put where the recorded one stood (the unique number
 *   flows from one answer into later statements, as in the app, and so does the invoice's id).
 *
 * The processor time per order is printed for this process (the server and its callers) and, for
 * a PostgreSQL server on this machine, for PostgreSQL's processes (scripts/local-postgres.ts).
 * The invoices' documents (PDF, XML) and the confirmation mails with them are rendered after each
 * order's commit by the job `invoices.render`, whose worker stays out of the measurement; after
 * it, the documents of the API's orders are rendered as the job does, and their time is printed.
 * Last, `--race` customers (default 1,000) order the last seat of one date at once through the
 * API, and the time until all are answered is printed.
 *
 *   BENCH_DATABASE_URL=postgres://…/empty_db npm run bench:booking
 *   npm run bench:booking -- --orders 2000 --clients 50 --rounds 4 --warmup 200 --race 1000
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyRequest } from 'fastify';
import { buildApp } from '../packages/server/src/app.ts';
import { createTestSigner } from '../packages/server/src/auth/test-tokens.ts';
import type { TokenSettings } from '../packages/server/src/auth/token-settings.ts';
import type { CatalogueFileInput } from '../packages/server/src/catalogue-import/format.ts';
import { importCatalogue } from '../packages/server/src/catalogue-import/import.ts';
import { lockCustomerCheckout } from '../packages/server/src/booking/cart-data.ts';
import { createDatabase, queryRows } from '../packages/server/src/db/client.ts';
import { migrateDatabase } from '../packages/server/src/db/migrate.ts';
import * as schema from '../packages/server/src/db/schema.ts';
import { loadDomains } from '../packages/server/src/domains/load.ts';
import { germanToday } from '../packages/server/src/german-today.ts';
import { placeOrder } from '../packages/server/src/orders/place.ts';
import { isLocalDatabase, postgresProcessorMicros, postmasterOf } from './local-postgres.ts';
import { load, summary } from './load-timing.ts';

const { values } = parseArgs({
  options: {
    schedules: { type: 'string', default: '1000' },
    orders: { type: 'string', default: '1000' },
    clients: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '4' },
    warmup: { type: 'string', default: '200' },
    race: { type: 'string', default: '1000' },
    pool: { type: 'string', default: '20' },
  },
});
const scheduleCount = Number(values.schedules);
const orders = Number(values.orders);
const clients = Number(values.clients);
const rounds = Number(values.rounds);
const warmUp = Number(values.warmup);
const raceSize = Number(values.race);
const poolSize = Number(values.pool);
const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  throw new Error(
    'npm run bench:booking measures on PostgreSQL: set BENCH_DATABASE_URL to an empty database',
  );
}

const recht = 'recht.kursmarkt.test';
const issuer = 'https://id.kursmarkt.test/realms/kursmarkt';

/** A catalogue of `count` online dates: 100 courses of one organizer, their dates next year. */
function benchCatalogue(count: number, today: string): CatalogueFileInput {
  const courseCount = Math.min(100, count);
  const year = Number(today.slice(0, 4)) + 1;
  return {
    scopeCategories: [{ key: 'kat-arbeit', name: { de: 'Arbeit', en: 'Work' } }],
    scopes: [
      {
        key: 'arbeit',
        name: { de: 'Arbeitsrecht', en: 'Employment law' },
        searchType: 'EDUCATION',
        category: 'kat-arbeit',
      },
    ],
    cities: [
      {
        name: 'Köln',
        state: 'Nordrhein-Westfalen',
        zip: '50667',
        latitude: 50.94,
        longitude: 6.96,
      },
    ],
    organizers: [
      {
        slug: 'bench-akademie',
        name: 'Bench-Akademie',
        description: { de: 'Akademie', en: 'Academy' },
        street: 'Ring 1',
        zip: '50667',
        city: 'Köln',
        website: 'https://bench.example',
        email: 'akademie@bench.example',
      },
    ],
    courses: Array.from({ length: courseCount }, (_, course) => ({
      slug: `bench-kurs-${course}`,
      name: `Arbeitsrecht aktuell ${course + 1}`,
      description: { de: 'Text', en: 'Text' },
      courseType: 'ONLINE' as const,
      searchType: 'EDUCATION' as const,
      category: 'online-seminar' as const,
      durationValue: 5,
      organizer: 'bench-akademie',
      scopes: ['arbeit'],
      schedules: Array.from(
        { length: Math.floor(count / courseCount) + (course < count % courseCount ? 1 : 0) },
        (_, index) => {
          const day = new Date(Date.UTC(year, 0, 1 + ((course * 7 + index * 3) % 360)))
            .toISOString()
            .slice(0, 10);
          return {
            city: null,
            startDate: day,
            endDate: day,
            seats: 10_000,
            priceLevels: [{ name: { de: 'Standard', en: 'Standard' }, priceCents: 19_900 }],
          };
        },
      ),
    })),
    packages: [],
  };
}

const database = await createDatabase({ url, poolSize });
const [probe] = await queryRows<{ pid: number; hasCatalogue: boolean }>(
  database.db,
  `select pg_backend_pid() as pid, to_regclass('courses') is not null as "hasCatalogue"`,
);
if (probe!.hasCatalogue) {
  throw new Error('BENCH_DATABASE_URL must name an empty database: this one holds tables');
}
const postmaster = isLocalDatabase(url) ? postmasterOf(probe!.pid) : undefined;
/** The parts of node-postgres' pool and clients the recording and the replay use. */
interface QueryResult {
  rows: unknown[];
}
interface PoolClient {
  query(...args: unknown[]): Promise<QueryResult>;
  release(): void;
}
if (database.dialect !== 'postgres') throw new Error('a postgres:// URL opens PostgreSQL');
const pool = database.client as unknown as { connect(): Promise<PoolClient> };
// The class of the pool's clients, whose query every statement goes through (drizzle's too).
const probeClient = await pool.connect();
const clientClass = Object.getPrototypeOf(probeClient) as PoolClient;
probeClient.release();

try {
  await migrateDatabase(database);
  const today = germanToday();
  const imported = await importCatalogue(database.db, benchCatalogue(scheduleCount, today));
  if (!imported.ok)
    throw new Error(`the catalogue is not valid: ${JSON.stringify(imported.issues)}`);
  const dates = await queryRows<{ courseId: number; scheduleId: number; levelId: number }>(
    database.db,
    `select s.course_id as "courseId", s.id as "scheduleId", l.id as "levelId"
      from course_schedules s join price_levels l on l.schedule_id = s.id order by s.id`,
  );
  console.log(
    `booking on postgres: ${dates.length} course dates, ${clients} clients, ${orders} orders each way, pool of ${poolSize} connections`,
  );

  const signer = await createTestSigner('RS256');
  const tokenSettingsOf = async (request: FastifyRequest): Promise<TokenSettings> => ({
    issuer,
    audience: `urn:kursmarkt:api:${request.domain.config.client}`,
    keys: signer.keys,
    passwordChangeUrl: `${issuer}/account/password`,
    emailChangeUrl: `${issuer}/account/email`,
  });
  const { domains } = await loadDomains(path.join(import.meta.dirname, '..', 'site', 'domains'));
  const app = await buildApp({
    database,
    domains,
    mailer: { send: async () => {} },
    tokenSettingsOf,
    // The outbox's worker stays out of the measurement.
    jobs: { pollingIntervalSeconds: 3600 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // Keep-alive connections, as many as callers at once, kept for the whole run.
  app.server.keepAliveTimeout = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

  /** `count` checkouts ready to order, each on the date `dateOf(index)`, with a signed token. */
  async function checkouts(count: number, dateOf: (index: number) => (typeof dates)[number]) {
    const made: { customerId: string; cartId: string; authorization: string }[] = [];
    for (let start = 0; start < count; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, count - start) }, (_, offset) => {
        const customerId = randomUUID();
        return { customerId, cartId: randomUUID(), date: dateOf(start + offset) };
      });
      await database.db.insert(schema.customers).values(
        batch.map(({ customerId }) => ({
          id: customerId,
          domain: 'lawyer',
          email: `${customerId.slice(0, 8)}@example.com`,
        })),
      );
      await database.db.insert(schema.carts).values(
        batch.map(({ customerId, cartId }) => ({
          id: cartId,
          domain: 'lawyer',
          customerId,
          customerKind: 'CONSUMER' as const,
          billingName: 'Berta',
          billingLastname: 'Bench',
          billingStreet: 'Ring 5',
          billingZip: '50667',
          billingCity: 'Köln',
          billingCountry: 'DEU',
          billingEmail: `${customerId.slice(0, 8)}@example.com`,
          paymentMethod: 'INVOICE' as const,
        })),
      );
      await database.db.insert(schema.cartPositions).values(
        batch.map(({ cartId, date }) => ({
          cartId,
          courseId: date.courseId,
          scheduleId: date.scheduleId,
          priceLevelId: date.levelId,
        })),
      );
      for (const { customerId, cartId } of batch) {
        const now = Math.floor(Date.now() / 1000);
        const token = await signer.sign({
          iss: issuer,
          aud: 'urn:kursmarkt:api:recht-storefront',
          sub: `account-${customerId.slice(0, 8)}`,
          client_id: 'recht-storefront',
          scope: 'openid profile email',
          customerId,
          email: `${customerId.slice(0, 8)}@example.com`,
          given_name: 'Berta',
          family_name: 'Bench',
          iat: now,
          exp: now + 3600,
        });
        made.push({ customerId, cartId, authorization: `Bearer ${token}` });
      }
    }
    return made;
  }

  /** PUT /api/order for a checkout; its status, once the answer is in. */
  const orderThroughApi = (checkout: { authorization: string }) =>
    new Promise<number>((resolve, reject) => {
      const body = '{"acceptTerms":true}';
      const request = http.request(
        {
          agent,
          host: '127.0.0.1',
          port,
          method: 'PUT',
          path: '/api/order',
          headers: {
            host: recht,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            authorization: checkout.authorization,
            'idempotency-key': randomUUID(),
          },
        },
        (response) => {
          response.resume();
          response.once('end', () => resolve(response.statusCode ?? 0));
          response.once('error', reject);
        },
      );
      request.once('error', reject);
      request.end(body);
    });

  const domain = domains.find((entry) => entry.config.hosts.includes(recht))!.config;
  class RolledBack extends Error {}
  /**
   * The route's transaction (routes/orders.ts, putOrder): the cart locked, the order placed;
   * committed, or rolled back for its statements to be sent again.
   */
  const placeDirectly = (customerId: string, commit = false) =>
    database.db.transaction(async (tx) => {
      const now = new Date();
      const cart = await lockCustomerCheckout(tx, domain.id, customerId);
      await placeOrder(tx, cart!, {
        domain: domain.id,
        siteName: domain.name,
        origin: `http://${recht}`,
        guestHoldMinutes: 30,
        seller: domain.seller,
        language: 'de',
        now,
        today: germanToday(now),
        outbox: app.outbox,
        providerMethods: app.payments.methods,
        providerName: app.payments.provider?.name ?? null,
        invoiceDocuments: app.invoiceDocuments,
        input: { acceptTerms: true, earlyStartConsent: false },
      });
      if (!commit) throw new RolledBack();
    });

  // Recording: every statement a pg client sends inside `recording.run` is kept, with its rows.
  type Statement = { args: unknown[]; rows?: unknown[] };
  const recording = new AsyncLocalStorage<Statement[]>();
  const clientQuery = clientClass.query;
  clientClass.query = function (this: PoolClient, ...args: unknown[]) {
    const statement: Statement = { args };
    recording.getStore()?.push(statement);
    const result = clientQuery.apply(this, args) as Promise<QueryResult> | undefined;
    // A call with a callback (the pool's own) answers through it, not with a promise.
    if (recording.getStore() && result instanceof Promise) {
      void result.then(
        (answer) => (statement.rows = answer.rows),
        () => undefined,
      );
    }
    return result as Promise<QueryResult>;
  };
  const textOf = ({ args }: Statement) =>
    typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string }).text ?? '');
  /** The statements of an order's transaction, between BEGIN and its end, rolled back. */
  async function record(customerId: string): Promise<Statement[]> {
    const statements: Statement[] = [];
    await recording
      .run(statements, () => placeDirectly(customerId))
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    return statements.filter(
      (statement) => !/^(begin|commit|rollback)\b/i.test(textOf(statement).trim()),
    );
  }
  const firstValue = (rows: unknown[] | undefined) => {
    const row = rows?.[0] as Record<string, unknown> | unknown[] | undefined;
    return row === undefined ? undefined : Array.isArray(row) ? row[0] : Object.values(row)[0];
  };
  /** The indexes of the values that fill `column` in an `insert … (columns) values (…), …`. */
  const valuesOfColumn = (text: string, column: string) => {
    const columns = /\(([^)]*)\)\s+values/i
      .exec(text)?.[1]
      ?.split(',')
      .map((name) => name.trim());
    const at = columns?.indexOf(`"${column}"`) ?? -1;
    if (at < 0) return [];
    return [...text.slice(text.search(/\)\s+values/i)).matchAll(/\(([^()]*)\)/g)].flatMap(
      (group) => {
        const placeholder = /^\$(\d+)$/.exec(group[1]!.split(',')[at]?.trim() ?? '');
        return placeholder ? [Number(placeholder[1]) - 1] : [];
      },
    );
  };
  /**
   * Sends recorded statements again in one transaction. What the database hands out anew flows
   * into later statements as in the app: the invoice number the counter answers, the invoice's
   * id, and each outbox mail's id into its attachments.
   */
  async function replay(statements: Statement[]) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      // Recorded texts (the invoice number, the invoice's id) and what stands for them now.
      const texts = new Map<string, string>();
      const mailIds = new Map<unknown, unknown>();
      for (const statement of statements) {
        const text = textOf(statement);
        const mailIdAt = /^insert into "outbox_attachments"/i.test(text)
          ? new Set(valuesOfColumn(text, 'mail_id'))
          : new Set<number>();
        const swap = (value: unknown, index: number) =>
          mailIdAt.has(index) && mailIds.has(value)
            ? mailIds.get(value)
            : typeof value === 'string'
              ? [...texts].reduce((swapped, [from, to]) => swapped.replaceAll(from, to), value)
              : value;
        // node-postgres takes the values as the second argument or in the query's config.
        const sent = statement.args.map((arg, index) =>
          index === 1 && Array.isArray(arg)
            ? arg.map(swap)
            : index === 0 && typeof arg === 'object' && arg !== null && 'values' in arg
              ? { ...arg, values: (arg as { values: unknown[] }).values.map(swap) }
              : arg,
        );
        const result = await clientQuery.apply(client, sent);
        if (/^insert into "invoice_counters"/i.test(text)) {
          const [prefix, year] = [domain.seller.invoicePrefix, today.slice(0, 4)];
          texts.set(
            `${prefix}-${year}-${Number(firstValue(statement.rows)) - 1}`,
            `${prefix}-${year}-${Number(firstValue(result.rows)) - 1}`,
          );
        } else if (/^insert into "invoices"/i.test(text)) {
          texts.set(String(firstValue(statement.rows)), String(firstValue(result.rows)));
        } else if (/^insert into "outbox_mails"/i.test(text)) {
          mailIds.set(firstValue(statement.rows), firstValue(result.rows));
        }
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  }

  // Checkouts: the API's, the direct SQL's, the warm-up's, each on dates spread over the catalogue.
  const spread = (index: number) => dates[(index * 7919) % dates.length]!;
  let started = performance.now();
  const apiCheckouts = await checkouts(orders + warmUp, spread);
  const sqlCheckouts = await checkouts(orders + warmUp, (index) => spread(index + 13));
  const directCheckouts = await checkouts(orders + warmUp, (index) => spread(index + 29));
  console.log(
    `  ${apiCheckouts.length + sqlCheckouts.length + directCheckouts.length} checkouts written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  started = performance.now();
  const recordings: Statement[][] = [];
  await load(sqlCheckouts.length, clients, async (index) => {
    const statements = await record(sqlCheckouts[index]!.customerId);
    recordings[index] = statements;
  });
  clientClass.query = clientQuery;
  console.log(
    `  ${recordings.length} order transactions recorded (${recordings[0]!.length} statements each) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // Warm-up: connections, plans, V8's optimised code, on every way.
  await load(warmUp, clients, (index) => orderThroughApi(apiCheckouts[orders + index]!));
  await load(warmUp, clients, (index) =>
    placeDirectly(directCheckouts[orders + index]!.customerId, true),
  );
  await load(warmUp, clients, (index) => replay(recordings[orders + index]!));

  type Measured = { times: number[]; micros: number; databaseMicros: number; count: number };
  const measured = (): Measured => ({ times: [], micros: 0, databaseMicros: 0, count: 0 });
  const api = measured();
  const called = measured();
  const direct = measured();
  async function measure(into: Measured, count: number, run: () => Promise<number[]>) {
    const databaseBefore = postmaster === undefined ? 0 : postgresProcessorMicros(postmaster);
    const before = process.cpuUsage();
    into.times.push(...(await run()));
    const used = process.cpuUsage(before);
    into.micros += used.user + used.system;
    if (postmaster !== undefined)
      into.databaseMicros += postgresProcessorMicros(postmaster) - databaseBefore;
    into.count += count;
  }
  const block = Math.ceil(orders / rounds);
  let failed = 0;
  for (let round = 0; round < rounds; round++) {
    const from = round * block;
    const size = Math.min(block, orders - from);
    await measure(api, size, () =>
      load(size, clients, async (index) => {
        if ((await orderThroughApi(apiCheckouts[from + index]!)) !== 201) failed += 1;
      }),
    );
    await measure(called, size, () =>
      load(size, clients, (index) =>
        placeDirectly(directCheckouts[from + index]!.customerId, true),
      ),
    );
    await measure(direct, size, () =>
      load(size, clients, (index) => replay(recordings[from + index]!)),
    );
  }
  if (failed > 0) throw new Error(`${failed} orders through the API were not placed`);
  console.log('  placing an order:');
  const apiP95 = summary('HTTP API PUT /api/order', api.times, 36);
  const calledP95 = summary('its transaction, called directly', called.times, 36);
  const directP95 = summary('its transaction, SQL sent directly', direct.times, 36);
  console.log(`    ${'API p95 / SQL p95'.padEnd(36)} ${(apiP95 / directP95).toFixed(2)}`);
  console.log(`    ${'API p95 / transaction p95'.padEnd(36)} ${(apiP95 / calledP95).toFixed(2)}`);
  const perOrder = ({ micros, databaseMicros, count }: Measured) =>
    `${(micros / 1000 / count).toFixed(2)} ms` +
    (postmaster === undefined
      ? ''
      : ` (+ PostgreSQL ${(databaseMicros / 1000 / count).toFixed(2)} ms)`);
  console.log(
    `    processor time per order, this process (server and callers)${postmaster === undefined ? '' : " + PostgreSQL's"}: API ${perOrder(api)}, transaction called directly ${perOrder(called)}, SQL directly ${perOrder(direct)}`,
  );
  const [{ placed } = { placed: 0 }] = await queryRows<{ placed: number }>(
    database.db,
    'select count(*)::int as placed from orders',
  );
  console.log(`    orders in the database: ${placed}`);

  // The documents the API's orders left to render after their commit (of the first 200: the
  // time per order is the point), rendered as the job does.
  const apiCustomers = apiCheckouts.slice(0, Math.min(orders, 200)).map((made) => made.customerId);
  const apiInvoices = await queryRows<{ invoiceId: string }>(
    database.db,
    `select r.invoice_id as "invoiceId" from pending_invoice_renders r
      join invoices i on i.id = r.invoice_id join orders o on o.id = i.order_id
      where o.customer_id = any('{${apiCustomers.join(',')}}'::uuid[])`,
  );
  const rendered = measured();
  await measure(rendered, apiInvoices.length, () =>
    load(apiInvoices.length, 2, (index) =>
      app.invoiceDocuments.render(apiInvoices[index]!.invoiceId),
    ),
  );
  // This process's time only: the pool has closed idle connections by now, whose time the sum
  // over PostgreSQL's processes loses.
  console.log(
    `    after the commit, the job invoices.render: ${apiInvoices.length} invoices (PDF, XML, .ics, mail), processor time per order ${(rendered.micros / 1000 / rendered.count).toFixed(2)} ms`,
  );

  // The last seat of one date, ordered by `raceSize` customers at once.
  const last = dates[0]!;
  const lastCheckouts = await checkouts(raceSize, () => last);
  await queryRows(
    database.db,
    `update course_schedules set seats = booked + 1 where id = ${Number(last.scheduleId)}`,
  );
  started = performance.now();
  const statuses = await Promise.all(lastCheckouts.map((checkout) => orderThroughApi(checkout)));
  const raceTime = performance.now() - started;
  const won = statuses.filter((status) => status === 201).length;
  const full = statuses.filter((status) => status === 409).length;
  console.log(
    `  the last seat, ${raceSize} customers at once: all answered in ${raceTime.toFixed(0)} ms (${won} order, ${full} refused as full${won + full === raceSize ? '' : `, ${raceSize - won - full} other answers`})`,
  );
  if (won !== 1) throw new Error(`the last seat was sold ${won} times`);
  await app.close();
  agent.destroy();
} finally {
  await database.close();
}
