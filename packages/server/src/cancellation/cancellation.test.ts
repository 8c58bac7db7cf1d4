// @vitest-environment node
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancellationQuoteSchema,
  cancellationSchema,
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
  renderWaitingInvoices,
  type CartTestApp,
  type Person,
} from '../booking/test-support.ts';
import * as schema from '../db/schema.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';
import { readPdf } from '../invoices/test-support/read-pdf.ts';
import { AppError } from '../errors.ts';
import { changePositionStatus, statusChangesOf } from '../orders/status.ts';
import { changeOfferStatus } from '../waiting-list/offers.ts';
import { recordedVies } from '../vat-ids/test-support.ts';
import { failedEn16931Rules } from '../invoices/test-support/validate-en16931.ts';

const recht = 'recht.kursmarkt.test';
let address = 0;
/** A client address of its own per public call, so that the forms' rate limits stay out of the way. */
const nextAddress = () => `10.2.${Math.floor(++address / 250)}.${address % 250}`;

describe.each(testDatabaseTargets())('cancellation and withdrawal on $name', (target) => {
  let t: CartTestApp;
  // Reverse charge needs the buyer's VAT id confirmed: the EU's VIES service, by recorded answers.
  const vies = recordedVies();
  beforeAll(async () => {
    t = await openCartTestApp(target, { vatIdConfirmation: vies.confirmation });
  }, 120_000);
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
  const onlineApril = () => ({
    courseId: t.ids.online.courseId,
    scheduleId: t.ids.online.april,
    priceLevelId: t.ids.online.aprilStandard,
  });
  const familyApril = () => ({
    courseId: t.ids.family.courseId,
    scheduleId: t.ids.family.april,
    priceLevelId: t.ids.family.aprilStandard,
  });
  async function order(person: Person, positions: object[], extra: Record<string, unknown> = {}) {
    for (const payload of positions) ok(await t.call('PUT', '/api/cart', { person, payload }));
    ok(await t.call('PUT', '/api/order/customer', { person, payload: billingOf(person, extra) }));
    ok(
      await t.call('PUT', '/api/order/payment', { person, payload: { paymentMethod: 'INVOICE' } }),
    );
    return orderSchema.parse(
      ok(await t.call('PUT', '/api/order', { person, payload: { acceptTerms: true } }), 201),
    );
  }
  /** A call without signing in; the documents it issues rendered after it, as t.call does. */
  const publicCall = async (url: string, payload: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { host: recht },
      remoteAddress: nextAddress(),
      payload,
    });
    await renderWaitingInvoices(t.app);
    return response;
  };
  const mailsTo = async (email: string) => {
    const rows = await db()
      .select()
      .from(schema.outboxMails)
      .where(eq(schema.outboxMails.recipient, email))
      .orderBy(asc(schema.outboxMails.id));
    return rows;
  };
  const attachmentsOf = (mailId: number) =>
    db()
      .select()
      .from(schema.outboxAttachments)
      .where(eq(schema.outboxAttachments.mailId, mailId))
      .orderBy(asc(schema.outboxAttachments.position));
  const positionOf = (placed: Order, scheduleId: number) =>
    placed.positions.find((position) => position.scheduleId === scheduleId)!;

  it('cancels one position free of charge: its seat is free, and the mail carries a valid credit note referring to the invoice', async () => {
    const anna = newCustomer('Anna');
    const placed = await order(anna, [onlineApril(), familyApril()]);
    const seats = await booked(t.ids.online.april);
    const quote = cancellationQuoteSchema.parse(
      ok(await t.call('GET', `/api/order/${placed.id}/cancellation`, { person: anna })),
    );
    expect(quote.positions.map((position) => [position.notCancellable, position.feeValue])).toEqual(
      [
        [null, 0],
        [null, 0],
      ],
    );
    // A consumer's order: free to withdraw from for 14 days from the order.
    expect(quote.withdrawalUntil).toBe('2027-03-24');
    const online = positionOf(placed, t.ids.online.april);
    const cancellation = cancellationSchema.parse(
      ok(
        await t.call('POST', `/api/order/${placed.id}/cancellation`, {
          person: anna,
          payload: { positionIds: [online.id] },
        }),
        201,
      ),
    );
    const invoiceNumber = Number(placed.invoiceNumber!.split('-').at(-1));
    expect(cancellation).toMatchObject({
      orderStatus: 'PLACED',
      positionIds: [online.id],
      feeInvoiceNumber: null,
      creditedValue: online.paidValue,
      feeValue: 0,
      refundValue: 0,
    });
    expect(Number(cancellation.invoiceNumber.split('-').at(-1))).toBeGreaterThan(invoiceNumber);
    expect(await booked(t.ids.online.april)).toBe(seats - 1);
    const after = orderSchema.parse(
      ok(await t.call('GET', `/api/order/${placed.id}`, { person: anna })),
    );
    expect(
      after.positions.map((position) => [position.scheduleId, position.status]).sort(),
    ).toEqual(
      [
        [t.ids.online.april, 'CANCELLED'],
        [t.ids.family.april, 'BOOKED'],
      ].sort(),
    );

    const mail = (await mailsTo(anna.email)).at(-1)!;
    expect(mail.subject).toContain('Stornierung');
    expect(mail.text).toContain(cancellation.invoiceNumber);
    const [pdf] = await attachmentsOf(mail.id);
    expect(pdf!.fileName).toBe(`${cancellation.invoiceNumber}.pdf`);
    const read = await readPdf(Buffer.from(pdf!.content));
    expect(read.pages.join(' ')).toContain('Stornorechnung');
    const xml = read.attachments.get('factur-x.xml')!.toString('utf8');
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toContain(`<ram:IssuerAssignedID>${placed.invoiceNumber}</ram:IssuerAssignedID>`);
    expect((await failedEn16931Rules(xml)).filter((rule) => rule.flag === 'fatal')).toEqual([]);

    const again = errorOf(
      await t.call('POST', `/api/order/${placed.id}/cancellation`, {
        person: anna,
        payload: { positionIds: [online.id] },
      }),
      409,
    );
    expect(again).toMatchObject({
      code: 'NOT_CANCELLABLE',
      details: [{ path: `positionIds.${online.id}`, message: 'CANCELLED' }],
    });
  }, 120_000);

  it('refuses with 409 to book a cancelled position again, through the one function that changes a position, and changes nothing', async () => {
    const paul = newCustomer('Paul');
    const placed = await order(paul, [onlineApril(), familyApril()]);
    const online = positionOf(placed, t.ids.online.april);
    const family = positionOf(placed, t.ids.family.april);
    ok(
      await t.call('POST', `/api/order/${placed.id}/cancellation`, {
        person: paul,
        payload: { positionIds: [online.id] },
      }),
      201,
    );
    const refused = await db()
      .transaction((tx) => changePositionStatus(tx, [online.id], 'CANCELLED', 'BOOKED'))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect([(refused as AppError).code, (refused as AppError).status]).toEqual([
      'STATUS_TRANSITION_NOT_ALLOWED',
      409,
    ]);
    // An allowed change of a position that is not what the caller took it for changes nothing.
    await db().transaction((tx) => changePositionStatus(tx, [online.id], 'BOOKED', 'CANCELLED'));
    const statuses = await db()
      .select({ id: schema.orderPositions.id, status: schema.orderPositions.status })
      .from(schema.orderPositions)
      .where(eq(schema.orderPositions.orderId, placed.id));
    expect(new Map(statuses.map((row) => [row.id, row.status]))).toEqual(
      new Map([
        [online.id, 'CANCELLED'],
        [family.id, 'BOOKED'],
      ]),
    );
  });

  it('tells the organizer of each cancelled course by mail, naming the participant and the date, and no other organizer', async () => {
    const olga = newCustomer('Olga');
    const placed = await order(olga, [onlineApril(), familyApril()]);
    const before = {
      eins: (await mailsTo('eins@eins.example')).length,
      zwei: (await mailsTo('zwei@zwei.example')).length,
    };
    ok(
      await t.call('POST', `/api/order/${placed.id}/cancellation`, {
        person: olga,
        payload: { positionIds: [positionOf(placed, t.ids.online.april).id] },
      }),
      201,
    );
    const [mail, ...more] = (await mailsTo('eins@eins.example')).slice(before.eins);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(
      `Stornierung zur Buchung ${placed.orderNumber} über Kursmarkt Recht`,
    );
    expect(mail!.text).toContain('wurde storniert; die Plätze sind wieder frei:');
    expect(mail!.text).toContain('Grund: Stornierung durch die Kundin oder den Kunden');
    expect(mail!.text).toContain('– Arbeitsrecht online, 01.04.2027');
    expect(mail!.text).toContain(`Teilnehmende Person: Olga ${olga.family_name}, ${olga.email}`);
    expect(mail!.text).not.toContain('Familienrecht kompakt');
    expect((await mailsTo('zwei@zwei.example')).length).toBe(before.zwei);
  });

  it("invoices the organizer's fee for a late cancellation and cancels the whole order with its credits", async () => {
    const bernd = newCustomer('Bernd');
    const owned = await givePackage(t, bernd, t.ids.packages.family, 10);
    await db()
      .update(schema.organizers)
      .set({ cancellationFreeDays: 30, cancellationFeeBp: 5000 })
      .where(eq(schema.organizers.id, t.ids.organizers.eins));
    try {
      const placed = await order(bernd, [
        onlineApril(),
        { ...familyApril(), packageIncluded: true },
      ]);
      const online = positionOf(placed, t.ids.online.april);
      const cancellation = cancellationSchema.parse(
        ok(
          await t.call('POST', `/api/order/${placed.id}/cancellation`, {
            person: bernd,
            payload: {},
          }),
          201,
        ),
      );
      expect(cancellation).toMatchObject({
        orderStatus: 'CANCELLED',
        creditedValue: online.paidValue,
        feeValue: Math.round(online.paidValue / 2),
        refundValue: 0,
      });
      expect(cancellation.feeInvoiceNumber).not.toBeNull();
      const ledger = await db()
        .select()
        .from(schema.creditLedger)
        .where(eq(schema.creditLedger.customerPackageId, owned));
      expect(ledger.map((entry) => [entry.reason, entry.delta])).toEqual([
        ['PURCHASE', 10],
        ['BOOKING', -positionOf(placed, t.ids.family.april).credits],
        ['CANCELLATION', positionOf(placed, t.ids.family.april).credits],
      ]);
      const mail = (await mailsTo(bernd.email)).at(-1)!;
      const files = await attachmentsOf(mail.id);
      expect(files.map((file) => file.fileName)).toEqual([
        `${cancellation.invoiceNumber}.pdf`,
        `${cancellation.feeInvoiceNumber}.pdf`,
      ]);
      const feeXml = (await readPdf(Buffer.from(files[1]!.content))).attachments
        .get('factur-x.xml')!
        .toString('utf8');
      expect(feeXml).toContain('<ram:TypeCode>380</ram:TypeCode>');
      expect((await failedEn16931Rules(feeXml)).filter((rule) => rule.flag === 'fatal')).toEqual(
        [],
      );
    } finally {
      await db()
        .update(schema.organizers)
        .set({ cancellationFreeDays: 14, cancellationFeeBp: 10000 })
        .where(eq(schema.organizers.id, t.ids.organizers.eins));
    }
  }, 120_000);

  it('credits and charges the fee of a reverse-charge line of an Austrian business under reverse charge, not with German VAT', async () => {
    const lukas = newCustomer('Lukas');
    await db()
      .update(schema.organizers)
      .set({ cancellationFreeDays: 30, cancellationFeeBp: 5000 })
      .where(eq(schema.organizers.id, t.ids.organizers.eins));
    try {
      vies.answer('valid');
      const placed = await order(
        lukas,
        [
          onlineApril(),
          {
            courseId: t.ids.present.courseId,
            scheduleId: t.ids.present.soon,
            priceLevelId: t.ids.present.soonStandard,
          },
        ],
        {
          customerKind: 'BUSINESS',
          company: 'Huber & Partner Rechtsanwälte OG',
          street: 'Graben 21',
          zipCode: '1010',
          city: 'Wien',
          country: 'AUT',
          vatId: 'ATU13585627',
        },
      );
      const online = positionOf(placed, t.ids.online.april);
      expect(online.vatCategory).toBe('REVERSE_CHARGE');
      const cancellation = cancellationSchema.parse(
        ok(
          await t.call('POST', `/api/order/${placed.id}/cancellation`, {
            person: lukas,
            payload: { positionIds: [online.id] },
          }),
          201,
        ),
      );
      expect(cancellation).toMatchObject({
        orderStatus: 'PLACED',
        creditedValue: online.paidValue,
        feeValue: Math.round(online.paidValue / 2),
      });
      const mail = (await mailsTo(lukas.email)).at(-1)!;
      expect(mail.text).toContain(
        'Registergericht: Amtsgericht Köln · Registernummer: HRB 104277 · Geschäftsführung: Dr. Katrin Albers, Jonas Weidemann',
      );
      const files = await attachmentsOf(mail.id);
      expect(files).toHaveLength(2);
      for (const file of files) {
        const pdf = await readPdf(Buffer.from(file.content));
        const xml = pdf.attachments.get('factur-x.xml')!.toString('utf8');
        expect(xml).toContain('<ram:CategoryCode>AE</ram:CategoryCode>');
        expect(xml).not.toContain('<ram:CategoryCode>S</ram:CategoryCode>');
        expect(xml).toContain('<ram:TaxTotalAmount currencyID="EUR">0.00</ram:TaxTotalAmount>');
        expect(xml).toContain('Steuerschuldnerschaft des Leistungsempfängers');
        expect(await failedEn16931Rules(xml)).toEqual([]);
        const text = pdf.pages.join(' ');
        expect(text).toContain('Steuerschuldnerschaft des Leistungsempfängers');
        expect(text).not.toContain('Umsatzsteuer 19');
      }
    } finally {
      await db()
        .update(schema.organizers)
        .set({ cancellationFreeDays: 14, cancellationFeeBp: 10000 })
        .where(eq(schema.organizers.id, t.ids.organizers.eins));
    }
  }, 120_000);

  it('records the refund due for a paid order: what was paid less the fee', async () => {
    const erik = newCustomer('Erik');
    const placed = await order(erik, [familyApril()]);
    await db()
      .update(schema.orders)
      .set({ status: 'PAID', statusChangedAt: catalogueNow })
      .where(eq(schema.orders.id, placed.id));
    await db()
      .update(schema.organizers)
      .set({ cancellationFreeDays: 60, cancellationFeeBp: 2500 })
      .where(eq(schema.organizers.id, t.ids.organizers.zwei));
    try {
      const cancellation = cancellationSchema.parse(
        ok(
          await t.call('POST', `/api/order/${placed.id}/cancellation`, {
            person: erik,
            payload: {},
          }),
          201,
        ),
      );
      const fee = Math.round(placed.totalValue / 4);
      expect(cancellation).toMatchObject({ feeValue: fee, refundValue: placed.totalValue - fee });
      const [stored] = await db()
        .select()
        .from(schema.orderCancellations)
        .where(eq(schema.orderCancellations.id, cancellation.id));
      expect(stored).toMatchObject({ refundStatus: 'DUE', refundCents: placed.totalValue - fee });
      const mail = (await mailsTo(erik.email)).at(-1)!;
      expect(mail.text).toContain('Wir erstatten Ihnen');
    } finally {
      await db()
        .update(schema.organizers)
        .set({ cancellationFreeDays: 14, cancellationFeeBp: 10000 })
        .where(eq(schema.organizers.id, t.ids.organizers.zwei));
    }
  });

  it('says in the mail that a fee as large as the payment is kept, not that 0,00 € are refunded', async () => {
    const frida = newCustomer('Frida');
    const placed = await order(frida, [familyApril()]);
    await db()
      .update(schema.orders)
      .set({ status: 'PAID', statusChangedAt: catalogueNow })
      .where(eq(schema.orders.id, placed.id));
    await db()
      .update(schema.organizers)
      .set({ cancellationFreeDays: 60, cancellationFeeBp: 10000 })
      .where(eq(schema.organizers.id, t.ids.organizers.zwei));
    try {
      const cancellation = cancellationSchema.parse(
        ok(
          await t.call('POST', `/api/order/${placed.id}/cancellation`, {
            person: frida,
            payload: {},
          }),
          201,
        ),
      );
      expect(cancellation).toMatchObject({ feeValue: placed.totalValue, refundValue: 0 });
      const mail = (await mailsTo(frida.email)).at(-1)!;
      expect(mail.text).not.toContain('Wir erstatten Ihnen');
      expect(mail.text).toContain('mit Ihrer Zahlung verrechnet; Sie erhalten nichts zurück');
    } finally {
      await db()
        .update(schema.organizers)
        .set({ cancellationFreeDays: 14, cancellationFeeBp: 10000 })
        .where(eq(schema.organizers.id, t.ids.organizers.zwei));
    }
  });

  it("answers 404 for another customer's order and refuses a course that has begun", async () => {
    const anna = newCustomer('Anna');
    const other = newCustomer('Other');
    const placed = await order(anna, [onlineApril()]);
    errorOf(await t.call('GET', `/api/order/${placed.id}/cancellation`, { person: other }), 404);
    errorOf(
      await t.call('POST', `/api/order/${placed.id}/cancellation`, { person: other, payload: {} }),
      404,
    );
    t.clock.set(new Date('2027-04-01T08:00:00Z'));
    try {
      const refused = errorOf(
        await t.call('POST', `/api/order/${placed.id}/cancellation`, { person: anna, payload: {} }),
        409,
      );
      expect(refused.details?.[0]?.message).toBe('STARTED');
    } finally {
      t.clock.set(catalogueNow);
    }
  });

  it("cancels through the confirmation mail's link, whose token alone opens it", async () => {
    const carla = newCustomer('Carla');
    const placed = await order(carla, [onlineApril()]);
    const confirmation = (await mailsTo(carla.email))[0]!;
    const [, orderId, token] = /\/order\/([0-9a-f-]{36})\/cancel#([\w-]{43})/.exec(
      confirmation.text,
    )!;
    expect(orderId).toBe(placed.id);
    const wrong = `${token!.slice(0, 42)}${token!.endsWith('A') ? 'B' : 'A'}`;
    errorOf(await publicCall('/api/order-cancellation/quote', { orderId, token: wrong }), 404);
    const quote = cancellationQuoteSchema.parse(
      ok(await publicCall('/api/order-cancellation/quote', { orderId, token })),
    );
    expect(quote.orderNumber).toBe(placed.orderNumber);
    const cancellation = cancellationSchema.parse(
      ok(await publicCall('/api/order-cancellation', { orderId, token }), 201),
    );
    expect(cancellation.orderStatus).toBe('CANCELLED');
    const stored = await db()
      .select()
      .from(schema.orderCancellations)
      .where(eq(schema.orderCancellations.id, cancellation.id));
    expect(stored[0]!.kind).toBe('GUEST');
  });

  it('records the end of an order as a status change of its customer, with when, as the state machine records each', async () => {
    const greta = newCustomer('Greta');
    const placed = await order(greta, [onlineApril(), familyApril()]);
    const cancelled = (positionIds: string[]) =>
      t.call('POST', `/api/order/${placed.id}/cancellation`, {
        person: greta,
        payload: { positionIds },
      });
    ok(await cancelled([positionOf(placed, t.ids.online.april).id]), 201);
    // One course left: the order goes on, and so does its status.
    expect(await statusChangesOf(db(), placed.id)).toEqual([]);
    ok(await cancelled([positionOf(placed, t.ids.family.april).id]), 201);
    const [row] = await db().select().from(schema.orders).where(eq(schema.orders.id, placed.id));
    expect(
      (await statusChangesOf(db(), placed.id)).map(
        ({ fromStatus, toStatus, actorKind, actor, changedAt }) => ({
          fromStatus,
          toStatus,
          actorKind,
          actor,
          changedAt,
        }),
      ),
    ).toEqual([
      {
        fromStatus: placed.status,
        toStatus: 'CANCELLED',
        actorKind: 'CUSTOMER',
        actor: row!.customerId,
        changedAt: t.clock.now(),
      },
    ]);
    expect(row).toMatchObject({ status: 'CANCELLED', statusChangedAt: t.clock.now() });
  });

  describe('withdrawal', () => {
    it('confirms the receipt with its date and time and cancels free of charge, and answers a wrong pair alike without a mail', async () => {
      const dora = newCustomer('Dora');
      const placed = await order(dora, [onlineApril()]);
      const mailsBefore = (await mailsTo(dora.email)).length;
      t.clock.set(new Date('2027-03-12T14:05:09Z'));
      try {
        const wrong = await publicCall('/api/withdrawal', {
          orderNumber: placed.orderNumber,
          email: 'someone-else@example.com',
        });
        const right = await publicCall('/api/withdrawal', {
          orderNumber: placed.orderNumber.toLowerCase(),
          email: dora.email.toUpperCase(),
        });
        expect([wrong.statusCode, wrong.body]).toEqual([right.statusCode, right.body]);
        expect(right.statusCode).toBe(202);
      } finally {
        t.clock.set(catalogueNow);
      }
      expect(await mailsTo('someone-else@example.com')).toEqual([]);
      const mails = (await mailsTo(dora.email)).slice(mailsBefore);
      // The receipt is written with the withdrawal; the cancellation's mail once its documents are.
      expect(mails.map((mail) => mail.subject)).toEqual([
        expect.stringContaining('Widerruf'),
        expect.stringContaining('Stornierung'),
      ]);
      expect(mails[0]!.text).toContain('12. März 2027 um 15:05:09 Uhr');
      const [organizerMail] = (await mailsTo('eins@eins.example'))
        .filter((mail) => mail.subject.includes(placed.orderNumber))
        .slice(-1);
      expect(organizerMail!.text).toContain('hat die teilnehmende Person widerrufen');
      const after = orderSchema.parse(
        ok(await t.call('GET', `/api/order/${placed.id}`, { person: dora })),
      );
      expect(after.status).toBe('CANCELLED');
      const [withdrawal] = await db()
        .select()
        .from(schema.orderWithdrawals)
        .where(eq(schema.orderWithdrawals.orderId, placed.id));
      expect(withdrawal!.cancellationId).not.toBeNull();
    });

    it("refuses a business's withdrawal: the order stays, and the receipt says a business has no right of withdrawal", async () => {
      const firm = newCustomer('Firma');
      const placed = await order(firm, [onlineApril()], {
        customerKind: 'BUSINESS',
        company: 'Kanzlei Roth',
      });
      const quote = cancellationQuoteSchema.parse(
        ok(await t.call('GET', `/api/order/${placed.id}/cancellation`, { person: firm })),
      );
      expect(quote.withdrawalUntil).toBeNull();
      const mailsBefore = (await mailsTo(firm.email)).length;
      const answer = await publicCall('/api/withdrawal', {
        orderNumber: placed.orderNumber,
        email: firm.email,
      });
      expect(answer.statusCode).toBe(202);
      const mails = (await mailsTo(firm.email)).slice(mailsBefore);
      expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('Widerruf')]);
      expect(mails[0]!.text).toContain('dafür besteht kein gesetzliches Widerrufsrecht');
      const after = orderSchema.parse(
        ok(await t.call('GET', `/api/order/${placed.id}`, { person: firm })),
      );
      expect(after.status).toBe('PLACED');
      const [withdrawal] = await db()
        .select()
        .from(schema.orderWithdrawals)
        .where(eq(schema.orderWithdrawals.orderId, placed.id));
      expect(withdrawal!.cancellationId).toBeNull();
    });

    it('refuses bad input at its field', async () => {
      const error = errorOf(
        await publicCall('/api/withdrawal', { orderNumber: '', email: 'x' }),
        422,
      );
      expect(error.details?.map((detail) => detail.path).sort()).toEqual([
        'body.email',
        'body.orderNumber',
      ]);
    });
  });

  describe('the waiting list', () => {
    const offerTokenIn = (text: string) => /\/warteliste\/angebot#([\w-]{43})/.exec(text)![1]!;
    const leaveTokenIn = (text: string) => /\/warteliste\/austragen#([\w-]{43})/.exec(text)![1]!;
    const fillUp = async (scheduleId: number) => {
      const [row] = await db()
        .select()
        .from(schema.courseSchedules)
        .where(eq(schema.courseSchedules.id, scheduleId));
      await db()
        .update(schema.courseSchedules)
        .set({ seats: row!.booked })
        .where(eq(schema.courseSchedules.id, scheduleId));
    };
    const join = async (scheduleId: number, person: Person) =>
      ok(
        await publicCall('/api/orders/waitinglists', {
          scheduleId,
          name: person.given_name,
          email: person.email,
        }),
        201,
      );
    /** The offers of a freed seat among the mails to `email`. */
    const offersTo = async (email: string) =>
      (await mailsTo(email)).filter((mail) => mail.text.includes('/warteliste/angebot#'));

    it('confirms a new request by mail in the language asked for, and a repeated one not again', async () => {
      const scheduleId = t.ids.present.full;
      await fillUp(scheduleId);
      const wanda = newCustomer('Wanda');
      const joinIn = (language: string) =>
        publicCall(`/api/orders/waitinglists?language=${language}`, {
          scheduleId,
          name: 'Wanda Warte',
          email: wanda.email,
          seats: 2,
        });
      ok(await joinIn('en'), 201);
      ok(await joinIn('de'), 201);
      const mails = await mailsTo(wanda.email);
      expect(mails.map((mail) => mail.subject)).toEqual([
        'You are on the waiting list: Arbeit und Familie in Köln (Kursmarkt Recht)',
      ]);
      expect(mails[0]!.text).toContain('Dear Wanda Warte,');
      expect(mails[0]!.text).toContain('“Arbeit und Familie in Köln” on 10 Jun 2027 (2 seats)');
    });

    it('offers a freed seat to the oldest request, passes a declined offer on, and the offer books through the checkout', async () => {
      const scheduleId = t.ids.family.april;
      const holder = newCustomer('Holder');
      const placed = await order(holder, [familyApril()]);
      await fillUp(scheduleId);
      const first = newCustomer('Erste');
      const second = newCustomer('Zweite');
      await join(scheduleId, first);
      await join(scheduleId, second);
      const full = await booked(scheduleId);

      ok(
        await t.call('POST', `/api/order/${placed.id}/cancellation`, {
          person: holder,
          payload: {},
        }),
        201,
      );
      expect(await booked(scheduleId)).toBe(full);
      const [offerMail] = await offersTo(first.email);
      expect(offerMail!.subject).toContain('Platz');
      expect(await offersTo(second.email)).toEqual([]);
      const firstToken = offerTokenIn(offerMail!.text);
      const offer = ok(await publicCall('/api/waiting-list/offer', { token: firstToken }));
      expect(offer).toMatchObject({ status: 'OFFERED', scheduleId, email: first.email });
      // Nobody else gets the held seat.
      const stranger = newCustomer('Fremd');
      expect(
        errorOf(await t.call('PUT', '/api/cart', { person: stranger, payload: familyApril() }), 409)
          .code,
      ).toBe('SCHEDULE_FULL');

      const declined = ok(
        await publicCall('/api/waiting-list/offer/decline', { token: firstToken }),
      );
      expect(declined.status).toBe('DECLINED');
      expect(await booked(scheduleId)).toBe(full);
      const [secondOffer] = await offersTo(second.email);
      expect(secondOffer).toBeDefined();

      // The second person books the held seat with the address it was offered to.
      const accepted = await order(second, [familyApril()]);
      expect(accepted.status).toBe('PLACED');
      expect(await booked(scheduleId)).toBe(full);
      const offers = await db()
        .select()
        .from(schema.waitingListOffers)
        .where(eq(schema.waitingListOffers.scheduleId, scheduleId))
        .orderBy(asc(schema.waitingListOffers.offeredAt));
      expect(offers.map((row) => [row.email, row.status, row.orderId])).toEqual([
        [first.email, 'DECLINED', null],
        [second.email, 'ACCEPTED', accepted.id],
      ]);

      // An ended offer is never opened again; an offer no longer open is not expired.
      const [declinedOffer, acceptedOffer] = offers;
      const refused = await db()
        .transaction((tx) =>
          changeOfferStatus(tx, [declinedOffer!.id], 'DECLINED', 'OFFERED', t.clock.now()),
        )
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect([(refused as AppError).code, (refused as AppError).status]).toEqual([
        'STATUS_TRANSITION_NOT_ALLOWED',
        409,
      ]);
      expect(
        await db().transaction((tx) =>
          changeOfferStatus(tx, [acceptedOffer!.id], 'OFFERED', 'EXPIRED', t.clock.now()),
        ),
      ).toEqual([]);
      const after = await db()
        .select({ status: schema.waitingListOffers.status })
        .from(schema.waitingListOffers)
        .where(eq(schema.waitingListOffers.scheduleId, scheduleId))
        .orderBy(asc(schema.waitingListOffers.offeredAt));
      expect(after.map((row) => row.status)).toEqual(['DECLINED', 'ACCEPTED']);
    }, 60_000);

    it('expires an offer after its hold by the moved clock and offers the seat to the next, and anyone leaves the list from the mail', async () => {
      const scheduleId = t.ids.online.april;
      const holder = newCustomer('Holder');
      const placed = await order(holder, [onlineApril()]);
      await fillUp(scheduleId);
      const first = newCustomer('Eins');
      const second = newCustomer('Zwei');
      const third = newCustomer('Drei');
      for (const person of [first, second, third]) await join(scheduleId, person);
      ok(
        await t.call('POST', `/api/order/${placed.id}/cancellation`, {
          person: holder,
          payload: {},
        }),
        201,
      );
      const offer = ok(
        await publicCall('/api/waiting-list/offer', {
          token: offerTokenIn((await offersTo(first.email))[0]!.text),
        }),
      );
      expect(new Date(offer.expiresAt).getTime() - catalogueNow.getTime()).toBe(48 * 3600_000);

      const { expireOffersJob } = await import('../waiting-list/offers.ts');
      const runJob = async () => {
        const finished = new Promise<void>((resolve, reject) => {
          const listener = (job: { name: string; error?: unknown }) => {
            if (job.name !== expireOffersJob) return;
            t.app.jobs.events.off('finished', listener);
            if (job.error) reject(job.error as Error);
            else resolve();
          };
          t.app.jobs.events.on('finished', listener);
        });
        await t.app.jobs.enqueue(db(), expireOffersJob, {});
        await finished;
      };
      t.clock.set(new Date(catalogueNow.getTime() + 47 * 3600_000));
      try {
        await runJob();
        expect(await offersTo(second.email)).toEqual([]);
        t.clock.set(new Date(catalogueNow.getTime() + 48 * 3600_000));
        await runJob();
      } finally {
        t.clock.set(catalogueNow);
      }
      const [secondOffer] = await offersTo(second.email);
      expect(secondOffer).toBeDefined();

      // The second leaves the list from the mail: the held seat passes to the third.
      ok(await publicCall('/api/waiting-list/leave', { token: leaveTokenIn(secondOffer!.text) }));
      errorOf(
        await publicCall('/api/waiting-list/leave', { token: leaveTokenIn(secondOffer!.text) }),
        404,
      );
      expect((await offersTo(third.email)).length).toBe(1);
      const requests = await db()
        .select({ email: schema.waitingListRequests.email })
        .from(schema.waitingListRequests)
        .where(eq(schema.waitingListRequests.scheduleId, scheduleId));
      expect(requests.map((row) => row.email).sort()).toEqual([first.email, third.email].sort());
      const open = await db()
        .select()
        .from(schema.waitingListOffers)
        .where(
          and(
            eq(schema.waitingListOffers.scheduleId, scheduleId),
            inArray(schema.waitingListOffers.status, ['OFFERED']),
          ),
        );
      expect(open.map((row) => row.email)).toEqual([third.email]);
    }, 60_000);

    it('makes no offer for a cancelled date', async () => {
      const scheduleId = t.ids.online.may;
      const holder = newCustomer('Holder');
      const placed = await order(holder, [
        {
          courseId: t.ids.online.courseId,
          scheduleId,
          priceLevelId: t.ids.online.mayStandard,
        },
      ]);
      await fillUp(scheduleId);
      const waiting = newCustomer('Wartend');
      await join(scheduleId, waiting);
      await db()
        .update(schema.courseSchedules)
        .set({ cancelledAt: catalogueNow })
        .where(eq(schema.courseSchedules.id, scheduleId));
      const full = await booked(scheduleId);
      ok(
        await t.call('POST', `/api/order/${placed.id}/cancellation`, {
          person: holder,
          payload: {},
        }),
        201,
      );
      expect(await booked(scheduleId)).toBe(full - 1);
      expect(await offersTo(waiting.email)).toEqual([]);
    }, 60_000);
  });
});
