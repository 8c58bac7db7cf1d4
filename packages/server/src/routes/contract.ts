import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { endpoints, type Endpoint, type EndpointName } from '@kursmarkt/schemas';
import { customerAuthOf } from '../auth/index.ts';
import { AppError } from '../errors.ts';
import { fieldErrorsOf } from '../field-errors.ts';
import { customerScope, guestOrAnonymousScope } from '../idempotency/idempotency.ts';
import type { ReceivedFile } from '../uploads/uploads.ts';
import { contractValidatorCompiler } from './request-validation.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call is not public: its answers are for one customer or guest only. */
    personal?: boolean;
  }
}

type Def<N extends EndpointName> = (typeof endpoints)[N];
type Part<D, K extends string> =
  D extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;
/** The body of an upload: its fields, and its file read and checked (uploads/uploads.ts). */
type Body<D> = D extends { upload: object }
  ? Omit<Part<D, 'body'>, 'file'> & { file: ReceivedFile }
  : Part<D, 'body'>;

/** The typed request a handler of endpoint N receives. */
export type ContractRequest<N extends EndpointName> = FastifyRequest & {
  params: Part<Def<N>, 'params'>;
  query: Part<Def<N>, 'query'>;
  body: Body<Def<N>>;
};

/**
 * Registers the handler of a contract endpoint: method, path and every schema come from
 * `schemas/`, so the server validates exactly what the client is typed against. An endpoint with
 * `auth: 'customer'` (or `'operator'`) checks the access token first, before its input is even validated; one
 * that is `idempotent` takes an `Idempotency-Key` (idempotency/idempotency.ts), in the
 * customer's scope or else the guest's or anonymous callers'. An answer of an endpoint that is
 * not public is marked for no cache to keep (`private, no-store`) and varies on the credentials.
 * `authorize` checks other credentials (a guest's headers) as soon as the request comes, before
 * anything of its body is read.
 *
 * An endpoint with an `upload` takes multipart/form-data: the file is read and checked against
 * the upload's limits (uploads/uploads.ts: 413 FILE_TOO_LARGE, 415 FILE_TYPE_NOT_ALLOWED at
 * `body.file`), then the other fields against `body` (422 with each field's path and code), and
 * the handler gets both as its body.
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
    authorize?: (request: FastifyRequest) => Promise<unknown>;
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
    upload?: Endpoint['upload'];
  };
  const status = definition.status ?? 200;
  const head = definition.method === 'HEAD';
  // An operator is a signed-in account too; its role is the handler's to check.
  const customerAuth =
    definition.auth === 'customer' || definition.auth === 'operator'
      ? customerAuthOf(app, name)
      : undefined;
  const { upload } = definition;
  const readBody =
    upload && definition.body
      ? uploadReader(app, { ...definition, body: definition.body, upload })
      : undefined;
  const onRequest = [
    ...(customerAuth
      ? [
          async (request: FastifyRequest) => {
            await customerAuth.requireCustomer(request);
          },
        ]
      : []),
    ...(options.authorize
      ? [
          async (request: FastifyRequest) => {
            await options.authorize!(request);
          },
        ]
      : []),
  ];
  const idempotency = definition.idempotent
    ? app.idempotency.preHandler(customerAuth ? customerScope(customerAuth) : guestOrAnonymousScope)
    : undefined;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: definition.method,
    url: definition.path,
    // An answer of a call that is not public is for one caller only (app.ts keeps it from caches).
    config: {
      ...options.config,
      personal: (definition.auth ?? 'public') !== 'public',
      // @fastify/swagger leaves HEAD routes out unless asked.
      ...(head ? { swagger: { exposeHeadRoute: true } } : {}),
    },
    ...(definition.bodyLimit ? { bodyLimit: definition.bodyLimit } : {}),
    ...(onRequest.length > 0 ? { onRequest } : {}),
    ...(idempotency ? { preHandler: idempotency } : {}),
    schema: {
      operationId: name,
      summary: definition.summary,
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      // An upload's body is read by the handler below; the OpenAPI document declares it.
      ...(definition.body && !upload ? { body: definition.body } : {}),
      // A HEAD answer has no body: its handler sets the headers.
      ...(head ? {} : { response: { [status]: definition.response } }),
    },
    handler: async (request, reply) => {
      if (readBody) request.body = await readBody(request);
      const result = await handler(request as unknown as ContractRequest<N>, reply);
      return head ? reply.status(status).send() : reply.status(status).send(result);
    },
  });
}

/** Reads an upload's multipart body: the checked file, and the other fields as `body` takes them. */
function uploadReader(
  app: FastifyInstance,
  definition: Pick<Endpoint, 'method' | 'path'> & {
    body: z.ZodType;
    upload: NonNullable<Endpoint['upload']>;
  },
) {
  const { upload } = definition;
  const fields = (definition.body as z.ZodObject).omit({ file: true });
  const validate = contractValidatorCompiler({
    schema: fields,
    method: definition.method,
    url: definition.path,
    httpPart: 'body',
  });
  return async (request: FastifyRequest) => {
    const read = await app.uploads.read(request, upload);
    const result = validate(read.fields) as { value?: object; error?: unknown };
    if (result.error) {
      throw new AppError(
        'VALIDATION_FAILED',
        'The body is not valid.',
        fieldErrorsOf(result.error as Parameters<typeof fieldErrorsOf>[0], 'body', read.fields),
      );
    }
    return { ...result.value, file: read.file };
  };
}
