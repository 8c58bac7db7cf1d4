/**
 * Booking on PostgreSQL, today's main against the working tree in one run. Each tree is measured
 * by this same script, in a process of its own with a fresh database of its own on the server at
 * TEST_DATABASE_URL: the baseline is the commit `--baseline` (default: main before the order core
 * was reworked) unpacked once into the system's temporary folder (`git archive`), its
 * node_modules hard links of this tree's, this script and its helpers copied over.
 *
 * In each tree: a catalogue of `--schedules` course dates (default 1,000) and, for each order, a
 * checkout ready to order (a customer's cart with one date, billing data, payment by invoice).
 * Then `--clients` clients (default 50) place `--orders` orders through the HTTP API (`PUT
 * /api/order` with a bearer token and an Idempotency-Key: the token's check, the key's claim and
 * stored answer, the order transaction, the job that renders the invoice, the order's answer), in
 * `--rounds` blocks, and print:
 *
 * - the statements per order: every query any pg client of the process sends while the orders are
 *   placed (the app's pool and pg-boss's alike; BEGIN, COMMIT and savepoints each count as one),
 *   divided by the orders;
 * - the processor time per order of this process (the server and its HTTP callers) and, for a
 *   PostgreSQL server on this machine, of PostgreSQL's processes (scripts/local-postgres.ts);
 * - the p50/p95/p99 of the answers;
 * - the job `invoices.render` after the commit, for 200 of the orders (its worker stays out of
 *   the measurement);
 * - the last seat of one date, ordered by `--race` customers (default 1,000) at once through the
 *   API: the time until all are answered.
 *
 * With `--processes` (TEST_DATABASE_URL, or DATABASE_URL naming the server) the working tree is
 * measured so in one process beside the same orders through two API processes and a worker, as
 * a deployment runs them (main.ts `api` and `worker`, node with tsx): the callers send each
 * order to the next API process in turn; the orders/s, the p95 and the processor time per order
 * of the API processes, the callers, the worker (rendering the invoices meanwhile) and
 * PostgreSQL, beside the one process's.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npm run bench:booking
 *   npm run bench:booking -- --orders 2000 --clients 50 --rounds 4 --warmup 200 --race 1000
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npm run bench:booking -- --processes
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyRequest } from 'fastify';
import { buildApp } from '../packages/server/src/app.ts';
import { createTestSigner } from '../packages/server/src/auth/test-tokens.ts';
import type { TokenSettings } from '../packages/server/src/auth/token-settings.ts';
import type { CatalogueFileInput } from '../packages/server/src/catalogue-import/format.ts';
import { importCatalogue } from '../packages/server/src/catalogue-import/import.ts';
import { createDatabase, queryRows, type Db } from '../packages/server/src/db/client.ts';
import { migrateDatabase } from '../packages/server/src/db/migrate.ts';
import * as schema from '../packages/server/src/db/schema.ts';
import { loadDomains } from '../packages/server/src/domains/load.ts';
import { germanToday } from '../packages/server/src/german-today.ts';
import {
  isLocalDatabase,
  postgresProcessorMicros,
  postmasterOf,
  ticksOfStat,
  ticksPerSecond,
} from './local-postgres.ts';
import { load, summary } from './load-timing.ts';
import pg from 'pg';

const { values } = parseArgs({
  options: {
    schedules: { type: 'string', default: '1000' },
    orders: { type: 'string', default: '1000' },
    clients: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '4' },
    warmup: { type: 'string', default: '200' },
    race: { type: 'string', default: '1000' },
    pool: { type: 'string', default: '20' },
    /** The working tree in one process against two API processes and a worker. */
    processes: { type: 'boolean', default: false },
    baseline: { type: 'string', default: 'b62c85c' },
    /** Internal: measure this tree on the database at this URL, the figures as JSON to `out`. */
    measure: { type: 'string' },
    out: { type: 'string' },
  },
});
const scheduleCount = Number(values.schedules);
const orders = Number(values.orders);
const clients = Number(values.clients);
const rounds = Number(values.rounds);
const warmUp = Number(values.warmup);
const raceSize = Number(values.race);
const poolSize = Number(values.pool);
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

