/**
 * What the organizer's staff do to an order (docs/decisions/0075): each change one transaction
 * with the order's row locked, recorded in the audit trail in that transaction with the reason.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Cancellation, StaffCancellationBody } from '@kursmarkt/schemas';
import { cancelPositions, type CancellationContext } from '../cancellation/cancel.ts';
import { refundCancellation } from '../cancellation/refund.ts';
import type { Db } from '../db/client.ts';
import { orderPositions } from '../db/schema.ts';
import { lockOrder, withUnitOfWork } from '../db/unit-of-work.ts';
import { notFound } from '../errors.ts';
import type { Actor } from './access.ts';
import { recordAudit } from './audit.ts';

type Log = { info(object: object, message: string): void };

/**
 * Cancels the organizer's positions `positionIds` of the order through the cancellation engine,
 * free of charge or by the terms; 404 when the order or a position is not the organizer's.
 */
export async function cancelOrganizerPositions(
  db: Db,
  actor: Actor,
  orderId: string,
  input: StaffCancellationBody,
  context: CancellationContext,
  log: Log,
): Promise<Cancellation> {
  const cancellation = await withUnitOfWork(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('The order');
    const positions = await tx
      .select({ id: orderPositions.id, status: orderPositions.status })
      .from(orderPositions)
      .where(
        and(
          eq(orderPositions.orderId, orderId),
          eq(orderPositions.organizerId, actor.organizerId),
          inArray(orderPositions.id, input.positionIds),
        ),
      );
    if (positions.length === 0) throw notFound('The order');
    const foreign = input.positionIds.find((id) => !positions.some((row) => row.id === id));
    if (foreign) throw notFound(`The order position ${foreign}`);
    const done = await cancelPositions(
      tx,
      order,
      {
        positionIds: input.positionIds,
        kind: 'OPERATOR',
        free: input.free,
        operator: `${actor.name} <${actor.email}>`,
      },
      context,
    );
    await recordAudit(
      tx,
      actor,
      {
        area: 'orders',
        objectType: 'order',
        objectId: orderId,
        action: 'cancelPositions',
        before: { positions: positions.map(({ id, status }) => ({ id, status })) },
        after: {
          positions: positions.map(({ id }) => ({ id, status: 'CANCELLED' })),
          free: input.free,
          cancellationId: done.id,
        },
        reason: input.reason,
      },
      context.now,
    );
    return done;
  });
  await refundCancellation(db, cancellation.id, log);
  return cancellation;
}
