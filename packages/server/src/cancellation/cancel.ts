/**
 * Cancelling positions of an order (issue 22), in the caller's transaction with the order's row
 * locked: the positions are CANCELLED, their seats free (and offered to the waiting list), their
 * credits given back (a ledger entry), the order CANCELLED when nothing is left (through the
 * state machine, orders/status.ts: recorded with who and when, its voucher use given back), a
 * cancellation invoice (Stornorechnung, CII type 381) referring to the order's invoice with the next
 * number of the seller's sequence, the fee of late cancellations on an invoice of its own, the
 * refund due recorded. The invoices' documents, and the customer's mail that carries them, are
 * rendered after the commit (invoices/stored-documents.ts), as an order's; the organizers' mails
 * go into the outbox at once.
 */
import { addDays, formatISO, parseISO } from 'date-fns';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import {
  withdrawalLastDay,
  type Cancellation,
  type CancellationQuote,
  type Seller,
} from '@kursmarkt/schemas';
import type { Transaction } from '../db/client.ts';
import {
  creditLedger,
  dateMoves,
  invoices,
  orderCancellations,
  orderPositions,
  organizers,
  type OrderRow,
} from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { germanToday } from '../german-today.ts';
import type { InvoiceDocuments } from '../invoices/stored-documents.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { Jobs } from '../jobs/jobs.ts';
import { refundOrderPayment } from '../payments/payments.ts';
import { invoiceParties } from '../orders/documents.ts';
import { nextInvoiceNumber } from '../orders/invoice-number.ts';
import { orderView } from '../orders/order-view.ts';
import { changeOrderStatus, changePositionStatus } from '../orders/status.ts';
import { offerFreedSeats, type WaitingListContext } from '../waiting-list/offers.ts';
import { cancellationDocuments } from './documents.ts';
import {
  cancellationMail,
  organizerCancellationMail,
  type OrganizerCancellationCause,
} from './mails.ts';
import { quotePosition, type QuotedPosition } from './terms.ts';
import { releaseSeats } from '../seats/seats.ts';

type PositionRow = typeof orderPositions.$inferSelect;

export interface CancellationContext {
  seller: Seller;
  siteName: string;
  now: Date;
  outbox: Outbox;
  /** Where the cancellation's invoices are issued, their documents rendered after the commit. */
  invoiceDocuments: InvoiceDocuments;
  /** Where a card or debit payment's refund is queued (payments/payments.ts). */
  jobs: Jobs;
  waitingList: WaitingListContext;
}

/** An order is open to cancelling while it is placed, awaiting payment or paid. */
const openStatuses = new Set(['PLACED', 'AWAITING_PAYMENT', 'PAID']);

/** Paid already: the amount goes back (less a fee) instead of reducing an open invoice. */
const isPaid = (order: OrderRow) => order.status === 'PAID' && order.totalCents > 0;

/** Locks the order for its cancellation; undefined when there is none. */
export { lockOrder } from '../db/unit-of-work.ts';

async function quotedPositions(
  tx: Transaction,
  order: OrderRow,
  today: string,
  free: boolean,
): Promise<Array<{ row: PositionRow; quote: QuotedPosition }>> {
  const rows = await tx
    .select({
      position: orderPositions,
      freeDays: organizers.cancellationFreeDays,
      feeBasisPoints: organizers.cancellationFeeBp,
    })
    .from(orderPositions)
    .leftJoin(organizers, eq(organizers.id, orderPositions.organizerId))
    .where(eq(orderPositions.orderId, order.id))
    .orderBy(asc(orderPositions.position));
  const orderOpen = openStatuses.has(order.status);
  const moved = await movedFreeDates(
    tx,
    order,
    rows.map(({ position }) => position),
    today,
  );
  return rows.map(({ position, freeDays, feeBasisPoints }) => {
    const quote = quotePosition(
      position,
      // An organizer no longer in the catalogue: the default terms.
      { freeDays: freeDays ?? 14, feeBasisPoints: feeBasisPoints ?? 10000 },
      today,
      { free: free || (position.scheduleId !== null && moved.has(position.scheduleId)) },
    );
    return {
      row: position,
      quote: orderOpen ? quote : { ...quote, notCancellable: 'CANCELLED', feeCents: 0 },
    };
  });
}

