/**
 * Attendance as evidence (docs/decisions/0059-attendance-as-evidence.md): per booked position
 * (one participant) and day of its course date, the attended net minutes, the scheduled net
 * minutes, the gaps, how attendance was recorded, and a verdict; for self-study the passed
 * learning check. The certificates, the further-training status and Meine Kurse read it
 * (`attendanceEvidence`, two statements for any number of positions); `dayAttendance` is its
 * pure core.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  attendanceGapThresholdMinutes,
  attendanceSources,
  type AttendanceSource,
  type AttendanceVerdict,
  type BookingAttendance,
} from '@kursmarkt/schemas';
import type { Db } from '../db/client.ts';
import {
  attendanceConfirmations,
  attendancePresences,
  learningCheckAttempts,
  orderPositions,
  scheduleDays,
} from '../db/schema.ts';
import type { LearningCheckResult } from '../learning-check/result.ts';

const minute = 60_000;

/** A presence as recorded: from its check-in or join to its check-out or leave (null: none yet). */
export interface PresenceInterval {
  startedAt: Date;
  endedAt: Date | null;
  source: AttendanceSource;
}

/** An absence inside the scheduled window longer than the threshold. */
interface AttendanceGap {
  from: Date;
  to: Date;
  /** Whole minutes, rounded up. */
  minutes: number;
}

/** What the pure core needs of a day. */
export interface DayInput {
  startsAt: Date;
  endsAt: Date;
  /** The scheduled net teaching minutes (breaks excluded). */
  netMinutes: number;
  presences: readonly PresenceInterval[];
  /** The app's clock. */
  now: Date;
}

/** The pure core's answer for one day. */
export interface DayVerdict {
  /** The scheduled net teaching minutes. */
  scheduledMinutes: number;
  /** The net minutes less the gaps (and, while the day runs, less what is still to come). */
  attendedMinutes: number;
  gaps: AttendanceGap[];
  /** The minutes of absences too short to be gaps, which are not deducted. */
  toleratedAbsenceMinutes: number;
  /** The sources of the presences that overlap the window, in `attendanceSources` order. */
  sources: AttendanceSource[];
  /** A presence without its check-out: counted up to the window's end (or now). */
  checkOutMissing: boolean;
  verdict: AttendanceVerdict;
}

interface Span {
  from: number;
  to: number;
}

/** The presences clipped to [from, to] and merged where they overlap or touch, in time order. */
function covered(presences: readonly PresenceInterval[], from: number, to: number): Span[] {
  const clipped = presences
    .map((presence) => ({
      from: Math.max(+presence.startedAt, from),
      to: Math.min(presence.endedAt === null ? to : +presence.endedAt, to),
    }))
    .filter((span) => span.to > span.from)
    .sort((a, b) => a.from - b.from);
  const merged: Span[] = [];
  for (const span of clipped) {
    const last = merged.at(-1);
    if (last && span.from <= last.to) last.to = Math.max(last.to, span.to);
    else merged.push({ ...span });
  }
  return merged;
}

/** The stretches of [from, to] that `spans` (merged, in order) leave uncovered. */
function uncovered(spans: readonly Span[], from: number, to: number): Span[] {
  const absences: Span[] = [];
  let cursor = from;
  for (const span of spans) {
    if (span.from > cursor) absences.push({ from: cursor, to: span.from });
    cursor = Math.max(cursor, span.to);
  }
  if (to > cursor) absences.push({ from: cursor, to });
  return absences;
}

/**
 * One day's evidence from its presences: the presences are clipped to the scheduled window (up
 * to now while the day runs; an open check-in counts up to there) and merged; an absence inside
 * the window longer than `attendanceGapThresholdMinutes` is a gap, deducted from the net minutes;
 * shorter ones are tolerated. OPEN until the window has ended; then ABSENT without any presence
 * in the window, COMPLETE without a gap, PARTIAL otherwise.
 */
