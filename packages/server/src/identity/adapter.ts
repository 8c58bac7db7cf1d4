import { addSeconds } from 'date-fns';
import { and, eq, gt, inArray, isNull, lt, not, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { oidcPayloads } from '../db/schema.ts';

/** At most one clean-up of expired rows per this many milliseconds. */
const cleanInterval = 10 * 60 * 1000;

/**
 * The storage adapter of oidc-provider on the `oidc_payloads` table: one row per model and id,
 * with the look-up columns the provider needs (grant id, user code, uid). Expired rows (by
 * `clock`) are never returned and are deleted now and then while the provider writes.
 */
export type AdapterClass = ReturnType<typeof createAdapterClass>;

export function createAdapterClass(db: Db, clock: Clock) {
  let lastClean = 0;
  const notExpired = () =>
    or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, clock.now())) as SQL;

  async function cleanExpired() {
    const now = clock.now();
    if (now.getTime() - lastClean < cleanInterval) return;
    lastClean = now.getTime();
    await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, now));
  }

  return class DatabaseAdapter implements Adapter {
    constructor(readonly name: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const row = {
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? addSeconds(clock.now(), expiresIn) : null,
      };
      await db
        .insert(oidcPayloads)
        .values({ id, kind: this.name, ...row })
        .onConflictDoUpdate({ target: [oidcPayloads.kind, oidcPayloads.id], set: row });
      await cleanExpired();
    }

    private async findWhere(condition: SQL): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.kind, this.name), condition, notExpired()))
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt
        ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
        : payload;
    }

    find(id: string) {
      return this.findWhere(eq(oidcPayloads.id, id));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcPayloads.userCode, userCode));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(oidcPayloads.uid, uid));
    }

    async consume(id: string) {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: clock.now() })
        .where(and(eq(oidcPayloads.kind, this.name), eq(oidcPayloads.id, id)));
    }

    async destroy(id: string) {
      await db
        .delete(oidcPayloads)
        .where(and(eq(oidcPayloads.kind, this.name), eq(oidcPayloads.id, id)));
    }

    async revokeByGrantId(grantId: string) {
      await db
        .delete(oidcPayloads)
        .where(and(eq(oidcPayloads.kind, this.name), eq(oidcPayloads.grantId, grantId)));
    }
  };
}

/** The provider's models that belong to a signed-in account. */
const accountKinds = [
  'Session',
  'Grant',
  'AuthorizationCode',
  'RefreshToken',
  'AccessToken',
  'BackchannelAuthenticationRequest',
];

/**
 * Ends the account's provider sessions and revokes its grants, codes and refresh tokens: the old
 * session cookie signs in no more and the old refresh tokens get `invalid_grant`. The session
 * `keepSessionUid` and the grants it holds stay (the session a password was changed in).
 */
export async function endSessions(db: Db, accountId: string, keepSessionUid?: string) {
  const kept: string[] = [];
  if (keepSessionUid) {
    const [session] = await db
      .select({ payload: oidcPayloads.payload })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.kind, 'Session'), eq(oidcPayloads.uid, keepSessionUid)));
    const authorizations =
      (session?.payload as { authorizations?: Record<string, { grantId?: string }> } | undefined)
        ?.authorizations ?? {};
    kept.push(
      ...Object.values(authorizations).flatMap(({ grantId }) => (grantId ? [grantId] : [])),
    );
  }
  await db
    .delete(oidcPayloads)
    .where(
      and(
        inArray(oidcPayloads.kind, accountKinds),
        sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`,
        keepSessionUid
          ? not(and(eq(oidcPayloads.kind, 'Session'), eq(oidcPayloads.uid, keepSessionUid))!)
          : undefined,
        kept.length > 0
          ? and(
              not(and(eq(oidcPayloads.kind, 'Grant'), inArray(oidcPayloads.id, kept))!),
              or(isNull(oidcPayloads.grantId), notInArray(oidcPayloads.grantId, kept)),
            )
          : undefined,
      ),
    );
}