/**
 * The dates of `positions` the organizer moved after the order was placed whose free cancellation
 * (back-office/dates.ts) lasts until today or later: cancelling them costs nothing.
 */
async function movedFreeDates(
  tx: Transaction,
  order: OrderRow,
  positions: ReadonlyArray<Pick<PositionRow, 'scheduleId'>>,
  today: string,
): Promise<Set<number>> {
  const scheduleIds = [
    ...new Set(positions.flatMap(({ scheduleId }) => (scheduleId === null ? [] : [scheduleId]))),
  ];
  if (scheduleIds.length === 0) return new Set();
  const rows = await tx
    .select({ scheduleId: dateMoves.scheduleId })
    .from(dateMoves)
    .where(
      and(
        inArray(dateMoves.scheduleId, scheduleIds),
        gte(dateMoves.freeUntil, today),
        gte(dateMoves.movedAt, order.placedAt),
      ),
    );
  return new Set(rows.map(({ scheduleId }) => scheduleId));
}

/** What cancelling would cost today: each position's fee, or why it cannot be cancelled. */
export async function cancellationQuote(
  tx: Transaction,
  order: OrderRow,
  now: Date,
): Promise<CancellationQuote> {
  const today = germanToday(now);
  const quoted = await quotedPositions(tx, order, today, false);
  const lastDay = withdrawalLastDay(order.customerKind, germanToday(order.placedAt));
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    paid: isPaid(order),
    withdrawalUntil: lastDay !== null && today <= lastDay ? lastDay : null,
    positions: quoted.map(({ row, quote }) => ({
      id: row.id,
      name: row.name,
      organizer: row.organizerName,
      startDate: row.startDate,
      endDate: row.endDate,
      paidValue: row.paidCents,
      notCancellable: quote.notCancellable,
      feeValue: quote.feeCents,
      freeUntil: quote.freeUntil,
    })),
  };
}

const dayAfter = (day: string, days: number) =>
  formatISO(addDays(parseISO(day), days), { representation: 'date' });

/**
 * Issues the cancellation invoice crediting `lines` of the order's invoice and, for their fees,
 * the fee invoice, in the order's transaction (their documents are rendered after the commit by
 * whoever issues them); undefined when the order has no invoice.
 */
export async function issueCancellationInvoices(
  tx: Transaction,
  order: OrderRow,
  lines: ReadonlyArray<PositionRow & { feeCents: number }>,
  context: { seller: Seller; now: Date; paid: boolean },
) {
  const { seller, now, paid } = context;
  const today = germanToday(now);
  const [original] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'INVOICE')))
    .orderBy(asc(invoices.issuedAt))
    .limit(1);
  if (!original) return undefined;
  const { customer } = await orderView(tx, order, seller);
  const parties = invoiceParties(seller, customer);
  const creditedCents = lines.reduce((sum, line) => sum + line.paidCents, 0);
  const feeCents = lines.reduce((sum, line) => sum + line.feeCents, 0);
  const invoiceNumber = await nextInvoiceNumber(tx, seller, today);
  const feeNumber = feeCents > 0 ? await nextInvoiceNumber(tx, seller, today) : null;
  const { creditNote, feeInvoice } = cancellationDocuments({
    numbers: { credit: invoiceNumber, fee: feeNumber },
    today,
    parties,
    language: order.language,
    orderNumber: order.orderNumber,
    cancels: { number: original.number, issueDate: germanToday(original.issuedAt) },
    paid,
    feeDueDate: dayAfter(today, seller.paymentTermDays),
    lines,
  });
  const [creditNoteRow] = await tx
    .insert(invoices)
    .values({
      sellerId: seller.id,
      number: invoiceNumber,
      kind: 'CANCELLATION',
      orderId: order.id,
      refersTo: original.id,
      issuedAt: now,
      totalCents: creditedCents,
    })
    .returning({ id: invoices.id });
  let fee: { cents: number; invoiceNumber: string; id: string } | null = null;
  if (feeInvoice) {
    const [feeInvoiceRow] = await tx
      .insert(invoices)
      .values({
        sellerId: seller.id,
        number: feeInvoice.number,
        kind: 'INVOICE',
        orderId: order.id,
        issuedAt: now,
        totalCents: feeCents,
      })
      .returning({ id: invoices.id });
    fee = { cents: feeCents, invoiceNumber: feeInvoice.number, id: feeInvoiceRow!.id };
  }
  return {
    customer,
    creditNote,
    creditNoteId: creditNoteRow!.id,
    invoiceNumber,
    creditedCents,
    feeCents,
    fee,
    feeInvoice,
  };
}

