import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { addMilliseconds } from 'date-fns';
import { lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema.ts';

/** At most one deletion of ended windows per this many milliseconds and process. */
const sweepInterval = 10 * 60 * 1000;

/**
 * What @fastify/rate-limit passes to a store and its children: its merged rate-limit parameters
 * (its typings call them route options).
 */
type StoreOptions = {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  /** The route a child store counts for (set by @fastify/rate-limit; empty for `createRateLimit`). */
  routeInfo?: { method?: string | string[]; url?: string };
};
type Counted = { current: number; ttl: number };

/**
 * The store of @fastify/rate-limit on the `rate_limit_counters` table (docs/decisions/0009-rate-limit-counters-in-the-database.md):
 * every server process on the database counts a client's requests together. A fixed window per
 * route and client: the first request opens it for `timeWindow` by the app's clock, the next
 * ones count until it ends. One upsert per request, atomic on PostgreSQL and PGlite alike; rows
 * of ended windows are deleted at most every ten minutes per process. The windows that
 * `continueExceeding` and `exponentialBackoff` stretch are not offered.
 */
export function databaseRateLimitStore(db: Db, clock: Clock): FastifyRateLimitStoreCtor {
  let lastSweep = Number.NEGATIVE_INFINITY;

  async function sweep(now: Date) {
    if (now.getTime() - lastSweep < sweepInterval) return;
    lastSweep = now.getTime();
    await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, now));
  }

  async function count(key: string, timeWindow: number): Promise<Counted> {
    const now = clock.now();
    const ended = sql`${rateLimitCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
    const [counted] = await db
      .insert(rateLimitCounters)
      .values({ key, count: 1, windowEndsAt: addMilliseconds(now, timeWindow) })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`case when ${ended} then 1 else ${rateLimitCounters.count} + 1 end`,
          windowEndsAt: sql`case when ${ended} then excluded.window_ends_at
                                 else ${rateLimitCounters.windowEndsAt} end`,
        },
      })
      .returning({ count: rateLimitCounters.count, windowEndsAt: rateLimitCounters.windowEndsAt });
    await sweep(now);
    return {
      current: counted!.count,
      ttl: Math.max(0, counted!.windowEndsAt.getTime() - now.getTime()),
    };
  }

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      options: object,
      /** Put before every client key: the route this store counts for. */
      private readonly prefix = '',
    ) {
      const { continueExceeding, exponentialBackoff } = options as StoreOptions;
      if (continueExceeding || exponentialBackoff) {
        throw new Error('The database rate-limit store counts fixed windows only.');
      }
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: Counted) => void,
      timeWindow: number,
    ) {
      count(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(options: object) {
      const { method = '', url = '' } = (options as StoreOptions).routeInfo ?? {};
      return new DatabaseRateLimitStore(options, `${String(method)}${url}-`);
    }
  };
}
