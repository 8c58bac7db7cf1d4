/**
 * Payments of orders through the provider (issue 22 item 1, ADR 0022). Placing an order paid by
 * card or SEPA Direct Debit opens a payment in the order's transaction; after the commit the
 * provider starts it. What the provider reports — by the webhook or when the customer comes back —
 * is applied in one transaction that locks the payment and its order, so the two arriving together
 * settle the order once. A payment that arrives for an order no longer awaiting it (expired,
 * cancelled) is refunded: the refund is written in that transaction and sent after the commit,
 * and again by a job while the provider has not taken it.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  providerPaymentStates,
  type Locale,
  type ProviderPaymentMethod,
  type ProviderPaymentState,
  type Seller,
} from '@kursmarkt/schemas';
import type { Clock } from '../clock.ts';
import type { Db, Transaction } from '../db/client.ts';
import {
  orders,
  paymentRefunds,
  payments,
  providerEvents,
  type OrderRow,
  type PaymentRow,
} from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Jobs } from '../jobs/jobs.ts';
import { paymentReceivedMail, paymentRefundMail } from '../orders/mails.ts';
import { changeOrderStatus } from '../orders/status.ts';
import { latestPaymentOf, openPayment } from '../orders/provider-payment.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { ObservedPayment, PaymentProvider, ProviderEvent } from './provider.ts';
import { lockOrder, withUnitOfWork } from '../db/unit-of-work.ts';

/** The job that sends refunds the provider has not taken yet. */
const sendRefundsJob = 'payments.refunds';

type Log = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

/** What applying a report did; logged, and stored with a webhook event. */
type Outcome =
  | 'SETTLED'
  | 'REFUNDING'
  | 'UPDATED'
  | 'UNCHANGED'
  | 'UNKNOWN_PAYMENT'
  | 'AMOUNT_MISMATCH'
  | 'IGNORED'
  | 'REPLAYED';

const rank = (state: ProviderPaymentState) => providerPaymentStates.indexOf(state);
const isFinal = (state: ProviderPaymentState) =>
  state === 'SUCCEEDED' || state === 'FAILED' || state === 'EXPIRED';
/**
 * Whether a report moves a payment: forward only, and money that arrived always counts, also
 * for a payment given up as expired or failed here, so that it is settled or refunded, not lost.
 */
const moves = (from: ProviderPaymentState, to: ProviderPaymentState) =>
  to === 'SUCCEEDED' ? from !== 'SUCCEEDED' : !isFinal(from) && rank(to) > rank(from);

/**
 * Records that `amountCents` of the order's card or debit payment go back to the customer, in
 * the caller's transaction (a cancellation): the refund is sent after the commit by the refund
 * job. Undefined when the order has no payment through the provider that took money. Refuses
 * more than is left of the payment after earlier refunds.
 */
export async function refundOrderPayment(
  tx: Transaction,
  input: {
    orderId: string;
    amountCents: number;
    reason: 'CANCELLATION' | 'ORDER_CLOSED';
    now: Date;
    jobs: Jobs;
  },
): Promise<{ refundId: string } | undefined> {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
    throw new Error(`A refund is a positive number of cents, not ${input.amountCents}`);
  }
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, input.orderId), eq(payments.state, 'SUCCEEDED')))
    .orderBy(asc(payments.createdAt))
    .limit(1)
    .for('update');
  if (!payment) return undefined;
  const [refunded] = await tx
    .select({ cents: sql<number>`coalesce(sum(${paymentRefunds.amountCents}), 0)::int` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, payment.id), sql`${paymentRefunds.state} <> 'FAILED'`));
  if ((refunded?.cents ?? 0) + input.amountCents > payment.amountCents) {
    throw new AppError('CONFLICT', 'The refund is more than is left of the payment.');
  }
  const [refund] = await tx
    .insert(paymentRefunds)
    .values({
      paymentId: payment.id,
      amountCents: input.amountCents,
      reason: input.reason,
      state: 'PENDING',
      updatedAt: input.now,
    })
    .returning({ id: paymentRefunds.id });
  await input.jobs.enqueue(tx, sendRefundsJob, { refundId: refund!.id });
  return { refundId: refund!.id };
}