/**
 * Cancels `positionIds` of the locked `order` (every position that can be when none are named)
 * and answers the cancellation. Throws NOT_FOUND for a position not of the order and
 * NOT_CANCELLABLE, naming the positions, when one cannot be cancelled. An operator's (or staff
 * member's) cancellation names them as `operator`, and may waive the terms' fee (`free`); a
 * withdrawal is always free.
 */
export async function cancelPositions(
  tx: Transaction,
  order: OrderRow,
  input: {
    positionIds?: readonly string[] | undefined;
    kind: 'CUSTOMER' | 'GUEST' | 'WITHDRAWAL' | 'DATE' | 'OPERATOR';
    /** Why the organizer cancelled the date (kind DATE): told to the customer. */
    reason?: string;
    free?: boolean;
    operator?: string;
  },
  context: CancellationContext,
): Promise<Cancellation> {
  const { seller, now } = context;
  const today = germanToday(now);
  const language = order.language;
  // A withdrawal, and a date the organizer cancelled, cost the customer nothing.
  const free = input.kind === 'WITHDRAWAL' || input.kind === 'DATE' || input.free === true;
  const quoted = await quotedPositions(tx, order, today, free);
  const named = input.positionIds ? new Set(input.positionIds) : undefined;
  if (named) {
    const unknown = [...named].filter((id) => !quoted.some(({ row }) => row.id === id));
    if (unknown.length > 0) throw notFound(`The order position ${unknown[0]}`);
  }
  const chosen = quoted.filter(({ row, quote }) =>
    named ? named.has(row.id) : quote.notCancellable === null,
  );
  const refused = chosen.filter(({ quote }) => quote.notCancellable !== null);
  if (chosen.length === 0 || refused.length > 0) {
    throw new AppError(
      'NOT_CANCELLABLE',
      'These positions cannot be cancelled.',
      (refused.length > 0 ? refused : quoted).map(({ row, quote }) => ({
        path: `positionIds.${row.id}`,
        code: 'NOT_ALLOWED' as const,
        message: quote.notCancellable ?? 'CANCELLED',
      })),
    );
  }
  const ids = chosen.map(({ row }) => row.id);

  await changePositionStatus(tx, ids, 'BOOKED', 'CANCELLED');
  const scheduleIds = chosen.flatMap(({ row }) =>
    row.scheduleId === null ? [] : [row.scheduleId],
  );
  for (const scheduleId of [...scheduleIds].sort((a, b) => a - b)) {
    await releaseSeats(tx, scheduleId);
  }
  for (const { row } of chosen) {
    if (row.creditCustomerPackageId !== null && row.credits > 0) {
      await tx.insert(creditLedger).values({
        customerPackageId: row.creditCustomerPackageId,
        delta: row.credits,
        reason: 'CANCELLATION',
        orderPositionId: row.id,
        createdAt: now,
      });
    }
  }
  const left = quoted.some(({ row }) => row.status === 'BOOKED' && !ids.includes(row.id));
  const paid = isPaid(order);
  // Nothing left: the order ends through the state machine, which records who and when and gives
  // back its voucher use (its seats and credits are back already).
  if (!left) {
    await changeOrderStatus(
      tx,
      order.id,
      'CANCELLED',
      input.operator !== undefined
        ? { kind: 'OPERATOR', name: input.operator }
        : { kind: 'CUSTOMER', name: order.customerId ?? order.billingEmail },
      now,
    );
  }
  await offerFreedSeats(tx, scheduleIds, { ...context.waitingList, now });

  const issued = await issueCancellationInvoices(
    tx,
    order,
    chosen.map(({ row, quote }) => ({ ...row, feeCents: quote.feeCents })),
    { seller, now, paid },
  );
  if (!issued) throw new Error(`Order ${order.id} has no invoice`);
  const { customer, creditNote, creditNoteId, invoiceNumber, creditedCents, feeCents, fee } =
    issued;

  const refundCents = paid ? creditedCents - feeCents : 0;
  // Paid through the provider: the refund goes back the same way, queued in this transaction.
  const providerRefund =
    refundCents > 0
      ? await refundOrderPayment(tx, {
          orderId: order.id,
          amountCents: refundCents,
          reason: 'CANCELLATION',
          now,
          jobs: context.jobs,
        })
      : undefined;
  const [cancellation] = await tx
    .insert(orderCancellations)
    .values({
      orderId: order.id,
      kind: input.kind,
      positionIds: ids,
      invoiceId: creditNoteId,
      feeInvoiceId: fee?.id ?? null,
      creditedCents,
      feeCents,
      refundCents,
      refundStatus: refundCents === 0 ? 'NONE' : providerRefund ? 'REFUNDED' : 'DUE',
      createdAt: now,
    })
    .returning({ id: orderCancellations.id });

  // The documents, and the mail that carries them, are rendered after the commit, as an order's.
  await context.invoiceDocuments.issue(tx, creditNoteId, {
    invoice: creditNote,
    mail: {
      mail: cancellationMail({
        language,
        siteName: context.siteName,
        seller,
        orderNumber: order.orderNumber,
        customer: { name: customer.name, lastname: customer.lastname, email: customer.email },
        positions: chosen.map(({ row }) => row.name),
        invoiceNumber,
        creditedCents,
        fee,
        refundCents: paid ? refundCents : null,
        dateCancelled: input.kind === 'DATE' ? { reason: input.reason ?? '' } : null,
      }),
      calendar: [],
      with: fee && issued.feeInvoice ? [{ invoiceId: fee.id, invoice: issued.feeInvoice }] : [],
    },
  });

  // A cancelled date's organizer gets one mail for the whole date (back-office/date-cancellation.ts).
  if (input.kind !== 'DATE') {
    await writeOrganizerMails(
      tx,
      {
        language,
        siteName: context.siteName,
        seller,
        orderNumber: order.orderNumber,
        cause: input.kind === 'WITHDRAWAL' ? 'WITHDRAWAL' : 'CUSTOMER',
        participant: customer,
        positions: chosen.map(({ row }) => row),
      },
      context.outbox,
    );
  }

  return {
    id: cancellation!.id,
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderStatus: left ? order.status : 'CANCELLED',
    positionIds: ids,
    invoiceNumber,
    feeInvoiceNumber: fee?.invoiceNumber ?? null,
    creditedValue: creditedCents,
    feeValue: feeCents,
    refundValue: refundCents,
  };
}

