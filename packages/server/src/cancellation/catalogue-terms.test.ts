// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../catalogue-import/import.ts';
import { organizers } from '../db/schema.ts';
import { openTestDatabase, testDatabaseTargets, type TestDatabase } from '../db/test-databases.ts';

const organizer = (slug: string, extra: object = {}) => ({
  slug,
  name: `Akademie ${slug}`,
  description: { de: 'Seminare.', en: 'Seminars.' },
  street: 'Ring 1',
  zip: '50667',
  city: 'Köln',
  website: `https://${slug}.example`,
  email: `info@${slug}.example`,
  ...extra,
});
const catalogue = (extra: object) => ({
  cities: [
    { name: 'Köln', state: 'Nordrhein-Westfalen', zip: '50667', latitude: 50.94, longitude: 6.96 },
  ],
  courses: [],
  ...extra,
});

describe("the organizers' cancellation terms from the catalogue", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(testDatabaseTargets()[0]!);
  }, 120_000);
  afterAll(async () => database?.cleanup());
  const db = () => database.database.db;

  it('are stored as given, in basis points, and default to free until 14 days, then 100 %', async () => {
    const result = await importCatalogue(
      db(),
      catalogue({
        organizers: [
          organizer('mit-bedingungen', { cancellation: { freeDays: 28, feePercent: 12.5 } }),
          organizer('ohne-bedingungen'),
        ],
      }),
    );
    expect(result.ok).toBe(true);
    const rows = await db()
      .select({
        slug: organizers.slug,
        freeDays: organizers.cancellationFreeDays,
        feeBp: organizers.cancellationFeeBp,
      })
      .from(organizers)
      .orderBy(organizers.slug);
    expect(rows).toEqual([
      { slug: 'mit-bedingungen', freeDays: 28, feeBp: 1250 },
      { slug: 'ohne-bedingungen', freeDays: 14, feeBp: 10000 },
    ]);
  });

  it('refuses a fee over 100 % at its path', async () => {
    const result = await importCatalogue(
      db(),
      catalogue({
        organizers: [organizer('zu-teuer', { cancellation: { freeDays: 7, feePercent: 150 } })],
      }),
    );
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).toContain('cancellation');
    expect(await db().select().from(organizers).where(eq(organizers.slug, 'zu-teuer'))).toEqual([]);
  });
});
