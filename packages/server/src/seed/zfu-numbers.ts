/**
 * The demo's ZFU approval numbers: every self-study course is approved as distance learning and
 * its certificates name the number (docs/decisions/0062-certificates-anyone-can-verify.md).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';

/** Gives every self-study course a seven-digit number from its id; answers how many got one. */
export async function seedDemoZfuNumbers(db: Db): Promise<number> {
  const rows = await db
    .update(schema.courses)
    .set({ zfuNumber: sql`'73' || lpad((${schema.courses.id} % 100000)::text, 5, '0')` })
    .where(eq(schema.courses.courseType, 'SELF'))
    .returning({ id: schema.courses.id });
  return rows.length;
}
