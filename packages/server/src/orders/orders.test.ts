// @vitest-environment node
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutCustomerStateSchema,
  checkoutPaymentSchema,
  customerInvoiceSchema,
  orderSchema,
  orderSummarySchema,
  paymentInfoSchema,
  type Order,
} from '@kursmarkt/schemas';
import {
  billingOf,
  addVoucher,
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
import { mailsInOutbox } from '../outbox/test-support.ts';
import { folderStorage } from '../storage/folder-storage.ts';
import { expireOrdersJob } from '../cancellation/expiry.ts';

type Response = Awaited<ReturnType<CartTestApp['call']>>;

const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function proofForm(positionId: string, bytes: Uint8Array = pdf, name = 'Zulassung.pdf') {
  const body = new FormData();
  body.append('positionId', positionId);
  body.append(
    'file',
    new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
    name,
  );
  return body;
}

describe.each(testDatabaseTargets())('checkout and orders on $name', (target) => {
  let t: CartTestApp;
  let storageDir: string;
  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(tmpdir(), 'kursmarkt-orders-'));
    t = await openCartTestApp(target, { storage: folderStorage(storageDir) });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(storageDir, { recursive: true, force: true });
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
  const onlineMay = () => ({
    courseId: t.ids.online.courseId,
    scheduleId: t.ids.online.may,
    priceLevelId: t.ids.online.mayStandard,
  });

  /** A customer with a cart of `positions`, billing data and a payment method. */
  async function checkout(
    person: Person,
    positions: object[],
    paymentMethod: 'INVOICE' | 'PREPAYMENT' | null = 'INVOICE',
  ) {
    for (const payload of positions) ok(await t.call('PUT', '/api/cart', { person, payload }));
    ok(await t.call('PUT', '/api/order/customer', { person, payload: billingOf(person) }));
    if (paymentMethod) {
      ok(await t.call('PUT', '/api/order/payment', { person, payload: { paymentMethod } }));
    }
  }
  const place = (person: Person, payload: object = { acceptTerms: true }, key?: string) =>
    t.call('PUT', '/api/order', {
      person,
      payload,
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });
  const placed = async (response: Response): Promise<Order> => orderSchema.parse(ok(response, 201));

  describe('the billing data', () => {
    it("answers the customer's record first, then what the checkout sets, with the rules' verdict", async () => {
      const anna = newCustomer('Anna');
      const first = checkoutCustomerStateSchema.parse(
        ok(await t.call('GET', '/api/order/customer', { person: anna })),
      );
      expect(first).toMatchObject({
        customer: { customerKind: 'CONSUMER', name: 'Anna', email: anna.email },
        validCustomerStatus: false,
      });
      const business = billingOf(anna, {
        customerKind: 'BUSINESS',
        company: 'Kanzlei Berger',
        country: 'AUT',
        zipCode: '1010',
      });
      const set = checkoutCustomerStateSchema.parse(
        ok(await t.call('PUT', '/api/order/customer', { person: anna, payload: business })),
      );
      expect(set).toMatchObject({
        customer: { customerKind: 'BUSINESS', company: 'Kanzlei Berger', country: 'AUT' },
        validCustomerStatus: true,
        taxNumberRequired: true,
      });
      const withVatId = checkoutCustomerStateSchema.parse(
        ok(
          await t.call('PUT', '/api/order/customer', {
            person: anna,
            payload: { ...business, vatId: 'atu 135 856 27' },
          }),
        ),
      );
      expect(withVatId.customer.vatId).toBe('ATU13585627');
      expect(withVatId.taxNumberRequired).toBe(false);
    });

    it('charges a business abroad German VAT when no VIES service is configured to confirm its VAT id', async () => {
      const franz = newCustomer('Franz');
      ok(await t.call('PUT', '/api/cart', { person: franz, payload: onlineApril() }));
      ok(
        await t.call('PUT', '/api/order/customer', {
          person: franz,
          payload: billingOf(franz, {
            customerKind: 'BUSINESS',
            company: 'Kanzlei Huber',
            country: 'AUT',
            zipCode: '1010',
            city: 'Wien',
            vatId: 'ATU13585627',
          }),
        }),
      );
      const summary = orderSummarySchema.parse(
        ok(await t.call('GET', '/api/order/summary', { person: franz })),
      );
      expect(summary.positions.map((position) => [position.vatCategory, position.vatRate])).toEqual(
        [['STANDARD', 1900]],
      );
    });

    it("starts the next checkout from the billing data of the customer's last order", async () => {
      const anna = newCustomer('Anna');
      const business = billingOf(anna, {
        customerKind: 'BUSINESS',
        company: 'Kanzlei Berger',
        street: 'Ludwigstraße 3',
        zipCode: '80539',
        city: 'München',
        buyerReference: 'Fortbildung 2026',
      });
      ok(await t.call('PUT', '/api/cart', { person: anna, payload: onlineApril() }));
      ok(await t.call('PUT', '/api/order/customer', { person: anna, payload: business }));
      ok(
        await t.call('PUT', '/api/order/payment', {
          person: anna,
          payload: { paymentMethod: 'INVOICE' },
        }),
      );
      await placed(await place(anna));

      ok(await t.call('PUT', '/api/cart', { person: anna, payload: onlineMay() }));
      const next = checkoutCustomerStateSchema.parse(
        ok(await t.call('GET', '/api/order/customer', { person: anna })),
      );
      expect(next.customer).toMatchObject(business);
      expect(next.validCustomerStatus).toBe(true);

      // What this checkout changes is this checkout's, until the next order.
      const moved = { ...business, city: 'Augsburg', zipCode: '86150' };
      ok(await t.call('PUT', '/api/order/customer', { person: anna, payload: moved }));
      const changed = checkoutCustomerStateSchema.parse(
        ok(await t.call('GET', '/api/order/customer', { person: anna })),
      );
      expect(changed.customer).toMatchObject({ city: 'Augsburg', zipCode: '86150' });
    });

    it.each([
      [{ zipCode: '123' }, 'body.zipCode', 'INVALID_FORMAT'],
      [{ email: 'keine-adresse' }, 'body.email', 'INVALID_FORMAT'],
      [{ name: '   ' }, 'body.name', 'REQUIRED'],
      [{ country: 'XXX' }, 'body.country', 'NOT_ALLOWED'],
      [{ customerKind: 'BUSINESS' }, 'body.company', 'REQUIRED'],
      [{ vatId: 'DE136695976' }, 'body.vatId', 'NOT_ALLOWED'],
      [{ vatId: '12', customerKind: 'BUSINESS', company: 'X' }, 'body.vatId', 'INVALID_FORMAT'],
      [{ vatId: 'DE12', customerKind: 'BUSINESS', company: 'X' }, 'body.vatId', 'INVALID_FORMAT'],
      [{ vatId: 'ATU1', customerKind: 'BUSINESS', company: 'X' }, 'body.vatId', 'INVALID_FORMAT'],
      [
        { vatId: 'ATU13585626', customerKind: 'BUSINESS', company: 'X' },
        'body.vatId',
        'INVALID_CHECKSUM',
      ],
      [{ street: 'x'.repeat(121) }, 'body.street', 'TOO_LONG'],
      [{ extra: 1 }, 'body', 'UNKNOWN_FIELD'],
    ])('refuses %j at its field with its code', async (change, field, code) => {
      const anna = newCustomer('Anna');
      const error = errorOf(
        await t.call('PUT', '/api/order/customer', {
          person: anna,
          payload: { ...billingOf(anna), ...change },
        }),
        422,
      );
      expect(error.details).toContainEqual(expect.objectContaining({ path: field, code }));
    });
  });

  describe('the payment method', () => {
    it("offers the seller's methods, refuses one not offered, and none when nothing is to be paid", async () => {
      const anna = newCustomer('Anna');
      ok(await t.call('PUT', '/api/cart', { person: anna, payload: onlineApril() }));
      const payment = checkoutPaymentSchema.parse(
        ok(await t.call('GET', '/api/order/payment', { person: anna })),
      );
      expect(payment.paymentMethod).toBeNull();
      expect(payment.methods.map((method) => method.method)).toEqual(['INVOICE', 'PREPAYMENT']);
      const chosen = checkoutPaymentSchema.parse(
        ok(
          await t.call('PUT', '/api/order/payment', {
            person: anna,
            payload: { paymentMethod: 'PREPAYMENT' },
          }),
        ),
      );
      expect(chosen.paymentMethod).toBe('PREPAYMENT');
      const wrong = errorOf(
        await t.call('PUT', '/api/order/payment', {
          person: anna,
          payload: { paymentMethod: 'CASH' },
        }),
        422,
      );
      expect(wrong.details?.[0]?.path).toBe('body.paymentMethod');

      const ben = newCustomer('Ben');
      await givePackage(t, ben, t.ids.packages.work, 10);
      ok(
        await t.call('PUT', '/api/cart', {
          person: ben,
          payload: { ...onlineApril(), packageIncluded: true },
        }),
      );
      const free = checkoutPaymentSchema.parse(
        ok(await t.call('GET', '/api/order/payment', { person: ben })),
      );
      expect(free).toEqual({ paymentMethod: null, methods: [] });
      const refused = errorOf(
        await t.call('PUT', '/api/order/payment', {
          person: ben,
          payload: { paymentMethod: 'INVOICE' },
        }),
        422,
      );
      expect(refused.details).toEqual([
        { path: 'body.paymentMethod', code: 'NOT_ALLOWED', message: 'nothing is to be paid' },
      ]);
    });
  });

  describe('the summary', () => {
    it('shows dates, place, format and VAT per position, the totals per rate, and the consents', async () => {
      const anna = newCustomer('Anna');
      await checkout(anna, [
        {
          courseId: t.ids.present.courseId,
          scheduleId: t.ids.present.soon,
          priceLevelId: t.ids.present.soonStandard,
        },
        familyApril(),
      ]);
      const summary = orderSummarySchema.parse(
        ok(await t.call('GET', '/api/order/summary', { person: anna })),
      );
      expect(
        summary.positions.map((position) => [
          position.name,
          position.startDate,
          position.city?.name ?? null,
          position.courseType,
          position.discountPriceValue,
          position.netPriceValue,
          position.vatRate,
          position.vatExemptionReason,
        ]),
      ).toEqual([
        ['Arbeit und Familie in Köln', '2027-03-12', 'Köln', 'PRESENT', 49_000, 41_176, 1900, null],
        ['Familienrecht kompakt', '2027-04-20', null, 'ONLINE', 9_950, 9_950, 0, '§ 4 Nr. 21 UStG'],
      ]);
      expect(summary.taxes).toEqual([
        {
          vatCategory: 'STANDARD',
          vatRate: 1900,
          vatExemptionReason: null,
          netValue: 41_176,
          taxValue: 7_824,
          grossValue: 49_000,
        },
        {
          vatCategory: 'EXEMPT',
          vatRate: 0,
          vatExemptionReason: '§ 4 Nr. 21 UStG',
          netValue: 9_950,
          taxValue: 0,
          grossValue: 9_950,
        },
      ]);
      expect(summary).toMatchObject({
        sumValue: 58_950,
        paymentMethod: 'INVOICE',
        validCustomerStatus: true,
        withdrawalApplies: true,
        // The course in Köln starts in two days.
        earlyStartConsentRequired: true,
        termsPath: '/agb',
        privacyPath: '/datenschutz',
      });

      // Without the consent the order is refused at its field; with it, it is placed.
      const refused = errorOf(await place(anna), 422);
      expect(refused.details).toEqual([
        expect.objectContaining({ path: 'body.earlyStartConsent', code: 'REQUIRED' }),
      ]);
      const order = await placed(await place(anna, { acceptTerms: true, earlyStartConsent: true }));
      expect(order.status).toBe('PLACED');
    });

    it('refuses an order whose terms are not accepted, at the field', async () => {
      const anna = newCustomer('Anna');
      await checkout(anna, [onlineApril()]);
      const error = errorOf(await place(anna, { acceptTerms: false }), 422);
      expect(error.details?.[0]?.path).toBe('body.acceptTerms');
    });
  });

  describe("a consumer's paperwork on a durable medium", () => {
    const confirmationTo = async (email: string) =>
      (await mailsInOutbox(db())).filter(
        (mail) => mail.to === email && mail.subject.startsWith('Ihre Bestellung'),
      );
    beforeAll(async () => {
      await db()
        .insert(schema.contentPages)
        .values({
          key: 'terms',
          language: 'de',
          title: 'Allgemeine Geschäftsbedingungen',
          body: '## § 1 Geltungsbereich\n\nDiese AGB gelten für alle Buchungen.',
        })
        .onConflictDoNothing();
    });

    it('shows a consumer the withdrawal notice before ordering, with the seller as its addressee, and a business none', async () => {
      const anna = newCustomer('Anna');
      await checkout(anna, [familyApril()]);
      const summary = orderSummarySchema.parse(
        ok(await t.call('GET', '/api/order/summary', { person: anna })),
      );
      expect(summary.withdrawalNotice?.sections.map((section) => section.heading)).toEqual([
        'Widerrufsrecht',
        'Folgen des Widerrufs',
      ]);
      expect(summary.withdrawalNotice?.sections[0]!.paragraphs.join('\n')).toContain(
        'Kursmarkt GmbH, Hohenzollernring 54, 50672 Köln, E-Mail: buchhaltung@kursmarkt.test',
      );

      ok(
        await t.call('PUT', '/api/order/customer', {
          person: anna,
          payload: billingOf(anna, { customerKind: 'BUSINESS', company: 'Kanzlei Berger' }),
        }),
      );
      const business = orderSummarySchema.parse(
        ok(await t.call('GET', '/api/order/summary', { person: anna })),
      );
      expect([business.withdrawalApplies, business.withdrawalNotice]).toEqual([false, null]);
    });

    it("mails a consumer the withdrawal notice naming the seller, the model form, the terms and the early-start consent's record", async () => {
      const anna = newCustomer('Anna');
      await checkout(anna, [
        {
          courseId: t.ids.present.courseId,
          scheduleId: t.ids.present.soon,
          priceLevelId: t.ids.present.soonStandard,
        },
      ]);
      await placed(await place(anna, { acceptTerms: true, earlyStartConsent: true }));
      const [confirmation] = await confirmationTo(anna.email);
      const text = confirmation!.text;
      expect(text).toContain('Ein Widerruf bis zum 24.03.2027 ist kostenfrei');
      expect(text).toContain('Widerrufsbelehrung\n==================');
      expect(text).toContain('Folgen des Widerrufs\n--------------------');
      expect(text).toContain(
        'Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (Kursmarkt GmbH, Hohenzollernring 54, 50672 Köln, E-Mail: buchhaltung@kursmarkt.test)',
      );
      expect(text).toContain('Muster-Widerrufsformular');
      expect(text).toContain(
        '– An Kursmarkt GmbH, Hohenzollernring 54, 50672 Köln, E-Mail: buchhaltung@kursmarkt.test:',
      );
      expect(text).toContain('(*) Unzutreffendes streichen.');
      expect(text).toContain('Allgemeine Geschäftsbedingungen');
      expect(text).toContain('§ 1 Geltungsbereich');
      expect(text).toContain('Diese AGB gelten für alle Buchungen.');
      expect(text).toContain(
        'Mit Ihrer Bestellung am 10. März 2027 um 11:00 MEZ haben Sie erklärt: „Ich verlange ausdrücklich, dass Sie vor Ablauf der Widerrufsfrist mit der Leistung beginnen.',
      );
    });

    it('records no early-start consent in the mail of a consumer who was not asked for one', async () => {
      const anna = newCustomer('Anna');
      await checkout(anna, [familyApril()]);
      await placed(await place(anna));
      const [confirmation] = await confirmationTo(anna.email);
      expect(confirmation!.text).toContain('Widerrufsbelehrung');
      expect(confirmation!.text).not.toContain('Ich verlange ausdrücklich');
    });

    it('mails a business no withdrawal notice, no model form and no free withdrawal', async () => {
      const ben = newCustomer('Ben');
      ok(await t.call('PUT', '/api/cart', { person: ben, payload: familyApril() }));
      ok(
        await t.call('PUT', '/api/order/customer', {
          person: ben,
          payload: billingOf(ben, { customerKind: 'BUSINESS', company: 'Kanzlei Roth' }),
        }),
      );
      ok(
        await t.call('PUT', '/api/order/payment', {
          person: ben,
          payload: { paymentMethod: 'INVOICE' },
        }),
      );
      await placed(await place(ben));
      const [confirmation] = await confirmationTo(ben.email);
      expect(confirmation!.text).toContain(
        'Nach den Stornobedingungen der Veranstalter stornieren können Sie Ihre Bestellung hier:',
      );
      expect(confirmation!.text).not.toContain('Widerruf');
      expect(confirmation!.text).not.toContain('Muster-Widerrufsformular');
    });
  });

  describe('placing an order', () => {
    it('takes the seat, numbers the invoice, writes the mails and empties the cart', async () => {
      const anna = newCustomer('Anna');
      await checkout(anna, [onlineApril(), familyApril()]);
      const seatsBefore = await booked(t.ids.online.april);
      const mailsBefore = (await mailsInOutbox(db())).length;

      const order = await placed(await place(anna, { acceptTerms: true, sumValue: 29_850 }));

      expect(order).toMatchObject({
        status: 'PLACED',
        paymentMethod: 'INVOICE',
        paymentDeadline: null,
        totalValue: 29_850,
        customer: { name: 'Anna', email: anna.email },
        payment: {
          paymentMethod: 'INVOICE',
          amountValue: 29_850,
          iban: 'DE89370400440532013000',
          reference: order.invoiceNumber,
          dueDate: '2027-03-24',
        },
      });
      expect(order.orderNumber).toMatch(/^KM-[A-Z2-7]{8}$/);
      expect(order.invoiceNumber).toMatch(/^KM-2027-\d+$/);
      expect(order.positions.map((position) => [position.name, position.paidValue])).toEqual([
        ['Arbeitsrecht online', 19_900],
        ['Familienrecht kompakt', 9_950],
      ]);
      expect(await booked(t.ids.online.april)).toBe(seatsBefore + 1);

      const mails = (await mailsInOutbox(db())).slice(mailsBefore);
      expect(mails.map((mail) => mail.to).sort()).toEqual(
        [anna.email, 'eins@eins.example', 'zwei@zwei.example'].sort(),
      );
      const confirmation = mails.find((mail) => mail.to === anna.email)!;
      expect(confirmation.subject).toBe(`Ihre Bestellung ${order.orderNumber} bei Kursmarkt Recht`);
      expect(confirmation.text).toContain(order.invoiceNumber);
      expect(confirmation.text).toContain('298,50');
      // Every mail of the seller ends with its legal details (§ 35a GmbHG, § 37a HGB).
      for (const mail of mails) {
        expect(mail.text).toContain(
          'Registergericht: Amtsgericht Köln · Registernummer: HRB 104277 · Geschäftsführung: Dr. Katrin Albers, Jonas Weidemann',
        );
      }
      const [confirmationRow] = await db()
        .select({ id: schema.outboxMails.id })
        .from(schema.outboxMails)
        .where(eq(schema.outboxMails.subject, confirmation.subject));
      const attachments = await db()
        .select()
        .from(schema.outboxAttachments)
        .where(eq(schema.outboxAttachments.mailId, confirmationRow!.id));
      expect(attachments.map((file) => [file.fileName, file.mediaType])).toEqual([
        [`${order.invoiceNumber}.pdf`, 'application/pdf'],
        ['girocode.png', 'image/png'],
        ['kurs-1.ics', 'text/calendar; charset=utf-8; method=PUBLISH'],
        ['kurs-2.ics', 'text/calendar; charset=utf-8; method=PUBLISH'],
      ]);
      // Each course position has its own ticket; an online course's is not attached.
      const tickets = await db()
        .select({ name: schema.orderPositions.name, code: schema.orderPositions.ticketCode })
        .from(schema.orderPositions)
        .where(eq(schema.orderPositions.orderId, order.id));
      expect(tickets.map((ticket) => ticket.code)).toEqual([
        expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      ]);
      expect(new Set(tickets.map((ticket) => ticket.code)).size).toBe(2);
      expect(new TextDecoder().decode(attachments[0]!.content.subarray(0, 5))).toBe('%PDF-');
      expect(new TextDecoder().decode(attachments[2]!.content)).toContain(
        'SUMMARY:Arbeitsrecht online',
      );

      const cart = ok(await t.call('GET', '/api/cart', { person: anna }));
      expect(cart.positions).toEqual([]);
      expect(cart.id).not.toBe(order.id);

      expect(
        orderSchema.parse(ok(await t.call('GET', `/api/order/${order.id}`, { person: anna }))),
      ).toEqual(order);
      expect(
        paymentInfoSchema.parse(
          ok(await t.call('GET', `/api/order/payment/${order.id}`, { person: anna })),
        ),
      ).toEqual(order.payment);
      const ben = newCustomer('Ben');
      errorOf(await t.call('GET', `/api/order/${order.id}`, { person: ben }), 404);
      errorOf(await t.call('GET', `/api/order/payment/${order.id}`, { person: ben }), 404);
      errorOf(await t.call('GET', '/api/order/not-a-uuid', { person: ben }), 400);
    });

    it('answers a repeat with the same key, and a second tab without a key, with the one order', async () => {
      const anna = newCustomer('Anna');
      await checkout(anna, [onlineMay()]);
      const summary = orderSummarySchema.parse(
        ok(await t.call('GET', '/api/order/summary', { person: anna })),
      );
      const body = { acceptTerms: true, cartId: summary.cartId };
      const first = await place(anna, body, 'key-anna-1');
      const again = await place(anna, body, 'key-anna-1');
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toBe(first.body);
      const secondTab = await placed(await place(anna, body));
      expect(secondTab).toEqual(await placed(first));
      const rows = await db()
        .select()
        .from(schema.orders)
        .where(eq(schema.orders.customerId, anna.customerId));
      expect(rows).toHaveLength(1);
    });

    it('leaves seats, voucher uses, credits and the invoice counter as they were when a date in the middle is full', async () => {
      const anna = newCustomer('Anna');
      const owned = await givePackage(t, anna, t.ids.packages.family, 5);
      const voucherId = await addVoucher(t, {
        code: 'MITTE10',
        kind: 'PERCENT',
        value: 1000,
        maxUses: 5,
      });
      await checkout(anna, [
        onlineApril(),
        { ...familyApril(), packageIncluded: true },
        onlineMay(),
      ]);
      ok(await t.call('GET', '/api/cart/voucher/MITTE10', { person: anna }));
      // The middle date by id fills up after the summary.
      const ids = [t.ids.online.april, t.ids.family.april, t.ids.online.may].sort((a, b) => a - b);
      const middle = ids[1]!;
      await db()
        .update(schema.courseSchedules)
        .set({ seats: sql`${schema.courseSchedules.booked}` })
        .where(eq(schema.courseSchedules.id, middle));
      const snapshot = async () => ({
        seats: await Promise.all(ids.map(booked)),
        voucher: (
          await db().select().from(schema.vouchers).where(eq(schema.vouchers.id, voucherId))
        )[0]!.uses,
        uses: (
          await db()
            .select()
            .from(schema.voucherUses)
            .where(eq(schema.voucherUses.voucherId, voucherId))
        ).length,
        ledger: (
          await db()
            .select()
            .from(schema.creditLedger)
            .where(eq(schema.creditLedger.customerPackageId, owned))
        ).length,
        counters: await db().select().from(schema.invoiceCounters),
        orders: (await db().select().from(schema.orders)).length,
        mails: (await mailsInOutbox(db())).length,
      });
      const before = await snapshot();

      const error = errorOf(await place(anna), 409);

      expect(error.code).toBe('SCHEDULE_FULL');
      const cart = ok(await t.call('GET', '/api/cart', { person: anna }));
      const full = cart.positions.find(
        (position: { scheduleId: number }) => position.scheduleId === middle,
      );
      expect(error.details).toEqual([
        expect.objectContaining({ path: `positions.${full.id}`, code: 'NOT_ALLOWED' }),
      ]);
      expect(await snapshot()).toEqual(before);
      expect(cart.positions).toHaveLength(3);
      await db()
        .update(schema.courseSchedules)
        .set({ seats: 50 })
        .where(eq(schema.courseSchedules.id, middle));
    });

    it('by prepayment awaits the payment until the day before the first course at the latest', async () => {
      const anna = newCustomer('Anna');
      // 12 March: the deadline is 11 March, not 17 March (7 days after 10 March).
      await checkout(
        anna,
        [
          {
            courseId: t.ids.present.courseId,
            scheduleId: t.ids.present.soon,
            priceLevelId: t.ids.present.soonStandard,
          },
        ],
        'PREPAYMENT',
      );
      const order = await placed(await place(anna, { acceptTerms: true, earlyStartConsent: true }));
      expect(order).toMatchObject({
        status: 'AWAITING_PAYMENT',
        paymentMethod: 'PREPAYMENT',
        paymentDeadline: '2027-03-11',
        payment: { dueDate: '2027-03-11', amountValue: 49_000, bankName: 'Commerzbank Köln' },
      });
    });

    it('is paid at once when credits pay everything, and books the credits', async () => {
      const anna = newCustomer('Anna');
      const owned = await givePackage(t, anna, t.ids.packages.work, 10);
      await checkout(anna, [{ ...onlineApril(), packageIncluded: true }], null);
      const order = await placed(await place(anna));
      expect(order).toMatchObject({
        status: 'PAID',
        paymentMethod: null,
        totalValue: 0,
        creditsUsed: 5,
        payment: { dueDate: null, amountValue: 0 },
      });
      const ledger = await db()
        .select()
        .from(schema.creditLedger)
        .where(eq(schema.creditLedger.customerPackageId, owned));
      expect(ledger.map((entry) => [entry.reason, entry.delta])).toEqual([
        ['PURCHASE', 10],
        ['BOOKING', -5],
      ]);
    });

    it('asks for the proof a course requires; the owner alone gets it back', async () => {
      const anna = newCustomer('Anna');
      await checkout(anna, [
        {
          courseId: t.ids.specialist.courseId,
          scheduleId: t.ids.specialist.september,
          priceLevelId: t.ids.specialist.septemberStandard,
        },
      ]);
      const summary = orderSummarySchema.parse(
        ok(await t.call('GET', '/api/order/summary', { person: anna })),
      );
      const positionId = summary.positions[0]!.id;
      expect(summary.missingProofs).toEqual([positionId]);
      expect(summary.positions[0]!.proofHint).toBe('Zulassungsurkunde');
      const missing = errorOf(await place(anna), 409);
      expect(missing).toMatchObject({ code: 'PROOF_MISSING' });

      const ben = newCustomer('Ben');
      errorOf(
        await t.call('POST', '/api/order/file-upload', {
          person: ben,
          payload: proofForm(positionId),
        }),
        404,
      );
      const wrongType = errorOf(
        await t.call('POST', '/api/order/file-upload', {
          person: anna,
          payload: proofForm(positionId, new TextEncoder().encode('just text')),
        }),
        415,
      );
      expect(wrongType.code).toBe('FILE_TYPE_NOT_ALLOWED');
      const badId = errorOf(
        await t.call('POST', '/api/order/file-upload', {
          person: anna,
          payload: proofForm('7'),
        }),
        422,
      );
      expect(badId.details?.[0]).toMatchObject({ path: 'body.positionId', code: 'INVALID_FORMAT' });

      const proof = ok(
        await t.call('POST', '/api/order/file-upload', {
          person: anna,
          payload: proofForm(positionId, pdf, '../../Zulassung.pdf'),
        }),
        201,
      );
      expect(proof).toMatchObject({
        positionId,
        originalName: 'Zulassung.pdf',
        mediaType: 'application/pdf',
      });
      const document = await t.call(
        'GET',
        `/api/order/position/${positionId}/document/${proof.id}`,
        {
          person: anna,
        },
      );
      expect(document.statusCode).toBe(200);
      expect(new Uint8Array(document.rawPayload)).toEqual(pdf);
      errorOf(
        await t.call('GET', `/api/order/position/${positionId}/document/${proof.id}`, {
          person: ben,
        }),
        404,
      );

      const order = await placed(await place(anna));
      const orderPosition = order.positions[0]!;
      expect(orderPosition.proofId).toBe(proof.id);
      const again = await t.call(
        'GET',
        `/api/order/position/${orderPosition.id}/document/${proof.id}`,
        { person: anna },
      );
      expect(again.statusCode).toBe(200);
      errorOf(
        await t.call('GET', `/api/order/position/${orderPosition.id}/document/${proof.id}`, {
          person: ben,
        }),
        404,
      );
    });

    it('keeps no file of a proof whose transaction fails: a package position takes none', async () => {
      const anna = newCustomer('Anna');
      await checkout(anna, [{ packageId: t.ids.packages.work }]);
      const [position] = await db()
        .select({ id: schema.cartPositions.id })
        .from(schema.cartPositions)
        .innerJoin(schema.carts, eq(schema.carts.id, schema.cartPositions.cartId))
        .where(eq(schema.carts.customerId, anna.customerId));
      // Invoices' documents arrive in the storage by a job meanwhile; uploads do not. Files
      // only: a folder may stay empty.
      const uploadFiles = async () =>
        (await readdir(storageDir, { recursive: true })).filter(
          (name) => name.startsWith('uploads/') && name.split('/').length === 3,
        );
      const filesBefore = await uploadFiles();
      errorOf(
        await t.call('POST', '/api/order/file-upload', {
          person: anna,
          payload: proofForm(position!.id),
        }),
        404,
      );
      expect(await uploadFiles()).toEqual(filesBefore);
      expect(
        await db()
          .select()
          .from(schema.uploads)
          .where(eq(schema.uploads.ownerCustomerId, anna.customerId)),
      ).toEqual([]);
    });

    it('refuses an issued invoice a change of its document fields', async () => {
      // An invoice of its own: the job that stores an order's documents sets their key.
      const [order] = await db().select().from(schema.orders).limit(1);
      const [invoice] = await db()
        .insert(schema.invoices)
        .values({
          sellerId: 'immutability-test',
          number: 'IT-2027-1',
          kind: 'INVOICE',
          orderId: order!.id,
          issuedAt: catalogueNow,
          totalCents: 100,
        })
        .returning();
      expect(invoice!.documentKey).toBeNull();
      await expect(
        db()
          .update(schema.invoices)
          .set({ totalCents: invoice!.totalCents + 1 })
          .where(eq(schema.invoices.id, invoice!.id)),
      ).rejects.toThrow();
      await expect(
        db().delete(schema.invoices).where(eq(schema.invoices.id, invoice!.id)),
      ).rejects.toThrow();
      await db()
        .update(schema.invoices)
        .set({ documentKey: `invoices/${invoice!.id}.pdf` })
        .where(eq(schema.invoices.id, invoice!.id));
      await expect(
        db()
          .update(schema.invoices)
          .set({ documentKey: 'invoices/other.pdf' })
          .where(eq(schema.invoices.id, invoice!.id)),
      ).rejects.toThrow();
    });
  });

  describe('expiry', () => {
    it('expires an unpaid prepayment order after its deadline: seats, voucher and credits come back, the invoice is credited, and a mail carries the cancellation invoice', async () => {
      const anna = newCustomer('Anna');
      const owned = await givePackage(t, anna, t.ids.packages.family, 5);
      const voucherId = await addVoucher(t, { code: 'VORKASSE5', kind: 'FIXED', value: 500 });
      await checkout(
        anna,
        [onlineApril(), { ...familyApril(), packageIncluded: true }],
        'PREPAYMENT',
      );
      ok(await t.call('GET', '/api/cart/voucher/VORKASSE5', { person: anna }));
      const seats = [await booked(t.ids.online.april), await booked(t.ids.family.april)];
      const order = await placed(await place(anna));
      expect(order).toMatchObject({ status: 'AWAITING_PAYMENT', paymentDeadline: '2027-03-17' });
      expect(await booked(t.ids.online.april)).toBe(seats[0]! + 1);

      // On the deadline's day the order still holds its seats.
      t.clock.set(new Date('2027-03-17T22:00:00Z'));
      await runJob(t.app, expireOrdersJob);
      expect(ok(await t.call('GET', `/api/order/${order.id}`, { person: anna })).status).toBe(
        'AWAITING_PAYMENT',
      );
      const mailsBefore = (await mailsInOutbox(db())).length;
      t.clock.set(new Date('2027-03-17T23:30:00Z'));
      try {
        await runJob(t.app, expireOrdersJob);
      } finally {
        t.clock.set(catalogueNow);
      }
      const expired = orderSchema.parse(
        ok(await t.call('GET', `/api/order/${order.id}`, { person: anna })),
      );
      expect(expired.status).toBe('EXPIRED');
      expect(expired.positions.map((position) => position.status)).toEqual([
        'CANCELLED',
        'CANCELLED',
      ]);
      expect([await booked(t.ids.online.april), await booked(t.ids.family.april)]).toEqual(seats);
      const [voucher] = await db()
        .select()
        .from(schema.vouchers)
        .where(eq(schema.vouchers.id, voucherId));
      expect(voucher!.uses).toBe(0);
      const ledger = await db()
        .select()
        .from(schema.creditLedger)
        .where(eq(schema.creditLedger.customerPackageId, owned));
      expect(ledger.map((entry) => [entry.reason, entry.delta])).toEqual([
        ['PURCHASE', 5],
        ['BOOKING', -2.5],
        ['CANCELLATION', 2.5],
      ]);
      // The invoice is credited in full by a cancellation invoice, which the mail carries.
      const invoices = customerInvoiceSchema
        .array()
        .parse(ok(await t.call('GET', '/api/customer/invoices', { person: anna })));
      const credit = invoices.find((invoice) => invoice.cancels === order.invoiceNumber)!;
      expect(credit).toMatchObject({ kind: 'CANCELLATION', totalCents: order.totalValue });
      expect(invoices.find((invoice) => invoice.number === order.invoiceNumber)!.status).toBe(
        'CREDITED',
      );
      const written = (await mailsInOutbox(db())).slice(mailsBefore);
      // Each organizer learns that the seats are free again, and why.
      const organizerMails = written.filter((mail) => mail.to !== anna.email);
      expect(organizerMails.length).toBeGreaterThan(0);
      for (const mail of organizerMails) {
        expect(mail.subject).toBe(
          `Stornierung zur Buchung ${order.orderNumber} über Kursmarkt Recht`,
        );
        expect(mail.text).toContain('Grund: die Bestellung wurde nicht rechtzeitig bezahlt');
      }
      const mails = written.filter((mail) => mail.to === anna.email);
      expect(mails).toEqual([
        expect.objectContaining({
          to: anna.email,
          subject: `Ihre Bestellung ${order.orderNumber} ist verfallen`,
        }),
      ]);
      expect(mails[0]!.text).toContain(`Die Stornorechnung ${credit.number} liegt bei`);
      const attachments = await db()
        .select({ fileName: schema.outboxAttachments.fileName })
        .from(schema.outboxAttachments)
        .innerJoin(schema.outboxMails, eq(schema.outboxMails.id, schema.outboxAttachments.mailId))
        .where(eq(schema.outboxMails.subject, mails[0]!.subject));
      expect(attachments).toEqual([{ fileName: `${credit.number}.pdf` }]);
    });
  });

  describe('every order call', () => {
    it('answers 404 for an order id that is not the caller’s, and 401 without a token', async () => {
      const rows = await db().select({ id: schema.orders.id }).from(schema.orders).limit(1);
      const someone = newCustomer('Someone');
      for (const url of [`/api/order/${rows[0]!.id}`, `/api/order/payment/${rows[0]!.id}`]) {
        errorOf(await t.call('GET', url, { person: someone }), 404);
        errorOf(await t.call('GET', url), 401);
      }
    });
  });
});