export function dayAttendance(input: DayInput): DayVerdict {
  const start = +input.startsAt;
  const end = +input.endsAt;
  const now = +input.now;
  const cutoff = Math.min(Math.max(now, start), end);
  const spans = covered(input.presences, start, cutoff);
  const absences = uncovered(spans, start, cutoff);
  const threshold = attendanceGapThresholdMinutes * minute;
  const gaps = absences
    .filter((absence) => absence.to - absence.from > threshold)
    .map((absence) => ({
      from: new Date(absence.from),
      to: new Date(absence.to),
      minutes: Math.ceil((absence.to - absence.from) / minute),
    }));
  const tolerated = absences
    .filter((absence) => absence.to - absence.from <= threshold)
    .reduce((sum, absence) => sum + (absence.to - absence.from), 0);
  const toCome = Math.ceil((end - cutoff) / minute);
  const gapMinutes = gaps.reduce((sum, gap) => sum + gap.minutes, 0);
  const attendedMinutes = Math.max(0, input.netMinutes - gapMinutes - toCome);
  const overlapping = input.presences.filter(
    (presence) =>
      +presence.startedAt < cutoff && (presence.endedAt === null || +presence.endedAt > start),
  );
  const present = new Set(overlapping.map((presence) => presence.source));
  const verdict: AttendanceVerdict =
    now < end ? 'OPEN' : spans.length === 0 ? 'ABSENT' : gaps.length === 0 ? 'COMPLETE' : 'PARTIAL';
  return {
    scheduledMinutes: input.netMinutes,
    attendedMinutes,
    gaps,
    toleratedAbsenceMinutes: Math.round(tolerated / minute),
    sources: attendanceSources.filter((source) => present.has(source)),
    checkOutMissing: overlapping.some((presence) => presence.endedAt === null),
    verdict,
  };
}

/** The verdict of a whole course date from its days' verdicts. */
export function positionVerdict(verdicts: readonly AttendanceVerdict[]): AttendanceVerdict {
  if (verdicts.includes('OPEN')) return 'OPEN';
  if (verdicts.every((verdict) => verdict === 'ABSENT')) return 'ABSENT';
  if (verdicts.every((verdict) => verdict === 'COMPLETE')) return 'COMPLETE';
  return 'PARTIAL';
}

/** One day of a position's course date with its evidence. */
interface DayEvidence extends DayVerdict {
  dayId: number;
  /** The calendar day in Germany, 'YYYY-MM-DD'. */
  day: string;
  startsAt: Date;
  endsAt: Date;
  /** The participant's "Ich bin anwesend" confirmations on the day (online). */
  confirmations: number;
}

/** A position's (one participant's) evidence over the days of its course date. */
export interface PositionEvidence {
  positionId: string;
  scheduleId: number | null;
  courseType: 'PRESENT' | 'ONLINE' | 'SELF' | null;
  /** Self-study: the passed learning check (learning-check/result.ts), else null. */
  learningCheck: LearningCheckResult | null;
  /** What Meine Kurse shows of it (`attendedOf`). */
  attended: BookingAttendance | null;
  /** The sum of the days' scheduled net minutes. */
  scheduledMinutes: number;
  /** The sum of the days' attended net minutes. */
  attendedMinutes: number;
  /** OPEN while a day is; ABSENT when every day is (or the date has no days); COMPLETE when every day is; else PARTIAL. */
  verdict: AttendanceVerdict;
  days: DayEvidence[];
}

/**
 * What the customer is told of a position's attendance: self-study is ATTENDED once its learning
 * check is passed; a dated course by its verdict once every day has ended (COMPLETE: ATTENDED,
 * PARTIAL: PARTLY_ATTENDED, ABSENT: NOT_ATTENDED); nothing while a day is open or for a date
 * without days (booked before attendance was kept).
 */
export function attendedOf(
  evidence: Pick<PositionEvidence, 'courseType' | 'learningCheck' | 'verdict' | 'days'>,
): BookingAttendance | null {
  if (evidence.courseType === 'SELF') return evidence.learningCheck ? 'ATTENDED' : null;
  if (evidence.days.length === 0) return null;
  if (evidence.verdict === 'COMPLETE') return 'ATTENDED';
  if (evidence.verdict === 'PARTIAL') return 'PARTLY_ATTENDED';
  if (evidence.verdict === 'ABSENT') return 'NOT_ATTENDED';
  return null;
}

