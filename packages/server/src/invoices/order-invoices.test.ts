// @vitest-environment node
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema, orderSummarySchema, type Order } from '@kursmarkt/schemas';
import {
  billingOf,
  addVoucher,
  bodyOf,
  errorOf,
  givePackage,
  newCustomer,
  openCartTestApp,
  type CartTestApp,
  type Person,
} from '../booking/test-support.ts';
import * as schema from '../db/schema.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';
import type { FinishedJob } from '../jobs/jobs.ts';
import { folderStorage } from '../storage/folder-storage.ts';
import { renderInvoiceDocumentsJob, storeInvoiceDocumentsJob } from './stored-documents.ts';
import { invoiceCases } from './test-support/invoice-cases.ts';
import { readPdf } from './test-support/read-pdf.ts';
import { compiledRules, failedEn16931Rules } from './test-support/validate-en16931.ts';
import { recordedVies } from '../vat-ids/test-support.ts';

const leitwegId = '04011000-12345-67';

const germanBusiness = (person: Person) =>
  billingOf(person, {
    customerKind: 'BUSINESS',
    company: 'Kanzlei Berger',
    vatId: 'DE136695976',
    buyerReference: leitwegId,
  });
const austrianBusiness = (person: Person) =>
  billingOf(person, {
    customerKind: 'BUSINESS',
    company: 'Kanzlei Huber',
    street: 'Graben 1',
    zipCode: '1010',
    city: 'Wien',
    country: 'AUT',
    vatId: 'ATU13585627',
  });

const bytesOf = (response: LightMyRequestResponse) => response.rawPayload;

