/**
 * Databases for tests: PGlite in memory, and a PostgreSQL server when TEST_DATABASE_URL is set
 * (e.g. postgres://postgres@127.0.0.1:55432/postgres). Each PostgreSQL test database is created
 * fresh (`kursmarkt_test_<random>`) and dropped again, so reruns start clean. Use with
 * `describe.each(testDatabaseTargets())`, or `describe.each(bothDatabaseTargets())` for what differs
 * between the two (docs/decisions/0043-database-tests-where-they-matter.md).
 *
 * A migrated database is a copy of one migrated once: on PGlite a dump of its data folder, kept
 * per test process; on PostgreSQL a template database named by the migrations' hash, which every
 * test process and later run shares. Migrating each test's database anew cost about a second each
 * of the suite's thousand or so, most of a CI run's database tests.
 */
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type Database } from './client.ts';
import { migrateDatabase, migrationsFolder } from './migrate.ts';

export interface TestDatabaseTarget {
  name: string;
  dialect: Database['dialect'];
  /** Server URL whose user may CREATE DATABASE (PostgreSQL only). */
  url?: string;
}

/**
 * Where a file's database tests run: on PostgreSQL, which production runs, when TEST_DATABASE_URL
 * names a server; on PGlite otherwise, so a machine without PostgreSQL still runs every test.
 */
export function testDatabaseTargets(
  env: Record<string, string | undefined> = process.env,
): TestDatabaseTarget[] {
  const both = bothDatabaseTargets(env);
  return both.length > 1 ? both.filter((target) => target.dialect === 'postgres') : both;
}

/**
 * PGlite always and PostgreSQL when TEST_DATABASE_URL is set: for the start path (`npm start` runs
 * on PGlite) and for what PGlite does its own way (one connection, its data folder, the job
 * queue's adapter).
 */
export function bothDatabaseTargets(
  env: Record<string, string | undefined> = process.env,
): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [{ name: 'PGlite', dialect: 'pglite' }];
  const url = env.TEST_DATABASE_URL;
  if (url) targets.push({ name: 'PostgreSQL', dialect: 'postgres', url });
  return targets;
}

/**
 * The PostgreSQL target of a file whose tests only PostgreSQL can run (several server processes on
 * one database). Without TEST_DATABASE_URL the file's suite is registered as skipped (`missing`),
 * so a run without a PostgreSQL server reports it as such instead of failing on an empty file.
 */
export function postgresOnlyTarget(env: Record<string, string | undefined> = process.env): {
  target: TestDatabaseTarget;
  missing: boolean;
} {
  const target = testDatabaseTargets(env).find((candidate) => candidate.dialect === 'postgres');
  if (target) return { target, missing: false };
  return {
    target: { name: 'PostgreSQL (skipped: TEST_DATABASE_URL is not set)', dialect: 'postgres' },
    missing: true,
  };
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

/** What the product's migrations are: a hash over every file of their folder. */
async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = await readdir(migrationsFolder, { recursive: true, withFileTypes: true });
  const paths = files
    .filter((file) => file.isFile())
    .map((file) => path.join(file.parentPath, file.name))
    .sort();
  for (const file of paths) {
    hash.update(path.relative(migrationsFolder, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

let pgliteImage: Promise<Blob> | undefined;

/** The data folder of a PGlite database with every migration applied, made once per process. */
function migratedPgliteImage(): Promise<Blob> {
  pgliteImage ??= (async () => {
    const database = await createDatabase({ dataDir: 'memory://' });
    try {
      if (database.dialect !== 'pglite') throw new Error('Expected PGlite');
      await migrateDatabase(database);
      return await database.client.dumpDataDir('none');
    } finally {
      await database.close();
    }
  })();
  return pgliteImage;
}

/** Test processes that build the template at once take turns (any number will do). */
const templateLock = 4_242_001;

/**
 * The name of a database on the server at `adminUrl` with every migration applied, to copy with
 * `create database … template`. Built under another name and renamed when complete, so a run
 * killed while migrating leaves no half-built template.
 */
function migratedTemplate(adminUrl: string): Promise<string> {
  let template = templates.get(adminUrl);
  if (!template) {
    template = buildTemplate(adminUrl);
    templates.set(adminUrl, template);
  }
  return template;
}

const templates = new Map<string, Promise<string>>();

async function buildTemplate(adminUrl: string): Promise<string> {
  const template = `kursmarkt_template_${await migrationsHash()}`;
  await withAdminClient(adminUrl, async (client) => {
    await client.query('select pg_advisory_lock($1)', [templateLock]);
    try {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
        template,
      ]);
      if (rowCount) return;
      const building = `kursmarkt_building_${randomBytes(6).toString('hex')}`;
      await client.query(`create database "${building}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = await createDatabase({ url: url.toString(), poolSize: 1 });
      try {
        await migrateDatabase(database);
      } finally {
        await database.close();
      }
      await client.query(`alter database "${building}" rename to "${template}"`);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [templateLock]);
    }
  });
  return template;
}

export async function openTestDatabase(
  target: TestDatabaseTarget,
  options: { migrate?: boolean; poolSize?: number } = {},
): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  if (target.dialect === 'pglite') {
    const database = await createDatabase({
      dataDir: 'memory://',
      pgliteImage: migrate ? await migratedPgliteImage() : undefined,
    });
    return { database, cleanup: () => database.close() };
  }

  if (!target.url) throw new Error('A PostgreSQL test target needs a url');
  const adminUrl = target.url;
  const template = migrate ? await migratedTemplate(adminUrl) : undefined;
  const name = `kursmarkt_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) =>
    client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ url: url.toString(), poolSize: options.poolSize ?? 4 });
  const cleanup = async () => {
    await database.close();
    await withAdminClient(adminUrl, (client) =>
      client.query(`drop database if exists "${name}" with (force)`),
    );
  };
  return { database, url: url.toString(), cleanup };
}

/** The migrations journal of `folder`: the migrations in their order, by tag. */
const journalOf = (folder: string) => path.join(folder, 'meta', '_journal.json');
async function readJournal(folder: string) {
  return JSON.parse(await readFile(journalOf(folder), 'utf8')) as { entries: { tag: string }[] };
}

/**
 * A copy of the migrations folder that ends with the migration `lastTag`, for a test of what a
 * later migration does to the data written before it; the caller removes the folder.
 */
export async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journal = await readJournal(folder);
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`No migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalOf(folder), JSON.stringify(journal));
  return folder;
}

/** The tag of the migration before the one named `name` (its tag without the number). */
export async function migrationBefore(name: string): Promise<string> {
  const { entries } = await readJournal(migrationsFolder);
  const index = entries.findIndex((entry) => entry.tag.replace(/^\d+_/, '') === name);
  if (index < 1) throw new Error(`No migration before ${name}`);
  return entries[index - 1]!.tag;
}