/**
 * The evidence of the positions `positionIds` at `now` (the app's clock), in the order asked;
 * an id that is no position is left out. Two statements, whatever the number of positions: the
 * positions with their days, each day's confirmations and a self-study course's passed learning
 * check (a position has at most one passed attempt), then the presences.
 */
export async function attendanceEvidence(
  db: Db,
  positionIds: readonly string[],
  now: Date,
): Promise<PositionEvidence[]> {
  if (positionIds.length === 0) return [];
  const ids = [...new Set(positionIds)];
  const [days, presences] = await Promise.all([
    db
      .select({
        positionId: orderPositions.id,
        scheduleId: orderPositions.scheduleId,
        courseType: orderPositions.courseType,
        dayId: scheduleDays.id,
        day: scheduleDays.day,
        startsAt: scheduleDays.startsAt,
        endsAt: scheduleDays.endsAt,
        netMinutes: scheduleDays.netMinutes,
        confirmations: sql<number>`(select count(*)::int from ${attendanceConfirmations}
          where ${attendanceConfirmations.positionId} = ${orderPositions.id}
            and ${attendanceConfirmations.dayId} = ${scheduleDays.id})`,
        passedAt: learningCheckAttempts.submittedAt,
        percent: learningCheckAttempts.percent,
        attempt: learningCheckAttempts.number,
        questionsAsked: learningCheckAttempts.questionsAsked,
        correct: learningCheckAttempts.correct,
      })
      .from(orderPositions)
      .leftJoin(scheduleDays, eq(scheduleDays.scheduleId, orderPositions.scheduleId))
      .leftJoin(
        learningCheckAttempts,
        and(
          eq(learningCheckAttempts.orderPositionId, orderPositions.id),
          eq(learningCheckAttempts.passed, true),
        ),
      )
      .where(inArray(orderPositions.id, ids))
      .orderBy(asc(scheduleDays.startsAt)),
    db
      .select({
        positionId: attendancePresences.positionId,
        dayId: attendancePresences.dayId,
        startedAt: attendancePresences.startedAt,
        endedAt: attendancePresences.endedAt,
        source: attendancePresences.source,
      })
      .from(attendancePresences)
      .where(inArray(attendancePresences.positionId, ids)),
  ]);
  const key = (positionId: string, dayId: number) => `${positionId}:${dayId}`;
  const presencesOf = new Map<string, PresenceInterval[]>();
  for (const presence of presences) {
    const at = key(presence.positionId, presence.dayId);
    presencesOf.set(at, [...(presencesOf.get(at) ?? []), presence]);
  }
  const byPosition = new Map<string, PositionEvidence>();
  for (const row of days) {
    const evidence = byPosition.get(row.positionId) ?? {
      positionId: row.positionId,
      scheduleId: row.scheduleId,
      courseType: row.courseType,
      learningCheck:
        row.courseType === 'SELF' && row.passedAt
          ? {
              positionId: row.positionId,
              passedAt: row.passedAt,
              percent: row.percent!,
              attempt: row.attempt!,
              questionsAsked: row.questionsAsked!,
              correct: row.correct!,
            }
          : null,
      attended: null,
      scheduledMinutes: 0,
      attendedMinutes: 0,
      verdict: 'ABSENT' as AttendanceVerdict,
      days: [],
    };
    byPosition.set(row.positionId, evidence);
    if (row.dayId === null || row.day === null || !row.startsAt || !row.endsAt) continue;
    const at = key(row.positionId, row.dayId);
    const verdict = dayAttendance({
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      netMinutes: row.netMinutes ?? 0,
      presences: presencesOf.get(at) ?? [],
      now,
    });
    evidence.days.push({
      dayId: row.dayId,
      day: row.day,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      confirmations: Number(row.confirmations),
      ...verdict,
    });
  }
  for (const evidence of byPosition.values()) {
    evidence.scheduledMinutes = evidence.days.reduce((sum, day) => sum + day.scheduledMinutes, 0);
    evidence.attendedMinutes = evidence.days.reduce((sum, day) => sum + day.attendedMinutes, 0);
    evidence.verdict = positionVerdict(evidence.days.map((day) => day.verdict));
    evidence.attended = attendedOf(evidence);
  }
  return ids.flatMap((id) => {
    const evidence = byPosition.get(id);
    return evidence ? [evidence] : [];
  });
}
