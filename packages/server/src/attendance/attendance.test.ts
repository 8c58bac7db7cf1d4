// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceScanSchema, orderSchema, type Order } from '@kursmarkt/schemas';
import {
  billingOf,
  bodyOf,
  errorOf,
  newCustomer,
  openCartTestApp,
  type CartTestApp,
  type Person,
} from '../booking/test-support.ts';
import * as schema from '../db/schema.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';
import { attendanceEvidence } from './evidence.ts';
import { germanInstant } from './wall-time.ts';

/** A signed-in account with the identity provider's realm role `operator`. */
const newOperator = (): Person =>
  ({ ...newCustomer('Olga'), realm_access: { roles: ['operator'] } }) as Person;

describe.each(testDatabaseTargets())('attendance at the door on $name', (target) => {
  let t: CartTestApp;
  let anna: Person;
  let order: Order;
  let ticketCode: string;
  beforeAll(async () => {
    t = await openCartTestApp(target);
    anna = newCustomer('Anna');
    const person = anna;
    const position = {
      courseId: t.ids.present.courseId,
      scheduleId: t.ids.present.soon,
      priceLevelId: t.ids.present.soonStandard,
    };
    bodyOf(await t.call('PUT', '/api/cart', { person, payload: position }));
    bodyOf(await t.call('PUT', '/api/order/customer', { person, payload: billingOf(person) }));
    bodyOf(
      await t.call('PUT', '/api/order/payment', { person, payload: { paymentMethod: 'INVOICE' } }),
    );
    order = orderSchema.parse(
      bodyOf(
        await t.call('PUT', '/api/order', {
          person,
          payload: { acceptTerms: true, earlyStartConsent: true },
        }),
        201,
      ),
    );
    const [row] = await db()
      .select({ code: schema.orderPositions.ticketCode })
      .from(schema.orderPositions)
      .where(eq(schema.orderPositions.id, positionId()));
    ticketCode = row!.code!;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  const db = () => t.database.database.db;
  const positionId = () => order.positions[0]!.id;
  const day = '2027-03-12';
  const scan = (person: Person | undefined, payload: object) =>
    t.call('POST', '/api/attendance/scan', { ...(person ? { person } : {}), payload });

  it('mails the in-person course’s ticket as a QR code and shows it to its customer only', async () => {
    const [confirmation] = await db()
      .select({ id: schema.outboxMails.id, text: schema.outboxMails.text })
      .from(schema.outboxMails)
      .where(eq(schema.outboxMails.recipient, anna.email));
    expect(confirmation!.text).toContain('ticket-1.png');
    const attached = await db()
      .select({ fileName: schema.outboxAttachments.fileName })
      .from(schema.outboxAttachments)
      .where(eq(schema.outboxAttachments.mailId, confirmation!.id));
    expect(attached.map((file) => file.fileName)).toContain('ticket-1.png');

    const url = `/api/order/position/${positionId()}/ticket`;
    const ticket = bodyOf(await t.call('GET', url, { person: anna }));
    expect(ticket.ticketCode).toBe(ticketCode);
    expect(ticket.qrSvg).toMatch(/^<svg /);
    expect(errorOf(await t.call('GET', url, { person: newCustomer('Fremd') }), 404).code).toBe(
      'NOT_FOUND',
    );
  });

  it('lets only an operator scan: 401 without a token, 403 for a customer, 404 for an unknown code', async () => {
    const payload = { ticketCode, direction: 'IN' };
    expect(errorOf(await scan(undefined, payload), 401).code).toBe('UNAUTHORIZED');
    expect(errorOf(await scan(anna, payload), 403).code).toBe('FORBIDDEN');
    const unknown = { ticketCode: 'A'.repeat(22), direction: 'IN' };
    expect(errorOf(await scan(newOperator(), unknown), 404).code).toBe('NOT_FOUND');
    const bad = errorOf(await scan(newOperator(), { ticketCode: 'x', direction: 'UP' }), 422);
    expect(bad.details?.map((detail) => detail.path).sort()).toEqual([
      'body.direction',
      'body.ticketCode',
    ]);
  });

  it('refuses a scan on a day the course does not meet with 409 NO_COURSE_DAY_TODAY', async () => {
    t.clock.set(germanInstant('2027-03-11', '09:00'));
    const refused = errorOf(await scan(newOperator(), { ticketCode, direction: 'IN' }), 409);
    expect(refused.code).toBe('NO_COURSE_DAY_TODAY');
  });

  it('checks in and out, takes a repeated scan within a minute as the same, and the evidence counts it', async () => {
    const operator = newOperator();
    t.clock.set(germanInstant(day, '09:05'));
    const first = attendanceScanSchema.parse(
      bodyOf(await scan(operator, { ticketCode, direction: 'IN' })),
    );
    expect(first).toMatchObject({
      positionId: positionId(),
      participant: { firstName: anna.given_name, lastName: anna.family_name },
      course: 'Arbeit und Familie in Köln',
      day,
      direction: 'IN',
      recorded: true,
    });
    t.clock.set(new Date(+germanInstant(day, '09:05') + 40_000));
    const repeat = bodyOf(await scan(operator, { ticketCode, direction: 'IN' }));
    expect(repeat).toMatchObject({ recorded: false, at: first.at });
    t.clock.set(germanInstant(day, '12:05'));
    expect(bodyOf(await scan(operator, { ticketCode, direction: 'OUT' })).recorded).toBe(true);
    const presences = await db()
      .select()
      .from(schema.attendancePresences)
      .where(eq(schema.attendancePresences.positionId, positionId()));
    expect(presences).toHaveLength(1);
    expect(presences[0]).toMatchObject({
      source: 'DOOR_SCAN',
      startedAt: germanInstant(day, '09:05'),
      endedAt: germanInstant(day, '12:05'),
    });

    // 7.5 hours from 09:00 with an hour's break: 09:00 to 17:30; gone from 12:05.
    const [evidence] = await attendanceEvidence(db(), [positionId()], germanInstant(day, '18:00'));
    expect(evidence).toMatchObject({
      scheduledMinutes: 450,
      attendedMinutes: 450 - 325,
      verdict: 'PARTIAL',
    });
    expect(evidence!.days[0]).toMatchObject({
      day,
      sources: ['DOOR_SCAN'],
      toleratedAbsenceMinutes: 5,
      gaps: [{ from: germanInstant(day, '12:05'), to: germanInstant(day, '17:30'), minutes: 325 }],
    });
  });

  it('lists a course date’s days with their check-in codes to an operator only', async () => {
    const url = `/api/attendance/schedules/${t.ids.present.soon}/days`;
    const days = bodyOf(await t.call('GET', url, { person: newOperator() }));
    expect(days).toEqual([
      expect.objectContaining({
        day,
        netMinutes: 450,
        startsAt: germanInstant(day, '09:00').toISOString(),
        checkInCode: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      }),
    ]);
    expect(errorOf(await t.call('GET', url, { person: anna }), 403).code).toBe('FORBIDDEN');
  });
});
