/**
 * A calendar file (RFC 5545) for a booked course date, attached to the confirmation mail. Courses
 * are booked by days, so a course is an all-day event (DTSTART;VALUE=DATE, DTEND the day after its
 * last day), which needs no time zone; a course with times of day has them in Europe/Berlin,
 * written in UTC. ical-generator escapes the texts and folds lines at 75 octets with CRLF.
 */
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Day } from './types.ts';

export type CourseEvent = {
  /** A stable, unique id for the booked date, e.g. `<order position id>@<domain>`. */
  uid: string;
  /** The app clock's time the file is made (DTSTAMP). */
  stamp: Date;
  /** The course's name. */
  summary: string;
  /** The place (city, venue) or the format (`Online-Seminar`). */
  location: string;
  description?: string;
  dates: { start: Day; end: Day };
  /** Times of day in Europe/Berlin (`HH:MM`), when the course has them. */
  times?: { start: string; end: string };
  /** The organizer's name and e-mail, when there is one to write to. */
  organizer?: { name: string; email: string };
};

const dayInUtc = (day: Day) => new TZDate(`${day}T00:00:00Z`, 'UTC');

/** A time of day in Europe/Berlin on `day` as an instant. */
const berlinTime = (day: Day, time: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(+new TZDate(year, month - 1, date, hours, minutes, 'Europe/Berlin'));
};

/** The .ics file's text for one course date (METHOD:PUBLISH: an entry, not an invitation). */
export function icsForCourse(event: CourseEvent): string {
  const calendar = ical({
    prodId: { company: 'Kursmarkt', product: 'Kursmarkt' },
    method: ICalCalendarMethod.PUBLISH,
  });
  const when = event.times
    ? {
        start: berlinTime(event.dates.start, event.times.start),
        end: berlinTime(event.dates.end, event.times.end),
      }
    : {
        start: new Date(+dayInUtc(event.dates.start)),
        end: new Date(+addDays(dayInUtc(event.dates.end), 1)),
        allDay: true,
      };
  calendar.createEvent({
    id: event.uid,
    stamp: event.stamp,
    ...when,
    summary: event.summary,
    location: event.location,
    ...(event.description ? { description: event.description } : {}),
    ...(event.organizer ? { organizer: event.organizer } : {}),
  });
  // RFC 5545 ends every content line with CRLF, the last one too.
  return `${calendar.toString()}\r\n`;
}
