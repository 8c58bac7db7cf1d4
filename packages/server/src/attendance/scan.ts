/**
 * The door scan (docs/decisions/0059): an operator scans a participant's ticket; IN opens a
 * presence on the ticket's course day today in Germany, OUT closes the open one. A repeat of the
 * same scan within a minute changes nothing, so a double scan at the door is harmless.
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { AttendanceScan, ScanDirection } from '@kursmarkt/schemas';
import type { Db } from '../db/client.ts';
import { attendancePresences, orderPositions, orders, scheduleDays } from '../db/schema.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';
import { AppError } from '../errors.ts';
import { germanToday } from '../german-today.ts';

/** Orders whose positions attend: placed, awaiting payment or paid. */
export const attendingOrderStatuses = ['PLACED', 'AWAITING_PAYMENT', 'PAID'] as const;

/** A repeat of a scan within this many milliseconds is the same scan. */
const repeatWindow = 60_000;

/** The participant a position names: the named one, else the order's billing person. */
const participantOf = (row: {
  participantFirstName: string | null;
  participantLastName: string | null;
  billingName: string;
  billingLastname: string;
}) =>
  row.participantFirstName !== null
    ? { firstName: row.participantFirstName, lastName: row.participantLastName ?? '' }
    : { firstName: row.billingName, lastName: row.billingLastname };

/**
 * Records the scan of `ticketCode` on `domain` at `now`, in one transaction with the position's
 * row locked (two scanners at once record one presence): 404 for a ticket that is unknown, of
 * another domain, of a cancelled booking or replaced by a substitute's (ADR 0058); 409
 * NO_COURSE_DAY_TODAY when its course date has no day today in Germany. The back office's staff
 * scan by the code or the position's id, and only their organizer's (`organizerId`; another's is
 * unknown to them).
 */
export async function scanTicket(
  db: Db,
  input: ({ ticketCode: string } | { positionId: string }) & {
    direction: ScanDirection;
    domain?: string;
    organizerId?: number;
    now: Date;
  },
): Promise<AttendanceScan> {
  const { direction, domain, organizerId, now } = input;
  return withUnitOfWork(db, async (tx) => {
    const [position] = await tx
      .select({
        id: orderPositions.id,
        name: orderPositions.name,
        scheduleId: orderPositions.scheduleId,
        participantFirstName: orderPositions.participantFirstName,
        participantLastName: orderPositions.participantLastName,
        billingName: orders.billingName,
        billingLastname: orders.billingLastname,
      })
      .from(orderPositions)
      .innerJoin(orders, eq(orders.id, orderPositions.orderId))
      .where(
        and(
          'ticketCode' in input
            ? eq(orderPositions.ticketCode, input.ticketCode)
            : eq(orderPositions.id, input.positionId),
          eq(orderPositions.status, 'BOOKED'),
          domain === undefined ? undefined : eq(orders.domain, domain),
          organizerId === undefined ? undefined : eq(orderPositions.organizerId, organizerId),
          inArray(orders.status, [...attendingOrderStatuses]),
        ),
      )
      .for('update', { of: orderPositions });
    if (!position) {
      throw new AppError(
        'NOT_FOUND',
        'The ticket is unknown, of a cancelled booking, or replaced by a substitute’s ticket.',
      );
    }
    const [day] =
      position.scheduleId === null
        ? []
        : await tx
            .select()
            .from(scheduleDays)
            .where(
              and(
                eq(scheduleDays.scheduleId, position.scheduleId),
                eq(scheduleDays.day, germanToday(now)),
              ),
            );
    if (!day) {
      throw new AppError('NO_COURSE_DAY_TODAY', 'The ticket’s course has no day today.');
    }
    const [last] = await tx
      .select()
      .from(attendancePresences)
      .where(
        and(
          eq(attendancePresences.positionId, position.id),
          eq(attendancePresences.dayId, day.id),
          eq(attendancePresences.source, 'DOOR_SCAN'),
        ),
      )
      .orderBy(desc(attendancePresences.startedAt))
      .limit(1);
    const answer = (at: Date, recorded: boolean): AttendanceScan => ({
      positionId: position.id,
      participant: participantOf(position),
      course: position.name,
      day: day.day,
      startsAt: day.startsAt.toISOString(),
      endsAt: day.endsAt.toISOString(),
      direction,
      at: at.toISOString(),
      recorded,
    });
    const lastScan = last && (last.endedAt ?? last.startedAt);
    const lastDirection: ScanDirection | undefined = last && (last.endedAt ? 'OUT' : 'IN');
    if (lastScan && lastDirection === direction && +now - +lastScan < repeatWindow) {
      return answer(lastScan, false);
    }
    if (direction === 'IN') {
      // A check-in while checked in: the earlier one was never closed; the new one starts over.
      if (last && last.endedAt === null) {
        await tx
          .update(attendancePresences)
          .set({ endedAt: now })
          .where(eq(attendancePresences.id, last.id));
      }
      await tx.insert(attendancePresences).values({
        positionId: position.id,
        dayId: day.id,
        source: 'DOOR_SCAN',
        startedAt: now,
      });
    } else if (last && last.endedAt === null) {
      await tx
        .update(attendancePresences)
        .set({ endedAt: now })
        .where(and(eq(attendancePresences.id, last.id), isNull(attendancePresences.endedAt)));
    } else {
      // A check-out without a check-in (the entrance was missed) proves presence at that moment only.
      await tx.insert(attendancePresences).values({
        positionId: position.id,
        dayId: day.id,
        source: 'DOOR_SCAN',
        startedAt: now,
        endedAt: now,
      });
    }
    return answer(now, true);
  });
}
