// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { catalogueFileSchema } from '../catalogue-import/format.ts';
import { demoCatalogue } from './catalogue.ts';
import { buildSeedData, normalizeReferenceDate } from './data.ts';
import { organizerSeeds } from './organizers.ts';
import { addDays, addMonths, firstOfCurrentMonth, nextWeekday } from './util.ts';

const REFERENCE_DATE = '2026-03-01';

describe('the demo catalogue', () => {
  const data = buildSeedData(REFERENCE_DATE);
  const courseById = new Map(data.courses.map((course) => [course.id, course]));

  it('is the same on every run for the same reference date', () => {
    expect(buildSeedData(REFERENCE_DATE)).toEqual(data);
  });

  it('is a catalogue file the import takes as it is', () => {
    const catalogue = demoCatalogue(REFERENCE_DATE);
    const parsed = catalogueFileSchema.safeParse(catalogue);
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data).toEqual(catalogue);
  });

  it('lets organizers teach only scopes it has', () => {
    const keys = new Set(data.scopes.map((scope) => scope.key));
    for (const organizer of organizerSeeds) {
      expect(
        organizer.scopes.filter((key) => !keys.has(key)),
        organizer.slug,
      ).toEqual([]);
    }
  });

  it('keeps courses, speakers, prices and price rules when only the reference date changes', () => {
    const later = buildSeedData('2027-09-01');
    const withoutCreatedAt = (rows: typeof data.courses) =>
      rows.map((row) => ({ ...row, createdAt: undefined }));
    expect(withoutCreatedAt(later.courses)).toEqual(withoutCreatedAt(data.courses));
    expect(later.speakers).toEqual(data.speakers);
    // An early-bird deadline moves with its date's start; the prices and their rules stay.
    const withoutDeadline = (rows: typeof data.priceLevels) =>
      rows.map((row) => ({ ...row, bookableUntil: row.bookableUntil === null ? null : 'set' }));
    expect(withoutDeadline(later.priceLevels)).toEqual(withoutDeadline(data.priceLevels));
    expect(later.courseSchedules.map((row) => row.startDate)).not.toEqual(
      data.courseSchedules.map((row) => row.startDate),
    );
  });

  it('defaults the reference date to the first day of the current month in Berlin', () => {
    expect(normalizeReferenceDate()).toBe(firstOfCurrentMonth());
    expect(firstOfCurrentMonth(new Date('2026-07-19T12:00:00Z'))).toBe('2026-07-01');
    // 00:30 on 1 July in Berlin.
    expect(firstOfCurrentMonth(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(normalizeReferenceDate(new Date('2026-02-14T00:00:00Z'))).toBe('2026-02-14');
    expect(normalizeReferenceDate(new Date('2026-02-13T23:30:00Z'))).toBe('2026-02-14');
    expect(() => normalizeReferenceDate('14.02.2026')).toThrow('Not an ISO date: 14.02.2026');
    expect(() => normalizeReferenceDate('2026-02-30')).toThrow('Not an ISO date: 2026-02-30');
    expect(() => normalizeReferenceDate(new Date(Number.NaN))).toThrow('Invalid reference date');
  });

  it('has at least 150 courses with unique slugs, of all types and search types', () => {
    expect(data.courses.length).toBeGreaterThanOrEqual(150);
    expect(new Set(data.courses.map((course) => course.slug)).size).toBe(data.courses.length);
    expect(new Set(data.courses.map((course) => course.courseType))).toEqual(
      new Set(['SELF', 'ONLINE', 'PRESENT']),
    );
    expect(new Set(data.courses.map((course) => course.searchType))).toEqual(
      new Set(['SPECIALIZATION', 'EDUCATION', 'RENO']),
    );
    expect(
      data.courses.filter((course) => course.searchType === 'RENO').length,
    ).toBeGreaterThanOrEqual(20);
  });

  it('gives every specialist and RENO scope at least two courses', () => {
    for (const scope of data.scopes) {
      const courses = data.courseScopes.filter((link) => link.scopeId === scope.id);
      expect(courses.length, scope.key).toBeGreaterThanOrEqual(2);
    }
  });

  it('uses the durations of the course categories', () => {
    for (const course of data.courses) {
      if (course.category === 'fachanwaltslehrgang') expect(course.durationValue).toBe(120);
      else if (course.category === 'fortbildung-15-fao') expect(course.durationValue).toBe(15);
      else {
        expect(course.durationValue, course.name).toBeGreaterThanOrEqual(2.5);
        expect(course.durationValue, course.name).toBeLessThanOrEqual(10);
      }
      expect(course.searchType === 'SPECIALIZATION').toBe(
        course.category === 'fachanwaltslehrgang',
      );
    }
  });

  it('describes every course in two to four German and English sentences', () => {
    const sentences = (text: string) =>
      text
        .split(/(?<!\b(?:Abs|Nr|Art|lit|ff|Dr|bzw|vgl|ca)\.)(?<=[.!?])\s+(?=[A-ZÄÖÜ0-9])/)
        .filter((part) => part.trim().length > 0);
    for (const course of data.courses) {
      expect(sentences(course.descriptionDe).length, course.name).toBeGreaterThanOrEqual(2);
      expect(sentences(course.descriptionDe).length, course.name).toBeLessThanOrEqual(4);
      expect(sentences(course.descriptionEn).length, course.name).toBeGreaterThanOrEqual(2);
      expect(sentences(course.descriptionEn).length, course.name).toBeLessThanOrEqual(4);
      expect(course.descriptionDe).not.toMatch(/undefined|NaN|\$\{/);
      expect(course.descriptionEn).not.toMatch(/undefined|NaN|\$\{/);
    }
    const arbeitsrecht = data.courses
      .filter((course) => course.name.includes('Arbeitsrecht'))
      .map((course) => course.descriptionDe)
      .join(' ');
    expect(arbeitsrecht).toMatch(/Arbeitsrechts/);
    expect(arbeitsrecht).toMatch(/arbeitsrechtlichen/);
    expect(arbeitsrecht).toMatch(/Kündigungsschutzklagen/);
  });

  it('dates schedules within 18 months after the reference date, self-study for one year', () => {
    const limit = addMonths(REFERENCE_DATE, 18);
    for (const schedule of data.courseSchedules) {
      const course = courseById.get(schedule.courseId);
      if (!course) throw new Error(`schedule ${schedule.id} without course`);
      expect(schedule.endDate >= schedule.startDate).toBe(true);
      if (course.courseType === 'SELF') {
        expect(schedule.startDate).toBe(REFERENCE_DATE);
        expect(schedule.endDate).toBe(addMonths(REFERENCE_DATE, 12));
        expect(schedule.cityId).toBeNull();
      } else {
        expect(schedule.startDate > REFERENCE_DATE, course.name).toBe(true);
        expect(schedule.startDate <= limit, course.name).toBe(true);
        expect(schedule.cityId === null).toBe(course.courseType === 'ONLINE');
      }
      expect(schedule.booked ?? 0).toBeLessThanOrEqual(schedule.seats);
    }
    const present = data.courses.filter((course) => course.courseType === 'PRESENT');
    for (const course of present) {
      const count = data.courseSchedules.filter((row) => row.courseId === course.id).length;
      expect(count, course.name).toBeGreaterThanOrEqual(1);
      expect(count, course.name).toBeLessThanOrEqual(4);
    }
  });

  it('has fully booked present and online schedules for the waiting list', () => {
    const full = data.courseSchedules.filter((row) => row.booked === row.seats);
    const types = new Set(full.map((row) => courseById.get(row.courseId)?.courseType));
    expect(types.has('PRESENT')).toBe(true);
    expect(types.has('ONLINE')).toBe(true);
  });

  it('prices Fachanwaltslehrgänge at 1,500–2,900 € and other courses at 89–690 €', () => {
    const scheduleById = new Map(data.courseSchedules.map((row) => [row.id, row]));
    for (const level of data.priceLevels) {
      const course = courseById.get(scheduleById.get(level.scheduleId)?.courseId ?? -1);
      if (!course) throw new Error(`price level ${level.id} without course`);
      if (level.nameDe !== 'Standard') continue;
      if (course.category === 'fachanwaltslehrgang') {
        expect(level.priceCents).toBeGreaterThanOrEqual(150_000);
        expect(level.priceCents).toBeLessThanOrEqual(290_000);
      } else {
        expect(level.priceCents, course.name).toBeGreaterThanOrEqual(8_900);
        expect(level.priceCents, course.name).toBeLessThanOrEqual(69_000);
      }
    }
    const names = new Set(data.priceLevels.map((level) => level.nameDe));
    expect(names).toEqual(new Set(['Standard', 'Frühbucher', 'Mitglied im DAV', 'Auszubildende']));
  });

  it('has 12 to 15 organizers, 30 or more speakers with titles and 8 packages', () => {
    expect(data.organizers.length).toBeGreaterThanOrEqual(12);
    expect(data.organizers.length).toBeLessThanOrEqual(15);
    expect(data.speakers.length).toBeGreaterThanOrEqual(30);
    expect(new Set(data.speakers.map((speaker) => speaker.title))).toEqual(
      new Set(['', 'Dr.', 'Prof. Dr.']),
    );
    for (const speaker of data.speakers) {
      expect(speaker.bioDe).toContain(speaker.lastName);
      expect(speaker.bioEn).toContain(speaker.lastName);
    }
    expect(data.packages).toHaveLength(8);
  });

  it('asks a proof of admission for every Fachanwaltslehrgang and for nothing else', () => {
    for (const course of data.courses) {
      expect(course.proofRequired, course.name).toBe(course.category === 'fachanwaltslehrgang');
      if (course.proofRequired) expect(course.proofHintDe).toMatch(/^Nachweis der Zulassung/);
    }
  });

  it('charges 19 % VAT except on the courses and packages of the exempt RENO-Bildungswerk Nord', () => {
    const exemptOrganizer = data.organizers.find(
      (organizer) => organizer.slug === 'reno-bildungswerk-nord',
    )!;
    const rows = [...data.courses, ...data.packages];
    const exempt = rows.filter((row) => row.vatCategory === 'EXEMPT');
    expect(exempt.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.vatCategory === 'EXEMPT').toBe(row.organizerId === exemptOrganizer.id);
    }
    for (const row of exempt) expect(row.vatExemptionReason).toMatch(/^§ 4 Nr\. 21/);
  });
});

describe('calendar days of the demo catalogue', () => {
  it('adds days across the changes to and from summer time', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('adds months, keeping the day where the month has it', () => {
    expect(addMonths('2026-03-01', 18)).toBe('2027-09-01');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
  });

  it('finds the first day on or after a day that falls on a weekday', () => {
    // 5 March 2026 is a Thursday.
    expect(nextWeekday('2026-03-05', 4)).toBe('2026-03-05');
    expect(nextWeekday('2026-03-05', 5)).toBe('2026-03-06');
    expect(nextWeekday('2026-03-05', 2)).toBe('2026-03-10');
  });
});
