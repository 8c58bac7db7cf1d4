/**
 * Prometheus metrics (docs/decisions/0066-processes-health-and-stops.md) at `GET /metrics`: the
 * requests by method, route pattern (never the raw URL, whose ids would make a series each) and
 * status with their latency, the PostgreSQL pool, the jobs by queue and state, the outbox's
 * backlog, the orders placed and refused (by this process; Prometheus sums the processes), and
 * Node's own (memory, event loop, garbage collection). Each app has a registry of
 * its own. Who may read them: a caller from a loopback address (by `request.ip`, so through a
 * trusted proxy the client's), or one with `Authorization: Bearer <METRICS_TOKEN>`; anyone else
 * gets 401 when a token is configured and 404 when none is.
 */
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { queryRows } from '../db/client.ts';

const isLoopback = (address: string) =>
  address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);

/** The calls that place an order: a customer's and a guest's (route patterns). */
const orderRoutes = new Set(['PUT /api/order', 'PUT /api/guest-order']);

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function registerMetrics(app: FastifyInstance, options: { token?: string }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests by method, route pattern and status, with their duration',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'The PostgreSQL pool: all, idle and waiting clients (none on PGlite)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { database } = app;
      if (database.dialect !== 'postgres') return;
      this.set({ state: 'total' }, database.client.totalCount);
      this.set({ state: 'idle' }, database.client.idleCount);
      this.set({ state: 'waiting' }, database.client.waitingCount);
    },
  });
  new Gauge({
    name: 'jobs',
    help: 'Jobs in the database by queue and state',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      const rows = await queryRows<{ queue: string; state: string; count: number }>(
        app.database.db,
        sql`select name as queue, state::text as state, count(*)::int as count from pgboss.job group by 1, 2`,
      );
      this.reset();
      for (const row of rows) this.set({ queue: row.queue, state: row.state }, row.count);
    },
  });
  new Gauge({
    name: 'outbox_mails',
    help: 'Mails of the outbox not sent (yet): pending and failed',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await queryRows<{ status: string; count: number }>(
        app.database.db,
        sql`select status::text as status, count(*)::int as count from outbox_mails
            where status in ('PENDING', 'FAILED') group by 1`,
      );
      this.set({ status: 'PENDING' }, 0);
      this.set({ status: 'FAILED' }, 0);
      for (const row of rows) this.set({ status: row.status }, row.count);
    },
  });

  const orders = new Counter({
    name: 'orders_total',
    help: 'Orders placed, and attempts refused by their error code (idempotent repeats not counted)',
    labelNames: ['outcome', 'code'] as const,
    registers: [registry],
  });
  const refusals = new WeakMap<FastifyRequest, string>();
  app.addHook('onError', (request, _reply, error, done) => {
    refusals.set(request, String((error as { code?: unknown }).code ?? 'INTERNAL'));
    done();
  });

  app.addHook('onResponse', (request, reply, done) => {
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    if (orderRoutes.has(route) && reply.getHeader('idempotent-replayed') === undefined) {
      if (reply.statusCode < 300) orders.inc({ outcome: 'placed', code: '' });
      else
        orders.inc({ outcome: 'refused', code: refusals.get(request) ?? String(reply.statusCode) });
    }
    requests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get(
    '/metrics',
    { schema: { hide: true }, config: { anyHost: true }, logLevel: 'warn' },
    async (request, reply) => {
      const allowed =
        isLoopback(request.ip) ||
        (options.token !== undefined && bearerMatches(request, options.token));
      if (!allowed) {
        return options.token
          ? reply.status(401).header('www-authenticate', 'Bearer').send({
              code: 'UNAUTHORIZED',
              message: 'The metrics need a token.',
              requestId: request.id,
            })
          : reply.status(404).send({
              code: 'NOT_FOUND',
              message: 'No route GET /metrics.',
              requestId: request.id,
            });
      }
      reply.header('content-type', registry.contentType);
      return registry.metrics();
    },
  );
}
