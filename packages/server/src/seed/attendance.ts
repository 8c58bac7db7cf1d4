/**
 * The demo's meeting links: each day of an online date gets its own link on the demo meeting
 * host (docs/decisions/0059-attendance-as-evidence.md).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';

/** Names every online schedule day's meeting link; answers how many days got one. */
export async function seedDemoMeetingLinks(db: Db): Promise<number> {
  const online = db
    .select({ id: schema.courseSchedules.id })
    .from(schema.courseSchedules)
    .innerJoin(schema.courses, eq(schema.courses.id, schema.courseSchedules.courseId))
    .where(eq(schema.courses.courseType, 'ONLINE'));
  const rows = await db
    .update(schema.scheduleDays)
    .set({
      joinUrl: sql`'https://meet.kursmarkt.test/seminar/' || ${schema.scheduleDays.scheduleId} || '/' || ${schema.scheduleDays.day}`,
    })
    .where(inArray(schema.scheduleDays.scheduleId, online))
    .returning({ id: schema.scheduleDays.id });
  return rows.length;
}
