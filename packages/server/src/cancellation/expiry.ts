/**
 * Unpaid orders as jobs (docs/booking.md, seats; issue 22 item 7), decided by the app's
 * clock in Germany's days:
 * - a reminder `prepaymentReminderDays` before the payment deadline: one mail per order with the
 *   bank transfer, recorded in `orders.reminder_sent_at` in the same transaction;
 * - after the deadline the order expires, each in its own transaction through the state machine
 *   (orders/status.ts): status EXPIRED recorded as the job's change, its seats free again (and
 *   offered to the waiting list), its voucher use and credits given back, its invoice credited in
 *   full by a cancellation invoice, a mail carrying it to the customer, and one to each organizer;
 * - an order to be paid through the payment provider (card, SEPA Direct Debit) whose customer
 *   left the provider's page unpaid expires the same way once its latest payment page has closed
 *   (60 minutes after it opened, payments/payments.ts) and `providerPaymentGraceMinutes` more
 *   have passed, instead of holding its seats until the end of the day; a payment the provider
 *   is still collecting (a debit on its way) or has taken keeps the order;
 * - a guest's order whose address was not confirmed within its hold time expires the same way,
 *   without a mail (orders/guest-hold.ts).
 */
import { addDays, formatISO, parseISO, subMinutes } from 'date-fns';
import {
  and,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  notExists,
  or,
  type SQL,
} from 'drizzle-orm';
import { prepaymentReminderDays, providerPaymentMethods, type Seller } from '@kursmarkt/schemas';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { invoices, orderPositions, orders, payments } from '../db/schema.ts';
import { germanToday } from '../german-today.ts';
import { transferGiroCode } from '../invoices/girocode.ts';
import type { InvoiceDocuments } from '../invoices/stored-documents.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { offerFreedSeats, type WaitingListContext } from '../waiting-list/offers.ts';
import { expireGuestHolds } from '../orders/guest-hold.ts';
import { expiredOrderMail, paymentReminderMail } from '../orders/mails.ts';
import { changeOrderStatus } from '../orders/status.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';
import { issueCancellationInvoices, writeOrganizerMails } from './cancel.ts';

/**
 * The job that expires unpaid orders (prepayment after its deadline, card and debit left unpaid)
 * and guests' orders left unconfirmed.
 */
export const expireOrdersJob = 'orders.expire';
/**
 * How long an order paid through the provider stays held after its latest payment page closed: a
 * payment made in the page's last minute is reported by the provider's webhook within seconds,
 * rarely minutes; one reported after the order expired is refunded (payments/payments.ts).
 */
export const providerPaymentGraceMinutes = 15;

/** The job that reminds customers of a prepayment due soon. */
export const remindPrepaymentsJob = 'orders.remind-prepayment';

interface ExpiryOptions {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  sellerOf: (domain: string) => Seller | undefined;
  waitingList: (now: Date) => WaitingListContext;
  /** Where an expired order's cancellation invoice is issued. */
  invoiceDocuments: InvoiceDocuments;
}

/**
 * The condition of an order to be paid through the provider that was left unpaid at `now`: it has
 * a payment, none the provider is collecting or has taken, and none whose page closed less than
 * `providerPaymentGraceMinutes` ago (or is open still).
 */
function providerPaymentLeft(db: Db, now: Date) {
  const ofOrder = eq(payments.orderId, orders.id);
  const paymentsWhere = (where: SQL | undefined) =>
    db.select({ id: payments.id }).from(payments).where(where);
  const closedBefore = subMinutes(now, providerPaymentGraceMinutes);
  return and(
    inArray(orders.paymentMethod, [...providerPaymentMethods]),
    exists(paymentsWhere(ofOrder)),
    notExists(
      paymentsWhere(
        and(
          ofOrder,
          or(
            inArray(payments.state, ['PROCESSING', 'SUCCEEDED']),
            gt(payments.expiresAt, closedBefore),
          ),
        ),
      ),
    ),
  );
}

/**
 * Expires the unpaid prepayment orders whose deadline is before today, and the orders whose
 * customer left the provider's payment page unpaid; how many.
 */
