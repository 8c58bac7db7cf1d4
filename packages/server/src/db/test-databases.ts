/**
 * Databases for tests: PGlite in memory always, and a PostgreSQL server when TEST_DATABASE_URL is
 * set (e.g. postgres://postgres@127.0.0.1:55432/postgres). Each PostgreSQL test database is
 * created fresh (`kursmarkt_test_<random>`) and dropped again, so reruns start clean. Use with
 * `describe.each(testDatabaseTargets())`.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from './client.ts';
import { migrateDatabase } from './migrate.ts';

export interface TestDatabaseTarget {
  name: string;
  dialect: Database['dialect'];
  /** Server URL whose user may CREATE DATABASE (PostgreSQL only). */
  url?: string;
}

export function testDatabaseTargets(
  env: Record<string, string | undefined> = process.env,
): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [{ name: 'PGlite', dialect: 'pglite' }];
  const url = env.TEST_DATABASE_URL;
  if (url) targets.push({ name: 'PostgreSQL', dialect: 'postgres', url });
  return targets;
}

export interface TestDatabase {
  database: Database;
  /**
   * The PostgreSQL test database's URL, for a second pool on it as a second server process would
   * open; undefined on PGlite, whose one connection is its handle.
   */
  url?: string;
  /** Closes the database; on PostgreSQL also drops the test database. */
  cleanup(): Promise<void>;
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function openTestDatabase(
  target: TestDatabaseTarget,
  options: { migrate?: boolean; poolSize?: number } = {},
): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  if (target.dialect === 'pglite') {
    const database = await createDatabase({ dataDir: 'memory://' });
    if (migrate) await migrateDatabase(database);
    return { database, cleanup: () => database.close() };
  }

  if (!target.url) throw new Error('A PostgreSQL test target needs a url');
  const adminUrl = target.url;
  const name = `kursmarkt_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ url: url.toString(), poolSize: options.poolSize ?? 4 });
  const cleanup = async () => {
    await database.close();
    await withAdminClient(adminUrl, (client) =>
      client.query(`drop database if exists "${name}" with (force)`),
    );
  };
  try {
    if (migrate) await migrateDatabase(database);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { database, url: url.toString(), cleanup };
}
