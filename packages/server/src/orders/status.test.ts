// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema, orderStatusSchema, type Order } from '@kursmarkt/schemas';
import {
  billingOf,
  bodyOf,
  catalogueNow,
  errorOf,
  newCustomer,
  openCartTestApp,
  runJob,
  reno,
  type CartTestApp,
  type Person,
} from '../booking/test-support.ts';
import * as schema from '../db/schema.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';
import { expireOrdersJob, remindPrepaymentsJob } from '../cancellation/expiry.ts';

/** A signed-in account with the identity provider's realm role `operator`. */
const newOperator = (): Person =>
  ({ ...newCustomer('Olga'), realm_access: { roles: ['operator'] } }) as Person;

describe.each(testDatabaseTargets())("an order's status on $name", (target) => {
  let t: CartTestApp;
  beforeAll(async () => {
    t = await openCartTestApp(target);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  const db = () => t.database.database.db;
  const booked = async (scheduleId: number) =>
    (
      await db()
        .select({ booked: schema.courseSchedules.booked })
        .from(schema.courseSchedules)
        .where(eq(schema.courseSchedules.id, scheduleId))
    )[0]!.booked;

  const may = () => ({
    courseId: t.ids.online.courseId,
    scheduleId: t.ids.online.may,
    priceLevelId: t.ids.online.mayStandard,
  });

  async function order(
    person: Person,
    paymentMethod: 'INVOICE' | 'PREPAYMENT',
    position: object = may(),
  ): Promise<Order> {
    bodyOf(await t.call('PUT', '/api/cart', { person, payload: position }));
    bodyOf(await t.call('PUT', '/api/order/customer', { person, payload: billingOf(person) }));
    bodyOf(await t.call('PUT', '/api/order/payment', { person, payload: { paymentMethod } }));
    return orderSchema.parse(
      bodyOf(await t.call('PUT', '/api/order', { person, payload: { acceptTerms: true } }), 201),
    );
  }

  const setStatus = (person: Person | undefined, id: string, status: string, host?: string) =>
    t.call('POST', '/api/order/status', {
      ...(person ? { person } : {}),
      ...(host ? { host } : {}),
      payload: { id, status, type: 'ORDER' },
    });

  /** One run of the job `name`, added now; fails the test if the run fails. */
  const mailsTo = async (email: string) =>
    (
      await db().select().from(schema.outboxMails).where(eq(schema.outboxMails.recipient, email))
    ).map((mail) => mail.subject);

  it('lets an operator record the payment of an order, once, with who and when', async () => {
    const anna = newCustomer('Anna');
    const placed = await order(anna, 'INVOICE');
    expect(placed.payment.giroCode).toMatch(/^<svg /);
    const operator = newOperator();
    t.clock.set(new Date('2027-03-11T09:30:00Z'));
    try {
      const answer = orderStatusSchema.parse(bodyOf(await setStatus(operator, placed.id, 'PAID')));
      expect(answer).toEqual({
        id: placed.id,
        status: 'PAID',
        changes: [
          {
            fromStatus: 'PLACED',
            toStatus: 'PAID',
            actorKind: 'OPERATOR',
            actor: `account-${operator.customerId.slice(0, 8)} <${operator.email}>`,
            changedAt: '2027-03-11T09:30:00.000Z',
          },
        ],
      });
    } finally {
      t.clock.set(catalogueNow);
    }
    const paid = orderSchema.parse(
      bodyOf(await t.call('GET', `/api/order/${placed.id}`, { person: anna })),
    );
    expect(paid.status).toBe('PAID');
    expect(paid.payment).toMatchObject({ dueDate: null, giroCode: null });

    const again = errorOf(await setStatus(operator, placed.id, 'PAID'), 409);
    expect(again.code).toBe('STATUS_TRANSITION_NOT_ALLOWED');
    expect(again.details).toEqual([
      expect.objectContaining({ path: 'body.status', code: 'NOT_ALLOWED' }),
    ]);
  });

  it('cancels through the cancellation engine: a cancellation invoice, the seat free, the operator recorded', async () => {
    const dora = newCustomer('Dora');
    const placed = await order(dora, 'INVOICE');
    const seats = await booked(t.ids.online.may);
    const operator = newOperator();
    const answer = orderStatusSchema.parse(
      bodyOf(await setStatus(operator, placed.id, 'CANCELLED')),
    );
    expect(answer.status).toBe('CANCELLED');
    expect(answer.changes).toEqual([
      expect.objectContaining({
        fromStatus: 'PLACED',
        toStatus: 'CANCELLED',
        actorKind: 'OPERATOR',
        actor: expect.stringContaining(operator.email),
      }),
    ]);
    const documents = await db()
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.orderId, placed.id));
    const invoice = documents.find((document) => document.kind === 'INVOICE')!;
    expect(documents.filter((document) => document.kind === 'CANCELLATION')).toEqual([
      expect.objectContaining({ refersTo: invoice.id, totalCents: invoice.totalCents }),
    ]);
    const [cancellation] = await db()
      .select()
      .from(schema.orderCancellations)
      .where(eq(schema.orderCancellations.orderId, placed.id));
    expect(cancellation).toMatchObject({ kind: 'OPERATOR', feeCents: 0, refundCents: 0 });
    expect(await booked(t.ids.online.may)).toBe(seats - 1);
    const again = errorOf(await setStatus(operator, placed.id, 'CANCELLED'), 409);
    expect(again.code).toBe('NOT_CANCELLABLE');
  });

  it('refuses the changes that belong to the expiry job, and changes nothing', async () => {
    const ben = newCustomer('Ben');
    const placed = await order(ben, 'PREPAYMENT');
    const operator = newOperator();
    for (const status of ['EXPIRED', 'PLACED', 'AWAITING_PAYMENT']) {
      expect(errorOf(await setStatus(operator, placed.id, status), 409).code, status).toBe(
        'STATUS_TRANSITION_NOT_ALLOWED',
      );
    }
    expect(
      await db()
        .select()
        .from(schema.orderStatusChanges)
        .where(eq(schema.orderStatusChanges.orderId, placed.id)),
    ).toEqual([]);
    const unchanged = orderSchema.parse(
      bodyOf(await t.call('GET', `/api/order/${placed.id}`, { person: ben })),
    );
    expect(unchanged.status).toBe('AWAITING_PAYMENT');
  });

  it('is for operators only: 401 without a token, 403 for a customer (the owner too), 404 for an unknown order or one of another domain', async () => {
    const clara = newCustomer('Clara');
    const placed = await order(clara, 'INVOICE');
    expect(errorOf(await setStatus(undefined, placed.id, 'PAID'), 401).code).toBe('UNAUTHORIZED');
    expect(errorOf(await setStatus(clara, placed.id, 'PAID'), 403).code).toBe('FORBIDDEN');
    const operator = newOperator();
    expect(
      errorOf(await setStatus(operator, '00000000-0000-4000-8000-000000000000', 'PAID'), 404).code,
    ).toBe('NOT_FOUND');
    expect(errorOf(await setStatus(operator, placed.id, 'PAID', reno), 404).code).toBe('NOT_FOUND');
    expect(
      errorOf(
        await t.call('POST', '/api/order/status', {
          person: operator,
          payload: { id: placed.id, status: 'PAID', type: 'POSITION' },
        }),
        422,
      ).details,
    ).toEqual([expect.objectContaining({ path: 'body.type' })]);
  });

  it('reminds of a prepayment two days before its deadline, once, and expires it after the deadline in Germany: seats free, a mail, the change recorded', async () => {
    // April's date, which no other order of these tests holds.
    const dora = newCustomer('Dora');
    const april = t.ids.online.april;
    const seatsBefore = await booked(april);
    const placed = await order(dora, 'PREPAYMENT', {
      courseId: t.ids.online.courseId,
      scheduleId: april,
      priceLevelId: t.ids.online.aprilStandard,
    });
    expect(placed.paymentDeadline).toBe('2027-03-17');
    expect(await booked(april)).toBe(seatsBefore + 1);
    const confirmation = await mailsTo(dora.email);
    try {
      // Three days before the deadline: no reminder yet.
      t.clock.set(new Date('2027-03-14T12:00:00Z'));
      await runJob(t.app, remindPrepaymentsJob);
      expect(await mailsTo(dora.email)).toEqual(confirmation);
      // Two days before, at 00:30 in Berlin (23:30 UTC the day before).
      t.clock.set(new Date('2027-03-14T23:30:00Z'));
      await runJob(t.app, remindPrepaymentsJob);
      await runJob(t.app, remindPrepaymentsJob);
      const reminders = (await mailsTo(dora.email)).filter((subject) =>
        subject.startsWith('Erinnerung'),
      );
      expect(reminders).toEqual([
        `Erinnerung: Zahlung für Ihre Bestellung ${placed.orderNumber} bis zum 17.03.2027`,
      ]);
      const [reminder] = await db()
        .select({ id: schema.outboxMails.id, text: schema.outboxMails.text })
        .from(schema.outboxMails)
        .where(eq(schema.outboxMails.subject, reminders[0]!));
      expect(reminder!.text).toContain(`Verwendungszweck ${placed.invoiceNumber}`);
      const attachments = await db()
        .select({ fileName: schema.outboxAttachments.fileName })
        .from(schema.outboxAttachments)
        .where(eq(schema.outboxAttachments.mailId, reminder!.id));
      expect(attachments).toEqual([{ fileName: 'girocode.png' }]);

      // The deadline's last minute in Berlin: still held.
      t.clock.set(new Date('2027-03-17T22:59:00Z'));
      await runJob(t.app, expireOrdersJob);
      expect(await booked(april)).toBe(seatsBefore + 1);
      // A minute later it is the 18th in Berlin.
      t.clock.set(new Date('2027-03-17T23:00:00Z'));
      await runJob(t.app, expireOrdersJob);
    } finally {
      t.clock.set(catalogueNow);
    }
    expect(await booked(april)).toBe(seatsBefore);
    const expired = orderSchema.parse(
      bodyOf(await t.call('GET', `/api/order/${placed.id}`, { person: dora })),
    );
    expect(expired.status).toBe('EXPIRED');
    expect(await mailsTo(dora.email)).toContain(
      `Ihre Bestellung ${placed.orderNumber} ist verfallen`,
    );
    const changes = await db()
      .select()
      .from(schema.orderStatusChanges)
      .where(eq(schema.orderStatusChanges.orderId, placed.id));
    expect(changes).toEqual([
      expect.objectContaining({
        fromStatus: 'AWAITING_PAYMENT',
        toStatus: 'EXPIRED',
        actorKind: 'SYSTEM',
        actor: expireOrdersJob,
        changedAt: new Date('2027-03-17T23:00:00Z'),
      }),
    ]);
  });
});