type BenchDate = { courseId: number; scheduleId: number; levelId: number };
type Checkout = { customerId: string; cartId: string; authorization: string };

/**
 * `count` checkouts ready to order, each on the date `dateOf(index)`, with a bearer token of
 * `tokenOf`.
 */
async function insertCheckouts(
  db: Db,
  count: number,
  dateOf: (index: number) => BenchDate,
  tokenOf: (customerId: string, email: string) => Promise<string>,
) {
  const made: Checkout[] = [];
  for (let start = 0; start < count; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - start) }, (_, offset) => {
      const customerId = randomUUID();
      return { customerId, cartId: randomUUID(), date: dateOf(start + offset) };
    });
    await db.insert(schema.customers).values(
      batch.map(({ customerId }) => ({
        id: customerId,
        domain: 'lawyer',
        email: `${customerId.slice(0, 8)}@example.com`,
      })),
    );
    await db.insert(schema.carts).values(
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
    await db.insert(schema.cartPositions).values(
      batch.map(({ cartId, date }) => ({
        cartId,
        courseId: date.courseId,
        scheduleId: date.scheduleId,
        priceLevelId: date.levelId,
      })),
    );
    for (const { customerId, cartId } of batch) {
      const token = await tokenOf(customerId, `${customerId.slice(0, 8)}@example.com`);
      made.push({ customerId, cartId, authorization: `Bearer ${token}` });
    }
  }
  return made;
}

/** PUT /api/order for a checkout at the server on `port`; its status and body, once answered. */
const placeOrder = (agent: http.Agent, port: number, checkout: Checkout) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
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
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.once('error', reject);
      },
    );
    request.once('error', reject);
    request.end(body);
  });

/** What one tree's run measured. */
interface Figures {
  statementsPerOrder: number;
  ordersPerSecond: number;
  apiMillisPerOrder: number;
  /** Undefined for a PostgreSQL server on another machine. */
  postgresMillisPerOrder?: number;
  p95: number;
  renderMillisPerOrder: number;
  raceMillis: number;
}

