/**
 * A unit of work (docs/decisions/0046-one-unit-of-work-and-one-way-to-issue-invoice-documents.md):
 * one transaction per change of state, and the row locks it takes. Every feature opens its
 * transaction here, and takes the locks of an order, a date's seats or a cart here, so that each
 * lock is taken one way: `SELECT … FOR UPDATE` of the row, held until the commit.
 *
 * The transaction runs at PostgreSQL's default isolation (READ COMMITTED) and is not retried: a
 * change that could meet another one locks the rows it changes, in a fixed order (the order before
 * its payment, dates in id order), and a conflict a unique index decides (SQLSTATE 23505) reaches
 * the caller, which answers it as its own (an address taken, a payment opened meanwhile).
 */
import { and, eq } from 'drizzle-orm';
import type { Db, Transaction } from './client.ts';
import { carts, courseSchedules, courses, customers, orders } from './schema.ts';

/** Runs `work` in one transaction: all of it is committed, or nothing when it throws. */
export function withUnitOfWork<Result>(
  db: Db,
  work: (tx: Transaction) => Promise<Result>,
): Promise<Result> {
  return db.transaction(work);
}

/** Carries the answer of a unit of work out of its transaction, which it rolls back. */
class RolledBack<Result> extends Error {
  constructor(readonly answer: Result) {
    super('rolled back');
  }
}

/**
 * Runs `work` in a transaction that is rolled back whatever it did, and answers what it answered:
 * a change tried to see its outcome, never kept (ADR 0025, the guest's cart priced).
 */
export async function withRolledBackWork<Result>(
  db: Db,
  work: (tx: Transaction) => Promise<Result>,
): Promise<Result> {
  try {
    return await db.transaction(async (tx) => {
      throw new RolledBack(await work(tx));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.answer as Result;
    throw error;
  }
}

/** The order `orderId`, locked until the transaction ends; undefined when there is none. */
export async function lockOrder(tx: Transaction, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/**
 * The seats of date `scheduleId` (with its course's name), locked until the transaction ends, so
 * that what is free stays free while it is offered; undefined when there is none. Dates are locked
 * in id order.
 */
export async function lockDateSeats(tx: Transaction, scheduleId: number) {
  const [schedule] = await tx
    .select({
      id: courseSchedules.id,
      seats: courseSchedules.seats,
      booked: courseSchedules.booked,
      startDate: courseSchedules.startDate,
      cancelledAt: courseSchedules.cancelledAt,
      courseName: courses.name,
    })
    .from(courseSchedules)
    .innerJoin(courses, eq(courses.id, courseSchedules.courseId))
    .where(eq(courseSchedules.id, scheduleId))
    .for('update', { of: courseSchedules });
  return schedule;
}

/** The cart (or guest's checkout) `cartId`, locked until the transaction ends; undefined when none. */
export async function lockCart(tx: Transaction, cartId: string) {
  const [cart] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
  return cart;
}

/** A customer's cart on a domain, locked until the transaction ends; undefined when there is none. */
export async function lockCartOfCustomer(tx: Transaction, domain: string, customerId: string) {
  const [cart] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.domain, domain), eq(carts.customerId, customerId)))
    .for('update');
  return cart;
}

/** The customer record `customerId`, locked until the transaction ends; undefined when none. */
export async function lockCustomer(tx: Transaction, customerId: string) {
  const [customer] = await tx
    .select()
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return customer;
}
