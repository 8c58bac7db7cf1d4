// @vitest-environment node
/**
 * The real server (main.ts) on PostgreSQL, killed with SIGKILL in the middle of a burst of
 * cancellations and orders on one date, and started again: every cancellation is whole (the order
 * cancelled, its seat free, its cancellation invoice, its mail sent once) or not there at all (the
 * order as it was), every order whole or absent, and the invoice numbers of both have no gap. The
 * kill comes after a fixed number of answers, not after a time. PostgreSQL only: PGlite's data
 * folder belongs to one process.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cartCatalogue } from '../booking/test-support.ts';
import { importCatalogue } from '../catalogue-import/import.ts';
import { queryRows } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { openTestDatabase, postgresOnlyTarget, type TestDatabase } from '../db/test-databases.ts';
import { startSmtpServer, type SmtpServer } from '../outbox/test-support.ts';
import {
  exited,
  insertCheckout,
  inspectDatabase,
  startKeyServer,
  startServer,
} from '../test-support/server-process.ts';

/** Orders placed before the burst (each cancelled in it), orders placed in it, and the kill. */
const placedBefore = 30;
const placedInBurst = 30;
const killAfter = 20;

const { target, missing } = postgresOnlyTarget();

describe.skipIf(missing)(
  `a server killed in a burst of cancellations and orders, on ${target.name}`,
  () => {
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

    it('leaves every cancellation and order whole or absent and numbers all invoices without a gap', async () => {
      testDatabase = await openTestDatabase(target);
      const { db } = testDatabase.database;
      expect((await importCatalogue(db, cartCatalogue)).ok).toBe(true);
      const smtp: SmtpServer = await startSmtpServer();
      closing.push(smtp);
      const keys = await startKeyServer();
      closing.push(keys);

      const [date] = await queryRows<{ courseId: number; scheduleId: number; levelId: number }>(
        db,
        sql`select c.id as "courseId", s.id as "scheduleId", l.id as "levelId"
          from courses c join course_schedules s on s.course_id = c.id
          join price_levels l on l.schedule_id = s.id
          where c.slug = 'familienrecht-kompakt' and s.start_date = '2027-04-20'
            and l.name_de = 'Standard'`,
      );
      await db
        .update(schema.courseSchedules)
        .set({ seats: 500 })
        .where(eq(schema.courseSchedules.id, date!.scheduleId));

      /** A customer with a checkout of one place on the date. */
      const buyer = async (index: number) => {
        const email = `storno-${index}@example.com`;
        const { customerId, cartId } = await insertCheckout(db, email);
        await db.insert(schema.cartPositions).values({
          cartId,
          courseId: date!.courseId,
          scheduleId: date!.scheduleId,
          priceLevelId: date!.levelId,
        });
        return { customerId, email, cartId, token: await keys.tokenOf(customerId, email) };
      };
      const earlier = await Promise.all(Array.from({ length: placedBefore }, (_, i) => buyer(i)));
      const later = await Promise.all(
        Array.from({ length: placedInBurst }, (_, i) => buyer(placedBefore + i)),
      );

      const outboxDir = await mkdtemp(path.join(tmpdir(), 'kill-outbox-'));
      const env = {
        DATABASE_URL: testDatabase.url!,
        OIDC_ISSUER_BASE: keys.base,
        SMTP_URL: smtp.url,
        OUTBOX_DIR: outboxDir,
      };
      // The first server sends no mail while it runs: its worker looks for jobs once an hour.
      const first = await startServer({ ...env, JOBS_POLLING_SECONDS: '3600' });
      running.push(first.server);
      const call = (token: string, method: string, pathname: string, body: unknown) =>
        fetch(`${first.origin}${pathname}`, {
          method,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify(body),
        });
      const placeOrder = (token: string) => call(token, 'PUT', '/api/order', { acceptTerms: true });

      const placed = new Map<string, { id: string }>();
      for (const customer of earlier) {
        const response = await placeOrder(customer.token);
        expect(response.status).toBe(201);
        placed.set(customer.customerId, (await response.json()) as { id: string });
      }

      // The burst: each earlier order cancelled, interleaved with the later orders.
      let answered = 0;
      const answer = async (kind: 'cancellation' | 'order', send: () => Promise<Response>) => {
        try {
          const response = await send();
          const body = await response.text();
          answered += 1;
          if (answered === killAfter) first.server.kill('SIGKILL');
          return { kind, status: response.status, body };
        } catch {
          return { kind, status: 0, body: '' };
        }
      };
      const answers = await Promise.all(
        earlier.flatMap((customer, index) => [
          answer('cancellation', () =>
            call(
              customer.token,
              'POST',
              `/api/order/${placed.get(customer.customerId)!.id}/cancellation`,
              {},
            ),
          ),
          answer('order', () => placeOrder(later[index]!.token)),
        ]),
      );
      await exited(first.server);
      expect(first.server.signalCode).toBe('SIGKILL');
      const cancelled = answers.filter((a) => a.kind === 'cancellation' && a.status === 201);
      const ordered = answers.filter((a) => a.kind === 'order' && a.status === 201);
      const lost = answers.filter((a) => a.status === 0);
      console.log(
        `${placedBefore} cancellations and ${placedInBurst} orders, server killed after ` +
          `${killAfter} answers: ${cancelled.length} cancellations and ${ordered.length} orders ` +
          `answered, ${lost.length} without an answer`,
      );
      expect(cancelled.length + ordered.length).toBeGreaterThanOrEqual(killAfter - 1);
      expect(lost.length).toBeGreaterThan(0);
      for (const entry of answers.filter((a) => a.status !== 0)) {
        expect(entry.status, entry.body).toBe(201);
      }
      expect(smtp.received).toHaveLength(0);

      // The mails written in the transactions, and the mails each waiting invoice render writes
      // once its documents exist: the one that carries them and those issued alongside (an
      // order's mail to its organizer), counted before the restart, which renders at once.
      const [written] = await queryRows<{ mails: number; rendered: number }>(
        db,
        sql`select (select count(*)::int from outbox_mails) as mails,
          (select coalesce(sum((case when data->'mail' is null then 0 else 1 end)
            + coalesce(json_array_length(data->'alongside'), 0)), 0)::int
            from pending_invoice_renders) as rendered`,
      );
      // The restarted server sends the mails in batches of ten, one batch per look for jobs: it
      // looks every half second (the least it may) instead of every two, so the test waits less.
      const second = await startServer({ ...env, JOBS_POLLING_SECONDS: '0.5' });
      running.push(second.server);
      await smtp.nth(written!.mails + written!.rendered);
      second.server.kill('SIGTERM');
      await exited(second.server);

      await inspectDatabase({ url: testDatabase.url!, poolSize: 1 }, async (database) => {
        const orders = await database.db.select().from(schema.orders);
        const positions = await database.db.select().from(schema.orderPositions);
        const cancellations = await database.db.select().from(schema.orderCancellations);
        const invoices = await database.db.select().from(schema.invoices);
        const carts = await database.db.select().from(schema.carts);
        const mailRows = await database.db.select().from(schema.outboxMails);
        const mailsTo = (email: string) =>
          smtp.received.filter((message) =>
            message.to && !Array.isArray(message.to) ? message.to.text === email : false,
          );

        // Every cancellation the client was told of is in the database.
        for (const entry of cancelled) {
          const { id } = JSON.parse(entry.body) as { id: string };
          expect(cancellations.some((row) => row.id === id)).toBe(true);
        }
        for (const customer of earlier) {
          const order = orders.find((row) => row.customerId === customer.customerId)!;
          const own = positions.filter((position) => position.orderId === order.id);
          const cancellation = cancellations.filter((row) => row.orderId === order.id);
          const mails = mailsTo(customer.email);
          expect(own).toHaveLength(1);
          if (cancellation.length === 0) {
            // Absent: the order as it was, its seat taken, only its confirmation sent.
            expect(order.status).not.toBe('CANCELLED');
            expect(own[0]!.status).toBe('BOOKED');
            expect(mails).toHaveLength(1);
            continue;
          }
          // Whole: cancelled, its cancellation invoice issued, the confirmation and the
          // cancellation mail each sent once.
          expect(cancellation).toHaveLength(1);
          expect(order.status).toBe('CANCELLED');
          expect(own[0]!.status).toBe('CANCELLED');
          const invoice = invoices.find((row) => row.id === cancellation[0]!.invoiceId);
          expect(invoice?.kind).toBe('CANCELLATION');
          expect(mails).toHaveLength(2);
        }
        for (const customer of later) {
          const order = orders.find((row) => row.customerId === customer.customerId);
          const cart = carts.find((row) => row.id === customer.cartId);
          if (!order) {
            expect(cart).toBeDefined();
            expect(mailsTo(customer.email)).toEqual([]);
            continue;
          }
          expect(cart).toBeUndefined();
          expect(positions.filter((position) => position.orderId === order.id)).toHaveLength(1);
          expect(mailsTo(customer.email)).toHaveLength(1);
        }
        console.log(
          `after the restart: ${cancellations.length} cancellations and ` +
            `${orders.length - placedBefore} orders of the burst whole, ${invoices.length} invoices`,
        );

        // The date's booked places are its booked positions.
        const [schedule] = await database.db
          .select()
          .from(schema.courseSchedules)
          .where(eq(schema.courseSchedules.id, date!.scheduleId));
        expect(schedule!.booked).toBe(
          positions.filter((position) => position.status === 'BOOKED').length,
        );
        // Invoices and cancellation invoices share one sequence: 1 … n without a gap.
        const numbers = invoices
          .map((invoice) => Number(invoice.number.split('-').at(-1)))
          .sort((a, b) => a - b);
        expect(numbers).toEqual(Array.from({ length: invoices.length }, (_, index) => index + 1));
        const counters = await database.db.select().from(schema.invoiceCounters);
        expect(counters.map((counter) => counter.nextNumber)).toEqual([invoices.length + 1]);
        // Every mail written was sent, once.
        expect(mailRows.every((row) => row.status === 'SENT')).toBe(true);
        expect(smtp.received).toHaveLength(mailRows.length);
      });
    }, 240_000);
  },
);
