// @vitest-environment node
import { and, asc, eq, gte, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageFitsCourse } from '@kursmarkt/schemas';
import { loadOwnedPackages } from '../booking/cart-data.ts';
import { voucherRefusal } from '../booking/vouchers.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { openTestDatabase, bothDatabaseTargets, type TestDatabase } from '../db/test-databases.ts';
import { demoOwnedPackage, demoWaitingList } from './booking.ts';
import { seedDatabase } from './index.ts';
import { demoStaff } from './staff.ts';

const referenceDate = '2026-03-01';

describe.each(bothDatabaseTargets())(
  'the demo’s vouchers and credit package on $name',
  (target) => {
    let handle: TestDatabase;
    let db: Db;
    let counts: Awaited<ReturnType<typeof seedDatabase>>['counts'];

    beforeAll(async () => {
      handle = await openTestDatabase(target);
      db = handle.database.db;
      ({ counts } = await seedDatabase(db, { referenceDate }));
    }, 120_000);
    afterAll(async () => handle?.cleanup(), 60_000);

    it('has vouchers that apply, one expired and one not yet valid, on the reference day', async () => {
      const rows = await db.select().from(schema.vouchers);
      expect(counts.vouchers).toBe(rows.length);
      const refusalOn = (code: string) =>
        voucherRefusal(
          rows.find((row) => row.code === code)!,
          {
            today: referenceDate,
            customerUses: 0,
            courses: [{ organizerId: 0, scopeIds: [], courseType: 'ONLINE' }],
          },
        );
      expect(refusalOn('WILLKOMMEN10')).toBeNull();
      expect(refusalOn('RENO20')).toBeNull();
      expect(refusalOn('WINTER24')).toBe('VOUCHER_EXPIRED');
      expect(refusalOn('FRUEHJAHR')).toBe('VOUCHER_NOT_YET_VALID');
      const [arbeitsrecht] = await db
        .select()
        .from(schema.scopes)
        .where(eq(schema.scopes.key, 'arbeitsrecht'));
      expect(rows.find((row) => row.code === 'ARBEITSRECHT50')).toMatchObject({
        kind: 'FIXED',
        value: 5_000,
        scopeIds: [arbeitsrecht!.id],
      });
    });

    it('gives Anna Berger a package with its credits, and a coming course it can pay', async () => {
      const [account] = await db
        .select()
        .from(schema.identityUsers)
        .where(eq(schema.identityUsers.email, demoOwnedPackage.owner.email));
      const owned = await loadOwnedPackages(db, account!.customerId, 'lawyer');
      expect(owned).toMatchObject([
        {
          name: demoOwnedPackage.package.name,
          remainingCredits: demoOwnedPackage.package.creditValue,
        },
      ]);
      const courses = await db
        .select({
          id: schema.courses.id,
          organizerId: schema.courses.organizerId,
          searchType: schema.courses.searchType,
          durationValue: schema.courses.durationValue,
        })
        .from(schema.courses)
        .innerJoin(schema.courseSchedules, eq(schema.courseSchedules.courseId, schema.courses.id))
        .where(and(gte(schema.courseSchedules.endDate, referenceDate)));
      const links = await db.select().from(schema.courseScopes);
      const fitting = courses.filter(
        (course) =>
          course.durationValue <= owned[0]!.remainingCredits &&
          packageFitsCourse(owned[0]!, {
            ...course,
            scopeIds: links
              .filter((link) => link.courseId === course.id)
              .map((link) => link.scopeId),
          }),
      );
      expect(fitting.length).toBeGreaterThan(0);
    });

    it('has a fully booked date with two people waiting, oldest first, and a fully booked date called off', async () => {
      const waiting = await db
        .select({
          email: schema.waitingListRequests.email,
          scheduleId: schema.waitingListRequests.scheduleId,
          seats: schema.courseSchedules.seats,
          booked: schema.courseSchedules.booked,
          startDate: schema.courseSchedules.startDate,
          cancelledAt: schema.courseSchedules.cancelledAt,
        })
        .from(schema.waitingListRequests)
        .innerJoin(
          schema.courseSchedules,
          eq(schema.courseSchedules.id, schema.waitingListRequests.scheduleId),
        )
        .orderBy(asc(schema.waitingListRequests.createdAt));
      expect(counts.waitingListRequests).toBe(waiting.length);
      expect(waiting.map((request) => request.email)).toEqual(
        demoWaitingList.map((person) => person.email),
      );
      expect(new Set(waiting.map((request) => request.scheduleId)).size).toBe(1);
      expect(waiting[0]).toMatchObject({ booked: waiting[0]!.seats, cancelledAt: null });
      expect(waiting[0]!.startDate > referenceDate).toBe(true);
      const calledOff = await db
        .select()
        .from(schema.courseSchedules)
        .where(isNotNull(schema.courseSchedules.cancelledAt));
      expect(calledOff).toHaveLength(1);
      expect(calledOff[0]!.id).not.toBe(waiting[0]!.scheduleId);
      expect(calledOff[0]!.booked).toBe(calledOff[0]!.seats);
    });

    it('gives every self-study course a seven-digit ZFU number for its certificates', async () => {
      const self = await db
        .select({ zfuNumber: schema.courses.zfuNumber })
        .from(schema.courses)
        .where(eq(schema.courses.courseType, 'SELF'));
      expect(self.length).toBeGreaterThan(0);
      for (const { zfuNumber } of self) expect(zfuNumber).toMatch(/^73\d{5}$/);
    });

    it('gives every demo organizer a staff member, and the first a door helper who only checks in', async () => {
      const members = await db
        .select({
          email: schema.staffMemberships.email,
          orders: schema.staffMemberships.orders,
          payments: schema.staffMemberships.payments,
          roles: schema.identityUsers.roles,
        })
        .from(schema.staffMemberships)
        .innerJoin(
          schema.identityUsers,
          eq(schema.identityUsers.email, schema.staffMemberships.email),
        );
      const organizerCount = (await db.select().from(schema.organizers)).length;
      expect(members).toHaveLength(demoStaff.length);
      expect(members.length).toBe(organizerCount + 1);
      expect(members.every((member) => member.roles.includes('organizer-staff'))).toBe(true);
      const door = members.find((member) => member.email.startsWith('einlass@'));
      expect(door).toMatchObject({ orders: 'CHECK_IN', payments: 'NONE' });
      // A second start adds nothing.
      await seedDatabase(db, { referenceDate });
      expect(await db.select().from(schema.staffMemberships)).toHaveLength(members.length);
    });
  },
);
