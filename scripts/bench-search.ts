/**
 * Search at scale: generates a catalogue of `--courses` courses (default 100,000) into a fresh
 * database, then runs the same mix of searches with 50 concurrent clients twice — through the
 * HTTP API (validation, routing, serialisation included; the callers run in a worker thread,
 * outside the server's event loop, as real clients are) and as the SQL the handler runs, called
 * directly — and prints p50/p95/p99 of both.
 *   npm run bench:search                            PostgreSQL from BENCH_DATABASE_URL, else PGlite
 *   npm run bench:search -- --courses 20000 --clients 50 --requests 2000
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { searchQuerySchema, type SearchQuery } from '@kursmarkt/schemas';
import { buildApp } from '../packages/server/src/app.ts';
import { generateCatalogue } from '../packages/server/src/catalogue-import/generate.ts';
import { importCatalogue } from '../packages/server/src/catalogue-import/import.ts';
import { createDatabase, queryRows } from '../packages/server/src/db/client.ts';
import { migrateDatabase } from '../packages/server/src/db/migrate.ts';
import { normalizeReferenceDate, seedDatabase } from '../packages/server/src/db/seed/index.ts';
import { loadDomains } from '../packages/server/src/domains/load.ts';
import { germanToday, searchCourses } from '../packages/server/src/search/course-search.ts';

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

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `  ${label.padEnd(28)} p50 ${f(percentile(sorted, 50))}  p95 ${f(percentile(sorted, 95))}  p99 ${f(percentile(sorted, 99))}`,
  );
  return percentile(sorted, 95);
};

/** Runs `total` calls of `call` with `concurrency` callers, timing each. */
async function load(total: number, concurrency: number, call: (index: number) => Promise<void>) {
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
 * Runs `total` GET requests over `urls` with `concurrency` callers in a worker thread and
 * resolves with their times: the callers are outside the server's event loop, as real clients
 * are, so the figures are the server's and not the load generator's.
 */
function loadOverHttp(urls: string[], total: number, concurrency: number): Promise<number[]> {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    const { urls, total, concurrency } = workerData;
    const times = [];
    let next = 0;
    Promise.all(Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const index = next++;
        const started = performance.now();
        const response = await fetch(urls[index % urls.length]);
        if (response.status !== 200) throw new Error('search answered ' + response.status);
        await response.arrayBuffer();
        times.push(performance.now() - started);
      }
    })).then(() => parentPort.postMessage(times));`,
    { eval: true, workerData: { urls, total, concurrency } },
  );
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
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
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
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
  const parsed: SearchQuery[] = mix.map((query) => searchQuerySchema.parse(query));

  const urls = mix.map((query) => `${base}/api/search?${new URLSearchParams(query)}`);
  // Warm both paths up once so that neither pays for first-use costs in the figures.
  await loadOverHttp(urls, urls.length * 2, clients);
  const api = await loadOverHttp(urls, requests, clients);
  const today = germanToday();
  const direct = await load(requests, clients, async (index) => {
    await searchCourses({ db: database.db, language: 'de', today }, parsed[index % parsed.length]!);
  });
  const apiP95 = summary('HTTP API /api/search', api);
  const directP95 = summary('the same SQL, called directly', direct);
  console.log(`  API p95 / direct p95          ${(apiP95 / directP95).toFixed(2)}`);
  await app.close();
} finally {
  await database.close();
}
