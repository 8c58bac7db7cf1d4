// @vitest-environment node
/**
 * A date its organizer cancelled, as the catalogue import marks it: the cart refuses it, a cart
 * that holds it since shows it as not bookable, the order is refused and leaves nothing behind,
 * and the waiting list takes no request for it.
 */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartSchema, cartWithNotAddedSchema, formatIssue } from '@kursmarkt/schemas';
import { importCatalogue } from '../catalogue-import/import.ts';
import * as schema from '../db/schema.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';
import { mailsInOutbox } from '../outbox/test-support.ts';
import {
  billingOf,
  bodyOf,
  errorOf,
  newCustomer,
  openCartTestApp,
  type CartTestApp,
  type Person,
} from './test-support.ts';

describe.each(testDatabaseTargets())('a cancelled date on $name', (target) => {
  let t: CartTestApp;
  beforeAll(async () => {
    t = await openCartTestApp(target);
  }, 120_000);
  afterAll(async () => t?.close(), 60_000);

  const db = () => t.database.database.db;
  const onlineMay = () => ({
    courseId: t.ids.online.courseId,
    scheduleId: t.ids.online.may,
    priceLevelId: t.ids.online.mayStandard,
  });
  /** Cancels the online course's May date through the catalogue import, or takes it back. */
  const cancelMay = async (cancelled: boolean) => {
    const result = await importCatalogue(db(), {
      courses: [],
      scheduleChanges: [
        {
          course: 'arbeitsrecht-online',
          startDate: '2027-05-06',
          cancelledAt: cancelled ? '2027-03-10T08:00:00Z' : null,
        },
      ],
    });
    expect(result.ok ? [] : result.issues.map(formatIssue)).toEqual([]);
  };
  const put = (person: Person, payload: object) => t.call('PUT', '/api/cart', { person, payload });

  it('refuses to add a cancelled date with 409 SCHEDULE_CANCELLED, and adds it once the cancellation is taken back', async () => {
    const anna = newCustomer('Anna');
    await cancelMay(true);
    try {
      const error = errorOf(await put(anna, onlineMay()), 409);
      expect(error.code).toBe('SCHEDULE_CANCELLED');
      expect(
        cartSchema.parse(bodyOf(await t.call('GET', '/api/cart', { person: anna }))).positions,
      ).toEqual([]);
      const merged = cartWithNotAddedSchema.parse(
        bodyOf(
          await t.call('POST', '/api/cart', {
            person: anna,
            payload: { positions: [onlineMay()] },
          }),
        ),
      );
      expect(merged.notAdded).toEqual([
        { scheduleId: t.ids.online.may, packageId: null, code: 'SCHEDULE_CANCELLED' },
      ]);
      const guest = cartWithNotAddedSchema.parse(
        bodyOf(
          await t.call('PUT', '/api/cart/guest', {
            payload: {
              positions: [
                {
                  courseId: t.ids.online.courseId,
                  courseScheduleId: t.ids.online.may,
                  priceLevelId: t.ids.online.mayStandard,
                },
              ],
            },
          }),
        ),
      );
      expect(guest.positions).toEqual([]);
      expect(guest.notAdded).toEqual([
        { scheduleId: t.ids.online.may, packageId: null, code: 'SCHEDULE_CANCELLED' },
      ]);
    } finally {
      await cancelMay(false);
    }
    const cart = cartSchema.parse(bodyOf(await put(anna, onlineMay())));
    expect(cart.positions.map((position) => position.problem)).toEqual([null]);
  });

  it('shows a date cancelled after it was added as not bookable, and refuses the order with 409 SCHEDULE_CANCELLED, leaving nothing behind', async () => {
    const anna = newCustomer('Anna');
    const cart = cartSchema.parse(bodyOf(await put(anna, onlineMay())));
    bodyOf(await t.call('PUT', '/api/order/customer', { person: anna, payload: billingOf(anna) }));
    bodyOf(
      await t.call('PUT', '/api/order/payment', {
        person: anna,
        payload: { paymentMethod: 'INVOICE' },
      }),
    );
    const snapshot = async () => ({
      booked: (
        await db()
          .select({ booked: schema.courseSchedules.booked })
          .from(schema.courseSchedules)
          .where(eq(schema.courseSchedules.id, t.ids.online.may))
      )[0]!.booked,
      orders: (await db().select().from(schema.orders)).length,
      counters: await db().select().from(schema.invoiceCounters),
      mails: (await mailsInOutbox(db())).length,
    });
    await cancelMay(true);
    try {
      const before = await snapshot();
      const shown = cartSchema.parse(bodyOf(await t.call('GET', '/api/cart', { person: anna })));
      expect(shown.positions.map((position) => position.problem)).toEqual(['SCHEDULE_CANCELLED']);

      const error = errorOf(
        await t.call('PUT', '/api/order', { person: anna, payload: { acceptTerms: true } }),
        409,
      );
      expect(error.code).toBe('SCHEDULE_CANCELLED');
      expect(error.details).toEqual([
        {
          path: `positions.${cart.positions[0]!.id}`,
          code: 'NOT_ALLOWED',
          message: 'The organizer cancelled a date of the cart.',
        },
      ]);
      expect(await snapshot()).toEqual(before);
    } finally {
      await cancelMay(false);
    }
    const order = bodyOf(
      await t.call('PUT', '/api/order', { person: anna, payload: { acceptTerms: true } }),
      201,
    );
    expect(order).toMatchObject({ orderNumber: expect.any(String) });
  });

  // On PostgreSQL only (not registered on PGlite, which runs one transaction at a time, so
  // nothing can cancel a date while an order runs).
  if (target.dialect === 'postgres')
    it('refuses the order of a date cancelled while the order waits for its seat, with 409 SCHEDULE_CANCELLED', async () => {
      const anna = newCustomer('Anna');
      const cart = cartSchema.parse(bodyOf(await put(anna, onlineMay())));
      bodyOf(
        await t.call('PUT', '/api/order/customer', { person: anna, payload: billingOf(anna) }),
      );
      bodyOf(
        await t.call('PUT', '/api/order/payment', {
          person: anna,
          payload: { paymentMethod: 'INVOICE' },
        }),
      );
      const booked = async () =>
        (
          await db()
            .select({ booked: schema.courseSchedules.booked })
            .from(schema.courseSchedules)
            .where(eq(schema.courseSchedules.id, t.ids.online.may))
        )[0]!.booked;
      const bookedBefore = await booked();
      // The organizer's cancellation holds the date's row until it commits; the order checks the
      // cart (the date not yet cancelled for it) and then waits at the seat.
      const organizer = new pg.Client({ connectionString: t.database.url });
      await organizer.connect();
      try {
        await organizer.query('begin');
        await organizer.query('update course_schedules set cancelled_at = now() where id = $1', [
          t.ids.online.may,
        ]);
        const ordering = t.call('PUT', '/api/order', {
          person: anna,
          payload: { acceptTerms: true },
        });
        await vi.waitFor(
          async () => {
            const { rows } = await organizer.query<{ waiting: number }>(
              `select count(*)::int as waiting from pg_stat_activity
               where datname = current_database() and wait_event_type = 'Lock'`,
            );
            expect(rows[0]!.waiting).toBe(1);
          },
          { timeout: 20_000, interval: 20 },
        );
        await organizer.query('commit');

        const error = errorOf(await ordering, 409);
        expect(error.code).toBe('SCHEDULE_CANCELLED');
        expect(error.details?.map((detail) => detail.path)).toEqual([
          `positions.${cart.positions[0]!.id}`,
        ]);
        expect(await booked()).toBe(bookedBefore);
      } finally {
        await organizer.end();
        await cancelMay(false);
      }
    });

  it('takes no waiting-list request for a cancelled date', async () => {
    const request = () =>
      t.call('POST', '/api/orders/waitinglists', {
        payload: {
          scheduleId: t.ids.present.full,
          name: 'Miriam Wartmann',
          email: 'miriam.wartmann@example.com',
          seats: 1,
        },
      });
    const change = (cancelledAt: string | null) =>
      importCatalogue(db(), {
        courses: [],
        scheduleChanges: [
          { course: 'arbeit-und-familie-praesenz', startDate: '2027-06-10', cancelledAt },
        ],
      });
    expect((await change('2027-03-10T08:00:00Z')).ok).toBe(true);
    try {
      expect(errorOf(await request(), 409).code).toBe('SCHEDULE_CANCELLED');
      expect(
        await db()
          .select()
          .from(schema.waitingListRequests)
          .where(eq(schema.waitingListRequests.scheduleId, t.ids.present.full)),
      ).toEqual([]);
    } finally {
      expect((await change(null)).ok).toBe(true);
    }
    expect(bodyOf(await request(), 201)).toEqual({ received: true });
  });
});
