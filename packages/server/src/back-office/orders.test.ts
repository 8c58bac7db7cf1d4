// @vitest-environment node
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@kursmarkt/schemas';
import { germanInstant } from '../attendance/wall-time.ts';
import {
  aprilDates,
  bodyOf,
  catalogueNow,
  errorOf,
  newCustomer,
  openCartTestApp,
  orderOnInvoice,
  renderWaitingInvoices,
  type CartTestApp,
  type Person,
} from '../booking/test-support.ts';
import * as schema from '../db/schema.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';
import { grantRights, newStaff } from './test-support.ts';

const person = (first: string, last: string): Person => ({
  ...newCustomer(first),
  family_name: last,
});

describe.each(testDatabaseTargets())('the back office’s orders on $name', (target) => {
  let t: CartTestApp;
  let eins: number;
  let zwei: number;
  const planner = newStaff('Paula');
  const cashier = newStaff('Kai');
  const door = newStaff('Dora');
  const rival = newStaff('Rita');
  const anna = person('Anna', 'Mustermann');
  const bernd = person('Bernd', 'Beispiel');
  const carla = person('Carla', 'Zweitkundin');
  let annaOrder: Order;
  let berndOrder: Order;
  let carlaOrder: Order;

  beforeAll(async () => {
    t = await openCartTestApp(target);
    ({ eins, zwei } = t.ids.organizers);
    await grantRights(t, planner, eins, { orders: 'VIEW' });
    await grantRights(t, cashier, eins, { orders: 'VIEW', payments: 'VIEW' });
    await grantRights(t, door, eins, { orders: 'CHECK_IN' });
    await grantRights(t, rival, zwei, { orders: 'VIEW', payments: 'VIEW' });
    const dates = aprilDates(t);
    annaOrder = await orderOnInvoice(t, anna, [dates.online]);
    t.clock.set(new Date(+t.clock.now() + 60_000));
    berndOrder = await orderOnInvoice(t, bernd, [dates.online, dates.family]);
    t.clock.set(new Date(+t.clock.now() + 60_000));
    carlaOrder = await orderOnInvoice(t, carla, [dates.family]);
    await renderWaitingInvoices(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  const db = () => t.database.database.db;
  const orders = (who: Person, organizerId: number, query = '') =>
    t.call('GET', `/api/backoffice/organizers/${organizerId}/orders${query}`, { person: who });
  const numbers = async (query: string, who = planner, organizerId = eins) =>
    (bodyOf(await orders(who, organizerId, query)).orders as { orderNumber: string }[]).map(
      (row) => row.orderNumber,
    );

  it('lists the organizer’s orders newest first with its positions’ courses and total only', async () => {
    const page = bodyOf(await orders(planner, eins));
    expect(page.orders.map((row: { id: string }) => row.id)).toEqual([berndOrder.id, annaOrder.id]);
    const shared = page.orders[0];
    expect(shared).toMatchObject({
      customer: { name: 'Bernd Beispiel', email: bernd.email },
      positions: 1,
      status: 'PLACED',
      paymentMethod: 'INVOICE',
    });
    const [online] = await db()
      .select()
      .from(schema.orderPositions)
      .where(
        and(
          eq(schema.orderPositions.orderId, berndOrder.id),
          eq(schema.orderPositions.organizerId, eins),
        ),
      );
    expect(shared.totalCents).toBe(online!.paidCents);
    expect(shared.courses).toEqual([online!.name]);
    expect(page.next).toBeNull();
  });

  it('never shows another organizer’s orders or positions', async () => {
    expect(await numbers('', rival, zwei)).toEqual([
      carlaOrder.orderNumber,
      berndOrder.orderNumber,
    ]);
    expect(await numbers(`?q=${encodeURIComponent('Zweitkundin')}`)).toEqual([]);
    const order = bodyOf(
      await t.call('GET', `/api/backoffice/organizers/${eins}/orders/${berndOrder.id}`, {
        person: planner,
      }),
    );
    expect(order.positions).toHaveLength(1);
    expect(order.sharedWithOtherOrganizers).toBe(true);
    const foreign = await t.call(
      'GET',
      `/api/backoffice/organizers/${eins}/orders/${carlaOrder.id}`,
      { person: planner },
    );
    expect(errorOf(foreign, 404).code).toBe('NOT_FOUND');
  });

  it('finds an order by a misspelt name, its number, the e-mail and the invoice number', async () => {
    expect(await numbers('?q=Musterman')).toEqual([annaOrder.orderNumber]);
    expect(await numbers('?q=mustermnn')).toEqual([annaOrder.orderNumber]);
    expect(await numbers(`?q=${annaOrder.orderNumber}`)).toEqual([annaOrder.orderNumber]);
    expect(await numbers(`?q=${encodeURIComponent(bernd.email)}`)).toEqual([
      berndOrder.orderNumber,
    ]);
    expect(await numbers(`?q=${annaOrder.invoiceNumber!}`)).toEqual([annaOrder.orderNumber]);
    expect(await numbers('?q=Niemandsname')).toEqual([]);
  });

  it('filters by course, date, status, payment method and state, and period', async () => {
    const both = [berndOrder.orderNumber, annaOrder.orderNumber];
    expect(await numbers(`?courseId=${t.ids.online.courseId}`)).toEqual(both);
    expect(await numbers(`?courseId=${t.ids.present.courseId}`)).toEqual([]);
    expect(await numbers(`?scheduleId=${t.ids.online.april}`)).toEqual(both);
    expect(await numbers(`?scheduleId=${t.ids.online.may}`)).toEqual([]);
    expect(await numbers('?status=PLACED')).toEqual(both);
    expect(await numbers('?status=PAID')).toEqual([]);
    expect(await numbers('?paymentMethod=INVOICE')).toEqual(both);
    expect(await numbers('?paymentMethod=CARD')).toEqual([]);
    expect(await numbers('?paymentState=SUCCEEDED')).toEqual([]);
    const placed = annaOrder.placedAt.slice(0, 10);
    expect(await numbers(`?from=${placed}&until=${placed}`)).toEqual(both);
    expect(await numbers('?until=2020-01-01')).toEqual([]);
  });

  it('pages by a cursor without losing or repeating an order', async () => {
    const first = bodyOf(await orders(planner, eins, '?limit=1'));
    expect(first.orders.map((row: { id: string }) => row.id)).toEqual([berndOrder.id]);
    const second = bodyOf(await orders(planner, eins, `?limit=1&after=${first.next}`));
    expect(second.orders.map((row: { id: string }) => row.id)).toEqual([annaOrder.id]);
    expect(second.next).toBeNull();
  });

  it('shows payments only with payments VIEW and only of an order of the organizer alone', async () => {
    const order = async (who: Person, id: string) =>
      bodyOf(
        await t.call('GET', `/api/backoffice/organizers/${eins}/orders/${id}`, { person: who }),
      );
    expect(await order(planner, annaOrder.id)).not.toHaveProperty('payments');
    expect(await order(cashier, annaOrder.id)).toHaveProperty('payments', []);
    expect(await order(cashier, berndOrder.id)).not.toHaveProperty('payments');
  });

  it('shows the order’s documents, history and mails, and lets staff download its invoice', async () => {
    const order = bodyOf(
      await t.call('GET', `/api/backoffice/organizers/${eins}/orders/${annaOrder.id}`, {
        person: planner,
      }),
    );
    expect(order.documents).toEqual([
      expect.objectContaining({ kind: 'INVOICE', number: annaOrder.invoiceNumber }),
    ]);
    expect(order.mails.length).toBeGreaterThan(0);
    expect(order.mails[0]).toMatchObject({ recipient: anna.email });
    expect(order.positions[0].participant).toMatchObject({
      firstName: 'Anna',
      lastName: 'Mustermann',
    });
    const pdf = await t.call('GET', order.documents[0].href, { person: planner });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const shared = bodyOf(
      await t.call('GET', `/api/backoffice/organizers/${eins}/orders/${berndOrder.id}`, {
        person: planner,
      }),
    );
    expect(shared.documents).toEqual([]);
    const [invoice] = await db()
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.orderId, berndOrder.id));
    const refused = await t.call(
      'GET',
      `/api/backoffice/organizers/${eins}/orders/${berndOrder.id}/invoices/${invoice!.id}`,
      { person: planner },
    );
    expect(errorOf(refused, 404).code).toBe('NOT_FOUND');
  });

  it('keeps each staff member’s saved filters', async () => {
    const url = `/api/backoffice/organizers/${eins}/order-filters`;
    const saved = bodyOf(
      await t.call('POST', url, {
        person: planner,
        payload: { name: 'Offen', filter: { status: 'PLACED' } },
      }),
      201,
    );
    expect(saved).toEqual([
      expect.objectContaining({ name: 'Offen', filter: { status: 'PLACED' } }),
    ]);
    expect(bodyOf(await t.call('GET', url, { person: cashier }))).toEqual([]);
    expect(bodyOf(await t.call('DELETE', `${url}/${saved[0].id}`, { person: cashier }))).toEqual(
      [],
    );
    expect(bodyOf(await t.call('GET', url, { person: planner }))).toHaveLength(1);
    expect(bodyOf(await t.call('DELETE', `${url}/${saved[0].id}`, { person: planner }))).toEqual(
      [],
    );
  });

  describe('at the door', () => {
    const listOf = (organizerId: number, scheduleId: number) =>
      `/api/backoffice/organizers/${organizerId}/schedules/${scheduleId}/participants`;

    it('lists a date’s participants without any payment data, as JSON and CSV', async () => {
      const answer = await t.call('GET', listOf(eins, t.ids.online.april), { person: door });
      const body = bodyOf(answer);
      expect(
        body.participants.map((p: { lastName: string; orderNumber: string }) => [
          p.lastName,
          p.orderNumber,
        ]),
      ).toEqual([
        ['Beispiel', berndOrder.orderNumber],
        ['Mustermann', annaOrder.orderNumber],
      ]);
      expect(answer.payload).not.toMatch(/cents|payment|paid|price|invoice/i);
      const csv = await t.call('GET', `${listOf(eins, t.ids.online.april)}.csv`, { person: door });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.payload).toContain(`Mustermann;Anna;${annaOrder.orderNumber};BOOKED`);
      expect(csv.payload).not.toMatch(/cents|payment|paid|price|invoice/i);
      const foreign = await t.call('GET', listOf(eins, t.ids.family.april), { person: door });
      expect(errorOf(foreign, 404).code).toBe('NOT_FOUND');
      expect(errorOf(await orders(door, eins), 403).code).toBe('RIGHT_MISSING');
    });

    it('checks a participant in and out by ticket or position, only the organizer’s', async () => {
      const [day] = await db()
        .select()
        .from(schema.scheduleDays)
        .where(eq(schema.scheduleDays.scheduleId, t.ids.online.april));
      const positionsOf = (orderId: string) =>
        db().select().from(schema.orderPositions).where(eq(schema.orderPositions.orderId, orderId));
      const [annaPosition] = await positionsOf(annaOrder.id);
      const [carlaPosition] = await positionsOf(carlaOrder.id);
      const scan = (payload: object) =>
        t.call('POST', `/api/backoffice/organizers/${eins}/attendance/scan`, {
          person: door,
          payload,
        });
      t.clock.set(germanInstant(day!.day, '08:50'));
      const inside = bodyOf(await scan({ ticketCode: annaPosition!.ticketCode, direction: 'IN' }));
      expect(inside).toMatchObject({ positionId: annaPosition!.id, recorded: true });
      t.clock.set(germanInstant(day!.day, '17:00'));
      expect(bodyOf(await scan({ positionId: annaPosition!.id, direction: 'OUT' }))).toMatchObject({
        recorded: true,
        direction: 'OUT',
      });
      const listed = bodyOf(
        await t.call('GET', listOf(eins, t.ids.online.april), { person: door }),
      );
      const annaRow = listed.participants.find(
        (p: { positionId: string }) => p.positionId === annaPosition!.id,
      );
      expect(annaRow.days.find((d: { day: string }) => d.day === day!.day).presences).toEqual([
        {
          startedAt: germanInstant(day!.day, '08:50').toISOString(),
          endedAt: germanInstant(day!.day, '17:00').toISOString(),
        },
      ]);
      const foreign = await scan({ ticketCode: carlaPosition!.ticketCode, direction: 'IN' });
      expect(errorOf(foreign, 404).code).toBe('NOT_FOUND');
      const both = await scan({
        ticketCode: annaPosition!.ticketCode,
        positionId: annaPosition!.id,
        direction: 'IN',
      });
      expect(both.statusCode).toBe(422);
    });
  });

  it('cancels only the organizer’s positions, once per key, with the reason in the audit trail', async () => {
    t.clock.set(catalogueNow);
    const changer = newStaff('Chris');
    await grantRights(t, changer, eins, { orders: 'CHANGE' });
    const positionsOf = (orderId: string) =>
      db().select().from(schema.orderPositions).where(eq(schema.orderPositions.orderId, orderId));
    const before = await positionsOf(berndOrder.id);
    const own = before.find((position) => position.organizerId === eins)!;
    const other = before.find((position) => position.organizerId === zwei)!;
    const cancel = (positionIds: string[], key: string) =>
      t.call('POST', `/api/backoffice/organizers/${eins}/orders/${berndOrder.id}/cancellations`, {
        person: changer,
        headers: { 'idempotency-key': key },
        payload: { positionIds, free: true, reason: 'Kundin bat telefonisch darum' },
      });
    expect(errorOf(await cancel([other.id], 'k-foreign'), 404).code).toBe('NOT_FOUND');
    const first = bodyOf(await cancel([own.id], 'k-1'), 201);
    const again = bodyOf(await cancel([own.id], 'k-1'), 201);
    expect(again).toEqual(first);
    const after = await positionsOf(berndOrder.id);
    expect(after.find((position) => position.id === own.id)!.status).toBe('CANCELLED');
    expect(after.find((position) => position.id === other.id)!.status).toBe('BOOKED');
    expect(
      await db()
        .select()
        .from(schema.orderCancellations)
        .where(eq(schema.orderCancellations.orderId, berndOrder.id)),
    ).toEqual([expect.objectContaining({ kind: 'OPERATOR', feeCents: 0 })]);
    const order = bodyOf(
      await t.call('GET', `/api/backoffice/organizers/${eins}/orders/${berndOrder.id}`, {
        person: planner,
      }),
    );
    expect(order.status).toBe('PLACED');
    expect(order.audit).toEqual([
      expect.objectContaining({
        action: 'cancelPositions',
        reason: 'Kundin bat telefonisch darum',
        actor: expect.objectContaining({ email: changer.email, role: 'STAFF' }),
        before: { positions: [{ id: own.id, status: 'BOOKED' }] },
      }),
    ]);
  });
});
