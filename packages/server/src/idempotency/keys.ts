/** The rows of `idempotency_keys` (db/schema.ts): claimed keys and the answers stored for them. */
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';

export interface KeyClaim {
  scope: string;
  key: string;
  fingerprint: string;
  /** When the claim is made, by the app's clock. */
  claimedAt: Date;
}

export interface StoredAnswer {
  status: number;
  mediaType: string | null;
  body: Uint8Array;
}

/**
 * Claims `key` in `scope` for a request: true when the key is new, expired (`expiresAt` passed,
 * whatever it was used for) or left running by a request with the same fingerprint that claimed
 * it before `abandonedBefore` (its process died). One statement, so of two requests racing for a
 * key exactly one gets it, on PostgreSQL as on PGlite.
 */
export async function claimKey(
  db: Db,
  claim: KeyClaim,
  { expiresAt, abandonedBefore }: { expiresAt: Date; abandonedBefore: Date },
): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({
      scope: claim.scope,
      key: claim.key,
      fingerprint: claim.fingerprint,
      createdAt: claim.claimedAt,
      expiresAt,
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: {
        fingerprint: sql`excluded.fingerprint`,
        responseStatus: null,
        responseType: null,
        responseBody: null,
        createdAt: sql`excluded.created_at`,
        expiresAt: sql`excluded.expires_at`,
      },
      setWhere: or(
        lte(idempotencyKeys.expiresAt, claim.claimedAt),
        and(
          isNull(idempotencyKeys.responseStatus),
          eq(idempotencyKeys.fingerprint, claim.fingerprint),
          lte(idempotencyKeys.createdAt, abandonedBefore),
        ),
      ),
    })
    .returning({ key: idempotencyKeys.key });
  return claimed.length === 1;
}

/** The key's row as it stands: its fingerprint, and its answer once stored. */
export async function findKey(db: Db, scope: string, key: string) {
  const [row] = await db
    .select({
      fingerprint: idempotencyKeys.fingerprint,
      status: idempotencyKeys.responseStatus,
      mediaType: idempotencyKeys.responseType,
      body: idempotencyKeys.responseBody,
      expiresAt: idempotencyKeys.expiresAt,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row;
}

/** This claim's row, as long as no later claim took it over. */
const ownRow = (claim: KeyClaim) =>
  and(
    eq(idempotencyKeys.scope, claim.scope),
    eq(idempotencyKeys.key, claim.key),
    eq(idempotencyKeys.createdAt, claim.claimedAt),
    isNull(idempotencyKeys.responseStatus),
  );

/** Stores the first request's answer for its repeats. */
export async function storeAnswer(db: Db, claim: KeyClaim, answer: StoredAnswer) {
  await db
    .update(idempotencyKeys)
    .set({
      responseStatus: answer.status,
      responseType: answer.mediaType,
      responseBody: answer.body,
    })
    .where(ownRow(claim));
}

/** Gives the key up: its request failed without a change, so a repeat may run again. */
export async function releaseKey(db: Db, claim: KeyClaim) {
  await db.delete(idempotencyKeys).where(ownRow(claim));
}

/** Deletes the keys that expired at `now`; how many. */
export async function deleteExpiredKeys(db: Db, now: Date) {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.expiresAt, now))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
