// @vitest-environment node
import path from 'node:path';
import { Writable } from 'node:stream';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { addMinutes, addSeconds } from 'date-fns';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  guestCheckoutSchema,
  guestOrderChallengeSchema,
  maxGuestOrderSeats,
  orderSchema,
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
} from '../booking/test-support.ts';
import * as schema from '../db/schema.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';
import { loadDomains } from '../domains/load.ts';
import type { FinishedJob } from '../jobs/jobs.ts';
import { mailsInOutbox } from '../outbox/test-support.ts';
import { waitingListContextOf } from '../waiting-list/site.ts';
import { expireOrdersJob } from '../cancellation/expiry.ts';
import { confirmGuestOrder, expireGuestHolds } from './guest-hold.ts';
import { defaultGuestOrderLimits } from './guest-limits.ts';

const guestOrdersPerClient = defaultGuestOrderLimits.perClient;

const examples = path.join(import.meta.dirname, '..', '..', '..', '..', 'site', 'domains');

describe.each(testDatabaseTargets())('guest orders held until confirmed on $name', (target) => {
  let t: CartTestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await openCartTestApp(target, { logger: { level: 'warn', stream } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  const db = () => t.database.database.db;
  const ok = bodyOf;
  let guests = 0;
  const booked = async (scheduleId: number) =>
    (
      await db()
        .select({ booked: schema.courseSchedules.booked })
        .from(schema.courseSchedules)
        .where(eq(schema.courseSchedules.id, scheduleId))
    )[0]!.booked;
  const onlineApril = () => ({
    courseId: t.ids.online.courseId,
    courseScheduleId: t.ids.online.april,
    priceLevelId: t.ids.online.aprilStandard,
  });

  /** A new guest's checkout of the online course in April, by prepayment; its headers. */
  async function guestCheckout(email = `gast-${(guests += 1)}@example.com`) {
    const response = await t.call('PUT', '/api/guest-order/guest', {
      payload: {
        customerKind: 'CONSUMER',
        name: 'Gesa',
        lastname: 'Gast',
        street: 'Weg 2',
        zipCode: '50667',
        city: 'Köln',
        country: 'DEU',
        email,
        positions: [onlineApril()],
      },
    });
    guestCheckoutSchema.parse(ok(response));
    const headers = {
      'x-order': String(response.headers['x-order']),
      'x-auth': String(response.headers['x-auth']),
    };
    ok(
      await t.call('PUT', '/api/guest-order/payment', {
        headers,
        payload: { paymentMethod: 'PREPAYMENT' },
      }),
    );
    return { headers, email };
  }

  const placeGuestOrder = (headers: Record<string, string>, challenge?: string) =>
    t.call('PUT', '/api/guest-order', {
      headers,
      payload: { acceptTerms: true, ...(challenge === undefined ? {} : { challenge }) },
    });

  /** The confirmation link's order and token from the newest mail to `email`. */
  async function linkOf(email: string) {
    const mail = (await mailsInOutbox(db())).filter((entry) => entry.to === email).at(-1)!;
    const [, orderId, token] = /\/guest-order\/([0-9a-f-]+)\/confirm#([A-Za-z0-9_-]{43})/.exec(
      mail.text,
    )!;
    return { orderId: orderId!, token: token! };
  }

  /** The names of the files attached to the mails to `email`. */
  const attachmentsTo = async (email: string) =>
    (
      await db()
        .select({ name: schema.outboxAttachments.fileName })
        .from(schema.outboxAttachments)
        .innerJoin(schema.outboxMails, eq(schema.outboxMails.id, schema.outboxAttachments.mailId))
        .where(eq(schema.outboxMails.recipient, email))
    ).map((row) => row.name);

  const confirm = (orderId: string, token: string) =>
    t.call('POST', `/api/guest-order/${orderId}/confirm`, { payload: { token } });

  async function runExpiryJob() {
    const finished = new Promise<FinishedJob>((resolve) => {
      const listener = (job: FinishedJob) => {
        if (job.name !== expireOrdersJob) return;
        t.app.jobs.events.off('finished', listener);
        resolve(job);
      };
      t.app.jobs.events.on('finished', listener);
    });
    await t.app.jobs.enqueue(db(), expireOrdersJob, {});
    expect((await finished).error).toBeUndefined();
  }

  /** A challenge of the server, solved as the storefront does, as the payload to send. */
  async function solvedChallenge() {
    const challenge = guestOrderChallengeSchema.parse(
      ok(await t.call('GET', '/api/guest-order/challenge')),
    );
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  /** Places guest orders until the client's limit is reached, in a fresh hour of the clock. */
  async function useUpTheClientLimit(at: Date) {
    t.clock.set(at);
    for (let index = 0; index < guestOrdersPerClient; index += 1) {
      ok(await placeGuestOrder((await guestCheckout()).headers), 201);
    }
  }

  it('asks thirty guest orders of one date from one client for a challenge after the limit, and the date keeps its seats', async () => {
    t.clock.set(catalogueNow);
    const before = await booked(t.ids.online.april);
    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1) {
      const response = await placeGuestOrder((await guestCheckout()).headers);
      statuses.push(response.statusCode);
      if (response.statusCode === 403) {
        expect(errorOf(response, 403)).toMatchObject({
          code: 'CHALLENGE_REQUIRED',
          details: [{ path: 'body.challenge', code: 'REQUIRED' }],
        });
      }
    }
    expect(statuses).toEqual([
      ...Array<number>(guestOrdersPerClient).fill(201),
      ...Array<number>(30 - guestOrdersPerClient).fill(403),
    ]);
    expect(await booked(t.ids.online.april)).toBe(before + guestOrdersPerClient);
    const warnings = logLines
      .map((line) => JSON.parse(line) as { msg: string; ip?: string; counts?: { ip: number } })
      .filter((line) => line.msg === 'guest orders past their limit: a challenge is asked for');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      ip: '127.0.0.1',
      counts: { ip: guestOrdersPerClient + 1 },
    });
    // Unconfirmed, the held seats come back after the hold time.
    t.clock.set(addMinutes(catalogueNow, 31));
    await runExpiryJob();
    expect(await booked(t.ids.online.april)).toBe(before);
  });

  it("frees the seats of a guest order not confirmed within the hold time, as the expiry job's change", async () => {
    t.clock.set(addMinutes(catalogueNow, 2 * 60));
    const before = await booked(t.ids.online.april);
    const mailsBefore = (await mailsInOutbox(db())).length;
    const { headers, email } = await guestCheckout();
    const held = orderSchema.parse(ok(await placeGuestOrder(headers), 201));
    expect(held.status).toBe('HELD');
    expect(await booked(t.ids.online.april)).toBe(before + 1);
    const { orderId, token } = await linkOf(email);
    expect(orderId).toBe(held.id);

    t.clock.set(addMinutes(catalogueNow, 2 * 60 + 29));
    await runExpiryJob();
    expect(await booked(t.ids.online.april)).toBe(before + 1);

    t.clock.set(addMinutes(catalogueNow, 2 * 60 + 31));
    await runExpiryJob();
    expect(await booked(t.ids.online.april)).toBe(before);
    const changes = await db()
      .select()
      .from(schema.orderStatusChanges)
      .where(eq(schema.orderStatusChanges.orderId, held.id))
      .orderBy(asc(schema.orderStatusChanges.id));
    expect(changes).toMatchObject([
      { fromStatus: 'HELD', toStatus: 'EXPIRED', actorKind: 'SYSTEM', actor: expireOrdersJob },
    ]);
    expect(errorOf(await confirm(orderId, token), 409).code).toBe('HOLD_EXPIRED');
    expect(
      await db().select().from(schema.invoices).where(eq(schema.invoices.orderId, held.id)),
    ).toEqual([]);
    // Only the link went out: no invoice, no notice to the organizer, no expiry mail.
    expect((await mailsInOutbox(db())).slice(mailsBefore).map((mail) => mail.to)).toEqual([email]);
  });

  it('keeps the seats of a confirmed guest order and mails its invoice only with the confirmation', async () => {
    t.clock.set(addMinutes(catalogueNow, 4 * 60));
    const before = await booked(t.ids.online.april);
    const { headers, email } = await guestCheckout();
    ok(await placeGuestOrder(headers), 201);
    const { orderId, token } = await linkOf(email);
    const holdMail = (await mailsInOutbox(db())).filter((mail) => mail.to === email);
    expect(holdMail).toHaveLength(1);
    expect(await attachmentsTo(email)).toEqual([]);

    const mailsBefore = (await mailsInOutbox(db())).length;
    t.clock.set(addMinutes(catalogueNow, 4 * 60 + 20));
    const confirmed = orderSchema.parse(ok(await confirm(orderId, token)));
    expect(confirmed).toMatchObject({ status: 'AWAITING_PAYMENT', holdExpiresAt: null });
    expect(confirmed.invoiceNumber).not.toBeNull();
    const mails = (await mailsInOutbox(db())).slice(mailsBefore);
    expect(mails.map((mail) => mail.to)).toEqual(['eins@eins.example', email]);
    expect(await attachmentsTo(email)).toContain(`${confirmed.invoiceNumber}.pdf`);
    // The link opened again within the hold time answers the same order and writes nothing.
    expect(orderSchema.parse(ok(await confirm(orderId, token))).invoiceNumber).toBe(
      confirmed.invoiceNumber,
    );
    expect(await mailsInOutbox(db())).toHaveLength(mailsBefore + 2);

    t.clock.set(addMinutes(catalogueNow, 4 * 60 + 40));
    await runExpiryJob();
    expect(await booked(t.ids.online.april)).toBe(before + 1);
    const [order] = await db().select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order!.status).toBe('AWAITING_PAYMENT');
    errorOf(await confirm(orderId, 'x'.repeat(43)), 404);
    // Used once, the link opens nothing after the hold time.
    errorOf(await confirm(orderId, token), 404);
  });

  it('accepts a solved challenge once and refuses it replayed', async () => {
    await useUpTheClientLimit(addMinutes(catalogueNow, 6 * 60));
    const first = await guestCheckout();
    expect(errorOf(await placeGuestOrder(first.headers), 403).code).toBe('CHALLENGE_REQUIRED');

    const payload = await solvedChallenge();
    const accepted = orderSchema.parse(ok(await placeGuestOrder(first.headers, payload), 201));
    expect(accepted.status).toBe('HELD');

    const second = await guestCheckout();
    expect(errorOf(await placeGuestOrder(second.headers, payload), 403)).toMatchObject({
      code: 'CHALLENGE_REQUIRED',
      details: [{ path: 'body.challenge', code: 'INVALID' }],
    });
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as {
      solution: { counter: number };
    };
    const forged = Buffer.from(
      JSON.stringify({ ...decoded, solution: { ...decoded.solution, counter: 1 } }),
    ).toString('base64');
    expect(errorOf(await placeGuestOrder(second.headers, forged), 403).code).toBe(
      'CHALLENGE_REQUIRED',
    );
    ok(await placeGuestOrder(second.headers, await solvedChallenge()), 201);
  }, 60_000);

  it('never challenges a signed-in customer', async () => {
    await useUpTheClientLimit(addMinutes(catalogueNow, 8 * 60));
    expect(errorOf(await placeGuestOrder((await guestCheckout()).headers), 403).code).toBe(
      'CHALLENGE_REQUIRED',
    );
    const person = newCustomer('Kim');
    ok(
      await t.call('PUT', '/api/cart', {
        person,
        payload: {
          courseId: t.ids.online.courseId,
          scheduleId: t.ids.online.may,
          priceLevelId: t.ids.online.mayStandard,
        },
      }),
    );
    ok(await t.call('PUT', '/api/order/customer', { person, payload: billingOf(person) }));
    ok(
      await t.call('PUT', '/api/order/payment', { person, payload: { paymentMethod: 'INVOICE' } }),
    );
    const order: Order = orderSchema.parse(
      ok(await t.call('PUT', '/api/order', { person, payload: { acceptTerms: true } }), 201),
    );
    expect(order.status).toBe('PLACED');
    expect(order.invoiceNumber).not.toBeNull();
  });

  it('refuses a guest order of more seats than a guest order takes, at its positions', async () => {
    t.clock.set(addMinutes(catalogueNow, 12 * 60));
    // Three more dates of the online course, so that a guest's cart can hold six.
    const [may] = await db()
      .select()
      .from(schema.courseSchedules)
      .where(eq(schema.courseSchedules.id, t.ids.online.may));
    const [mayLevel] = await db()
      .select()
      .from(schema.priceLevels)
      .where(eq(schema.priceLevels.id, t.ids.online.mayStandard));
    const { id: _scheduleId, ...schedule } = may!;
    const { id: _levelId, ...level } = mayLevel!;
    const extra = [];
    for (const day of ['2027-07-01', '2027-07-08', '2027-07-15']) {
      const [added] = await db()
        .insert(schema.courseSchedules)
        .values({ ...schedule, startDate: day, endDate: day, booked: 0 })
        .returning();
      const [price] = await db()
        .insert(schema.priceLevels)
        .values({ ...level, scheduleId: added!.id })
        .returning();
      extra.push({
        courseId: t.ids.online.courseId,
        courseScheduleId: added!.id,
        priceLevelId: price!.id,
      });
    }
    const opened = await t.call('PUT', '/api/guest-order/guest', {
      payload: {
        customerKind: 'CONSUMER',
        name: 'Viola',
        lastname: 'Viele',
        street: 'Weg 2',
        zipCode: '50667',
        city: 'Köln',
        country: 'DEU',
        email: 'viola.viele@example.com',
        positions: [
          onlineApril(),
          {
            courseId: t.ids.online.courseId,
            courseScheduleId: t.ids.online.may,
            priceLevelId: t.ids.online.mayStandard,
          },
          {
            courseId: t.ids.family.courseId,
            courseScheduleId: t.ids.family.april,
            priceLevelId: t.ids.family.aprilStandard,
          },
          ...extra,
        ],
      },
    });
    const checkout = guestCheckoutSchema.parse(ok(opened));
    expect(checkout.cart.positions).toHaveLength(maxGuestOrderSeats + 1);
    const headers = {
      'x-order': String(opened.headers['x-order']),
      'x-auth': String(opened.headers['x-auth']),
    };
    ok(
      await t.call('PUT', '/api/guest-order/payment', {
        headers,
        payload: { paymentMethod: 'PREPAYMENT' },
      }),
    );
    const before = await booked(t.ids.online.april);
    expect(errorOf(await placeGuestOrder(headers), 422)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'positions', code: 'TOO_LONG' }],
    });
    expect(await booked(t.ids.online.april)).toBe(before);
  });

  it.runIf(target.name === 'PostgreSQL')(
    'lets either the confirmation or the expiry win a race, never both',
    async () => {
      const { domains } = await loadDomains(examples);
      const domain = domains.find((entry) => entry.config.id === 'lawyer')!.config;
      const waitingList = waitingListContextOf(t.app, domains);
      const start = addMinutes(catalogueNow, 10 * 60);
      t.clock.set(start);
      // The other tests' holds are over by now: the race below is about its own alone.
      await runExpiryJob();
      const before = await booked(t.ids.online.may);
      const holds: { orderId: string; token: string }[] = [];
      for (let index = 0; index < 4; index += 1) {
        const response = await t.call('PUT', '/api/guest-order/guest', {
          payload: {
            customerKind: 'CONSUMER',
            name: 'Rita',
            lastname: 'Rennen',
            street: 'Weg 2',
            zipCode: '50667',
            city: 'Köln',
            country: 'DEU',
            email: `rennen-${index}@example.com`,
            positions: [
              {
                courseId: t.ids.online.courseId,
                courseScheduleId: t.ids.online.may,
                priceLevelId: t.ids.online.mayStandard,
              },
            ],
          },
        });
        const headers = {
          'x-order': String(response.headers['x-order']),
          'x-auth': String(response.headers['x-auth']),
        };
        ok(
          await t.call('PUT', '/api/guest-order/payment', {
            headers,
            payload: { paymentMethod: 'INVOICE' },
          }),
        );
        ok(await placeGuestOrder(headers, await solvedChallenge()), 201);
        holds.push(await linkOf(`rennen-${index}@example.com`));
      }
      const expiresAt = addMinutes(start, domain.guestHoldMinutes);
      // The job's transactions and the links' run at once: each order's row decides.
      const [expired, ...outcomes] = (await Promise.all([
        expireGuestHolds(db(), addSeconds(expiresAt, 1), expireOrdersJob, waitingList),
        ...holds.map(({ orderId, token }) =>
          confirmGuestOrder(db(), orderId, token, {
            domain: domain.id,
            siteName: domain.name,
            origin: 'https://recht.kursmarkt.test',
            seller: domain.seller,
            language: 'de',
            now: addSeconds(expiresAt, -1),
            today: '2027-03-10',
            outbox: t.app.outbox,
            providerName: null,
            invoiceDocuments: t.app.invoiceDocuments,
          }).then(
            () => 'confirmed',
            (error: { code?: string }) => error.code,
          ),
        ),
      ])) as [number, ...(string | undefined)[]];
      expect(outcomes.filter((outcome) => outcome !== 'confirmed')).toEqual(
        outcomes.filter((outcome) => outcome === 'HOLD_EXPIRED'),
      );
      const confirmedCount = outcomes.filter((outcome) => outcome === 'confirmed').length;
      expect(confirmedCount + expired).toBe(holds.length);
      const rows = await db()
        .select({ status: schema.orders.status })
        .from(schema.orders)
        .where(
          and(eq(schema.orders.billingLastname, 'Rennen'), eq(schema.orders.domain, domain.id)),
        );
      const placed = rows.filter((row) => row.status === 'PLACED').length;
      expect(placed).toBe(confirmedCount);
      expect(rows.filter((row) => row.status === 'EXPIRED')).toHaveLength(expired);
      expect(await booked(t.ids.online.may)).toBe(before + placed);
    },
    60_000,
  );
});
