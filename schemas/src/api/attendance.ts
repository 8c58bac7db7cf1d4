import { z } from 'zod';
import { maxId } from '../rules/index.ts';
import { scanDirections } from '../rules/attendance.ts';
import { endpoint } from './common.ts';
import { attendanceRoutes as routes } from './routes-attendance.ts';

/** A ticket or check-in code: 128 random bits as base64url (older tickets: 256 bits). */
const code = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22,64}$/)
  .describe('The code as the QR code carries it (base64url)');

/** A door scan: the ticket's code and whether the participant comes in or goes out. */
export const attendanceScanBodySchema = z.strictObject({
  ticketCode: code,
  direction: z.enum(scanDirections),
});
export type AttendanceScanBody = z.infer<typeof attendanceScanBodySchema>;

/** What the door shows of a scan: who, which course and day, and whether it was recorded. */
export const attendanceScanSchema = z.strictObject({
  positionId: z.uuid(),
  participant: z.strictObject({ firstName: z.string(), lastName: z.string() }),
  course: z.string(),
  /** The day in Germany (ISO date) and its scheduled window. */
  day: z.iso.date(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  direction: z.enum(scanDirections),
  /** When the presence was recorded; for a repeat within a minute, the first scan's time. */
  at: z.iso.datetime({ offset: true }),
  /** False for a repeat of the same scan within a minute, which changes nothing. */
  recorded: z.boolean(),
});
export type AttendanceScan = z.infer<typeof attendanceScanSchema>;

/** A day of a course date as the operator prints it: its window and its self check-in code. */
export const attendanceScheduleDaySchema = z.strictObject({
  id: z.number().int().positive(),
  day: z.iso.date(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  netMinutes: z.number().int().positive(),
  joinUrl: z.string().nullable(),
  /** The code the door's QR code carries: `/check?day=<code>`. */
  checkInCode: z.string(),
});
export type AttendanceScheduleDay = z.infer<typeof attendanceScheduleDaySchema>;

/** A booked course position's ticket: its code and the code as a QR code (SVG). */
export const orderPositionTicketSchema = z.strictObject({
  ticketCode: z.string(),
  qrSvg: z.string(),
});
export type OrderPositionTicket = z.infer<typeof orderPositionTicketSchema>;

/** Why a row of a participant report was not imported. */
export const reportUnmatchedReasons = [
  'NO_PARTICIPANT',
  'AMBIGUOUS_NAME',
  'NO_COURSE_DAY',
] as const;

/** What an import of a participant report did. */
export const attendanceImportSchema = z.strictObject({
  /** Rows recorded now. */
  imported: z.number().int().nonnegative(),
  /** Rows recorded before (the same content, from an earlier import of the report). */
  known: z.number().int().nonnegative(),
  /** Rows matched to no participant or day: their line in the file and why. */
  unmatched: z.array(
    z.strictObject({
      line: z.number().int().positive(),
      reason: z.enum(reportUnmatchedReasons),
    }),
  ),
});
export type AttendanceImport = z.infer<typeof attendanceImportSchema>;

/** The largest participant report the import takes, in bytes. */
export const maxReportBytes = 2 * 1024 * 1024;

/** The signed-in participant's state on a day of a booked course (the page `/check`). */
export const attendanceCheckSchema = z.strictObject({
  course: z.string(),
  online: z.boolean(),
  day: z.iso.date(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  /** Whether the day is today in Germany: only then does checking in count. */
  today: z.boolean(),
  checkedIn: z.boolean(),
  /** When the participant last checked in (while checked in) or out; null before any. */
  since: z.iso.datetime({ offset: true }).nullable(),
  /** The "Ich bin anwesend" confirmations of the day, and the last one's time. */
  confirmations: z.number().int().nonnegative(),
  lastConfirmedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type AttendanceCheck = z.infer<typeof attendanceCheckSchema>;

const dayCodeParams = z.strictObject({ dayCode: code });

const scheduleIdParams = z.strictObject({
  scheduleId: z.coerce.number().int().positive().max(maxId),
});

export const attendanceEndpoints = {
  postAttendanceScan: endpoint({
    ...routes.postAttendanceScan,
    summary:
      "An operator scans a participant's ticket at the door (realm role operator; tickets of the request's domain): IN checks in, OUT checks out, on the ticket's course day today in Germany. A repeat of the same scan within a minute changes nothing. 404 for an unknown or cancelled ticket, 409 NO_COURSE_DAY_TODAY when the course has no day today",
    body: attendanceScanBodySchema,
    bodyLimit: 1024,
    response: attendanceScanSchema,
  }),
  getAttendanceScheduleDays: endpoint({
    ...routes.getAttendanceScheduleDays,
    summary:
      "The days of a course date with their windows, meeting links and self check-in codes, for the operator to print the door's QR code (`/check?day=<code>`); 404 for an unknown date",
    params: scheduleIdParams,
    response: z.array(attendanceScheduleDaySchema),
  }),
  postAttendanceImport: endpoint({
    ...routes.postAttendanceImport,
    summary:
      "An operator imports the meeting tool's participant report of an online date (text/csv: name, e-mail, join time, leave time; several rows per person for re-joins; comma, semicolon or tab separated). Rows are matched by e-mail (case-insensitive), else by a unique name, to the date's participants, and keyed by their content: the same report twice adds nothing. Answers the rows imported, already known and unmatched (line and reason). A file that cannot be read is refused with 422 naming its line, and nothing is imported; 404 for an unknown date",
    params: scheduleIdParams,
    consumes: 'text/csv',
    body: z.string().min(1).describe('The participant report as CSV text'),
    bodyLimit: maxReportBytes,
    response: attendanceImportSchema,
  }),
  getAttendanceCheck: endpoint({
    ...routes.getAttendanceCheck,
    summary:
      "The signed-in participant's state on the day of a check-in code (the door's QR code leads to /check?day=<code>): the course, the day's window, whether it is today, checked in since when, and the presence confirmations; 404 when the code is unknown or the caller has no booking of that day",
    params: dayCodeParams,
    response: attendanceCheckSchema,
  }),
  postAttendanceCheck: endpoint({
    ...routes.postAttendanceCheck,
    summary:
      'Checks the signed-in participant in (IN) or out (OUT) on the day of a check-in code; checking in while checked in changes nothing. 409 NO_COURSE_DAY_TODAY when the day is not today; 404 as the GET',
    params: dayCodeParams,
    body: z.strictObject({ direction: z.enum(scanDirections) }),
    bodyLimit: 1024,
    response: attendanceCheckSchema,
  }),
  postAttendanceConfirmation: endpoint({
    ...routes.postAttendanceConfirmation,
    summary:
      'Records the signed-in participant\'s "Ich bin anwesend" during an online seminar on the day of a check-in code; each confirmation is a record. 409 NO_COURSE_DAY_TODAY when the day is not today; 404 as the GET',
    params: dayCodeParams,
    response: attendanceCheckSchema,
  }),
  getOrderPositionTicket: endpoint({
    ...routes.getOrderPositionTicket,
    summary:
      "The ticket of the signed-in customer's booked course position: its code and QR code (SVG) for the door scan; 404 for anyone else's, a cancelled one, or a package",
    params: z.strictObject({ id: z.uuid() }),
    response: orderPositionTicketSchema,
  }),
} as const;
