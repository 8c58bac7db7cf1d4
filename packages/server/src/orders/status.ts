/**
 * Changing an order's status by the state machine of the contract (`orderStatusTransitions`):
 * the order row locked, the change checked against who makes it, recorded in
 * `order_status_changes` with who and when, and an order that ends unpaid (EXPIRED, CANCELLED)
 * gives back what it took: its seats, credits and voucher use. Its positions' status changes by
 * theirs (`orderPositionStatusTransitions`), here too.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  positionStatusChangeAllowed,
  statusChangeAllowed,
  type OrderPositionStatus,
  type OrderStatus,
  type StatusActorKind,
} from '@kursmarkt/schemas';
import type { Db, Transaction } from '../db/client.ts';
import {
  creditLedger,
  orderPositions,
  orderStatusChanges,
  orders,
  vouchers,
  voucherUses,
  type OrderRow,
} from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { releaseSeats } from '../seats/seats.ts';
import { lockOrder, withUnitOfWork } from '../db/unit-of-work.ts';

/** Who makes a change: the kind, and the operator's account, the customer's id or the job. */
interface StatusActor {
  kind: StatusActorKind;
  name: string;
}

/**
 * Changes the order positions `positionIds` (their order's row locked by the caller) that are
 * `from` to `to`, by the positions' state machine. Throws STATUS_TRANSITION_NOT_ALLOWED for a
 * change it refuses; a position that is not `from` stays as it is.
 */
export async function changePositionStatus(
  tx: Transaction,
  positionIds: readonly string[],
  from: OrderPositionStatus,
  to: OrderPositionStatus,
) {
  if (!positionStatusChangeAllowed(from, to)) {
    throw new AppError(
      'STATUS_TRANSITION_NOT_ALLOWED',
      `An order position cannot change from ${from} to ${to}.`,
    );
  }
  if (positionIds.length === 0) return;
  await tx
    .update(orderPositions)
    .set({ status: to })
    .where(and(inArray(orderPositions.id, [...positionIds]), eq(orderPositions.status, from)));
}

/**
 * Gives back what the order `orderId` took when it was placed: a seat per booked course
 * position, the credits that paid a position, and its voucher use; its positions are CANCELLED.
 */
async function releaseOrder(tx: Transaction, order: OrderRow, now: Date) {
  const positions = await tx
    .select()
    .from(orderPositions)
    .where(and(eq(orderPositions.orderId, order.id), eq(orderPositions.status, 'BOOKED')));
  for (const position of positions) {
    if (position.scheduleId !== null) {
      await releaseSeats(tx, position.scheduleId);
    }
    if (position.creditCustomerPackageId !== null && position.credits > 0) {
      await tx.insert(creditLedger).values({
        customerPackageId: position.creditCustomerPackageId,
        delta: position.credits,
        reason: 'CANCELLATION',
        orderPositionId: position.id,
        createdAt: now,
      });
    }
  }
  await changePositionStatus(
    tx,
    positions.map((position) => position.id),
    'BOOKED',
    'CANCELLED',
  );
  if (order.voucherId !== null) {
    const removed = await tx
      .delete(voucherUses)
      .where(eq(voucherUses.orderId, order.id))
      .returning({ id: voucherUses.id });
    if (removed.length > 0) {
      await tx
        .update(vouchers)
        .set({ uses: sql`${vouchers.uses} - ${removed.length}` })
        .where(eq(vouchers.id, order.voucherId));
    }
  }
}

/**
 * Changes the status of the order `orderId` (its row locked until the commit) to `to` by
 * `actor`, and records the change. Answers the order as it is now, or undefined when there is no
 * such order (or `admits` refuses it: another domain's). Throws STATUS_TRANSITION_NOT_ALLOWED for
 * a change the state machine does not let `actor` make.
 */
export async function changeOrderStatus(
  tx: Transaction,
  orderId: string,
  to: OrderStatus,
  actor: StatusActor,
  now: Date,
  admits: (order: OrderRow) => boolean = () => true,
): Promise<OrderRow | undefined> {
  const order = await lockOrder(tx, orderId);
  if (!order || !admits(order)) return undefined;
  if (!statusChangeAllowed(order.status, to, actor.kind)) {
    throw new AppError(
      'STATUS_TRANSITION_NOT_ALLOWED',
      `The order is ${order.status}; it cannot become ${to} this way.`,
      [
        {
          path: 'body.status',
          code: 'NOT_ALLOWED',
          message: `${order.status} → ${to} is not a change ${actor.kind.toLowerCase()}s make`,
        },
      ],
    );
  }
  if (to === 'EXPIRED' || to === 'CANCELLED') await releaseOrder(tx, order, now);
  const [changed] = await tx
    .update(orders)
    .set({ status: to, statusChangedAt: now })
    .where(eq(orders.id, orderId))
    .returning();
  await tx.insert(orderStatusChanges).values({
    orderId,
    fromStatus: order.status,
    toStatus: to,
    actorKind: actor.kind,
    actor: actor.name,
    changedAt: now,
  });
  return changed;
}

/**
 * An operator's change of the status of an order of `domain`, in one transaction; answers the
 * order as it is now and every change it went through, or undefined when there is no such order.
 */
export async function changeStatusAsOperator(
  db: Db,
  orderId: string,
  to: OrderStatus,
  operator: string,
  domain: string,
  now: Date,
) {
  const changed = await withUnitOfWork(db, (tx) =>
    changeOrderStatus(
      tx,
      orderId,
      to,
      { kind: 'OPERATOR', name: operator },
      now,
      (order) => order.domain === domain,
    ),
  );
  return changed && { order: changed, changes: await statusChangesOf(db, orderId) };
}

/** The status changes of an order, oldest first. */
export async function statusChangesOf(db: Db, orderId: string) {
  return db
    .select()
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, orderId))
    .orderBy(asc(orderStatusChanges.changedAt), asc(orderStatusChanges.id));
}
