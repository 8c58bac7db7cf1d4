import type { FastifyInstance } from 'fastify';
import { registerHealth, type ProcessRole } from './health.ts';
import { registerMetrics } from './metrics.ts';
import { registerRequestIdHeader } from './request-id.ts';

export type { ProcessRole } from './health.ts';
export { requestIdOptions } from './request-id.ts';

/**
 * What an operator runs the processes by (docs/decisions/0066-processes-health-metrics-and-stops.md):
 * request ids, the health checks, the metrics, and a worker's answering nothing else.
 */
export function registerOperations(
  app: FastifyInstance,
  options: { role: ProcessRole; metricsToken?: string },
) {
  registerRequestIdHeader(app);
  registerHealth(app, options);
  registerMetrics(app, { token: options.metricsToken });
  registerClosingConnections(app);
}

/**
 * A stopping server closes each kept-alive connection after its answer under way: the server's
 * close waits for every connection, and a client (or proxy) that keeps its connection open would
 * hold the stop until the keep-alive timeout, beyond the grace (SHUTDOWN_GRACE_SECONDS).
 */
function registerClosingConnections(app: FastifyInstance) {
  let stopping = false;
  app.addHook('preClose', (done) => {
    stopping = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });
}
