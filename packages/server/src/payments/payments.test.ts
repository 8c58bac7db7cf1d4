// @vitest-environment node
import { Writable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  orderSchema,
  paymentResultSchema,
  providerPaymentSchema,
  type Order,
} from '@kursmarkt/schemas';
import {
  billingOf,
  addVoucher,
  bodyOf,
  errorOf,
  newCustomer,
  openCartTestApp,
  type CartTestApp,
  type Person,
} from '../booking/test-support.ts';
import { paymentMethodsFor } from '../booking/checkout.ts';
import * as schema from '../db/schema.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';
import type { FinishedJob } from '../jobs/jobs.ts';
import { expireOrdersJob } from '../cancellation/expiry.ts';
import { mailsInOutbox } from '../outbox/test-support.ts';
import { refundOrderPayment } from './payments.ts';
import {
  fixture,
  recordedStripe,
  replayCounts,
  signedEvent,
  webhookSecret,
} from './test-support.ts';

const sessionsPath = '/v1/checkout/sessions';

describe('the payment methods offered', () => {
  const seller = {
    paymentMethods: ['INVOICE', 'PREPAYMENT', 'CARD', 'SEPA_DEBIT'],
    paymentTermDays: 14,
    prepaymentDays: 7,
  } as unknown as Parameters<typeof paymentMethodsFor>[0];
  const offered = (providerMethods: readonly ('CARD' | 'SEPA_DEBIT')[]) =>
    paymentMethodsFor(
      seller,
      { sumValue: 100 },
      { lines: [] },
      '2027-03-10',
      'de',
      providerMethods,
    ).map((option) => option.method);

  it('are invoice and prepayment only when no provider is configured', () => {
    expect(offered([])).toEqual(['INVOICE', 'PREPAYMENT']);
  });

  it('add card and SEPA Direct Debit where the provider collects them', () => {
    expect(offered(['CARD', 'SEPA_DEBIT'])).toEqual([
      'INVOICE',
      'PREPAYMENT',
      'CARD',
      'SEPA_DEBIT',
    ]);
  });
});

