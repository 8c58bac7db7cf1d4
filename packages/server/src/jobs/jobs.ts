/**
 * Background jobs (docs/decisions/0012-background-jobs-on-pg-boss.md) on pg-boss: every job is a row of the database (schema
 * `pgboss`), so jobs survive restarts, and a second server process on the same database shares
 * the work. The same jobs run on PGlite: pg-boss reaches the database through the app's own
 * handle (boss-database.ts). See docs/decisions/0012-background-jobs-on-pg-boss.md.
 *
 * Time: pg-boss's own timing (polling, retry delays, a job's expiry) is the database's clock.
 * What the product decides by time (a payment deadline, an expired key) it decides in a job by
 * the app's clock (`context.clock`): a recurring job ("expire what is due") finds what is due,
 * so tests move the app's clock and run the job instead of waiting.
 */
import { EventEmitter } from 'node:events';
import PgBoss from 'pg-boss';
import type { Clock } from '../clock.ts';
import type { Db, Database } from '../db/client.ts';
import { databaseBossDb, transactionBossDb } from './boss-database.ts';

/** What a job's handler gets beside its data. */
interface JobContext {
  /** The app's clock: what is due is decided by it, never by the database's or the system's. */
  clock: Clock;
  /** 1 for the first run, 2 for the first retry … */
  attempt: number;
  /** Whether a failure now is final (no retry follows). */
  lastAttempt: boolean;
}

export interface JobDefinition<Data extends object> {
  /** The queue's name, e.g. `mail.send` (letters, digits, `.`, `-`, `_`). */
  name: string;
  handler(data: Data, context: JobContext): Promise<void>;
  /** Retries after a failed run (default 2); the job fails for good after the last one. */
  retryLimit?: number;
  /** Seconds before the first retry (default 0). */
  retryDelaySeconds?: number;
  /** Double the delay before each further retry (default false). */
  retryBackoff?: boolean;
  /**
   * Seconds a run may take (default 15 minutes). A run that takes longer, or whose process died,
   * fails after this and is retried.
   */
  expireInSeconds?: number;
  /**
   * Runs the job on this schedule too (cron, in Germany's time zone), e.g. every five minutes
   * `*\/5 * * * *`. The schedule is kept in the database; one process adds each run.
   */
  cron?: string;
}

/** A run of a job that has finished, successfully or not (`error`). */
export interface FinishedJob {
  name: string;
  id: string;
  error?: unknown;
}

export interface JobsOptions {
  /** Seconds between a worker's looks for new jobs (default 2; at least 0.5). */
  pollingIntervalSeconds?: number;
  /**
   * Whether this process works the jobs (default true). Without, it still adds jobs and creates
   * the queues, and leaves running them, their schedules and pg-boss's upkeep to the processes
   * that work them (`npm run serve` beside `npm run worker`).
   */
  work?: boolean;
  /** Seconds a stop waits for the runs under way before it gives them up (default 30). */
  stopTimeoutSeconds?: number;
}

export interface Jobs {
  /** Adds a queue and its handler; before `start()`. */
  define<Data extends object>(definition: JobDefinition<Data>): void;
  /**
   * Adds a job to the queue `name` in `db`: inside a transaction the job exists when it commits
   * and never if it rolls back. The queue must be defined here and started once on the database
   * (by this or another process); its options apply. A worker takes it at its next look.
   */
  enqueue(db: Db, name: string, data: object): Promise<void>;
  /** Creates the queues and schedules (pg-boss migrates its schema first) and starts the workers. */
  start(): Promise<void>;
  /**
   * Stops the workers after the runs under way (at most `stopTimeoutSeconds`; a run not done by
   * then fails and runs again); jobs not yet run wait in the database.
   */
  stop(): Promise<void>;
  /** Whether the jobs started and have not stopped: this process can add and (if it works them) run jobs. */
  readonly running: boolean;
  /** Emits `finished` with a `FinishedJob` after each run of a handler in this process. */
  readonly events: EventEmitter<{ finished: [FinishedJob] }>;
}

