// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { scopeCategories, scopes } from './db/schema.ts';
import { openTestDatabase, testDatabaseTargets, type TestDatabase } from './db/test-databases.ts';
import { createScopeLists } from './messages.ts';

describe.each(testDatabaseTargets())('the scope lists on $name', (target) => {
  let testDatabase: TestDatabase;

  afterEach(async () => {
    await testDatabase?.cleanup();
  });

  it('reads the scopes again once a minute has passed by the app clock, not before', async () => {
    testDatabase = await openTestDatabase(target);
    const { db } = testDatabase.database;
    const [category] = await db
      .insert(scopeCategories)
      .values({ key: 'zivilrecht', nameDe: 'Zivilrecht', nameEn: 'Civil law' })
      .returning();
    await db.insert(scopes).values({
      key: 'mietrecht',
      nameDe: 'Mietrecht',
      nameEn: 'Tenancy law',
      searchType: 'SPECIALIZATION',
      categoryId: category!.id,
    });
    let now = new Date('2026-05-04T08:30:00Z');
    const scopeLists = createScopeLists(db, { now: () => now });
    const names = async () => (await scopeLists('de')).lawyerScopes.map((scope) => scope.name);

    expect(await names()).toEqual(['Mietrecht']);
    await db
      .update(scopes)
      .set({ nameDe: 'Miet- und WEG-Recht' })
      .where(eq(scopes.key, 'mietrecht'));
    now = new Date('2026-05-04T08:30:59Z');
    expect(await names()).toEqual(['Mietrecht']);
    now = new Date('2026-05-04T08:31:00Z');
    expect(await names()).toEqual(['Miet- und WEG-Recht']);
  });
});
