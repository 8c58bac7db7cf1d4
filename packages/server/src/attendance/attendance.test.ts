// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceScanSchema, orderSchema, type Order } from '@kursmarkt/schemas';
import {
  billingOf,
  bodyOf,
  catalogueNow,
  errorOf,
  newCustomer,
  openCartTestApp,
  type CartTestApp,
  type Person,
} from '../booking/test-support.ts';
import * as schema from '../db/schema.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';
import { attendanceEvidence } from './evidence.ts';
import { ticketQrPng } from './ticket.ts';
import { germanInstant } from './wall-time.ts';

/** A signed-in account with the identity provider's realm role `operator`. */
const newOperator = (): Person =>
  ({ ...newCustomer('Olga'), realm_access: { roles: ['operator'] } }) as Person;

describe.each(testDatabaseTargets())('attendance at the door on $name', (target) => {
  let t: CartTestApp;
  let anna: Person;
  let order: Order;
  let ticketCode: string;
  /** `person` orders `position` by invoice. */
  async function placeOrder(person: Person, position: object): Promise<Order> {
    bodyOf(await t.call('PUT', '/api/cart', { person, payload: position }));
    bodyOf(await t.call('PUT', '/api/order/customer', { person, payload: billingOf(person) }));
    bodyOf(
      await t.call('PUT', '/api/order/payment', { person, payload: { paymentMethod: 'INVOICE' } }),
    );
    return orderSchema.parse(
      bodyOf(
        await t.call('PUT', '/api/order', {
          person,
          payload: { acceptTerms: true, earlyStartConsent: true },
        }),
        201,
      ),
    );
  }

  beforeAll(async () => {
    t = await openCartTestApp(target);
    anna = newCustomer('Anna');
    order = await placeOrder(anna, {
      courseId: t.ids.present.courseId,
      scheduleId: t.ids.present.soon,
      priceLevelId: t.ids.present.soonStandard,
    });
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

  it('gives a substitute a new ticket, mailed as a QR code, and the former ticket no longer scans', async () => {
    const bernd = newCustomer('Bernd');
    t.clock.set(catalogueNow);
    const booked = await placeOrder(bernd, {
      courseId: t.ids.present.courseId,
      scheduleId: t.ids.present.soon,
      priceLevelId: t.ids.present.soonStandard,
    });
    const id = booked.positions[0]!.id;
    const ticketUrl = `/api/order/position/${id}/ticket`;
    const former = bodyOf(await t.call('GET', ticketUrl, { person: bernd })).ticketCode;
    const substitute = { firstName: 'Sven', lastName: 'Vertreter', email: 'sven@kanzlei.example' };
    bodyOf(
      await t.call('PATCH', `/api/order/position/${id}`, {
        person: bernd,
        payload: { participant: substitute },
      }),
    );
    const current = bodyOf(await t.call('GET', ticketUrl, { person: bernd })).ticketCode;
    expect(current).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(current).not.toBe(former);

    const [mail] = await db()
      .select({ id: schema.outboxMails.id, text: schema.outboxMails.text })
      .from(schema.outboxMails)
      .where(eq(schema.outboxMails.recipient, substitute.email));
    expect(mail!.text).toContain('ticket.png');
    const attached = await db()
      .select()
      .from(schema.outboxAttachments)
      .where(eq(schema.outboxAttachments.mailId, mail!.id));
    expect(attached.map((file) => file.fileName)).toEqual(['ticket.png']);
    expect(Buffer.from(attached[0]!.content).equals(await ticketQrPng(current))).toBe(true);

    t.clock.set(germanInstant(day, '08:45'));
    const operator = newOperator();
    const refused = errorOf(await scan(operator, { ticketCode: former, direction: 'IN' }), 404);
    expect(refused).toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringMatching(/replaced/),
    });
    const admitted = attendanceScanSchema.parse(
      bodyOf(await scan(operator, { ticketCode: current, direction: 'IN' })),
    );
    expect(admitted).toMatchObject({
      positionId: id,
      participant: { firstName: 'Sven', lastName: 'Vertreter' },
      recorded: true,
    });
  });

  describe("the online date's participant report", () => {
    const importUrl = () => `/api/attendance/schedules/${t.ids.online.april}/import`;
    const importCsv = async (person: Person, csv: string) =>
      t.app.inject({
        method: 'POST',
        url: importUrl(),
        headers: {
          host: 'recht.kursmarkt.test',
          'content-type': 'text/csv',
          authorization: `Bearer ${await t.tokenOf(person)}`,
        },
        payload: csv,
      });
    const imported = async () =>
      db()
        .select()
        .from(schema.attendancePresences)
        .where(eq(schema.attendancePresences.source, 'IMPORT'));

    it('matches rows by e-mail, then by name, keeps re-joins, says which lines it could not match, and imports a file once', async () => {
      const online = {
        courseId: t.ids.online.courseId,
        scheduleId: t.ids.online.april,
        priceLevelId: t.ids.online.aprilStandard,
      };
      const ida = newCustomer('Ida');
      const bruno = newCustomer('Bruno');
      const [idaOrder, brunoOrder] = [
        await placeOrder(ida, online),
        await placeOrder(bruno, online),
      ];
      const csv = [
        'Name (original name),User Email,Join Time,Leave Time,Duration (Minutes)',
        `Ida Kunde,${ida.email.toUpperCase()},2027-04-01 08:58:00,2027-04-01 11:00:00,122`,
        `Ida Kunde,${ida.email},2027-04-01 11:04:00,2027-04-01 15:00:00,236`,
        'bruno  kunde,bruno@privat.example,04/01/2027 09:00:00 AM,04/01/2027 03:00:00 PM,360',
        'Niemand Bekannt,niemand@example.com,2027-04-01 09:00:00,2027-04-01 10:00:00,60',
        `Ida Kunde,${ida.email},2027-04-02 09:00:00,2027-04-02 10:00:00,60`,
      ].join('\n');
      const operator = newOperator();
      expect(bodyOf(await importCsv(operator, csv))).toEqual({
        imported: 3,
        known: 0,
        unmatched: [
          { line: 5, reason: 'NO_PARTICIPANT' },
          { line: 6, reason: 'NO_COURSE_DAY' },
        ],
      });
      expect(bodyOf(await importCsv(operator, csv))).toMatchObject({ imported: 0, known: 3 });
      const rows = await imported();
      expect(rows).toHaveLength(3);
      expect(rows.filter((row) => row.positionId === idaOrder.positions[0]!.id)).toHaveLength(2);
      expect(rows.find((row) => row.positionId === brunoOrder.positions[0]!.id)).toMatchObject({
        startedAt: germanInstant('2027-04-01', '09:00'),
        endedAt: germanInstant('2027-04-01', '15:00'),
      });
      // 5 hours from 09:00 (a break of 30 minutes): 09:00 to 14:30; the re-join after 4 minutes is no gap.
      const [evidence] = await attendanceEvidence(
        db(),
        [idaOrder.positions[0]!.id],
        germanInstant('2027-04-01', '20:00'),
      );
      expect(evidence).toMatchObject({ attendedMinutes: 300, verdict: 'COMPLETE' });
      expect(evidence!.days[0]).toMatchObject({ sources: ['IMPORT'], toleratedAbsenceMinutes: 4 });
    });

    it('refuses a malformed file with its line and imports nothing of it', async () => {
      const before = (await imported()).length;
      const csv = [
        'Name,E-Mail,Join Time,Leave Time',
        'Erika Muster,erika@example.com,2027-04-01 09:00:00,2027-04-01 10:00:00',
        'Erika Muster,erika@example.com,gestern,2027-04-01 12:00:00',
      ].join('\n');
      const refused = errorOf(await importCsv(newOperator(), csv), 422);
      expect(refused.details).toEqual([
        expect.objectContaining({ path: 'body.lines.3.join', code: 'INVALID_FORMAT' }),
      ]);
      expect(await imported()).toHaveLength(before);
    });

    it('lets only an operator import', async () => {
      const csv = 'Name,Join Time,Leave Time\n';
      expect(errorOf(await importCsv(anna, csv), 403).code).toBe('FORBIDDEN');
    });
  });

  describe('the self check-in at /check', () => {
    it('checks the booking’s participant in and out on the day, and tells another day apart', async () => {
      const [day] = await db()
        .select()
        .from(schema.scheduleDays)
        .where(eq(schema.scheduleDays.scheduleId, t.ids.present.soon));
      const url = `/api/attendance/check/${day!.checkInCode}`;
      t.clock.set(germanInstant('2027-03-11', '12:00'));
      expect(bodyOf(await t.call('GET', url, { person: anna }))).toMatchObject({
        course: 'Arbeit und Familie in Köln',
        today: false,
        checkedIn: false,
      });
      const notToday = await t.call('POST', url, { person: anna, payload: { direction: 'IN' } });
      expect(errorOf(notToday, 409).code).toBe('NO_COURSE_DAY_TODAY');

      t.clock.set(germanInstant(day!.day, '08:55'));
      const checkedIn = bodyOf(
        await t.call('POST', url, { person: anna, payload: { direction: 'IN' } }),
      );
      expect(checkedIn).toMatchObject({
        today: true,
        checkedIn: true,
        since: germanInstant(day!.day, '08:55').toISOString(),
      });
      t.clock.set(germanInstant(day!.day, '09:30'));
      const again = bodyOf(
        await t.call('POST', url, { person: anna, payload: { direction: 'IN' } }),
      );
      expect(again.since).toBe(checkedIn.since);
      t.clock.set(germanInstant(day!.day, '17:40'));
      expect(
        bodyOf(await t.call('POST', url, { person: anna, payload: { direction: 'OUT' } })),
      ).toMatchObject({ checkedIn: false, since: germanInstant(day!.day, '17:40').toISOString() });
      expect(
        bodyOf(await t.call('POST', `${url}/confirmations`, { person: anna })).confirmations,
      ).toBe(1);

      const stranger = await t.call('GET', url, { person: newCustomer('Fremd') });
      expect(errorOf(stranger, 404).code).toBe('NOT_FOUND');
    });
  });
});
