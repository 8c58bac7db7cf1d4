// @vitest-environment node
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, queryRows, type Database } from '../db/client.ts';
import { openTestDatabase, bothDatabaseTargets, type TestDatabase } from '../db/test-databases.ts';
import { createJobs, type FinishedJob, type JobDefinition, type Jobs } from './jobs.ts';

const log = { error: () => {} };

/** The next run of `name` that finishes in `jobs`. */
async function finished(jobs: Jobs, name: string): Promise<FinishedJob> {
  for (;;) {
    const [run] = (await once(jobs.events, 'finished')) as [FinishedJob];
    if (run.name === name) return run;
  }
}

describe.each(bothDatabaseTargets())('background jobs on $name', (target) => {
  let testDatabase: TestDatabase;
  const opened: Array<Jobs | Database> = [];

  afterEach(async () => {
    for (const resource of opened.splice(0).reverse()) {
      await ('stop' in resource ? resource.stop() : resource.close());
    }
    await testDatabase?.cleanup();
  }, 60_000);

  const jobsOn = (
    database: Database,
    definitions: JobDefinition<never>[],
    clock = { now: () => new Date() },
  ) => {
    const jobs = createJobs({ database, clock, log, options: { pollingIntervalSeconds: 0.5 } });
    for (const definition of definitions) jobs.define(definition as JobDefinition<object>);
    opened.push(jobs);
    return jobs;
  };
  const jobRows = (database: Database, name: string) =>
    queryRows<{ state: string; data: unknown; retry_count: number }>(
      database.db,
      sql`select state, data, retry_count from pgboss.job where name = ${name} order by created_on`,
    );

  it('runs a job added in a transaction after it commits, and never one whose transaction rolled back', async () => {
    testDatabase = await openTestDatabase(target, { migrate: false });
    const { database } = testDatabase;
    const seen: unknown[] = [];
    const jobs = jobsOn(database, [
      { name: 'test.note', handler: async (data: { n: number }) => void seen.push(data.n) },
    ]);
    await jobs.start();

    await expect(
      database.db.transaction(async (tx) => {
        await jobs.enqueue(tx, 'test.note', { n: 1 });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    const ran = finished(jobs, 'test.note');
    await database.db.transaction(async (tx) => {
      await jobs.enqueue(tx, 'test.note', { n: 2 });
    });
    expect((await ran).error).toBeUndefined();

    expect(seen).toEqual([2]);
    expect((await jobRows(database, 'test.note')).map((row) => row.data)).toEqual([{ n: 2 }]);
  });

  it('keeps a job that no worker took across a restart and runs it in the next process', async () => {
    testDatabase = await openTestDatabase(target, { migrate: false });
    const { database } = testDatabase;
    const seen: unknown[] = [];
    const definition = {
      name: 'test.note',
      handler: async (data: { n: number }) => void seen.push(data.n),
    };
    const first = jobsOn(database, [definition]);
    await first.start();
    await first.stop();
    await first.enqueue(database.db, 'test.note', { n: 7 });
    expect((await jobRows(database, 'test.note')).map((row) => row.state)).toEqual(['created']);

    const next = jobsOn(database, [definition]);
    const ran = finished(next, 'test.note');
    await next.start();
    await ran;
    expect(seen).toEqual([7]);
  });

  it('retries a failed run until its last attempt and then leaves the job failed', async () => {
    testDatabase = await openTestDatabase(target, { migrate: false });
    const { database } = testDatabase;
    const attempts: Array<{ attempt: number; lastAttempt: boolean }> = [];
    const jobs = jobsOn(database, [
      {
        name: 'test.flaky',
        retryLimit: 2,
        handler: async (_data: object, { attempt, lastAttempt }) => {
          attempts.push({ attempt, lastAttempt });
          throw new Error(`attempt ${attempt} failed`);
        },
      },
    ]);
    await jobs.start();
    const runs: FinishedJob[] = [];
    const three = new Promise<void>((resolve) => {
      jobs.events.on('finished', (run) => {
        runs.push(run);
        if (runs.length === 3) resolve();
      });
    });
    await jobs.enqueue(database.db, 'test.flaky', {});
    await three;
    // Stopping waits for pg-boss's writes under way, the failure of the last run among them.
    await jobs.stop();

    expect(attempts).toEqual([
      { attempt: 1, lastAttempt: false },
      { attempt: 2, lastAttempt: false },
      { attempt: 3, lastAttempt: true },
    ]);
    expect(runs.map((run) => (run.error as Error).message)).toEqual([
      'attempt 1 failed',
      'attempt 2 failed',
      'attempt 3 failed',
    ]);
    expect(await jobRows(database, 'test.flaky')).toEqual([
      { state: 'failed', data: {}, retry_count: 2 },
    ]);
  });

  it('waits longer before each retry when the job backs off', async () => {
    testDatabase = await openTestDatabase(target, { migrate: false });
    const { database } = testDatabase;
    const jobs = jobsOn(database, [
      {
        name: 'test.backoff',
        retryLimit: 5,
        retryDelaySeconds: 60,
        retryBackoff: true,
        handler: async () => {
          throw new Error('the server does not answer');
        },
      },
    ]);
    await jobs.start();
    const ran = finished(jobs, 'test.backoff');
    await jobs.enqueue(database.db, 'test.backoff', {});
    await ran;
    await jobs.stop();

    // pg-boss's back-off: the n-th retry waits between delay × 2^(n-1) and twice that.
    const [retry] = await queryRows<{ state: string; wait: number }>(
      database.db,
      sql`select state, extract(epoch from start_after - now())::float8 as wait
          from pgboss.job where name = 'test.backoff'`,
    );
    expect(retry?.state).toBe('retry');
    expect(retry?.wait).toBeGreaterThan(50);
    expect(retry?.wait).toBeLessThanOrEqual(120);
  });

  it('keeps a recurring job in the database and lets it decide by the app clock', async () => {
    testDatabase = await openTestDatabase(target, { migrate: false });
    const { database } = testDatabase;
    let clockAt = new Date('2026-03-01T09:00:00Z');
    const seen: string[] = [];
    const jobs = jobsOn(
      database,
      [
        {
          name: 'test.due',
          cron: '*/5 * * * *',
          handler: async (_data: object, { clock }) => void seen.push(clock.now().toISOString()),
        },
      ],
      { now: () => clockAt },
    );
    await jobs.start();
    expect(
      await queryRows(database.db, sql`select name, cron, timezone from pgboss.schedule`),
    ).toEqual([{ name: 'test.due', cron: '*/5 * * * *', timezone: 'Europe/Berlin' }]);

    clockAt = new Date('2026-03-03T09:00:00Z');
    const ran = finished(jobs, 'test.due');
    await jobs.enqueue(database.db, 'test.due', {});
    await ran;
    expect(seen).toEqual(['2026-03-03T09:00:00.000Z']);
  });

  /** The database as a second server process opens it (on PGlite the same handle). */
  const secondConnection = async () => {
    if (!testDatabase.url) return testDatabase.database;
    const second = await createDatabase({ url: testDatabase.url, poolSize: 4 });
    opened.push(second);
    return second;
  };

  it('starts two processes at once on a new database', async () => {
    testDatabase = await openTestDatabase(target, { migrate: false });
    const definition = { name: 'test.note', handler: async () => {} };
    const first = jobsOn(testDatabase.database, [definition]);
    const other = jobsOn(await secondConnection(), [definition]);

    await Promise.all([first.start(), other.start()]);

    expect(
      await queryRows(testDatabase.database.db, sql`select name from pgboss.queue order by name`),
    ).toEqual([{ name: '__pgboss__send-it' }, { name: 'test.note' }]);
  });

  it('runs each job once when two processes work on one database', async () => {
    testDatabase = await openTestDatabase(target, { migrate: false });
    const second = await secondConnection();
    const seen: Array<{ process: number; n: number }> = [];
    let done: () => void;
    const all = new Promise<void>((resolve) => (done = resolve));
    const definition = (process: number) => ({
      name: 'test.share',
      handler: async (data: { n: number }) => {
        seen.push({ process, n: data.n });
        if (seen.length === 40) done();
      },
    });
    const first = jobsOn(testDatabase.database, [definition(1)]);
    const other = jobsOn(second, [definition(2)]);
    await first.start();
    await other.start();

    await testDatabase.database.db.transaction(async (tx) => {
      for (let n = 0; n < 40; n++) await first.enqueue(tx, 'test.share', { n });
    });
    await all;

    expect(seen.map((run) => run.n).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, n) => n),
    );
  });
});
