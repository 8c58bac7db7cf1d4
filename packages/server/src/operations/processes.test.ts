// @vitest-environment node
/**
 * The processes of a deployment (main.ts with its role) on one PostgreSQL database: an API
 * process that works no jobs and a worker that answers the health checks only. A mail the API
 * process writes (and leaves to a worker) is sent by the worker; SIGTERM stops each and it
 * exits 0.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, postgresOnlyTarget, type TestDatabase } from '../db/test-databases.ts';
import { mailsInOutbox, startSmtpServer, type SmtpServer } from '../outbox/test-support.ts';
import { exited, startServer } from '../test-support/server-process.ts';

const { target, missing } = postgresOnlyTarget();

/** Sends SIGTERM and expects the process to exit 0. */
async function stop(server: ChildProcess) {
  server.kill('SIGTERM');
  await exited(server);
  expect(server.exitCode).toBe(0);
}

describe.skipIf(missing)(`an API process and a worker on ${target.name}`, () => {
  const running: ChildProcess[] = [];
  let smtp: SmtpServer | undefined;
  let testDatabase: TestDatabase | undefined;

  afterEach(async () => {
    for (const server of running.splice(0)) {
      server.kill('SIGKILL');
      await exited(server);
    }
    await smtp?.close();
    await testDatabase?.cleanup();
  }, 60_000);

  it('serves through the API process, leaves its mail to the worker, and both stop with 0 on SIGTERM', async () => {
    testDatabase = await openTestDatabase(target);
    smtp = await startSmtpServer();
    const env = {
      DATABASE_URL: testDatabase.url!,
      SMTP_URL: smtp.url,
      OUTBOX_DIR: await mkdtemp(path.join(tmpdir(), 'processes-outbox-')),
      JOBS_POLLING_SECONDS: '0.5',
    };
    const api = await startServer(env, 'api');
    running.push(api.server);
    expect((await fetch(`${api.origin}/readyz`)).status).toBe(200);
    const contact = await fetch(`${api.origin}/api/contact`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Anna Berg',
        email: 'anna.berg@example.de',
        subject: 'Zwei Prozesse',
        message: 'Geht diese Nachricht über den Worker hinaus?',
        privacyAccepted: true,
      }),
    });
    expect(contact.status).toBe(202);
    await stop(api.server);
    // The API process added the mail's job and left it to a worker.
    expect(await mailsInOutbox(testDatabase.database.db)).toMatchObject([{ status: 'PENDING' }]);
    expect(smtp.received).toHaveLength(0);

    const worker = await startServer(env, 'worker');
    running.push(worker.server);
    expect((await fetch(`${worker.origin}/readyz`)).status).toBe(200);
    expect((await fetch(`${worker.origin}/api/configuration`)).status).toBe(404);
    const mail = await smtp.nth(1);
    expect(mail.replyTo?.text).toContain('anna.berg@example.de');
    await stop(worker.server);
  }, 120_000);

  it('refuses to start an API process without a PostgreSQL database to share', async () => {
    await expect(startServer({}, 'api')).rejects.toThrow(/shares a PostgreSQL database/);
  }, 60_000);
});