/**
 * One mail to each organizer whose courses of an order were cancelled, naming the courses with
 * their dates, the participant and why (issue: every cancellation reaches the organizer): the
 * customer's cancellation, a withdrawal, an order left unpaid (cancellation/expiry.ts).
 */
export async function writeOrganizerMails(
  tx: Transaction,
  data: {
    language: OrderRow['language'];
    siteName: string;
    seller: Seller;
    orderNumber: string;
    cause: OrganizerCancellationCause;
    participant: { name: string; lastname: string; company: string; email: string };
    positions: ReadonlyArray<Pick<PositionRow, 'organizerId' | 'name' | 'startDate' | 'endDate'>>;
  },
  outbox: Outbox,
) {
  const organizerIds = [...new Set(data.positions.map((row) => row.organizerId))];
  if (organizerIds.length === 0) return;
  const organizerRows = await tx
    .select({ id: organizers.id, email: organizers.email })
    .from(organizers)
    .where(inArray(organizers.id, organizerIds))
    .orderBy(asc(organizers.id));
  for (const organizer of organizerRows) {
    await outbox.write(
      tx,
      organizerCancellationMail({
        language: data.language,
        siteName: data.siteName,
        seller: data.seller,
        to: organizer.email,
        orderNumber: data.orderNumber,
        cause: data.cause,
        participant: data.participant,
        positions: data.positions
          .filter((row) => row.organizerId === organizer.id)
          .map((row) => ({ name: row.name, startDate: row.startDate, endDate: row.endDate })),
      }),
    );
  }
}
