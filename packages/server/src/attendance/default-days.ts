/**
 * The days a course date gets when nobody named them (docs/decisions/0059): the catalogue import
 * and the demo seed give each dated schedule its days from its course's hours.
 */
import { addDays, differenceInCalendarDays, format, getDay, parseISO } from 'date-fns';
import type { courseSchedules, courses, scheduleDays } from '../db/schema.ts';
import { germanInstant, newAttendanceCode } from './wall-time.ts';

type ScheduleDayRow = typeof scheduleDays.$inferInsert;

/** Default days start at 09:00 in Germany. */
const defaultDayStart = '09:00';

/** A date spanning at most this many days meets every day; a longer one in weekly blocks. */
const everyDayUpTo = 7;

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * The days of a date from `startDate` to `endDate`: every day of a date up to a week long; of a
 * longer one (a Fachanwaltslehrgang over weeks) the start's weekday and the day after, each week.
 */
export function defaultDayDates(startDate: string, endDate: string): string[] {
  const start = parseISO(startDate);
  const span = differenceInCalendarDays(parseISO(endDate), start) + 1;
  const dates = Array.from({ length: span }, (_, index) => addDays(start, index));
  if (span <= everyDayUpTo) return dates.map(day);
  const weekday = getDay(start);
  return dates
    .filter((date) => getDay(date) === weekday || getDay(date) === (weekday + 1) % 7)
    .map(day);
}

/** The break inside a day of `netMinutes` teaching: an hour beyond 6 hours, half an hour beyond 4. */
const breakMinutes = (netMinutes: number): number =>
  netMinutes > 360 ? 60 : netMinutes > 240 ? 30 : 0;

/**
 * The course's `hours` split over `dates` in whole quarter hours (the earlier days take the
 * remainder), each day from 09:00 for its net minutes plus its break, in Germany's wall time.
 */
export function defaultScheduleDays(
  scheduleId: number,
  dates: readonly string[],
  hours: number,
  joinUrl: (date: string) => string | null = () => null,
): ScheduleDayRow[] {
  const quarters = Math.max(dates.length, Math.round(hours * 4));
  return dates.map((date, index) => {
    const netMinutes =
      (Math.floor(quarters / dates.length) + (index < quarters % dates.length ? 1 : 0)) * 15;
    const startsAt = germanInstant(date, defaultDayStart);
    return {
      scheduleId,
      day: date,
      startsAt,
      endsAt: new Date(+startsAt + (netMinutes + breakMinutes(netMinutes)) * 60_000),
      netMinutes,
      joinUrl: joinUrl(date),
      checkInCode: newAttendanceCode(),
    };
  });
}

/**
 * The default days of freshly written schedules (the catalogue import's rows): every dated
 * schedule's, from its course's hours; a self-study course's date has no days.
 */
export function scheduleDayRows(rows: {
  courses: readonly (typeof courses.$inferInsert)[];
  courseSchedules: readonly (typeof courseSchedules.$inferInsert)[];
}): ScheduleDayRow[] {
  const courseOf = new Map(rows.courses.map((course) => [course.id, course]));
  return rows.courseSchedules.flatMap((schedule) => {
    const course = courseOf.get(schedule.courseId);
    if (!course || course.courseType === 'SELF' || schedule.id === undefined) return [];
    return defaultScheduleDays(
      schedule.id,
      defaultDayDates(schedule.startDate, schedule.endDate),
      course.durationValue,
    );
  });
}
