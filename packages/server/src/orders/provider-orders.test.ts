// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { addMinutes } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema } from '@kursmarkt/schemas';
import {
  billingOf,
  bodyOf,
  newCustomer,
  openCartTestApp,
  runJob,
  type CartTestApp,
  type Person,
} from '../booking/test-support.ts';
import * as schema from '../db/schema.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';
import { fixture, recordedStripe, signedEvent } from '../payments/test-support.ts';
import { refundOrderPayment } from '../payments/payments.ts';
import { expireOrdersJob, providerPaymentGraceMinutes } from '../cancellation/expiry.ts';
import { paymentReceivedMail } from './mails.ts';
import { domainSeller } from '../invoices/test-support/invoice-cases.ts';

describe.each(testDatabaseTargets())('card and debit orders on $name', (target) => {
  let t: CartTestApp;
  let stripe: ReturnType<typeof recordedStripe>;
  beforeAll(async () => {
    stripe = recordedStripe();
    t = await openCartTestApp(target, { paymentProvider: stripe.provider });
  }, 120_000);
  afterEach(() => {
    const unused = stripe.unused();
    stripe.drop();
    expect(unused).toEqual([]);
  });
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  const db = () => t.database.database.db;
  const ok = bodyOf;
  const booked = async (scheduleId: number) =>
    (
      await db()
        .select({ booked: schema.courseSchedules.booked })
        .from(schema.courseSchedules)
        .where(eq(schema.courseSchedules.id, scheduleId))
    )[0]!.booked;
  const statusOf = async (id: string) =>
    (await db().select().from(schema.orders).where(eq(schema.orders.id, id)))[0]!.status;

  /** Places an order of April's online date paid by `method`; Stripe opens its session. */
  async function placeWith(person: Person, method: 'CARD' | 'SEPA_DEBIT') {
    ok(
      await t.call('PUT', '/api/cart', {
        person,
        payload: {
          courseId: t.ids.online.courseId,
          scheduleId: t.ids.online.april,
          priceLevelId: t.ids.online.aprilStandard,
        },
      }),
    );
    ok(
      await t.call('PUT', '/api/order/customer', {
        person,
        payload: billingOf(person),
      }),
    );
    ok(await t.call('PUT', '/api/order/payment', { person, payload: { paymentMethod: method } }));
    const sessionId = `cs_test_${randomUUID().replaceAll('-', '')}`;
    stripe.answer(
      'POST',
      '/v1/checkout/sessions',
      fixture('checkout-session-open', (session) => {
        session.id = sessionId;
        session.url = `https://checkout.stripe.com/c/pay/${sessionId}`;
      }),
    );
    const order = orderSchema.parse(
      ok(await t.call('PUT', '/api/order', { person, payload: { acceptTerms: true } }), 201),
    );
    return { order, sessionId };
  }

  /** Stripe's signed webhook event `name` of the placed order's session, delivered. */
  async function deliver(name: string, placed: Awaited<ReturnType<typeof placeWith>>) {
    const event = fixture(name, (value) => {
      value.id = `evt_${randomUUID().replaceAll('-', '')}`;
      const session = (value.data as { object: Record<string, unknown> }).object;
      session.id = placed.sessionId;
      session.client_reference_id = placed.order.payment.provider!.id;
      session.metadata = {
        paymentId: placed.order.payment.provider!.id,
        orderId: placed.order.id,
      };
      session.amount_total = placed.order.totalValue;
    });
    const signed = signedEvent(event);
    ok(
      await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { host: 'recht.kursmarkt.test', ...signed.headers },
        payload: signed.payload,
      }),
    );
  }

  /** The customer's mails in the outbox, oldest first. */
  const mailsTo = (email: string) =>
    db()
      .select({ subject: schema.outboxMails.subject, text: schema.outboxMails.text })
      .from(schema.outboxMails)
      .where(eq(schema.outboxMails.recipient, email))
      .orderBy(schema.outboxMails.id);

  /** One run of the expiry job; fails the test if the run fails. */
  it('frees the seat of a card order left unpaid once its payment page has closed and the grace has passed, not before; a debit on its way keeps its seat', async () => {
    const april = t.ids.online.april;
    const seatsBefore = await booked(april);
    const placedAt = t.clock.now();
    const anna = newCustomer('Anna');
    const card = await placeWith(anna, 'CARD');
    const ida = newCustomer('Ida');
    const debit = await placeWith(ida, 'SEPA_DEBIT');
    // Ida's bank debit was authorised at Stripe: the money is on its way (PROCESSING).
    await deliver('event-checkout-session-completed-sepa', debit);
    expect(await booked(april)).toBe(seatsBefore + 2);

    const payment = (
      await db()
        .select()
        .from(schema.payments)
        .where(eq(schema.payments.id, card.order.payment.provider!.id))
    )[0]!;
    expect(payment.expiresAt).toEqual(addMinutes(placedAt, 60));
    try {
      // The page has closed, the grace's last minute: the card order still holds its seat.
      t.clock.set(addMinutes(payment.expiresAt, providerPaymentGraceMinutes - 1));
      await runJob(t.app, expireOrdersJob);
      expect(await statusOf(card.order.id)).toBe('AWAITING_PAYMENT');
      expect(await booked(april)).toBe(seatsBefore + 2);

      t.clock.set(addMinutes(payment.expiresAt, providerPaymentGraceMinutes));
      await runJob(t.app, expireOrdersJob);
      expect(await statusOf(card.order.id)).toBe('EXPIRED');
      expect(await statusOf(debit.order.id)).toBe('AWAITING_PAYMENT');
      expect(await booked(april)).toBe(seatsBefore + 1);
      const changes = await db()
        .select()
        .from(schema.orderStatusChanges)
        .where(eq(schema.orderStatusChanges.orderId, card.order.id));
      expect(changes).toEqual([
        expect.objectContaining({
          fromStatus: 'AWAITING_PAYMENT',
          toStatus: 'EXPIRED',
          actorKind: 'SYSTEM',
          actor: expireOrdersJob,
          changedAt: addMinutes(payment.expiresAt, providerPaymentGraceMinutes),
        }),
      ]);
      const subjects = (await mailsTo(anna.email)).map(({ subject }) => subject);
      expect(subjects).toContain(`Ihre Bestellung ${card.order.orderNumber} ist verfallen`);
    } finally {
      t.clock.set(placedAt);
    }
  });

  it("mails the customer when the provider settles the card payment and when it pays money back, once each; the settlement is the provider's recorded change", async () => {
    const carla = newCustomer('Carla');
    const placed = await placeWith(carla, 'CARD');
    await deliver('event-checkout-session-completed', placed);
    await deliver('event-checkout-session-completed', placed);
    const changes = await db()
      .select()
      .from(schema.orderStatusChanges)
      .where(eq(schema.orderStatusChanges.orderId, placed.order.id));
    expect(changes).toEqual([
      expect.objectContaining({
        fromStatus: 'AWAITING_PAYMENT',
        toStatus: 'PAID',
        actorKind: 'SYSTEM',
        actor: 'payments.stripe',
        changedAt: t.clock.now(),
      }),
    ]);
    const amount = (cents: number) =>
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);
    const received = (await mailsTo(carla.email)).filter(({ subject }) =>
      subject.startsWith('Zahlung zu Ihrer Bestellung'),
    );
    expect(received).toEqual([
      {
        subject: `Zahlung zu Ihrer Bestellung ${placed.order.orderNumber} eingegangen`,
        text: expect.stringContaining(
          `Ihre Zahlung von ${amount(placed.order.totalValue)} per Kreditkarte zu Ihrer Bestellung ${placed.order.orderNumber} ist eingegangen.`,
        ),
      },
    ]);

    const part = Math.floor(placed.order.totalValue / 2);
    const recorded = await db().transaction((tx) =>
      refundOrderPayment(tx, {
        orderId: placed.order.id,
        amountCents: part,
        reason: 'CANCELLATION',
        now: t.clock.now(),
        jobs: t.app.jobs,
      }),
    );
    stripe.answer(
      'POST',
      '/v1/refunds',
      fixture('refund-succeeded', (refund) => {
        refund.amount = part;
      }),
    );
    await t.app.payments.sendRefund(recorded!.refundId);
    await t.app.payments.sendRefund(recorded!.refundId);
    const refunds = (await mailsTo(carla.email)).filter(({ subject }) =>
      subject.startsWith('Erstattung'),
    );
    expect(refunds).toEqual([
      {
        subject: `Erstattung zu Ihrer Bestellung ${placed.order.orderNumber}`,
        text: expect.stringContaining(
          `wir haben Ihnen ${amount(part)} zu Ihrer Bestellung ${placed.order.orderNumber} per Kreditkarte erstattet.`,
        ),
      },
    ]);
  });
});

describe('the mails of a payment through the provider', () => {
  it('are written in English too, as text and HTML, with the seller’s legal details', () => {
    const mail = paymentReceivedMail({
      language: 'en',
      seller: domainSeller,
      orderNumber: 'KM-ABCDEFGH',
      cents: 12345,
      method: 'SEPA_DEBIT',
      customer: { name: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' },
    });
    expect(mail.subject).toBe('Payment received for your order KM-ABCDEFGH');
    expect(mail.text).toContain('your payment of €123.45 by SEPA Direct Debit');
    expect(mail.html).toContain('<p>Dear Ada Lovelace,</p>');
    expect(mail.text).toContain(
      'Register court: Amtsgericht Köln · Register number: HRB 98765 · Managing directors: Dr. Katrin Albers, Jonas Weidemann',
    );
    expect(mail.html).toContain('Register court: Amtsgericht Köln');
  });
});
