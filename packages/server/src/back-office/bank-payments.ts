/**
 * Payments from the bank in the back office (ADR 0073): a statement imported by an operator, its
 * credits matched to open orders (bank-matching.ts) and booked on their ledger (ledger.ts) when
 * the match is sure, the others kept as open bank rows with suggestions until an operator assigns
 * them; and money booked by hand by an organizer's staff or an operator. Each booking is one
 * transaction with its audit entry; a bank row is inserted once (its key is unique), so the same
 * statement imported twice, or twice at once, books once.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Transaction } from '../db/client.ts';
import {
  bankRows,
  invoices,
  orderLedger,
  orderPositions,
  orders,
  type OrderRow,
} from '../db/schema.ts';
import { lockOrder, withUnitOfWork } from '../db/unit-of-work.ts';
import { changeOrderStatus } from '../orders/status.ts';
import { AppError, notFound } from '../errors.ts';
import { germanToday } from '../german-today.ts';
import type { Actor, OperatorActor } from './access.ts';
import { recordAudit } from './audit.ts';
import {
  bookable,
  matchCredit,
  openOrderIndex,
  type OpenOrder,
  type Suggestion,
} from './bank-matching.ts';
import { readStatement, type StatementRow } from './bank-statement.ts';
import { bookedCents, bookMoney, OrderNotOpen, openStatuses, type LedgerMails } from './ledger.ts';

/** The orders waiting for a transfer, with their reference and what is still open. */
async function openOrders(db: Db | Transaction): Promise<OpenOrder[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      reference: invoices.number,
      totalCents: orders.totalCents,
      booked: sql<string>`coalesce((select sum(${orderLedger.amountCents}) from ${orderLedger} where ${orderLedger.orderId} = ${orders.id}), 0)`,
      name: orders.billingName,
      lastname: orders.billingLastname,
      company: orders.billingCompany,
    })
    .from(orders)
    .innerJoin(invoices, and(eq(invoices.orderId, orders.id), eq(invoices.kind, 'INVOICE')))
    .where(
      and(
        inArray(orders.status, [...openStatuses]),
        inArray(orders.paymentMethod, ['INVOICE', 'PREPAYMENT']),
      ),
    );
  return rows.map((row) => ({
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    reference: row.reference,
    openCents: row.totalCents - Number(row.booked),
    names: [row.lastname, row.company].filter(Boolean),
  }));
}

/** The audit actor of a marketplace operator. */
const marketplaceAudit = (actor: OperatorActor) => ({
  email: actor.email,
  name: actor.name,
  role: actor.role,
  operatorSessionId: null,
  organizerId: null,
});

/** Books one bank row's money on the orders of `allocations`, in the caller's transaction. */
async function bookRow(
  tx: Transaction,
  actor: OperatorActor,
  row: { id: string; bookedOn: string; counterparty: string; purpose: string },
  allocations: readonly { orderId: string; cents: number }[],
  context: { mails: LedgerMails | undefined; now: Date; action: string; reason: string | null },
) {
  const booked = [];
  for (const allocation of allocations) {
    const result = await bookMoney(
      tx,
      {
        orderId: allocation.orderId,
        cents: allocation.cents,
        source: 'BANK',
        bankRowId: row.id,
        paidOn: row.bookedOn,
        bookedBy: actor.email,
        note: `${row.counterparty}: ${row.purpose}`.slice(0, 500),
        statusActor: `${actor.name} <${actor.email}>`,
      },
      context.mails,
      context.now,
    );
    if (!result) throw notFound('The order');
    await recordAudit(
      tx,
      marketplaceAudit(actor),
      {
        area: 'payments',
        objectType: 'order',
        objectId: allocation.orderId,
        action: context.action,
        before: { status: result.order.status, paidCents: result.paidCents - allocation.cents },
        after: { status: result.status, paidCents: result.paidCents, bankRowId: row.id },
        reason: context.reason,
      },
      context.now,
    );
    booked.push({
      orderId: allocation.orderId,
      cents: allocation.cents,
      remainderCents: result.remainderCents,
    });
  }
  await tx.update(bankRows).set({ assignedAt: context.now }).where(eq(bankRows.id, row.id));
  return booked;
}

/** A statement row as the import answers it. */
const rowAnswer = (row: StatementRow, id: string, suggestions: Suggestion[]) => ({
  id,
  line: row.line,
  bookedOn: row.bookedOn,
  amountCents: row.amountCents,
  counterparty: row.counterparty,
  purpose: row.purpose,
  suggestions,
});