/** The order's payments through the provider: starting, reports, refunds. */
export function createPayments(options: {
  db: Db;
  clock: Clock;
  jobs: Jobs;
  log: Log;
  provider: PaymentProvider | undefined;
  /** Where the mails of a settled payment and of a refund go, from the order's seller. */
  mails?: { outbox: Outbox; sellerOf(domain: string): Seller | undefined };
}) {
  const { db, clock, jobs, log, provider } = options;

  /** Writes the customer's mail of a payment settled or paid back, in the caller's transaction. */
  async function writeMail(
    tx: Transaction,
    order: OrderRow,
    payment: PaymentRow,
    cents: number,
    mail: typeof paymentReceivedMail,
  ) {
    const seller = options.mails?.sellerOf(order.domain);
    if (!options.mails || !seller) return;
    await options.mails.outbox.write(
      tx,
      mail({
        language: order.language,
        seller,
        orderNumber: order.orderNumber,
        cents,
        method: payment.method as ProviderPaymentMethod,
        customer: {
          name: order.billingName,
          lastname: order.billingLastname,
          email: order.billingEmail,
        },
      }),
    );
  }

  /**
   * Asks the provider to start an OPEN payment that has no page yet; leaves it so when the
   * provider cannot be reached (the customer starts it again).
   */
  async function startPayment(
    payment: PaymentRow,
    context: {
      orderNumber: string;
      email: string;
      language: Locale;
      /** The storefront's origin, e.g. `https://kursmarkt.de`. */
      origin: string;
      /** The storefront's return page of this kind of buyer: `/order` or `/guest-order`. */
      area: '/order' | '/guest-order';
    },
  ): Promise<PaymentRow> {
    if (!provider || payment.providerRef !== null || payment.state !== 'OPEN') return payment;
    const query = `orderId=${payment.orderId}&paymentId=${payment.id}`;
    try {
      const started = await provider.start({
        paymentId: payment.id,
        orderId: payment.orderId,
        orderNumber: context.orderNumber,
        method: payment.method as ProviderPaymentMethod,
        amountCents: payment.amountCents,
        currency: 'EUR',
        description:
          context.language === 'de'
            ? `Bestellung ${context.orderNumber}`
            : `Order ${context.orderNumber}`,
        customerEmail: context.email,
        language: context.language,
        returnUrl: `${context.origin}${context.area}/payment-return?${query}`,
        cancelUrl: `${context.origin}${context.area}/payment-return?${query}&cancelled=true`,
        expiresAt: payment.expiresAt,
      });
      const [row] = await db
        .update(payments)
        .set({
          providerRef: started.providerRef,
          redirectUrl: started.redirectUrl,
          updatedAt: clock.now(),
        })
        .where(and(eq(payments.id, payment.id), sql`${payments.providerRef} is null`))
        .returning();
      return row ?? (await db.select().from(payments).where(eq(payments.id, payment.id)))[0]!;
    } catch (error) {
      log.error(
        { paymentId: payment.id, err: error instanceof Error ? error.message : String(error) },
        'payment provider did not start the payment',
      );
      return payment;
    }
  }

  /**
   * Applies what the provider says of payment `paymentId` in one transaction: the state moves
   * only forward; SUCCEEDED settles an order awaiting payment (PAID) or, for one that is not
   * (expired, cancelled), writes a refund of the whole amount.
   */
  async function applyObserved(
    paymentId: string,
    observed: ObservedPayment,
    extra: { providerRef?: string | null; event?: ProviderEvent } = {},
  ): Promise<Outcome> {
    const now = clock.now();
    const result = await withUnitOfWork(db, async (tx) => {
      let outcome: Outcome;
      let refundId: string | undefined;
      // The event is recorded first: a second delivery waits here for the first to commit and
      // then finds it.
      if (extra.event && !(await recordEvent(tx, extra.event, now))) {
        return { outcome: 'REPLAYED' as const };
      }
      // The order first, then the payment: the order as the expiry and a cancellation lock it,
      // so that none of them waits for another in the opposite order.
      const [known] = await tx
        .select({ orderId: payments.orderId })
        .from(payments)
        .where(eq(payments.id, paymentId));
      const order = known ? await lockOrder(tx, known.orderId) : undefined;
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.id, paymentId))
        .for('update');
      if (
        !payment ||
        (extra.providerRef && payment.providerRef && extra.providerRef !== payment.providerRef)
      ) {
        outcome = 'UNKNOWN_PAYMENT';
      } else if (observed.amountCents !== payment.amountCents || observed.currency !== 'EUR') {
        outcome = 'AMOUNT_MISMATCH';
      } else if (!moves(payment.state, observed.state)) {
        outcome = 'UNCHANGED';
      } else {
        await tx
          .update(payments)
          .set({
            state: observed.state,
            providerPaymentRef: observed.providerPaymentRef ?? payment.providerPaymentRef,
            providerRef: payment.providerRef ?? extra.providerRef ?? null,
            settledAt: observed.state === 'SUCCEEDED' ? now : null,
            updatedAt: now,
          })
          .where(eq(payments.id, payment.id));
        outcome = 'UPDATED';
        if (observed.state === 'SUCCEEDED') {
          if (order!.status === 'AWAITING_PAYMENT') {
            await changeOrderStatus(
              tx,
              order!.id,
              'PAID',
              { kind: 'SYSTEM', name: `payments.${payment.provider}` },
              now,
            );
            await tx.update(orders).set({ dueDate: null }).where(eq(orders.id, order!.id));
            await writeMail(tx, order!, payment, payment.amountCents, paymentReceivedMail);
            outcome = 'SETTLED';
          } else {
            // Paid at the provider after the order stopped waiting for it: the money goes back.
            const [refund] = await tx
              .insert(paymentRefunds)
              .values({
                paymentId: payment.id,
                amountCents: payment.amountCents,
                reason: 'ORDER_CLOSED',
                state: 'PENDING',
                updatedAt: now,
              })
              .returning({ id: paymentRefunds.id });
            refundId = refund!.id;
            await jobs.enqueue(tx, sendRefundsJob, { refundId });
            outcome = 'REFUNDING';
          }
        } else if (observed.state === 'PROCESSING' && order!.status === 'AWAITING_PAYMENT') {
          // A direct debit takes days: the seats stay held until it is paid or fails.
          await tx
            .update(orders)
            .set({
              paymentDeadline: sql`greatest(${orders.paymentDeadline}, (${now.toISOString()}::timestamptz at time zone 'Europe/Berlin')::date + 14)`,
            })
            .where(eq(orders.id, order!.id));
        }
      }
      if (extra.event) {
        await tx
          .update(providerEvents)
          .set({ outcome })
          .where(
            and(
              eq(providerEvents.provider, provider?.name ?? ''),
              eq(providerEvents.eventId, extra.event.id),
            ),
          );
      }
      return { outcome, refundId };
    });
    log.info(
      { paymentId, state: observed.state, outcome: result.outcome, event: extra.event?.id },
      'payment report applied',
    );
    if ('refundId' in result && result.refundId) await sendRefund(result.refundId);
    return result.outcome;
  }

  /** Records a provider event as handled; false when it was handled before. */
  async function recordEvent(tx: Transaction, event: ProviderEvent, now: Date) {
    const inserted = await tx
      .insert(providerEvents)
      .values({
        provider: provider?.name ?? '',
        eventId: event.id,
        type: event.type,
        outcome: 'IGNORED',
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: providerEvents.eventId });
    return inserted.length > 0;
  }

  /** Handles a verified webhook event once. */
  async function handleEvent(event: ProviderEvent): Promise<Outcome> {
    if (event.observed && event.paymentId && /^[0-9a-f-]{36}$/i.test(event.paymentId)) {
      return applyObserved(event.paymentId, event.observed, {
        providerRef: event.providerRef,
        event,
      });
    }
    const now = clock.now();
    const recorded = await withUnitOfWork(db, async (tx) => {
      if (!(await recordEvent(tx, event, now))) return false;
      if (event.observed) {
        await tx
          .update(providerEvents)
          .set({ outcome: 'UNKNOWN_PAYMENT' })
          .where(
            and(
              eq(providerEvents.provider, provider?.name ?? ''),
              eq(providerEvents.eventId, event.id),
            ),
          );
      }
      return true;
    });
    const outcome: Outcome = !recorded
      ? 'REPLAYED'
      : event.observed
        ? 'UNKNOWN_PAYMENT'
        : 'IGNORED';
    log.info({ event: event.id, type: event.type, outcome }, 'payment event');
    return outcome;
  }

  /** Asks the provider for the payment's state now and applies it (the customer came back). */
  async function validate(payment: PaymentRow): Promise<PaymentRow> {
    if (provider && payment.providerRef && !isFinal(payment.state)) {
      let observed: ObservedPayment;
      try {
        observed = await provider.read(payment.providerRef);
      } catch (error) {
        log.error(
          { paymentId: payment.id, err: error instanceof Error ? error.message : String(error) },
          'payment provider did not answer',
        );
        throw new AppError(
          'UNAVAILABLE',
          'The payment provider cannot be reached at the moment; try again shortly.',
        );
      }
      const outcome = await applyObserved(payment.id, observed, {
        providerRef: payment.providerRef,
      });
      if (outcome === 'AMOUNT_MISMATCH' || outcome === 'UNKNOWN_PAYMENT') {
        log.warn({ paymentId: payment.id, outcome }, 'payment validation refused');
      }
    }
    return (await db.select().from(payments).where(eq(payments.id, payment.id)))[0]!;
  }

  /** Sends a PENDING refund to the provider; a failure stays PENDING for the job's next run. */
  async function sendRefund(refundId: string) {
    const [row] = await db
      .select({ refund: paymentRefunds, payment: payments })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .where(eq(paymentRefunds.id, refundId));
    if (!row || row.refund.state !== 'PENDING' || !provider) return;
    if (!row.payment.providerPaymentRef) {
      log.error({ refundId }, 'a refund of a payment without the provider reference');
      return;
    }
    try {
      const answer = await provider.refund({
        providerPaymentRef: row.payment.providerPaymentRef,
        amountCents: row.refund.amountCents,
        idempotencyKey: refundId,
      });
      await withUnitOfWork(db, async (tx) => {
        const [sent] = await tx
          .update(paymentRefunds)
          .set({
            state: answer.state === 'FAILED' ? 'FAILED' : 'SUCCEEDED',
            providerRef: answer.providerRef,
            attempts: sql`${paymentRefunds.attempts} + 1`,
            updatedAt: clock.now(),
          })
          .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.state, 'PENDING')))
          .returning({ state: paymentRefunds.state });
        // Paid back: the customer hears of it once, with the refund's state.
        if (sent?.state !== 'SUCCEEDED') return;
        const [order] = await tx.select().from(orders).where(eq(orders.id, row.payment.orderId));
        await writeMail(tx, order!, row.payment, row.refund.amountCents, paymentRefundMail);
      });
      log.info({ refundId, state: answer.state }, 'refund sent to the payment provider');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(paymentRefunds)
        .set({
          attempts: sql`${paymentRefunds.attempts} + 1`,
          lastError: message.slice(0, 500),
          updatedAt: clock.now(),
        })
        .where(eq(paymentRefunds.id, refundId));
      log.error({ refundId, err: message }, 'payment provider did not take the refund');
      throw error;
    }
  }

  /** Sends every refund still PENDING (the job's scheduled run). */
  async function sendPendingRefunds() {
    const pending = await db
      .select({ id: paymentRefunds.id })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.state, 'PENDING'))
      .orderBy(asc(paymentRefunds.createdAt));
    for (const { id } of pending) {
      await sendRefund(id).catch(() => undefined);
    }
  }

  jobs.define<{ refundId?: string }>({
    name: sendRefundsJob,
    cron: '*/10 * * * *',
    retryLimit: 10,
    retryDelaySeconds: 60,
    retryBackoff: true,
    async handler(data) {
      if (data.refundId) await sendRefund(data.refundId);
      else await sendPendingRefunds();
    },
  });

  /**
   * The payment to continue with for `order`: the latest while it is OPEN and its page is still
   * open, else a new one (the order still awaits payment), started at the provider.
   */
  async function restart(
    order: OrderRow,
    paymentId: string,
    context: Parameters<typeof startPayment>[1],
  ): Promise<PaymentRow> {
    const now = clock.now();
    const found = await latestPaymentOf(db, order.id);
    if (!found || found.id !== paymentId || !provider) {
      throw new AppError('NOT_FOUND', 'The payment was not found.');
    }
    if (found.state === 'OPEN' && found.expiresAt > now) return startPayment(found, context);
    // Paid after all? Then it is settled, not started again.
    const latest = await validate(found);
    const current = (await db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
    if (
      current.status !== 'AWAITING_PAYMENT' ||
      latest.state === 'PROCESSING' ||
      latest.state === 'SUCCEEDED'
    ) {
      throw new AppError(
        'PAYMENT_NOT_RESTARTABLE',
        'The order does not await a payment that can be started again.',
      );
    }
    const opened = await withUnitOfWork(db, async (tx) => {
      // The left payment is over; the unique index allows one live payment per order.
      await tx
        .update(payments)
        .set({ state: 'EXPIRED', updatedAt: now })
        .where(and(eq(payments.id, latest.id), eq(payments.state, 'OPEN')));
      return openPayment(
        tx,
        {
          orderId: order.id,
          provider: provider.name,
          method: latest.method as ProviderPaymentMethod,
          amountCents: order.totalCents,
        },
        now,
      );
    })
      // Another request opened the next payment at the same moment: that one is continued.
      .catch(async (error: unknown) => {
        const next = await latestPaymentOf(db, order.id);
        if (next && next.id !== latest.id && next.state === 'OPEN') return next;
        throw error;
      });
    return startPayment(opened, context);
  }

  return {
    provider,
    /** The methods the provider collects; none without a provider. */
    methods: provider?.methods ?? [],
    startPayment,
    applyObserved,
    handleEvent,
    validate,
    restart,
    sendRefund,
    sendPendingRefunds,
  };
}

export type Payments = ReturnType<typeof createPayments>;
