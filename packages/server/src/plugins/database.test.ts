// @vitest-environment node
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { queryRows } from '../db/client.ts';
import { openTestDatabase, bothDatabaseTargets, type TestDatabase } from '../db/test-databases.ts';
import { loadDomains, type Domain } from '../domains/load.ts';

const examples = path.join(import.meta.dirname, '..', '..', '..', '..', 'site', 'domains');

describe.each(bothDatabaseTargets())('the database plugin on $name', (target) => {
  let domains: Domain[];
  let testDatabase: TestDatabase | undefined;

  beforeAll(async () => {
    ({ domains } = await loadDomains(examples));
  });

  afterEach(async () => {
    await testDatabase?.cleanup();
  }, 60_000);

  const build = async (ownsDatabase?: boolean) => {
    testDatabase = await openTestDatabase(target);
    const { database } = testDatabase;
    const app = await buildApp({
      database,
      ownsDatabase,
      domains,
      mailer: { send: async () => {} },
    });
    return { app, database };
  };
  const one = async (database: TestDatabase['database']) =>
    (await queryRows<{ one: number }>(database.db, sql`select 1 as one`))[0]?.one;

  it('gives every route the database as app.database', async () => {
    const { app, database } = await build();
    expect(app.database).toBe(database);
    await app.close();
  });

  it('closes a database the app owns when the app closes', async () => {
    const { app, database } = await build(true);
    expect(await one(database)).toBe(1);
    await app.close();
    await expect(one(database)).rejects.toThrow();
  });

  it('leaves a database it does not own open for the apps that share it', async () => {
    const { app, database } = await build();
    const other = await buildApp({ database, domains, mailer: { send: async () => {} } });
    await app.close();
    expect(await one(database)).toBe(1);
    expect((await other.inject({ url: '/api/chambers' })).statusCode).toBe(200);
    await other.close();
  });
});
