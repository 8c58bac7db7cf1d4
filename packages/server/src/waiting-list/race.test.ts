// @vitest-environment node
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema } from '@kursmarkt/schemas';
import {
  newCustomer,
  openCartTestApp,
  type CartTestApp,
  type Person,
} from '../booking/test-support.ts';
import * as schema from '../db/schema.ts';
import { bothDatabaseTargets } from '../db/test-databases.ts';

/**
 * Cancellations and waiting-list acceptances of one fully booked date at the same time. On
 * PostgreSQL the requests run side by side over the pool's connections and meet at the date's
 * row; PGlite runs one transaction at a time, so there the test only shows that the outcome does
 * not depend on the order they come in.
 */
describe.each(bothDatabaseTargets())('cancellations and offers at once on $name', (target) => {
  let t: CartTestApp;
  beforeAll(async () => {
    t = await openCartTestApp(target);
  }, 120_000);
  afterAll(async () => t?.close(), 60_000);

  const db = () => t.database.database.db;
  const seats = 50;
  const position = () => ({
    courseId: t.ids.family.courseId,
    scheduleId: t.ids.family.april,
    priceLevelId: t.ids.family.aprilStandard,
  });

  async function ready(person: Person) {
    const steps: [string, object][] = [
      ['/api/cart', position()],
      [
        '/api/order/customer',
        {
          customerKind: 'CONSUMER',
          name: person.given_name,
          lastname: 'Wartet',
          street: 'Ring 5',
          zipCode: '50667',
          city: 'Köln',
          country: 'DEU',
          email: person.email,
        },
      ],
      ['/api/order/payment', { paymentMethod: 'INVOICE' }],
    ];
    for (const [url, payload] of steps) {
      const response = await t.call('PUT', url, { person, payload });
      expect(response.statusCode, response.body).toBe(200);
    }
  }
  const place = (person: Person) =>
    t.call('PUT', '/api/order', { person, payload: { acceptTerms: true } });

  /** The date's seats as the rows say: every taken seat is an order's or an open offer's. */
  async function accounting() {
    const scheduleId = t.ids.family.april;
    const [schedule] = await db()
      .select()
      .from(schema.courseSchedules)
      .where(eq(schema.courseSchedules.id, scheduleId));
    const [positions] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(schema.orderPositions)
      .where(
        and(
          eq(schema.orderPositions.scheduleId, scheduleId),
          eq(schema.orderPositions.status, 'BOOKED'),
        ),
      );
    const offers = await db()
      .select()
      .from(schema.waitingListOffers)
      .where(eq(schema.waitingListOffers.scheduleId, scheduleId));
    return {
      seats: schedule!.seats,
      booked: schedule!.booked,
      bookedPositions: positions!.count,
      open: offers.filter((offer) => offer.status === 'OFFERED'),
      accepted: offers.filter((offer) => offer.status === 'ACCEPTED'),
    };
  }

  it('keeps every seat accounted for while 100 cancellations and acceptances meet on one date', async () => {
    await db()
      .update(schema.courseSchedules)
      .set({ seats })
      .where(eq(schema.courseSchedules.id, t.ids.family.april));
    const holders = Array.from({ length: seats }, (_, index) => newCustomer(`Halter${index}`));
    const waiting = Array.from({ length: seats }, (_, index) => newCustomer(`Wartend${index}`));
    // The waiting fill their carts while seats are free; a cart holds no seat.
    for (const person of [...waiting, ...holders]) await ready(person);
    const orders = [];
    for (const holder of holders) {
      const response = await place(holder);
      expect(response.statusCode, response.body).toBe(201);
      orders.push({ holder, order: orderSchema.parse(response.json()) });
    }
    for (const person of waiting) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/orders/waitinglists',
        headers: { host: 'recht.kursmarkt.test' },
        remoteAddress: `10.9.0.${waiting.indexOf(person)}`,
        payload: { scheduleId: t.ids.family.april, name: person.given_name, email: person.email },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    expect(await accounting()).toMatchObject({ booked: seats, bookedPositions: seats, open: [] });

    const started = performance.now();
    const answers = await Promise.all([
      ...orders.map(({ holder, order }) =>
        t.call('POST', `/api/order/${order.id}/cancellation`, { person: holder, payload: {} }),
      ),
      ...waiting.map((person) => place(person)),
    ]);
    const first = performance.now() - started;
    expect(answers.slice(0, seats).map((answer) => answer.statusCode)).toEqual(
      Array(seats).fill(201),
    );
    // An acceptance that came before its offer found the date full, and nothing else.
    for (const answer of answers.slice(seats)) {
      if (answer.statusCode !== 201) expect(answer.json().code, answer.body).toBe('SCHEDULE_FULL');
    }
    const middle = await accounting();
    expect(middle.booked).toBeLessThanOrEqual(seats);
    expect(middle.booked).toBe(middle.bookedPositions + middle.open.length);
    expect(middle.accepted.length).toBe(
      answers.slice(seats).filter((a) => a.statusCode === 201).length,
    );
    expect(middle.open.length + middle.accepted.length).toBe(seats);

    // Those whose offer came after their first try book now.
    const late = waiting.filter((person) =>
      middle.open.some((offer) => offer.email === person.email),
    );
    const second = await Promise.all(late.map((person) => place(person)));
    expect(second.map((answer) => answer.statusCode)).toEqual(Array(late.length).fill(201));
    const end = await accounting();
    expect(end).toMatchObject({ booked: seats, bookedPositions: seats, open: [] });
    expect(end.accepted.length).toBe(seats);
    console.info(
      `${target.name}: ${answers.length} simultaneous cancellations and acceptances in ${Math.round(first)} ms`,
    );
  }, 600_000);
});
