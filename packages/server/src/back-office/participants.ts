/**
 * A course date's participants for the door (docs/decisions/0075): who is booked, with the order
 * number, whether the ticket holds, and each day's presences. It is read with orders CHECK_IN,
 * so it carries no payment data: no amount, no method, no payment state.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ScheduleParticipants } from '@kursmarkt/schemas';
import { attendingOrderStatuses } from '../attendance/scan.ts';
import type { Db } from '../db/client.ts';
import {
  attendancePresences,
  courses,
  courseSchedules,
  orderPositions,
  orders,
  scheduleDays,
} from '../db/schema.ts';
import { notFound } from '../errors.ts';

/** The participants of the organizer's date `scheduleId`; 404 for another organizer's. */
export async function scheduleParticipants(
  db: Db,
  organizerId: number,
  scheduleId: number,
): Promise<ScheduleParticipants> {
  const [schedule] = await db
    .select({
      id: courseSchedules.id,
      course: courses.name,
      startDate: courseSchedules.startDate,
      endDate: courseSchedules.endDate,
    })
    .from(courseSchedules)
    .innerJoin(courses, eq(courses.id, courseSchedules.courseId))
    .where(and(eq(courseSchedules.id, scheduleId), eq(courses.organizerId, organizerId)));
  if (!schedule) throw notFound('The date');
  const positions = await db
    .select({
      id: orderPositions.id,
      status: orderPositions.status,
      participantFirstName: orderPositions.participantFirstName,
      participantLastName: orderPositions.participantLastName,
      orderNumber: orders.orderNumber,
      billingName: orders.billingName,
      billingLastname: orders.billingLastname,
    })
    .from(orderPositions)
    .innerJoin(orders, eq(orders.id, orderPositions.orderId))
    .where(
      and(
        eq(orderPositions.scheduleId, scheduleId),
        eq(orderPositions.organizerId, organizerId),
        inArray(orders.status, [...attendingOrderStatuses, 'CANCELLED']),
      ),
    );
  const days = await db
    .select({ id: scheduleDays.id, day: scheduleDays.day })
    .from(scheduleDays)
    .where(eq(scheduleDays.scheduleId, scheduleId))
    .orderBy(asc(scheduleDays.day));
  const presences =
    positions.length === 0
      ? []
      : await db
          .select()
          .from(attendancePresences)
          .where(
            inArray(
              attendancePresences.positionId,
              positions.map((position) => position.id),
            ),
          )
          .orderBy(asc(attendancePresences.startedAt));
  const participants = positions.map((position) => ({
    positionId: position.id,
    orderNumber: position.orderNumber,
    firstName: position.participantFirstName ?? position.billingName,
    lastName: position.participantLastName ?? position.billingLastname,
    ticket: position.status,
    days: days.map((day) => ({
      day: day.day,
      presences: presences
        .filter((presence) => presence.positionId === position.id && presence.dayId === day.id)
        .map((presence) => ({
          startedAt: presence.startedAt.toISOString(),
          endedAt: presence.endedAt?.toISOString() ?? null,
        })),
    })),
  }));
  participants.sort(
    (a, b) =>
      a.lastName.localeCompare(b.lastName, 'de') || a.firstName.localeCompare(b.firstName, 'de'),
  );
  return {
    scheduleId: schedule.id,
    course: schedule.course,
    startDate: schedule.startDate,
    endDate: schedule.endDate,
    participants,
  };
}

const germanClock = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  minute: '2-digit',
});
const clockOf = (at: string | null) => (at === null ? '' : germanClock.format(new Date(at)));

const csvField = (value: string) => {
  // A leading formula character is neutralised for spreadsheet programs.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The list as CSV (semicolons, as German spreadsheets read it): one row per participant. */
export function participantsCsv(list: ScheduleParticipants): string {
  const header = [
    'Nachname',
    'Vorname',
    'Bestellnummer',
    'Ticket',
    ...(list.participants[0]?.days.map((day) => day.day) ?? []),
  ];
  const rows = list.participants.map((participant) => [
    participant.lastName,
    participant.firstName,
    participant.orderNumber,
    participant.ticket,
    ...participant.days.map((day) =>
      day.presences
        .map((presence) => `${clockOf(presence.startedAt)}–${clockOf(presence.endedAt)}`)
        .join(' '),
    ),
  ]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(';')).join('\r\n')}\r\n`;
}
