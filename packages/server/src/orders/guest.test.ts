// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  checkoutPaymentSchema,
  guestCheckoutSchema,
  orderSchema,
  orderSummarySchema,
  paymentInfoSchema,
} from '@kursmarkt/schemas';
import { buildApp } from '../app.ts';
import {
  addVoucher,
  billingOf,
  bodyOf,
  catalogueNow,
  errorOf,
  newCustomer,
  openCartTestApp,
  reno,
  type CartTestApp,
} from '../booking/test-support.ts';
import * as schema from '../db/schema.ts';
import { openTestDatabase, testDatabaseTargets } from '../db/test-databases.ts';
import { loadDomains } from '../domains/load.ts';
import { mailsInOutbox } from '../outbox/test-support.ts';
import { folderStorage } from '../storage/folder-storage.ts';

const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const examples = path.join(import.meta.dirname, '..', '..', '..', '..', 'site', 'domains');

const billing = {
  customerKind: 'CONSUMER',
  name: 'Gina',
  lastname: 'Gast',
  street: 'Weg 2',
  zipCode: '50667',
  city: 'Köln',
  country: 'DEU',
  email: 'gina.gast@example.com',
};

describe.each(testDatabaseTargets())('the guest checkout on $name', (target) => {
  let t: CartTestApp;
  let storageDir: string;
  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(tmpdir(), 'kursmarkt-guest-'));
    t = await openCartTestApp(target, { storage: folderStorage(storageDir) });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(storageDir, { recursive: true, force: true });
  }, 60_000);

  const db = () => t.database.database.db;
  const ok = bodyOf;
  const local = (courseId: number, courseScheduleId: number, priceLevelId: number) => ({
    courseId,
    courseScheduleId,
    priceLevelId,
  });

  /** Opens a guest checkout with the online course in April; its headers. */
  async function openCheckout(positions: object[] = []) {
    const response = await t.call('PUT', '/api/guest-order/guest', {
      payload: {
        ...billing,
        positions: [
          local(t.ids.online.courseId, t.ids.online.april, t.ids.online.aprilStandard),
          ...positions,
        ],
      },
    });
    const body = guestCheckoutSchema.parse(ok(response));
    const headers = {
      'x-order': String(response.headers['x-order']),
      'x-auth': String(response.headers['x-auth']),
    };
    return { body, headers };
  }

  it('opens a checkout with the guest positions and answers its id and token in headers only', async () => {
    const response = await t.call('PUT', '/api/guest-order/guest', {
      payload: {
        ...billing,
        positions: [
          local(t.ids.online.courseId, t.ids.online.april, t.ids.online.aprilStandard),
          local(t.ids.present.courseId, t.ids.present.full, t.ids.present.fullStandard),
        ],
      },
    });
    const body = guestCheckoutSchema.parse(ok(response));
    const order = String(response.headers['x-order']);
    const token = String(response.headers['x-auth']);
    expect(order).toBe(body.cart.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.body).not.toContain(token);
    expect(body).toMatchObject({
      validCustomerStatus: true,
      customer: { email: billing.email },
      notAdded: [{ scheduleId: t.ids.present.full, packageId: null, code: 'SCHEDULE_FULL' }],
      cart: { rejectedVoucher: null },
    });
    expect(body.cart.positions.map((position) => position.scheduleId)).toEqual([
      t.ids.online.april,
    ]);
    const [row] = await db().select().from(schema.carts).where(eq(schema.carts.id, order));
    expect(Buffer.from(row!.guestTokenHash!)).toEqual(createHash('sha256').update(token).digest());
    expect(row!.guestExpiresAt).toEqual(new Date('2027-03-17T10:00:00Z'));
  });

  it('opens no checkout for a voucher code that does not apply, and answers the reason', async () => {
    await addVoucher(t, {
      code: 'GAST-ABGELAUFEN',
      kind: 'PERCENT',
      value: 1_000,
      validUntil: '2027-03-09',
    });
    await addVoucher(t, {
      code: 'GAST-SPAETER',
      kind: 'PERCENT',
      value: 1_000,
      validFrom: '2027-03-11',
    });
    const cartsBefore = await db().select({ id: schema.carts.id }).from(schema.carts);
    for (const [code, reason] of [
      ['GIBTESNICHT', 'VOUCHER_UNKNOWN'],
      ['gast-abgelaufen', 'VOUCHER_EXPIRED'],
      ['GAST-SPAETER', 'VOUCHER_NOT_YET_VALID'],
    ] as const) {
      const response = await t.call('PUT', '/api/guest-order/guest', {
        payload: {
          ...billing,
          positions: [local(t.ids.online.courseId, t.ids.online.april, t.ids.online.aprilStandard)],
          voucherCodes: [code],
        },
      });
      expect(response.headers['x-auth']).toBeUndefined();
      expect(errorOf(response, 409)).toMatchObject({
        code: 'VOUCHER_NOT_VALID',
        details: [{ path: 'voucher', code: 'NOT_ALLOWED', message: reason }],
      });
    }
    expect(await db().select({ id: schema.carts.id }).from(schema.carts)).toEqual(cartsBefore);
  });

  it('stops the order when its voucher has expired since the checkout opened, naming the reason', async () => {
    await addVoucher(t, {
      code: 'GAST-BISHEUTE',
      kind: 'PERCENT',
      value: 1_000,
      validUntil: '2027-03-10',
    });
    const response = await t.call('PUT', '/api/guest-order/guest', {
      payload: {
        ...billing,
        positions: [local(t.ids.online.courseId, t.ids.online.april, t.ids.online.aprilStandard)],
        voucherCodes: ['GAST-BISHEUTE'],
      },
    });
    const opened = guestCheckoutSchema.parse(ok(response));
    expect(opened.cart.cartVoucher).toMatchObject({ code: 'GAST-BISHEUTE', discountValue: 1_990 });
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
    t.clock.set(new Date('2027-03-11T10:00:00Z'));
    try {
      const summary = orderSummarySchema.parse(
        ok(await t.call('GET', '/api/guest-order/guest-summary', { headers })),
      );
      expect(summary.rejectedVoucher).toEqual({
        code: 'GAST-BISHEUTE',
        reason: 'VOUCHER_EXPIRED',
      });
      expect(
        errorOf(
          await t.call('PUT', '/api/guest-order', { headers, payload: { acceptTerms: true } }),
          409,
        ),
      ).toMatchObject({
        code: 'VOUCHER_NOT_VALID',
        details: [{ path: 'voucher', message: 'VOUCHER_EXPIRED' }],
      });
      expect(
        await db().select().from(schema.orders).where(eq(schema.orders.cartId, headers['x-order'])),
      ).toEqual([]);
    } finally {
      t.clock.set(catalogueNow);
    }
  });

  it('opens the checkout for its token alone, on its domain, until it expires', async () => {
    const { headers } = await openCheckout();
    expect(
      guestCheckoutSchema.parse(ok(await t.call('GET', '/api/guest-order/guest', { headers })))
        .customer.name,
    ).toBe('Gina');
    errorOf(await t.call('GET', '/api/guest-order/guest'), 401);
    errorOf(
      await t.call('GET', '/api/guest-order/guest', { headers: { 'x-order': headers['x-order'] } }),
      401,
    );
    const other = await openCheckout();
    for (const wrong of [
      { 'x-order': headers['x-order'], 'x-auth': other.headers['x-auth'] },
      { 'x-order': other.headers['x-order'], 'x-auth': headers['x-auth'] },
      { 'x-order': 'not-an-id', 'x-auth': headers['x-auth'] },
      { 'x-order': headers['x-order'], 'x-auth': 'short' },
    ]) {
      for (const url of [
        '/api/guest-order/guest',
        '/api/guest-order/guest-summary',
        '/api/guest-order/payment',
      ]) {
        errorOf(await t.call('GET', url, { headers: wrong }), 404);
      }
    }
    errorOf(await t.call('GET', '/api/guest-order/guest', { headers, host: reno }), 404);
    t.clock.set(new Date('2027-03-17T10:00:01Z'));
    try {
      errorOf(await t.call('GET', '/api/guest-order/guest', { headers }), 404);
    } finally {
      t.clock.set(catalogueNow);
    }
  });

  it('changes the billing data with the headers, refusing bad fields at their path', async () => {
    const { headers } = await openCheckout();
    const changed = guestCheckoutSchema.parse(
      ok(
        await t.call('PUT', '/api/guest-order/guest', {
          headers,
          payload: { ...billing, city: 'Bonn', zipCode: '53111' },
        }),
      ),
    );
    expect(changed.customer).toMatchObject({ city: 'Bonn', zipCode: '53111' });
    expect(changed.cart.positions).toHaveLength(1);
    const refused = errorOf(
      await t.call('PUT', '/api/guest-order/guest', {
        headers,
        payload: { ...billing, email: 'nicht' },
      }),
      422,
    );
    expect(refused.details).toContainEqual(
      expect.objectContaining({ path: 'body.email', code: 'INVALID_FORMAT' }),
    );
    errorOf(
      await t.call('PUT', '/api/guest-order/guest', {
        headers: { ...headers, 'x-auth': 'A'.repeat(43) },
        payload: billing,
      }),
      404,
    );
  });

  it('uploads a proof, places the order by prepayment and opens it with the token alone', async () => {
    const { headers, body } = await openCheckout([
      local(
        t.ids.specialist.courseId,
        t.ids.specialist.september,
        t.ids.specialist.septemberStandard,
      ),
    ]);
    const specialist = body.cart.positions.find(
      (position) => position.scheduleId === t.ids.specialist.september,
    )!;
    const payment = checkoutPaymentSchema.parse(
      ok(
        await t.call('PUT', '/api/guest-order/payment', {
          headers,
          payload: { paymentMethod: 'PREPAYMENT' },
        }),
      ),
    );
    expect(payment.paymentMethod).toBe('PREPAYMENT');
    expect(
      checkoutPaymentSchema.parse(ok(await t.call('GET', '/api/guest-order/payment', { headers })))
        .paymentMethod,
    ).toBe('PREPAYMENT');
    expect(
      apiErrorSchema.parse(
        ok(
          await t.call('PUT', '/api/guest-order', { headers, payload: { acceptTerms: true } }),
          409,
        ),
      ).code,
    ).toBe('PROOF_MISSING');

    const form = new FormData();
    form.append('positionId', specialist.id);
    form.append('file', new Blob([pdf as Uint8Array<ArrayBuffer>]), 'Zulassung.pdf');
    const proof = ok(
      await t.call('POST', '/api/guest-order/file-upload', { headers, payload: form }),
      201,
    );
    const other = await openCheckout();
    const documentUrl = `/api/guest-order/position/${specialist.id}/document/${proof.id}`;
    const document = await t.call('GET', documentUrl, { headers });
    expect(document.statusCode).toBe(200);
    expect(new Uint8Array(document.rawPayload)).toEqual(pdf);
    errorOf(await t.call('GET', documentUrl, { headers: other.headers }), 404);
    errorOf(await t.call('POST', '/api/guest-order/file-upload', { payload: form }), 401);

    const summary = orderSummarySchema.parse(
      ok(await t.call('GET', '/api/guest-order/guest-summary', { headers })),
    );
    expect(summary).toMatchObject({
      missingProofs: [],
      paymentMethod: 'PREPAYMENT',
      sumValue: 218_900,
    });

    const mailsBefore = (await mailsInOutbox(db())).length;
    const first = await t.call('PUT', '/api/guest-order', {
      headers: { ...headers, 'idempotency-key': 'gina-1' },
      payload: { acceptTerms: true, sumValue: 218_900 },
    });
    const held = orderSchema.parse(ok(first, 201));
    expect(held).toMatchObject({
      status: 'HELD',
      invoiceNumber: null,
      invoiceId: null,
      holdExpiresAt: '2027-03-10T10:30:00.000Z',
      paymentDeadline: '2027-03-17',
      customer: { email: billing.email },
    });
    // Held, the order mails only the confirmation link: no invoice, no organizer's notice.
    const holdMails = (await mailsInOutbox(db())).slice(mailsBefore);
    expect(holdMails.map((mail) => mail.to)).toEqual([billing.email]);
    expect(holdMails[0]!.text).not.toContain('IBAN');
    const [, token] = /\/guest-order\/[0-9a-f-]+\/confirm#([A-Za-z0-9_-]{43})/.exec(
      holdMails[0]!.text,
    )!;

    // The same key replays; a second tab without it finds the order of the checkout.
    const replay = await t.call('PUT', '/api/guest-order', {
      headers: { ...headers, 'idempotency-key': 'gina-1' },
      payload: { acceptTerms: true, sumValue: 218_900 },
    });
    expect(replay.body).toBe(first.body);
    expect(
      orderSchema.parse(
        ok(
          await t.call('PUT', '/api/guest-order', { headers, payload: { acceptTerms: true } }),
          201,
        ),
      ),
    ).toEqual(held);

    // The link confirms the address and places the order for good: now the invoice and mails.
    errorOf(
      await t.call('POST', `/api/guest-order/${held.id}/confirm`, {
        payload: { token: headers['x-auth'] },
      }),
      404,
    );
    const order = orderSchema.parse(
      ok(await t.call('POST', `/api/guest-order/${held.id}/confirm`, { payload: { token } })),
    );
    expect(order).toMatchObject({
      status: 'AWAITING_PAYMENT',
      holdExpiresAt: null,
      invoiceNumber: expect.stringMatching(/^KM-/),
    });
    const mails = (await mailsInOutbox(db())).slice(mailsBefore + 1);
    // The organizer's mail and the confirmation are written once the invoice is rendered.
    expect(mails.map((mail) => mail.to)).toEqual(['eins@eins.example', billing.email]);
    expect(mails[1]!.text).toContain('IBAN DE89370400440532013000');

    const byOrder = { 'x-order': order.id, 'x-auth': headers['x-auth'] };
    expect(
      orderSchema.parse(
        ok(await t.call('GET', `/api/guest-order/${order.id}`, { headers: byOrder })),
      ),
    ).toEqual(order);
    expect(
      paymentInfoSchema.parse(
        ok(await t.call('GET', `/api/guest-order/payment/${order.id}`, { headers })),
      ),
    ).toEqual(order.payment);
    for (const wrong of [
      other.headers,
      { 'x-order': order.id, 'x-auth': other.headers['x-auth'] },
    ]) {
      errorOf(await t.call('GET', `/api/guest-order/${order.id}`, { headers: wrong }), 404);
      errorOf(await t.call('GET', `/api/guest-order/payment/${order.id}`, { headers: wrong }), 404);
    }
    errorOf(await t.call('GET', `/api/guest-order/${order.id}`), 401);
    errorOf(await t.call('GET', `/api/guest-order/${order.id}`, { headers, host: reno }), 404);
    // The proof stays the guest's with the order.
    const orderDocument = `/api/guest-order/position/${order.positions[1]!.id}/document/${proof.id}`;
    expect((await t.call('GET', orderDocument, { headers: byOrder })).statusCode).toBe(200);
    errorOf(await t.call('GET', orderDocument, { headers: other.headers }), 404);
  });

  it("answers the customer's and the guest's twin calls from one handler, in one shape", async () => {
    const person = newCustomer('Zwilling');
    const course = {
      courseId: t.ids.online.courseId,
      scheduleId: t.ids.online.april,
      priceLevelId: t.ids.online.aprilStandard,
    };
    ok(await t.call('PUT', '/api/cart', { person, payload: course }));
    ok(await t.call('PUT', '/api/order/customer', { person, payload: billingOf(person) }));
    const { headers } = await openCheckout();
    const choice = { paymentMethod: 'PREPAYMENT' };
    const customerChoice = checkoutPaymentSchema.parse(
      ok(await t.call('PUT', '/api/order/payment', { person, payload: choice })),
    );
    const guestChoice = checkoutPaymentSchema.parse(
      ok(await t.call('PUT', '/api/guest-order/payment', { headers, payload: choice })),
    );
    expect(guestChoice).toEqual(customerChoice);
    expect(ok(await t.call('GET', '/api/guest-order/payment', { headers }))).toEqual(
      ok(await t.call('GET', '/api/order/payment', { person })),
    );
    const customerSummary = orderSummarySchema.parse(
      ok(await t.call('GET', '/api/order/summary', { person })),
    );
    const guestSummary = orderSummarySchema.parse(
      ok(await t.call('GET', '/api/guest-order/guest-summary', { headers })),
    );
    expect(keyPathsOf(guestSummary)).toEqual(keyPathsOf(customerSummary));
    expect(guestSummary.positions.map(({ id: _id, ...position }) => position)).toEqual(
      customerSummary.positions.map(({ id: _id, ...position }) => position),
    );
    const customerOrder = orderSchema.parse(
      ok(await t.call('PUT', '/api/order', { person, payload: { acceptTerms: true } }), 201),
    );
    const guestOrder = orderSchema.parse(
      ok(await t.call('PUT', '/api/guest-order', { headers, payload: { acceptTerms: true } }), 201),
    );
    expect(Object.keys(guestOrder).sort()).toEqual(Object.keys(customerOrder).sort());
    // The guest's order waits for the address (ADR 0039); the customer's is placed for good.
    expect([customerOrder.status, guestOrder.status]).toEqual(['AWAITING_PAYMENT', 'HELD']);
    expect(guestOrder.totalValue).toBe(customerOrder.totalValue);
    const byOrder = { 'x-order': guestOrder.id, 'x-auth': headers['x-auth'] };
    expect(
      keyPathsOf(
        ok(await t.call('GET', `/api/guest-order/${guestOrder.id}`, { headers: byOrder })),
      ),
    ).toEqual(keyPathsOf(ok(await t.call('GET', `/api/order/${customerOrder.id}`, { person }))));
  });

  it('refuses a guest call without its credentials or with wrong ones before it reads the input', async () => {
    const { headers } = await openCheckout();
    const badChoice = { paymentMethod: 'NOTHING' };
    // Without the headers: 401, not the 422 the body would earn.
    expect(
      errorOf(await t.call('PUT', '/api/guest-order/payment', { payload: badChoice }), 401).code,
    ).toBe('UNAUTHORIZED');
    expect(
      errorOf(
        await t.call('PUT', '/api/guest-order/payment', {
          headers: { 'x-order': headers['x-order'] },
          payload: badChoice,
        }),
        401,
      ).code,
    ).toBe('UNAUTHORIZED');
    // With another token or a checkout id that names nothing: 404, the body still unread.
    const wrongToken = { ...headers, 'x-auth': 'A'.repeat(43) };
    const nobody = { ...headers, 'x-order': '00000000-0000-4000-8000-000000000000' };
    for (const wrong of [wrongToken, nobody]) {
      expect(
        errorOf(
          await t.call('PUT', '/api/guest-order/payment', { headers: wrong, payload: badChoice }),
          404,
        ).code,
      ).toBe('NOT_FOUND');
      // A malformed path parameter is not looked at either.
      errorOf(await t.call('DELETE', '/api/cart/guest/not-an-id', { headers: wrong }), 404);
    }
    errorOf(await t.call('DELETE', '/api/cart/guest/not-an-id'), 401);
    // The owner's bad body is refused at its field, as before.
    expect(
      errorOf(await t.call('PUT', '/api/guest-order/payment', { headers, payload: badChoice }), 422)
        .details?.[0]?.path,
    ).toBe('body.paymentMethod');
  });

  it('refuses a credit package to a guest: it needs an account', async () => {
    const { headers } = await openCheckout([{ packageId: t.ids.packages.work }]);
    ok(
      await t.call('PUT', '/api/guest-order/payment', {
        headers,
        payload: { paymentMethod: 'INVOICE' },
      }),
    );
    const error = errorOf(
      await t.call('PUT', '/api/guest-order', { headers, payload: { acceptTerms: true } }),
      409,
    );
    expect(error.code).toBe('PACKAGE_NEEDS_ACCOUNT');
    expect(
      await db().select().from(schema.orders).where(eq(schema.orders.cartId, headers['x-order'])),
    ).toEqual([]);
  });
});

