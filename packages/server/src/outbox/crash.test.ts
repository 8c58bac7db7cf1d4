// @vitest-environment node
import type { ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../db/client.ts';
import { openTestDatabase, bothDatabaseTargets, type TestDatabase } from '../db/test-databases.ts';
import { sendMailJob } from './outbox.ts';
import { exited, inspectDatabase, startServer } from '../test-support/server-process.ts';
import { mailsInOutbox, startSmtpServer, type SmtpServer } from './test-support.ts';

describe.each(bothDatabaseTargets())(
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
      let databaseOptions: Parameters<typeof inspectDatabase>[0];
      if (target.dialect === 'pglite') {
        const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'pglite-')), 'data');
        env = { DATA_DIR: dataDir };
        databaseOptions = { dataDir };
      } else {
        testDatabase = await openTestDatabase(target);
        const url = testDatabase.url!;
        env = { DATABASE_URL: url };
        databaseOptions = { url, poolSize: 1 };
      }
      const inspect = <T>(read: (database: Database) => Promise<T>) =>
        inspectDatabase(databaseOptions, read);

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