const defaultExpireInSeconds = 15 * 60;
/**
 * Jobs a worker takes at each look, run side by side. A pg-boss 10 worker looks once per polling
 * interval even after it found work, so this also bounds a process's pace: 10 every 2 s.
 */
const batchSize = 10;

export function createJobs(options: {
  database: Database;
  clock: Clock;
  log: { error(object: object, message: string): void };
  options?: JobsOptions;
}): Jobs {
  const { clock, log } = options;
  const definitions = new Map<string, JobDefinition<object>>();
  const events = new EventEmitter<{ finished: [FinishedJob] }>();
  const bossDb = databaseBossDb(options.database);
  const work = options.options?.work ?? true;
  const boss = new PgBoss({
    db: bossDb,
    schema: 'pgboss',
    pollingIntervalSeconds: options.options?.pollingIntervalSeconds ?? 2,
    supervise: work,
    schedule: work,
  });
  boss.on('error', (error) => log.error({ err: error }, 'background jobs'));
  let state: 'defining' | 'started' | 'stopped' = 'defining';

  const queueOptions = (definition: JobDefinition<object>): PgBoss.Queue => ({
    name: definition.name,
    retryLimit: definition.retryLimit ?? 2,
    retryDelay: definition.retryDelaySeconds ?? 0,
    retryBackoff: definition.retryBackoff ?? false,
    expireInSeconds: definition.expireInSeconds ?? defaultExpireInSeconds,
  });

  const run = async (definition: JobDefinition<object>, job: PgBoss.JobWithMetadata<object>) => {
    // A worker may still fetch jobs while the jobs stop; they run again after their expiry.
    if (state !== 'started') throw new Error(`The jobs stopped before ${job.name} ${job.id} ran.`);
    const context: JobContext = {
      clock,
      attempt: job.retryCount + 1,
      lastAttempt: job.retryCount >= job.retryLimit,
    };
    try {
      await definition.handler(job.data, context);
      events.emit('finished', { name: job.name, id: job.id });
    } catch (error) {
      events.emit('finished', { name: job.name, id: job.id, error });
      // Only this job fails (to be retried); pg-boss completes the others of the batch.
      await boss.fail(job.name, job.id, { message: String(error) });
    }
  };

  return {
    events,
    get running() {
      return state === 'started';
    },
    define(definition) {
      if (state !== 'defining') {
        throw new Error(`The job ${definition.name} is defined after the jobs started.`);
      }
      if (definitions.has(definition.name)) {
        throw new Error(`The job ${definition.name} is defined twice.`);
      }
      definitions.set(definition.name, definition as JobDefinition<object>);
    },
    async enqueue(db, name, data) {
      if (!definitions.has(name)) throw new Error(`The job ${name} is not defined.`);
      await boss.send(name, data, { db: transactionBossDb(db) });
    },
    async start() {
      if (state !== 'defining') throw new Error('The jobs were started before.');
      state = 'started';
      await bossDb.exclusive(async () => {
        await boss.start();
        for (const definition of definitions.values()) {
          await boss.createQueue(definition.name, queueOptions(definition));
          // A queue created by an earlier version keeps its options otherwise.
          await boss.updateQueue(definition.name, queueOptions(definition));
          if (definition.cron) {
            await boss.schedule(definition.name, definition.cron, {}, { tz: 'Europe/Berlin' });
          } else {
            await boss.unschedule(definition.name);
          }
        }
      });
      if (!work) return;
      for (const definition of definitions.values()) {
        await boss.work<object>(
          definition.name,
          { includeMetadata: true, batchSize },
          async (batch) => {
            await Promise.all(batch.map((job) => run(definition, job)));
          },
        );
      }
    },
    async stop() {
      if (state !== 'started') return;
      state = 'stopped';
      await boss.stop({
        graceful: true,
        wait: true,
        timeout: (options.options?.stopTimeoutSeconds ?? 30) * 1000,
      });
      await bossDb.close();
    },
  };
}
