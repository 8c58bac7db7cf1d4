import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints, type Endpoint, type EndpointName, type StaffRight } from '@kursmarkt/schemas';
import { operatorRole, operatorSessionHeader } from '@kursmarkt/schemas/rules';
import { customerAuthOf, type CustomerAuth } from '../auth/index.ts';
import {
  authorize,
  isStaff,
  marketplaceOperator,
  type Actor,
  type OperatorActor,
} from '../back-office/access.ts';
import {
  openGuest,
  type CustomerIdentity,
  type GuestIdentity,
} from '../booking/checkout-identity.ts';
import { guestCredentialsOf } from '../booking/guest-access.ts';
import { AppError, notFound } from '../errors.ts';
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

/** A signed-in customer (or operator) as the checkout knows them, with their account. */
export type SignedIn = CustomerIdentity & {
  account: Awaited<ReturnType<CustomerAuth['requireCustomer']>>;
};

/** A back-office caller: the account, and the actor its call's `right` resolved to. */
export type StaffIdentity<A = Actor | OperatorActor | undefined> = SignedIn & { actor: A };

/** Who acts in a back-office call with `right` R (ADR 0072). */
type ActorOf<R> = R extends 'marketplace'
  ? OperatorActor
  : R extends 'member'
    ? undefined
    : R extends { area: string }
      ? Actor
      : undefined;

/** Who calls, by the contract's `auth`, as `route()` resolves it. */
interface IdentityByAuth<D> {
  public: GuestIdentity | undefined;
  customer: SignedIn;
  operator: SignedIn;
  guest: GuestIdentity;
  customerOrGuest: SignedIn | GuestIdentity;
  staff: StaffIdentity<ActorOf<D extends { right: infer R } ? R : undefined>>;
}

/** Who calls endpoint N (each of them, for several). */
export type IdentityOf<N extends EndpointName> = IdentityByAuth<Def<N>>[Def<N>['auth']];

/** The answer of an endpoint that `produces` a file: its bytes, type and name to save it as. */
interface FileAnswer {
  content: Buffer | Readable;
  mediaType: string;
  fileName: string;
  /** Shown in the browser (`inline`) rather than saved (`attachment`, the default). */
  inline?: true;
}

type Answer<N extends EndpointName> =
  Def<N> extends { produces: string } ? FileAnswer : z.output<Def<N>['response']>;

/** The typed request a handler of endpoint N receives. */
export type ContractRequest<N extends EndpointName> = FastifyRequest & {
  params: Part<Def<N>, 'params'>;
  query: Part<Def<N>, 'query'>;
  body: Body<Def<N>>;
};

/**
 * Registers the handler of a contract endpoint: method, path and every schema come from
 * `schemas/`, so the server validates exactly what the client is typed against.
 *
 * The contract's `auth` is resolved before the input is even validated, and the handler gets
 * who calls as its third argument (booking/checkout-identity.ts): `customer` (or `operator`)
 * checks the access token (401, 403 `EMAIL_NOT_VERIFIED`); `guest` takes `X-Order` and `X-Auth`
 * (401 without both) and what they open, a checkout or a guest's order (404 for anything else);
 * `customerOrGuest` is the customer with a bearer token, else the guest. A `public` endpoint
 * with the option `guest` resolves the guest in the same way when either header comes along.
 *
 * One that is `idempotent` takes an `Idempotency-Key` (idempotency/idempotency.ts), in the
 * customer's scope or else the guest's or anonymous callers'. An answer of an endpoint that is
 * not public is marked for no cache to keep (`private, no-store`) and varies on the credentials.
 *
 * An endpoint with an `upload` takes multipart/form-data: the file is read and checked against
 * the upload's limits (uploads/uploads.ts: 413 FILE_TOO_LARGE, 415 FILE_TYPE_NOT_ALLOWED at
 * `body.file`), then the other fields against `body` (422 with each field's path and code), and
 * the handler gets both as its body. One that `produces` a file answers its bytes as an
 * attachment, or `inline` (`mediaTypes` lists the types the OpenAPI document names). With `rawBody` a JSON
 * body comes to the handler as the bytes that were sent (a signature covers them).
 */
