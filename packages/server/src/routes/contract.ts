import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { endpoints, type EndpointName } from '@kursmarkt/schemas';
import { customerAuthOf } from '../auth/index.ts';
import { customerScope, guestOrAnonymousScope } from '../idempotency/idempotency.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call is not public: its answers are for one customer or guest only. */
    personal?: boolean;
  }
}

type Def<N extends EndpointName> = (typeof endpoints)[N];
type Part<D, K extends string> =
  D extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

/** The typed request a handler of endpoint N receives. */
export type ContractRequest<N extends EndpointName> = FastifyRequest & {
  params: Part<Def<N>, 'params'>;
  query: Part<Def<N>, 'query'>;
  body: Part<Def<N>, 'body'>;
};

/**
 * Registers the handler of a contract endpoint: method, path and every schema come from
 * `schemas/`, so the server validates exactly what the client is typed against. An endpoint with
 * `auth: 'customer'` (or `'operator'`) checks the access token first, before its input is even validated; one
 * that is `idempotent` takes an `Idempotency-Key` (idempotency/idempotency.ts), in the
 * customer's scope or else the guest's or anonymous callers'. An answer of an endpoint that is
 * not public is marked for no cache to keep (`private, no-store`) and varies on the credentials.
 */
export function route<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: (
    request: ContractRequest<N>,
    reply: FastifyReply,
  ) => Promise<z.output<Def<N>['response']>>,
  options: {
    config?: Record<string, unknown>;
  } = {},
) {
  const definition = endpoints[name] as Def<N> & {
    params?: z.ZodType;
    query?: z.ZodType;
    body?: z.ZodType;
    status?: number;
    auth?: 'public' | 'customer' | 'guest' | 'customerOrGuest' | 'operator';
    idempotent?: true;
    bodyLimit?: number;
  };
  const status = definition.status ?? 200;
  const head = definition.method === 'HEAD';
  // An operator is a signed-in account too; its role is the handler's to check.
  const customerAuth =
    definition.auth === 'customer' || definition.auth === 'operator'
      ? customerAuthOf(app, name)
      : undefined;
  const idempotency = definition.idempotent
    ? app.idempotency.preHandler(customerAuth ? customerScope(customerAuth) : guestOrAnonymousScope)
    : undefined;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: definition.method,
    url: definition.path,
    // An answer of a call that is not public is for one caller only (app.ts keeps it from caches).
    config: { ...options.config, personal: (definition.auth ?? 'public') !== 'public' },
    ...(definition.bodyLimit ? { bodyLimit: definition.bodyLimit } : {}),
    ...(customerAuth
      ? {
          onRequest: async (request: FastifyRequest) => {
            await customerAuth.requireCustomer(request);
          },
        }
      : {}),
    ...(idempotency ? { preHandler: idempotency } : {}),
    schema: {
      operationId: name,
      summary: definition.summary,
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.body ? { body: definition.body } : {}),
      // A HEAD answer has no body: its handler sets the headers.
      ...(head ? {} : { response: { [status]: definition.response } }),
    },
    handler: async (request, reply) => {
      const result = await handler(request as unknown as ContractRequest<N>, reply);
      return head ? reply.status(status).send() : reply.status(status).send(result);
    },
  });
}
