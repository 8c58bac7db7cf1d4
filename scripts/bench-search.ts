/**
 * Search at scale: generates a catalogue of `--courses` courses (default 100,000) into a fresh
 * database, then runs a mix of searches with 50 concurrent clients in three ways and prints
 * p50/p95/p99 of each: through the HTTP API (validation, routing, serialisation included; the
 * callers speak plain HTTP/1.1, see `openHttpCallers`); as the search the handler runs, called
 * directly; and as the SQL that search sends, run directly (recorded per search and sent again
 * as it is, see `recordStatements`), the baseline of the target. First the mix repeated, as
 * visitors repeat filters (what a filter finds is then kept, see
 * packages/server/src/search/result-cache.ts, so a repeated search runs only its page's
 * statement); with it, node's own HTTP server running the same SQL and answering fixed bytes,
 * what any HTTP server on node adds on this machine. Then every search with a filter never
 * asked before, so that nothing kept helps; last the HTTP stack alone, answering a fixed search
 * result. The ways are measured in alternating blocks (see `compare`).
 *
 * On a machine where the callers, the server and PostgreSQL share the processors, every bit of
 * work the API does beyond the raw SQL is taken from PostgreSQL and shows in the ratios (node's
 * own HTTP server alone costs a good part of the budget), and the latency 50 clients can get is
 * bounded by the processor time a search takes on both sides: with a PostgreSQL server on this
 * machine, its processes' processor time per search is printed beside this process's (see
 * scripts/local-postgres.ts). `--pin-database` measures with the database on a processor of its
 * own, as when it runs on a server of its own (docs/architecture.md): PostgreSQL's processes are
 * pinned to the last processor and this process to the others for the run.
 *
 *   npm run bench:search                            PostgreSQL from BENCH_DATABASE_URL, else PGlite
 *   npm run bench:search -- --courses 20000 --clients 50 --requests 4000 --rounds 4 --warmup 10000
 *   npm run bench:search -- --pin-database          a local PostgreSQL on a processor of its own
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawnSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { searchQuerySchema, searchResultSchema, type SearchQuery } from '@kursmarkt/schemas';
import { courseTypes, searchTypes } from '@kursmarkt/schemas/rules';
import { buildApp } from '../packages/server/src/app.ts';
import { createDatabase, queryRows } from '../packages/server/src/db/client.ts';
import { loadDomains } from '../packages/server/src/domains/load.ts';
import { germanToday } from '../packages/server/src/german-today.ts';
import { searchCourses } from '../packages/server/src/search/course-search.ts';
import { createSearchCache, type SearchCache } from '../packages/server/src/search/result-cache.ts';
import {
  isLocalDatabase,
  pin,
  postgresProcesses,
  postgresProcessorMicros,
  postmasterOf,
} from './local-postgres.ts';
import { load, summary } from './load-timing.ts';

/** The bench searches the whole catalogue: every search type and course type is offered. */
const offered = { types: searchTypes, courseTypes };

const { values } = parseArgs({
  options: {
    courses: { type: 'string', default: '100000' },
    clients: { type: 'string', default: '50' },
    requests: { type: 'string', default: '4000' },
    rounds: { type: 'string', default: '4' },
    warmup: { type: 'string', default: '10000' },
    'pin-database': { type: 'boolean', default: false },
  },
});
const courses = Number(values.courses);
const clients = Number(values.clients);
const requests = Number(values.requests);
const rounds = Number(values.rounds);
const warmUp = Number(values.warmup);
const url = process.env.BENCH_DATABASE_URL;

/**
 * The PostgreSQL database at `url`, looked at before the catalogue is generated into it: whether
 * it holds a catalogue already (the generated one would be added to it, and the search measured
 * on their sum), and the postmaster of its server when that runs on this machine, where its
 * processes' processor time can be read (only that server's: others on the machine are left
 * alone).
 */
