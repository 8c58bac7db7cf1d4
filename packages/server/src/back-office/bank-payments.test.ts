// @vitest-environment node
/**
 * Payments from the bank (ADR 0073): money booked on an order's ledger by staff, by a statement
 * and by an operator's assignment of a bank row; paid when it reaches the total, with the mail;
 * the race of an import and a manual booking; the dunning of an overdue invoice.
 */
import path from 'node:path';
import { addDays, parseISO } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@kursmarkt/schemas';
import {
  aprilDates,
  bodyOf,
  errorOf,
  newCustomer,
  openCartTestApp,
  orderOnInvoice,
  runJob,
  type CartTestApp,
  type Person,
} from '../booking/test-support.ts';
import * as schema from '../db/schema.ts';
import { loadDomains } from '../domains/load.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';
import {
  dunningJob,
  noticeDaysAfterReminder,
  reminderDaysAfterDue,
  runDunning,
} from './dunning.ts';
import { grantRights, newOperator, newStaff, operatorSession } from './test-support.ts';

const examples = path.join(import.meta.dirname, '..', '..', '..', '..', 'site', 'domains');

const camt = (...entries: { cents: number; purpose: string; payer?: string }[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><Stmt>
${entries
  .map(
    (
      entry,
    ) => `<Ntry><Amt Ccy="EUR">${(entry.cents / 100).toFixed(2)}</Amt><CdtDbtInd>CRDT</CdtDbtInd>
<BookgDt><Dt>2027-03-12</Dt></BookgDt><NtryDtls><TxDtls><RltdPties><Dbtr><Nm>${entry.payer ?? 'Kanzlei'}</Nm></Dbtr></RltdPties>
<RmtInf><Ustrd>${entry.purpose}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
  )
  .join('\n')}
</Stmt></BkToCstmrStmt></Document>`;

describe.each(testDatabaseTargets())('payments from the bank on $name', (target) => {
  let t: CartTestApp;
  const operator = newOperator();
  const db = () => t.database.database.db;
  const place = (person: Person) => orderOnInvoice(t, person, [aprilDates(t).online]);
  const orderRow = async (order: Order) =>
    (await db().select().from(schema.orders).where(eq(schema.orders.id, order.id)))[0]!;
  const mailsTo = async (person: Person) =>
    (
      await db()
        .select({ subject: schema.outboxMails.subject, text: schema.outboxMails.text })
        .from(schema.outboxMails)
        .where(eq(schema.outboxMails.recipient, person.email))
    ).map((mail) => mail.subject);
  const importStatement = async (content: string, status = 200) =>
    bodyOf(
      await t.call('POST', '/api/backoffice/bank-statements', {
        person: operator,
        payload: { content },
      }),
      status,
    ) as {
      read: number;
      booked: number;
      duplicates: number;
      open: { id: string; suggestions: { orderId: string; confidence: number }[] }[];
    };

  beforeAll(async () => {
    t = await openCartTestApp(target);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('books a part payment by staff and keeps the rest open, then the rest makes it paid', async () => {
    const anna = newCustomer('Anna');
    const order = await place(anna);
    const staff = newStaff();
    const { eins } = t.ids.organizers;
    await grantRights(t, staff, eins, { orders: 'VIEW', payments: 'CHANGE' });
    const url = `/api/backoffice/organizers/${eins}/orders/${order.id}/payments`;
    const pay = (amountCents: number, key: string) =>
      t.call('POST', url, {
        person: staff,
        headers: { 'idempotency-key': key },
        payload: { amountCents, note: 'Scheck erhalten', paidOn: '2027-03-11' },
      });
    const part = bodyOf(await pay(1000, 'part-1'));
    expect(part).toMatchObject({ status: 'PLACED', paidCents: 1000 });
    expect(bodyOf(await pay(1000, 'part-1'))).toEqual(part);
    expect((await orderRow(order)).status).toBe('PLACED');
    const rest = order.totalValue - 1000;
    expect(bodyOf(await pay(rest, 'rest-1'))).toMatchObject({
      status: 'PAID',
      paidCents: order.totalValue,
      remainderCents: 0,
    });
    const subjects = await mailsTo(anna);
    expect(
      subjects.filter((subject) => subject.startsWith('Teilzahlung eingegangen')),
    ).toHaveLength(1);
    expect(subjects.filter((subject) => subject.startsWith('Zahlung eingegangen'))).toHaveLength(1);
    const invoices = bodyOf(await t.call('GET', '/api/customer/invoices', { person: anna })) as {
      number: string;
      status: string;
    }[];
    expect(invoices.find((invoice) => invoice.number === order.invoiceNumber)?.status).toBe('PAID');
    const audit = await db()
      .select()
      .from(schema.auditEntries)
      .where(
        and(
          eq(schema.auditEntries.objectId, order.id),
          eq(schema.auditEntries.action, 'bookPayment'),
        ),
      );
    expect(audit).toHaveLength(2);
    expect(audit.map((entry) => entry.reason)).toEqual(['Scheck erhalten', 'Scheck erhalten']);
    const ledger = bodyOf(await t.call('GET', url, { person: staff })) as { lines: unknown[] };
    expect(ledger.lines).toHaveLength(2);
    expect(errorOf(await pay(100, 'late-1'), 409).code).toBe('CONFLICT');
  });

  it('shows no payment to staff who only check participants in', async () => {
    const order = await place(newCustomer('Berta'));
    const door = newStaff('Tür');
    const { eins } = t.ids.organizers;
    await grantRights(t, door, eins, { orders: 'CHECK_IN' });
    const url = `/api/backoffice/organizers/${eins}/orders/${order.id}/payments`;
    expect(errorOf(await t.call('GET', url, { person: door }), 403).code).toBe('RIGHT_MISSING');
  });

  it("refuses staff an order with another organizer's position; an operator in a session books it", async () => {
    const carla = newCustomer('Carla');
    const { online, family } = aprilDates(t);
    const order = await orderOnInvoice(t, carla, [online, family]);
    const staff = newStaff();
    const { eins } = t.ids.organizers;
    await grantRights(t, staff, eins, { payments: 'CHANGE' });
    const url = `/api/backoffice/organizers/${eins}/orders/${order.id}/payments`;
    const payload = { amountCents: order.totalValue, note: 'Überweisung' };
    expect(errorOf(await t.call('POST', url, { person: staff, payload }), 404).code).toBe(
      'NOT_FOUND',
    );
    const headers = await operatorSession(t, operator, eins);
    expect(bodyOf(await t.call('POST', url, { person: operator, headers, payload }))).toMatchObject(
      { status: 'PAID' },
    );
  });

  it('imports a statement: a named invoice is paid at once, the same file again books nothing', async () => {
    const dora = newCustomer('Dora');
    const order = await place(dora);
    const reference = order.invoiceNumber!.toLowerCase().replace(/-/g, ' ');
    const file = camt({ cents: order.totalValue, purpose: `Rechnung ${reference}` });
    expect(await importStatement(file)).toMatchObject({
      read: 1,
      booked: 1,
      duplicates: 0,
      open: [],
    });
    expect((await orderRow(order)).status).toBe('PAID');
    expect((await mailsTo(dora)).filter((s) => s.startsWith('Zahlung eingegangen'))).toHaveLength(
      1,
    );
    expect(await importStatement(file)).toMatchObject({
      read: 1,
      booked: 0,
      duplicates: 1,
      open: [],
    });
    const ledger = await db()
      .select()
      .from(schema.orderLedger)
      .where(eq(schema.orderLedger.orderId, order.id));
    expect(ledger).toHaveLength(1);
  });

  it('keeps a row without a sure match open with suggestions until an operator assigns it', async () => {
    const emil = newCustomer('Emil');
    const order = await place(emil);
    const file = camt({ cents: order.totalValue, purpose: 'Seminar April', payer: 'Emil Kunde' });
    const result = await importStatement(file);
    expect(result).toMatchObject({ booked: 0 });
    const row = result.open[0]!;
    expect(row.suggestions.some((s) => s.orderId === order.id && s.confidence < 0.9)).toBe(true);
    const open = bodyOf(
      await t.call('GET', '/api/backoffice/bank-rows?state=open', { person: operator }),
    ) as { id: string }[];
    expect(open.map((entry) => entry.id)).toContain(row.id);
    const assign = (cents: number) =>
      t.call('POST', `/api/backoffice/bank-rows/${row.id}/assignment`, {
        person: operator,
        payload: { allocations: [{ orderId: order.id, cents }], reason: 'Name und Betrag passen' },
      });
    expect(errorOf(await assign(order.totalValue - 1), 422).code).toBe('VALIDATION_FAILED');
    expect(bodyOf(await assign(order.totalValue))).toMatchObject({ id: row.id });
    expect((await orderRow(order)).status).toBe('PAID');
    expect(errorOf(await assign(order.totalValue), 409).code).toBe('CONFLICT');
    const still = bodyOf(
      await t.call('GET', '/api/backoffice/bank-rows', { person: operator }),
    ) as { id: string }[];
    expect(still.map((entry) => entry.id)).not.toContain(row.id);
  });

  it('rejects a malformed file with 422 and books nothing of it', async () => {
    const order = await place(newCustomer('Fritz'));
    const file = camt({ cents: order.totalValue, purpose: order.invoiceNumber! }).replace(
      '</Stmt>',
      '<Ntry><Amt>zehn</Amt></Ntry></Stmt>',
    );
    const response = await t.call('POST', '/api/backoffice/bank-statements', {
      person: operator,
      payload: { content: file },
    });
    expect(errorOf(response, 422).message).toMatch(/^Line \d+ \(Ntry\/Amt\)/);
    expect((await orderRow(order)).status).toBe('PLACED');
  });

  it('books the money once when an import and a manual payment race for one order', async () => {
    const gina = newCustomer('Gina');
    const order = await place(gina);
    const { eins } = t.ids.organizers;
    const staff = newStaff();
    await grantRights(t, staff, eins, { payments: 'CHANGE' });
    const [imported, manual] = await Promise.all([
      t.call('POST', '/api/backoffice/bank-statements', {
        person: operator,
        payload: { content: camt({ cents: order.totalValue, purpose: order.invoiceNumber! }) },
      }),
      t.call('POST', `/api/backoffice/organizers/${eins}/orders/${order.id}/payments`, {
        person: staff,
        payload: { amountCents: order.totalValue, note: 'Überweisung gesehen' },
      }),
    ]);
    expect(imported.statusCode).toBe(200);
    expect([200, 409]).toContain(manual.statusCode);
    const ledger = await db()
      .select()
      .from(schema.orderLedger)
      .where(eq(schema.orderLedger.orderId, order.id));
    expect(ledger.map((line) => line.amountCents)).toEqual([order.totalValue]);
    expect((await orderRow(order)).status).toBe('PAID');
    expect((await mailsTo(gina)).filter((s) => s.startsWith('Zahlung eingegangen'))).toHaveLength(
      1,
    );
  });

  it('marks an order paid through POST /api/order/status by booking its rest on the ledger', async () => {
    const hans = newCustomer('Hans');
    const order = await place(hans);
    const response = await t.call('POST', '/api/order/status', {
      person: operator,
      payload: { id: order.id, type: 'ORDER', status: 'PAID' },
    });
    expect(bodyOf(response)).toMatchObject({ status: 'PAID' });
    const ledger = await db()
      .select()
      .from(schema.orderLedger)
      .where(eq(schema.orderLedger.orderId, order.id));
    expect(ledger.map((line) => [line.source, line.amountCents])).toEqual([
      ['MANUAL', order.totalValue],
    ]);
    expect((await mailsTo(hans)).filter((s) => s.startsWith('Zahlung eingegangen'))).toHaveLength(
      1,
    );
  });

  it('reminds of an overdue invoice, then sends a dunning notice, each once, unless stopped', async () => {
    const ida = newCustomer('Ida');
    const jan = newCustomer('Jan');
    const reminded = await place(ida);
    const stopped = await place(jan);
    const { dueDate } = await orderRow(reminded);
    const day = (days: number) => addDays(parseISO(`${dueDate}T10:00:00Z`), days);
    const { domains } = await loadDomains(examples);
    const sellerOf = (id: string) => domains.find((entry) => entry.config.id === id)?.config.seller;
    const staff = newStaff();
    const { eins } = t.ids.organizers;
    await grantRights(t, staff, eins, { payments: 'CHANGE' });
    bodyOf(
      await t.call('POST', `/api/backoffice/organizers/${eins}/orders/${stopped.id}/dunning`, {
        person: staff,
        payload: { stopped: true, reason: 'Zahlt nach Absprache später' },
      }),
    );
    // The job's work, as its daily run does it (the first reminder comes through the job itself).
    const dun = () => runDunning(db(), { outbox: t.app.outbox, sellerOf }, t.clock.now());
    const dunning = async (person: Person) =>
      (await mailsTo(person)).filter((s) => /^(Zahlungserinnerung|Mahnung)/.test(s));

    t.clock.set(day(reminderDaysAfterDue - 1));
    await dun();
    expect(await dunning(ida)).toEqual([]);
    t.clock.set(day(reminderDaysAfterDue));
    await runJob(t.app, dunningJob);
    await dun();
    expect(await dunning(ida)).toEqual([`Zahlungserinnerung: Bestellung ${reminded.orderNumber}`]);
    t.clock.set(day(reminderDaysAfterDue + noticeDaysAfterReminder - 1));
    await dun();
    expect(await dunning(ida)).toHaveLength(1);
    t.clock.set(day(reminderDaysAfterDue + noticeDaysAfterReminder));
    await dun();
    await dun();
    expect(await dunning(ida)).toEqual([
      `Zahlungserinnerung: Bestellung ${reminded.orderNumber}`,
      `Mahnung: Bestellung ${reminded.orderNumber}`,
    ]);
    expect(await dunning(jan)).toEqual([]);
  });
});
