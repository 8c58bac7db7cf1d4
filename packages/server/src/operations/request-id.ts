/**
 * Request ids (docs/decisions/0066-processes-health-metrics-and-stops.md): every request has one,
 * in each of its log lines (`reqId`), in its answer's `X-Request-Id` header and in the body of an
 * error answer (errors.ts). A proxy in front may name it (`X-Request-Id`); a value that is not
 * well-formed (too long, or characters beyond letters, digits and `-_.:`) is replaced by a new
 * one, so that no caller writes what it likes into the logs.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

const requestIdHeader = 'x-request-id';

const wellFormed = /^[A-Za-z0-9._:-]{1,128}$/;

/** The incoming id when well-formed, else a new UUID. */
function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const incoming = request.headers[requestIdHeader];
  return typeof incoming === 'string' && wellFormed.test(incoming) ? incoming : randomUUID();
}

/** Fastify's options for the ids: the header is read (and checked) by `genReqId` alone. */
export const requestIdOptions = {
  requestIdHeader: false,
  genReqId: requestIdOf,
} satisfies FastifyServerOptions;

/** Sends each request's id back as `X-Request-Id`. */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(requestIdHeader, request.id);
    done();
  });
}