/** Measures the tree this script runs in on the empty database at `url`. */
async function measureTree(url: string): Promise<Figures> {
  const database = await createDatabase({ url, poolSize });
  const [probe] = await queryRows<{ pid: number }>(database.db, 'select pg_backend_pid() as pid');
  const postmaster = isLocalDatabase(url) ? postmasterOf(probe!.pid) : undefined;
  // The class of pg's clients, whose query every statement goes through (Drizzle's, pg-boss's).
  const clientClass = pg.Client.prototype as unknown as { query(...args: unknown[]): unknown };
  const clientQuery = clientClass.query;
  let statements = 0;
  clientClass.query = function (this: unknown, ...args: unknown[]) {
    statements += 1;
    return clientQuery.apply(this, args);
  };
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
      `booking on postgres: ${dates.length} course dates, ${clients} clients, ${orders} orders through the API, pool of ${poolSize} connections`,
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

    const checkouts = (count: number, dateOf: (index: number) => BenchDate) =>
      insertCheckouts(database.db, count, dateOf, (customerId, email) => {
        const now = Math.floor(Date.now() / 1000);
        return signer.sign({
          iss: issuer,
          aud: 'urn:kursmarkt:api:recht-storefront',
          sub: `account-${customerId.slice(0, 8)}`,
          client_id: 'recht-storefront',
          scope: 'openid profile email',
          customerId,
          email,
          email_verified: true,
          given_name: 'Berta',
          family_name: 'Bench',
          iat: now,
          exp: now + 3600,
        });
      });

    /** The first answer that is neither an order nor a full date, for the error. */
    let refusal: string | undefined;
    const orderThroughApi = async (checkout: Checkout) => {
      const { status, body } = await placeOrder(agent, port, checkout);
      if (status !== 201 && status !== 409 && refusal === undefined) refusal = `${status} ${body}`;
      return status;
    };

    // Checkouts: the measured ones and the warm-up's, on dates spread over the catalogue.
    const spread = (index: number) => dates[(index * 7919) % dates.length]!;
    let started = performance.now();
    const apiCheckouts = await checkouts(orders + warmUp, spread);
    console.log(
      `  ${apiCheckouts.length} checkouts written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    // Warm-up: connections, plans, V8's optimised code.
    await load(warmUp, clients, (index) => orderThroughApi(apiCheckouts[orders + index]!));

    type Measured = {
      times: number[];
      micros: number;
      databaseMicros: number;
      count: number;
      wallMillis: number;
    };
    const measured = (): Measured => ({
      times: [],
      micros: 0,
      databaseMicros: 0,
      count: 0,
      wallMillis: 0,
    });
    const api = measured();
    async function measure(into: Measured, count: number, run: () => Promise<number[]>) {
      const databaseBefore = postmaster === undefined ? 0 : postgresProcessorMicros(postmaster);
      const before = process.cpuUsage();
      const wallBefore = performance.now();
      into.times.push(...(await run()));
      into.wallMillis += performance.now() - wallBefore;
      const used = process.cpuUsage(before);
      into.micros += used.user + used.system;
      if (postmaster !== undefined)
        into.databaseMicros += postgresProcessorMicros(postmaster) - databaseBefore;
      into.count += count;
    }
    const block = Math.ceil(orders / rounds);
    let failed = 0;
    const statementsBefore = statements;
    for (let round = 0; round < rounds; round++) {
      const from = round * block;
      const size = Math.min(block, orders - from);
      await measure(api, size, () =>
        load(size, clients, async (index) => {
          if ((await orderThroughApi(apiCheckouts[from + index]!)) !== 201) failed += 1;
        }),
      );
    }
    const statementsPerOrder = (statements - statementsBefore) / orders;
    if (failed > 0) throw new Error(`${failed} orders through the API were not placed: ${refusal}`);
    console.log('  placing an order:');
    const p95 = summary('HTTP API PUT /api/order', api.times, 36);
    const apiMillisPerOrder = api.micros / 1000 / api.count;
    const ordersPerSecond = (api.count * 1000) / api.wallMillis;
    const postgresMillisPerOrder =
      postmaster === undefined ? undefined : api.databaseMicros / 1000 / api.count;
    console.log(
      `    ${ordersPerSecond.toFixed(0)} orders/s, statements per order ${statementsPerOrder.toFixed(1)}, processor time per order: this process (server and callers) ${apiMillisPerOrder.toFixed(2)} ms${postgresMillisPerOrder === undefined ? '' : ` + PostgreSQL ${postgresMillisPerOrder.toFixed(2)} ms`}`,
    );

    // The documents the API's orders left to render after their commit (of the first 200: the
    // time per order is the point), rendered as the job does.
    const apiCustomers = apiCheckouts
      .slice(0, Math.min(orders, 200))
      .map((made) => made.customerId);
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
    const renderMillisPerOrder = rendered.micros / 1000 / rendered.count;
    console.log(
      `    after the commit, the job invoices.render: ${apiInvoices.length} invoices (PDF, XML, .ics, mail), processor time per order ${renderMillisPerOrder.toFixed(2)} ms`,
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
    const raceMillis = performance.now() - started;
    const won = statuses.filter((status) => status === 201).length;
    const full = statuses.filter((status) => status === 409).length;
    console.log(
      `  the last seat, ${raceSize} customers at once: all answered in ${raceMillis.toFixed(0)} ms (${won} order, ${full} refused as full${won + full === raceSize ? '' : `, ${raceSize - won - full} other answers`})`,
    );
    if (won !== 1) throw new Error(`the last seat was sold ${won} times`);
    await app.close();
    agent.destroy();
    return {
      statementsPerOrder,
      ordersPerSecond,
      apiMillisPerOrder,
      ...(postgresMillisPerOrder === undefined ? {} : { postgresMillisPerOrder }),
      p95,
      renderMillisPerOrder,
      raceMillis,
    };
  } finally {
    clientClass.query = clientQuery;
    await database.close();
  }
}

const repository = path.join(import.meta.dirname, '..');
const helpers = ['bench-booking.ts', 'load-timing.ts', 'local-postgres.ts'];

/**
 * The tree of commit `ref`, unpacked once into the temporary folder, with hard links of this
 * tree's node_modules (the dependencies of main and the working tree are the same) and this
 * script and its helpers, so that both trees are measured alike.
 */
function baselineTree(ref: string) {
  const commit = execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`], {
    cwd: repository,
    encoding: 'utf8',
  }).trim();
  const tree = path.join(os.tmpdir(), `kursmarkt-bench-${commit}`);
  if (!existsSync(path.join(tree, 'package.json'))) {
    rmSync(tree, { recursive: true, force: true });
    mkdirSync(tree, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C '${tree}'`], { cwd: repository });
    const workspaces = ['', 'packages/server', 'packages/search', 'schemas', 'site'];
    for (const folder of workspaces) {
      const modules = path.join(repository, folder, 'node_modules');
      if (existsSync(modules))
        execFileSync('cp', ['-al', modules, path.join(tree, folder, 'node_modules')]);
    }
  }
  for (const helper of helpers)
    copyFileSync(path.join(repository, 'scripts', helper), path.join(tree, 'scripts', helper));
  return { commit, tree };
}

/** Runs this script in `tree` on a fresh database of the server at `serverUrl`; its figures. */
function figuresOf(tree: string, serverUrl: string): Promise<Figures> {
  return onFreshDatabase(serverUrl, async (url) => {
    const out = path.join(os.tmpdir(), `${path.basename(new URL(url).pathname)}.json`);
    try {
      const args = Object.entries(values).flatMap(([key, value]) =>
        value === undefined ||
        key === 'measure' ||
        key === 'out' ||
        key === 'baseline' ||
        key === 'processes'
          ? []
          : [`--${key}`, String(value)],
      );
      const run = spawnSync(
        path.join(tree, 'node_modules', '.bin', 'tsx'),
        ['scripts/bench-booking.ts', ...args, '--measure', url, '--out', out],
        { cwd: tree, stdio: 'inherit' },
      );
      if (run.status !== 0) throw new Error(`the bench in ${tree} failed`);
      return JSON.parse(readFileSync(out, 'utf8')) as Figures;
    } finally {
      rmSync(out, { force: true });
    }
  });
}

/** What the run with two API processes and a worker measured. */
interface ProcessFigures {
  ordersPerSecond: number;
  p95: number;
  /** The API processes' and this process's (the callers') processor time. */
  apiMillisPerOrder: number;
  callerMillisPerOrder: number;
  /** The worker's, from the first order until it has rendered the last order's invoice. */
  workerMillisPerOrder: number;
  postgresMillisPerOrder?: number;
}

/** A port free on this machine now. */
async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The processor time a process has taken so far, in microseconds. */
const processMicros = (pid: number) =>
  (ticksOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8')) * 1e6) / ticksPerSecond;

/**
 * Two API processes and a worker (main.ts `api` and `worker`, run by node with tsx as in the
 * image) on the empty database at `url`, with the same catalogue and checkouts as `measureTree`;
 * the callers send each order to the next API process in turn, as a load balancer would.
 */
async function measureProcesses(url: string): Promise<ProcessFigures> {
  const database = await createDatabase({ url, poolSize: 2 });
  const [probe] = await queryRows<{ pid: number }>(database.db, 'select pg_backend_pid() as pid');
  const postmaster = isLocalDatabase(url) ? postmasterOf(probe!.pid) : undefined;
  // Imported here: the baseline's tree, which runs this script too, may not have it.
  const { startKeyServer } = await import('../packages/server/src/test-support/server-process.ts');
  const keys = await startKeyServer();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'kursmarkt-bench-processes-'));
  const started: ChildProcess[] = [];
  try {
    await migrateDatabase(database);
    const imported = await importCatalogue(
      database.db,
      benchCatalogue(scheduleCount, germanToday()),
    );
    if (!imported.ok)
      throw new Error(`the catalogue is not valid: ${JSON.stringify(imported.issues)}`);
    const dates = await queryRows<BenchDate>(
      database.db,
      `select s.course_id as "courseId", s.id as "scheduleId", l.id as "levelId"
      from course_schedules s join price_levels l on l.schedule_id = s.id order by s.id`,
    );
    const made = await insertCheckouts(
      database.db,
      orders + warmUp,
      (index) => dates[(index * 7919) % dates.length]!,
      (customerId, email) => keys.tokenOf(customerId, email),
    );
    const main = path.join(repository, 'packages', 'server', 'src', 'main.ts');
    const start = async (role: 'api' | 'worker') => {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', main, role], {
        cwd: repository,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATABASE_URL: url,
          PORT: String(port),
          LOG_LEVEL: 'warn',
          OIDC_ISSUER_BASE: keys.base,
          SITE_DIR: path.join(scratch, 'no-site'),
          STORAGE_DIR: path.join(scratch, 'files'),
          OUTBOX_DIR: path.join(scratch, 'outbox'),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      started.push(child);
      let output = '';
      await new Promise<void>((resolve, reject) => {
        child.stdout!.on('data', (chunk: Buffer) => {
          output += chunk;
          if (output.includes('is running at')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`${role} exited (${code}):\n${output}`)));
      });
      return { pid: child.pid!, port };
    };
    const [first, second, worker] = await Promise.all([
      start('api'),
      start('api'),
      start('worker'),
    ]);
    console.log(
      `two API processes and a worker on postgres: ${dates.length} course dates, ${clients} clients, ${orders} orders, each to the next API process`,
    );
    const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
    const apis = [first!, second!];
    let refusal: string | undefined;
    const order = async (checkout: Checkout, index: number) => {
      const answer = await placeOrder(agent, apis[index % 2]!.port, checkout);
      if (answer.status !== 201) refusal ??= `${answer.status} ${answer.body}`;
      return answer.status;
    };
    await load(warmUp, clients, (index) => order(made[orders + index]!, index));
    /** Resolves once the worker has rendered every invoice waiting for it. */
    const rendered = async () => {
      const waiting = async () =>
        (
          await queryRows<{ count: number }>(
            database.db,
            'select count(*)::int as count from pending_invoice_renders',
          )
        )[0]!.count;
      while ((await waiting()) > 0) await delay(200);
    };
    await rendered();

    const times: number[] = [];
    let apiMicros = 0;
    let callerMicros = 0;
    let databaseMicros = 0;
    let wallMillis = 0;
    const block = Math.ceil(orders / rounds);
    const workerAtStart = processMicros(worker!.pid);
    for (let round = 0; round < rounds; round++) {
      const from = round * block;
      const size = Math.min(block, orders - from);
      const apiBefore = processMicros(first!.pid) + processMicros(second!.pid);
      const databaseBefore = postmaster === undefined ? 0 : postgresProcessorMicros(postmaster);
      const callerBefore = process.cpuUsage();
      const wallBefore = performance.now();
      times.push(...(await load(size, clients, (index) => order(made[from + index]!, index))));
      wallMillis += performance.now() - wallBefore;
      const caller = process.cpuUsage(callerBefore);
      callerMicros += caller.user + caller.system;
      apiMicros += processMicros(first!.pid) + processMicros(second!.pid) - apiBefore;
      if (postmaster !== undefined)
        databaseMicros += postgresProcessorMicros(postmaster) - databaseBefore;
    }
    if (refusal !== undefined) throw new Error(`an order was not placed: ${refusal}`);
    // The worker's share: until it has rendered the invoices of every measured order.
    await rendered();
    const workerMicros = processMicros(worker!.pid) - workerAtStart;
    agent.destroy();
    console.log('  placing an order:');
    const p95 = summary('HTTP API PUT /api/order, two processes', times, 36);
    const figures: ProcessFigures = {
      ordersPerSecond: (orders * 1000) / wallMillis,
      p95,
      apiMillisPerOrder: apiMicros / 1000 / orders,
      callerMillisPerOrder: callerMicros / 1000 / orders,
      workerMillisPerOrder: workerMicros / 1000 / orders,
      ...(postmaster === undefined
        ? {}
        : { postgresMillisPerOrder: databaseMicros / 1000 / orders }),
    };
    return figures;
  } finally {
    for (const child of started) {
      child.kill('SIGTERM');
      if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
    }
    await keys.close();
    await database.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Runs `measure` on a fresh database of the server at `serverUrl`, dropped afterwards. */
async function onFreshDatabase<T>(serverUrl: string, measure: (url: string) => Promise<T>) {
  const name = `kursmarkt_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await measure(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (values.measure !== undefined) {
  const figures = await measureTree(values.measure);
  if (values.out !== undefined) writeFileSync(values.out, JSON.stringify(figures));
} else if (values.processes) {
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) {
    throw new Error(
      'npm run bench:booking -- --processes runs the processes on PostgreSQL: set TEST_DATABASE_URL (or DATABASE_URL) to a server whose user may create databases',
    );
  }
  console.log('the working tree in one process:');
  const one = await figuresOf(repository, serverUrl);
  const two = await onFreshDatabase(serverUrl, measureProcesses);
  const cell = (value: number | undefined) =>
    (value === undefined ? '—' : value.toFixed(2)).padStart(14);
  const row = (label: string, first: number | undefined, second: number | undefined) =>
    console.log(`  ${label.padEnd(52)} ${cell(first)} ${cell(second)}`);
  console.log(
    `\n  ${''.padEnd(52)} ${'one process'.padStart(14)} ${'2 API + worker'.padStart(14)}`,
  );
  row('orders/s', one.ordersPerSecond, two.ordersPerSecond);
  row('p95 of PUT /api/order, ms', one.p95, two.p95);
  row(
    'processor ms per order, API and callers',
    one.apiMillisPerOrder,
    two.apiMillisPerOrder + two.callerMillisPerOrder,
  );
  row('  of which the callers', undefined, two.callerMillisPerOrder);
  row(
    'processor ms per order, invoices.render / the worker',
    one.renderMillisPerOrder,
    two.workerMillisPerOrder,
  );
  row('processor ms per order, PostgreSQL', one.postgresMillisPerOrder, two.postgresMillisPerOrder);
} else {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    throw new Error(
      'npm run bench:booking measures on PostgreSQL: set TEST_DATABASE_URL to a server whose user may create databases',
    );
  }
  const { commit, tree } = baselineTree(values.baseline);
  console.log(`main before the order core's rework (${commit}), in ${tree}:`);
  const before = await figuresOf(tree, serverUrl);
  console.log('the working tree:');
  const after = await figuresOf(repository, serverUrl);
  const change = (from: number, to: number) =>
    `${to.toFixed(2).padStart(9)} (${to >= from ? '+' : ''}${(((to - from) / from) * 100).toFixed(0)} %)`;
  const row = (label: string, from: number, to: number) =>
    console.log(`  ${label.padEnd(48)} ${from.toFixed(2).padStart(9)} ${change(from, to)}`);
  const total = (figures: Figures) =>
    figures.apiMillisPerOrder + (figures.postgresMillisPerOrder ?? 0);
  console.log(`\n  ${''.padEnd(48)} ${'main'.padStart(9)} ${'working tree'.padStart(9)}`);
  row('statements per order', before.statementsPerOrder, after.statementsPerOrder);
  row('orders/s', before.ordersPerSecond, after.ordersPerSecond);
  row('processor ms per order, API process', before.apiMillisPerOrder, after.apiMillisPerOrder);
  if (before.postgresMillisPerOrder !== undefined && after.postgresMillisPerOrder !== undefined) {
    row(
      'processor ms per order, PostgreSQL',
      before.postgresMillisPerOrder,
      after.postgresMillisPerOrder,
    );
    row('processor ms per order, both', total(before), total(after));
  }
  row('p95 of PUT /api/order, ms', before.p95, after.p95);
  row(
    'invoices.render after the commit, ms per order',
    before.renderMillisPerOrder,
    after.renderMillisPerOrder,
  );
  row(`the last seat, ${raceSize} customers, ms`, before.raceMillis, after.raceMillis);
}
