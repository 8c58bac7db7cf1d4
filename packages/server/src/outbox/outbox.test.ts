// @vitest-environment node
import { once } from 'node:events';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { queryRows } from '../db/client.ts';
import { outboxAttachments, outboxMails } from '../db/schema.ts';
import { openTestDatabase, testDatabaseTargets, type TestDatabase } from '../db/test-databases.ts';
import { loadDomains, type Domain } from '../domains/load.ts';
import { createJobs, type FinishedJob, type Jobs } from '../jobs/jobs.ts';
import { createMailer, type Mail } from '../mail/transport.ts';
import { createOutbox, purgeSentMailsJob, sendMailJob } from './outbox.ts';
import { mailsInOutbox, startSmtpServer, type SmtpServer } from './test-support.ts';

const examples = path.join(import.meta.dirname, '..', '..', '..', '..', 'site', 'domains');
const from = 'Kursmarkt <no-reply@kursmarkt.test>';

const invoice = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const calendar = new TextEncoder().encode(
  'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Kursmarkt//DE\r\nEND:VCALENDAR\r\n',
);
const confirmation: Mail = {
  to: 'anna.berger@example.com',
  replyTo: 'buchung@kursmarkt.test',
  subject: 'Ihre Buchung K-2026-0001',
  text: 'Guten Tag,\n\nvielen Dank für Ihre Buchung.\n',
  html: '<p>Guten Tag,</p><p>vielen Dank für Ihre Buchung.</p>',
  attachments: [
    { fileName: 'Rechnung K-2026-0001.pdf', mediaType: 'application/pdf', content: invoice },
    {
      fileName: 'Mietrecht kompakt.ics',
      mediaType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: calendar,
    },
  ],
};

/** The next finished run of the mail job. */
async function sendFinished(jobs: Jobs): Promise<FinishedJob> {
  for (;;) {
    const [run] = (await once(jobs.events, 'finished')) as [FinishedJob];
    if (run.name === sendMailJob) return run;
  }
}

describe('the outbox folder', () => {
  it('writes each mail as an .eml file with its attachments and logs its links', async () => {
    const outboxDir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const logged: string[] = [];
    const mailer = createMailer({ outboxDir, from, log: (line) => logged.push(line) });

    const date = new Date('2026-05-04T08:30:00.250Z');
    await mailer.send(
      { ...confirmation, text: 'Bitte bestätigen: https://recht.kursmarkt.test/a?token=1\n' },
      { id: 'seed-1', date },
    );

    const [file, ...more] = await readdir(outboxDir);
    expect(more).toEqual([]);
    expect(file).toBe('2026-05-04T08-30-00-250Z-seed-1.eml');
    const message = await simpleParser(await readFile(path.join(outboxDir, file!)));
    expect(message.messageId).toBe('<seed-1@kursmarkt.test>');
    // The Date header counts whole seconds.
    expect(message.date).toEqual(new Date('2026-05-04T08:30:00Z'));
    expect(message.attachments.map((a) => [a.filename, a.contentType, a.content.length])).toEqual([
      ['Rechnung K-2026-0001.pdf', 'application/pdf', invoice.length],
      ['Mietrecht kompakt.ics', 'text/calendar', calendar.length],
    ]);
    expect(logged).toEqual([
      `mail to anna.berger@example.com written to ${path.join(outboxDir, file!)} (links: https://recht.kursmarkt.test/a?token=1)`,
    ]);
  });
});

