// @vitest-environment node
import { rm } from 'node:fs/promises';
import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCatalogue } from '../booking/test-support.ts';
import { importCatalogue } from '../catalogue-import/import.ts';
import { migrateDatabase } from '../db/migrate.ts';
import * as schema from '../db/schema.ts';
import {
  migrationBefore,
  migrationsUpTo,
  openTestDatabase,
  testDatabaseTargets,
  type TestDatabase,
} from '../db/test-databases.ts';

describe.each(testDatabaseTargets())(
  'schedule days for dates made before them, on $name',
  (target) => {
    let handle: TestDatabase;
    let folder: string;
    /** The days the catalogue import made, by schedule and day. */
    let imported: (typeof schema.scheduleDays.$inferSelect)[];
    let keptCode: string;
    const db = () => handle.database.db;
    const days = () =>
      db()
        .select()
        .from(schema.scheduleDays)
        .orderBy(asc(schema.scheduleDays.scheduleId), asc(schema.scheduleDays.day));
    const withoutCodes = (rows: (typeof schema.scheduleDays.$inferSelect)[]) =>
      rows.map(({ id: _id, checkInCode: _code, ...day }) => day);

    beforeAll(async () => {
      handle = await openTestDatabase(target, { migrate: false });
      folder = await migrationsUpTo(await migrationBefore('after_course_hygiene'));
      await migrateDatabase(handle.database, folder);
      const result = await importCatalogue(db(), cartCatalogue);
      if (!result.ok) throw new Error(JSON.stringify(result.issues));
      imported = await days();
      // The dates as the migration "attendance" left them: no days, except the first date's.
      const [first] = imported;
      keptCode = first!.checkInCode;
      const others = imported.filter((day) => day.scheduleId !== first!.scheduleId);
      await db()
        .delete(schema.scheduleDays)
        .where(
          inArray(
            schema.scheduleDays.id,
            others.map((day) => day.id),
          ),
        );
      await migrateDatabase(handle.database);
    }, 120_000);

    afterAll(async () => {
      await handle?.cleanup();
      if (folder) await rm(folder, { recursive: true, force: true });
    }, 60_000);

    it('gives every dated schedule without days the days the catalogue import makes', async () => {
      const after = await days();
      expect(new Set(imported.map((day) => day.scheduleId)).size).toBeGreaterThan(3);
      // The specialist course's twelve weeks meet on their first two weekdays (Thursday, Friday).
      const september = imported.filter(
        (day) => day.day >= '2027-09-02' && day.day <= '2027-11-25',
      );
      expect(september.length).toBeGreaterThan(12);
      expect(new Set(september.map((day) => new Date(day.day).getUTCDay()))).toEqual(
        new Set([4, 5]),
      );
      expect(withoutCodes(after)).toEqual(withoutCodes(imported));
    });

    it('keeps the days a schedule had and gives each new day an unguessable code of its own', async () => {
      const after = await days();
      expect(after.map((day) => day.checkInCode)).toContain(keptCode);
      const codes = after.map((day) => day.checkInCode);
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
    });
  },
);
