// @vitest-environment node
/**
 * The real server (main.ts) on PostgreSQL, killed with SIGKILL in the middle of a burst of orders
 * and started again: every order is whole (its seat, voucher use, credits, invoice number,
 * invoice documents and mails, the documents rendered and each mail sent once after the restart,
 * the confirmation with the invoice PDF and the .ics) or not there at all (its checkout as it
 * was), and the invoice numbers have no gap. The kill comes after a fixed number of answers, not
 * after a time, and before any document is rendered. PostgreSQL only: PGlite's data folder
 * belongs to one process.
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

/** Orders in the burst, how many are in flight at once, and the answers before the kill. */
const burst = 60;
const inFlight = 10;
const killAfter = 20;

const { target, missing } = postgresOnlyTarget();

describe.skipIf(missing)(`a server killed in a burst of orders, on ${target.name}`, () => {
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

  it('leaves every order whole or absent, mails each once and numbers the invoices without a gap', async () => {
    testDatabase = await openTestDatabase(target);
    const { db } = testDatabase.database;
    const imported = await importCatalogue(db, cartCatalogue);
    expect(imported.ok).toBe(true);
    const smtp: SmtpServer = await startSmtpServer();
    closing.push(smtp);
    const keys = await startKeyServer();
    closing.push(keys);

    // Half the checkouts pay a course with a credit package, half pay with a voucher.
    const course = async (slug: string, startDate: string) => {
      const [row] = await queryRows<{ courseId: number; scheduleId: number; levelId: number }>(
        db,
        sql`select c.id as "courseId", s.id as "scheduleId", l.id as "levelId"
            from courses c join course_schedules s on s.course_id = c.id
            join price_levels l on l.schedule_id = s.id
            where c.slug = ${slug} and s.start_date = ${startDate} and l.name_de = 'Standard'`,
      );
      await db
        .update(schema.courseSchedules)
        .set({ seats: 500 })
        .where(eq(schema.courseSchedules.id, row!.scheduleId));
      return row!;
    };
    const online = await course('arbeitsrecht-online', '2027-04-01');
    const family = await course('familienrecht-kompakt', '2027-04-20');
    const [workPackage] = await db
      .select()
      .from(schema.packages)
      .where(eq(schema.packages.name, 'Paket Arbeitsrecht'));
    const [voucher] = await db
      .insert(schema.vouchers)
      .values({ code: 'BURST', kind: 'FIXED', value: 1000 })
      .returning();

    const buyers = await Promise.all(
      Array.from({ length: burst }, async (_, index) => {
        const email = `burst-${index}@example.com`;
        const { customerId, cartId } = await insertCheckout(db, email);
        const withCredits = index % 2 === 0;
        let customerPackageId: string | null = null;
        if (withCredits) {
          const [owned] = await db
            .insert(schema.customerPackages)
            .values({ customerId, packageId: workPackage!.id })
            .returning();
          customerPackageId = owned!.id;
          await db
            .insert(schema.creditLedger)
            .values({ customerPackageId, delta: 10, reason: 'PURCHASE' });
          await db.insert(schema.cartPositions).values({
            cartId,
            courseId: online.courseId,
            scheduleId: online.scheduleId,
            priceLevelId: online.levelId,
            packageIncluded: true,
            creditCustomerPackageId: customerPackageId,
          });
        } else {
          await db.insert(schema.cartPositions).values({
            cartId,
            courseId: family.courseId,
            scheduleId: family.scheduleId,
            priceLevelId: family.levelId,
          });
          await db
            .insert(schema.cartVouchers)
            .values({ cartId, voucherId: voucher!.id, code: 'BURST' });
        }
        return {
          customerId,
          email,
          cartId,
          customerPackageId,
          token: await keys.tokenOf(customerId, email),
        };
      }),
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

    // Ten customers order at a time, each next one as soon as an answer comes: the kill lands
    // with ten orders in flight, however fast the server commits, and the orders not sent by
    // then are absent.
    let answered = 0;
    const place = async (buyer: (typeof buyers)[number]) => {
      try {
        const response = await fetch(`${first.origin}/api/order`, {
          method: 'PUT',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${buyer.token}`,
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({ acceptTerms: true }),
        });
        const body = await response.text();
        answered += 1;
        if (answered === killAfter) first.server.kill('SIGKILL');
        return { status: response.status, body };
      } catch {
        return { status: 0, body: '' };
      }
    };
    const answers: Awaited<ReturnType<typeof place>>[] = [];
    await Promise.all(
      Array.from({ length: inFlight }, async (_, lane) => {
        for (let index = lane; index < burst; index += inFlight) {
          answers[index] = await place(buyers[index]!);
        }
      }),
    );
    await exited(first.server);
    expect(first.server.signalCode).toBe('SIGKILL');
    const placedAnswers = answers.filter((answer) => answer.status === 201);
    const lost = answers.filter((answer) => answer.status === 0);
    console.log(
      `${burst} orders, server killed after ${killAfter} answers: ` +
        `${placedAnswers.length} answered 201, ${lost.length} without an answer`,
    );
    expect(placedAnswers.length).toBeGreaterThanOrEqual(killAfter - 1);
    expect(lost.length).toBeGreaterThan(0);
    for (const answer of answers.filter((entry) => entry.status !== 0)) {
      expect(answer.status, answer.body).toBe(201);
    }
    expect(smtp.received).toHaveLength(0);
    // Killed before its job rendered anything: each order's invoice waits with its data, and
    // its confirmation is not in the outbox without the documents it carries.
    const [waiting] = await queryRows<{ orders: number; renders: number; confirmations: number }>(
      db,
      sql`select (select count(*)::int from orders) as orders,
          (select count(*)::int from pending_invoice_renders) as renders,
          (select count(*)::int from outbox_mails where recipient like 'burst-%') as confirmations`,
    );
    expect(waiting!.renders).toBe(waiting!.orders);
    expect(waiting!.confirmations).toBe(0);

    // The mails written before the kill, and per rendered invoice its confirmation and the mail
    // to the organizer of its one course (counted before the restart: the restarted server
    // renders at once).
    const [written] = await queryRows<{ mails: number }>(
      db,
      sql`select count(*)::int as mails from outbox_mails`,
    );
    // The restarted server sends the mails in batches of ten, one batch per look for jobs: it
    // looks every half second (the least it may) instead of every two, so the test waits less.
    const second = await startServer({ ...env, JOBS_POLLING_SECONDS: '0.5' });
    running.push(second.server);
    await smtp.nth(written!.mails + 2 * waiting!.renders);
    second.server.kill('SIGTERM');
    await exited(second.server);

    await inspectDatabase({ url: testDatabase.url!, poolSize: 1 }, async (database) => {
      const rows = await database.db.select().from(schema.orders);
      const orderOf = new Map(rows.map((row) => [row.customerId, row]));
      // Every 201 the client got is an order in the database.
      for (const answer of placedAnswers) {
        const { orderNumber } = JSON.parse(answer.body) as { orderNumber: string };
        expect(rows.some((row) => row.orderNumber === orderNumber)).toBe(true);
      }
      console.log(
        `after the restart: ${rows.length} orders whole, ${burst - rows.length} absent, ` +
          `${smtp.received.length} mails sent`,
      );
      expect(rows.length).toBeGreaterThanOrEqual(placedAnswers.length);
      expect(rows.length).toBeLessThan(burst);

      const positions = await database.db.select().from(schema.orderPositions);
      const carts = await database.db.select().from(schema.carts);
      const ledger = await database.db.select().from(schema.creditLedger);
      const voucherUses = await database.db.select().from(schema.voucherUses);
      const invoices = await database.db.select().from(schema.invoices);
      const mailRows = await database.db.select().from(schema.outboxMails);
      expect(await database.db.select().from(schema.pendingInvoiceRenders)).toEqual([]);
      // Each invoice's documents: in the file storage, or kept until the job moves them there.
      const documented = new Set([
        ...invoices.filter((row) => row.documentKey !== null).map((row) => row.id),
        ...(
          await database.db
            .select({ invoiceId: schema.pendingInvoiceDocuments.invoiceId })
            .from(schema.pendingInvoiceDocuments)
        ).map((row) => row.invoiceId),
      ]);
      for (const buyer of buyers) {
        const order = orderOf.get(buyer.customerId);
        const cart = carts.find((row) => row.id === buyer.cartId);
        const booked = ledger.filter(
          (entry) =>
            entry.customerPackageId === buyer.customerPackageId && entry.reason === 'BOOKING',
        );
        const uses = voucherUses.filter((use) => use.customerId === buyer.customerId);
        const received = smtp.received.filter((message) =>
          message.to && !Array.isArray(message.to) ? message.to.text === buyer.email : false,
        );
        if (!order) {
          // Absent: the checkout as it was, nothing taken.
          expect(cart).toBeDefined();
          expect(booked).toEqual([]);
          expect(uses).toEqual([]);
          expect(received).toEqual([]);
          continue;
        }
        // Whole: its position, the checkout gone, credits or voucher counted, one invoice, and
        // its confirmation sent once.
        const own = positions.filter((position) => position.orderId === order.id);
        expect(own).toHaveLength(1);
        expect(cart).toBeUndefined();
        expect(invoices.filter((invoice) => invoice.orderId === order.id)).toHaveLength(1);
        if (buyer.customerPackageId) {
          expect(booked.map((entry) => entry.delta)).toEqual([-5]);
          expect(own[0]!.packageIncluded).toBe(true);
          expect(order.totalCents).toBe(0);
          expect(uses).toEqual([]);
        } else {
          expect(booked).toEqual([]);
          expect(uses.map((use) => use.orderId)).toEqual([order.id]);
          expect(order.voucherCode).toBe('BURST');
          expect(order.totalCents).toBe(8_950);
        }
        expect(received).toHaveLength(1);
        expect(received[0]!.text).toContain(order.orderNumber);
        const [invoice] = invoices.filter((row) => row.orderId === order.id);
        expect(received[0]!.attachments.map((file) => file.filename)).toEqual([
          `${invoice!.number}.pdf`,
          ...(order.totalCents > 0 ? ['girocode.png'] : []),
          'kurs-1.ics',
        ]);
        expect(documented.has(invoice!.id)).toBe(true);
      }
      // Seats: each date's booked count is its orders' positions.
      for (const schedule of [online, family]) {
        const [row] = await database.db
          .select()
          .from(schema.courseSchedules)
          .where(eq(schema.courseSchedules.id, schedule.scheduleId));
        expect(row!.booked).toBe(
          positions.filter((position) => position.scheduleId === schedule.scheduleId).length,
        );
      }
      const [counted] = await database.db
        .select()
        .from(schema.vouchers)
        .where(eq(schema.vouchers.id, voucher!.id));
      expect(counted!.uses).toBe(voucherUses.length);
      // Invoice numbers 1 … n without a gap, and the counter at n + 1.
      const numbers = invoices
        .map((invoice) => Number(invoice.number.split('-').at(-1)))
        .sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: rows.length }, (_, index) => index + 1));
      const counters = await database.db.select().from(schema.invoiceCounters);
      expect(counters.map((counter) => counter.nextNumber)).toEqual([rows.length + 1]);
      // Every mail written was sent, once.
      expect(mailRows.every((row) => row.status === 'SENT')).toBe(true);
      expect(smtp.received).toHaveLength(mailRows.length);
    });
  }, 240_000);
});
