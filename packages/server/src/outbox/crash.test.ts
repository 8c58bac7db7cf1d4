// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, queryRows, type Database } from '../db/client.ts';
import { openTestDatabase, testDatabaseTargets, type TestDatabase } from '../db/test-databases.ts';
import { sendMailJob } from './outbox.ts';
import { mailsInOutbox, startSmtpServer, type SmtpServer } from './test-support.ts';

const main = path.join(import.meta.dirname, '..', 'main.ts');

/**
 * The real server (main.ts) in a process of its own, run by node itself (not through tsx's
 * launcher, whose child a SIGKILL would leave running), answering once it says it runs.
 */
async function startServer(env: Record<string, string>) {
  const server = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, LOG_LEVEL: 'info', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stderr!.on('data', (chunk) => (output += chunk));
  const origin = await new Promise<string>((resolve, reject) => {
    let port: string | undefined;
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      port ??= /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port && output.includes('is running at')) resolve(`http://127.0.0.1:${port}`);
    });
    server.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  return { server, origin };
}

const exited = async (server: ChildProcess) => {
  if (server.exitCode === null && server.signalCode === null) await once(server, 'exit');
};

describe.each(testDatabaseTargets())(
  'a server killed between commit and send, on $name',
  (target) => {
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

    it('sends the mail once after it restarts', async () => {
      smtp = await startSmtpServer();
      const outboxDir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
      let env: Record<string, string>;
      let openDatabase: () => Promise<Database>;
      if (target.dialect === 'pglite') {
        const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'pglite-')), 'data');
        env = { DATA_DIR: dataDir };
        openDatabase = () => createDatabase({ dataDir });
      } else {
        testDatabase = await openTestDatabase(target);
        const url = testDatabase.url!;
        env = { DATABASE_URL: url };
        openDatabase = () => createDatabase({ url, poolSize: 1 });
      }
      const inspect = async <T>(read: (database: Database) => Promise<T>) => {
        const database = await openDatabase();
        try {
          return await read(database);
        } finally {
          await database.close();
        }
      };

      // The first server looks for jobs only once, as it starts: the mail committed by the
      // request below waits in the database when the server is killed.
      const first = await startServer({
        ...env,
        SMTP_URL: smtp.url,
        OUTBOX_DIR: outboxDir,
        JOBS_POLLING_SECONDS: '3600',
      });
      running.push(first.server);
      const response = await fetch(`${first.origin}/api/contact`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Anna Berg',
          email: 'anna.berg@example.de',
          subject: 'Frage zur Buchung',
          message: 'Kann ich den Lehrgang umbuchen?',
          privacyAccepted: true,
        }),
      });
      expect(response.status).toBe(202);
      first.server.kill('SIGKILL');
      await exited(first.server);

      expect(smtp.received).toHaveLength(0);
      expect(
        (await inspect((database) => mailsInOutbox(database.db))).map(({ to, status }) => ({
          to,
          status,
        })),
      ).toEqual([{ to: 'kontakt@recht.kursmarkt.test', status: 'PENDING' }]);

      const second = await startServer({ ...env, SMTP_URL: smtp.url, OUTBOX_DIR: outboxDir });
      running.push(second.server);
      const message = await smtp.nth(1);
      expect(message.to).toMatchObject({ text: 'kontakt@recht.kursmarkt.test' });
      expect(message.subject).toBe('[Kursmarkt Recht] Frage zur Buchung');
      second.server.kill('SIGTERM');
      await exited(second.server);

      expect(smtp.received).toHaveLength(1);
      const { mails, jobs } = await inspect(async (database) => ({
        mails: await mailsInOutbox(database.db),
        jobs: await queryRows(
          database.db,
          sql`select state from pgboss.job where name = ${sendMailJob}`,
        ),
      }));
      expect(mails.map(({ status }) => status)).toEqual(['SENT']);
      expect(jobs).toEqual([{ state: 'completed' }]);
    }, 180_000);
  },
);
