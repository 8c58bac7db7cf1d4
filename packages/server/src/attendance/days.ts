/**
 * The days of a course date for the operator (docs/decisions/0059), and a booked position's
 * ticket for its customer.
 */
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AttendanceScheduleDay, OrderPositionTicket } from '@kursmarkt/schemas';
import type { Db } from '../db/client.ts';
import { courseSchedules, orderPositions, orders, scheduleDays } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { attendingOrderStatuses } from './scan.ts';
import { ticketQrSvg } from './ticket.ts';

/** The days of course date `scheduleId` in time order; 404 for an unknown date. */
export async function daysOfSchedule(db: Db, scheduleId: number): Promise<AttendanceScheduleDay[]> {
  const rows = await db
    .select({ schedule: courseSchedules.id, day: scheduleDays })
    .from(courseSchedules)
    .leftJoin(scheduleDays, eq(scheduleDays.scheduleId, courseSchedules.id))
    .where(eq(courseSchedules.id, scheduleId))
    .orderBy(asc(scheduleDays.startsAt));
  if (rows.length === 0) throw notFound('The course date');
  return rows.flatMap(({ day }) =>
    day
      ? [
          {
            id: day.id,
            day: day.day,
            startsAt: day.startsAt.toISOString(),
            endsAt: day.endsAt.toISOString(),
            netMinutes: day.netMinutes,
            joinUrl: day.joinUrl,
            checkInCode: day.checkInCode,
          },
        ]
      : [],
  );
}

/**
 * The ticket of the customer's booked course position on `domain`; 404 for anyone else's, a
 * cancelled one, one of an order that ended or is held, or a package.
 */
export async function positionTicket(
  db: Db,
  owner: { customerId: string; domain: string },
  positionId: string,
): Promise<OrderPositionTicket> {
  const [row] = await db
    .select({ ticketCode: orderPositions.ticketCode })
    .from(orderPositions)
    .innerJoin(orders, eq(orders.id, orderPositions.orderId))
    .where(
      and(
        eq(orderPositions.id, positionId),
        eq(orders.customerId, owner.customerId),
        eq(orders.domain, owner.domain),
        eq(orderPositions.status, 'BOOKED'),
        inArray(orders.status, [...attendingOrderStatuses]),
        isNotNull(orderPositions.ticketCode),
      ),
    );
  if (!row?.ticketCode) throw notFound('The ticket');
  return { ticketCode: row.ticketCode, qrSvg: await ticketQrSvg(row.ticketCode) };
}
