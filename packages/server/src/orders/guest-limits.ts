/**
 * Limits of guest orders (docs/decisions/0039-guest-orders-held-until-the-address-is-confirmed.md):
 * guest orders are counted per client address, per billing address (its SHA-256) and per course
 * date in fixed one-hour windows, in the rate-limit counters every server process shares
 * (plugins/rate-limit-store.ts). Past a limit the call is not refused but asks for a solved
 * proof-of-work challenge (altcha, PBKDF2, signed with a generated HMAC key kept in the
 * database): a valid solution is accepted once, its signature remembered until it expires.
 * A signed-in customer's order is never counted nor challenged.
 */
import { createHash, randomBytes } from 'node:crypto';
import { addMilliseconds, addMinutes } from 'date-fns';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq, inArray, sql } from 'drizzle-orm';
import type { GuestOrderChallenge } from '@kursmarkt/schemas';
import type { Db } from '../db/client.ts';
import { appSecrets, rateLimitCounters } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/** How many guest orders an hour are taken before the next asks for a challenge. */
export interface GuestOrderLimitValues {
  /** From one client address. */
  perClient: number;
  /** For one billing e-mail address. */
  perEmail: number;
  /** Of one course date. */
  perDate: number;
}
export const defaultGuestOrderLimits: GuestOrderLimitValues = {
  perClient: 5,
  perEmail: 3,
  perDate: 5,
};
const window = 60 * 60 * 1000;

/** A challenge is to be solved and sent within this many minutes. */
const challengeMinutes = 10;

/**
 * How hard a challenge is: PBKDF2 iterations per try and the range of tries it takes; about a
 * second or two in a browser, one derivation to check on the server.
 */
const difficulty = { cost: 1_000, minCounter: 1_000, maxCounter: 4_000 };

const secretName = 'altcha-hmac-keys';

/**
 * The HMAC keys that sign the challenges and their derived keys, generated on the first start and
 * kept in `app_secrets`, so that every server process on the database accepts the others'.
 */
async function loadChallengeKeys(db: Db) {
  const find = async () =>
    (await db.select().from(appSecrets).where(eq(appSecrets.name, secretName)))[0]?.value;
  let value = await find();
  if (!value) {
    // Two processes starting at once: the first insert wins, both read the winner's keys.
    await db
      .insert(appSecrets)
      .values({
        name: secretName,
        value: `${randomBytes(32).toString('base64url')}.${randomBytes(32).toString('base64url')}`,
      })
      .onConflictDoNothing();
    value = (await find())!;
  }
  const [signature, keySignature] = value.split('.') as [string, string];
  return { signature, keySignature };
}

const emailHash = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);

/** Counts one more under `key` in its window; answers the count. */
async function countUp(db: Db, key: string, now: Date) {
  const ended = sql`${rateLimitCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
  const [counted] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, windowEndsAt: addMilliseconds(now, window) })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at
                               else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count });
  return counted!.count;
}

const challengeRequired = (code: 'REQUIRED' | 'INVALID', message: string) =>
  new AppError(
    'CHALLENGE_REQUIRED',
    'Guest orders come in fast: solve the challenge of GET /api/guest-order/challenge.',
    [{ path: 'body.challenge', code, message }],
  );

export interface GuestOrderAttempt {
  ip: string;
  email: string;
  scheduleIds: readonly number[];
  /** The solved challenge's payload, when the guest sent one. */
  challenge: string | undefined;
}

export function guestOrderLimits(options: {
  db: Db;
  now: () => Date;
  log: { warn(object: object, message: string): void };
  limits?: GuestOrderLimitValues | undefined;
}) {
  const { db } = options;
  const limits = options.limits ?? defaultGuestOrderLimits;
  let keys: Promise<{ signature: string; keySignature: string }> | undefined;
  const challengeKeys = () => (keys ??= loadChallengeKeys(db));

  /** A new challenge, valid for `challengeMinutes` by the app's clock. */
  async function challenge(): Promise<GuestOrderChallenge> {
    const { signature, keySignature } = await challengeKeys();
    const expires = Math.floor(addMinutes(options.now(), challengeMinutes).getTime() / 1000);
    const made = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: difficulty.cost,
      counter: randomInt(difficulty.maxCounter, difficulty.minCounter),
      deriveKey,
      data: { expires },
      hmacSignatureSecret: signature,
      hmacKeySignatureSecret: keySignature,
    });
    return made as GuestOrderChallenge;
  }

  /**
   * Whether `payload` is a solution of a challenge of ours, not expired and not used before; the
   * signature is remembered (in the counters, until the challenge's end) so it counts once.
   */
  async function solved(payload: string): Promise<boolean> {
    let decoded: { challenge: Challenge; solution: { counter: number; derivedKey: string } };
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    } catch {
      return false;
    }
    const expires = decoded?.challenge?.parameters?.data?.expires;
    const signature = decoded?.challenge?.signature;
    if (typeof expires !== 'number' || typeof signature !== 'string') return false;
    const now = options.now();
    if (expires * 1000 <= now.getTime()) return false;
    const { signature: secret, keySignature } = await challengeKeys();
    const result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: keySignature,
    }).catch(() => ({ verified: false }));
    if (!result.verified) return false;
    const used = await db
      .insert(rateLimitCounters)
      .values({ key: `altcha:${signature}`, count: 1, windowEndsAt: new Date(expires * 1000) })
      .onConflictDoNothing()
      .returning({ key: rateLimitCounters.key });
    return used.length === 1;
  }

  /**
   * Counts a guest's order attempt; throws CHALLENGE_REQUIRED when one of its counts is past its
   * limit and no unused solved challenge came along, or when the one sent is not valid. Logs a
   * warning the first time a count passes its limit in its window. Counted before the order is
   * placed, so that a burst of simultaneous attempts is counted in full; `release` takes the
   * attempt back when the order was then refused (a full date, a missing proof).
   */
  async function check(attempt: GuestOrderAttempt) {
    const now = options.now();
    const email = emailHash(attempt.email);
    const dates = [...new Set(attempt.scheduleIds)].sort((a, b) => a - b);
    const keys = [
      `guest-order:ip:${attempt.ip}`,
      `guest-order:email:${email}`,
      ...dates.map((id) => `guest-order:date:${id}`),
    ];
    const [ip, mail, ...perDate] = await Promise.all(keys.map((key) => countUp(db, key, now)));
    const counts = {
      ip: ip!,
      email: mail!,
      dates: Object.fromEntries(dates.map((id, index) => [id, perDate[index]!])),
    };
    const dateCounts = perDate;
    const past =
      counts.ip > limits.perClient ||
      counts.email > limits.perEmail ||
      dateCounts.some((count) => count > limits.perDate);
    const crossed =
      counts.ip === limits.perClient + 1 ||
      counts.email === limits.perEmail + 1 ||
      dateCounts.some((count) => count === limits.perDate + 1);
    if (crossed) {
      options.log.warn(
        {
          ip: attempt.ip,
          emailHash: email,
          scheduleIds: attempt.scheduleIds,
          counts,
          limits,
        },
        'guest orders past their limit: a challenge is asked for',
      );
    }
    if (attempt.challenge !== undefined) {
      if (!(await solved(attempt.challenge))) {
        throw challengeRequired('INVALID', 'the challenge is not solved, expired or used before');
      }
    } else if (past) {
      throw challengeRequired('REQUIRED', 'solve the challenge and send its payload');
    }
    return {
      async release() {
        await db
          .update(rateLimitCounters)
          .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
          .where(inArray(rateLimitCounters.key, keys));
      },
    };
  }

  return { challenge, check };
}