async function probe(url: string): Promise<{ hasCatalogue: boolean; postmaster?: number }> {
  const database = await createDatabase({ url, poolSize: 1 });
  try {
    const [row] = await queryRows<{ pid: number; hasCatalogue: boolean }>(
      database.db,
      `select pg_backend_pid() as pid, to_regclass('courses') is not null as "hasCatalogue"`,
    );
    return {
      hasCatalogue: row!.hasCatalogue,
      postmaster: isLocalDatabase(url) ? postmasterOf(row!.pid) : undefined,
    };
  } finally {
    await database.close();
  }
}
const probed = url === undefined ? undefined : await probe(url);
if (probed?.hasCatalogue) {
  throw new Error('BENCH_DATABASE_URL must name an empty database: this one holds a catalogue');
}
const postmaster = probed?.postmaster;
const localDatabase = postmaster !== undefined;
if (values['pin-database'] && (!localDatabase || availableParallelism() < 2)) {
  throw new Error('--pin-database needs a PostgreSQL server on this machine and two processors');
}

/** Searches a visitor makes: terms, scopes, types, a city radius, a date window, paging. */
function queryMix(cities: {
  koeln: number;
  muenchen: number;
  berlin: number;
}): Array<Record<string, string>> {
  const in6Months = new Date(Date.now() + 183 * 864e5).toISOString().slice(0, 10);
  const today = germanToday();
  return [
    { term: 'Arbeitsrecht' },
    { term: 'Kündigungsschutz Abfindung' },
    { term: 'Erbrecht Testament', courseType: 'ONLINE' },
    { types: 'SPECIALIZATION', category: 'fachanwaltslehrgang' },
    { types: 'EDUCATION', courseType: 'PRESENT', cityId: String(cities.koeln), radius: '50' },
    {
      types: 'EDUCATION',
      cityId: String(cities.muenchen),
      radius: '100',
      dateFrom: today,
      dateTo: in6Months,
    },
    { types: 'RENO', courseType: 'ONLINE' },
    { courseType: 'SELF', start: '2' },
    {
      types: 'EDUCATION,SPECIALIZATION',
      cityId: String(cities.berlin),
      radius: '250',
      term: 'Mietrecht',
    },
    { dateFrom: today, dateTo: in6Months, start: '3' },
  ];
}

/** The day `days` after `day` ('YYYY-MM-DD'). */
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(day) + days * 864e5).toISOString().slice(0, 10);

/**
 * The times of a path's requests, the processor time this process took for them and, with a
 * PostgreSQL server on this machine, the processor time its processes took.
 */
type Measured = { times: number[]; microseconds: number; databaseMicroseconds: number };
const measured = (): Measured => ({ times: [], microseconds: 0, databaseMicroseconds: 0 });

/**
 * Runs `run`, adding its times and the processor time this process (server, searches and
 * callers) took to `into`: what the API adds to a search, apart from the database's own work;
 * and the database's own work, when its processes are on this machine.
 */
async function measure(into: Measured, run: () => Promise<number[]>) {
  const databaseBefore = postmaster === undefined ? 0 : postgresProcessorMicros(postmaster);
  const before = process.cpuUsage();
  into.times.push(...(await run()));
  const used = process.cpuUsage(before);
  into.microseconds += used.user + used.system;
  if (postmaster !== undefined) {
    into.databaseMicroseconds += postgresProcessorMicros(postmaster) - databaseBefore;
  }
}
/** Whose processor time `perRequest` tells (PGlite's is this process's own). */
const whose = localDatabase ? "this process (+ PostgreSQL's)" : 'this process';
const perRequest = ({ times, microseconds, databaseMicroseconds }: Measured) => {
  const ms = (micros: number) => `${(micros / 1000 / times.length).toFixed(3)} ms`;
  return localDatabase
    ? `${ms(microseconds)} (+ PostgreSQL ${ms(databaseMicroseconds)})`
    : ms(microseconds);
};

/**
 * `concurrency` keep-alive connections to the server, opened once and kept for every run, as a
 * browser keeps its connection: each run sends `total` GET requests over `paths` and resolves
 * with their times. The callers speak plain HTTP/1.1 over their sockets and share the process
 * with the server, as the direct callers do; they cost it a few hundredths of a millisecond per
 * request, where an HTTP client library (or a thread of its own, on a machine with two cores)
 * would take the processor from the server it measures.
 */
