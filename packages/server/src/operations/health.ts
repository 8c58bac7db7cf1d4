/**
 * Liveness and readiness (docs/decisions/0066-processes-health-metrics-and-stops.md), and what a
 * process of each role answers:
 * - `GET /healthz`: 200 while the process runs (a supervisor restarts a process that does not
 *   answer it).
 * - `GET /readyz`: 200 when the database answers, every migration of this code is applied and the
 *   background jobs run; else 503 naming what is not ready (a load balancer sends no requests to
 *   it). Once the process stops, Fastify answers every new request 503 (`return503OnClosing`).
 * Both answer on every host, not only a domain's: the checks of a container call `localhost`.
 * A worker process (`role: 'worker'`) answers these two and its metrics, nothing else.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../db/client.ts';
import { migrationsFolder } from '../db/migrate.ts';

/**
 * What a process does: `all` serves the API and pages and works the jobs (`npm start`), `api`
 * serves without working jobs (it still adds them), `worker` works the jobs only.
 */
export type ProcessRole = 'all' | 'api' | 'worker';

const operationPaths = ['/healthz', '/readyz', '/metrics'] as const;

/** How long the readiness check waits for the database before it counts as unreachable. */
const databaseTimeoutMs = 2000;

/** When the newest migration of this code was made: the database has it once applied. */
function newestMigration(folder: string): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

type Check = 'database' | 'migrations' | 'jobs';

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealth(
  app: FastifyInstance,
  options: { role: ProcessRole; migrationsFolder?: string },
) {
  const expectedMigration = newestMigration(options.migrationsFolder ?? migrationsFolder);

  /** The checks that fail, with why, in the log; none when ready. */
  const notReady = async (): Promise<Check[]> => {
    const failing: Check[] = [];
    const { db } = app.database;
    try {
      const [present] = await withTimeout(
        queryRows<{ table: string | null }>(
          db,
          sql`select to_regclass('drizzle.__drizzle_migrations')::text as table`,
        ),
        databaseTimeoutMs,
      );
      const [applied] = present?.table
        ? await withTimeout(
            queryRows<{ newest: string | null }>(
              db,
              sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
            ),
            databaseTimeoutMs,
          )
        : [];
      if (Number(applied?.newest ?? 0) < expectedMigration) failing.push('migrations');
    } catch (error) {
      app.log.warn({ err: error }, 'readiness: the database does not answer');
      failing.push('database');
    }
    if (!app.jobs.running) failing.push('jobs');
    return failing;
  };

  const anyHost = { anyHost: true };
  app.get('/healthz', { schema: { hide: true }, config: anyHost, logLevel: 'warn' }, async () => ({
    status: 'alive',
  }));
  app.get(
    '/readyz',
    { schema: { hide: true }, config: anyHost, logLevel: 'warn' },
    async (_request, reply) => {
      const failing = await notReady();
      reply.header('cache-control', 'no-store');
      if (failing.length === 0) return { status: 'ready' };
      return reply.status(503).send({ status: 'not-ready', notReady: failing });
    },
  );

  if (options.role === 'worker') {
    const served = new Set<string>(operationPaths);
    app.addHook('onRequest', (request, reply, done) => {
      if (served.has(request.url.split('?')[0]!)) return done();
      reply.status(404).send({
        code: 'NOT_FOUND',
        message: 'A worker answers its health checks and metrics only.',
      });
    });
  }
}
