/**
 * Operator sessions (ADR 0072): an operator enters one organizer's data only with a reason;
 * the session's id names every change made in it, and its start and end are in the audit trail.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { operatorSessions, organizers } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { operatorSessionHours, type OperatorActor } from './access.ts';
import { recordAudit } from './audit.ts';

const answerOf = (session: typeof operatorSessions.$inferSelect) => ({
  id: session.id,
  organizerId: session.organizerId,
  reason: session.reason,
  startedAt: session.startedAt.toISOString(),
  expiresAt: new Date(session.startedAt.getTime() + operatorSessionHours * 3600_000).toISOString(),
  endedAt: session.endedAt?.toISOString() ?? null,
});

/** Opens a session of `operator` in `organizerId`'s data; 404 for an unknown organizer. */
export async function startOperatorSession(
  db: Db,
  operator: OperatorActor,
  request: { organizerId: number; reason: string },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [organizer] = await tx
      .select({ id: organizers.id })
      .from(organizers)
      .where(eq(organizers.id, request.organizerId));
    if (!organizer) throw notFound('The organizer');
    const [session] = await tx
      .insert(operatorSessions)
      .values({ email: operator.email, ...request, startedAt: now })
      .returning();
    await recordAudit(
      tx,
      { ...operator, organizerId: request.organizerId, operatorSessionId: session!.id },
      {
        area: 'rights',
        objectType: 'operatorSession',
        objectId: session!.id,
        action: 'start',
        reason: request.reason,
      },
      now,
    );
    return answerOf(session!);
  });
}

/** Ends the operator's own session (an ended one stays as it ended); 404 for anyone else's. */
export async function endOperatorSession(
  db: Db,
  operator: OperatorActor,
  sessionId: string,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(operatorSessions)
      .where(and(eq(operatorSessions.id, sessionId), eq(operatorSessions.email, operator.email)))
      .for('update');
    if (!session) throw notFound('The operator session');
    if (session.endedAt) return answerOf(session);
    const [ended] = await tx
      .update(operatorSessions)
      .set({ endedAt: now })
      .where(eq(operatorSessions.id, sessionId))
      .returning();
    await recordAudit(
      tx,
      { ...operator, organizerId: session.organizerId, operatorSessionId: session.id },
      { area: 'rights', objectType: 'operatorSession', objectId: session.id, action: 'end' },
      now,
    );
    return answerOf(ended!);
  });
}