describe('a mail one can stop', () => {
  it('carries the one-click unsubscribe headers of RFC 8058', async () => {
    const outboxDir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const mailer = createMailer({ outboxDir, from, log: () => {} });
    const address = 'https://recht.kursmarkt.test/api/favorite-alerts/abc';
    await mailer.send(
      { to: 'anna.berger@example.com', subject: 'Neu', text: 'Neu', listUnsubscribe: address },
      { id: 'seed-2', date: new Date('2026-05-04T08:30:00Z') },
    );
    const [file] = await readdir(outboxDir);
    const message = await simpleParser(await readFile(path.join(outboxDir, file!)));
    const lines = message.headerLines.map((header) => header.line);
    expect(lines).toContain(`List-Unsubscribe: <${address}>`);
    expect(lines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});

describe.each(testDatabaseTargets())('the mail outbox on $name', (target) => {
  let domains: Domain[];
  let testDatabase: TestDatabase;
  let smtp: SmtpServer | undefined;
  const opened: Array<{ close(): Promise<unknown> } | Jobs> = [];
  const now = new Date('2026-05-04T08:30:00Z');

  beforeAll(async () => {
    ({ domains } = await loadDomains(examples));
  });

  afterEach(async () => {
    for (const resource of opened.splice(0).reverse()) {
      await ('stop' in resource ? resource.stop() : resource.close());
    }
    await smtp?.close();
    smtp = undefined;
    await testDatabase?.cleanup();
  }, 60_000);

  /** The app as the server runs it, sending through the test's SMTP server. */
  const appSendingTo = async (server: SmtpServer): Promise<FastifyInstance> => {
    const app = await buildApp({
      database: testDatabase.database,
      domains,
      clock: { now: () => now },
      mailer: createMailer({ smtpUrl: server.url, outboxDir: '', from, log: () => {} }),
      jobs: { pollingIntervalSeconds: 0.5 },
    });
    opened.push(app);
    await app.ready();
    return app;
  };

  it('sends a mail written in a committed transaction once over SMTP, with its HTML body and attachments', async () => {
    testDatabase = await openTestDatabase(target);
    smtp = await startSmtpServer();
    const app = await appSendingTo(smtp);
    const sent = sendFinished(app.jobs);

    const id = await app.database.db.transaction((tx) => app.outbox.write(tx, confirmation));
    const message = await smtp.nth(1);
    expect((await sent).error).toBeUndefined();

    expect(message.to).toMatchObject({ text: 'anna.berger@example.com' });
    expect(message.from?.value).toEqual([
      { address: 'no-reply@kursmarkt.test', name: 'Kursmarkt' },
    ]);
    expect(message.replyTo).toMatchObject({ text: 'buchung@kursmarkt.test' });
    expect(message.subject).toBe('Ihre Buchung K-2026-0001');
    expect(message.text).toBe(confirmation.text);
    expect(message.html).toBe(confirmation.html);
    expect(message.messageId).toBe(`<${now.getTime()}.${id}.outbox@kursmarkt.test>`);
    expect(message.date).toEqual(now);
    expect(
      message.attachments.map((a) => ({ name: a.filename, type: a.contentType, bytes: a.content })),
    ).toEqual([
      { name: 'Rechnung K-2026-0001.pdf', type: 'application/pdf', bytes: Buffer.from(invoice) },
      { name: 'Mietrecht kompakt.ics', type: 'text/calendar', bytes: Buffer.from(calendar) },
    ]);
    const [row] = await app.database.db.select().from(outboxMails).where(eq(outboxMails.id, id));
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, sentAt: now, lastError: null });
    expect(smtp.received).toHaveLength(1);
    // A refused send is tried seven times over about an hour, each wait about twice the last.
    expect(
      await queryRows(
        app.database.db,
        sql`select retry_limit, retry_delay, retry_backoff, expire_seconds
            from pgboss.queue where name = ${sendMailJob}`,
      ),
    ).toEqual([{ retry_limit: 6, retry_delay: 30, retry_backoff: true, expire_seconds: 300 }]);
  });

  it('never sends a mail whose transaction rolled back', async () => {
    testDatabase = await openTestDatabase(target);
    smtp = await startSmtpServer();
    const app = await appSendingTo(smtp);

    await expect(
      app.database.db.transaction(async (tx) => {
        await app.outbox.write(tx, { ...confirmation, subject: 'rolled back' });
        throw new Error('the booking fails');
      }),
    ).rejects.toThrow('the booking fails');
    await app.database.db.transaction((tx) =>
      app.outbox.write(tx, { ...confirmation, subject: 'committed' }),
    );

    expect((await smtp.nth(1)).subject).toBe('committed');
    expect((await mailsInOutbox(app.database.db)).map((mail) => mail.subject)).toEqual([
      'committed',
    ]);
  });

  it("mails the operator a contact message after the request's transaction stored it", async () => {
    testDatabase = await openTestDatabase(target);
    smtp = await startSmtpServer();
    const app = await appSendingTo(smtp);

    const response = await app.inject({
      method: 'PUT',
      url: '/api/contact',
      headers: { host: 'reno.kursmarkt.test' },
      payload: {
        name: 'Anna Berg',
        email: 'anna.berg@example.de',
        subject: 'Frage zur Buchung',
        message: 'Kann ich den Lehrgang umbuchen?',
        privacyAccepted: true,
      },
    });
    expect(response.statusCode).toBe(202);

    const message = await smtp.nth(1);
    expect(message.to).toMatchObject({ text: 'service@reno.kursmarkt.test' });
    expect(message.replyTo).toMatchObject({ text: 'anna.berg@example.de' });
    expect(message.subject).toBe('[RENO Kursmarkt] Frage zur Buchung');
  });

  it('retries a refused send and leaves a mail refused at every attempt FAILED, logged', async () => {
    testDatabase = await openTestDatabase(target);
    const { database } = testDatabase;
    // The first message is refused once; the second at every attempt.
    smtp = await startSmtpServer({
      answer: (attempt) =>
        attempt === 1 || attempt >= 3
          ? Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 })
          : undefined,
    });
    const logged: Array<{ level: string; fields: object; message: string }> = [];
    const log = {
      info: (fields: object, message: string) => logged.push({ level: 'info', fields, message }),
      warn: (fields: object, message: string) => logged.push({ level: 'warn', fields, message }),
      error: (fields: object, message: string) => logged.push({ level: 'error', fields, message }),
    };
    const jobs = createJobs({
      database,
      clock: { now: () => now },
      log,
      options: { pollingIntervalSeconds: 0.5 },
    });
    const outbox = createOutbox({
      db: database.db,
      jobs,
      mailer: createMailer({ smtpUrl: smtp.url, outboxDir: '', from, log: () => {} }),
      clock: { now: () => now },
      log,
      retries: { limit: 2, delaySeconds: 0 },
    });
    opened.push(jobs);
    await jobs.start();
    const runs: FinishedJob[] = [];
    const five = new Promise<void>((resolve) =>
      jobs.events.on('finished', (run) => {
        runs.push(run);
        if (runs.length === 5) resolve();
      }),
    );

    const delivered = await database.db.transaction((tx) => outbox.write(tx, confirmation));
    expect((await smtp.nth(1)).subject).toBe(confirmation.subject);
    const refused = await database.db.transaction((tx) =>
      outbox.write(tx, { ...confirmation, subject: 'Erinnerung' }),
    );
    await five;

    const rows = await database.db.select().from(outboxMails).orderBy(outboxMails.id);
    expect(
      rows.map(({ id, status, attempts, lastError }) => ({ id, status, attempts, lastError })),
    ).toEqual([
      {
        id: delivered,
        status: 'SENT',
        attempts: 2,
        lastError: expect.stringContaining('Mailbox busy'),
      },
      {
        id: refused,
        status: 'FAILED',
        attempts: 3,
        lastError: expect.stringContaining('Mailbox busy'),
      },
    ]);
    expect(smtp.received).toHaveLength(1);
    expect(logged.map(({ level, fields }) => [level, fields])).toEqual([
      ['warn', expect.objectContaining({ mailId: delivered, attempt: 1 })],
      ['warn', expect.objectContaining({ mailId: refused, attempt: 1 })],
      ['warn', expect.objectContaining({ mailId: refused, attempt: 2 })],
      ['error', expect.objectContaining({ mailId: refused, attempt: 3 })],
    ]);
  });

  it('deletes a sent mail with its attachments thirty days after it was sent, by the app clock, and keeps newer and failed ones', async () => {
    testDatabase = await openTestDatabase(target);
    const { database } = testDatabase;
    // The third message is refused, and its mail is not retried.
    smtp = await startSmtpServer({
      answer: (attempt) => (attempt === 3 ? new Error('Mailbox unavailable') : undefined),
    });
    let today = new Date('2026-05-04T08:30:00Z');
    const clock = { now: () => today };
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const jobs = createJobs({ database, clock, log, options: { pollingIntervalSeconds: 0.5 } });
    const outbox = createOutbox({
      db: database.db,
      jobs,
      mailer: createMailer({ smtpUrl: smtp.url, outboxDir: '', from, log: () => {} }),
      clock,
      log,
      retries: { limit: 0, delaySeconds: 0 },
    });
    opened.push(jobs);
    await jobs.start();
    const write = async (subject: string) => {
      const sent = sendFinished(jobs);
      await database.db.transaction((tx) => outbox.write(tx, { ...confirmation, subject }));
      return sent;
    };

    await write('alt');
    today = new Date('2026-05-14T08:30:00Z');
    await write('neu');
    expect((await write('kaputt')).error).toBeDefined();

    today = new Date('2026-06-03T08:31:00Z');
    const purged = new Promise<FinishedJob>((resolve) =>
      jobs.events.on('finished', (run) => run.name === purgeSentMailsJob && resolve(run)),
    );
    await jobs.enqueue(database.db, purgeSentMailsJob, {});
    expect((await purged).error).toBeUndefined();

    const rows = await database.db.select().from(outboxMails).orderBy(outboxMails.id);
    expect(rows.map(({ subject, status }) => ({ subject, status }))).toEqual([
      { subject: 'neu', status: 'SENT' },
      { subject: 'kaputt', status: 'FAILED' },
    ]);
    const attachments = await database.db
      .select({ mailId: outboxAttachments.mailId })
      .from(outboxAttachments);
    expect(new Set(attachments.map((row) => row.mailId))).toEqual(
      new Set(rows.map((row) => row.id)),
    );
    // The schedule is kept in the database: every night at 03:40 in Germany.
    expect(
      await queryRows(
        database.db,
        sql`select cron, timezone from pgboss.schedule where name = ${purgeSentMailsJob}`,
      ),
    ).toEqual([{ cron: '40 3 * * *', timezone: 'Europe/Berlin' }]);
  });
});
