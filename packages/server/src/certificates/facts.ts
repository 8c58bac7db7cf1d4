/**
 * What attendance and the learning check say about a position's date, for its certificate
 * (docs/decisions/0062-certificates-anyone-can-verify.md): a dated course allows a certificate
 * when every day of its date is COMPLETE (attendance/evidence.ts), naming each day with its times
 * and minutes and the sources attendance was recorded by; a self-study course once its learning
 * check is passed (read with the evidence), with the course's hours.
 */
import { format } from 'date-fns';
import { eq } from 'drizzle-orm';
import { attendanceEvidence } from '../attendance/evidence.ts';
import type { Clock } from '../clock.ts';
import { courses, orderPositions } from '../db/schema.ts';
import { germanTime } from '../german-today.ts';
import type { FactsOf } from './issue.ts';

/** The wall-clock time of `instant` in Germany, `HH:mm`. */
const germanClock = (instant: Date) => format(instant, 'HH:mm', { in: germanTime });

/** The sources a certificate names for self-study: the passed learning check. */
const learningCheckSource = 'LEARNING_CHECK';

export function attendanceFactsOf(clock: Clock): FactsOf {
  return async (db, position) => {
    const [evidence] = await attendanceEvidence(db, [position.id], clock.now());
    if (position.courseType === 'SELF') {
      const [course] = await db
        .select({ hours: courses.durationValue })
        .from(orderPositions)
        .innerJoin(courses, eq(courses.id, orderPositions.courseId))
        .where(eq(orderPositions.id, position.id));
      const passed = evidence?.learningCheck ?? null;
      return {
        allows: passed !== null && course !== undefined,
        days: [],
        attendedMinutes: Math.round((course?.hours ?? 0) * 60),
        verification: passed ? [learningCheckSource] : [],
        learningCheck: passed
          ? {
              passedAt: passed.passedAt.toISOString(),
              percent: passed.percent,
              attempt: passed.attempt,
            }
          : null,
      };
    }
    const days = evidence?.days ?? [];
    return {
      allows: evidence?.verdict === 'COMPLETE',
      days: days.map((day) => ({
        date: day.day,
        start: germanClock(day.startsAt),
        end: germanClock(day.endsAt),
        scheduledMinutes: day.scheduledMinutes,
        attendedMinutes: day.attendedMinutes,
      })),
      attendedMinutes: evidence?.attendedMinutes ?? 0,
      verification: [...new Set(days.flatMap((day) => day.sources))],
      learningCheck: null,
    };
  };
}
