/**
 * What attendance says about a position's date, for its certificate. Until the attendance records
 * exist, a booked date that has ended counts as attended whole, with the course's duration as
 * its net minutes (as docs/decisions/0051-further-training-hours-per-title.md has the hours
 * counted meanwhile); self-study waits for the learning check.
 */
import { eq } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import { courses, orderPositions } from '../db/schema.ts';
import { germanToday } from '../german-today.ts';
import type { FactsOf } from './issue.ts';

export function attendanceFactsOf(clock: Clock): FactsOf {
  return async (db, position) => {
    const [row] = await db
      .select({ hours: courses.durationValue })
      .from(orderPositions)
      .innerJoin(courses, eq(courses.id, orderPositions.courseId))
      .where(eq(orderPositions.id, position.id));
    const ended = position.endDate < germanToday(clock.now());
    return {
      allows: position.courseType !== 'SELF' && ended && row !== undefined,
      days: [],
      attendedMinutes: Math.round((row?.hours ?? 0) * 60),
      verification: [],
      learningCheck: null,
    };
  };
}
