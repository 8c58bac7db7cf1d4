/**
 * pg-boss runs its statements through a `db` adapter (`executeSql(text, values)`); these give it
 * the app's own database instead of a pool of its own, so that the same jobs run on PGlite, and
 * a transaction of the app, so that a job added in it commits or rolls back with it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { queryRows, type Db, type Database } from '../db/client.ts';

type Values = readonly unknown[] | undefined;

/**
 * pg-boss's text with `$1 … $n` as a drizzle statement with those values as parameters (each
 * `sql.param`, so that an array stays one value and is not spread into a list).
 */
function statementOf(text: string, values: Values): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) =>
      index % 2 === 0 ? sql.raw(part) : sql.param(values?.[Number(part) - 1]),
    ),
  );
}

/** Runs pg-boss's statements in `db`: a transaction (or the database outside of one). */
export const transactionBossDb = (db: Db): PgBoss.Db => ({
  executeSql: async (text, values) => ({ rows: await queryRows(db, statementOf(text, values)) }),
});

/** pg-boss's own adapter answers nothing once closed, which pg-boss reads as nothing done. */
const closedAnswer = undefined as unknown as { rows: unknown[] };

export interface ClosableBossDb extends PgBoss.Db {
  /**
   * Runs `work` while no other process (or, on PGlite, no other app of this process) on the
   * database runs its own: pg-boss's schema migration and queue creation deadlock or fail when
   * two run at once.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Waits for the statements under way and answers every later one with nothing, as pg-boss's
   * own adapter does once closed: its workers may still poll or complete a job after `stop()`,
   * and the database closes right after.
   */
  close(): Promise<void>;
}

/**
 * pg-boss on the app's database. On PGlite a statement without values goes through `exec`,
 * which takes several statements (pg-boss's schema migrations are such scripts); PGlite's
 * `query` takes one. On PostgreSQL the app's pool runs them as they are.
 */
/** One start after the other on a PGlite instance, which several apps of a test may share. */
const pgliteTurns = new WeakMap<object, Promise<unknown>>();

/** The session lock for starting the jobs: any constant (the letters `pgboss` read as a number). */
const startLockKey = 0x7067626f7373;

export function databaseBossDb(database: Database): ClosableBossDb {
  const running = new Set<Promise<unknown>>();
  let closed = false;
  const run = async (text: string, values: Values): Promise<{ rows: unknown[] }> => {
    if (database.dialect === 'postgres') {
      return database.client.query(text, values as unknown[] | undefined);
    }
    if (values && values.length > 0) return database.client.query(text, values as unknown[]);
    const results = await database.client.exec(text);
    return results.at(-1) ?? { rows: [] };
  };
  return {
    async executeSql(text, values) {
      if (closed) return closedAnswer;
      const statement = run(text, values);
      running.add(statement);
      try {
        return await statement;
      } finally {
        running.delete(statement);
      }
    },
    async exclusive(work) {
      if (database.dialect === 'pglite') {
        const previous = pgliteTurns.get(database.client) ?? Promise.resolve();
        const turn = previous.catch(() => {}).then(work);
        pgliteTurns.set(database.client, turn);
        return turn;
      }
      const client = await database.client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [startLockKey]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [startLockKey]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      closed = true;
      await Promise.allSettled([...running]);
    },
  };
}
