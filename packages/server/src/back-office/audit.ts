/**
 * The audit trail (ADR 0072): every change a person makes in the back office is recorded in the
 * same transaction as the change, who and when, the object, before and after, and the reason.
 * Entries are only ever added; this module is the only one that writes `audit_entries`.
 */
import { and, desc, eq, gte, inArray, lt, or, isNull, type SQL } from 'drizzle-orm';
import type { BackOfficeArea } from '@kursmarkt/schemas/rules';
import type { Db, Transaction } from '../db/client.ts';
import { auditEntries } from '../db/schema.ts';
import type { Actor } from './access.ts';

/** Who made a change, in which organizer's data (none: the whole marketplace's). */
export type AuditActor = Pick<Actor, 'email' | 'name' | 'role' | 'operatorSessionId'> & {
  organizerId: number | null;
};

/** What changed: the area (or `rights`), the object and its id, the action, before and after. */
export interface AuditChange {
  area: BackOfficeArea | 'rights';
  objectType: string;
  objectId: string | number;
  action: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** Records `change` by `actor` at `at`, inside the transaction that makes the change. */
export async function recordAudit(
  tx: Db | Transaction,
  actor: AuditActor,
  change: AuditChange,
  at: Date,
) {
  await tx.insert(auditEntries).values({
    at,
    actorEmail: actor.email,
    actorName: actor.name,
    actorRole: actor.role,
    operatorSessionId: actor.operatorSessionId,
    organizerId: actor.organizerId,
    area: change.area,
    objectType: change.objectType,
    objectId: String(change.objectId),
    action: change.action,
    before: change.before ?? null,
    after: change.after ?? null,
    reason: change.reason ?? null,
  });
}

export interface AuditFilter {
  objectType?: string;
  objectId?: string;
  actorEmail?: string;
  from?: Date;
  until?: Date;
  limit: number;
  /** Entries before this one's time (the next page). */
  before?: Date;
}

/**
 * The entries `filter` selects, newest first, of the organizers in `organizerIds` in the areas
 * allowed there (`areasOf`); `marketplace` adds the entries of no organizer (an operator's).
 */
export async function auditEntriesOf(
  db: Db,
  scope: { organizerAreas: Map<number, string[]>; marketplace: boolean },
  filter: AuditFilter,
) {
  const visible: SQL[] = [...scope.organizerAreas].flatMap(([organizerId, areas]) =>
    areas.length === 0
      ? []
      : [and(eq(auditEntries.organizerId, organizerId), inArray(auditEntries.area, areas))!],
  );
  if (scope.marketplace) visible.push(isNull(auditEntries.organizerId));
  if (visible.length === 0) return [];
  const conditions = [
    or(...visible)!,
    filter.objectType ? eq(auditEntries.objectType, filter.objectType) : undefined,
    filter.objectId ? eq(auditEntries.objectId, filter.objectId) : undefined,
    filter.actorEmail ? eq(auditEntries.actorEmail, filter.actorEmail.toLowerCase()) : undefined,
    filter.from ? gte(auditEntries.at, filter.from) : undefined,
    filter.until ? lt(auditEntries.at, filter.until) : undefined,
    filter.before ? lt(auditEntries.at, filter.before) : undefined,
  ];
  return db
    .select()
    .from(auditEntries)
    .where(and(...conditions))
    .orderBy(desc(auditEntries.at), desc(auditEntries.id))
    .limit(filter.limit);
}

/** An entry as the API answers it (schemas' `auditEntrySchema`). */
export const auditEntryAnswer = (entry: typeof auditEntries.$inferSelect) => ({
  id: entry.id,
  at: entry.at.toISOString(),
  actor: { email: entry.actorEmail, name: entry.actorName, role: entry.actorRole },
  operatorSessionId: entry.operatorSessionId,
  organizerId: entry.organizerId,
  area: entry.area,
  objectType: entry.objectType,
  objectId: entry.objectId,
  action: entry.action,
  before: entry.before,
  after: entry.after,
  reason: entry.reason,
});
