import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { customers } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { TokenSettingsOf } from './token-settings.ts';
import { InvalidAccessTokenError, verifyAccessToken, type AccessTokenClaims } from './verify.ts';

/** The signed-in customer of a request, from a verified access token. */
interface SignedInCustomer {
  customerId: string;
  /** The provider's account id. */
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The provider's realm roles, e.g. `operator`. */
  roles: string[];
}

export interface CustomerAuth {
  /**
   * The signed-in customer of this request; answers 401 without a valid access token and 403
   * `EMAIL_NOT_VERIFIED` when the account has not confirmed its address. The first signed-in
   * call creates the customer record.
   */
  requireCustomer(request: FastifyRequest): Promise<SignedInCustomer>;
  /**
   * The signed-in customer when `customerId` (from the path) is theirs, else 403: the one
   * ownership check of every customer-scoped route.
   */
  ownCustomer(request: FastifyRequest, customerId: string): Promise<SignedInCustomer>;
}

/** RFC 6750 `b64token` after the scheme `Bearer`. */
const bearerPattern = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

/**
 * RFC 6750 section 3: a request without credentials gets the bare challenge, a bad token
 * `invalid_token`. The message never says which check failed.
 */
const signInRequired = () =>
  new AppError('UNAUTHORIZED', 'Sign-in is required.', undefined, {
    'www-authenticate': 'Bearer',
  });
const invalidToken = () =>
  new AppError('UNAUTHORIZED', 'The access token is not valid.', undefined, {
    'www-authenticate': 'Bearer error="invalid_token"',
  });

/** The bearer token of the request; `undefined` without credentials; 401 for a garbled header. */
function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined || header.trim() === '') return undefined;
  if (!/^Bearer(\s|$)/i.test(header)) return undefined;
  const token = bearerPattern.exec(header)?.[1];
  if (!token) throw invalidToken();
  return token;
}

/**
 * Creates the record at the first signed-in call, named from the token; later calls keep what the
 * customer edited and only follow a changed sign-in address. One statement: the upsert runs as
 * its data-modifying WITH, and the select sees the record as it was before it, so it answers
 * whether the account was deleted (ADR 0053); a deleted record is left as it is.
 */
async function ensureCustomerRecord(db: Db, customer: SignedInCustomer, domain: string, now: Date) {
  const upsert = db.$with('upsert').as(
    db
      .insert(customers)
      .values({
        id: customer.customerId,
        domain,
        email: customer.email,
        name: customer.firstName,
        lastname: customer.lastName,
      })
      .onConflictDoUpdate({
        target: customers.id,
        set: { email: sql`excluded.email`, updatedAt: now },
        setWhere: sql`excluded.email <> '' and ${customers.email} <> excluded.email and ${customers.deletedAt} is null`,
      })
      .returning({ id: customers.id }),
  );
  const [before] = await db
    .with(upsert)
    .select({ deletedAt: customers.deletedAt })
    .from(customers)
    .where(eq(customers.id, customer.customerId));
  return { deleted: before?.deletedAt != null };
}

/** Access-token checks for customer-scoped routes, with the token settings of each domain. */
export function createCustomerAuth({
  db,
  tokenSettingsOf,
  clock,
}: {
  db: Db;
  tokenSettingsOf: TokenSettingsOf;
  clock: Clock;
}): CustomerAuth {
  // A request verified once (by a hook, then by its handler) is not verified again.
  const verified = new WeakMap<FastifyRequest, Promise<SignedInCustomer>>();

  const authenticate = async (request: FastifyRequest): Promise<SignedInCustomer> => {
    const token = bearerTokenOf(request);
    if (token === undefined) throw signInRequired();
    let claims: AccessTokenClaims;
    try {
      claims = await verifyAccessToken(token, await tokenSettingsOf(request), clock.now());
    } catch (error) {
      if (error instanceof InvalidAccessTokenError) {
        request.log.info({ reason: error.reason }, 'access token refused');
        throw invalidToken();
      }
      request.log.error({ err: error }, 'access tokens cannot be verified');
      throw new AppError('UNAVAILABLE', 'Sign-in cannot be checked right now.');
    }
    if (!claims.emailVerified) {
      throw new AppError(
        'EMAIL_NOT_VERIFIED',
        'The e-mail address of this account is not confirmed yet: follow the link of the mail.',
      );
    }
    const { customerId, subject, email, firstName, lastName, roles } = claims;
    const customer = { customerId, subject, email, firstName, lastName, roles };
    const record = await ensureCustomerRecord(db, customer, request.domain.config.id, clock.now());
    // A token issued before the account was deleted opens nothing (it runs out within minutes).
    if (record.deleted) throw invalidToken();
    return customer;
  };

  const requireCustomer = (request: FastifyRequest) => {
    let pending = verified.get(request);
    if (!pending) {
      pending = authenticate(request);
      verified.set(request, pending);
    }
    return pending;
  };

  return {
    requireCustomer,
    async ownCustomer(request, customerId) {
      const customer = await requireCustomer(request);
      if (customer.customerId !== customerId.toLowerCase()) {
        throw new AppError('FORBIDDEN', 'This belongs to another customer.');
      }
      return customer;
    },
  };
}
