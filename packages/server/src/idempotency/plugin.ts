import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { createIdempotency, type Idempotency } from './idempotency.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Idempotency keys for the routes that take them (idempotency.ts). */
    idempotency: Idempotency;
  }
}

/**
 * Idempotency keys on the app's database and clock. Its `onSend` hook must be registered before
 * compression, so that it stores the answer as the handler made it, not its compressed bytes.
 */
export const idempotencyPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    const idempotency = createIdempotency({
      db: app.database.db,
      clock: app.clock,
      jobs: app.jobs,
      log: app.log,
    });
    app.decorate('idempotency', idempotency);
    app.addHook('onSend', idempotency.onSend);
  },
  { name: 'idempotency', fastify: '5.x', dependencies: ['database', 'jobs'] },
);