/**
 * Imports the statement `content` (bank-statement.ts): 422 for a file that cannot be read, and
 * nothing booked. Each new credit is matched; a sure match is booked at once, one transaction per
 * row; the rest stays open with its suggestions.
 */
export async function importStatement(
  db: Db,
  actor: OperatorActor,
  content: string,
  mails: LedgerMails | undefined,
  now: Date,
) {
  const rows = readStatement(content);
  const open = await openOrders(db);
  const index = openOrderIndex(open);
  const answer = {
    read: rows.length,
    booked: [] as { line: number; orderId: string; cents: number; remainderCents: number }[],
    duplicates: 0,
    open: [] as ReturnType<typeof rowAnswer>[],
  };
  for (const row of rows) {
    const suggestions = matchCredit(index, row);
    const insertRow = (tx: Transaction) =>
      tx
        .insert(bankRows)
        .values({
          rowKey: row.key,
          bookedOn: row.bookedOn,
          amountCents: row.amountCents,
          counterparty: row.counterparty,
          purpose: row.purpose,
          importedAt: now,
          importedBy: actor.email,
          suggestions,
        })
        .onConflictDoNothing({ target: bankRows.rowKey })
        .returning({ id: bankRows.id });
    const outcome = await withUnitOfWork(db, async (tx) => {
      const [inserted] = await insertRow(tx);
      if (!inserted) return { kind: 'duplicate' as const };
      if (!bookable(suggestions)) return { kind: 'open' as const, id: inserted.id };
      const stored = { ...row, id: inserted.id };
      const allocations = suggestions.map((match) => ({
        orderId: match.orderId,
        cents: match.cents,
      }));
      return {
        kind: 'booked' as const,
        booked: await bookRow(tx, actor, stored, allocations, {
          mails,
          now,
          action: 'bookBankRow',
          reason: null,
        }),
      };
    }).catch(async (error: unknown) => {
      // An order paid or closed meanwhile: the row waits for an operator.
      if (!(error instanceof OrderNotOpen)) throw error;
      const [inserted] = await withUnitOfWork(db, insertRow);
      return inserted ? { kind: 'open' as const, id: inserted.id } : { kind: 'duplicate' as const };
    });
    if (outcome.kind === 'duplicate') answer.duplicates += 1;
    else if (outcome.kind === 'open') answer.open.push(rowAnswer(row, outcome.id, suggestions));
    else {
      for (const booked of outcome.booked) {
        answer.booked.push({ line: row.line, ...booked });
        const order = open.find((candidate) => candidate.orderId === booked.orderId);
        if (order) order.openCents = booked.remainderCents;
      }
    }
  }
  return { ...answer, booked: answer.booked.length, bookings: answer.booked };
}

/** The bank rows still open (or all), newest first, with their suggestions. */
export async function bankRowsOf(db: Db, state: 'open' | 'all') {
  const rows = await db
    .select()
    .from(bankRows)
    .where(state === 'open' ? isNull(bankRows.assignedAt) : undefined)
    .orderBy(asc(bankRows.importedAt), asc(bankRows.bookedOn))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    bookedOn: row.bookedOn,
    amountCents: row.amountCents,
    counterparty: row.counterparty,
    purpose: row.purpose,
    importedAt: row.importedAt.toISOString(),
    assignedAt: row.assignedAt?.toISOString() ?? null,
    suggestions: row.suggestions as Suggestion[],
  }));
}

/**
 * An operator assigns the open bank row `rowId` to orders: the allocations must add up to the
 * row's amount; each is booked on its order's ledger and audited, in one transaction.
 */
export async function assignBankRow(
  db: Db,
  actor: OperatorActor,
  rowId: string,
  input: { allocations: { orderId: string; cents: number }[]; reason: string },
  mails: LedgerMails | undefined,
  now: Date,
) {
  const sum = input.allocations.reduce((total, allocation) => total + allocation.cents, 0);
  return withUnitOfWork(db, async (tx) => {
    const [row] = await tx.select().from(bankRows).where(eq(bankRows.id, rowId)).for('update');
    if (!row) throw notFound('The bank row');
    if (row.assignedAt) {
      throw new AppError('CONFLICT', 'The bank row is booked already.', [
        { path: 'params.rowId', code: 'NOT_ALLOWED', message: 'The bank row is booked' },
      ]);
    }
    if (sum !== row.amountCents) {
      throw new AppError('VALIDATION_FAILED', 'The allocations must add up to the row.', [
        {
          path: 'body.allocations',
          code: 'INVALID_FORMAT',
          message: `They add up to ${sum} cents, the row is ${row.amountCents}`,
        },
      ]);
    }
    const booked = await bookRow(tx, actor, row, input.allocations, {
      mails,
      now,
      action: 'assignBankRow',
      reason: input.reason,
    });
    return { id: row.id, bookings: booked };
  });
}

