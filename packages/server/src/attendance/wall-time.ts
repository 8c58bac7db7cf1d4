/**
 * Berlin wall times and instants for the days of a course date (docs/decisions/0059): a day's
 * window is kept as instants, written and shown as the wall time in Germany.
 */
import { randomBytes } from 'node:crypto';
import { TZDate } from '@date-fns/tz';

/** The instant of the wall time `time` ('HH:mm') on `day` ('YYYY-MM-DD') in Germany. */
export function germanInstant(day: string, time: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(+new TZDate(year, month - 1, date, hours, minutes, 'Europe/Berlin'));
}

/** A fresh unguessable code: 128 random bits, base64url (22 characters). */
export const newAttendanceCode = (): string => randomBytes(16).toString('base64url');
