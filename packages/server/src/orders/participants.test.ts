// @vitest-environment node
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartSchema,
  guestCheckoutSchema,
  orderSchema,
  participantPositionSchema,
  type Order,
} from '@kursmarkt/schemas';
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
import { mailsInOutbox } from '../outbox/test-support.ts';

const colleague = { firstName: 'Clara', lastName: 'Kollegin', email: 'clara@kanzlei.example' };
const substitute = { firstName: 'Sven', lastName: 'Vertreter', email: 'sven@kanzlei.example' };

describe.each(testDatabaseTargets())('participants and substitutes on $name', (target) => {
  let t: CartTestApp;

  beforeAll(async () => {
    t = await openCartTestApp(target);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  /** Mails to `addresses` in the outbox, by recipient. */
  const mailsTo = async (...addresses: string[]) =>
    t.database.database.db
      .select({ recipient: schema.outboxMails.recipient, subject: schema.outboxMails.subject })
      .from(schema.outboxMails)
      .where(inArray(schema.outboxMails.recipient, addresses));

  /**
   * `person` orders the online course's April date and the family course's April date by
   * invoice; `participants(cartPositionId of the online date)` names who attends.
   */
  async function order(
    person: Person,
    participants: (onlineId: string) => object[] = () => [],
  ): Promise<{ order: Order; onlineId: string }> {
    const lines = [
      [t.ids.online.courseId, t.ids.online.april, t.ids.online.aprilStandard],
      [t.ids.family.courseId, t.ids.family.april, t.ids.family.aprilStandard],
    ] as const;
    for (const [courseId, scheduleId, priceLevelId] of lines) {
      bodyOf(
        await t.call('PUT', '/api/cart', {
          person,
          payload: { courseId, scheduleId, priceLevelId },
        }),
      );
    }
    const cart = cartSchema.parse(bodyOf(await t.call('GET', '/api/cart', { person })));
    const cartOnline = cart.positions.find(
      (position) => position.scheduleId === t.ids.online.april,
    )!;
    bodyOf(await t.call('PUT', '/api/order/customer', { person, payload: billingOf(person) }));
    bodyOf(
      await t.call('PUT', '/api/order/payment', { person, payload: { paymentMethod: 'INVOICE' } }),
    );
    const placed = orderSchema.parse(
      bodyOf(
        await t.call('PUT', '/api/order', {
          person,
          payload: { acceptTerms: true, participants: participants(cartOnline.id) },
        }),
        201,
      ),
    );
    const online = placed.positions.find((position) => position.scheduleId === t.ids.online.april)!;
    return { order: placed, onlineId: online.id };
  }

  const position = async (person: Person, id: string) =>
    participantPositionSchema.parse(
      bodyOf(await t.call('GET', `/api/order/position/${id}`, { person })),
    );

  it('keeps the participant named at checkout and sends them the ticket, the invoice to the customer', async () => {
    const anna = newCustomer('Anna');
    const { order: placed, onlineId } = await order(anna, (id) => [
      { positionId: id, participant: colleague },
    ]);

    expect(await position(anna, onlineId)).toMatchObject({
      orderNumber: placed.orderNumber,
      startDate: '2027-04-01',
      participant: colleague,
      participantIsCustomer: false,
      participantChangeable: true,
    });
    const family = placed.positions.find((entry) => entry.id !== onlineId)!;
    expect(await position(anna, family.id)).toMatchObject({
      participant: { firstName: 'Anna', lastName: 'Kunde', email: anna.email },
      participantIsCustomer: true,
    });
    const tickets = await mailsTo(colleague.email);
    expect(tickets.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('Ihre Teilnahme: Arbeitsrecht'),
    ]);
    const toAnna = await mailsTo(anna.email);
    expect(toAnna.map((mail) => mail.subject)).toEqual([
      expect.stringContaining(`Ihre Bestellung ${placed.orderNumber}`),
    ]);
  });

  it("keeps a guest's participant named in the summary and sends them the ticket once the order is confirmed", async () => {
    const guest = { ...billingOf(newCustomer('Gina')), email: 'gina.teilnehmer@example.com' };
    const trainee = { firstName: 'Theo', lastName: 'Trainee', email: 'theo@kanzlei.example' };
    const opened = await t.call('PUT', '/api/guest-order/guest', {
      payload: {
        ...guest,
        positions: [
          {
            courseId: t.ids.online.courseId,
            courseScheduleId: t.ids.online.april,
            priceLevelId: t.ids.online.aprilStandard,
          },
          {
            courseId: t.ids.family.courseId,
            courseScheduleId: t.ids.family.april,
            priceLevelId: t.ids.family.aprilStandard,
          },
        ],
      },
    });
    const checkout = guestCheckoutSchema.parse(bodyOf(opened));
    const headers = {
      'x-order': String(opened.headers['x-order']),
      'x-auth': String(opened.headers['x-auth']),
    };
    const cartOnline = checkout.cart.positions.find(
      (entry) => entry.scheduleId === t.ids.online.april,
    )!;
    bodyOf(
      await t.call('PUT', '/api/guest-order/payment', {
        headers,
        payload: { paymentMethod: 'PREPAYMENT' },
      }),
    );
    const held = orderSchema.parse(
      bodyOf(
        await t.call('PUT', '/api/guest-order', {
          headers,
          payload: {
            acceptTerms: true,
            participants: [{ positionId: cartOnline.id, participant: trainee }],
          },
        }),
        201,
      ),
    );
    // Held until the guest confirms the address: no ticket yet.
    expect(await mailsTo(trainee.email)).toEqual([]);
    const [holdMail, ...others] = (await mailsInOutbox(t.database.database.db)).filter(
      (mail) => mail.to === guest.email,
    );
    expect(others).toEqual([]);
    const [, token] = /\/guest-order\/[0-9a-f-]+\/confirm#([A-Za-z0-9_-]{43})/.exec(
      holdMail!.text,
    )!;
    const placed = orderSchema.parse(
      bodyOf(await t.call('POST', `/api/guest-order/${held.id}/confirm`, { payload: { token } })),
    );

    const online = placed.positions.find((entry) => entry.scheduleId === t.ids.online.april)!;
    const [stored] = await t.database.database.db
      .select({
        firstName: schema.orderPositions.participantFirstName,
        lastName: schema.orderPositions.participantLastName,
        email: schema.orderPositions.participantEmail,
      })
      .from(schema.orderPositions)
      .where(eq(schema.orderPositions.id, online.id));
    expect(stored).toEqual(trainee);
    expect((await mailsTo(trainee.email)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining('Ihre Teilnahme: Arbeitsrecht'),
    ]);
    // The guest gets the invoice with the confirmation, not the ticket of the course named.
    expect((await mailsTo(guest.email)).map((mail) => mail.subject)).toEqual([
      holdMail!.subject,
      expect.stringContaining(`Ihre Bestellung ${placed.orderNumber}`),
    ]);
  });

  it('refuses a participant for a position the checkout does not hold, naming the field', async () => {
    const bruno = newCustomer('Bruno');
    bodyOf(
      await t.call('PUT', '/api/cart', {
        person: bruno,
        payload: {
          courseId: t.ids.online.courseId,
          scheduleId: t.ids.online.may,
          priceLevelId: t.ids.online.mayStandard,
        },
      }),
    );
    bodyOf(
      await t.call('PUT', '/api/order/customer', { person: bruno, payload: billingOf(bruno) }),
    );
    bodyOf(
      await t.call('PUT', '/api/order/payment', {
        person: bruno,
        payload: { paymentMethod: 'INVOICE' },
      }),
    );
    const unknown = errorOf(
      await t.call('PUT', '/api/order', {
        person: bruno,
        payload: {
          acceptTerms: true,
          participants: [{ positionId: crypto.randomUUID(), participant: colleague }],
        },
      }),
      422,
    );
    expect(unknown.details).toEqual([
      expect.objectContaining({ path: 'body.participants.0.positionId', code: 'NOT_ALLOWED' }),
    ]);
  });

  it('names a substitute before the course begins, with mails to the former, the new participant and the organizer', async () => {
    const carla = newCustomer('Carla');
    const { onlineId } = await order(carla, (id) => [{ positionId: id, participant: colleague }]);
    const before = (await mailsTo(colleague.email, substitute.email)).length;

    const changed = participantPositionSchema.parse(
      bodyOf(
        await t.call('PATCH', `/api/order/position/${onlineId}`, {
          person: carla,
          payload: { participant: substitute },
        }),
      ),
    );
    expect(changed).toMatchObject({ participant: substitute, participantIsCustomer: false });
    expect(await position(carla, onlineId)).toEqual(changed);

    const mails = (await mailsTo(colleague.email, substitute.email)).slice(before);
    expect(mails).toEqual([
      { recipient: substitute.email, subject: expect.stringContaining('Ihre Teilnahme') },
      { recipient: colleague.email, subject: expect.stringContaining('Ihre Teilnahme entfällt') },
    ]);
    const [organizer] = await t.database.database.db
      .select({ email: schema.organizers.email })
      .from(schema.organizers)
      .innerJoin(schema.courses, eq(schema.courses.organizerId, schema.organizers.id))
      .where(eq(schema.courses.id, t.ids.online.courseId));
    const toOrganizer = await mailsTo(organizer!.email);
    expect(toOrganizer.map((mail) => mail.subject)).toContainEqual(
      expect.stringContaining('Ersatzteilnehmer/in zur Buchung'),
    );
  });

  it('refuses a substitute once the first day has begun in Germany', async () => {
    const dora = newCustomer('Dora');
    const { onlineId } = await order(dora);
    // 1 April 2027, 00:30 in Germany: the online date's first day.
    t.clock.set(new Date('2027-03-31T22:30:00Z'));
    try {
      expect((await position(dora, onlineId)).participantChangeable).toBe(false);
      const refused = errorOf(
        await t.call('PATCH', `/api/order/position/${onlineId}`, {
          person: dora,
          payload: { participant: substitute },
        }),
        409,
      );
      expect(refused.code).toBe('COURSE_BEGUN');
    } finally {
      t.clock.set(catalogueNow);
    }
    expect((await position(dora, onlineId)).participantIsCustomer).toBe(true);
  });

  it('refuses a substitute for a cancelled position', async () => {
    const emil = newCustomer('Emil');
    const { order: placed, onlineId } = await order(emil);
    bodyOf(
      await t.call('POST', `/api/order/${placed.id}/cancellation`, {
        person: emil,
        payload: { positionIds: [onlineId] },
      }),
      201,
    );
    const refused = errorOf(
      await t.call('PATCH', `/api/order/position/${onlineId}`, {
        person: emil,
        payload: { participant: substitute },
      }),
      409,
    );
    expect(refused.code).toBe('POSITION_CANCELLED');
  });

  it("answers another customer's position as not found, to read and to change", async () => {
    const anna = newCustomer('Anna');
    const bernd = newCustomer('Bernd');
    const { onlineId } = await order(anna);
    errorOf(await t.call('GET', `/api/order/position/${onlineId}`, { person: bernd }), 404);
    errorOf(
      await t.call('PATCH', `/api/order/position/${onlineId}`, {
        person: bernd,
        payload: { participant: substitute },
      }),
      404,
    );
    expect((await position(anna, onlineId)).participantIsCustomer).toBe(true);
  });

  it('gives the booked online date as a calendar entry to its customer, to no one else, and none once cancelled', async () => {
    const frida = newCustomer('Frida');
    const bernd = newCustomer('Bernd');
    const { order: placed, onlineId } = await order(frida);
    const path = `/api/order/position/${onlineId}/calendar`;

    const entry = await t.call('GET', path, { person: frida });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(entry.headers['content-disposition']).toContain(`${placed.orderNumber}.ics`);
    const online = placed.positions.find((position) => position.id === onlineId)!;
    const ics = entry.body.replace(/\r\n /g, '');
    // The same entry as the confirmation mail's: its id, the course, online, all day.
    expect(ics).toContain(`UID:${onlineId}@`);
    expect(ics).toContain(`SUMMARY:${online.name}`);
    expect(ics).toContain('LOCATION:Online');
    expect(ics).toMatch(/DTSTART;VALUE=DATE:\d{8}/);

    errorOf(await t.call('GET', path, { person: bernd }), 404);
    bodyOf(
      await t.call('POST', `/api/order/${placed.id}/cancellation`, {
        person: frida,
        payload: { positionIds: [onlineId] },
      }),
      201,
    );
    errorOf(await t.call('GET', path, { person: frida }), 404);
  });

  it('refuses a participant without a valid e-mail address, naming the field and its code', async () => {
    const anna = newCustomer('Anna');
    const { onlineId } = await order(anna);
    const refused = errorOf(
      await t.call('PATCH', `/api/order/position/${onlineId}`, {
        person: anna,
        payload: { participant: { ...substitute, email: 'sven at kanzlei' } },
      }),
      422,
    );
    expect(refused.details).toEqual([
      expect.objectContaining({ path: 'body.participant.email', code: 'INVALID_FORMAT' }),
    ]);
  });
});