/**
 * Whether `actor` may see and book the payments of `order` (ADR 0072, orders of several
 * organizers): staff when all its positions are their organizer's, an operator in a session
 * when one is.
 */
export async function admitsPayment(
  tx: Db | Transaction,
  actor: Actor,
  order: Pick<OrderRow, 'id'>,
) {
  const organizers = await tx
    .selectDistinct({ organizerId: orderPositions.organizerId })
    .from(orderPositions)
    .where(eq(orderPositions.orderId, order.id));
  const ids = organizers.map((row) => row.organizerId);
  if (!ids.includes(actor.organizerId)) return false;
  return actor.role === 'OPERATOR' || ids.every((id) => id === actor.organizerId);
}

/** The order `orderId` when `actor` may see its payments; 404 otherwise. */
async function orderOfActor(db: Db, actor: Actor, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || !(await admitsPayment(db, actor, order))) throw notFound('The order');
  return order;
}

/** The order's ledger lines, oldest first, with its total and what is paid; 404 for another's. */
export async function orderLedgerOf(db: Db, actor: Actor, orderId: string) {
  const order = await orderOfActor(db, actor, orderId);
  const lines = await db
    .select()
    .from(orderLedger)
    .where(eq(orderLedger.orderId, orderId))
    .orderBy(asc(orderLedger.bookedAt));
  return {
    orderId,
    totalCents: order.totalCents,
    paidCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
    lines: lines.map((line) => ({
      id: line.id,
      amountCents: line.amountCents,
      source: line.source,
      paidOn: line.paidOn,
      bookedBy: line.bookedBy,
      note: line.note,
      bookedAt: line.bookedAt.toISOString(),
    })),
  };
}

/**
 * Staff (or an operator in a session) book money received for an order by hand: the order's
 * positions all the organizer's for staff, one of them for an operator; 404 otherwise.
 */
export async function bookManualPayment(
  db: Db,
  actor: Actor,
  orderId: string,
  input: { amountCents: number; note: string; paidOn?: string },
  mails: LedgerMails | undefined,
  now: Date,
) {
  return withUnitOfWork(db, async (tx) => {
    const [candidate] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!candidate || !(await admitsPayment(tx, actor, candidate))) throw notFound('The order');
    const result = await bookMoney(
      tx,
      {
        orderId,
        cents: input.amountCents,
        source: 'MANUAL',
        paidOn: input.paidOn ?? germanToday(now),
        bookedBy: actor.email,
        note: input.note,
        statusActor: `${actor.name} <${actor.email}>`,
      },
      mails,
      now,
    );
    if (!result) throw notFound('The order');
    await recordAudit(
      tx,
      actor,
      {
        area: 'payments',
        objectType: 'order',
        objectId: orderId,
        action: 'bookPayment',
        before: { status: result.order.status, paidCents: result.paidCents - input.amountCents },
        after: { status: result.status, paidCents: result.paidCents, cents: input.amountCents },
        reason: input.note,
      },
      now,
    );
    return {
      orderId,
      status: result.status,
      paidCents: result.paidCents,
      remainderCents: result.remainderCents,
    };
  });
}

/**
 * `POST /api/order/status` PAID (an operator of the seller): books what is still open on the
 * order's ledger as a manual payment, which makes it PAID as any booking does; an order that
 * waits for no money goes to the state machine, which refuses or records it as before.
 */
export async function markPaidAsOperator(
  db: Db,
  input: { orderId: string; operator: string; domain: string },
  mails: LedgerMails | undefined,
  now: Date,
) {
  return withUnitOfWork(db, async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order || order.domain !== input.domain) return undefined;
    const waits =
      (openStatuses as readonly string[]).includes(order.status) && order.totalCents > 0;
    if (!waits) {
      return changeOrderStatus(
        tx,
        order.id,
        'PAID',
        { kind: 'OPERATOR', name: input.operator },
        now,
      );
    }
    await bookMoney(
      tx,
      {
        orderId: order.id,
        cents: order.totalCents - (await bookedCents(tx, order.id)),
        source: 'MANUAL',
        paidOn: germanToday(now),
        bookedBy: input.operator,
        note: 'POST /api/order/status PAID',
        statusActor: input.operator,
      },
      mails,
      now,
    );
    return lockOrder(tx, order.id);
  });
}