describe.each(testDatabaseTargets())('invoices of real orders on $name', (target) => {
  let t: CartTestApp;
  let storageDir: string;
  const vies = recordedVies();
  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(tmpdir(), 'kursmarkt-invoices-'));
    t = await openCartTestApp(target, {
      storage: folderStorage(storageDir),
      vatIdConfirmation: vies.confirmation,
    });
    // The first run on a machine compiles the official rules (half a minute to a minute).
    await compiledRules();
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await rm(storageDir, { recursive: true, force: true });
  }, 60_000);

  const db = () => t.database.database.db;
  const onlineApril = () => ({
    courseId: t.ids.online.courseId,
    scheduleId: t.ids.online.april,
    priceLevelId: t.ids.online.aprilStandard,
  });
  const presentSoon = () => ({
    courseId: t.ids.present.courseId,
    scheduleId: t.ids.present.soon,
    priceLevelId: t.ids.present.soonStandard,
  });
  const familyApril = () => ({
    courseId: t.ids.family.courseId,
    scheduleId: t.ids.family.april,
    priceLevelId: t.ids.family.aprilStandard,
  });

  /** Waits for the next run of the job that moves invoice documents into the storage. */
  const documentsStored = () =>
    new Promise<FinishedJob>((resolve) => {
      const listener = (job: FinishedJob) => {
        if (job.name !== storeInvoiceDocumentsJob) return;
        t.app.jobs.events.off('finished', listener);
        resolve(job);
      };
      t.app.jobs.events.on('finished', listener);
    });

  /** A customer orders `positions` with `billing` through the checkout calls. */
  async function order(
    person: Person,
    positions: object[],
    billing: object,
    paymentMethod: 'INVOICE' | 'PREPAYMENT' | null = 'INVOICE',
    placeOptions: object = {},
  ): Promise<Order> {
    for (const payload of positions) bodyOf(await t.call('PUT', '/api/cart', { person, payload }));
    bodyOf(await t.call('PUT', '/api/order/customer', { person, payload: billing }));
    if (paymentMethod) {
      bodyOf(await t.call('PUT', '/api/order/payment', { person, payload: { paymentMethod } }));
    }
    return orderSchema.parse(
      bodyOf(
        await t.call('PUT', '/api/order', {
          person,
          payload: { acceptTerms: true, ...placeOptions },
        }),
        201,
      ),
    );
  }

  const invoiceOf = (person: Person, placed: Order, format: 'pdf' | 'xml' = 'pdf') =>
    t.call('GET', `/api/customer-invoice/${placed.invoiceId!}?format=${format}`, { person });

  /** The invoice's XML as downloaded, after checking it is the one inside the PDF. */
  async function downloadedXml(person: Person, placed: Order) {
    const pdf = await invoiceOf(person, placed);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const xml = await invoiceOf(person, placed, 'xml');
    expect(xml.statusCode, xml.body).toBe(200);
    expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
    const embedded = (await readPdf(bytesOf(pdf))).attachments.get('factur-x.xml');
    expect(embedded?.toString('utf8')).toBe(xml.body);
    return xml.body;
  }

  it('keeps the invoice of a German business as issued: the same bytes before and after the job moves them into the storage, with the Leitweg-ID as BT-10', async () => {
    const anna = newCustomer('Anna');
    const stored = documentsStored();
    const placed = await order(anna, [onlineApril()], germanBusiness(anna));
    const first = await invoiceOf(anna, placed);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-disposition']).toBe(
      `attachment; filename="${placed.invoiceNumber!}.pdf"`,
    );
    expect((await stored).error).toBeUndefined();

    const [row] = await db()
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.id, placed.invoiceId!));
    expect(row!.documentKey).toBe(`invoices/${placed.invoiceId!.slice(0, 2)}/${placed.invoiceId!}`);
    expect(
      await db()
        .select()
        .from(schema.pendingInvoiceDocuments)
        .where(eq(schema.pendingInvoiceDocuments.invoiceId, placed.invoiceId!)),
    ).toEqual([]);
    expect(
      (await readdir(path.join(storageDir, 'invoices', placed.invoiceId!.slice(0, 2)))).filter(
        (name) => name.startsWith(placed.invoiceId!),
      ),
    ).toEqual([`${placed.invoiceId!}.pdf`, `${placed.invoiceId!}.xml`]);
    const again = await invoiceOf(anna, placed);
    expect(Buffer.compare(bytesOf(again), bytesOf(first))).toBe(0);

    const xml = await downloadedXml(anna, placed);
    expect(xml).toContain(`<ram:BuyerReference>${leitwegId}</ram:BuyerReference>`);
    expect(xml).toContain('<ram:ID schemeID="VA">DE136695976</ram:ID>');
    expect(await failedEn16931Rules(xml)).toEqual([]);
  }, 60_000);

  it('charges a business in another EU country its online course under reverse charge and its course in Köln with German VAT, in the summary, the order and the invoice', async () => {
    const huber = newCustomer('Franz');
    vies.answer('valid');
    for (const payload of [onlineApril(), presentSoon()])
      bodyOf(await t.call('PUT', '/api/cart', { person: huber, payload }));
    bodyOf(
      await t.call('PUT', '/api/order/customer', {
        person: huber,
        payload: austrianBusiness(huber),
      }),
    );
    const summary = orderSummarySchema.parse(
      bodyOf(await t.call('GET', '/api/order/summary', { person: huber })),
    );
    expect(
      summary.positions.map((position) => [
        position.vatCategory,
        position.priceValue,
        position.discountPriceValue,
        position.netPriceValue,
        position.vatRate,
      ]),
    ).toEqual([
      ['REVERSE_CHARGE', 16_723, 16_723, 16_723, 0],
      ['STANDARD', 49_000, 49_000, 41_176, 1900],
    ]);
    expect(summary.sumValue).toBe(16_723 + 49_000);
    expect(summary.taxes).toEqual([
      expect.objectContaining({ vatCategory: 'STANDARD', netValue: 41_176, taxValue: 7_824 }),
      expect.objectContaining({ vatCategory: 'REVERSE_CHARGE', netValue: 16_723, taxValue: 0 }),
    ]);

    bodyOf(
      await t.call('PUT', '/api/order/payment', {
        person: huber,
        payload: { paymentMethod: 'INVOICE' },
      }),
    );
    const placed = orderSchema.parse(
      bodyOf(
        await t.call('PUT', '/api/order', {
          person: huber,
          payload: { acceptTerms: true, sumValue: summary.sumValue },
        }),
        201,
      ),
    );
    expect(placed).toMatchObject({ totalValue: 65_723, netValue: 57_899, taxValue: 7_824 });
    expect(placed.positions.map((position) => position.vatCategory)).toEqual([
      'REVERSE_CHARGE',
      'STANDARD',
    ]);
    const xml = await downloadedXml(huber, placed);
    expect(xml).toContain('<ram:CategoryCode>AE</ram:CategoryCode>');
    expect(xml).toContain('Steuerschuldnerschaft des Leistungsempfängers');
    expect(xml).toContain('<ram:ID schemeID="VA">ATU13585627</ram:ID>');
    expect(await failedEn16931Rules(xml)).toEqual([]);
  }, 60_000);

  it('issues valid invoices to a consumer paying in advance, for an exempt course, with a voucher, and at a total of 0 paid with credits', async () => {
    const consumer = newCustomer('Clara');
    const prepaid = await order(consumer, [onlineApril()], billingOf(consumer), 'PREPAYMENT');
    expect(prepaid.payment.giroCode).toMatch(/^<svg /);
    const [confirmation] = await db()
      .select({ id: schema.outboxMails.id, text: schema.outboxMails.text })
      .from(schema.outboxMails)
      .where(eq(schema.outboxMails.recipient, consumer.email));
    expect(confirmation!.text).toContain('GiroCode');
    const attached = await db()
      .select({
        fileName: schema.outboxAttachments.fileName,
        content: schema.outboxAttachments.content,
      })
      .from(schema.outboxAttachments)
      .where(eq(schema.outboxAttachments.mailId, confirmation!.id));
    expect(attached.map((file) => file.fileName)).toEqual([
      `${prepaid.invoiceNumber!}.pdf`,
      'girocode.png',
      'kurs-1.ics',
    ]);
    // The mail's PDF is the invoice as issued and stored.
    expect(
      Buffer.compare(
        Buffer.from(attached[0]!.content),
        bytesOf(await invoiceOf(consumer, prepaid)),
      ),
    ).toBe(0);

    const exempt = newCustomer('Erik');
    const exemptOrder = await order(exempt, [familyApril()], billingOf(exempt));
    expect(exemptOrder.positions[0]).toMatchObject({
      vatCategory: 'EXEMPT',
      vatExemptionReason: '§ 4 Nr. 21 UStG',
    });

    const voucherId = await addVoucher(t, {
      code: 'HERBST10',
      kind: 'PERCENT',
      value: 1000,
      validFrom: '2027-01-01',
      validUntil: '2027-12-31',
    });
    expect(voucherId).toBeGreaterThan(0);
    const saver = newCustomer('Vera');
    bodyOf(await t.call('PUT', '/api/cart', { person: saver, payload: onlineApril() }));
    bodyOf(await t.call('GET', '/api/cart/voucher/HERBST10', { person: saver }));
    const discounted = await order(saver, [], billingOf(saver));
    expect(discounted.totalValue).toBe(17_910);

    const creditor = newCustomer('Paul');
    await givePackage(t, creditor, t.ids.packages.work, 10);
    const free = await order(
      creditor,
      [{ ...onlineApril(), packageIncluded: true }],
      billingOf(creditor),
      null,
    );
    expect(free).toMatchObject({ totalValue: 0, status: 'PAID' });
    expect(free.payment.giroCode).toBeNull();

    for (const [person, placed] of [
      [consumer, prepaid],
      [exempt, exemptOrder],
      [saver, discounted],
      [creditor, free],
    ] as const) {
      const xml = await downloadedXml(person, placed);
      expect(await failedEn16931Rules(xml), placed.invoiceNumber!).toEqual([]);
    }
  }, 120_000);

  it('answers an invoice only to its owner: 404 for another customer, an unknown id or a guest token of another order, 401 without credentials', async () => {
    const owner = newCustomer('Olga');
    const placed = await order(owner, [familyApril()], billingOf(owner));
    const stranger = newCustomer('Sven');
    expect(errorOf(await invoiceOf(stranger, placed), 404).code).toBe('NOT_FOUND');
    expect(
      errorOf(
        await t.call('GET', '/api/customer-invoice/00000000-0000-4000-8000-000000000000', {
          person: owner,
        }),
        404,
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      errorOf(
        await t.call('GET', `/api/customer-invoice/${placed.invoiceId!}`, {
          headers: { 'x-order': placed.id, 'x-auth': 'A'.repeat(43) },
        }),
        404,
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      errorOf(await t.call('GET', `/api/customer-invoice/${placed.invoiceId!}`), 401).code,
    ).toBe('UNAUTHORIZED');
    expect(
      errorOf(
        await t.call('GET', `/api/customer-invoice/${placed.invoiceId!}?format=docx`, {
          person: owner,
        }),
        400,
      ).details,
    ).toEqual([expect.objectContaining({ path: 'query.format', code: 'NOT_ALLOWED' })]);
  });

  it('renders an order’s documents after the commit once, however many runs meet: a download before the job, the job, one confirmation carrying the same PDF and one mail to the organizer', async () => {
    const ida = newCustomer('Ida');
    bodyOf(await t.call('PUT', '/api/cart', { person: ida, payload: onlineApril() }));
    bodyOf(await t.call('PUT', '/api/order/customer', { person: ida, payload: billingOf(ida) }));
    bodyOf(
      await t.call('PUT', '/api/order/payment', {
        person: ida,
        payload: { paymentMethod: 'INVOICE' },
      }),
    );
    // Placed without the test app's render after the call: the documents wait for the job.
    const placed = orderSchema.parse(
      bodyOf(
        await t.app.inject({
          method: 'PUT',
          url: '/api/order',
          headers: {
            host: 'recht.kursmarkt.test',
            authorization: `Bearer ${await t.tokenOf(ida)}`,
          },
          payload: { acceptTerms: true },
        }),
        201,
      ),
    );
    // The organizer's mail is written into the outbox by the same job, with the confirmation.
    const organizerMails = () =>
      db()
        .select({ id: schema.outboxMails.id })
        .from(schema.outboxMails)
        .innerJoin(schema.organizers, eq(schema.organizers.email, schema.outboxMails.recipient))
        .where(like(schema.outboxMails.subject, `%${placed.orderNumber}%`));
    expect(await organizerMails()).toEqual([]);
    const [pdf] = await Promise.all([
      invoiceOf(ida, placed),
      t.app.invoiceDocuments.render(placed.invoiceId!),
      t.app.invoiceDocuments.render(placed.invoiceId!),
      t.app.jobs.enqueue(db(), renderInvoiceDocumentsJob, { invoiceId: placed.invoiceId! }),
    ]);
    expect(pdf.statusCode, pdf.body).toBe(200);
    await t.app.invoiceDocuments.render(placed.invoiceId!);

    expect(
      await db()
        .select()
        .from(schema.pendingInvoiceRenders)
        .where(eq(schema.pendingInvoiceRenders.invoiceId, placed.invoiceId!)),
    ).toEqual([]);
    const confirmations = await db()
      .select({ id: schema.outboxMails.id, text: schema.outboxMails.text })
      .from(schema.outboxMails)
      .where(eq(schema.outboxMails.recipient, ida.email));
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.text).toContain(placed.invoiceNumber!);
    const attached = await db()
      .select({
        fileName: schema.outboxAttachments.fileName,
        content: schema.outboxAttachments.content,
      })
      .from(schema.outboxAttachments)
      .where(eq(schema.outboxAttachments.mailId, confirmations[0]!.id));
    expect(attached.map((file) => file.fileName)).toEqual([
      `${placed.invoiceNumber!}.pdf`,
      'girocode.png',
      'kurs-1.ics',
    ]);
    expect(Buffer.compare(Buffer.from(attached[0]!.content), bytesOf(pdf))).toBe(0);
    expect(await organizerMails()).toHaveLength(1);
    const again = await invoiceOf(ida, placed);
    expect(Buffer.compare(bytesOf(again), bytesOf(pdf))).toBe(0);
  });

  it('keeps no document and adds no job when the transaction that issues the invoice rolls back', async () => {
    const [anyOrder] = await db().select().from(schema.orders).limit(1);
    const rollback = new Error('rolled back on purpose');
    let invoiceId = '';
    await expect(
      db().transaction(async (tx) => {
        const [invoice] = await tx
          .insert(schema.invoices)
          .values({
            sellerId: 'rollback-test',
            number: 'RB-2027-1',
            kind: 'INVOICE',
            orderId: anyOrder!.id,
            issuedAt: t.clock.now(),
            totalCents: 0,
          })
          .returning();
        invoiceId = invoice!.id;
        await t.app.invoiceDocuments.issue(tx, invoiceId, {
          invoice: {
            ...invoiceCases['standard 19 % to a consumer without a VAT id'],
            number: 'RB-2027-1',
          },
        });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(invoiceId).not.toBe('');
    // The job of the rolled-back transaction is gone with it; a run for the id finds nothing.
    await t.app.invoiceDocuments.render(invoiceId);
    expect(
      await db()
        .select()
        .from(schema.pendingInvoiceRenders)
        .where(eq(schema.pendingInvoiceRenders.invoiceId, invoiceId)),
    ).toEqual([]);
    expect(
      await db()
        .select()
        .from(schema.pendingInvoiceDocuments)
        .where(eq(schema.pendingInvoiceDocuments.invoiceId, invoiceId)),
    ).toEqual([]);
    const files = await readdir(storageDir, { recursive: true });
    expect(files.filter((name) => name.includes(invoiceId))).toEqual([]);
  });
});
