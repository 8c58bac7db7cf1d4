import { eq } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '../db/client.ts';
import { courseSchedules, courses, waitingListRequests } from '../db/schema.ts';

/** The seats, bookings, days and course name of a date; undefined for an unknown date. */
export async function loadScheduleSeats(db: AppDatabase, scheduleId: number) {
  const [schedule] = await db
    .select({
      seats: courseSchedules.seats,
      booked: courseSchedules.booked,
      startDate: courseSchedules.startDate,
      endDate: courseSchedules.endDate,
      cancelledAt: courseSchedules.cancelledAt,
      courseName: courses.name,
    })
    .from(courseSchedules)
    .innerJoin(courses, eq(courses.id, courseSchedules.courseId))
    .where(eq(courseSchedules.id, scheduleId));
  return schedule;
}

/**
 * Puts a request on a date's waiting list; the same address twice for one date keeps the first.
 * True when the request is new.
 */
export async function addWaitingListRequest(
  db: AppDatabase | AppTransaction,
  request: { domain: string; scheduleId: number; name: string; email: string; seats: number },
) {
  const added = await db
    .insert(waitingListRequests)
    .values(request)
    .onConflictDoNothing({
      target: [waitingListRequests.scheduleId, waitingListRequests.email],
    })
    .returning({ id: waitingListRequests.id });
  return added.length > 0;
}
