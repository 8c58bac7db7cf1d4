/**
 * The meeting tool's participant report (docs/decisions/0059): a CSV file with a row per join
 * (name, e-mail, join time, leave time, duration; several per person for re-joins), read into
 * presences of the course date's positions. A row is matched by the participant's e-mail address
 * (case-insensitive), else by the name when exactly one participant has it; each row is keyed by
 * the SHA-256 of its content, so the same report twice adds nothing. A file that cannot be read
 * is refused with its line and nothing is imported: one transaction.
 */
import { createHash } from 'node:crypto';
import { parse as parseDate, isValid } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { parse, type Info } from 'csv-parse/sync';
import type { AttendanceImport } from '@kursmarkt/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  attendancePresences,
  courseSchedules,
  orderPositions,
  orders,
  scheduleDays,
} from '../db/schema.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';
import { AppError, notFound } from '../errors.ts';
import { germanToday } from '../german-today.ts';
import { attendingOrderStatuses } from './scan.ts';

/** The report's columns by the names meeting tools give them (lower case, German or English). */
const columnNames = {
  name: ['name', 'name (original name)', 'participant', 'teilnehmer', 'teilnehmer/in'],
  email: ['email', 'e-mail', 'user email', 'e-mail-adresse', 'benutzer-e-mail'],
  join: ['join time', 'joined', 'beitrittszeit', 'beigetreten'],
  leave: ['leave time', 'left', 'austrittszeit', 'verlassen'],
} as const;
type Column = keyof typeof columnNames;

/** Wall-time formats of reports, read as Berlin time; an ISO time with an offset is taken as is. */
const wallFormats = [
  'yyyy-MM-dd HH:mm:ss',
  'yyyy-MM-dd HH:mm',
  'dd.MM.yyyy HH:mm:ss',
  'dd.MM.yyyy HH:mm',
  'MM/dd/yyyy hh:mm:ss a',
  'MM/dd/yyyy hh:mm a',
];

/** The instant of a report's time: ISO with an offset, or one of `wallFormats` in Berlin. */
function reportTime(value: string): Date | null {
  if (/\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/.test(value) && value.includes('T')) {
    const at = new Date(value);
    return isValid(at) ? at : null;
  }
  for (const format of wallFormats) {
    const wall = parseDate(value, format, new Date(0));
    if (isValid(wall)) {
      return new Date(
        +new TZDate(
          wall.getFullYear(),
          wall.getMonth(),
          wall.getDate(),
          wall.getHours(),
          wall.getMinutes(),
          wall.getSeconds(),
          'Europe/Berlin',
        ),
      );
    }
  }
  return null;
}

const refuse = (line: number, field: string, message: string): never => {
  throw new AppError('VALIDATION_FAILED', `Line ${line}: ${message}`, [
    { path: `body.lines.${line}.${field}`, code: 'INVALID_FORMAT', message },
  ]);
};

interface ReportRow {
  line: number;
  name: string;
  email: string;
  joinedAt: Date;
  leftAt: Date;
  key: string;
}

/** A record as csv-parse answers it with `info`: its fields and the line it ends on. */
type ParsedRecord = { record: string[]; info: Pick<Info, 'lines'> };

