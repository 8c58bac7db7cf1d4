// @vitest-environment node
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancellationQuoteSchema,
  dateCancellationSummarySchema,
  dateMoveSchema,
  orderSchema,
  type Order,
} from '@kursmarkt/schemas';
import {
  billingOf,
  bodyOf,
  catalogueNow,
  errorOf,
  givePackage,
  newCustomer,
  openCartTestApp,
  runJob,
  type CartTestApp,
  type Person,
} from '../booking/test-support.ts';
import * as schema from '../db/schema.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';
import { importCatalogue } from '../catalogue-import/import.ts';
import { importedCancellationReason, settleCancelledDatesJob } from './dates.ts';
import { grantRights, newStaff } from './test-support.ts';

describe.each(testDatabaseTargets())('an organizer cancels or moves a date on $name', (target) => {
  let t: CartTestApp;
  const planner = newStaff('Paula');
  beforeAll(async () => {
    t = await openCartTestApp(target);
    await grantRights(t, planner, t.ids.organizers.zwei, { dates: 'CHANGE' });
    await grantRights(t, planner, t.ids.organizers.eins, { dates: 'CHANGE' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  const db = () => t.database.database.db;
  let key = 0;
  const post = (url: string, payload: object, person: Person = planner) =>
    t.call('POST', url, {
      person,
      payload,
      headers: { 'idempotency-key': `date-test-${++key}` },
    });
  async function order(person: Person, positions: object[], extra: Record<string, unknown> = {}) {
    for (const payload of positions) bodyOf(await t.call('PUT', '/api/cart', { person, payload }));
    bodyOf(
      await t.call('PUT', '/api/order/customer', { person, payload: billingOf(person, extra) }),
    );
    // Paid with credits alone: nothing to pay, no payment method.
    if (!positions.every((position) => 'packageIncluded' in position)) {
      bodyOf(
        await t.call('PUT', '/api/order/payment', {
          person,
          payload: { paymentMethod: 'INVOICE' },
        }),
      );
    }
    return orderSchema.parse(
      bodyOf(await t.call('PUT', '/api/order', { person, payload: { acceptTerms: true } }), 201),
    );
  }
  const familyApril = () => ({
    courseId: t.ids.family.courseId,
    scheduleId: t.ids.family.april,
    priceLevelId: t.ids.family.aprilStandard,
  });
  const onlineMay = () => ({
    courseId: t.ids.online.courseId,
    scheduleId: t.ids.online.may,
    priceLevelId: t.ids.online.mayStandard,
  });
  const markPaid = (placed: Order) =>
    db()
      .update(schema.orders)
      .set({ status: 'PAID', statusChangedAt: catalogueNow })
      .where(eq(schema.orders.id, placed.id));
  const mailsTo = (email: string) =>
    db()
      .select()
      .from(schema.outboxMails)
      .where(eq(schema.outboxMails.recipient, email))
      .orderBy(asc(schema.outboxMails.id));
  const scheduleOf = async (id: number) =>
    (await db().select().from(schema.courseSchedules).where(eq(schema.courseSchedules.id, id)))[0]!;

  it('cancels every booking of the date free of charge, refunds each the way it was paid, clears the waiting list and tells everyone; again it changes nothing', async () => {
    const scheduleId = t.ids.family.april;
    const organizerId = t.ids.organizers.zwei;
    const anna = newCustomer('Anna');
    const unpaid = await order(anna, [familyApril()]);
    const erik = newCustomer('Erik');
    const transfer = await order(erik, [familyApril()]);
    await markPaid(transfer);
    await db()
      .update(schema.orders)
      .set({ language: 'en' })
      .where(eq(schema.orders.id, transfer.id));
    const carla = newCustomer('Carla');
    const card = await order(carla, [familyApril()]);
    await markPaid(card);
    await db().insert(schema.payments).values({
      orderId: card.id,
      provider: 'stripe',
      method: 'CARD',
      state: 'SUCCEEDED',
      amountCents: card.totalValue,
      expiresAt: catalogueNow,
      updatedAt: catalogueNow,
    });
    const bernd = newCustomer('Bernd');
    const owned = await givePackage(t, bernd, t.ids.packages.family, 10);
    await order(bernd, [{ ...familyApril(), packageIncluded: true }]);
    const waiting = newCustomer('Wanda');
    await db().insert(schema.waitingListRequests).values({
      domain: 'lawyer',
      scheduleId,
      name: 'Wanda Warte',
      email: waiting.email,
    });
    const invoicesBefore = await db().select().from(schema.invoices);

    const url = `/api/backoffice/organizers/${organizerId}/schedules/${scheduleId}/cancellation`;
    const summary = dateCancellationSummarySchema.parse(
      bodyOf(await post(url, { reason: 'Die Referentin ist erkrankt.' })),
    );
    expect(summary).toMatchObject({
      positionsCancelled: 4,
      ordersAffected: 4,
      providerRefunds: 1,
      refundListEntries: 1,
      refundValue: transfer.totalValue + card.totalValue,
      creditsReturned: 1,
      waitingListCleared: 1,
    });

    const schedule = await scheduleOf(scheduleId);
    expect(schedule.cancelledAt).not.toBeNull();
    expect(schedule.booked).toBe(0);
    const statuses = await db()
      .select({ status: schema.orders.status })
      .from(schema.orders)
      .where(inArray(schema.orders.id, [unpaid.id, transfer.id, card.id]));
    expect(statuses.map(({ status }) => status)).toEqual(['CANCELLED', 'CANCELLED', 'CANCELLED']);
    const credits = await db()
      .select({ delta: schema.creditLedger.delta, reason: schema.creditLedger.reason })
      .from(schema.creditLedger)
      .where(eq(schema.creditLedger.customerPackageId, owned))
      .orderBy(asc(schema.creditLedger.createdAt), asc(schema.creditLedger.id));
    expect(credits.at(-1)?.reason).toBe('CANCELLATION');
    expect(credits.reduce((sum, { delta }) => sum + delta, 0)).toBe(10);
    const cancellations = await db()
      .select()
      .from(schema.orderCancellations)
      .where(eq(schema.orderCancellations.kind, 'DATE'));
    const byOrder = new Map(
      cancellations.map(({ orderId, feeCents, refundStatus }) => [
        orderId,
        [feeCents, refundStatus],
      ]),
    );
    expect(cancellations).toHaveLength(4);
    expect([unpaid, transfer, card].map(({ id }) => byOrder.get(id))).toEqual([
      [0, 'NONE'],
      [0, 'DUE'],
      [0, 'REFUNDED'],
    ]);
    const refunds = await db().select().from(schema.paymentRefunds);
    expect(refunds.map(({ amountCents, state }) => [amountCents, state])).toEqual([
      [card.totalValue, 'PENDING'],
    ]);

    const [annaMail] = (await mailsTo(anna.email)).slice(-1);
    expect(annaMail!.text).toContain(
      'Der Veranstalter hat den Termin abgesagt; die Stornierung ist für Sie kostenfrei. Grund: Die Referentin ist erkrankt.',
    );
    expect(annaMail!.text).toContain('Ihre offene Rechnung mindert sich um');
    const [erikMail] = (await mailsTo(erik.email)).slice(-1);
    expect(erikMail!.text).toContain(
      'The organizer has cancelled the date; the cancellation is free of charge for you. Reason: Die Referentin ist erkrankt.',
    );
    expect(erikMail!.text).toContain(
      `We refund €${(transfer.totalValue / 100).toFixed(2)} to you the way you paid.`,
    );
    const waitingMails = await mailsTo(waiting.email);
    expect(waitingMails.map(({ subject }) => subject)).toEqual([
      expect.stringContaining('Abgesagt: Familienrecht'),
    ]);
    expect(waitingMails[0]!.text).toContain('Warteliste dieses Termins ist damit aufgelöst');
    expect(
      await db()
        .select()
        .from(schema.waitingListRequests)
        .where(eq(schema.waitingListRequests.scheduleId, scheduleId)),
    ).toEqual([]);
    const [organizer] = await db()
      .select({ email: schema.organizers.email })
      .from(schema.organizers)
      .where(eq(schema.organizers.id, organizerId));
    const organizerMails = (await mailsTo(organizer!.email)).filter(({ subject }) =>
      subject.startsWith('Termin abgesagt'),
    );
    expect(organizerMails).toHaveLength(1);
    expect(organizerMails[0]!.text).toContain('Storniert: 4 Buchungen aus 4 Bestellungen');
    const [audit] = await db()
      .select()
      .from(schema.auditEntries)
      .where(
        and(
          eq(schema.auditEntries.action, 'cancelDate'),
          eq(schema.auditEntries.objectId, String(scheduleId)),
        ),
      );
    expect(audit).toMatchObject({
      actorEmail: planner.email,
      organizerId,
      area: 'dates',
      reason: 'Die Referentin ist erkrankt.',
      before: expect.objectContaining({ cancelledAt: null, bookedPositions: 4, waitingList: 1 }),
      after: expect.objectContaining({ booked: 0, bookedPositions: 0, cancelledPositions: 4 }),
    });

    const newInvoices = (await db().select().from(schema.invoices)).length - invoicesBefore.length;
    expect(newInvoices).toBe(4);
    const again = bodyOf(await post(url, { reason: 'Ein anderer Grund' }));
    expect(again).toEqual(summary);
    expect((await db().select().from(schema.invoices)).length - invoicesBefore.length).toBe(4);
    expect(await db().select().from(schema.paymentRefunds)).toHaveLength(1);
    expect(
      errorOf(await t.call('PUT', '/api/cart', { person: anna, payload: familyApril() }), 409).code,
    ).toBe('SCHEDULE_CANCELLED');
  });

  it('refuses a date that has begun, and a date of another organizer', async () => {
    const begun = t.ids.present.ended;
    const eins = t.ids.organizers.eins;
    expect(
      errorOf(
        await post(`/api/backoffice/organizers/${eins}/schedules/${begun}/cancellation`, {
          reason: 'Zu spät',
        }),
        409,
      ).code,
    ).toBe('SCHEDULE_ENDED');
    expect((await scheduleOf(begun)).cancelledAt).toBeNull();
    expect(
      errorOf(
        await post(
          `/api/backoffice/organizers/${t.ids.organizers.zwei}/schedules/${t.ids.online.april}/cancellation`,
          { reason: 'Nicht unserer' },
        ),
        404,
      ).code,
    ).toBe('NOT_FOUND');
  });

  it('moves a date: the booking follows, the customer is told with a calendar entry and may cancel free of charge for 14 days', async () => {
    const dora = newCustomer('Dora');
    const placed = await order(dora, [onlineMay()]);
    const eins = t.ids.organizers.eins;
    await db()
      .update(schema.organizers)
      .set({ cancellationFreeDays: 90, cancellationFeeBp: 5000 })
      .where(eq(schema.organizers.id, eins));
    try {
      const quoteBefore = cancellationQuoteSchema.parse(
        bodyOf(await t.call('GET', `/api/order/${placed.id}/cancellation`, { person: dora })),
      );
      expect(quoteBefore.positions[0]!.feeValue).toBeGreaterThan(0);
      // The date's attendance days (the import's default days): they move with it.
      const daysOf = () =>
        db()
          .select()
          .from(schema.scheduleDays)
          .where(eq(schema.scheduleDays.scheduleId, t.ids.online.may));
      const daysBefore = await daysOf();
      expect(daysBefore.map(({ day }) => day)).toEqual(['2027-05-06']);
      const moveUrl = `/api/backoffice/organizers/${eins}/schedules/${t.ids.online.may}/move`;
      expect(
        errorOf(
          await post(moveUrl, {
            startDate: '2027-05-27',
            endDate: '2027-05-28',
            reason: 'Der Saal ist belegt.',
          }),
          422,
        ).details,
      ).toEqual([expect.objectContaining({ path: 'endDate', code: 'NOT_ALLOWED' })]);
      const move = dateMoveSchema.parse(
        bodyOf(
          await post(`/api/backoffice/organizers/${eins}/schedules/${t.ids.online.may}/move`, {
            startDate: '2027-05-27',
            endDate: '2027-05-27',
            reason: 'Der Saal ist belegt.',
          }),
        ),
      );
      expect(move).toEqual({
        scheduleId: t.ids.online.may,
        from: { startDate: '2027-05-06', endDate: '2027-05-06' },
        to: { startDate: '2027-05-27', endDate: '2027-05-27' },
        freeUntil: '2027-03-24',
        participantsTold: 1,
      });
      const weeks = 21 * 24 * 3600 * 1000;
      expect((await daysOf()).map(({ day, startsAt, endsAt }) => [day, startsAt, endsAt])).toEqual(
        daysBefore.map(({ startsAt, endsAt }) => [
          '2027-05-27',
          new Date(startsAt.getTime() + weeks),
          new Date(endsAt.getTime() + weeks),
        ]),
      );
      const [position] = await db()
        .select()
        .from(schema.orderPositions)
        .where(eq(schema.orderPositions.orderId, placed.id));
      expect([position!.startDate, position!.endDate, position!.status]).toEqual([
        '2027-05-27',
        '2027-05-27',
        'BOOKED',
      ]);
      const [mail] = (await mailsTo(dora.email)).slice(-1);
      expect(mail!.subject).toContain('Neuer Termin');
      expect(mail!.text).toContain('Grund: Der Saal ist belegt.');
      expect(mail!.text).toContain('bis einschließlich 24.03.2027 kostenfrei stornieren');
      const attachments = await db()
        .select()
        .from(schema.outboxAttachments)
        .where(eq(schema.outboxAttachments.mailId, mail!.id));
      expect(attachments.map(({ fileName }) => fileName)).toEqual(['kurs-1.ics']);
      const quote = cancellationQuoteSchema.parse(
        bodyOf(await t.call('GET', `/api/order/${placed.id}/cancellation`, { person: dora })),
      );
      expect(quote.positions[0]!.feeValue).toBe(0);
      t.clock.set(new Date('2027-03-25T10:00:00Z'));
      const later = cancellationQuoteSchema.parse(
        bodyOf(await t.call('GET', `/api/order/${placed.id}/cancellation`, { person: dora })),
      );
      expect(later.positions[0]!.feeValue).toBeGreaterThan(0);
      const [audit] = await db()
        .select()
        .from(schema.auditEntries)
        .where(eq(schema.auditEntries.action, 'moveDate'));
      expect(audit).toMatchObject({
        before: { startDate: '2027-05-06', endDate: '2027-05-06' },
        after: { startDate: '2027-05-27', endDate: '2027-05-27', freeUntil: '2027-03-24' },
      });
    } finally {
      t.clock.set(catalogueNow);
      await db()
        .update(schema.organizers)
        .set({ cancellationFreeDays: 14, cancellationFeeBp: 10000 })
        .where(eq(schema.organizers.id, eins));
    }
  });

  it('settles a date the catalogue import cancelled through the same function, once', async () => {
    const mona = newCustomer('Mona');
    const placed = await order(mona, [
      {
        courseId: t.ids.online.courseId,
        scheduleId: t.ids.online.april,
        priceLevelId: t.ids.online.aprilStandard,
      },
    ]);
    const imported = await importCatalogue(db(), {
      courses: [],
      scheduleChanges: [
        {
          course: 'arbeitsrecht-online',
          startDate: '2027-04-01',
          cancelledAt: '2027-03-10T09:00:00Z',
        },
      ],
    });
    expect(imported).toMatchObject({ ok: true });
    await runJob(t.app, settleCancelledDatesJob);
    await runJob(t.app, settleCancelledDatesJob);
    const cancellations = await db()
      .select()
      .from(schema.orderCancellations)
      .where(eq(schema.orderCancellations.orderId, placed.id));
    expect(cancellations.map(({ kind }) => kind)).toEqual(['DATE']);
    const [mail] = (await mailsTo(mona.email)).slice(-1);
    expect(mail!.text).toContain(importedCancellationReason);
  });
});
