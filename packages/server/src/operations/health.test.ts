// @vitest-environment node
import { once } from 'node:events';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@kursmarkt/schemas';
import { buildApp, type AppOptions } from '../app.ts';
import pg from 'pg';
import { createDatabase } from '../db/client.ts';
import { openTestDatabase, testDatabaseTargets, type TestDatabase } from '../db/test-databases.ts';
import { loadDomains, type Domain } from '../domains/load.ts';

const examples = path.join(import.meta.dirname, '..', '..', '..', '..', 'site', 'domains');
const host = 'recht.kursmarkt.test';

/** Runs `work` with a connection to the test server's own database (TEST_DATABASE_URL). */
async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe.each(testDatabaseTargets())('health and request ids on $name', (target) => {
  let testDatabase: TestDatabase;
  let domains: Domain[];
  const apps: FastifyInstance[] = [];
  const start = async (options: Partial<AppOptions> = {}) => {
    const app = await buildApp({
      database: testDatabase.database,
      domains,
      mailer: { async send() {} },
      ...options,
    });
    apps.push(app);
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    testDatabase = await openTestDatabase(target);
    domains = (await loadDomains(examples)).domains;
    expect(domains.some((domain) => domain.config.hosts.includes(host))).toBe(true);
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });
  afterAll(() => testDatabase.cleanup());

  it('answers alive and ready on any host once the database, migrations and jobs are there', async () => {
    const app = await start();
    const alive = await app.inject({ url: '/healthz', headers: { host: 'unknown.example' } });
    expect(alive.statusCode).toBe(200);
    const ready = await app.inject({ url: '/readyz', headers: { host: 'unknown.example' } });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it.skipIf(target.dialect !== 'postgres')(
    'answers 503 naming the database while the database refuses connections, and 200 once it is back',
    async () => {
      const database = await createDatabase({ url: testDatabase.url!, poolSize: 2 });
      const app = await start({ database, jobs: { work: false } });
      const name = new URL(testDatabase.url!).pathname.slice(1);
      await withAdmin(async (admin) => {
        await admin.query(`alter database "${name}" allow_connections false`);
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
          [name],
        );
      });
      try {
        const ready = await app.inject({ url: '/readyz' });
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toEqual({ status: 'not-ready', notReady: ['database'] });
        expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      } finally {
        await withAdmin((admin) => admin.query(`alter database "${name}" allow_connections true`));
      }
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      await app.close();
      await database.close();
    },
  );

  it('answers 503 naming the migrations on a database that lacks them', async () => {
    const unmigrated = await openTestDatabase(target, { migrate: false });
    try {
      const app = await start({ database: unmigrated.database });
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not-ready', notReady: ['migrations'] });
      await app.close();
    } finally {
      await unmigrated.cleanup();
    }
  });

  it('answers 503 naming the jobs once they stopped', async () => {
    const app = await start();
    await app.jobs.stop();
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not-ready', notReady: ['jobs'] });
  });

  it('lets a worker answer the health checks and nothing else', async () => {
    const app = await start({ role: 'worker' });
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    const search = await app.inject({ url: '/api/search', headers: { host } });
    expect(search.statusCode).toBe(404);
    expect(search.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('names the request id in the header, in the error body and in every log line of the request', async () => {
    const lines: { reqId?: string; msg?: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const app = await start({ logger: { level: 'info', stream } });
    const missing = await app.inject({ url: '/api/no-such-call', headers: { host } });
    const id = missing.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(apiErrorSchema.parse(missing.json()).requestId).toBe(id);
    const ofRequest = lines.filter((line) => line.reqId === id);
    expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);

    const named = await app.inject({
      url: '/api/no-such-call',
      headers: { host, 'x-request-id': 'proxy-7f3a.1' },
    });
    expect(named.headers['x-request-id']).toBe('proxy-7f3a.1');
    expect(named.json().requestId).toBe('proxy-7f3a.1');

    const forged = await app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'evil\nline {"level":60}' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('finishes a request under way when it stops, and takes no new one', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const app = await buildApp({
      database: testDatabase.database,
      domains,
      mailer: { async send() {} },
    });
    app.get('/slow', { config: { anyHost: true } }, async () => {
      await released;
      return { done: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const underWay = fetch(`${address}/slow`);
    await once(app.server, 'request');
    const closed = app.close();
    await expect(fetch(`${address}/healthz`)).rejects.toThrow();
    release();
    const answer = await underWay;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    await closed;
    expect(app.jobs.running).toBe(false);
  });
});
