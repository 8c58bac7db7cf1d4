/**
 * The dunning of orders on invoice (ADR 0073), decided by the app's clock in Germany's days: an
 * order still unpaid `reminderDaysAfterDue` days after its invoice's due date gets a friendly
 * payment reminder ("Zahlungserinnerung"); still unpaid `noticeDaysAfterReminder` days after that,
 * a dunning notice ("Mahnung"). Each once per order, recorded in `order_dunning` in the same
 * transaction as its mail, in the customer's language. Staff with payments CHANGE stop (or resume)
 * it per order, audited.
 */
import { addDays, formatISO, parseISO } from 'date-fns';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderDunning, orders } from '../db/schema.ts';
import { lockOrder, withUnitOfWork } from '../db/unit-of-work.ts';
import { notFound } from '../errors.ts';
import { germanToday } from '../german-today.ts';
import type { Jobs } from '../jobs/jobs.ts';
import { dunningMail } from '../orders/mails.ts';
import type { Actor } from './access.ts';
import { recordAudit } from './audit.ts';
import { admitsPayment } from './bank-payments.ts';
import { bookedCents, referenceOf, type LedgerMails } from './ledger.ts';

/** Days after the invoice's due date before the payment reminder. */
export const reminderDaysAfterDue = 14;
/** Days after the reminder before the dunning notice. */
export const noticeDaysAfterReminder = 14;

/** The job that writes the reminders and dunning notices that are due. */
export const dunningJob = 'orders.dunning';

const dayBefore = (today: string, days: number) =>
  formatISO(addDays(parseISO(today), -days), { representation: 'date' });

/** Writes one stage's mail for the order `orderId` if it is still due; whether it did. */
async function dun(
  db: Db,
  orderId: string,
  stage: 'REMINDER' | 'NOTICE',
  mails: LedgerMails,
  now: Date,
) {
  return withUnitOfWork(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.status !== 'PLACED' || !order.dueDate) return false;
    await tx.insert(orderDunning).values({ orderId }).onConflictDoNothing();
    const [state] = await tx.select().from(orderDunning).where(eq(orderDunning.orderId, orderId));
    if (!state || state.stoppedAt) return false;
    if (stage === 'REMINDER' ? state.reminderSentAt : state.noticeSentAt) return false;
    const seller = mails.sellerOf(order.domain);
    if (!seller) return false;
    await tx
      .update(orderDunning)
      .set(stage === 'REMINDER' ? { reminderSentAt: now } : { noticeSentAt: now })
      .where(eq(orderDunning.orderId, orderId));
    await mails.outbox.write(
      tx,
      dunningMail({
        stage,
        language: order.language,
        seller,
        orderNumber: order.orderNumber,
        invoiceNumber: await referenceOf(tx, order),
        dueDate: order.dueDate,
        remainderCents: order.totalCents - (await bookedCents(tx, orderId)),
        customer: {
          name: order.billingName,
          lastname: order.billingLastname,
          email: order.billingEmail,
        },
      }),
    );
    return true;
  });
}

/** Writes the reminders and notices due at `now`; how many of each. */
export async function runDunning(db: Db, mails: LedgerMails, now: Date) {
  const today = germanToday(now);
  const unpaid = and(eq(orders.status, 'PLACED'), eq(orders.paymentMethod, 'INVOICE'));
  const forReminder = await db
    .select({ id: orders.id })
    .from(orders)
    .leftJoin(orderDunning, eq(orderDunning.orderId, orders.id))
    .where(
      and(
        unpaid,
        lte(orders.dueDate, dayBefore(today, reminderDaysAfterDue)),
        isNull(orderDunning.reminderSentAt),
        isNull(orderDunning.stoppedAt),
      ),
    );
  const forNotice = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderDunning, eq(orderDunning.orderId, orders.id))
    .where(
      and(
        unpaid,
        isNull(orderDunning.noticeSentAt),
        isNull(orderDunning.stoppedAt),
        sql`(${orderDunning.reminderSentAt} at time zone 'Europe/Berlin')::date < ${dayBefore(today, noticeDaysAfterReminder - 1)}::date`,
      ),
    );
  let reminders = 0;
  let notices = 0;
  for (const { id } of forReminder) if (await dun(db, id, 'REMINDER', mails, now)) reminders += 1;
  for (const { id } of forNotice) if (await dun(db, id, 'NOTICE', mails, now)) notices += 1;
  return { reminders, notices };
}

/** Defines the daily dunning job. */
export function defineDunning(options: {
  db: Db;
  jobs: Jobs;
  clock: { now(): Date };
  mails: LedgerMails;
  log: { info(object: object, message: string): void };
}) {
  options.jobs.define({
    name: dunningJob,
    cron: '17 8 * * *',
    async handler() {
      const done = await runDunning(options.db, options.mails, options.clock.now());
      if (done.reminders + done.notices > 0) options.log.info(done, 'dunning mails written');
    },
  });
}

/** Stops or resumes the dunning of the order `orderId`, audited; 404 for another's order. */
export async function setDunningStopped(
  db: Db,
  actor: Actor,
  orderId: string,
  input: { stopped: boolean; reason: string },
  now: Date,
) {
  return withUnitOfWork(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || !(await admitsPayment(tx, actor, order))) throw notFound('The order');
    await tx.insert(orderDunning).values({ orderId }).onConflictDoNothing();
    const [before] = await tx.select().from(orderDunning).where(eq(orderDunning.orderId, orderId));
    const [after] = await tx
      .update(orderDunning)
      .set(
        input.stopped
          ? { stoppedAt: before!.stoppedAt ?? now, stopReason: input.reason }
          : { stoppedAt: null, stopReason: null },
      )
      .where(eq(orderDunning.orderId, orderId))
      .returning();
    await recordAudit(
      tx,
      actor,
      {
        area: 'payments',
        objectType: 'order',
        objectId: orderId,
        action: input.stopped ? 'stopDunning' : 'resumeDunning',
        before: { stopped: before!.stoppedAt !== null },
        after: { stopped: after!.stoppedAt !== null },
        reason: input.reason,
      },
      now,
    );
    return {
      orderId,
      stopped: after!.stoppedAt !== null,
      reminderSentAt: after!.reminderSentAt?.toISOString() ?? null,
      noticeSentAt: after!.noticeSentAt?.toISOString() ?? null,
    };
  });
}
