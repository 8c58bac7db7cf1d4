// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancellationSchema,
  customerInvoiceSchema,
  type CustomerInvoice,
  type Order,
} from '@kursmarkt/schemas';
import {
  aprilDates,
  bodyOf,
  catalogueNow,
  errorOf,
  newCustomer,
  openCartTestApp,
  orderOnInvoice,
  recht,
  reno,
  type CartTestApp,
  type Person,
} from '../booking/test-support.ts';
import * as schema from '../db/schema.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';
import { changeStatusAsOperator } from '../orders/status.ts';

describe.each(testDatabaseTargets())("the customer's invoices on $name", (target) => {
  let t: CartTestApp;
  const anna = newCustomer('Anna');
  const paul = newCustomer('Paul');
  /** Anna's orders: paid and kept, paid and cancelled late, unpaid and cancelled in part. */
  let paid: Order;
  let paidCancelled: Order;
  let partlyCancelled: Order;

  const db = () => t.database.database.db;
  const onlineApril = () => aprilDates(t).online;
  const familyApril = () => aprilDates(t).family;
  const order = (person: Person, positions: object[]) => orderOnInvoice(t, person, positions);
  /** The transfer arrived: the operator records it, as `POST /api/order/status` does. */
  async function pay(placed: Order) {
    const [row] = await db()
      .select({ domain: schema.orders.domain })
      .from(schema.orders)
      .where(eq(schema.orders.id, placed.id));
    await changeStatusAsOperator(db(), placed.id, 'PAID', 'operator', row!.domain, t.clock.now());
  }
  const cancel = async (placed: Order, positionIds?: string[]) =>
    cancellationSchema.parse(
      bodyOf(
        await t.call('POST', `/api/order/${placed.id}/cancellation`, {
          person: anna,
          payload: positionIds ? { positionIds } : {},
        }),
        201,
      ),
    );
  const invoicesOf = async (person: Person, { host = recht, query = '' } = {}) =>
    customerInvoiceSchema
      .array()
      .parse(bodyOf(await t.call('GET', `/api/customer/invoices${query}`, { person, host })));
  const summary = (invoice: CustomerInvoice) => [
    invoice.kind,
    invoice.status,
    invoice.orderNumber,
    invoice.totalCents,
    invoice.cancels,
  ];

  beforeAll(async () => {
    t = await openCartTestApp(target);
    t.clock.set(new Date('2027-03-01T10:00:00Z'));
    partlyCancelled = await order(anna, [onlineApril(), familyApril()]);
    const online = partlyCancelled.positions.find(
      (position) => position.scheduleId === t.ids.online.april,
    )!;
    t.clock.set(new Date('2027-03-02T10:00:00Z'));
    await cancel(partlyCancelled, [online.id]);

    t.clock.set(new Date('2027-03-03T10:00:00Z'));
    paid = await order(anna, [familyApril()]);
    await pay(paid);

    t.clock.set(new Date('2027-03-04T10:00:00Z'));
    paidCancelled = await order(anna, [onlineApril()]);
    await pay(paidCancelled);
    // A late cancellation: its organizer keeps a quarter.
    await db()
      .update(schema.organizers)
      .set({ cancellationFreeDays: 60, cancellationFeeBp: 2500 })
      .where(eq(schema.organizers.id, t.ids.organizers.eins));
    try {
      t.clock.set(new Date('2027-03-05T10:00:00Z'));
      await cancel(paidCancelled);
    } finally {
      await db()
        .update(schema.organizers)
        .set({ cancellationFreeDays: 14, cancellationFeeBp: 10000 })
        .where(eq(schema.organizers.id, t.ids.organizers.eins));
      t.clock.set(catalogueNow);
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('lists every invoice, cancellation invoice and fee invoice, the newest first, with its status by payment and credit', async () => {
    const invoices = await invoicesOf(anna);
    const online = paidCancelled.totalValue;
    const fee = Math.round(online / 4);

    expect(invoices.map(summary)).toEqual([
      ['FEE', 'PAID', paidCancelled.orderNumber, fee, null],
      ['CANCELLATION', 'OPEN', paidCancelled.orderNumber, online, expect.any(String)],
      ['INVOICE', 'CREDITED', paidCancelled.orderNumber, online, null],
      ['INVOICE', 'PAID', paid.orderNumber, paid.totalValue, null],
      [
        'CANCELLATION',
        'CREDITED',
        partlyCancelled.orderNumber,
        expect.any(Number),
        partlyCancelled.invoiceNumber,
      ],
      ['INVOICE', 'OPEN', partlyCancelled.orderNumber, partlyCancelled.totalValue, null],
    ]);
    expect(invoices[1]!.cancels).toBe(invoices[2]!.number);
    expect(invoices.map((invoice) => invoice.issuedOn)).toEqual([
      '2027-03-05',
      '2027-03-05',
      '2027-03-04',
      '2027-03-03',
      '2027-03-02',
      '2027-03-01',
    ]);
  });

  it('lists the invoices issued in one year when a year is asked for', async () => {
    expect(await invoicesOf(anna, { query: '?year=2027' })).toHaveLength(6);
    expect(await invoicesOf(anna, { query: '?year=2026' })).toEqual([]);
  });

  it("gives another customer, and the same customer on another domain, none of Anna's invoices", async () => {
    expect(await invoicesOf(paul)).toEqual([]);
    expect(await invoicesOf(anna, { host: reno })).toEqual([]);
  });

  it("answers 404 to another customer's download of one of Anna's invoices, in either format", async () => {
    const [newest] = await invoicesOf(anna);
    for (const format of ['pdf', 'xml']) {
      errorOf(
        await t.call('GET', `/api/customer-invoice/${newest!.id}?format=${format}`, {
          person: paul,
        }),
        404,
      );
      const own = await t.call('GET', `/api/customer-invoice/${newest!.id}?format=${format}`, {
        person: anna,
      });
      expect(own.statusCode).toBe(200);
    }
  });

  it('refuses a caller without a token with 401', async () => {
    errorOf(await t.call('GET', '/api/customer/invoices'), 401);
  });

  it('refuses a year that is no year or out of range, naming the field and why', async () => {
    const refusal = async (query: string) =>
      errorOf(
        await t.call('GET', `/api/customer/invoices${query}`, { person: anna }),
        400,
      ).details?.map((detail) => [detail.path, detail.code]);

    expect(await refusal('?year=zwanzig')).toEqual([['query.year', 'WRONG_TYPE']]);
    expect(await refusal('?year=1999')).toEqual([['query.year', 'TOO_SMALL']]);
    expect(await refusal('?size=5')).toEqual([['query', 'UNKNOWN_FIELD']]);
  });
});
