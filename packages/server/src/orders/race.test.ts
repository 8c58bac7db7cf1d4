// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, orderSchema } from '@kursmarkt/schemas';
import {
  addVoucher,
  newCustomer,
  openCartTestApp,
  type CartTestApp,
  type Person,
} from '../booking/test-support.ts';
import * as schema from '../db/schema.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';

/**
 * Orders placed at the same time. On PostgreSQL the requests run side by side over the pool's
 * connections and meet at the rows they lock; PGlite runs one transaction at a time, so there the
 * same test only shows that the outcome does not depend on the order they come in.
 */
describe.each(testDatabaseTargets())('simultaneous orders on $name', (target) => {
  let t: CartTestApp;
  beforeAll(async () => {
    t = await openCartTestApp(target);
  }, 120_000);
  afterAll(async () => t?.close(), 60_000);

  const db = () => t.database.database.db;

  /** A customer whose cart holds `position`, with billing data and payment by invoice. */
  async function readyCustomer(position: object, voucher?: string) {
    const person = newCustomer('Race');
    const steps: [string, string, object | undefined][] = [
      ['PUT', '/api/cart', position],
      ...(voucher
        ? [['GET', `/api/cart/voucher/${voucher}`, undefined] as [string, string, undefined]]
        : []),
      [
        'PUT',
        '/api/order/customer',
        {
          customerKind: 'CONSUMER',
          name: 'Rita',
          lastname: 'Rennt',
          street: 'Ring 5',
          zipCode: '50667',
          city: 'Köln',
          country: 'DEU',
          email: person.email,
        },
      ],
      ['PUT', '/api/order/payment', { paymentMethod: 'INVOICE' }],
    ];
    for (const [method, url, payload] of steps) {
      const response = await t.call(method as 'PUT' | 'GET', url, {
        person,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    return person;
  }

  const placeAll = (people: Person[]) =>
    Promise.all(
      people.map((person) =>
        t.call('PUT', '/api/order', {
          person,
          payload: { acceptTerms: true },
          headers: { 'idempotency-key': `race-${person.customerId}` },
        }),
      ),
    );

  it('sells the last 5 seats of a date to exactly 5 of 20 customers ordering at once', async () => {
    const scheduleId = t.ids.online.may;
    const [before] = await db()
      .select()
      .from(schema.courseSchedules)
      .where(eq(schema.courseSchedules.id, scheduleId));
    await db()
      .update(schema.courseSchedules)
      .set({ seats: before!.booked + 5 })
      .where(eq(schema.courseSchedules.id, scheduleId));
    const people: Person[] = [];
    for (let index = 0; index < 20; index += 1) {
      people.push(
        await readyCustomer({
          courseId: t.ids.online.courseId,
          scheduleId,
          priceLevelId: t.ids.online.mayStandard,
        }),
      );
    }

    const answers = await placeAll(people);

    const placed = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const answer of refused) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(apiErrorSchema.parse(answer.json()).code).toBe('SCHEDULE_FULL');
    }
    const [after] = await db()
      .select()
      .from(schema.courseSchedules)
      .where(eq(schema.courseSchedules.id, scheduleId));
    expect(after!.booked).toBe(after!.seats);
    expect(
      await db()
        .select()
        .from(schema.orderPositions)
        .where(eq(schema.orderPositions.scheduleId, scheduleId)),
    ).toHaveLength(5);
  }, 120_000);

  it('counts a voucher for 3 uses in exactly 3 of 10 orders placed at once', async () => {
    const voucherId = await addVoucher(t, {
      code: 'DREIMAL',
      kind: 'FIXED',
      value: 1000,
      maxUses: 3,
    });
    const people: Person[] = [];
    for (let index = 0; index < 10; index += 1) {
      people.push(
        await readyCustomer(
          {
            courseId: t.ids.family.courseId,
            scheduleId: t.ids.family.april,
            priceLevelId: t.ids.family.aprilStandard,
          },
          'DREIMAL',
        ),
      );
    }

    const answers = await placeAll(people);

    const placed = answers.filter((answer) => answer.statusCode === 201);
    expect(placed).toHaveLength(3);
    for (const answer of placed) {
      expect(orderSchema.parse(answer.json())).toMatchObject({
        voucherCode: 'DREIMAL',
        totalValue: 8_950,
      });
    }
    for (const answer of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(apiErrorSchema.parse(answer.json()).code).toBe('VOUCHER_NOT_VALID');
    }
    const [voucher] = await db()
      .select()
      .from(schema.vouchers)
      .where(eq(schema.vouchers.id, voucherId));
    expect(voucher!.uses).toBe(3);
    expect(
      await db()
        .select()
        .from(schema.voucherUses)
        .where(eq(schema.voucherUses.voucherId, voucherId)),
    ).toHaveLength(3);
  }, 120_000);

  it('numbers the invoices of the orders placed one after another, without a gap', async () => {
    const rows = await db().select().from(schema.invoices);
    const numbers = rows
      .map((row) => {
        expect(row.number).toMatch(/^KM-2027-\d+$/);
        return Number(row.number.split('-')[2]);
      })
      .sort((a, b) => a - b);
    // 5 orders of the last seats and 3 with the voucher.
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const [counter] = await db().select().from(schema.invoiceCounters);
    expect(counter).toEqual({ sellerId: 'kursmarkt', year: 2027, nextNumber: 9 });
  });
});
