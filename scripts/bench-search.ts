/**
 * Search at scale: generates a catalogue of `--courses` courses (default 100,000) into a fresh
 * database, then runs a mix of searches with 50 concurrent clients, each time twice — through
 * the HTTP API (validation, routing, serialisation included; the callers speak plain HTTP/1.1,
 * see `openHttpCallers`) and as the search the handler runs, called directly — and prints
 * p50/p95/p99 of both. First the mix repeated, as visitors repeat filters (what a filter finds
 * is then kept, see packages/server/src/search/result-cache.ts), then every search with a
 * filter never asked before, so that nothing kept helps; last the HTTP stack alone, answering
 * a fixed search result, which is what the API adds to a search.
 *   npm run bench:search                            PostgreSQL from BENCH_DATABASE_URL, else PGlite
 *   npm run bench:search -- --courses 20000 --clients 50 --requests 2000
 */
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { searchQuerySchema, searchResultSchema, type SearchQuery } from '@kursmarkt/schemas';
import { buildApp } from '../packages/server/src/app.ts';
import { generateCatalogue } from '../packages/server/src/catalogue-import/generate.ts';
import { importCatalogue } from '../packages/server/src/catalogue-import/import.ts';
import { createDatabase, queryRows } from '../packages/server/src/db/client.ts';
import { migrateDatabase } from '../packages/server/src/db/migrate.ts';
import { normalizeReferenceDate, seedDatabase } from '../packages/server/src/db/seed/index.ts';
import { loadDomains } from '../packages/server/src/domains/load.ts';
import {
  createSearchCache,
  germanToday,
  searchCourses,
} from '../packages/server/src/search/course-search.ts';

const { values } = parseArgs({
  options: {
    courses: { type: 'string', default: '100000' },
    clients: { type: 'string', default: '50' },
    requests: { type: 'string', default: '2000' },
  },
});
const courses = Number(values.courses);
const clients = Number(values.clients);
const requests = Number(values.requests);
const url = process.env.BENCH_DATABASE_URL;

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

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `    ${label.padEnd(28)} p50 ${f(percentile(sorted, 50))}  p95 ${f(percentile(sorted, 95))}  p99 ${f(percentile(sorted, 99))}`,
  );
  return percentile(sorted, 95);
};

/** Runs `total` calls of `call` with `concurrency` callers, timing each. */
async function load(total: number, concurrency: number, call: (index: number) => Promise<unknown>) {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const index = next++;
        const started = performance.now();
        await call(index);
        times.push(performance.now() - started);
      }
    }),
  );
  return times;
}

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

const database = await createDatabase(
  url
    ? { url, poolSize: 20 }
    : { dataDir: path.join(await mkdtemp(path.join(tmpdir(), 'bench-search-')), 'db') },
);
console.log(
  `search at scale on ${database.dialect}: ${courses} generated courses, ${clients} clients, ${requests} requests each way`,
);
try {
  await migrateDatabase(database);
  await seedDatabase(database.db);
  const started = Date.now();
  const generated = generateCatalogue({
    courses,
    referenceDate: normalizeReferenceDate(),
    prefix: `bench${started.toString(36)}`,
  });
  const imported = await importCatalogue(database.db, generated);
  if (!imported.ok)
    throw new Error(
      imported.issues
        .slice(0, 5)
        .map((i) => `${i.path}: ${i.message}`)
        .join('\n'),
    );
  console.log(`  imported in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await queryRows(database.db, 'vacuum analyze');

  const { domains } = await loadDomains(path.join(import.meta.dirname, '..', 'site', 'domains'));
  const app = await buildApp({ database, domains, mailer: { send: async () => {} } });
  // The HTTP stack alone: a fixed search result (the first page of all courses) through the
  // same plugins, hooks and response schema, without the database.
  const fixedResult = await searchCourses(
    { db: database.db, language: 'de', today: germanToday() },
    searchQuerySchema.parse({}),
  );
  app.get(
    '/bench/fixed-search-result',
    { schema: { response: { 200: searchResultSchema } } },
    async () => fixedResult,
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
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
  const direct = (queries: SearchQuery[]) => (index: number) =>
    searchCourses(
      { db: database.db, language: 'de', today, cache },
      queries[index % queries.length]!,
    );
  const compare = async (
    heading: string,
    apiQueries: Array<Record<string, string>>,
    directQueries: Array<Record<string, string>>,
  ) => {
    const paths = apiQueries.map((query) => `/api/search?${new URLSearchParams(query)}`);
    const api = await callers.run(paths, requests);
    const sql = await load(requests, clients, direct(directQueries.map(parse)));
    console.log(`  ${heading}`);
    const apiP95 = summary('HTTP API /api/search', api);
    const directP95 = summary('the same SQL, called directly', sql);
    console.log(`    API p95 / direct p95          ${(apiP95 / directP95).toFixed(2)}`);
  };
  const parse = (query: Record<string, string>) => searchQuerySchema.parse(query);

  // Warm both paths up so that neither pays for first-use costs in the figures: the
  // connections, the compiled code of every path through the search, and what each filter of
  // the mix finds.
  const warmPaths = mix.map((query) => `/api/search?${new URLSearchParams(query)}`);
  const warmUp = Math.ceil(requests / 4);
  await callers.run(warmPaths, warmUp);
  await load(warmUp, clients, direct(mix.map(parse)));
  await compare('the mix, repeated (each filter kept after its first search):', mix, mix);

  // The same searches, each with a date window never asked before: nothing is kept, every
  // search counts, ranks or walks its filter.
  const fresh = (offset: number) =>
    Array.from({ length: requests }, (_, index) => ({
      ...mix[index % mix.length]!,
      dateTo: dayAfter(today, 400 + offset + index),
    }));
  await compare('every search a new filter (nothing kept):', fresh(0), fresh(requests));

  await callers.run(['/bench/fixed-search-result'], warmUp);
  console.log('  the HTTP stack alone (a fixed search result, no database):');
  summary('HTTP API', await callers.run(['/bench/fixed-search-result'], requests));
  callers.close();
  await app.close();
} finally {
  await database.close();
}