/** Every key path of a JSON value (an array's items as `[]`), sorted: its shape without its values. */
function keyPathsOf(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) {
    return [...new Set(value.flatMap((item) => keyPathsOf(item, `${prefix}[]`)))].sort();
  }
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value)
    .flatMap(([key, item]) => keyPathsOf(item, prefix === '' ? key : `${prefix}.${key}`))
    .sort();
}

describe('the log', () => {
  it("never writes a guest's token or a bearer token", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const testDatabase = await openTestDatabase(testDatabaseTargets()[0]!);
    const { domains } = await loadDomains(examples);
    const app = await buildApp({
      database: testDatabase.database,
      domains,
      mailer: { async send() {} },
      logger: { level: 'trace', stream },
    });
    try {
      const token = 'T'.repeat(43);
      await app.inject({
        method: 'GET',
        url: '/api/countries',
        headers: { host: 'recht.kursmarkt.test', 'x-auth': token, authorization: 'Bearer secret' },
      });
      // Fastify's request lines leave the headers out; a line that names them is redacted.
      app.log.info({ headers: { 'x-auth': token, authorization: 'Bearer secret' } }, 'headers');
      const written = lines.join('');
      expect(written).toContain('"x-auth":"[redacted]"');
      expect(written).toContain('"authorization":"[redacted]"');
      expect(written).not.toContain(token);
      expect(written).not.toContain('secret');
    } finally {
      await app.close();
      await testDatabase.cleanup();
    }
  }, 60_000);
});
