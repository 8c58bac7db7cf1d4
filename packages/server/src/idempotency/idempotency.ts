/**
 * Idempotency keys for unsafe calls (docs/decisions/0016-idempotency-keys.md): a call that declares `idempotent` in
 * the contract takes an `Idempotency-Key` header. The first request with a key claims it (with
 * its fingerprint: method, route, domain, query and body) and runs; its answer (status, media
 * type and body) is stored as it is sent. A repeat with the same key and fingerprint gets that
 * answer back, marked `Idempotent-Replayed: true`, without the handler running again; the same key
 * with another fingerprint is refused with 422 IDEMPOTENCY_KEY_REUSED; a repeat while the first
 * still runs gets 409 IDEMPOTENCY_KEY_IN_USE at once (it does not wait). See
 * docs/decisions/0016-idempotency-keys.md.
 *
 * Keys belong to a scope: the signed-in customer, the guest's order token, or anonymous callers
 * (who must send keys nobody can guess). A key expires 24 hours after its claim, by the app's
 * clock; an hourly job deletes expired keys. A first answer of 500 or more is not stored (the
 * key is released, so a repeat runs again): a failed change leaves nothing to repeat.
 */
import { createHash } from 'node:crypto';
import { addHours, subSeconds } from 'date-fns';
import type { FastifyReply, FastifyRequest } from 'fastify';
import stringify from 'safe-stable-stringify';
import type { CustomerAuth } from '../auth/index.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { Jobs } from '../jobs/jobs.ts';
import {
  claimKey,
  deleteExpiredKeys,
  findKey,
  releaseKey,
  storeAnswer,
  type KeyClaim,
} from './keys.ts';

const idempotencyKeyHeader = 'idempotency-key';
const replayedHeader = 'idempotent-replayed';
const keyLifetimeHours = 24;
/**
 * Seconds after which a first request that never stored its answer counts as abandoned (its
 * process died): a repeat with the same fingerprint may then claim the key and run again.
 */
const abandonedAfterSeconds = 60;
/** The hourly job that deletes expired keys. */
export const expireKeysJob = 'idempotency.expire';

/** A key: 1 to 255 visible ASCII characters (a UUID, say). */
const keyPattern = /^[\x21-\x7e]{1,255}$/;

/** Whose keys a request's key is among. */
export type IdempotencyScope = (request: FastifyRequest) => string | Promise<string>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A guest's calls carry their order token in `X-Auth`; other public calls are anonymous. */
export const guestOrAnonymousScope: IdempotencyScope = (request) => {
  const token = request.headers['x-auth'];
  return typeof token === 'string' && token !== '' ? `guest:${sha256(token)}` : 'anonymous';
};

/** A signed-in customer's calls (the route has checked the access token before). */
export const customerScope =
  (auth: CustomerAuth): IdempotencyScope =>
  async (request) =>
    `customer:${(await auth.requireCustomer(request)).customerId}`;

/** What makes two requests with one key the same request. */
const fingerprintOf = (request: FastifyRequest) =>
  sha256(
    stringify([
      request.method,
      request.routeOptions.url,
      request.domain.config.id,
      request.query ?? null,
      request.body ?? null,
    ]) ?? '',
  );

export interface Idempotency {
  /**
   * The `preHandler` of a route that takes an `Idempotency-Key`, with keys in `scopeOf`'s
   * scope. Without the header the request runs as any other.
   */
  preHandler(
    scopeOf: IdempotencyScope,
  ): (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /**
   * The app's `onSend` hook that stores a first request's answer; registered once, before
   * compression, so that it stores the answer as the handler made it.
   */
  onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown>;
}

export function createIdempotency(options: {
  db: Db;
  clock: Clock;
  jobs: Jobs;
  log: {
    error(object: object, message: string): void;
    info(object: object, message: string): void;
  };
}): Idempotency {
  const { db, clock, jobs, log } = options;
  /** The requests that claimed a key, until their answer is stored. */
  const claims = new WeakMap<FastifyRequest, KeyClaim>();

  jobs.define({
    name: expireKeysJob,
    cron: '17 * * * *',
    async handler() {
      const deleted = await deleteExpiredKeys(db, clock.now());
      if (deleted > 0) log.info({ deleted }, 'expired idempotency keys deleted');
    },
  });

  const keyOf = (request: FastifyRequest) => {
    const key = request.headers[idempotencyKeyHeader];
    if (key === undefined) return undefined;
    if (typeof key !== 'string' || !keyPattern.test(key)) {
      throw new AppError('BAD_REQUEST', 'The headers are not valid.', [
        {
          path: `headers.${idempotencyKeyHeader}`,
          code: 'INVALID_FORMAT',
          message: 'An Idempotency-Key is 1 to 255 visible ASCII characters, e.g. a UUID.',
        },
      ]);
    }
    return key;
  };

  return {
    preHandler: (scopeOf) => async (request, reply) => {
      const key = keyOf(request);
      if (key === undefined) return;
      const claim: KeyClaim = {
        scope: await scopeOf(request),
        key,
        fingerprint: fingerprintOf(request),
        claimedAt: clock.now(),
      };
      const terms = {
        expiresAt: addHours(claim.claimedAt, keyLifetimeHours),
        abandonedBefore: subSeconds(claim.claimedAt, abandonedAfterSeconds),
      };
      // A key deleted between a failed claim and the look at it is claimed on the second try.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        if (await claimKey(db, claim, terms)) {
          claims.set(request, claim);
          return;
        }
        const row = await findKey(db, claim.scope, key);
        if (!row) continue;
        if (row.fingerprint !== claim.fingerprint) {
          throw new AppError(
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was used for another request: send a new key with a changed request.',
          );
        }
        if (row.status === null || row.body === null) {
          throw new AppError(
            'IDEMPOTENCY_KEY_IN_USE',
            'A request with this Idempotency-Key is still running: repeat it once it has answered.',
          );
        }
        reply.status(row.status).header(replayedHeader, 'true');
        if (row.mediaType) reply.type(row.mediaType);
        return reply.send(Buffer.from(row.body.buffer, row.body.byteOffset, row.body.byteLength));
      }
      throw new AppError(
        'IDEMPOTENCY_KEY_IN_USE',
        'A request with this Idempotency-Key is still running: repeat it once it has answered.',
      );
    },

    async onSend(request, reply, payload) {
      const claim = claims.get(request);
      if (!claim) return payload;
      claims.delete(request);
      // A stream (a file sent as it is read) is not kept: a repeat runs again.
      const body =
        payload === undefined || payload === null
          ? new Uint8Array()
          : typeof payload === 'string'
            ? Buffer.from(payload)
            : payload instanceof Uint8Array
              ? payload
              : undefined;
      try {
        if (reply.statusCode >= 500 || body === undefined) {
          await releaseKey(db, claim);
        } else {
          const mediaType = reply.getHeader('content-type');
          await storeAnswer(db, claim, {
            status: reply.statusCode,
            mediaType: typeof mediaType === 'string' ? mediaType : null,
            body,
          });
        }
      } catch (error) {
        // The answer still goes out; a repeat after the abandonment time runs again.
        request.log.error({ err: error }, 'the answer to an Idempotency-Key could not be stored');
      }
      return payload;
    },
  };
}
