import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.ts';
import { courseSchedules, waitingListRequests } from '../db/schema.ts';

/** The seats, bookings and last day of a date; undefined for an unknown date. */
export async function loadScheduleSeats(db: AppDatabase, scheduleId: number) {
  const [schedule] = await db
    .select({
      seats: courseSchedules.seats,
      booked: courseSchedules.booked,
      endDate: courseSchedules.endDate,
      cancelledAt: courseSchedules.cancelledAt,
    })
    .from(courseSchedules)
    .where(eq(courseSchedules.id, scheduleId));
  return schedule;
}

/** Puts a request on a date's waiting list; the same address twice for one date keeps the first. */
export async function addWaitingListRequest(
  db: AppDatabase,
  request: { domain: string; scheduleId: number; name: string; email: string; seats: number },
) {
  await db
    .insert(waitingListRequests)
    .values(request)
    .onConflictDoNothing({
      target: [waitingListRequests.scheduleId, waitingListRequests.email],
    });
}
