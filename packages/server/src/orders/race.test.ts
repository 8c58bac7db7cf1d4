// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, orderSchema } from '@kursmarkt/schemas';
import {
  addVoucher,
  catalogueNow,
  newCustomer,
  openCartTestApp,
  type CartTestApp,
  type Person,
} from '../booking/test-support.ts';
import * as schema from '../db/schema.ts';
import { bothDatabaseTargets } from '../db/test-databases.ts';

/**
 * The pool's connections on PostgreSQL: the requests all start at once, and this many of them
 * are inside the database at a time, meeting at the rows they lock; the others wait for a
 * connection in the app, as they would in a server process (whose pool `pg` makes 10 by default).
 */
const poolSize = 20;

/** Milliseconds since `started`, for the log. */
const since = (started: number) => `${Math.round(performance.now() - started)} ms`;

/**
 * Orders placed at the same time. On PostgreSQL the requests run side by side over the pool's
 * connections and meet at the rows they lock; PGlite runs one transaction at a time, so there the
 * same test only shows that the outcome does not depend on the order they come in.
 */
describe.each(bothDatabaseTargets())('simultaneous orders on $name', (target) => {
  let t: CartTestApp;
  beforeAll(async () => {
    t = await openCartTestApp(target, { poolSize });
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

  /**
   * `count` customers, each with a checkout ready to order: a cart with one course date (each
   * its own from `positionOf`), billing data, payment by invoice and, when given, the voucher,
   * written in SQL as the cart and checkout calls leave them (those calls are what the tests
   * above and orders.test.ts drive; through HTTP, 1,000 checkouts take 4,000 calls). Answers
   * each customer with the bearer header of a token signed beforehand.
   */
  async function checkoutsInSql(
    count: number,
    positionOf: (index: number) => { courseId: number; scheduleId: number; priceLevelId: number },
    voucher?: { id: number; code: string },
  ) {
    const people = Array.from({ length: count }, () => newCustomer('Race'));
    const cartIds = people.map(() => randomUUID());
    await db()
      .insert(schema.customers)
      .values(
        people.map((person) => ({
          id: person.customerId,
          domain: 'lawyer',
          email: person.email,
          name: person.given_name,
          lastname: person.family_name,
        })),
      );
    await db()
      .insert(schema.carts)
      .values(
        people.map((person, index) => ({
          id: cartIds[index]!,
          domain: 'lawyer',
          customerId: person.customerId,
          customerKind: 'CONSUMER' as const,
          billingName: 'Rita',
          billingLastname: 'Rennt',
          billingStreet: 'Ring 5',
          billingZip: '50667',
          billingCity: 'Köln',
          billingCountry: 'DEU',
          billingEmail: person.email,
          paymentMethod: 'INVOICE' as const,
          createdAt: catalogueNow,
          updatedAt: catalogueNow,
        })),
      );
    await db()
      .insert(schema.cartPositions)
      .values(cartIds.map((cartId, index) => ({ cartId, ...positionOf(index) })));
    if (voucher) {
      await db()
        .insert(schema.cartVouchers)
        .values(cartIds.map((cartId) => ({ cartId, voucherId: voucher.id, code: voucher.code })));
    }
    return Promise.all(
      people.map(async (person) => ({
        person,
        authorization: `Bearer ${await t.tokenOf(person)}`,
      })),
    );
  }

  /** PUT /api/order from each of `buyers` at once, every request started before any answer. */
  const orderAtOnce = (
    buyers: { authorization: string; key: string }[],
  ): Promise<LightMyRequestResponse[]> =>
    Promise.all(
      buyers.map(({ authorization, key }) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/order',
          headers: { host: 'recht.kursmarkt.test', authorization, 'idempotency-key': key },
          payload: { acceptTerms: true },
        }),
      ),
    );

  const scheduleOf = async (scheduleId: number) =>
    (
      await db()
        .select()
        .from(schema.courseSchedules)
        .where(eq(schema.courseSchedules.id, scheduleId))
    )[0]!;

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

  it('sells the last seat of a date to exactly one of 1,000 customers ordering at once', async () => {
    const scheduleId = t.ids.online.april;
    const before = await scheduleOf(scheduleId);
    await db()
      .update(schema.courseSchedules)
      .set({ seats: before.booked + 1 })
      .where(eq(schema.courseSchedules.id, scheduleId));
    let started = performance.now();
    const buyers = await checkoutsInSql(1_000, () => ({
      courseId: t.ids.online.courseId,
      scheduleId,
      priceLevelId: t.ids.online.aprilStandard,
    }));
    const setUp = since(started);

    started = performance.now();
    const answers = await orderAtOnce(
      buyers.map(({ authorization }, index) => ({ authorization, key: `last-seat-${index}` })),
    );
    console.log(
      `${target.name}: 1,000 orders for the last seat answered in ${since(started)} ` +
        `(checkouts written in ${setUp}; ${target.dialect === 'postgres' ? `${poolSize} connections` : 'one connection'})`,
    );

    const placed = answers.filter((answer) => answer.statusCode === 201);
    expect(placed).toHaveLength(1);
    for (const answer of answers.filter((entry) => entry.statusCode !== 201)) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(apiErrorSchema.parse(answer.json()).code).toBe('SCHEDULE_FULL');
    }
    const after = await scheduleOf(scheduleId);
    expect(after.booked).toBe(after.seats);
    expect(
      await db()
        .select()
        .from(schema.orderPositions)
        .where(eq(schema.orderPositions.scheduleId, scheduleId)),
    ).toHaveLength(1);
    // The 999 refused checkouts are as they were: nothing of a refused order is left behind.
    const [left] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.cartPositions)
      .where(eq(schema.cartPositions.scheduleId, scheduleId));
    expect(left!.n).toBe(999);
  }, 120_000);

  it('answers 200 identical submissions with one Idempotency-Key with one order and one answer', async () => {
    const [buyer] = await checkoutsInSql(1, () => ({
      courseId: t.ids.family.courseId,
      scheduleId: t.ids.family.april,
      priceLevelId: t.ids.family.aprilStandard,
    }));
    const submission = { authorization: buyer!.authorization, key: randomUUID() };
    const started = performance.now();
    const first = await orderAtOnce(Array.from({ length: 200 }, () => submission));
    // A request that came while the first one ran got 409 IDEMPOTENCY_KEY_IN_USE (ADR 0016); the
    // client sends it again with the same key, as it does after that answer. Every first answer is
    // in, so the first request has finished and its answer is stored.
    const busy = first.flatMap((answer, index) => (answer.statusCode === 409 ? [index] : []));
    for (const index of busy) {
      expect(apiErrorSchema.parse(first[index]!.json()).code).toBe('IDEMPOTENCY_KEY_IN_USE');
    }
    const again = await orderAtOnce(busy.map(() => submission));
    const answers = [...first];
    busy.forEach((index, at) => (answers[index] = again[at]!));
    console.log(
      `${target.name}: 200 submissions with one key answered in ${since(started)} ` +
        `(${busy.length} sent again after 409 IDEMPOTENCY_KEY_IN_USE)`,
    );

    const fresh = answers.filter((answer) => answer.headers['idempotent-replayed'] !== 'true');
    expect(fresh).toHaveLength(1);
    expect(fresh[0]!.statusCode, fresh[0]!.body).toBe(201);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(201);
      expect(answer.body).toBe(fresh[0]!.body);
    }
    const order = orderSchema.parse(fresh[0]!.json());
    const rows = await db()
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.customerId, buyer!.person.customerId));
    expect(rows.map((row) => row.orderNumber)).toEqual([order.orderNumber]);
  }, 120_000);

  it('counts a one-time voucher in exactly one of 50 orders placed at once', async () => {
    // Each order its own date, so that the voucher's row is the one they all meet at.
    const schedules = await db()
      .insert(schema.courseSchedules)
      .values(
        Array.from({ length: 50 }, () => ({
          courseId: t.ids.family.courseId,
          startDate: '2027-04-27',
          endDate: '2027-04-27',
          seats: 10,
        })),
      )
      .returning({ id: schema.courseSchedules.id });
    const levels = await db()
      .insert(schema.priceLevels)
      .values(
        schedules.map(({ id }) => ({
          scheduleId: id,
          nameDe: 'Standard',
          nameEn: 'Standard',
          priceCents: 9_950,
        })),
      )
      .returning({ id: schema.priceLevels.id, scheduleId: schema.priceLevels.scheduleId });
    const voucherId = await addVoucher(t, {
      code: 'EINMAL',
      kind: 'FIXED',
      value: 1000,
      maxUses: 1,
    });
    const buyers = await checkoutsInSql(
      50,
      (index) => ({
        courseId: t.ids.family.courseId,
        scheduleId: levels[index]!.scheduleId,
        priceLevelId: levels[index]!.id,
      }),
      { id: voucherId, code: 'EINMAL' },
    );
    const started = performance.now();
    const answers = await orderAtOnce(
      buyers.map(({ authorization }, index) => ({ authorization, key: `einmal-${index}` })),
    );
    console.log(`${target.name}: 50 orders with a one-time voucher answered in ${since(started)}`);

    const placed = answers.filter((answer) => answer.statusCode === 201);
    expect(placed).toHaveLength(1);
    expect(orderSchema.parse(placed[0]!.json())).toMatchObject({
      voucherCode: 'EINMAL',
      totalValue: 8_950,
    });
    for (const answer of answers.filter((entry) => entry.statusCode !== 201)) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(apiErrorSchema.parse(answer.json()).code).toBe('VOUCHER_NOT_VALID');
    }
    const [voucher] = await db()
      .select()
      .from(schema.vouchers)
      .where(eq(schema.vouchers.id, voucherId));
    expect(voucher!.uses).toBe(1);
    expect(
      await db()
        .select()
        .from(schema.voucherUses)
        .where(eq(schema.voucherUses.voucherId, voucherId)),
    ).toHaveLength(1);
    // Only the order's date keeps its seat.
    const booked = await db()
      .select({ booked: schema.courseSchedules.booked })
      .from(schema.courseSchedules)
      .where(
        sql`${schema.courseSchedules.id} in (${sql.join(
          schedules.map(({ id }) => sql`${id}`),
          sql`, `,
        )})`,
      );
    expect(booked.reduce((sum, row) => sum + row.booked, 0)).toBe(1);
  }, 120_000);

  it('numbers the invoices of the orders placed one after another, without a gap', async () => {
    const rows = await db().select().from(schema.invoices);
    const numbers = rows
      .map((row) => {
        expect(row.number).toMatch(/^KM-2027-\d+$/);
        return Number(row.number.split('-')[2]);
      })
      .sort((a, b) => a - b);
    // 5 orders of the last seats, 3 with the voucher, the last seat, the one of 200 submissions
    // and the one with the one-time voucher.
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const [counter] = await db().select().from(schema.invoiceCounters);
    expect(counter).toEqual({ sellerId: 'kursmarkt', year: 2027, nextNumber: 12 });
  });
});
