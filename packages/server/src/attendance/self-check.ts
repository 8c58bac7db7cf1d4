/**
 * The participant's self check-in (docs/decisions/0059): the door's QR code leads to
 * `/check?day=<code>`, where the signed-in participant of a booking of that day checks in and out
 * and, during an online seminar, confirms being present. The participant is the position's named
 * participant by e-mail address, or the ordering customer when nobody was named (ADR 0058).
 */
import { and, count, desc, eq, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { AttendanceCheck, ScanDirection } from '@kursmarkt/schemas';
import type { Db } from '../db/client.ts';
import {
  attendanceConfirmations,
  attendancePresences,
  orderPositions,
  orders,
  scheduleDays,
} from '../db/schema.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';
import { AppError, notFound } from '../errors.ts';
import { germanToday } from '../german-today.ts';
import { attendingOrderStatuses } from './scan.ts';

/** Who checks in: the signed-in customer on the request's domain. */
export interface Participant {
  customerId: string;
  email: string;
  domain: string;
}

/** The day of `code` and the participant's booked position on it; 404 when either is missing. */
async function bookingOfDay(db: Db, code: string, who: Participant, lock: boolean) {
  const query = db
    .select({
      positionId: orderPositions.id,
      course: orderPositions.name,
      courseType: orderPositions.courseType,
      day: scheduleDays,
    })
    .from(scheduleDays)
    .innerJoin(orderPositions, eq(orderPositions.scheduleId, scheduleDays.scheduleId))
    .innerJoin(orders, eq(orders.id, orderPositions.orderId))
    .where(
      and(
        eq(scheduleDays.checkInCode, code),
        eq(orderPositions.status, 'BOOKED'),
        eq(orders.domain, who.domain),
        inArray(orders.status, [...attendingOrderStatuses]),
        or(
          sql`lower(${orderPositions.participantEmail}) = ${who.email.toLowerCase()}`,
          and(isNull(orderPositions.participantEmail), eq(orders.customerId, who.customerId)),
        ),
      ),
    )
    .orderBy(orderPositions.id)
    .limit(1);
  const [booking] = lock ? await query.for('update', { of: orderPositions }) : await query;
  if (!booking) throw notFound('A booking of this day');
  return booking;
}

type Booking = Awaited<ReturnType<typeof bookingOfDay>>;

/** The participant's state on the day: checked in since when, and the confirmations. */
async function stateOf(db: Db, booking: Booking, now: Date): Promise<AttendanceCheck> {
  const [[last], [confirmed]] = await Promise.all([
    db
      .select()
      .from(attendancePresences)
      .where(
        and(
          eq(attendancePresences.positionId, booking.positionId),
          eq(attendancePresences.dayId, booking.day.id),
          eq(attendancePresences.source, 'SELF_CHECK_IN'),
        ),
      )
      .orderBy(desc(attendancePresences.startedAt))
      .limit(1),
    db
      .select({ count: count(), last: max(attendanceConfirmations.confirmedAt) })
      .from(attendanceConfirmations)
      .where(
        and(
          eq(attendanceConfirmations.positionId, booking.positionId),
          eq(attendanceConfirmations.dayId, booking.day.id),
        ),
      ),
  ]);
  const checkedIn = last !== undefined && last.endedAt === null;
  return {
    course: booking.course,
    online: booking.courseType === 'ONLINE',
    day: booking.day.day,
    startsAt: booking.day.startsAt.toISOString(),
    endsAt: booking.day.endsAt.toISOString(),
    today: booking.day.day === germanToday(now),
    checkedIn,
    since: last ? (checkedIn ? last.startedAt : last.endedAt!).toISOString() : null,
    confirmations: confirmed?.count ?? 0,
    lastConfirmedAt: confirmed?.last ? new Date(confirmed.last).toISOString() : null,
  };
}

/** The participant's state on the day of `code`. */
export async function checkState(db: Db, code: string, who: Participant, now: Date) {
  return stateOf(db, await bookingOfDay(db, code, who, false), now);
}

const refuseUnlessToday = (booking: Booking, now: Date) => {
  if (booking.day.day !== germanToday(now)) {
    throw new AppError('NO_COURSE_DAY_TODAY', 'The day is not today.');
  }
};

/**
 * Checks the participant in or out on the day of `code` (409 NO_COURSE_DAY_TODAY on another
 * day); checking in while checked in, or out while out, changes nothing.
 */
export async function selfCheck(
  db: Db,
  code: string,
  who: Participant,
  direction: ScanDirection,
  now: Date,
): Promise<AttendanceCheck> {
  return withUnitOfWork(db, async (tx) => {
    const booking = await bookingOfDay(tx, code, who, true);
    refuseUnlessToday(booking, now);
    const state = await stateOf(tx, booking, now);
    if (direction === 'IN' && !state.checkedIn) {
      await tx.insert(attendancePresences).values({
        positionId: booking.positionId,
        dayId: booking.day.id,
        source: 'SELF_CHECK_IN',
        startedAt: now,
      });
    } else if (direction === 'OUT' && state.checkedIn) {
      await tx
        .update(attendancePresences)
        .set({ endedAt: now })
        .where(
          and(
            eq(attendancePresences.positionId, booking.positionId),
            eq(attendancePresences.dayId, booking.day.id),
            eq(attendancePresences.source, 'SELF_CHECK_IN'),
            isNull(attendancePresences.endedAt),
          ),
        );
    } else {
      return state;
    }
    return stateOf(tx, booking, now);
  });
}

/** Records an "Ich bin anwesend" of the participant on the day of `code` (today only). */
export async function confirmPresence(
  db: Db,
  code: string,
  who: Participant,
  now: Date,
): Promise<AttendanceCheck> {
  return withUnitOfWork(db, async (tx) => {
    const booking = await bookingOfDay(tx, code, who, true);
    refuseUnlessToday(booking, now);
    await tx.insert(attendanceConfirmations).values({
      positionId: booking.positionId,
      dayId: booking.day.id,
      confirmedAt: now,
    });
    return stateOf(tx, booking, now);
  });
}
