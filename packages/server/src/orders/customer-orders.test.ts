// @vitest-environment node
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSchema, customerOrdersSchema, type Booking, type Order } from '@kursmarkt/schemas';
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

describe.each(testDatabaseTargets())("the customer's bookings on $name", (target) => {
  let t: CartTestApp;
  const anna = newCustomer('Anna');
  const paul = newCustomer('Paul');
  let placed: Order;

  beforeAll(async () => {
    t = await openCartTestApp(target);
    placed = await orderOnInvoice(t, anna, [aprilDates(t).online, aprilDates(t).family]);
    const online = placed.positions.find((position) => position.scheduleId === t.ids.online.april);
    bodyOf(
      await t.call('POST', `/api/order/${placed.id}/cancellation`, {
        person: anna,
        payload: { positionIds: [online!.id] },
      }),
      201,
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  const upcoming = async (person: Person, host = recht) =>
    customerOrdersSchema.parse(
      bodyOf(await t.call('GET', '/api/customer/orders', { person, host })),
    );
  const ofYear = async (person: Person, year: number, host = recht) =>
    bookingSchema
      .array()
      .parse(bodyOf(await t.call('GET', `/api/customer/orders/${year}`, { person, host })));
  const summary = (booking: Booking) => [
    booking.name,
    booking.startDate,
    booking.status,
    booking.documents.map((document) => document.kind),
    booking.cancellable,
    booking.withdrawable,
  ];

  it('lists the courses not yet held, the soonest first, with their state, invoices and actions', async () => {
    t.clock.set(catalogueNow);
    const answer = await upcoming(anna);

    expect(answer.upcoming.map(summary)).toEqual([
      ['Arbeitsrecht online', '2027-04-01', 'CANCELLED', ['INVOICE', 'CANCELLATION'], false, false],
      ['Familienrecht kompakt', '2027-04-20', 'AWAITING_PAYMENT', ['INVOICE'], true, true],
    ]);
    expect(answer.upcoming[1]).toMatchObject({
      orderId: placed.id,
      orderNumber: placed.orderNumber,
      courseType: 'ONLINE',
    });
    expect(answer.moreUpcoming).toBe(false);
    expect(answer.years).toEqual([]);
  });

  it("gives an online course's next day with its meeting link, not a cancelled one's", async () => {
    t.clock.set(catalogueNow);
    const db = t.database.database.db;
    const link = 'https://meet.example.com/familienrecht';
    for (const scheduleId of [t.ids.family.april, t.ids.online.april]) {
      await db
        .update(schema.scheduleDays)
        .set({ joinUrl: link })
        .where(eq(schema.scheduleDays.scheduleId, scheduleId));
    }
    const [first] = await db
      .select()
      .from(schema.scheduleDays)
      .where(eq(schema.scheduleDays.scheduleId, t.ids.family.april))
      .orderBy(asc(schema.scheduleDays.startsAt))
      .limit(1);
    const answer = await upcoming(anna);

    expect(answer.upcoming.map((booking) => [booking.name, booking.onlineDay])).toEqual([
      ['Arbeitsrecht online', undefined],
      [
        'Familienrecht kompakt',
        {
          startsAt: first!.startsAt.toISOString(),
          endsAt: first!.endsAt.toISOString(),
          joinUrl: link,
        },
      ],
    ]);
  });

  it('answers at most size upcoming bookings and says that there are more', async () => {
    t.clock.set(catalogueNow);
    const answer = customerOrdersSchema.parse(
      bodyOf(await t.call('GET', '/api/customer/orders?size=1', { person: anna })),
    );

    expect(answer.upcoming.map((booking) => booking.name)).toEqual(['Arbeitsrecht online']);
    expect(answer.moreUpcoming).toBe(true);
  });

  it('moves a course held to the year of its first day, the latest first, with nothing left to do', async () => {
    t.clock.set(new Date('2027-05-02T10:00:00Z'));
    try {
      const answer = await upcoming(anna);
      expect(answer.upcoming).toEqual([]);
      expect(answer.years).toEqual([{ year: 2027, bookings: 2 }]);

      const past = await ofYear(anna, 2027);
      expect(past.map(summary)).toEqual([
        ['Familienrecht kompakt', '2027-04-20', 'AWAITING_PAYMENT', ['INVOICE'], false, false],
        [
          'Arbeitsrecht online',
          '2027-04-01',
          'CANCELLED',
          ['INVOICE', 'CANCELLATION'],
          false,
          false,
        ],
      ]);
      expect(await ofYear(anna, 2026)).toEqual([]);
    } finally {
      t.clock.set(catalogueNow);
    }
  });

  it("gives another customer, and the same customer on another domain, nothing of Anna's", async () => {
    t.clock.set(new Date('2027-05-02T10:00:00Z'));
    try {
      expect(await upcoming(paul)).toEqual({ upcoming: [], moreUpcoming: false, years: [] });
      expect(await ofYear(paul, 2027)).toEqual([]);
      expect(await upcoming(anna, reno)).toEqual({ upcoming: [], moreUpcoming: false, years: [] });
      expect(await ofYear(anna, 2027, reno)).toEqual([]);
    } finally {
      t.clock.set(catalogueNow);
    }
  });

  it('refuses a caller without a token with 401', async () => {
    errorOf(await t.call('GET', '/api/customer/orders'), 401);
    errorOf(await t.call('GET', '/api/customer/orders/2027'), 401);
  });

  it('refuses a year that is no year, and a size out of range, naming the field', async () => {
    const year = errorOf(
      await t.call('GET', '/api/customer/orders/zwanzig', { person: anna }),
      400,
    );
    expect(year.details?.map((detail) => detail.path)).toEqual(['params.year']);
    const size = errorOf(await t.call('GET', '/api/customer/orders?size=0', { person: anna }), 400);
    expect(size.details?.map((detail) => detail.path)).toEqual(['query.size']);
  });
});
