// @vitest-environment node
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import {
  migrationsUpTo,
  openTestDatabase,
  testDatabaseTargets,
  type TestDatabase,
} from './test-databases.ts';

describe.each(testDatabaseTargets())('migration 0013 (prices in cents) on $name', (target) => {
  let handle: TestDatabase;
  let folder: string;

  beforeAll(async () => {
    handle = await openTestDatabase(target, { migrate: false });
    folder = await migrationsUpTo('0012_booking_foundation');
    await migrateDatabase(handle.database, folder);
    // A catalogue as it was before: prices in euros with cents as decimals.
    const before = [
      `insert into cities (id, name, state, zip, latitude, longitude)
         values (1, 'Köln', 'Nordrhein-Westfalen', '50667', 50.94, 6.96)`,
      `insert into organizers (id, slug, name, description_de, description_en, street, zip,
         city_id, website, email) values (1, 'akademie', 'Akademie', 'Über uns', 'About us',
         'Ring 1', '50667', 1, 'https://a.example', 'a@a.example')`,
      `insert into courses (id, slug, name, description_de, description_en, course_type,
         search_type, category, duration_value, organizer_id) values (1, 'kurs', 'Kurs', 'Text',
         'Text', 'ONLINE', 'EDUCATION', 'online-seminar', 5, 1)`,
      `insert into course_schedules (id, course_id, start_date, end_date, seats)
         values (1, 1, '2027-01-10', '2027-01-10', 20)`,
      `insert into price_levels (schedule_id, name_de, name_en, price_value, position)
         values (1, 'Standard', 'Standard', 1190.00, 0), (1, 'Frühbucher', 'Early bird', 1169.50, 1),
                (1, 'Gratis', 'Free', 0, 2)`,
      `insert into packages (name, educational_type, organizer_id, credit_value, price)
         values ('Paket', 'EDUCATION', 1, 15, 199.99)`,
    ];
    for (const statement of before) await queryRows(handle.database.db, statement);
    await migrateDatabase(handle.database);
  }, 120_000);

  afterAll(async () => {
    await handle?.cleanup();
    if (folder) await rm(folder, { recursive: true, force: true });
  }, 60_000);

  it('turns every price in euros into the same amount of integer cents', async () => {
    const levels = await queryRows<{ price_cents: number }>(
      handle.database.db,
      'select price_cents from price_levels order by position',
    );
    expect(levels.map((level) => level.price_cents)).toEqual([119_000, 116_950, 0]);
    const packages = await queryRows<{ price_cents: number }>(
      handle.database.db,
      'select price_cents from packages',
    );
    expect(packages.map((row) => row.price_cents)).toEqual([19_999]);
  });

  it('keeps no euro column and refuses a negative price in cents', async () => {
    const columns = await queryRows<{ column_name: string }>(
      handle.database.db,
      `select column_name from information_schema.columns
        where table_name in ('price_levels', 'packages') and column_name like 'price%' order by 1`,
    );
    expect(columns.map((column) => column.column_name)).toEqual(['price_cents', 'price_cents']);
    await expect(
      queryRows(handle.database.db, 'update price_levels set price_cents = -1'),
    ).rejects.toThrow();
  });
});