/** The report's rows, or a refusal naming the first line that cannot be read. */
function readReport(csv: string, scheduleId: number): ReportRow[] {
  let records: ParsedRecord[];
  try {
    records = parse(csv, {
      bom: true,
      delimiter: [',', ';', '\t'],
      trim: true,
      skip_empty_lines: true,
      relax_quotes: false,
      info: true,
      // The typings answer `string[][]` whatever the options; with `info` each record comes with its line.
    }) as unknown as ParsedRecord[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return refuse(line, 'row', (error as Error).message);
  }
  const [header, ...rows] = records;
  if (!header) return refuse(1, 'header', 'The file is empty.');
  const names = header.record.map((name) => name.toLowerCase());
  const at = Object.fromEntries(
    (Object.keys(columnNames) as Column[]).map((column) => [
      column,
      names.findIndex((name) => (columnNames[column] as readonly string[]).includes(name)),
    ]),
  ) as Record<Column, number>;
  for (const column of ['join', 'leave'] as const) {
    if (at[column] < 0) refuse(1, column, `The header has no ${column} time column.`);
  }
  if (at.name < 0 && at.email < 0) refuse(1, 'name', 'The header has no name or e-mail column.');
  return rows.map(({ record, info }) => {
    const line = info.lines;
    const cell = (column: Column) => (at[column] < 0 ? '' : (record[at[column]] ?? ''));
    const joinedAt = reportTime(cell('join'));
    const leftAt = reportTime(cell('leave'));
    if (!joinedAt) return refuse(line, 'join', `"${cell('join')}" is not a time.`);
    if (!leftAt) return refuse(line, 'leave', `"${cell('leave')}" is not a time.`);
    if (leftAt < joinedAt) return refuse(line, 'leave', 'The leave time is before the join time.');
    return {
      line,
      name: cell('name'),
      email: cell('email'),
      joinedAt,
      leftAt,
      key: createHash('sha256')
        .update(JSON.stringify([scheduleId, ...record]))
        .digest('hex'),
    };
  });
}

const normalName = (name: string) => name.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Imports the report `csv` of course date `scheduleId` in one transaction: 404 for an unknown
 * date, 422 with the line for a file that cannot be read.
 */
export async function importReport(
  db: Db,
  scheduleId: number,
  csv: string,
): Promise<AttendanceImport> {
  const rows = readReport(csv, scheduleId);
  return withUnitOfWork(db, async (tx) => {
    const [schedule] = await tx
      .select({ id: courseSchedules.id })
      .from(courseSchedules)
      .where(eq(courseSchedules.id, scheduleId));
    if (!schedule) throw notFound('The course date');
    const days = await tx
      .select()
      .from(scheduleDays)
      .where(eq(scheduleDays.scheduleId, scheduleId));
    const positions = await tx
      .select({
        id: orderPositions.id,
        participantEmail: orderPositions.participantEmail,
        participantFirstName: orderPositions.participantFirstName,
        participantLastName: orderPositions.participantLastName,
        billingEmail: orders.billingEmail,
        billingName: orders.billingName,
        billingLastname: orders.billingLastname,
      })
      .from(orderPositions)
      .innerJoin(orders, eq(orders.id, orderPositions.orderId))
      .where(
        and(
          eq(orderPositions.scheduleId, scheduleId),
          eq(orderPositions.status, 'BOOKED'),
          inArray(orders.status, [...attendingOrderStatuses]),
        ),
      );
    const byEmail = new Map<string, string>();
    const byName = new Map<string, string[]>();
    for (const position of positions) {
      const named = position.participantEmail !== null;
      byEmail.set((position.participantEmail ?? position.billingEmail).toLowerCase(), position.id);
      const name = normalName(
        named
          ? `${position.participantFirstName} ${position.participantLastName}`
          : `${position.billingName} ${position.billingLastname}`,
      );
      byName.set(name, [...(byName.get(name) ?? []), position.id]);
    }
    const unmatched: AttendanceImport['unmatched'] = [];
    const values: (typeof attendancePresences.$inferInsert)[] = [];
    for (const row of rows) {
      const candidates = byName.get(normalName(row.name)) ?? [];
      const positionId =
        byEmail.get(row.email.toLowerCase()) ??
        (candidates.length === 1 ? candidates[0] : undefined);
      if (!positionId) {
        unmatched.push({
          line: row.line,
          reason: candidates.length > 1 ? 'AMBIGUOUS_NAME' : 'NO_PARTICIPANT',
        });
        continue;
      }
      const day = days.find((entry) => entry.day === germanToday(row.joinedAt));
      if (!day) {
        unmatched.push({ line: row.line, reason: 'NO_COURSE_DAY' });
        continue;
      }
      values.push({
        positionId,
        dayId: day.id,
        source: 'IMPORT',
        startedAt: row.joinedAt,
        endedAt: row.leftAt,
        importKey: row.key,
      });
    }
    const inserted =
      values.length === 0
        ? []
        : await tx
            .insert(attendancePresences)
            .values(values)
            .onConflictDoNothing({ target: attendancePresences.importKey })
            .returning({ id: attendancePresences.id });
    return { imported: inserted.length, known: values.length - inserted.length, unmatched };
  });
}
