// @vitest-environment node
/**
 * A deployment as README's "Run in production" describes it, with real processes: two API
 * processes (`npm run serve`'s main.ts) and a worker on one PostgreSQL database, behind a
 * round-robin proxy. Failed sign-ins counted by both make either wait; a customer signs in with
 * the embedded provider through both, is served, refreshed and signed out by the other; a
 * customer's and a guest's order complete while one API process is killed; the worker is killed
 * with documents pending, and a new one renders each once and mails each invoice once.
 * PostgreSQL only: PGlite's data folder belongs to one process.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cartCatalogue } from '../booking/test-support.ts';
import { importCatalogue } from '../catalogue-import/import.ts';
import { queryRows } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { openTestDatabase, postgresOnlyTarget, type TestDatabase } from '../db/test-databases.ts';
import { formAction, pathOf, pkcePair } from '../identity/test-support.ts';
import { startSmtpServer, type SmtpServer } from '../outbox/test-support.ts';
import { demoPassword } from '../seed/index.ts';
import { exited, startServer } from '../test-support/server-process.ts';

const { target, missing } = postgresOnlyTarget();
const host = 'recht.kursmarkt.test';
const client = 'recht-storefront';

/**
 * A load balancer in a few lines: each request goes to the next backend in turn (or to the one
 * `pin` names, once), with the public host name; a backend that refuses the connection (a
 * killed process) is skipped. `served` names the backend of each answered request.
 */
async function startProxy() {
  const backends: string[] = [];
  const served: { path: string; backend: number }[] = [];
  let turn = 0;
  let pinned: number | undefined;
  let port = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const body: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => body.push(chunk));
    incoming.on('end', () => {
      const forward = (tries: number) => {
        const backend = pinned ?? turn++ % backends.length;
        pinned = undefined;
        const target = new URL(backends[backend]!);
        const upstream = httpRequest(
          {
            host: target.hostname,
            port: target.port,
            method: incoming.method,
            path: incoming.url,
            headers: { ...incoming.headers, host: `${host}:${port}` },
          },
          (answer) => {
            served.push({ path: incoming.url!, backend });
            outgoing.writeHead(answer.statusCode!, answer.headers);
            answer.pipe(outgoing);
          },
        );
        upstream.once('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED' && tries < backends.length) forward(tries + 1);
          else outgoing.writeHead(502).end();
        });
        upstream.end(Buffer.concat(body));
      };
      forward(1);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://${host}:${port}`,
    backends,
    served,
    /** The next request goes to this backend. */
    pin: (backend: number) => (pinned = backend),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
type Proxy = Awaited<ReturnType<typeof startProxy>>;

/** A browser through the proxy: keeps the cookies it is given, follows no redirect. */
function browserThrough(proxy: Proxy) {
  const jar = new Map<string, string>();
  async function request(url: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([n, v]) => `${n}=${v}`).join('; '));
    const response = await fetch(`http://127.0.0.1:${proxy.port}${pathOf(url)}`, {
      ...init,
      headers,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair!.split('=');
      if (attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute))) {
        jar.delete(name!.trim());
      } else jar.set(name!.trim(), value.join('='));
    }
    return response;
  }
  const form = (url: string, fields: Record<string, string>, headers: HeadersInit = {}) =>
    request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  const json = (method: string, url: string, body?: unknown, headers: HeadersInit = {}) =>
    request(url, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { request, form, json };
}

