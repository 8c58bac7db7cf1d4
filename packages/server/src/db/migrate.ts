/**
 * Applies the drizzle-kit migrations in packages/server/drizzle with the migrator of the driver
 * behind the database. Safe to run at every start: applied migrations are recorded in
 * `drizzle.__drizzle_migrations` and skipped.
 */
import path from 'node:path';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, Schema } from './client.ts';

/** packages/server/drizzle, resolved from this file (src/db). */
export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** Applies the migrations of `folder` (default: the product's) that the database lacks. */
export async function migrateDatabase(
  database: Database,
  folder = migrationsFolder,
): Promise<void> {
  const config = { migrationsFolder: folder };
  // `createDatabase` built `db` with the driver named by `dialect`; the shared `Db` type
  // hides the driver, the migrators need it back.
  if (database.dialect === 'pglite') {
    await migratePglite(database.db as PgliteDatabase<Schema>, config);
  } else {
    await migrateNodePostgres(database.db as NodePgDatabase<Schema>, config);
  }
}

/** The session lock of a start's migration and seed: any constant. */
const startLockKey = 4_242_066;

/**
 * Runs `work` (the migration and seed of a start) while no other process starting on the same
 * PostgreSQL database runs its own: API processes and a worker start at once, and two
 * migrations at once would collide. PGlite's data folder belongs to one process anyway.
 */
export async function oneStartAtATime<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.dialect === 'pglite') return work();
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
}