async function openHttpCallers(port: number, concurrency: number) {
  const sockets = await Promise.all(
    Array.from(
      { length: concurrency },
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
          socket.setNoDelay(true);
          socket.once('error', reject);
        }),
    ),
  );
  /** One request on `socket`; resolves with its time in milliseconds once the body is in. */
  const get = (socket: net.Socket, request: Buffer) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      let received: Buffer = Buffer.alloc(0);
      let expected = -1;
      const settle = (error?: Error) => {
        socket.off('data', onData).off('error', settle);
        if (error) reject(error);
        else resolve(performance.now() - started);
      };
      const onData = (chunk: Buffer) => {
        received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
        if (expected < 0) {
          const end = received.indexOf('\r\n\r\n');
          if (end < 0) return;
          const head = received.subarray(0, end).toString('latin1');
          const length = /\r\ncontent-length: *(\d+)/i.exec(head);
          if (!head.startsWith('HTTP/1.1 200 ') || !length) {
            settle(new Error(`search answered ${head.split('\r\n')[0]}`));
            return;
          }
          expected = end + 4 + Number(length[1]);
        }
        if (received.length >= expected) settle();
      };
      socket.on('data', onData).on('error', settle);
      socket.write(request);
    });
  return {
    async run(paths: string[], total: number): Promise<number[]> {
      const requests = paths.map((path) =>
        Buffer.from(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`, 'latin1'),
      );
      const times: number[] = [];
      let next = 0;
      await Promise.all(
        sockets.map(async (socket) => {
          while (next < total) {
            const index = next++;
            times.push(await get(socket, requests[index % requests.length]!));
          }
        }),
      );
      return times;
    },
    close() {
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** The port a listening server was given. */
function portOf(server: net.Server) {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** One call of the database client as a search made it: its arguments, to be sent again. */
type Statement = unknown[];
/** Statements sent together: each one before the others had answered. */
type Wave = Statement[];
/** A statement as it was sent, with when it went out and when it was answered. */
type Call = { args: Statement; started: number; answered: number };

/**
 * The SQL a search runs, run directly: records the statements each search sends through the
 * database client (drizzle sends every statement through it, prepared ones too), then sends them again as they are,
 * without the search or the API around them. Statements the search sent side by side are sent
 * side by side again.
 */
function recordStatements(database: Awaited<ReturnType<typeof createDatabase>>) {
  type Client = { query: (...args: unknown[]) => Promise<unknown> };
  const client = (database.db as unknown as { $client: Client }).$client;
  const query = client.query;
  const recording = new AsyncLocalStorage<Call[]>();
  const toWaves = (calls: Call[]) => {
    const waves: Wave[] = [];
    let answered = -Infinity;
    for (const call of calls) {
      if (call.started >= answered) waves.push([]);
      waves.at(-1)!.push(call.args);
      answered = Math.max(answered, call.answered);
    }
    return waves;
  };
  return {
    /** Runs each search once, `clients` at a time, with `cache` (else nothing kept). */
    async record(queries: SearchQuery[], cache?: SearchCache): Promise<Wave[][]> {
      const calls = queries.map((): Call[] => []);
      client.query = function (this: unknown, ...args: Statement) {
        const call: Call = { args, started: performance.now(), answered: Infinity };
        recording.getStore()?.push(call);
        return query.apply(this, args).finally(() => {
          call.answered = performance.now();
        });
      };
      try {
        await load(queries.length, clients, (index) =>
          recording.run(calls[index]!, () =>
            searchCourses(
              { db: database.db, language: 'de', today: germanToday(), offered, cache },
              queries[index]!,
            ),
          ),
        );
      } finally {
        client.query = query;
      }
      return calls.map(toWaves);
    },
    /** Sends a search's statements again, wave after wave. */
    async replay(waves: Wave[]) {
      for (const wave of waves) {
        await Promise.all(wave.map((args) => query.apply(client, args)));
      }
    },
  };
}

// The catalogue is generated and imported by the catalogue command in a process of its own, so
// that the server measured here starts as a server does, without 100,000 courses of garbage.
const dataDir = url
  ? undefined
  : path.join(await mkdtemp(path.join(tmpdir(), 'bench-search-')), 'db');
console.log(
  `search at scale on ${url ? 'postgres' : 'pglite'}: ${courses} generated courses, ${clients} clients, ${requests} requests each way`,
);
const started = Date.now();
const generation = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    path.join(import.meta.dirname, '..', 'packages', 'server', 'src', 'catalogue-import', 'cli.ts'),
    'generate',
    '--courses',
    String(courses),
  ],
  {
    env: { ...process.env, ...(url ? { DATABASE_URL: url } : { DATA_DIR: dataDir }) },
    stdio: 'inherit',
  },
);
if (generation.status !== 0) throw new Error('the catalogue could not be generated');
console.log(`  generated and imported in ${((Date.now() - started) / 1000).toFixed(0)} s`);

const processors = availableParallelism();
if (values['pin-database'] && postmaster !== undefined) {
  const databaseProcessor = 1 << (processors - 1);
  pin(postgresProcesses(postmaster), databaseProcessor);
  pin([process.pid], databaseProcessor - 1);
  console.log(`  PostgreSQL pinned to processor ${processors - 1}, this process to the others`);
}
const database = await createDatabase(url ? { url, poolSize: 20 } : { dataDir: dataDir! });
try {
  const { domains } = await loadDomains(path.join(import.meta.dirname, '..', 'site', 'domains'));
  const app = await buildApp({ database, domains, mailer: { send: async () => {} } });
  // The HTTP stack alone: a fixed search result (the first page of all courses) through the
  // same plugins, hooks and response schema, without the database.
  const fixedResult = await searchCourses(
    { db: database.db, language: 'de', today: germanToday(), offered },
    searchQuerySchema.parse({}),
  );
  app.get(
    '/bench/fixed-search-result',
    { schema: { response: { 200: searchResultSchema } } },
    async () => fixedResult,
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  // The callers keep their connections while the other ways are measured, however long that
  // takes (fastify closes a connection idle for 72 s).
  app.server.keepAliveTimeout = 0;
  const port = portOf(app.server);
  const base = `http://127.0.0.1:${port}`;
  const cityId = async (name: string) => {
    const cities = (await (await fetch(`${base}/api/search/city`)).json()) as Array<{
      id: number;
      name: string;
    }>;
    return cities.find((city) => city.name === name)!.id;
  };
  const mix = queryMix({
    koeln: await cityId('Köln'),
    muenchen: await cityId('München'),
    berlin: await cityId('Berlin'),
  });
  const callers = await openHttpCallers(port, clients);
  const today = germanToday();
  const cache = createSearchCache();
  const parse = (query: Record<string, string>) => searchQuerySchema.parse(query);
  const searchPath = (query: Record<string, string>) => `/api/search?${new URLSearchParams(query)}`;
  const direct = (queries: SearchQuery[]) => (index: number) =>
    searchCourses(
      { db: database.db, language: 'de', today, offered, cache },
      queries[index % queries.length]!,
    );
  const statements = recordStatements(database);
  const raw = (recorded: Wave[][]) => (index: number) =>
    statements.replay(recorded[index % recorded.length]!);
  /** One way of answering a search, measured in blocks: `run(round, block)` runs one block. */
  type Path = { label: string; run: (round: number, block: number) => Promise<number[]> };
  /**
   * Measures the paths in `rounds` alternating blocks (API, direct, raw, API, …) and pools each
   * path's times. This machine's speed drifts by up to half within minutes; measured one after
   * the other, a drift between the runs shows as a difference between the paths, while
   * alternating, all see it alike. Prints each path's percentiles and the ratios of the API's
   * p95 to the others'.
   */
  const compare = async (heading: string, paths: Path[]) => {
    const block = Math.ceil(requests / rounds);
    const results = paths.map(() => measured());
    for (let round = 0; round < rounds; round++) {
      for (const [index, path] of paths.entries()) {
        await measure(results[index]!, () => path.run(round, block));
      }
    }
    console.log(`  ${heading}`);
    const p95s = paths.map((path, index) => summary(path.label, results[index]!.times, 33));
    for (const [index, path] of paths.entries()) {
      if (index === 0) continue;
      console.log(
        `    ${`API p95 / ${path.label} p95`.padEnd(46)} ${(p95s[0]! / p95s[index]!).toFixed(2)}`,
      );
    }
    console.log(
      `    processor time per search, ${whose}: ${paths.map((path, index) => `${path.label} ${perRequest(results[index]!)}`).join(', ')}`,
    );
  };
  /** A list of queries longer than a block is split between the blocks: none is asked twice. */
  const part = <T>(list: T[], round: number, block: number) =>
    list.length <= block ? list : list.slice(round * block, (round + 1) * block);
  const apiPath = (queries: Array<Record<string, string>>): Path => ({
    label: 'HTTP API /api/search',
    run: (round, block) => callers.run(part(queries, round, block).map(searchPath), block),
  });
  const directPath = (queries: Array<Record<string, string>>): Path => ({
    label: 'the search, called directly',
    run: (round, block) => load(block, clients, direct(part(queries, round, block).map(parse))),
  });
  const rawPath = (recorded: Wave[][]): Path => ({
    label: 'its SQL, run directly',
    run: (round, block) => load(block, clients, raw(part(recorded, round, block))),
  });

  // Warm all paths up, as a server is once it has run for a while, so that none pays for
  // first-use costs in the figures: the connections, what each filter of the mix finds,
  // PostgreSQL's plans of the prepared statements (planned anew for the first five runs on each
  // connection) and above all V8's optimised code. Through the API, fastify, node's HTTP, pg
  // and the search are optimised over the first few thousand requests: measured in blocks of
  // 1,000 from a fresh process, the API's processor time per request fell from 0.81 ms to
  // 0.27 ms and was steady from the seventh block; the direct path, which runs part of the same
  // code, from 0.20 ms to 0.17 ms. Warmed up less, the figures mix the optimising in.
  await callers.run(mix.map(searchPath), warmUp);
  await load(warmUp, clients, direct(mix.map(parse)));
  // With each filter's findings kept, a repeated search runs only its page's statement.
  const repeated = await statements.record(mix.map(parse), cache);
  await load(warmUp, clients, raw(repeated));
  // Node's own HTTP server, without fastify, contract or search code: it runs the statements
  // recorded for a query and answers with fixed bytes the size of a search result. What any
  // HTTP server on node adds to the raw SQL on this machine.
  const floorBody = Buffer.alloc(Buffer.byteLength(JSON.stringify(fixedResult)), 'x');
  const floorServer = http.createServer({ requestTimeout: 0 }, (request, response) => {
    const index = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('q'));
    void statements.replay(repeated[index % repeated.length]!).then(() => {
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': floorBody.length,
      });
      response.end(floorBody);
    });
  });
  // No time limits here either (node's defaults close an idle connection after 5 s, or answer
  // 408 after 60 s).
  floorServer.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => floorServer.listen(0, '127.0.0.1', resolve));
  const floorCallers = await openHttpCallers(portOf(floorServer), clients);
  const floorPaths = repeated.map((_, index) => `/?q=${index}`);
  await floorCallers.run(floorPaths, warmUp);
  console.log(
    `  statements a repeated search runs: ${repeated.map((waves) => waves.flat().length).join(', ')}`,
  );
  await compare('the mix, repeated (each filter kept after its first search):', [
    apiPath(mix),
    directPath(mix),
    rawPath(repeated),
    {
      label: 'node http, its SQL, fixed body',
      run: (round, block) => floorCallers.run(floorPaths, block),
    },
  ]);

  // The same searches, each with a date window never asked before: no filter's findings are
  // kept, every search counts, ranks or walks its filter (only the cities near a searched city
  // are kept, as for any search of that city). Each path gets searches of its own; the SQL is
  // recorded with the same cache, so it is the SQL the API runs.
  const fresh = (offset: number) =>
    Array.from({ length: requests }, (_, index) => ({
      ...mix[index % mix.length]!,
      dateTo: dayAfter(today, 400 + offset + index),
    }));
  const freshStatements = await statements.record(fresh(2 * requests).map(parse), cache);
  await compare('every search a new filter (nothing kept):', [
    apiPath(fresh(0)),
    directPath(fresh(requests)),
    rawPath(freshStatements),
  ]);
  floorCallers.close();
  floorServer.close();

  await callers.run(['/bench/fixed-search-result'], warmUp);
  console.log('  the HTTP stack alone (a fixed search result, no database):');
  const fixed = measured();
  await measure(fixed, () => callers.run(['/bench/fixed-search-result'], requests));
  summary('HTTP API', fixed.times, 33);
  console.log(`    processor time per request, ${whose}: ${perRequest(fixed)}`);
  callers.close();
  await app.close();
} finally {
  await database.close();
  if (values['pin-database'] && postmaster !== undefined) {
    pin(postgresProcesses(postmaster), 2 ** processors - 1);
  }
}