async function expireOverdueOrders(options: ExpiryOptions): Promise<number> {
  const { db, clock, outbox } = options;
  const now = clock.now();
  const today = germanToday(now);
  const unpaid = (id?: string) =>
    and(
      eq(orders.status, 'AWAITING_PAYMENT'),
      id === undefined ? undefined : eq(orders.id, id),
      or(lt(orders.paymentDeadline, today), providerPaymentLeft(db, now)),
    );
  const due = await db.select({ id: orders.id }).from(orders).where(unpaid());
  let expired = 0;
  for (const { id } of due) {
    const done = await withUnitOfWork(db, async (tx) => {
      // Paid or expired by another process in the meantime: nothing to do.
      const [open] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(unpaid(id))
        .for('update', { of: orders });
      if (!open) return false;
      const booked = await tx
        .select()
        .from(orderPositions)
        .where(and(eq(orderPositions.orderId, id), eq(orderPositions.status, 'BOOKED')));
      const order = (await changeOrderStatus(
        tx,
        id,
        'EXPIRED',
        { kind: 'SYSTEM', name: expireOrdersJob },
        now,
      ))!;
      await offerFreedSeats(
        tx,
        booked.flatMap(({ scheduleId }) => (scheduleId === null ? [] : [scheduleId])),
        options.waitingList(now),
      );
      const seller = options.sellerOf(order.domain);
      if (!seller) return true;
      // The invoice is credited in full, so that no tax stays owed for what was not supplied
      // (§ 14c UStG); the mail carries the cancellation invoice.
      const credit = await issueCancellationInvoices(
        tx,
        order,
        booked.map((position) => ({ ...position, feeCents: 0 })),
        { seller, now, paid: false },
      );
      const mail = expiredOrderMail({
        language: order.language,
        seller,
        orderNumber: order.orderNumber,
        deadline: order.paymentDeadline!,
        creditNoteNumber: credit?.invoiceNumber,
        customer: {
          name: order.billingName,
          lastname: order.billingLastname,
          email: order.billingEmail,
        },
      });
      // The organizers learn that the seats are free again, as of any cancellation.
      await writeOrganizerMails(
        tx,
        {
          language: order.language,
          siteName: options.waitingList(now).siteOf(order.domain)?.siteName ?? seller.legalName,
          seller,
          orderNumber: order.orderNumber,
          cause: 'EXPIRED',
          participant: {
            name: order.billingName,
            lastname: order.billingLastname,
            company: order.billingCompany,
            email: order.billingEmail,
          },
          positions: booked,
        },
        outbox,
      );
      if (credit) {
        await options.invoiceDocuments.issue(tx, credit.creditNoteId, {
          invoice: credit.creditNote,
          mail: { mail, calendar: [] },
        });
      } else {
        await outbox.write(tx, mail);
      }
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}

/**
 * Reminds the customers of unpaid prepayment orders whose deadline is at most
 * `prepaymentReminderDays` days away (and not passed), once per order; how many.
 */
async function remindDuePrepayments(options: ExpiryOptions): Promise<number> {
  const { db, clock, outbox } = options;
  const now = clock.now();
  const today = germanToday(now);
  const lastDay = formatISO(addDays(parseISO(today), prepaymentReminderDays), {
    representation: 'date',
  });
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'AWAITING_PAYMENT'),
        isNull(orders.reminderSentAt),
        gte(orders.paymentDeadline, today),
        lte(orders.paymentDeadline, lastDay),
      ),
    );
  let reminded = 0;
  for (const { id } of due) {
    const done = await withUnitOfWork(db, async (tx) => {
      // Reminded, paid or expired by another process in the meantime: nothing to do.
      const [order] = await tx
        .update(orders)
        .set({ reminderSentAt: now })
        .where(
          and(
            eq(orders.id, id),
            eq(orders.status, 'AWAITING_PAYMENT'),
            isNull(orders.reminderSentAt),
          ),
        )
        .returning();
      const seller = order ? options.sellerOf(order.domain) : undefined;
      if (!order || !seller) return false;
      const [invoice] = await tx
        .select({ number: invoices.number })
        .from(invoices)
        .where(and(eq(invoices.orderId, id), eq(invoices.kind, 'INVOICE')));
      const code = await transferGiroCode({
        bank: {
          holder: seller.bank.accountHolder,
          iban: seller.bank.iban,
          bic: seller.bank.bic,
        },
        cents: order.totalCents,
        reference: invoice!.number,
      });
      await outbox.write(
        tx,
        paymentReminderMail({
          giroCodePng: code.png,
          language: order.language,
          seller,
          orderNumber: order.orderNumber,
          invoiceNumber: invoice!.number,
          deadline: order.paymentDeadline!,
          totalCents: order.totalCents,
          customer: {
            name: order.billingName,
            lastname: order.billingLastname,
            email: order.billingEmail,
          },
        }),
      );
      return true;
    });
    if (done) reminded += 1;
  }
  return reminded;
}

/**
 * Defines the jobs that remind of unpaid prepayment orders and expire unpaid orders, every five
 * minutes and every hour (a reminder is a matter of days).
 */
export function defineOrderExpiry(
  options: ExpiryOptions & {
    jobs: Jobs;
    log: { info(object: object, message: string): void };
  },
) {
  options.jobs.define({
    name: expireOrdersJob,
    cron: '*/5 * * * *',
    async handler() {
      const expired = await expireOverdueOrders(options);
      if (expired > 0) options.log.info({ expired }, 'unpaid orders expired');
      const unconfirmed = await expireGuestHolds(
        options.db,
        options.clock.now(),
        expireOrdersJob,
        options.waitingList,
      );
      if (unconfirmed > 0) options.log.info({ unconfirmed }, 'unconfirmed guest orders expired');
    },
  });
  options.jobs.define({
    name: remindPrepaymentsJob,
    cron: '7 * * * *',
    async handler() {
      const reminded = await remindDuePrepayments(options);
      if (reminded > 0) options.log.info({ reminded }, 'prepayment reminders written');
    },
  });
}
