/**
 * The order's ledger (ADR 0073): every booking of money on an order, only ever added to. Money
 * booked by a bank row, by staff or by an operator's "paid" goes through `bookMoney`, which locks
 * the order first: of two bookings racing for one order the second sees the first. When the
 * lines reach the order's total, the order becomes PAID through the state machine (its invoice
 * is paid with it, invoices/customer-invoices.ts) and the customer gets "Zahlung eingegangen";
 * a part payment gets a short mail naming what is still open, so that the customer pays the rest
 * and is not surprised by a reminder.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Seller } from '@kursmarkt/schemas';
import type { Transaction } from '../db/client.ts';
import { invoices, orderLedger, orders, type OrderRow } from '../db/schema.ts';
import { lockOrder } from '../db/unit-of-work.ts';
import { AppError } from '../errors.ts';
import { transferReceivedMail } from '../orders/mails.ts';
import { changeOrderStatus } from '../orders/status.ts';
import type { Outbox } from '../outbox/outbox.ts';

/** The statuses of an order that waits for money by transfer. */
export const openStatuses = ['PLACED', 'AWAITING_PAYMENT'] as const;

/** Where the mails of booked money go. */
export interface LedgerMails {
  outbox: Outbox;
  sellerOf(domain: string): Seller | undefined;
}

export interface Booking {
  orderId: string;
  cents: number;
  source: 'BANK' | 'MANUAL';
  bankRowId?: string | null;
  paidOn: string;
  /** Who books: the staff member's e-mail, or `import <operator>` for a statement. */
  bookedBy: string;
  note: string;
  /** The status change's actor: staff and operators book as OPERATOR. */
  statusActor: string;
}

/** 409: the order waits for no money (paid meanwhile, cancelled, expired). */
export class OrderNotOpen extends AppError {
  constructor(status: string) {
    super('CONFLICT', `The order is ${status}; it waits for no money.`, [
      { path: 'params.orderId', code: 'NOT_ALLOWED', message: `The order is ${status}` },
    ]);
  }
}

/** The sum of an order's ledger lines, in cents. */
export async function bookedCents(tx: Transaction, orderId: string) {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${orderLedger.amountCents}), 0)` })
    .from(orderLedger)
    .where(eq(orderLedger.orderId, orderId));
  return Number(row!.sum);
}

/** The order's invoice number: its payment reference. */
export async function referenceOf(tx: Transaction, order: OrderRow) {
  const [invoice] = await tx
    .select({ number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'INVOICE')));
  return invoice?.number ?? order.orderNumber;
}

/**
 * Books `booking` on its order, inside the caller's transaction, with the order's row locked:
 * refuses 409 ORDER_NOT_OPEN for an order that waits for no money (paid meanwhile, cancelled).
 * Answers the order before and after, and what is still open (negative: overpaid).
 */
export async function bookMoney(
  tx: Transaction,
  booking: Booking,
  mails: LedgerMails | undefined,
  now: Date,
  admits: (order: OrderRow) => boolean = () => true,
) {
  const order = await lockOrder(tx, booking.orderId);
  if (!order || !admits(order)) return undefined;
  if (!(openStatuses as readonly string[]).includes(order.status) || order.totalCents === 0) {
    throw new OrderNotOpen(order.status);
  }
  const before = await bookedCents(tx, order.id);
  const [line] = await tx
    .insert(orderLedger)
    .values({
      orderId: order.id,
      amountCents: booking.cents,
      source: booking.source,
      bankRowId: booking.bankRowId ?? null,
      paidOn: booking.paidOn,
      bookedBy: booking.bookedBy,
      note: booking.note,
      bookedAt: now,
    })
    .returning();
  const remainderCents = order.totalCents - before - booking.cents;
  let status = order.status;
  if (remainderCents <= 0) {
    await changeOrderStatus(
      tx,
      order.id,
      'PAID',
      { kind: 'OPERATOR', name: booking.statusActor },
      now,
    );
    await tx.update(orders).set({ dueDate: null }).where(eq(orders.id, order.id));
    status = 'PAID';
  }
  const seller = mails?.sellerOf(order.domain);
  if (mails && seller && booking.cents > 0) {
    await mails.outbox.write(
      tx,
      transferReceivedMail({
        language: order.language,
        seller,
        orderNumber: order.orderNumber,
        invoiceNumber: await referenceOf(tx, order),
        cents: booking.cents,
        remainderCents,
        customer: {
          name: order.billingName,
          lastname: order.billingLastname,
          email: order.billingEmail,
        },
      }),
    );
  }
  return {
    order,
    line: line!,
    status,
    paidCents: before + booking.cents,
    remainderCents,
  };
}
