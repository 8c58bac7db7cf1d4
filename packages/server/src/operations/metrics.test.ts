// @vitest-environment node
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import {
  aprilDates,
  billingOf,
  bodyOf,
  newCustomer,
  openCartTestApp,
  type CartTestApp,
} from '../booking/test-support.ts';
import { openTestDatabase, testDatabaseTargets, type TestDatabase } from '../db/test-databases.ts';
import { loadDomains } from '../domains/load.ts';

const examples = path.join(import.meta.dirname, '..', '..', '..', '..', 'site', 'domains');
const token = 'metrics-token-0123456789';
const publicAddress = '203.0.113.5';

describe.each(testDatabaseTargets())('the metrics on $name', (target) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDatabase = await openTestDatabase(target);
    const { domains } = await loadDomains(examples);
    app = await buildApp({
      database: testDatabase.database,
      domains,
      mailer: { async send() {} },
      metricsToken: token,
      // Nothing is worked: the mail below stays pending, its job created.
      jobs: { work: false },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDatabase.cleanup();
  });

  it('refuses the public without the token and serves loopback and the token', async () => {
    const refused = await app.inject({ url: '/metrics', remoteAddress: publicAddress });
    expect(refused.statusCode).toBe(401);
    const wrong = await app.inject({
      url: '/metrics',
      remoteAddress: publicAddress,
      headers: { authorization: `Bearer ${token}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const withToken = await app.inject({
      url: '/metrics',
      remoteAddress: publicAddress,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withToken.statusCode).toBe(200);
    expect((await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(
      200,
    );
  });

  it('counts requests by route pattern and status, and shows the jobs, the outbox and the pool', async () => {
    const courseId = '8e0c6a44-9a5f-4c43-9d5e-0d3b3c1c2b11';
    await app.inject({
      url: `/api/course/${courseId}`,
      headers: { host: 'recht.kursmarkt.test' },
    });
    await app.outbox.write(app.database.db, {
      to: 'a@example.de',
      subject: 'Hallo',
      text: 'Hallo',
    });
    await app.inject({ url: '/metrics' });
    const text = (await app.inject({ url: '/metrics' })).body;
    expect(text).not.toContain(courseId);
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/metrics",status="200"\} \d/,
    );
    expect(text).toMatch(/route="\/api\/course\/:id",status="\d{3}"/);
    expect(text).toContain('outbox_mails{status="PENDING"} 1');
    expect(text).toContain('outbox_mails{status="FAILED"} 0');
    expect(text).toContain('jobs{queue="mail.send",state="created"} 1');
    if (target.dialect === 'postgres')
      expect(text).toMatch(/db_pool_connections\{state="idle"\} \d+/);
  });

  it('hides the metrics of an app without a token from the public with a 404', async () => {
    const { domains } = await loadDomains(examples);
    const bare = await buildApp({
      database: testDatabase.database,
      domains,
      mailer: { async send() {} },
    });
    try {
      const refused = await bare.inject({ url: '/metrics', remoteAddress: publicAddress });
      expect(refused.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe.each(testDatabaseTargets())('the orders in the metrics on $name', (target) => {
  let t: CartTestApp;
  beforeAll(async () => {
    t = await openCartTestApp(target);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('counts an order placed once, not its idempotent repeat, and a refusal by its code', async () => {
    const anna = newCustomer('Anna');
    const place = () =>
      t.call('PUT', '/api/order', {
        person: anna,
        payload: { acceptTerms: true, earlyStartConsent: true },
        headers: { 'idempotency-key': 'metrics-order-1' },
      });
    bodyOf(await t.call('PUT', '/api/cart', { person: anna, payload: aprilDates(t).online }));
    bodyOf(await t.call('PUT', '/api/order/customer', { person: anna, payload: billingOf(anna) }));
    bodyOf(
      await t.call('PUT', '/api/order/payment', {
        person: anna,
        payload: { paymentMethod: 'INVOICE' },
      }),
    );
    bodyOf(await place(), 201);
    bodyOf(await place(), 201);
    const empty = await t.call('PUT', '/api/order', {
      person: newCustomer('Leer'),
      payload: { acceptTerms: true },
    });
    expect(empty.statusCode).toBe(409);
    const text = (await t.app.inject({ url: '/metrics' })).body;
    expect(text).toContain('orders_total{outcome="placed",code=""} 1');
    expect(text).toContain(`orders_total{outcome="refused",code="${empty.json().code}"} 1`);
  });
});
