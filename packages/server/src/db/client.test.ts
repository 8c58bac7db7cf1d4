// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import * as schema from './schema.ts';
import { bothDatabaseTargets, testDatabaseTargets } from './test-databases.ts';

describe('createDatabase', () => {
  const folders: string[] = [];

  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('keeps PGlite data in its data folder across restarts', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'kursmarkt-pglite-'));
    folders.push(folder);

    const dataDir = path.join(folder, 'nested', 'pglite');
    const first = await createDatabase({ dataDir });
    expect(first.dialect).toBe('pglite');
    await migrateDatabase(first);
    await first.db
      .insert(schema.chambers)
      .values({ name: 'Rechtsanwaltskammer Köln', city: 'Köln' });
    await first.close();
    await first.close(); // closing twice is harmless

    const second = await createDatabase({ dataDir });
    await migrateDatabase(second);
    const [row] = await second.db.select({ value: count() }).from(schema.chambers);
    expect(row?.value).toBe(1);
    await second.close();
  }, 120_000);

  it('refuses a database URL that is not postgres://', async () => {
    await expect(createDatabase({ url: 'mysql://localhost/kursmarkt' })).rejects.toThrow(
      /postgres/,
    );
  });

  it('uses PostgreSQL through a pool when given a postgres:// URL', async () => {
    const database = await createDatabase({ url: 'postgres://user@127.0.0.1:1/none' });
    expect(database.dialect).toBe('postgres');
    await database.close();
  });
});

describe('testDatabaseTargets', () => {
  it('runs a file on PostgreSQL when TEST_DATABASE_URL is set and on PGlite otherwise', () => {
    expect(testDatabaseTargets({}).map((target) => target.dialect)).toEqual(['pglite']);
    expect(
      testDatabaseTargets({ TEST_DATABASE_URL: 'postgres://localhost/x' }).map(
        (target) => target.dialect,
      ),
    ).toEqual(['postgres']);
  });
});

describe('bothDatabaseTargets', () => {
  it('always includes PGlite and adds PostgreSQL only when TEST_DATABASE_URL is set', () => {
    expect(bothDatabaseTargets({}).map((target) => target.dialect)).toEqual(['pglite']);
    expect(
      bothDatabaseTargets({ TEST_DATABASE_URL: 'postgres://localhost/x' }).map(
        (target) => target.dialect,
      ),
    ).toEqual(['pglite', 'postgres']);
  });
});