export function route<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: (
    request: ContractRequest<N>,
    reply: FastifyReply,
    identity: IdentityOf<N>,
  ) => Promise<Answer<N>>,
  options: {
    config?: Record<string, unknown>;
    guest?: true;
    rawBody?: true;
    mediaTypes?: { description: string; types: string[] };
  } = {},
) {
  const definition = endpoints[name] as Def<N> & {
    params?: z.ZodType;
    query?: z.ZodType;
    body?: z.ZodType;
    status?: number;
    auth?: 'public' | 'customer' | 'guest' | 'customerOrGuest' | 'operator' | 'staff';
    right?: StaffRight;
    idempotent?: true;
    bodyLimit?: number;
    upload?: Endpoint['upload'];
    produces?: Endpoint['produces'];
  };
  const status = definition.status ?? 200;
  const head = definition.method === 'HEAD';
  const auth = definition.auth ?? 'public';
  const customerAuth =
    auth === 'public' || auth === 'guest' ? undefined : customerAuthOf(app, name);
  const { upload, produces } = definition;
  const readBody =
    upload && definition.body
      ? uploadReader(app, { ...definition, body: definition.body, upload })
      : undefined;
  const identities = new WeakMap<FastifyRequest, SignedIn | StaffIdentity | GuestIdentity>();
  const signIn = async (request: FastifyRequest): Promise<SignedIn> => {
    const account = await customerAuth!.requireCustomer(request);
    return {
      kind: 'customer',
      customerId: account.customerId,
      domain: request.domain.config.id,
      account,
    };
  };
  const guest = (request: FastifyRequest) =>
    openGuest(
      app.database.db,
      guestCredentialsOf(request),
      request.domain.config.id,
      app.clock.now(),
    );
  const hasGuestHeader = (request: FastifyRequest) =>
    request.headers['x-order'] !== undefined || request.headers['x-auth'] !== undefined;
  const staff = async (request: FastifyRequest): Promise<StaffIdentity> => {
    const signedIn = await signIn(request);
    const account = signedIn.account;
    // Refused before the input is read: a customer learns nothing of what the call checks.
    if (!isStaff(account)) throw new AppError('FORBIDDEN', 'Only back-office staff may do this.');
    const right = definition.right;
    if (right === undefined) return { ...signedIn, actor: undefined };
    if (right === 'marketplace') return { ...signedIn, actor: marketplaceOperator(account) };
    // The organizer comes from the path; one that is no id is nobody's.
    const organizerId = Number((request.params as { organizerId?: string }).organizerId);
    if (!Number.isSafeInteger(organizerId) || organizerId <= 0) throw notFound('The organizer');
    const actor = await authorize(app.database.db, account, {
      organizerId,
      ...(right === 'member'
        ? { area: 'orders', level: 'NONE', sessionHeader: undefined, member: true }
        : { ...right, sessionHeader: request.headers[operatorSessionHeader] }),
      now: app.clock.now(),
    });
    return { ...signedIn, actor: right === 'member' ? undefined : actor };
  };
  const resolve = async (request: FastifyRequest) => {
    if (auth === 'staff') return staff(request);
    if (auth === 'operator') {
      const signedIn = await signIn(request);
      // Refused before the input is read: a customer learns nothing of what the call checks.
      if (!signedIn.account.roles.includes(operatorRole)) {
        throw new AppError('FORBIDDEN', 'Only an operator of the seller may do this.');
      }
      return signedIn;
    }
    if (auth === 'customer') return signIn(request);
    if (auth === 'guest') return guest(request);
    if (auth === 'customerOrGuest') {
      return request.headers.authorization !== undefined ? signIn(request) : guest(request);
    }
    return options.guest && hasGuestHeader(request) ? guest(request) : undefined;
  };
  const identify = async (request: FastifyRequest) => {
    const identity = await resolve(request);
    if (identity) identities.set(request, identity);
  };
  const resolves = auth !== 'public' || options.guest;
  const idempotency = definition.idempotent
    ? app.idempotency.preHandler(customerAuth ? customerScope(customerAuth) : guestOrAnonymousScope)
    : undefined;
  const register = (scope: FastifyInstance) =>
    scope.withTypeProvider<ZodTypeProvider>().route({
      method: definition.method,
      url: definition.path,
      // An answer of a call that is not public is for one caller only (app.ts keeps it from caches).
      config: {
        ...options.config,
        personal: auth !== 'public',
        // @fastify/swagger leaves HEAD routes out unless asked.
        ...(head ? { swagger: { exposeHeadRoute: true } } : {}),
      },
      ...(definition.bodyLimit ? { bodyLimit: definition.bodyLimit } : {}),
      ...(resolves ? { onRequest: identify } : {}),
      ...(idempotency ? { preHandler: idempotency } : {}),
      schema: {
        operationId: name,
        summary: definition.summary,
        ...(definition.params ? { params: definition.params } : {}),
        ...(definition.query ? { querystring: definition.query } : {}),
        // An upload's body is read by the handler below; the OpenAPI document declares it.
        ...(definition.body && !upload ? { body: definition.body } : {}),
        // A HEAD answer has no body: its handler sets the headers. A file is sent as it is.
        ...(head
          ? {}
          : produces
            ? fileResponse(status, options.mediaTypes)
            : { response: { [status]: definition.response } }),
      },
      handler: async (request, reply) => {
        if (readBody) request.body = await readBody(request);
        const result = await handler(
          request as unknown as ContractRequest<N>,
          reply,
          identities.get(request) as IdentityOf<N>,
        );
        if (head) return reply.status(status).send();
        if (produces) {
          const file = result as FileAnswer;
          reply
            .status(status)
            .type(file.mediaType)
            .header(
              'content-disposition',
              `${file.inline ? 'inline' : 'attachment'}; filename="${encodeURIComponent(file.fileName)}"`,
            );
          // A public file (a course's document) is the same for everyone; any other is personal.
          if (auth !== 'public') reply.header('cache-control', 'private, no-store');
          return reply.send(file.content);
        }
        return reply.status(status).send(result);
      },
    });
  if (!options.rawBody) {
    register(app);
    return;
  }
  // The bytes as they came: parsed by nobody before the handler.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', ...(definition.bodyLimit ? { bodyLimit: definition.bodyLimit } : {}) },
      (_request, body, done) => done(null, body),
    );
    register(scope);
  });
}

/**
 * The OpenAPI document's success answer of a file (the serializer never sees it): the media
 * types given, else the contract's `produces` (routes/openapi.ts adds it).
 */
function fileResponse(status: number, mediaTypes?: { description: string; types: string[] }) {
  if (!mediaTypes) return {};
  return {
    response: {
      [status]: {
        description: mediaTypes.description,
        content: Object.fromEntries(
          mediaTypes.types.map((type) => [
            type,
            { schema: z.any().meta({ type: 'string', format: 'binary' }) },
          ]),
        ),
      },
    },
  };
}

/**
 * Registers one handler under several contract endpoints of one shape (a customer's call and the
 * guest's twin): it gets whoever `route()` resolved for the endpoint that was called.
 */
export function routeEach<N extends EndpointName>(
  app: FastifyInstance,
  names: readonly N[],
  handler: NoInfer<
    (
      request: ContractRequest<N>,
      reply: FastifyReply,
      identity: IdentityOf<N>,
    ) => Promise<Answer<N>>
  >,
) {
  for (const name of names) route<N>(app, name, handler);
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