describe.skipIf(missing)(`two API processes and a worker on ${target.name}`, () => {
  const running: ChildProcess[] = [];
  const closing: { close(): Promise<unknown> }[] = [];
  let testDatabase: TestDatabase | undefined;

  afterEach(async () => {
    for (const server of running.splice(0)) {
      server.kill('SIGKILL');
      await exited(server);
    }
    for (const resource of closing.splice(0).reverse()) await resource.close();
    await testDatabase?.cleanup();
  }, 60_000);

  it('signs in through both, is served, refreshed and signed out by the other, and completes every order and document once while processes die', async () => {
    testDatabase = await openTestDatabase(target);
    const { db } = testDatabase.database;
    expect((await importCatalogue(db, cartCatalogue)).ok).toBe(true);
    const [date] = await queryRows<{ courseId: number; scheduleId: number; levelId: number }>(
      db,
      sql`select c.id as "courseId", s.id as "scheduleId", l.id as "levelId"
          from courses c join course_schedules s on s.course_id = c.id
          join price_levels l on l.schedule_id = s.id
          where c.slug = 'arbeitsrecht-online' and s.start_date = '2027-04-01'
          and l.name_de = 'Standard'`,
    );
    const smtp: SmtpServer = await startSmtpServer();
    closing.push(smtp);
    const proxy = await startProxy();
    closing.push(proxy);
    const env = {
      DATABASE_URL: testDatabase.url!,
      SMTP_URL: smtp.url,
      OUTBOX_DIR: await mkdtemp(path.join(tmpdir(), 'across-outbox-')),
      STORAGE_DIR: await mkdtemp(path.join(tmpdir(), 'across-files-')),
      // Every process names the public origin alike: the proxy's.
      PUBLIC_PORT: String(proxy.port),
    };
    // The first worker looks for jobs at its start and then once an hour: what the journey
    // leaves to the jobs waits for the worker that follows it.
    const [a, b, firstWorker] = await Promise.all([
      startServer(env, 'api'),
      startServer(env, 'api'),
      startServer({ ...env, JOBS_POLLING_SECONDS: '3600' }, 'worker'),
    ]);
    running.push(a.server, b.server, firstWorker.server);
    proxy.backends.push(a.origin, b.origin);
    const browser = browserThrough(proxy);
    const issuer = `${proxy.origin}/realms/kursmarkt`;
    const redirectUri = `${proxy.origin}/auth/callback`;

    /**
     * Opens the sign-in page of a new code flow in `through` and posts `email` and `password`
     * (to the backend `postTo`, else the next).
     */
    const signIn = async (
      through: ReturnType<typeof browserThrough>,
      challenge: string,
      email: string,
      password: string,
      postTo?: number,
    ) => {
      const start = await through.request(
        `/realms/kursmarkt/protocol/openid-connect/auth?${new URLSearchParams({
          client_id: client,
          redirect_uri: redirectUri,
          response_type: 'code',
          response_mode: 'fragment',
          scope: 'openid profile email',
          state: 'across',
          code_challenge: challenge,
          code_challenge_method: 'S256',
        })}`,
      );
      expect(start.status).toBe(303);
      const loginPage = await through.request(start.headers.get('location')!);
      expect(loginPage.status).toBe(200);
      const action = formAction(await loginPage.text())!;
      if (postTo !== undefined) proxy.pin(postTo);
      return through.form(action, { email, password });
    };

    // Failed sign-ins are counted in the database: five through both processes make either wait.
    const stranger = browserThrough(proxy);
    const failedAt = new Set<number>();
    for (let failure = 1; failure <= 5; failure++) {
      const failed = await signIn(
        stranger,
        pkcePair().challenge,
        'niemand@example.com',
        'falsches-Passwort-1',
      );
      expect(failed.status).toBe(401);
      failedAt.add(proxy.served.at(-1)!.backend);
    }
    expect(failedAt).toEqual(new Set([0, 1]));
    for (const backend of [0, 1]) {
      const waiting = await signIn(
        stranger,
        pkcePair().challenge,
        'niemand@example.com',
        demoPassword,
        backend,
      );
      expect(waiting.status).toBe(429);
    }

    // Sign-in: the code flow with PKCE, its requests spread over both processes.
    const { verifier, challenge } = pkcePair();
    const servedBeforeSignIn = proxy.served.length;
    const posted = await signIn(browser, challenge, 'anna.berger@example.com', demoPassword);
    expect(posted.status).toBe(303);
    const resumed = await browser.request(posted.headers.get('location')!);
    expect(resumed.status).toBe(303);
    const callback = new URL(resumed.headers.get('location')!);
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
    const code = new URLSearchParams(callback.hash.slice(1)).get('code')!;
    const tokenAt = (backend: number, fields: Record<string, string>) => {
      proxy.pin(backend);
      return browser.form('/realms/kursmarkt/protocol/openid-connect/token', {
        client_id: client,
        ...fields,
      });
    };
    const exchanged = await tokenAt(0, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    expect(exchanged.status).toBe(200);
    const tokens = (await exchanged.json()) as Record<string, string>;
    expect(new Set(proxy.served.slice(servedBeforeSignIn).map((entry) => entry.backend))).toEqual(
      new Set([0, 1]),
    );

    // Each process answers the session check and the API for the token the other issued.
    const userinfoAt = (backend: number, accessToken: string) => {
      proxy.pin(backend);
      return browser.request('/realms/kursmarkt/protocol/openid-connect/userinfo', {
        headers: { authorization: `Bearer ${accessToken}` },
      });
    };
    for (const backend of [0, 1]) {
      const answer = await userinfoAt(backend, tokens.access_token!);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ email: 'anna.berger@example.com' });
    }
    const claims = JSON.parse(
      Buffer.from(tokens.access_token!.split('.')[1]!, 'base64url').toString(),
    ) as { iss: string; customerId: string };
    expect(claims.iss).toBe(issuer);

    // Refreshed by the other process; the rotated-out refresh token is refused by the first.
    const refreshed = await tokenAt(1, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
    });
    expect(refreshed.status).toBe(200);
    const renewed = (await refreshed.json()) as Record<string, string>;
    const authorization = { authorization: `Bearer ${renewed.access_token}` };

    // The customer's order: the checkout through both processes, then one of them dies and
    // the order is placed by the other.
    const ok = async (response: Response, status = 200) => {
      expect(response.status, await response.clone().text()).toBe(status);
      return response.json() as Promise<Record<string, unknown>>;
    };
    await ok(
      await browser.json('GET', `/api/customers/${claims.customerId}`, undefined, authorization),
    );
    const online = {
      courseId: date!.courseId,
      scheduleId: date!.scheduleId,
      priceLevelId: date!.levelId,
    };
    await ok(await browser.json('PUT', '/api/cart', online, authorization));
    await ok(
      await browser.json(
        'PUT',
        '/api/order/customer',
        {
          customerKind: 'CONSUMER',
          name: 'Anna',
          lastname: 'Berger',
          street: 'Ring 5',
          zipCode: '50667',
          city: 'Köln',
          country: 'DEU',
          email: 'anna.berger@example.com',
        },
        authorization,
      ),
    );
    await ok(
      await browser.json('PUT', '/api/order/payment', { paymentMethod: 'INVOICE' }, authorization),
    );
    a.server.kill('SIGKILL');
    await exited(a.server);
    const servedBefore = proxy.served.length;
    const customerOrder = await ok(
      await browser.json(
        'PUT',
        '/api/order',
        { acceptTerms: true },
        {
          ...authorization,
          'idempotency-key': randomUUID(),
        },
      ),
      201,
    );
    expect(customerOrder.invoiceNumber).toEqual(expect.any(String));

    // A guest's order through the process left: held, confirmed by the mail's link.
    const guestEmail = 'gesa.gast@example.com';
    const opened = await browser.json('PUT', '/api/guest-order/guest', {
      customerKind: 'CONSUMER',
      name: 'Gesa',
      lastname: 'Gast',
      street: 'Weg 2',
      zipCode: '50667',
      city: 'Köln',
      country: 'DEU',
      email: guestEmail,
      positions: [
        {
          courseId: online.courseId,
          courseScheduleId: online.scheduleId,
          priceLevelId: online.priceLevelId,
        },
      ],
    });
    await ok(opened);
    const guest = {
      'x-order': opened.headers.get('x-order')!,
      'x-auth': opened.headers.get('x-auth')!,
    };
    await ok(
      await browser.json('PUT', '/api/guest-order/payment', { paymentMethod: 'INVOICE' }, guest),
    );
    expect(
      (await ok(await browser.json('PUT', '/api/guest-order', { acceptTerms: true }, guest), 201))
        .status,
    ).toBe('HELD');
    const [hold] = await db
      .select({ text: schema.outboxMails.text })
      .from(schema.outboxMails)
      .where(eq(schema.outboxMails.recipient, guestEmail));
    const [, guestOrderId, linkToken] = /\/guest-order\/([0-9a-f-]+)\/confirm#([\w-]{43})/.exec(
      hold!.text,
    )!;
    const guestOrder = await ok(
      await browser.json('POST', `/api/guest-order/${guestOrderId}/confirm`, { token: linkToken }),
    );
    expect(guestOrder.invoiceNumber).toEqual(expect.any(String));
    expect(proxy.served.slice(servedBefore).every((entry) => entry.backend === 1)).toBe(true);

    // Signed out through the process left: its session check and refresh end there.
    const logout = await browser.request(
      `/realms/kursmarkt/protocol/openid-connect/logout?${new URLSearchParams({
        id_token_hint: renewed.id_token!,
        post_logout_redirect_uri: `${proxy.origin}/`,
      })}`,
    );
    const logoutPage = await logout.text();
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logoutPage)![1]!;
    const confirmed = await browser.form(formAction(logoutPage)!, { xsrf, logout: 'yes' });
    expect(confirmed.status).toBe(303);
    expect((await userinfoAt(1, renewed.access_token!)).status).toBe(401);
    const afterSignOut = await tokenAt(1, {
      grant_type: 'refresh_token',
      refresh_token: renewed.refresh_token!,
    });
    expect(((await afterSignOut.json()) as { error: string }).error).toBe('invalid_grant');

    // The worker dies with both invoices' documents pending; the next renders each once.
    const pending = await db.select().from(schema.pendingInvoiceRenders);
    expect(pending).toHaveLength(2);
    firstWorker.server.kill('SIGKILL');
    await exited(firstWorker.server);
    const secondWorker = await startServer({ ...env, JOBS_POLLING_SECONDS: '0.5' }, 'worker');
    running.push(secondWorker.server);
    const invoiceMailOf = (email: string, number: unknown) =>
      smtp.received.filter(
        (mail) =>
          !Array.isArray(mail.to) &&
          mail.to?.text === email &&
          mail.attachments.some((file) => file.filename === `${String(number)}.pdf`),
      );
    await expect
      .poll(
        () =>
          invoiceMailOf('anna.berger@example.com', customerOrder.invoiceNumber).length +
          invoiceMailOf(guestEmail, guestOrder.invoiceNumber).length,
        { timeout: 30_000, interval: 200 },
      )
      .toBe(2);
    await expect
      .poll(async () => (await db.select().from(schema.pendingInvoiceRenders)).length, {
        timeout: 10_000,
        interval: 200,
      })
      .toBe(0);
    const invoices = await db.select().from(schema.invoices);
    expect(invoices).toHaveLength(2);
    expect(invoices.every((invoice) => invoice.documentKey !== null)).toBe(true);
    // Each invoice's mail is written once and sent once.
    const attachments = await db
      .select({ name: schema.outboxAttachments.fileName })
      .from(schema.outboxAttachments);
    for (const invoice of invoices) {
      expect(attachments.filter((file) => file.name === `${invoice.number}.pdf`)).toHaveLength(1);
    }
    expect(invoiceMailOf('anna.berger@example.com', customerOrder.invoiceNumber)).toHaveLength(1);
    expect(invoiceMailOf(guestEmail, guestOrder.invoiceNumber)).toHaveLength(1);
  }, 120_000);
});
