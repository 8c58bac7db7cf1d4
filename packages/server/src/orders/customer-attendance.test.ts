// @vitest-environment node
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSchema, customerOrdersSchema, type Booking } from '@kursmarkt/schemas';
import {
  aprilDates,
  bodyOf,
  catalogueNow,
  newCustomer,
  type Person,
} from '../booking/test-support.ts';
import * as schema from '../db/schema.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';
import {
  openLearningCheckTestApp,
  type LearningCheckTestApp,
} from '../learning-check/test-support.ts';

/** After every course day of the test catalogue's March and April dates. */
const afterTheDates = new Date('2027-05-02T10:00:00Z');

describe.each(testDatabaseTargets())('what Meine Kurse says of attendance on $name', (target) => {
  let t: LearningCheckTestApp;
  const clara = newCustomer('Clara');
  const ben = newCustomer('Ben');
  let claraSelf: string;
  let benSelf: string;
  /** Clara's dated positions by schedule id. */
  const claraDated = new Map<number, string>();

  const db = () => t.database.database.db;
  /** Records, for each day of `positionId`'s date, a door scan over `share` of the day's window. */
  async function attend(positionId: string, scheduleId: number, share: number) {
    const days = await db()
      .select()
      .from(schema.scheduleDays)
      .where(eq(schema.scheduleDays.scheduleId, scheduleId));
    expect(days.length).toBeGreaterThan(0);
    await db()
      .insert(schema.attendancePresences)
      .values(
        days.map((day) => ({
          positionId,
          dayId: day.id,
          source: 'DOOR_SCAN' as const,
          startedAt: day.startsAt,
          endedAt: new Date(+day.startsAt + (+day.endsAt - +day.startsAt) * share),
        })),
      );
  }

  beforeAll(async () => {
    t = await openLearningCheckTestApp(target);
    t.clock.set(catalogueNow);
    const { present } = t.ids;
    const dated = [
      { courseId: present.courseId, scheduleId: present.soon, priceLevelId: present.soonStandard },
      aprilDates(t).family,
      aprilDates(t).online,
    ];
    const booked = await t.book(clara, dated);
    claraSelf = booked.selfPositionId;
    const positions = await db()
      .select({ id: schema.orderPositions.id, scheduleId: schema.orderPositions.scheduleId })
      .from(schema.orderPositions)
      .where(inArray(schema.orderPositions.id, booked.otherPositionIds));
    for (const position of positions) claraDated.set(position.scheduleId!, position.id);
    benSelf = (await t.book(ben)).selfPositionId;

    await attend(claraDated.get(present.soon)!, present.soon, 1);
    await attend(claraDated.get(t.ids.family.april)!, t.ids.family.april, 0.5);
    const started = new Date('2027-03-20T09:00:00Z');
    await db()
      .insert(schema.learningCheckAttempts)
      .values([
        {
          orderPositionId: claraSelf,
          number: 1,
          questionsAsked: 10,
          startedAt: started,
          submittedAt: started,
          correct: 9,
          percent: 90,
          passed: true,
        },
        {
          orderPositionId: benSelf,
          number: 1,
          questionsAsked: 10,
          startedAt: started,
          submittedAt: started,
          correct: 3,
          percent: 30,
          passed: false,
        },
      ]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  const upcoming = async (person: Person) =>
    customerOrdersSchema.parse(bodyOf(await t.call('GET', '/api/customer/orders', { person })))
      .upcoming;
  const ofYear = async (person: Person, year: number) =>
    bookingSchema
      .array()
      .parse(bodyOf(await t.call('GET', `/api/customer/orders/${year}`, { person })));
  const attendance = (bookings: Booking[]) =>
    bookings.map((booking) => [booking.name, booking.attendance ?? null]);

  it('says nothing of a dated course before its days have ended, and a passed self-study course is attended', async () => {
    t.clock.set(catalogueNow);

    expect(attendance(await upcoming(clara))).toEqual([
      ['Arbeitsrecht im Selbststudium', 'ATTENDED'],
      ['Arbeit und Familie in Köln', null],
      ['Arbeitsrecht online', null],
      ['Familienrecht kompakt', null],
    ]);
  });

  it('after the dates names each booking attended, partly attended or not attended by its days', async () => {
    t.clock.set(afterTheDates);
    try {
      expect(attendance(await ofYear(clara, 2027))).toEqual([
        ['Familienrecht kompakt', 'PARTLY_ATTENDED'],
        ['Arbeitsrecht online', 'NOT_ATTENDED'],
        ['Arbeit und Familie in Köln', 'ATTENDED'],
      ]);
      expect(attendance(await upcoming(clara))).toEqual([
        ['Arbeitsrecht im Selbststudium', 'ATTENDED'],
      ]);
    } finally {
      t.clock.set(catalogueNow);
    }
  });

  it('does not call a self-study course attended while its learning check is not passed', async () => {
    expect(attendance(await upcoming(ben))).toEqual([['Arbeitsrecht im Selbststudium', null]]);
  });

  it('says nothing of attendance for a cancelled booking', async () => {
    const online = claraDated.get(t.ids.online.april)!;
    await db()
      .update(schema.orderPositions)
      .set({ status: 'CANCELLED' })
      .where(eq(schema.orderPositions.id, online));
    t.clock.set(afterTheDates);
    try {
      const past = await ofYear(clara, 2027);
      expect(past.find((booking) => booking.id === online)).toMatchObject({
        status: 'CANCELLED',
      });
      expect(past.find((booking) => booking.id === online)?.attendance).toBeUndefined();
    } finally {
      t.clock.set(catalogueNow);
    }
  });
});
