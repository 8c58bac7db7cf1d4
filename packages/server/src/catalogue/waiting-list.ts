import { eq } from 'drizzle-orm';
import type { Locale, Seller } from '@kursmarkt/schemas';
import type { Db, Transaction } from '../db/client.ts';
import { courseSchedules, courses, waitingListRequests } from '../db/schema.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';
import { AppError, notFound } from '../errors.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { joinedMail } from '../waiting-list/mails.ts';

/** The seats, bookings, days and course name of a date; undefined for an unknown date. */
async function loadScheduleSeats(db: Db, scheduleId: number) {
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
async function addWaitingListRequest(
  db: Db | Transaction,
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

/**
 * Puts a request on the waiting list of a full date that has not taken place and is not
 * cancelled (404, CONFLICT, SCHEDULE_CANCELLED else). The same address twice for one date keeps
 * the first request (idempotent); a new one is confirmed by mail in the same transaction.
 */
export async function joinWaitingList(
  db: Db,
  outbox: Outbox,
  request: { domain: string; scheduleId: number; name: string; email: string; seats: number },
  context: { today: string; language: Locale; siteName: string; seller: Seller },
) {
  const { scheduleId, name, seats } = request;
  const schedule = await loadScheduleSeats(db, scheduleId);
  if (!schedule) throw notFound(`The date ${scheduleId}`);
  if (schedule.endDate < context.today) {
    throw new AppError('CONFLICT', `The date ${scheduleId} has already taken place.`);
  }
  if (schedule.cancelledAt !== null) {
    throw new AppError('SCHEDULE_CANCELLED', `The organizer cancelled the date ${scheduleId}.`);
  }
  if (schedule.booked < schedule.seats) {
    throw new AppError(
      'CONFLICT',
      `The date ${scheduleId} still has ${schedule.seats - schedule.booked} free places: book it instead of joining the waiting list.`,
    );
  }
  const address = request.email.toLowerCase();
  await withUnitOfWork(db, async (tx) => {
    const added = await addWaitingListRequest(tx, { ...request, email: address });
    if (!added) return;
    await outbox.write(
      tx,
      joinedMail({
        language: context.language,
        siteName: context.siteName,
        to: address,
        name,
        course: schedule.courseName,
        startDate: schedule.startDate,
        seats,
        seller: context.seller,
      }),
    );
  });
}
