// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema, orderSummarySchema, type OrderSummary } from '@kursmarkt/schemas';
import {
  billingOf,
  bodyOf,
  newCustomer,
  openCartTestApp,
  type CartTestApp,
  type Person,
} from '../booking/test-support.ts';
import * as schema from '../db/schema.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';
import { recordedVies } from './test-support.ts';

const austrianBusiness = (person: Person) =>
  billingOf(person, {
    customerKind: 'BUSINESS',
    company: 'Kanzlei Huber GmbH',
    street: 'Graben 1',
    zipCode: '1010',
    city: 'Wien',
    country: 'AUT',
    vatId: 'ATU13585627',
  });

const categoriesOf = (summary: Pick<OrderSummary, 'positions'>) =>
  summary.positions.map((position) => [position.vatCategory, position.vatRate]);

describe.each(testDatabaseTargets())('reverse charge after VIES on $name', (target) => {
  let t: CartTestApp;
  const vies = recordedVies();
  beforeAll(async () => {
    t = await openCartTestApp(target, { vatIdConfirmation: vies.confirmation });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  const db = () => t.database.database.db;
  const onlineApril = () => ({
    courseId: t.ids.online.courseId,
    scheduleId: t.ids.online.april,
    priceLevelId: t.ids.online.aprilStandard,
  });

  /** An Austrian business fills its checkout with the online course and looks at the summary. */
  async function checkout(person: Person) {
    bodyOf(await t.call('PUT', '/api/cart', { person, payload: onlineApril() }));
    bodyOf(
      await t.call('PUT', '/api/order/customer', { person, payload: austrianBusiness(person) }),
    );
    bodyOf(
      await t.call('PUT', '/api/order/payment', { person, payload: { paymentMethod: 'INVOICE' } }),
    );
    return orderSummarySchema.parse(bodyOf(await t.call('GET', '/api/order/summary', { person })));
  }

  async function place(person: Person, sumValue: number) {
    return orderSchema.parse(
      bodyOf(
        await t.call('PUT', '/api/order', {
          person,
          payload: { acceptTerms: true, sumValue },
        }),
        201,
      ),
    );
  }

  /** The VIES answer kept with the order. */
  async function checkOf(orderId: string) {
    const [row] = await db()
      .select({ check: schema.vatIdChecks })
      .from(schema.orders)
      .innerJoin(schema.vatIdChecks, eq(schema.vatIdChecks.id, schema.orders.vatIdCheckId))
      .where(eq(schema.orders.id, orderId));
    return row?.check;
  }

  it('invoices the online course under reverse charge once VIES confirmed the VAT id, asks once per checkout and keeps the answer with the order', async () => {
    const huber = newCustomer('Franz');
    const asked = vies.requests.length;
    vies.answer('valid');
    const summary = await checkout(huber);
    expect(categoriesOf(summary)).toEqual([['REVERSE_CHARGE', 0]]);
    const placed = await place(huber, summary.sumValue);

    expect(placed.positions.map((position) => position.vatCategory)).toEqual(['REVERSE_CHARGE']);
    expect(placed.taxValue).toBe(0);
    expect(vies.requests.slice(asked)).toEqual([
      {
        countryCode: 'AT',
        vatNumber: 'U13585627',
        requesterMemberStateCode: 'DE',
        requesterNumber: '136695976',
      },
    ]);
    expect(await checkOf(placed.id)).toMatchObject({
      vatId: 'ATU13585627',
      result: 'VALID',
      name: 'Kanzlei Huber GmbH',
      checkedAt: new Date('2026-04-02T09:15:31.412Z'),
      requestId: 'WAPIAAAAZ4n1c2Xq',
    });
    expect(vies.unused()).toBe(0);
  });

  it('charges German VAT when VIES says the VAT id is not valid, and keeps that answer with the order', async () => {
    const huber = newCustomer('Franz');
    vies.answer('invalid');
    const summary = await checkout(huber);
    expect(categoriesOf(summary)).toEqual([['STANDARD', 1900]]);
    const placed = await place(huber, summary.sumValue);

    expect(placed.positions.map((position) => position.vatCategory)).toEqual(['STANDARD']);
    expect(placed.taxValue).toBeGreaterThan(0);
    expect(await checkOf(placed.id)).toMatchObject({ result: 'INVALID', name: null });
    expect(vies.unused()).toBe(0);
  });

  it('charges German VAT while VIES cannot answer, asking again at each step, and keeps "unavailable" with the order', async () => {
    const huber = newCustomer('Franz');
    const asked = vies.requests.length;
    vies.answer('ms-unavailable');
    vies.answer('ms-unavailable', 500);
    vies.fail();
    const summary = await checkout(huber);
    expect(categoriesOf(summary)).toEqual([['STANDARD', 1900]]);
    const placed = await place(huber, summary.sumValue);

    expect(placed.positions.map((position) => position.vatCategory)).toEqual(['STANDARD']);
    expect(vies.requests.length - asked).toBe(3);
    expect(await checkOf(placed.id)).toMatchObject({
      result: 'UNAVAILABLE',
      requestId: null,
      checkedAt: t.clock.now(),
    });
  });

  it('turns to reverse charge when VIES confirms after being unavailable: the order is refused at its old total and placed at the new one', async () => {
    const huber = newCustomer('Franz');
    vies.answer('ms-unavailable');
    vies.answer('ms-unavailable');
    const summary = await checkout(huber);
    expect(categoriesOf(summary)).toEqual([['STANDARD', 1900]]);
    vies.answer('valid');
    const refused = await t.call('PUT', '/api/order', {
      person: huber,
      payload: { acceptTerms: true, sumValue: summary.sumValue },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PRICE_CHANGED' });

    const again = orderSummarySchema.parse(
      bodyOf(await t.call('GET', '/api/order/summary', { person: huber })),
    );
    expect(categoriesOf(again)).toEqual([['REVERSE_CHARGE', 0]]);
    expect(again.sumValue).toBeLessThan(summary.sumValue);
    const placed = await place(huber, again.sumValue);
    expect(await checkOf(placed.id)).toMatchObject({ result: 'VALID' });
    expect(vies.unused()).toBe(0);
  });

  it("confirms a guest's VAT id when the guest opens the checkout, and again after it changes to one VIES does not know", async () => {
    const guest = { ...austrianBusiness(newCustomer('Gast')), email: 'kanzlei.huber@example.com' };
    const asked = vies.requests.length;
    vies.answer('valid');
    const opened = await t.call('PUT', '/api/guest-order/guest', {
      payload: {
        ...guest,
        positions: [
          {
            courseId: t.ids.online.courseId,
            courseScheduleId: t.ids.online.april,
            priceLevelId: t.ids.online.aprilStandard,
          },
        ],
      },
    });
    bodyOf(opened);
    const headers = {
      'x-order': String(opened.headers['x-order']),
      'x-auth': String(opened.headers['x-auth']),
    };
    const summary = () =>
      t
        .call('GET', '/api/guest-order/guest-summary', { headers })
        .then((response) => orderSummarySchema.parse(bodyOf(response)));
    expect(categoriesOf(await summary())).toEqual([['REVERSE_CHARGE', 0]]);

    vies.answer('invalid');
    bodyOf(
      await t.call('PUT', '/api/guest-order/guest', {
        headers,
        payload: { ...guest, vatId: 'BE0411905847' },
      }),
    );
    expect(categoriesOf(await summary())).toEqual([['STANDARD', 1900]]);
    bodyOf(
      await t.call('PUT', '/api/guest-order/payment', {
        headers,
        payload: { paymentMethod: 'INVOICE' },
      }),
    );
    const placed = orderSchema.parse(
      bodyOf(
        await t.call('PUT', '/api/guest-order', { headers, payload: { acceptTerms: true } }),
        201,
      ),
    );
    expect(placed.positions.map((position) => position.vatCategory)).toEqual(['STANDARD']);
    expect(await checkOf(placed.id)).toMatchObject({ vatId: 'BE0411905847', result: 'INVALID' });
    expect(vies.requests.slice(asked).map((request) => request.countryCode)).toEqual(['AT', 'BE']);
  });

  it('asks nothing of VIES for a German business, and keeps no answer with its order', async () => {
    const anna = newCustomer('Anna');
    const asked = vies.requests.length;
    bodyOf(await t.call('PUT', '/api/cart', { person: anna, payload: onlineApril() }));
    bodyOf(
      await t.call('PUT', '/api/order/customer', {
        person: anna,
        payload: billingOf(anna, {
          customerKind: 'BUSINESS',
          company: 'Kanzlei Berger',
          vatId: 'DE136695976',
        }),
      }),
    );
    bodyOf(
      await t.call('PUT', '/api/order/payment', {
        person: anna,
        payload: { paymentMethod: 'INVOICE' },
      }),
    );
    const summary = orderSummarySchema.parse(
      bodyOf(await t.call('GET', '/api/order/summary', { person: anna })),
    );
    const placed = await place(anna, summary.sumValue);
    expect(placed.positions.map((position) => position.vatCategory)).toEqual(['STANDARD']);
    expect(vies.requests.length).toBe(asked);
    expect(await checkOf(placed.id)).toBeUndefined();
  });
});
