import { describe, expect, it } from 'vitest';
import { icsForCourse } from './ics.ts';

const event = {
  uid: 'f1c4a1e2-5b7d-4f0e-9a1b-2c3d4e5f6a7b@kursmarkt.example',
  stamp: new Date('2026-11-25T10:15:30.250Z'),
  summary: 'Kündigungsschutzklagen erfolgreich führen',
  location: 'Köln, Haus der Anwaltschaft',
  dates: { start: '2026-12-09', end: '2026-12-10' },
};

const lines = (ics: string) => ics.split('\r\n');

describe('the calendar file of a course date', () => {
  it('is an all-day event from the first day to the day after the last (RFC 5545)', () => {
    const ics = icsForCourse(event);
    expect(lines(ics)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Kursmarkt//Kursmarkt//EN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:f1c4a1e2-5b7d-4f0e-9a1b-2c3d4e5f6a7b@kursmarkt.example',
      'SEQUENCE:0',
      'DTSTAMP:20261125T101530Z',
      'DTSTART;VALUE=DATE:20261209',
      'DTEND;VALUE=DATE:20261211',
      'X-MICROSOFT-CDO-ALLDAYEVENT:TRUE',
      'X-MICROSOFT-MSNCALENDAR-ALLDAYEVENT:TRUE',
      'SUMMARY:Kündigungsschutzklagen erfolgreich führen',
      'LOCATION:Köln\\, Haus der Anwaltschaft',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('ends the day at the end of a month and a year', () => {
    const ics = icsForCourse({ ...event, dates: { start: '2026-12-31', end: '2026-12-31' } });
    expect(ics).toContain('DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n');
  });

  it('writes times of day in Europe/Berlin as UTC, across the change to summer time', () => {
    const ics = icsForCourse({
      ...event,
      dates: { start: '2026-03-28', end: '2026-03-29' },
      times: { start: '09:00', end: '17:30' },
    });
    expect(ics).toContain('DTSTART:20260328T080000Z\r\nDTEND:20260329T153000Z\r\n');
  });

  it('escapes commas, semicolons and line breaks and folds lines at 75 octets', () => {
    const ics = icsForCourse({
      ...event,
      summary:
        'Fachanwaltslehrgang Arbeitsrecht; Teil 1, Grundlagen – Kündigung, Befristung, Betriebsübergang, Änderungskündigung',
      description: 'Bitte mitbringen:\nGesetzestexte',
    });
    for (const line of lines(ics)) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      'SUMMARY:Fachanwaltslehrgang Arbeitsrecht\\; Teil 1\\, Grundlagen – Kündigung\\, Befristung\\, Betriebsübergang\\, Änderungskündigung\r\n',
    );
    expect(unfolded).toContain('DESCRIPTION:Bitte mitbringen:\\nGesetzestexte\r\n');
    expect(ics).toMatch(/\r\n [^\r\n]/);
  });
});