describe.each(testDatabaseTargets())('payments through Stripe on $name', (target) => {
  let t: CartTestApp;
  let stripe: ReturnType<typeof recordedStripe>;
  const logLines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    stripe = recordedStripe();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          logLines.push(JSON.parse(line) as Record<string, unknown>);
        }
        done();
      },
    });
    t = await openCartTestApp(target, {
      paymentProvider: stripe.provider,
      logger: { level: 'info', stream },
    });
  }, 120_000);
  afterEach(() => {
    const unused = stripe.unused();
    stripe.drop();
    expect(unused).toEqual([]);
  });
  afterAll(async () => {
    await t?.close();
    console.info(
      `payments.test on ${target.name}: ${replayCounts.answers} recorded Stripe answers and ${replayCounts.events} signed events replayed so far`,
    );
  }, 60_000);

  const db = () => t.database.database.db;
  const ok = bodyOf;
  const onlineApril = () => ({
    courseId: t.ids.online.courseId,
    scheduleId: t.ids.online.april,
    priceLevelId: t.ids.online.aprilStandard,
  });

  /** Places an order paid by `method` and answers it with the session Stripe was asked for. */
  async function placeWith(person: Person, method: 'CARD' | 'SEPA_DEBIT', voucher?: string) {
    ok(await t.call('PUT', '/api/cart', { person, payload: onlineApril() }));
    if (voucher) ok(await t.call('GET', `/api/cart/voucher/${voucher}`, { person }));
    ok(
      await t.call('PUT', '/api/order/customer', {
        person,
        payload: billingOf(person),
      }),
    );
    ok(await t.call('PUT', '/api/order/payment', { person, payload: { paymentMethod: method } }));
    const sessionId = newSessionId();
    stripe.answer('POST', sessionsPath, fixture('checkout-session-open', withId(sessionId)));
    const order = orderSchema.parse(
      ok(await t.call('PUT', '/api/order', { person, payload: { acceptTerms: true } }), 201),
    );
    sessions.set(order.id, sessionId);
    return order;
  }

  /** Stripe's session id of each order's first payment. */
  const sessions = new Map<string, string>();
  const newSessionId = () => `cs_test_${randomUUID().replaceAll('-', '')}`;
  const withId = (id: string) => (session: Record<string, unknown>) => {
    session.id = id;
    if (session.url)
      session.url = `https://checkout.stripe.com/c/pay/${id}#fidkdWxOYHwnPyd1blpxYHZxWjA0`;
  };
  const sessionPath = (order: Order) => `${sessionsPath}/${sessions.get(order.id)}`;
  /** A session as Stripe answers it for `order`'s payment. */
  const sessionOf = (
    name: string,
    order: Order,
    patch: (value: Record<string, unknown>) => void = () => {},
  ) =>
    fixture(name, (session) => {
      withId(sessions.get(order.id)!)(session);
      session.client_reference_id = order.payment.provider!.id;
      session.metadata = { paymentId: order.payment.provider!.id, orderId: order.id };
      session.amount_total = order.totalValue;
      session.amount_subtotal = order.totalValue;
      patch(session);
    });
  const eventOf = (
    name: string,
    order: Order,
    patch: (session: Record<string, unknown>) => void = () => {},
  ) =>
    fixture(name, (event) => {
      event.id = `evt_${randomUUID().replaceAll('-', '')}`;
      const data = event.data as { object: Record<string, unknown> };
      if (data.object.object === 'checkout.session') withId(sessions.get(order.id)!)(data.object);
      data.object.client_reference_id = order.payment.provider!.id;
      data.object.metadata = { paymentId: order.payment.provider!.id, orderId: order.id };
      data.object.amount_total = order.totalValue;
      patch(data.object);
    });
  const deliver = (event: Record<string, unknown>, options?: Parameters<typeof signedEvent>[1]) => {
    const signed = signedEvent(event, options);
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { host: 'recht.kursmarkt.test', ...signed.headers },
      payload: signed.payload,
    });
  };
  const orderRow = async (id: string) =>
    (await db().select().from(schema.orders).where(eq(schema.orders.id, id)))[0]!;
  const paymentRow = async (id: string) =>
    (await db().select().from(schema.payments).where(eq(schema.payments.id, id)))[0]!;
  const outcomesOf = (eventId: string) =>
    logLines.filter((line) => line.event === eventId).map((line) => line.outcome);
  const validate = (person: Person, order: Order) =>
    t.call('PUT', '/api/order/validate-payment', {
      person,
      payload: { orderId: order.id, paymentId: order.payment.provider!.id },
    });

  it('places a card order awaiting payment and answers the Checkout Session to pay on', async () => {
    const anna = newCustomer('Anna');
    const order = await placeWith(anna, 'CARD');
    expect(order.status).toBe('AWAITING_PAYMENT');
    expect(order.paymentMethod).toBe('CARD');
    expect(order.payment.provider).toMatchObject({
      method: 'CARD',
      state: 'OPEN',
      amountValue: order.totalValue,
      redirectUrl: `https://checkout.stripe.com/c/pay/${sessions.get(order.id)}#fidkdWxOYHwnPyd1blpxYHZxWjA0`,
    });
    const request = stripe.requests.at(-1)!;
    expect(request.form.get('line_items[0][price_data][unit_amount]')).toBe(
      String(order.totalValue),
    );
    expect(request.form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(request.form.get('allowed_payment_method_types[0]')).toBe('card');
    expect(request.form.get('client_reference_id')).toBe(order.payment.provider!.id);
    expect(request.form.get('success_url')).toBe(
      `http://recht.kursmarkt.test/order/payment-return?orderId=${order.id}&paymentId=${order.payment.provider!.id}`,
    );
    expect(request.idempotencyKey).toBe(`start-${order.payment.provider!.id}`);
    const payment = await paymentRow(order.payment.provider!.id);
    expect(payment.providerRef).toBe(sessions.get(order.id));
  });

  it('settles the order once from the signed webhook, and a second delivery of the event changes nothing', async () => {
    const ben = newCustomer('Ben');
    const order = await placeWith(ben, 'CARD');
    const event = eventOf('event-checkout-session-completed', order);
    ok(await deliver(event));
    const paid = await orderRow(order.id);
    expect(paid.status).toBe('PAID');
    const changedAt = paid.statusChangedAt;
    ok(await deliver(event));
    expect((await orderRow(order.id)).statusChangedAt).toEqual(changedAt);
    expect(outcomesOf(event.id as string)).toEqual(['SETTLED', 'REPLAYED']);
    const recorded = await db()
      .select()
      .from(schema.providerEvents)
      .where(eq(schema.providerEvents.eventId, event.id as string));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.outcome).toBe('SETTLED');
    // Back from Stripe after the webhook: nothing to ask Stripe, the order is paid.
    const result = paymentResultSchema.parse(ok(await validate(ben, order)));
    expect(result.order.status).toBe('PAID');
    expect(result.payment.state).toBe('SUCCEEDED');
    expect(result.payment.redirectUrl).toBeNull();
  });

  it('refuses a body with a wrong or an old signature, changes nothing, and logs no secret', async () => {
    const cora = newCustomer('Cora');
    const order = await placeWith(cora, 'CARD');
    const event = eventOf('event-checkout-session-completed', order);
    const wrong = await deliver(event, { secret: 'whsec_notTheEndpointsSecret' });
    expect(errorOf(wrong, 400).code).toBe('WEBHOOK_SIGNATURE_INVALID');
    // Signed 10 minutes ago: Stripe's tolerance is 5 minutes, so a captured body cannot be replayed.
    const old = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(errorOf(old, 400).code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { host: 'recht.kursmarkt.test', 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(errorOf(unsigned, 400).code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect((await orderRow(order.id)).status).toBe('AWAITING_PAYMENT');
    expect((await paymentRow(order.payment.provider!.id)).state).toBe('OPEN');
    const refusals = logLines.filter((line) => line.msg === 'payment webhook refused: signature');
    expect(refusals.length).toBeGreaterThanOrEqual(3);
    const log = JSON.stringify(logLines);
    expect(log).not.toContain(webhookSecret);
    expect(log).not.toContain('sk_test_');
    expect(log).not.toContain('v1=');
  });

  it('changes nothing for an event of an unknown payment or of another amount', async () => {
    const dora = newCustomer('Dora');
    const order = await placeWith(dora, 'CARD');
    const unknown = eventOf('event-checkout-session-completed', order, (session) => {
      session.client_reference_id = randomUUID();
    });
    ok(await deliver(unknown));
    const other = eventOf('event-checkout-session-completed', order, (session) => {
      session.amount_total = order.totalValue - 100;
    });
    ok(await deliver(other));
    expect(outcomesOf(unknown.id as string)).toEqual(['UNKNOWN_PAYMENT']);
    expect(outcomesOf(other.id as string)).toEqual(['AMOUNT_MISMATCH']);
    expect((await orderRow(order.id)).status).toBe('AWAITING_PAYMENT');
    expect((await paymentRow(order.payment.provider!.id)).state).toBe('OPEN');
  });

  it('settles the order when the customer comes back before the webhook, which then changes nothing', async () => {
    const emil = newCustomer('Emil');
    const order = await placeWith(emil, 'CARD');
    stripe.answer('GET', sessionPath(order), sessionOf('checkout-session-complete-paid', order));
    const result = paymentResultSchema.parse(ok(await validate(emil, order)));
    expect(result.order.status).toBe('PAID');
    expect(result.order.payment.dueDate).toBeNull();
    expect(result.payment.state).toBe('SUCCEEDED');
    const event = eventOf('event-checkout-session-completed', order);
    ok(await deliver(event));
    expect(outcomesOf(event.id as string)).toEqual(['UNCHANGED']);
    expect((await orderRow(order.id)).status).toBe('PAID');
  });

  it('answers 404 for the payment of another customer', async () => {
    const fritz = newCustomer('Fritz');
    const order = await placeWith(fritz, 'CARD');
    const other = newCustomer('Gerda');
    expect(errorOf(await validate(other, order), 404).code).toBe('NOT_FOUND');
    const restart = await t.call('PUT', `/api/order/${order.payment.provider!.id}`, {
      person: other,
    });
    expect(errorOf(restart, 404).code).toBe('NOT_FOUND');
  });

  it('settles a direct debit from events in any order: paid before the session was reported complete', async () => {
    const hans = newCustomer('Hans');
    const order = await placeWith(hans, 'SEPA_DEBIT');
    expect(stripe.requests.at(-1)!.form.get('allowed_payment_method_types[0]')).toBe('sepa_debit');
    const paid = eventOf('event-checkout-session-async-payment-succeeded', order);
    const completed = eventOf('event-checkout-session-completed-sepa', order);
    ok(await deliver(paid));
    ok(await deliver(completed));
    expect(outcomesOf(paid.id as string)).toEqual(['SETTLED']);
    expect(outcomesOf(completed.id as string)).toEqual(['UNCHANGED']);
    expect((await orderRow(order.id)).status).toBe('PAID');
    expect((await paymentRow(order.payment.provider!.id)).state).toBe('SUCCEEDED');
  });

  it('holds the seats while a direct debit is on its way, and starts a new payment after it failed', async () => {
    const ida = newCustomer('Ida');
    const order = await placeWith(ida, 'SEPA_DEBIT');
    ok(await deliver(eventOf('event-checkout-session-completed-sepa', order)));
    const processing = await orderRow(order.id);
    expect(processing.status).toBe('AWAITING_PAYMENT');
    expect(processing.paymentDeadline).toBe('2027-03-24');
    ok(await deliver(eventOf('event-checkout-session-async-payment-failed', order)));
    expect((await paymentRow(order.payment.provider!.id)).state).toBe('FAILED');
    expect((await orderRow(order.id)).status).toBe('AWAITING_PAYMENT');
    stripe.answer('POST', sessionsPath, fixture('checkout-session-open', withId(newSessionId())));
    const again = providerPaymentSchema.parse(
      ok(await t.call('PUT', `/api/order/${order.payment.provider!.id}`, { person: ida })),
    );
    expect(again.id).not.toBe(order.payment.provider!.id);
    expect(again).toMatchObject({ state: 'OPEN', method: 'SEPA_DEBIT', orderId: order.id });
    expect(again.redirectUrl).toContain('checkout.stripe.com');
    const view = orderSchema.parse(
      ok(await t.call('GET', `/api/order/${order.id}`, { person: ida })),
    );
    expect(view.payment.provider!.id).toBe(again.id);
  });

  it("keeps the order when the customer left Stripe's page until it expired, and starts a new page for it", async () => {
    const nina = newCustomer('Nina');
    const order = await placeWith(nina, 'CARD');
    const expired = eventOf('event-checkout-session-expired', order);
    ok(await deliver(expired));
    expect(outcomesOf(expired.id as string)).toEqual(['UPDATED']);
    expect((await paymentRow(order.payment.provider!.id)).state).toBe('EXPIRED');
    expect((await orderRow(order.id)).status).toBe('AWAITING_PAYMENT');
    const view = orderSchema.parse(
      ok(await t.call('GET', `/api/order/${order.id}`, { person: nina })),
    );
    expect(view.payment.provider).toMatchObject({ state: 'EXPIRED', redirectUrl: null });
    stripe.answer('POST', sessionsPath, fixture('checkout-session-open', withId(newSessionId())));
    const again = providerPaymentSchema.parse(
      ok(await t.call('PUT', `/api/order/${order.payment.provider!.id}`, { person: nina })),
    );
    expect(again).toMatchObject({ state: 'OPEN', method: 'CARD' });
    // Asked again with the new payment while its page is open: the same page, Stripe not asked.
    const same = providerPaymentSchema.parse(
      ok(await t.call('PUT', `/api/order/${again.id}`, { person: nina })),
    );
    expect(same).toEqual(again);
    // Validating the first payment reads Stripe's expired session: nothing changes.
    stripe.answer('GET', sessionPath(order), sessionOf('checkout-session-expired', order));
    const first = await t.call('PUT', '/api/order/validate-payment', {
      person: nina,
      payload: { orderId: order.id, paymentId: order.payment.provider!.id },
    });
    expect(paymentResultSchema.parse(ok(first)).payment.state).toBe('EXPIRED');
    stripe.drop();
  });

  it('refunds a payment that succeeds after its order expired, and records it (Medusa 13301)', async () => {
    const jana = newCustomer('Jana');
    const order = await placeWith(jana, 'CARD');
    const start = t.clock.now();
    t.clock.set(new Date(start.getTime() + 2 * 24 * 3600 * 1000));
    try {
      const finished = new Promise<FinishedJob>((resolve) => {
        const listener = (job: FinishedJob) => {
          if (job.name !== expireOrdersJob) return;
          t.app.jobs.events.off('finished', listener);
          resolve(job);
        };
        t.app.jobs.events.on('finished', listener);
      });
      await t.app.jobs.enqueue(db(), expireOrdersJob, {});
      expect((await finished).error).toBeUndefined();
      expect((await orderRow(order.id)).status).toBe('EXPIRED');
      stripe.answer(
        'POST',
        '/v1/refunds',
        fixture('refund-succeeded', (refund) => {
          refund.amount = order.totalValue;
        }),
      );
      const event = eventOf('event-checkout-session-completed', order);
      ok(await deliver(event));
      expect(outcomesOf(event.id as string)).toEqual(['REFUNDING']);
    } finally {
      t.clock.set(start);
    }
    expect((await orderRow(order.id)).status).toBe('EXPIRED');
    const refunds = await db()
      .select()
      .from(schema.paymentRefunds)
      .where(eq(schema.paymentRefunds.paymentId, order.payment.provider!.id));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amountCents: order.totalValue,
      reason: 'ORDER_CLOSED',
      state: 'SUCCEEDED',
      providerRef: fixture('refund-succeeded').id,
    });
    const request = stripe.requests.at(-1)!;
    expect(request.path).toBe('/v1/refunds');
    expect(request.form.get('amount')).toBe(String(order.totalValue));
    expect(request.form.get('payment_intent')).toBe('pi_3QkT9yQeH0pLkT3v1aB2cD3e');
    expect(request.idempotencyKey).toBe(`refund-${refunds[0]!.id}`);
    // The payment does not bring the order back: its seats stay free for others.
    const positions = await db()
      .select({ status: schema.orderPositions.status })
      .from(schema.orderPositions)
      .where(eq(schema.orderPositions.orderId, order.id));
    expect(positions.map((position) => position.status)).toEqual(['CANCELLED']);
  });

  it('counts a voucher once when the card needs a 3-D Secure step before it is paid (Saleor 8219)', async () => {
    const voucherId = await addVoucher(t, {
      code: 'DREIDS10',
      kind: 'PERCENT',
      value: 1000,
      maxUses: 10,
    });
    const karl = newCustomer('Karl');
    const order = await placeWith(karl, 'CARD', 'DREIDS10');
    expect(order.voucherCode).toBe('DREIDS10');
    ok(await deliver(eventOf('event-payment-intent-requires-action', order)));
    // Back from the 3-D Secure step before Stripe finished: still open.
    stripe.answer('GET', sessionPath(order), sessionOf('checkout-session-open', order));
    const pending = paymentResultSchema.parse(ok(await validate(karl, order)));
    expect(pending.order.status).toBe('AWAITING_PAYMENT');
    expect(pending.payment.redirectUrl).toContain('checkout.stripe.com');
    ok(await deliver(eventOf('event-checkout-session-completed', order)));
    // Back again after Stripe reported the payment: settled already, Stripe is not asked.
    ok(await validate(karl, order));
    expect((await orderRow(order.id)).status).toBe('PAID');
    const [voucher] = await db()
      .select()
      .from(schema.vouchers)
      .where(eq(schema.vouchers.id, voucherId));
    expect(voucher!.uses).toBe(1);
    const uses = await db()
      .select()
      .from(schema.voucherUses)
      .where(eq(schema.voucherUses.voucherId, voucherId));
    expect(uses).toHaveLength(1);
  });

  it('refunds part of a paid card order for a cancellation through refundOrderPayment, never more than was paid', async () => {
    const lena = newCustomer('Lena');
    const order = await placeWith(lena, 'CARD');
    ok(await deliver(eventOf('event-checkout-session-completed', order)));
    const part = Math.floor(order.totalValue / 2);
    const recorded = await db().transaction((tx) =>
      refundOrderPayment(tx, {
        orderId: order.id,
        amountCents: part,
        reason: 'CANCELLATION',
        now: t.clock.now(),
        jobs: t.app.jobs,
      }),
    );
    expect(recorded).toBeDefined();
    stripe.answer(
      'POST',
      '/v1/refunds',
      fixture('refund-succeeded', (refund) => {
        refund.amount = part;
      }),
    );
    await t.app.payments.sendRefund(recorded!.refundId);
    const [refund] = await db()
      .select()
      .from(schema.paymentRefunds)
      .where(eq(schema.paymentRefunds.id, recorded!.refundId));
    expect(refund).toMatchObject({ state: 'SUCCEEDED', amountCents: part, reason: 'CANCELLATION' });
    expect(stripe.requests.at(-1)!.form.get('amount')).toBe(String(part));
    // Sent again (the job after a lost answer): Stripe is not asked twice.
    await t.app.payments.sendRefund(recorded!.refundId);
    await expect(
      db().transaction((tx) =>
        refundOrderPayment(tx, {
          orderId: order.id,
          amountCents: order.totalValue - part + 1,
          reason: 'CANCELLATION',
          now: t.clock.now(),
          jobs: t.app.jobs,
        }),
      ),
    ).rejects.toThrow('more than is left');
    // An order paid by invoice has nothing to refund through the provider.
    const invoiceOrder = await db()
      .select({ id: schema.orders.id })
      .from(schema.orders)
      .where(and(eq(schema.orders.paymentMethod, 'INVOICE')))
      .limit(1);
    const none = await db().transaction((tx) =>
      refundOrderPayment(tx, {
        orderId: invoiceOrder[0]?.id ?? randomUUID(),
        amountCents: 100,
        reason: 'CANCELLATION',
        now: t.clock.now(),
        jobs: t.app.jobs,
      }),
    );
    expect(none).toBeUndefined();
  });

  it('lets a guest pay by card, come back with the order token and start a left payment again', async () => {
    const opened = await t.call('PUT', '/api/guest-order/guest', {
      payload: {
        customerKind: 'CONSUMER',
        name: 'Gina',
        lastname: 'Gast',
        street: 'Ring 5',
        zipCode: '50667',
        city: 'Köln',
        country: 'DEU',
        email: 'gina.gast@example.com',
        positions: [
          {
            courseId: t.ids.online.courseId,
            courseScheduleId: t.ids.online.april,
            priceLevelId: t.ids.online.aprilStandard,
          },
        ],
      },
    });
    ok(opened);
    const headers = {
      'x-order': String(opened.headers['x-order']),
      'x-auth': String(opened.headers['x-auth']),
    };
    ok(
      await t.call('PUT', '/api/guest-order/payment', {
        headers,
        payload: { paymentMethod: 'CARD' },
      }),
    );
    const requestsBefore = stripe.requests.length;
    const held = orderSchema.parse(
      ok(await t.call('PUT', '/api/guest-order', { headers, payload: { acceptTerms: true } }), 201),
    );
    // Held until the address is confirmed: the payment page opens with the confirmation only.
    expect(held).toMatchObject({ status: 'HELD', payment: { provider: null } });
    expect(stripe.requests).toHaveLength(requestsBefore);
    const link = (await mailsInOutbox(db())).at(-1)!;
    const [, token] = /\/confirm#([A-Za-z0-9_-]{43})/.exec(link.text)!;
    const sessionId = newSessionId();
    stripe.answer('POST', sessionsPath, fixture('checkout-session-open', withId(sessionId)));
    const order = orderSchema.parse(
      ok(await t.call('POST', `/api/guest-order/${held.id}/confirm`, { payload: { token } })),
    );
    expect(order.status).toBe('AWAITING_PAYMENT');
    sessions.set(order.id, sessionId);
    expect(stripe.requests.at(-1)!.form.get('success_url')).toBe(
      `http://recht.kursmarkt.test/guest-order/payment-return?orderId=${order.id}&paymentId=${order.payment.provider!.id}`,
    );
    const body = { orderId: order.id, paymentId: order.payment.provider!.id };
    expect(
      errorOf(await t.call('PUT', '/api/guest-order/validate-payment', { payload: body }), 401)
        .code,
    ).toBe('UNAUTHORIZED');
    stripe.answer('GET', sessionPath(order), sessionOf('checkout-session-expired', order));
    const back = paymentResultSchema.parse(
      ok(await t.call('PUT', '/api/guest-order/validate-payment', { headers, payload: body })),
    );
    expect(back.payment.state).toBe('EXPIRED');
    stripe.answer('POST', sessionsPath, fixture('checkout-session-open', withId(newSessionId())));
    const again = providerPaymentSchema.parse(
      ok(await t.call('PUT', `/api/guest-order/${order.payment.provider!.id}`, { headers })),
    );
    expect(again).toMatchObject({ state: 'OPEN', orderId: order.id });
  });

  it('settles once when the webhook and the customer coming back arrive at the same time', async () => {
    const max = newCustomer('Max');
    const order = await placeWith(max, 'CARD');
    const event = eventOf('event-checkout-session-completed', order);
    stripe.answer('GET', sessionPath(order), sessionOf('checkout-session-complete-paid', order));
    const started = performance.now();
    const [hook, back] = await Promise.all([deliver(event), validate(max, order)]);
    const took = performance.now() - started;
    ok(hook);
    expect(paymentResultSchema.parse(ok(back)).order.status).toBe('PAID');
    const outcomes = logLines
      .filter(
        (line) =>
          line.paymentId === order.payment.provider!.id && line.msg === 'payment report applied',
      )
      .map((line) => line.outcome);
    // The customer who came back after the webhook's commit finds the payment final and does
    // not ask Stripe; one who came back before or at once applies the same report, unchanged.
    expect(outcomes.filter((outcome) => outcome === 'SETTLED')).toHaveLength(1);
    expect(outcomes.length - 1).toBe(1 - stripe.drop());
    expect((await orderRow(order.id)).status).toBe('PAID');
    console.info(`webhook and validate-payment at once on ${target.name}: ${took.toFixed(0)} ms`);
  });
});
