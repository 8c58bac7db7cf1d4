// @vitest-environment node
/**
 * The search API against the seeded demo catalogue. Expected answers are computed independently
 * in JavaScript from `buildSeedData` with the documented rules (see src/search/course-search.ts):
 * a course matches when it has a schedule that is not cancelled, has not ended by TODAY, starts
 * inside the date window (both ends inclusive; SELF ignores the window) and, with a city, lies
 * within the radius.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  searchCityDetailSchema,
  searchCitySchema,
  searchResultSchema,
  type SearchResult,
} from '@kursmarkt/schemas';
import { buildApp } from './app.ts';
import { queryRows, type Db } from './db/client.ts';
import { buildSeedData, seedDatabase } from './seed/index.ts';
import { openTestDatabase, testDatabaseTargets, type TestDatabase } from './db/test-databases.ts';
import { loadDomains, type Domain } from './domains/load.ts';
import { registerErrorHandling } from './errors.ts';
import type { Mailer } from './mail/transport.ts';
import { registerDomainResolution } from './plugins/domain.ts';
import { contractValidatorCompiler } from './routes/request-validation.ts';
import { contractSerializerCompiler } from './routes/response-serializer.ts';
import { registerSearchRoutes } from './routes/search.ts';
import { germanToday } from './german-today.ts';

const REFERENCE_DATE = '2026-03-01';
/** The day the tests search on: some schedules have ended, some are running, most are ahead. */
const TODAY = '2026-06-15';
/** The search types of the default domain (lawyer), which every search without a host gets. */
const LAWYER_TYPES = ['SPECIALIZATION', 'EDUCATION'];
const examples = path.join(import.meta.dirname, '..', '..', '..', 'site', 'domains');
const mailer: Mailer = { async send() {} };

// ---------------------------------------------------------------------------------------------
// The reference model, in plain JavaScript
// ---------------------------------------------------------------------------------------------

const data = buildSeedData(REFERENCE_DATE);
type Course = (typeof data.courses)[number];
type Schedule = (typeof data.courseSchedules)[number];
type City = (typeof data.cities)[number];

const cityByName = (name: string): City => {
  const city = data.cities.find((candidate) => candidate.name === name);
  if (!city) throw new Error(`no city ${name}`);
  return city;
};
const cityById = new Map(data.cities.map((city) => [city.id!, city]));
const courseById = new Map(data.courses.map((course) => [course.id!, course]));
const organizerById = new Map(data.organizers.map((organizer) => [organizer.id!, organizer]));

/** Great-circle distance in km on earthdistance's sphere (radius 6378168 m). */
function distanceKm(a: City, b: City): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6378.168 * Math.asin(Math.sqrt(h));
}

type Filter = {
  scope?: number;
  types?: string[];
  courseType?: string;
  category?: string;
  dateFrom?: string;
  dateTo?: string;
  cityId?: number;
  radius?: number;
};

function matchingSchedules(course: Course, filter: Filter): Schedule[] {
  const origin = filter.cityId === undefined ? undefined : cityById.get(filter.cityId);
  const cityApplies = origin && (!filter.courseType || filter.courseType === 'PRESENT');
  return data.courseSchedules
    .filter((schedule) => schedule.courseId === course.id)
    .filter((schedule) => !schedule.cancelledAt)
    .filter((schedule) => schedule.endDate >= TODAY)
    .filter(
      (schedule) =>
        course.courseType === 'SELF' ||
        ((!filter.dateFrom || schedule.startDate >= filter.dateFrom) &&
          (!filter.dateTo || schedule.startDate <= filter.dateTo)),
    )
    .filter((schedule) => {
      if (!cityApplies) return true;
      if (schedule.cityId === null || schedule.cityId === undefined) return false;
      return distanceKm(origin, cityById.get(schedule.cityId)!) <= (filter.radius ?? 100);
    })
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id! - b.id!);
}

/** The matching date a result card shows: the first with seats, upcoming before running. */
function nextBookable(schedules: Schedule[]): Schedule {
  const rank = (schedule: Schedule) =>
    ((schedule.booked ?? 0) >= schedule.seats ? 2 : 0) + (schedule.startDate < TODAY ? 1 : 0);
  return [...schedules].sort((a, b) => rank(a) - rank(b))[0]!;
}

/**
 * The expected result ids in result order (no term: by earliest matching start, then id), on a
 * domain that offers `offered` search types (the lawyers' by default) and every course type.
 */
function expectedIds(filter: Filter = {}, offered: string[] = LAWYER_TYPES): number[] {
  return data.courses
    .filter((course) => filter.scope === undefined || scopeIdsOf(course.id!).includes(filter.scope))
    .filter((course) => offered.includes(course.searchType))
    .filter((course) => !filter.types || filter.types.includes(course.searchType))
    .filter((course) => !filter.courseType || course.courseType === filter.courseType)
    .filter((course) => !filter.category || course.category === filter.category)
    .map((course) => ({ course, schedules: matchingSchedules(course, filter) }))
    .filter(({ schedules }) => schedules.length > 0)
    .sort(
      (a, b) =>
        a.schedules[0]!.startDate.localeCompare(b.schedules[0]!.startDate) ||
        a.course.id! - b.course.id!,
    )
    .map(({ course }) => course.id!);
}

function scopeIdsOf(courseId: number): number[] {
  return data.courseScopes.filter((link) => link.courseId === courseId).map((link) => link.scopeId);
}

/** The German names and search terms of a course's scopes, which its search text holds. */
function scopeWordsOf(courseId: number): string {
  return scopeIdsOf(courseId)
    .map((id) => data.scopes.find((scope) => scope.id === id)!)
    .map((scope) => `${scope.nameDe} ${scope.searchTerms ?? ''}`)
    .join(' ');
}

function speakerNamesOf(courseId: number): string {
  return data.courseSpeakers
    .filter((link) => link.courseId === courseId)
    .map((link) => data.speakers.find((speaker) => speaker.id === link.speakerId)!)
    .map((speaker) => `${speaker.firstName} ${speaker.lastName}`)
    .join(' ');
}

const addDays = (date: string, days: number) => {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
};

// ---------------------------------------------------------------------------------------------

describe.each(testDatabaseTargets())('the search API on $name', (target) => {
  let testDatabase: TestDatabase;
  let db: Db;
  let domains: Domain[];
  /** The search routes on a fixed day (TODAY), with the app's error handling. */
  let app: FastifyInstance;

  beforeAll(async () => {
    testDatabase = await openTestDatabase(target);
    db = testDatabase.database.db;
    await seedDatabase(db, { referenceDate: REFERENCE_DATE });
    const loaded = await loadDomains(examples);
    expect(loaded.issues).toEqual([]);
    domains = loaded.domains;
    app = Fastify();
    app.setValidatorCompiler(contractValidatorCompiler);
    app.setSerializerCompiler(contractSerializerCompiler({ checkResponses: true }));
    registerErrorHandling(app);
    registerDomainResolution(app, domains);
    registerSearchRoutes(app, { db, today: () => TODAY });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await testDatabase?.cleanup();
  }, 60_000);

  const get = (url: string, query: Record<string, string | number> = {}, host?: string) => {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]) => [key, String(value)]),
    ).toString();
    return app.inject({ url: search ? `${url}?${search}` : url, headers: host ? { host } : {} });
  };
  const renoHost = 'reno.kursmarkt.test';
  const lumenHost = 'lumen-akademie.test';

  /** A search on the default domain (lawyer) or the domain of `host`. */
  const search = async (
    query: Record<string, string | number> = {},
    host?: string,
  ): Promise<SearchResult> => {
    const response = await get('/api/search', query, host);
    expect(response.statusCode, response.body).toBe(200);
    return searchResultSchema.parse(response.json());
  };

  /** Every result id in order, page by page. */
  const allIds = async (query: Record<string, string | number> = {}) => {
    const ids: number[] = [];
    for (let start = 1; start < 20; start++) {
      const page = await search({ ...query, limit: 100, start });
      ids.push(...page.courses.map((course) => course.id));
      if (page.courses.length < 100) break;
    }
    return ids;
  };

  /** The filter in both forms: query parameters and the reference model's filter. */
  const both = async (filter: Filter) => {
    const query: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(filter)) {
      query[key] = Array.isArray(value) ? value.join(',') : value;
    }
    const ids = await allIds(query);
    return { ids, expected: expectedIds(filter) };
  };

  describe('without parameters', () => {
    it('finds every course with a current schedule, ordered by the next date, 20 per page', async () => {
      const result = await search();
      const expected = expectedIds();
      expect(expected.length).toBeGreaterThan(100);
      expect(expected.length).toBeLessThan(data.courses.length);
      expect(result.count).toBe(expected.length);
      expect(result.countCapped).toBe(false);
      expect(result.start).toBe(1);
      expect(result.limit).toBe(20);
      expect(result.courses.map((course) => course.id)).toEqual(expected.slice(0, 20));
      expect(await allIds()).toEqual(expected);
    });

    it('describes each course with its next matching date, date count, lowest price and page path', async () => {
      const ids = expectedIds();
      const result = await search({ limit: 100 });
      for (const summary of result.courses) {
        const course = courseById.get(summary.id)!;
        const schedules = matchingSchedules(course, {});
        const next = nextBookable(schedules);
        expect(summary).toMatchObject({
          slug: course.slug,
          name: course.name,
          courseType: course.courseType,
          searchType: course.searchType,
          category: course.category,
          durationValue: course.durationValue,
          organizer: { id: course.organizerId, name: organizerById.get(course.organizerId)!.name },
          scheduleCount: schedules.length,
        });
        expect(summary.nextSchedule).toEqual({
          id: next.id,
          startDate: next.startDate,
          endDate: next.endDate,
          city: next.cityId ? { id: next.cityId, name: cityById.get(next.cityId)!.name } : null,
          distanceKm: null,
          full: next.booked === next.seats,
          running: next.startDate < TODAY,
        });
        const prices = data.priceLevels
          .filter((level) =>
            schedules.some(
              (schedule) =>
                schedule.id === level.scheduleId && (schedule.booked ?? 0) < schedule.seats,
            ),
          )
          .filter((level) => !level.bookableUntil || level.bookableUntil >= TODAY)
          .map((level) => level.priceCents);
        expect(summary.priceFrom).toBe(prices.length > 0 ? Math.min(...prices) : null);
        expect(summary.scopes.map((scope) => scope.id).sort()).toEqual(
          scopeIdsOf(summary.id).sort(),
        );
      }
      expect(result.courses.map((course) => course.id)).toEqual(ids.slice(0, 100));
    });

    it('gives the storefront path of the course page by category', async () => {
      const result = await search({ limit: 100 });
      const seen = new Set<string>();
      for (const course of result.courses) {
        const prefix =
          course.category === 'fachanwaltslehrgang'
            ? 'fachanwaltslehrgang'
            : course.category === 'fortbildung-15-fao'
              ? 'fortbildung-15-fao'
              : 'fortbildung';
        expect(course.detailPath).toBe(`/${prefix}/${course.slug}-${course.id}`);
        expect(Number(course.detailPath.split('-').at(-1))).toBe(course.id);
        seen.add(prefix);
      }
      expect(seen).toEqual(new Set(['fachanwaltslehrgang', 'fortbildung-15-fao', 'fortbildung']));
    });

    it('leaves out courses whose every schedule has ended and keeps running ones', async () => {
      const ended = data.courses.filter(
        (course) => course.courseType !== 'SELF' && matchingSchedules(course, {}).length === 0,
      );
      expect(ended.length).toBeGreaterThan(0);
      const running = data.courseSchedules.find(
        (schedule) =>
          schedule.startDate < TODAY &&
          schedule.endDate >= TODAY &&
          courseById.get(schedule.courseId)!.courseType !== 'SELF',
      )!;
      const ids = await allIds();
      for (const course of ended) expect(ids).not.toContain(course.id);
      expect(ids).toContain(running.courseId);
    });
  });

  describe('filters', () => {
    it('filters by scope', async () => {
      const arbeitsrecht = data.scopes.find((scope) => scope.key === 'arbeitsrecht')!.id!;
      const { ids, expected } = await both({ scope: arbeitsrecht });
      expect(expected.length).toBeGreaterThan(5);
      expect(ids).toEqual(expected);
    });

    it('filters by search types (a comma list), only those the domain offers', async () => {
      const { ids, expected } = await both({ types: ['SPECIALIZATION', 'EDUCATION'] });
      expect(expected.length).toBeGreaterThan(20);
      expect(ids).toEqual(expected);
      const specialization = await both({ types: ['SPECIALIZATION', 'RENO'] });
      expect(specialization.ids).toEqual(specialization.expected);
      expect(
        specialization.ids.every((id) => courseById.get(id)!.searchType === 'SPECIALIZATION'),
      ).toBe(true);
      expect((await search({ types: 'RENO' })).count).toBe(0);
      const reno = await search({ types: 'RENO', limit: 100 }, renoHost);
      expect(reno.count).toBe(expectedIds({}, ['RENO']).length);
      expect(reno.courses.every((course) => course.searchType === 'RENO')).toBe(true);
    });

    it('finds on the Lumen domain only its search type and course types, with counts of those alone', async () => {
      const lumen = await search({ limit: 100 }, lumenHost);
      const expected = expectedIds({}, ['EDUCATION']).filter(
        (id) => courseById.get(id)!.courseType !== 'PRESENT',
      );
      expect(expected.length).toBeGreaterThan(10);
      expect(lumen.count).toBe(expected.length);
      expect(lumen.courses.map((course) => course.id)).toEqual(expected.slice(0, 100));
      expect(lumen.filters.courseTypes.map((entry) => entry.value).sort()).toEqual([
        'ONLINE',
        'SELF',
      ]);
      expect((await search({ courseType: 'PRESENT' }, lumenHost)).count).toBe(0);
      expect((await search({ types: 'EDUCATION,RENO' }, lumenHost)).count).toBe(lumen.count);
    });

    it.each(['SELF', 'ONLINE', 'PRESENT'])('filters by course type %s', async (courseType) => {
      const { ids, expected } = await both({ courseType });
      expect(expected.length).toBeGreaterThan(10);
      expect(ids).toEqual(expected);
    });

    it.each(['fachanwaltslehrgang', 'fortbildung-15-fao', 'online-seminar', 'selbststudium'])(
      'filters by category %s',
      async (category) => {
        const { ids, expected } = await both({ category });
        expect(expected.length).toBeGreaterThan(3);
        expect(ids).toEqual(expected);
      },
    );

    it('filters by a date window and combines filters', async () => {
      const window = { dateFrom: '2026-09-01', dateTo: '2026-10-31' };
      const plain = await both(window);
      expect(plain.ids).toEqual(plain.expected);
      const combined = await both({ ...window, types: ['EDUCATION'], courseType: 'ONLINE' });
      expect(combined.expected.length).toBeGreaterThan(3);
      expect(combined.ids).toEqual(combined.expected);
      const result = await search({ ...window, courseType: 'PRESENT', limit: 100 });
      for (const course of result.courses) {
        expect(course.nextSchedule!.startDate >= window.dateFrom).toBe(true);
        expect(course.nextSchedule!.startDate <= window.dateTo).toBe(true);
      }
    });

    it('ignores the date window for self-study courses', async () => {
      const all = await both({ courseType: 'SELF' });
      const farAway = await both({
        courseType: 'SELF',
        dateFrom: '2027-05-01',
        dateTo: '2027-05-02',
      });
      expect(farAway.ids).toEqual(all.ids);
      expect(farAway.ids.length).toBeGreaterThan(10);
    });

    it('treats empty parameters as absent', async () => {
      const result = await search({ dateTo: '', cityId: '', courseType: '', term: '' });
      expect(result.count).toBe(expectedIds().length);
    });
  });

  describe('date edges', () => {
    // A dated course with one schedule that starts after TODAY.
    const course = data.courses.find((candidate) => {
      const schedules = data.courseSchedules.filter((s) => s.courseId === candidate.id);
      return (
        candidate.courseType === 'PRESENT' &&
        schedules.length === 1 &&
        schedules[0]!.startDate > addDays(TODAY, 10)
      );
    })!;
    const schedule = data.courseSchedules.find((s) => s.courseId === course.id)!;
    const day = schedule.startDate;

    it('includes a schedule that starts exactly on dateFrom', async () => {
      expect(await allIds({ dateFrom: day })).toContain(course.id);
      expect(await allIds({ dateFrom: addDays(day, 1) })).not.toContain(course.id);
    });

    it('includes a schedule that starts exactly on dateTo (inclusive)', async () => {
      expect(await allIds({ dateFrom: addDays(day, -3), dateTo: day })).toContain(course.id);
      expect(await allIds({ dateFrom: addDays(day, -3), dateTo: addDays(day, -1) })).not.toContain(
        course.id,
      );
      expect(await allIds({ dateTo: day })).toContain(course.id);
    });

    it('matches the reference model on a one-day window', async () => {
      const { ids, expected } = await both({ dateFrom: day, dateTo: addDays(day, 1) });
      expect(ids).toEqual(expected);
      expect(ids).toContain(course.id);
    });
  });

  describe('several formats', () => {
    it('finds the courses of each format named, and none of another', async () => {
      const online = await allIds({ courseType: 'ONLINE' });
      const present = await allIds({ courseType: 'PRESENT' });
      const both = await allIds({ courseTypes: 'PRESENT,ONLINE' });
      expect(online.length).toBeGreaterThan(0);
      expect(present.length).toBeGreaterThan(0);
      expect([...both].sort((a, b) => a - b)).toEqual(
        [...online, ...present].sort((a, b) => a - b),
      );
      expect(await allIds({ courseTypes: 'PRESENT,ONLINE', courseType: 'SELF' })).toEqual([]);
    });
  });

  describe('free seats', () => {
    const course = data.courses.find((candidate) => {
      const schedules = data.courseSchedules.filter((s) => s.courseId === candidate.id);
      return (
        candidate.courseType === 'PRESENT' &&
        schedules.length === 1 &&
        schedules[0]!.startDate > addDays(TODAY, 10)
      );
    })!;
    const schedule = data.courseSchedules.find((s) => s.courseId === course.id)!;
    const window = { dateFrom: schedule.startDate, dateTo: addDays(schedule.startDate, 1) };

    it('finds a date only while it has a free seat, read live after each booking', async () => {
      const [before] = await queryRows<{ booked: number }>(
        db,
        sql`select booked from course_schedules where id = ${schedule.id}`,
      );
      expect(await allIds({ ...window, freeSeats: 'true' })).toContain(course.id);
      await db.execute(sql`update course_schedules set booked = seats where id = ${schedule.id}`);
      try {
        expect(await allIds({ ...window, freeSeats: 'true' })).not.toContain(course.id);
        expect(await allIds({ ...window, freeSeats: 'false' })).toContain(course.id);
      } finally {
        await db.execute(
          sql`update course_schedules set booked = ${before!.booked} where id = ${schedule.id}`,
        );
      }
      expect(await allIds({ ...window, freeSeats: 'true' })).toContain(course.id);
    });
  });

  describe('cancelled dates', () => {
    /** Cancels a date (or takes the cancellation back) as the catalogue import does. */
    const setCancelled = (scheduleId: number, cancelled: boolean) =>
      db.execute(
        sql`update course_schedules set cancelled_at = ${cancelled ? new Date('2026-06-01T09:00:00Z') : null}
            where id = ${scheduleId}`,
      );
    const upcoming = (courseId: number) =>
      data.courseSchedules
        .filter((s) => s.courseId === courseId && s.startDate > addDays(TODAY, 10))
        .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id! - b.id!);

    it("has the demo catalogue's cancelled date, which the reference model leaves out", () => {
      expect(data.courseSchedules.filter((s) => s.cancelledAt)).toHaveLength(1);
    });

    it('does not find a course for a window whose only date in it is cancelled, nor at all when every date is, and finds it again when the cancellation is taken back', async () => {
      const course = data.courses.find((candidate) => {
        const all = data.courseSchedules.filter((s) => s.courseId === candidate.id);
        return (
          candidate.courseType === 'PRESENT' &&
          all.length === 1 &&
          !all[0]!.cancelledAt &&
          all[0]!.startDate > addDays(TODAY, 10)
        );
      })!;
      const [schedule] = upcoming(course.id!);
      const window = { dateFrom: schedule!.startDate, dateTo: addDays(schedule!.startDate, 1) };
      const counted = (await search(window)).count;
      expect(await allIds(window)).toContain(course.id);
      expect(await allIds()).toContain(course.id);

      await setCancelled(schedule!.id!, true);
      try {
        expect(await allIds(window)).not.toContain(course.id);
        expect(await allIds()).not.toContain(course.id);
        expect((await search(window)).count).toBe(counted - 1);
        expect(await allIds({ term: course.name })).not.toContain(course.id);
      } finally {
        await setCancelled(schedule!.id!, false);
      }
      expect(await allIds(window)).toContain(course.id);
      expect((await search(window)).count).toBe(counted);
    });

    it('shows the next date that is not cancelled and counts only those', async () => {
      const course = data.courses.find((candidate) => {
        const dates = upcoming(candidate.id!);
        return (
          candidate.courseType === 'PRESENT' &&
          dates.length >= 2 &&
          dates.every((s) => !s.cancelledAt) &&
          dates[1]!.startDate > addDays(dates[0]!.startDate, 1) &&
          data.courseSchedules.filter((s) => s.courseId === candidate.id).length === dates.length
        );
      })!;
      const [first, second] = upcoming(course.id!);
      const summaryOf = async () =>
        (await search({ term: course.name, limit: 100 })).courses.find(
          (entry) => entry.id === course.id,
        );
      const before = await summaryOf();
      expect(before?.nextSchedule?.id).toBe(first!.id);

      await setCancelled(first!.id!, true);
      try {
        const after = await summaryOf();
        expect(after?.nextSchedule).toMatchObject({ id: second!.id, startDate: second!.startDate });
        expect(after?.scheduleCount).toBe(before!.scheduleCount - 1);
        expect(
          await allIds({ dateFrom: first!.startDate, dateTo: addDays(first!.startDate, 1) }),
        ).not.toContain(course.id);
      } finally {
        await setCancelled(first!.id!, false);
      }
      expect((await summaryOf())?.nextSchedule?.id).toBe(first!.id);
    });
  });

  describe('city and radius', () => {
    const koeln = cityByName('Köln');

    it('checks the seeded distances around Köln', () => {
      expect(distanceKm(koeln, cityByName('Bonn'))).toBeLessThan(30);
      expect(distanceKm(koeln, cityByName('Düren'))).toBeLessThan(40);
      expect(distanceKm(koeln, cityByName('Düsseldorf'))).toBeLessThan(40);
      expect(distanceKm(koeln, cityByName('Leverkusen'))).toBeLessThan(15);
      expect(distanceKm(koeln, cityByName('Aachen'))).toBeGreaterThan(60);
      // No schedule city lies within 100 m of a tested radius, so rounding cannot matter.
      for (const radius of [10, 50, 100, 250]) {
        for (const schedule of data.courseSchedules) {
          if (!schedule.cityId) continue;
          const km = distanceKm(koeln, cityById.get(schedule.cityId)!);
          expect(Math.abs(km - radius)).toBeGreaterThan(0.1);
        }
      }
    });

    it.each([10, 50, 100, 250])(
      'finds courses with a date within %i km of Köln',
      async (radius) => {
        const { ids, expected } = await both({ cityId: koeln.id!, radius });
        expect(expected.length).toBeGreaterThan(0);
        expect(ids).toEqual(expected);
      },
    );

    it('defaults the radius to 100 km and reports distances', async () => {
      const { ids, expected } = await both({ cityId: koeln.id! });
      expect(ids).toEqual(expectedIds({ cityId: koeln.id!, radius: 100 }));
      expect(ids).toEqual(expected);
      const result = await search({ cityId: koeln.id!, limit: 100 });
      for (const course of result.courses) {
        expect(course.courseType).toBe('PRESENT');
        const city = cityById.get(course.nextSchedule!.city!.id)!;
        expect(course.nextSchedule!.distanceKm).toBeCloseTo(distanceKm(koeln, city), 0);
        expect(course.nextSchedule!.distanceKm).toBeLessThanOrEqual(100);
      }
    });

    it('includes Bonn, Leverkusen, Düren and Düsseldorf within 50 km and excludes Aachen', async () => {
      // Düren has no seeded schedule: add a course with dates in Düren and Aachen for this test.
      const organizer = data.organizers[0]!;
      const [course] = await queryRows<{ id: number }>(
        db,
        sql`insert into courses (slug, name, description_de, description_en, course_type,
              search_type, category, duration_value, organizer_id)
            values ('radius-probe', 'Radius-Probe', 'Test', 'Test', 'PRESENT', 'EDUCATION',
              'praesenzschulung', 5, ${organizer.id}) returning id`,
      );
      const dueren = cityByName('Düren').id!;
      const aachen = cityByName('Aachen').id!;
      await db.execute(
        sql`insert into course_schedules (course_id, city_id, start_date, end_date, seats)
            values (${course!.id}, ${dueren}, '2026-09-10', '2026-09-10', 20),
                   (${course!.id}, ${aachen}, '2026-08-10', '2026-08-10', 20)`,
      );
      try {
        const result = await search({ cityId: koeln.id!, radius: 50, limit: 100 });
        const cities = result.filters.cities.map((city) => city.name);
        expect(cities).toEqual(
          expect.arrayContaining(['Köln', 'Bonn', 'Leverkusen', 'Düren', 'Düsseldorf']),
        );
        expect(cities).not.toContain('Aachen');
        expect(cities).not.toContain('Essen');
        const probe = result.courses.find((candidate) => candidate.id === course!.id)!;
        // The Aachen date is earlier but outside the radius: the next matching date is Düren's.
        expect(probe.nextSchedule?.city?.name).toBe('Düren');
        expect(probe.nextSchedule?.distanceKm).toBeGreaterThan(30);
        expect(probe.nextSchedule?.distanceKm).toBeLessThan(40);
        expect(probe.scheduleCount).toBe(1);
        expect(probe.priceFrom).toBeNull();

        const wide = await search({ cityId: koeln.id!, radius: 100, limit: 100 });
        expect(wide.filters.cities.map((city) => city.name)).toContain('Aachen');
        const probeWide = wide.courses.find((candidate) => candidate.id === course!.id)!;
        expect(probeWide.nextSchedule?.city?.name).toBe('Aachen');
        expect(probeWide.scheduleCount).toBe(2);
      } finally {
        await db.execute(sql`delete from courses where id = ${course!.id}`);
      }
    });

    it('ignores the city for ONLINE and SELF searches (the search box hides it there)', async () => {
      const online = await both({ courseType: 'ONLINE', cityId: koeln.id!, radius: 10 });
      expect(online.ids).toEqual(expectedIds({ courseType: 'ONLINE' }));
      expect(online.ids).toEqual(online.expected);
    });

    it('combines the city with a date window and a search type', async () => {
      const filter = {
        cityId: koeln.id!,
        radius: 250,
        dateFrom: '2026-07-01',
        dateTo: '2027-01-31',
        types: ['SPECIALIZATION'],
      };
      const { ids, expected } = await both(filter);
      expect(expected.length).toBeGreaterThan(0);
      expect(ids).toEqual(expected);
    });
  });

  describe('full-text search', () => {
    const haystack = (id: number) => {
      const course = courseById.get(id)!;
      return [
        course.name,
        course.descriptionDe,
        organizerById.get(course.organizerId)!.name,
        speakerNamesOf(id),
        scopeWordsOf(id),
      ]
        .join(' ')
        .toLowerCase();
    };

    it("stems German words: 'Arbeitsrechts' finds the courses on Arbeitsrecht", async () => {
      const ids = await allIds({ term: 'Arbeitsrechts' });
      const named = data.courses
        .filter((course) => /arbeitsrecht/i.test(course.name))
        .filter((course) => LAWYER_TYPES.includes(course.searchType))
        .filter((course) => matchingSchedules(course, {}).length > 0)
        .map((course) => course.id!);
      expect(named.length).toBeGreaterThan(2);
      expect(ids).toEqual(expect.arrayContaining(named));
      for (const id of ids) expect(haystack(id)).toMatch(/arbeitsrecht/);
      // Name matches (weight A) rank before matches in the description or the organizer only.
      expect(/arbeitsrecht/i.test(courseById.get(ids[0]!)!.name)).toBe(true);
    });

    it("finds the compounds a word begins: 'Kündigungsschutz' finds 'Kündigungsschutzklagen'", async () => {
      const ids = await allIds({ term: 'Kündigungsschutz' });
      const named = data.courses
        .filter((course) => /kündigungsschutzklagen/i.test(course.name))
        .filter((course) => matchingSchedules(course, {}).length > 0)
        .map((course) => course.id!);
      expect(named.length).toBeGreaterThan(0);
      expect(ids).toEqual(expect.arrayContaining(named));
      for (const id of ids) expect(haystack(id)).toMatch(/kündigungsschutz/);
      // Both words, each as the start of a compound ('Abfindungsverhandlung').
      const both = await allIds({ term: 'Kündigungsschutz Abfindung' });
      expect(both.length).toBeGreaterThan(0);
      for (const id of both)
        expect(haystack(id)).toMatch(/kündigungsschutz.*abfindung|abfindung.*kündigungsschutz/s);
    });

    it("finds courses by their scope's name and search terms: 'Mietrecht' finds Miet- und Wohnungseigentumsrecht", async () => {
      const scope = data.scopes.find((entry) => entry.key === 'miet-und-wohnungseigentumsrecht')!;
      const inScope = expectedIds({ scope: scope.id! });
      expect(inScope.length).toBeGreaterThan(3);
      // Neither of the first two is in the scope's name, and full-text search does not split
      // compounds; the third is a part of the coordinated name.
      expect(scope.nameDe).not.toMatch(/mietrecht|weg-recht/i);
      for (const term of ['Mietrecht', 'WEG-Recht', 'Wohnungseigentumsrecht']) {
        const ids = await allIds({ term });
        expect(ids, term).toEqual(expect.arrayContaining(inScope));
        for (const id of ids) expect(haystack(id), term).toMatch(new RegExp(term, 'i'));
      }
    });

    it('finds courses by a speaker name and by an organizer name', async () => {
      const lindner = data.speakers.find((speaker) => speaker.lastName === 'Lindner')!;
      const taught = data.courseSpeakers
        .filter((link) => link.speakerId === lindner.id)
        .map((link) => link.courseId)
        .filter((id) => matchingSchedules(courseById.get(id)!, {}).length > 0);
      expect(taught.length).toBeGreaterThan(0);
      expect((await allIds({ term: 'Lindner' })).sort()).toEqual(taught.sort());

      const organizer = data.organizers.find((candidate) => candidate.slug === 'daa-rhein-ruhr')!;
      const ids = await allIds({ term: 'Anwaltsakademie' });
      const offered = data.courses
        .filter((course) => course.organizerId === organizer.id)
        .filter((course) => matchingSchedules(course, {}).length > 0)
        .map((course) => course.id!);
      expect(ids).toEqual(expect.arrayContaining(offered));
    });

    it('combines the term with filters and reports the same count', async () => {
      const arbeitsrecht = data.scopes.find((scope) => scope.key === 'arbeitsrecht')!.id!;
      const result = await search({ term: 'Rechtsprechung', scope: arbeitsrecht, limit: 100 });
      expect(result.count).toBe(result.courses.length);
      expect(result.count).toBeGreaterThan(0);
      for (const course of result.courses) {
        expect(scopeIdsOf(course.id)).toContain(arbeitsrecht);
        expect(haystack(course.id)).toMatch(/rechtsprechung/);
      }
    });

    it('searches the English description and names scopes in English with language=en', async () => {
      const english = await search({ term: 'employment', language: 'en', limit: 100 });
      expect(english.count).toBeGreaterThan(0);
      for (const summary of english.courses) {
        const course = courseById.get(summary.id)!;
        expect(`${course.name} ${course.descriptionEn}`.toLowerCase()).toMatch(/employ/);
        for (const scope of summary.scopes) {
          expect(scope.name).toBe(data.scopes.find((entry) => entry.id === scope.id)!.nameEn);
        }
      }
      const german = await search({ term: 'employment', language: 'de' });
      expect(german.count).toBeLessThan(english.count);
    });

    it('treats a term of stop words only as no term, and never fails on odd input', async () => {
      const all = await search();
      expect((await search({ term: 'und die der' })).count).toBe(all.count);
      for (const term of ['"', "'); drop table courses; --", '!!! & | <->', 'a:*', '%_\\']) {
        const response = await get('/api/search', { term });
        expect(response.statusCode, term).toBe(200);
      }
    });
  });

  describe('pagination and counts', () => {
    it('continues page 1 with page 2 without duplicates', async () => {
      const first = await search({ start: 1, limit: 15 });
      const second = await search({ start: 2, limit: 15 });
      const both30 = await search({ start: 1, limit: 30 });
      const ids = [...first.courses, ...second.courses].map((course) => course.id);
      expect(new Set(ids).size).toBe(30);
      expect(ids).toEqual(both30.courses.map((course) => course.id));
      expect(second.start).toBe(2);
      const beyond = await search({ start: 50, limit: 100 });
      expect(beyond.courses).toEqual([]);
      expect(beyond.count).toBe(first.count);
    });

    it('pages through a ranked term search without duplicates', async () => {
      const all = await allIds({ term: 'Recht' });
      const paged: number[] = [];
      for (let start = 1; start <= Math.ceil(all.length / 7); start++) {
        paged.push(...(await search({ term: 'Recht', start, limit: 7 })).courses.map((c) => c.id));
      }
      expect(paged).toEqual(all);
      expect(new Set(paged).size).toBe(paged.length);
    });

    it('reports filter counts that add up', async () => {
      const result = await search();
      const byType = result.filters.courseTypes.reduce((sum, entry) => sum + entry.count, 0);
      expect(byType).toBe(result.count);
      for (const entry of result.filters.courseTypes) {
        expect(entry.count).toBe(expectedIds({ courseType: entry.value }).length);
      }
      const byScope = result.filters.scopes.reduce((sum, entry) => sum + entry.count, 0);
      expect(byScope).toBeGreaterThanOrEqual(result.count);
      for (const entry of result.filters.scopes.slice(0, 5)) {
        expect(entry.count).toBe(expectedIds({ scope: entry.id }).length);
        expect((await search({ scope: entry.id })).count).toBe(entry.count);
      }
      // Sorted by count.
      const counts = result.filters.scopes.map((entry) => entry.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    });

    it('counts courses per month of upcoming dates, matching a search for that month', async () => {
      const result = await search();
      expect(result.filters.months.length).toBeGreaterThan(6);
      expect(result.filters.months.map((entry) => entry.month)).toEqual(
        [...result.filters.months.map((entry) => entry.month)].sort(),
      );
      expect(result.filters.months[0]!.month).toBe(TODAY.slice(0, 7));
      for (const entry of result.filters.months.slice(0, 3)) {
        const first = `${entry.month}-01` < TODAY ? TODAY : `${entry.month}-01`;
        const last = addDays(
          new Date(Date.UTC(Number(entry.month.slice(0, 4)), Number(entry.month.slice(5)), 1))
            .toISOString()
            .slice(0, 10),
          -1,
        );
        const dated =
          expectedIds({ courseType: 'ONLINE', dateFrom: first, dateTo: last }).length +
          expectedIds({ courseType: 'PRESENT', dateFrom: first, dateTo: last }).length;
        expect(entry.count, entry.month).toBe(dated);
      }
    });

    it('counts courses per city of their matching dates', async () => {
      const result = await search({ courseType: 'PRESENT' });
      const expected = new Map<number, number>();
      for (const id of expectedIds({ courseType: 'PRESENT' })) {
        const cities = new Set(matchingSchedules(courseById.get(id)!, {}).map((s) => s.cityId!));
        for (const city of cities) expected.set(city, (expected.get(city) ?? 0) + 1);
      }
      expect(
        Object.fromEntries(result.filters.cities.map((entry) => [entry.id, entry.count])),
      ).toEqual(Object.fromEntries(expected));
      expect(result.filters.cities[0]!.count).toBe(Math.max(...expected.values()));
    });
  });

  describe('bad parameters', () => {
    it.each([
      ['start', { start: -1 }],
      ['start', { start: 0 }],
      ['start', { start: 'abc' }],
      ['start', { start: 1.5 }],
      ['limit', { limit: 101 }],
      ['limit', { limit: 0 }],
      ['scope', { scope: 0 }],
      ['scope', { scope: 'arbeitsrecht' }],
      ['category', { category: 'seminar' }],
      ['courseType', { courseType: 'FOO' }],
      ['courseType', { courseType: 'ALL' }],
      ['types.1', { types: 'EDUCATION,NOTARY' }],
      ['dateFrom', { dateFrom: '01.07.2026' }],
      ['dateFrom', { dateFrom: '2026-02-30' }],
      ['dateFrom', { dateFrom: '0000-01-01' }],
      ['dateTo', { dateTo: '0000-12-31' }],
      ['dateTo', { dateFrom: '2026-07-10', dateTo: '2026-07-09' }],
      ['dateTo', { dateFrom: '2026-07-10', dateTo: '2026-07-10' }],
      ['term', { term: 'x'.repeat(201) }],
      ['term', { term: 'Arbeits\u0000recht' }],
      ['cityName', { cityName: '\u0000' }],
      ['initial', { initial: 'yes' }],
      ['freeSeats', { freeSeats: 'yes' }],
      ['courseTypes.1', { courseTypes: 'ONLINE,BLENDED' }],
      ['cityId', { cityId: 'Köln' }],
      ['cityId', { cityId: 2_147_483_648 }],
      ['radius', { radius: 30 }],
      ['radius', { radius: 'far' }],
    ])('answers 400 naming query.%s', async (field, query) => {
      const response = await get('/api/search', query);
      expect(response.statusCode, response.body).toBe(400);
      const error = apiErrorSchema.parse(response.json());
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.details?.map((detail) => detail.path)).toContain(`query.${field}`);
    });

    it('answers 400 for a city id that names no city', async () => {
      const response = await get('/api/search', { cityId: 999_999, radius: 50 });
      expect(response.statusCode).toBe(400);
      const error = apiErrorSchema.parse(response.json());
      expect(error.details).toEqual([
        { path: 'query.cityId', code: 'NOT_ALLOWED', message: 'is not a known city' },
      ]);
    });

    it('answers 400 for an unknown parameter', async () => {
      const response = await get('/api/search', { sort: 'price' });
      expect(response.statusCode).toBe(400);
      const error = apiErrorSchema.parse(response.json());
      expect(error.details?.[0]?.path).toBe('query');
      expect(error.details?.[0]?.message).toContain('sort');
    });

    it('accepts the display and tracking parameters of the storefront', async () => {
      const result = await search({
        selectedScopeName: 'Arbeitsrecht',
        cityName: 'Köln',
        initial: 'true',
        aid: 'partner-7',
        language: 'de',
      });
      expect(result.count).toBe(expectedIds().length);
    });
  });

  describe('cities', () => {
    const suggest = async (input: string) => {
      const response = await get('/api/search/suggestCity', { input });
      expect(response.statusCode, response.body).toBe(200);
      return searchCitySchema.array().parse(response.json());
    };

    it.each([
      ['koel', 'Köln'],
      ['Köln', 'Köln'],
      ['koln', 'Köln'],
      ['KÖLN', 'Köln'],
      ['muenchen', 'München'],
      ['Munchen', 'München'],
      ['münch', 'München'],
      ['Düss', 'Düsseldorf'],
      ['dues', 'Düsseldorf'],
      ['giessen', 'Gießen'],
      ['Gieß', 'Gießen'],
      ['Giess', 'Gießen'],
      ['nuernberg', 'Nürnberg'],
    ])('suggests %s → %s first', async (input, name) => {
      const cities = await suggest(input);
      expect(cities[0]?.name).toBe(name);
    });

    it('puts names that start with the input first, then names containing it, then similar ones', async () => {
      const cities = (await suggest('gladbach')).map((city) => city.name);
      expect(cities.slice(0, 2).sort()).toEqual(['Bergisch Gladbach', 'Mönchengladbach']);
      const typo = (await suggest('Mönchengladbch')).map((city) => city.name);
      expect(typo[0]).toBe('Mönchengladbach');
      const frank = (await suggest('fra')).map((city) => city.name);
      expect(frank[0]).toBe('Frankfurt am Main');
      const many = await suggest('ber');
      expect(many.length).toBeLessThanOrEqual(10);
      expect(many[0]?.name).toMatch(/^Ber/);
    });

    it('suggests nothing for an unknown place and handles LIKE wildcards literally', async () => {
      expect(await suggest('Xyzzyville')).toEqual([]);
      expect(await suggest('%%%')).toEqual([]);
      expect(await suggest('___')).toEqual([]);
    });

    it('answers 400 naming query.input for a text PostgreSQL cannot store', async () => {
      const response = await get('/api/search/suggestCity', { input: 'Köl\u0000n' });
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).details).toEqual([
        {
          path: 'query.input',
          code: 'UNSTORABLE',
          message: 'must not contain the character U+0000',
        },
      ]);
    });

    it('answers 400 naming query.input below 3 characters', async () => {
      for (const input of ['ko', '  k  ', '']) {
        const response = await get('/api/search/suggestCity', { input });
        expect(response.statusCode).toBe(400);
        expect(apiErrorSchema.parse(response.json()).details?.[0]?.path).toBe('query.input');
      }
      expect((await get('/api/search/suggestCity')).statusCode).toBe(400);
    });

    it('lists every city in German alphabetical order', async () => {
      const response = await get('/api/search/city');
      expect(response.statusCode).toBe(200);
      const cities = searchCitySchema.array().parse(response.json());
      expect(cities).toHaveLength(data.cities.length);
      const names = cities.map((city) => city.name);
      expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
      // German order puts umlauts with their base letter: Düren before Düsseldorf before Essen.
      expect(names.indexOf('Düren')).toBeLessThan(names.indexOf('Düsseldorf'));
      expect(names.indexOf('Düsseldorf')).toBeLessThan(names.indexOf('Essen'));
    });

    it('gives one city with its coordinates, 404 for an unknown id, 400 for a bad one', async () => {
      const koeln = cityByName('Köln');
      const response = await get(`/api/search/city/${koeln.id}`);
      expect(response.statusCode).toBe(200);
      expect(searchCityDetailSchema.parse(response.json())).toEqual({
        id: koeln.id,
        name: 'Köln',
        state: 'Nordrhein-Westfalen',
        latitude: koeln.latitude,
        longitude: koeln.longitude,
      });
      const missing = await get('/api/search/city/999999');
      expect(missing.statusCode).toBe(404);
      expect(apiErrorSchema.parse(missing.json()).code).toBe('NOT_FOUND');
      const bad = await get('/api/search/city/koeln');
      expect(bad.statusCode).toBe(400);
      expect(apiErrorSchema.parse(bad.json()).details?.[0]?.path).toBe('params.id');
    });
  });

  describe('the search text maintained by triggers', () => {
    it('follows renamed speakers and organizers and changed speaker lists', async () => {
      const lindner = data.speakers.find((speaker) => speaker.lastName === 'Lindner')!;
      const taught = (await allIds({ term: 'Lindner' })).sort();
      await db.execute(sql`update speakers set last_name = 'Quastenberg' where id = ${lindner.id}`);
      expect((await allIds({ term: 'Quastenberg' })).sort()).toEqual(taught);
      expect(await allIds({ term: 'Lindner' })).toEqual([]);
      await db.execute(sql`update speakers set last_name = 'Lindner' where id = ${lindner.id}`);
      expect((await allIds({ term: 'Lindner' })).sort()).toEqual(taught);

      const organizer = data.organizers.find((candidate) => candidate.slug === 'daa-rhein-ruhr')!;
      await db.execute(
        sql`update organizers set name = 'Zeppelinakademie' where id = ${organizer.id}`,
      );
      const renamed = await allIds({ term: 'Zeppelinakademie' });
      expect(renamed.length).toBeGreaterThan(0);
      for (const id of renamed) expect(courseById.get(id)!.organizerId).toBe(organizer.id);
      await db.execute(
        sql`update organizers set name = ${organizer.name} where id = ${organizer.id}`,
      );
      expect(await allIds({ term: 'Zeppelinakademie' })).toEqual([]);

      const other = expectedIds().find((id) => !taught.includes(id))!;
      await db.execute(
        sql`insert into course_speakers (course_id, speaker_id, position)
            values (${other}, ${lindner.id}, 9)`,
      );
      expect(await allIds({ term: 'Lindner' })).toContain(other);
      await db.execute(
        sql`delete from course_speakers where course_id = ${other} and speaker_id = ${lindner.id}`,
      );
      expect(await allIds({ term: 'Lindner' })).not.toContain(other);
    });

    it("follows a scope's changed search terms and a course's changed scopes", async () => {
      const scope = data.scopes.find((entry) => entry.key === 'vergaberecht')!;
      const inScope = expectedIds({ scope: scope.id! }).sort();
      expect(inScope.length).toBeGreaterThan(0);
      expect(await allIds({ term: 'Zeppelinrecht' })).toEqual([]);
      await db.execute(
        sql`update scopes set search_terms = 'Zeppelinrecht' where id = ${scope.id}`,
      );
      expect((await allIds({ term: 'Zeppelinrecht' })).sort()).toEqual(inScope);

      const other = expectedIds().find((id) => !inScope.includes(id))!;
      await db.execute(
        sql`insert into course_scopes (course_id, scope_id) values (${other}, ${scope.id})`,
      );
      expect(await allIds({ term: 'Zeppelinrecht' })).toContain(other);
      await db.execute(
        sql`delete from course_scopes where course_id = ${other} and scope_id = ${scope.id}`,
      );
      expect(await allIds({ term: 'Zeppelinrecht' })).not.toContain(other);

      await db.execute(
        sql`update scopes set search_terms = ${scope.searchTerms ?? ''} where id = ${scope.id}`,
      );
      expect(await allIds({ term: 'Zeppelinrecht' })).toEqual([]);
    });

    it("follows changed schedules and a course's changed types, and forgets deleted schedules", async () => {
      const courseId = expectedIds().find((id) => courseById.get(id)!.courseType === 'ONLINE')!;
      const course = courseById.get(courseId)!;
      const [schedule] = await queryRows<{ id: number; start: string; end: string }>(
        db,
        sql`select id, to_char(start_date, 'YYYY-MM-DD') as start, to_char(end_date, 'YYYY-MM-DD') as end
            from course_schedules where course_id = ${courseId} and end_date >= ${TODAY}::date
            order by start_date limit 1`,
      );
      // Self-study ignores the window: the online courses in it.
      const window = { dateFrom: '2031-03-02', dateTo: '2031-03-04', courseType: 'ONLINE' };
      expect(await allIds(window)).toEqual([]);
      await db.execute(
        sql`update course_schedules set start_date = '2031-03-03', end_date = '2031-03-03'
            where id = ${schedule!.id}`,
      );
      expect(await allIds(window)).toEqual([courseId]);

      await db.execute(sql`update courses set course_type = 'PRESENT' where id = ${courseId}`);
      expect(await allIds({ ...window, courseType: 'PRESENT' })).toEqual([courseId]);
      expect(await allIds(window)).toEqual([]);
      await db.execute(
        sql`update courses set course_type = ${course.courseType} where id = ${courseId}`,
      );
      await db.execute(
        sql`update course_schedules set start_date = ${schedule!.start}, end_date = ${schedule!.end}
            where id = ${schedule!.id}`,
      );

      const [added] = await queryRows<{ id: number }>(
        db,
        sql`insert into course_schedules (course_id, start_date, end_date, seats)
            values (${courseId}, '2031-03-03', '2031-03-03', 10) returning id`,
      );
      expect(await allIds(window)).toEqual([courseId]);
      await db.execute(sql`delete from course_schedules where id = ${added!.id}`);
      expect(await allIds(window)).toEqual([]);
    });
  });

  describe('what a search keeps', () => {
    const version = async () => {
      const [row] = await queryRows<{ version: number }>(
        db,
        sql`select version::int as version from catalogue_version`,
      );
      return row!.version;
    };

    it('keeps what a filter found until the catalogue version rises', async () => {
      const course = courseById.get(expectedIds()[0]!)!;
      expect(await allIds({ term: 'Zeppelinkurs' })).toEqual([]);
      // A change that bypasses the version (its trigger disabled) stays unseen: the empty
      // result of the filter is kept.
      await db.execute(sql`alter table courses disable trigger courses_version_update`);
      try {
        await db.execute(sql`update courses set name = 'Zeppelinkurs' where id = ${course.id}`);
      } finally {
        await db.execute(sql`alter table courses enable trigger courses_version_update`);
      }
      expect(await allIds({ term: 'Zeppelinkurs' })).toEqual([]);
      await db.execute(sql`update catalogue_version set version = version + 1`);
      expect(await allIds({ term: 'Zeppelinkurs' })).toEqual([course.id]);
      // With the trigger, a change is seen by the next search.
      await db.execute(sql`update courses set name = ${course.name} where id = ${course.id}`);
      expect(await allIds({ term: 'Zeppelinkurs' })).toEqual([]);
    });

    it('keeps the cities within a radius of a searched city until the catalogue version rises', async () => {
      const koeln = cityByName('Köln').id!;
      const bonn = cityByName('Bonn');
      // Each search a filter of its own, so that only the kept cities are shared between them
      // (a city search finds PRESENT dates only, with or without the course type).
      const nearCities = async (courseType?: string) =>
        (
          await search({
            cityId: koeln,
            radius: 50,
            limit: 100,
            ...(courseType ? { courseType } : {}),
          })
        ).filters.cities.map((city) => city.name);
      expect(await nearCities()).toContain('Bonn');
      // Bonn moved to the Baltic Sea with its trigger disabled: the version stays, and the kept
      // cities within 50 km of Köln still hold Bonn.
      await db.execute(sql`alter table cities disable trigger cities_version_update`);
      try {
        await db.execute(
          sql`update cities set latitude = 54.5, longitude = 13.5 where id = ${bonn.id}`,
        );
      } finally {
        await db.execute(sql`alter table cities enable trigger cities_version_update`);
      }
      try {
        expect(await nearCities('PRESENT')).toContain('Bonn');
        await db.execute(sql`update catalogue_version set version = version + 1`);
        expect(await nearCities('PRESENT')).not.toContain('Bonn');
      } finally {
        // With the trigger, the move back is seen by the next search.
        await db.execute(
          sql`update cities set latitude = ${bonn.latitude}, longitude = ${bonn.longitude}
              where id = ${bonn.id}`,
        );
      }
      expect(await nearCities()).toContain('Bonn');
    });

    it('raises the version with every change a search could see, and not with bookings', async () => {
      const before = await search({}, renoHost);
      const first = before.courses[0]!;
      const schedules = data.courseSchedules.filter((row) => row.courseId === first.id);
      let seen = await version();

      // Bookings that fill every date: the page shows it at once, the version stays.
      await db.execute(
        sql`update course_schedules set booked = seats where course_id = ${first.id}`,
      );
      expect(await version()).toBe(seen);
      const full = await search({}, renoHost);
      expect(full.courses[0]!.nextSchedule!.full).toBe(true);
      expect(full.courses[0]!.priceFrom).toBeNull();
      expect(full.count).toBe(before.count);
      for (const schedule of schedules) {
        await db.execute(
          sql`update course_schedules set booked = ${schedule.booked} where id = ${schedule.id}`,
        );
      }

      // A new RENO course with a date is counted by the next search.
      const [added] = await queryRows<{ id: number }>(
        db,
        sql`insert into courses (slug, name, description_de, description_en, course_type,
              search_type, category, duration_value, organizer_id)
            values ('versioniert', 'Versioniert', 'Kurs', 'Course', 'ONLINE', 'RENO',
              'online-seminar', 2, ${first.organizer.id})
            returning id`,
      );
      expect(await version()).toBeGreaterThan(seen);
      seen = await version();
      await db.execute(
        sql`insert into course_schedules (course_id, start_date, end_date, seats)
            values (${added!.id}, '2026-07-01', '2026-07-01', 10)`,
      );
      expect(await version()).toBeGreaterThan(seen);
      expect((await search({}, renoHost)).count).toBe(before.count + 1);

      for (const change of [
        sql`update cities set name = name || ' ' where id = ${cityByName('Köln').id}`,
        sql`update cities set name = trim(name) where id = ${cityByName('Köln').id}`,
        sql`update scopes set name_de = name_de where id = ${data.scopes[0]!.id}`,
        sql`insert into course_scopes (course_id, scope_id) values (${added!.id}, ${data.scopes[0]!.id})`,
        sql`delete from course_scopes where course_id = ${added!.id}`,
        sql`delete from course_schedules where course_id = ${added!.id}`,
        sql`delete from courses where id = ${added!.id}`,
      ]) {
        seen = await version();
        await db.execute(change);
        expect(await version()).toBeGreaterThan(seen);
      }
      expect((await search({}, renoHost)).count).toBe(before.count);
      // A statement that changes no row leaves the version.
      seen = await version();
      await db.execute(sql`delete from courses where id = -1`);
      expect(await version()).toBe(seen);
    });
  });

  describe('the app', () => {
    it('serves the search calls through buildApp on the current day and lists them in /api/docs', async () => {
      const real = await buildApp({ database: testDatabase.database, domains, mailer });
      try {
        const response = await real.inject({ url: '/api/search?limit=5&types=EDUCATION' });
        expect(response.statusCode).toBe(200);
        const result = searchResultSchema.parse(response.json());
        for (const course of result.courses) {
          expect(course.nextSchedule!.endDate >= germanToday()).toBe(true);
        }
        const docs = (await real.inject({ url: '/api/docs' })).json();
        expect(Object.keys(docs.paths)).toEqual(
          expect.arrayContaining([
            '/api/search',
            '/api/search/suggestCity',
            '/api/search/city',
            '/api/search/city/{id}',
          ]),
        );
        expect(docs.paths['/api/search'].get.operationId).toBe('search');
      } finally {
        await real.close();
      }
    });
  });

  describe('the count cap', () => {
    it('counts at most 1000 courses and says so, with filter counts over the same 1000', async () => {
      await db.execute(
        sql`insert into courses (slug, name, description_de, description_en, course_type,
              search_type, category, duration_value, organizer_id)
            select 'masse-' || g, 'Massenkurs ' || g, 'Massenware', 'Bulk', 'ONLINE', 'EDUCATION',
              'online-seminar', 2, 1
            from generate_series(1, 950) g`,
      );
      await db.execute(
        sql`insert into course_schedules (course_id, start_date, end_date, seats)
            select id, '2026-07-01', '2026-07-01', 50 from courses where slug like 'masse-%'`,
      );
      const result = await search({ limit: 5 });
      expect(result.count).toBe(1000);
      expect(result.countCapped).toBe(true);
      expect(result.filters.courseTypes.reduce((sum, entry) => sum + entry.count, 0)).toBe(1000);
      const bulk = await search({ term: 'Massenware' });
      expect(bulk.count).toBe(950);
      expect(bulk.countCapped).toBe(false);
      // The organizer's name reached the new rows through the insert trigger.
      const [row] = await queryRows<{ text: string }>(
        db,
        sql`select search_text as text from courses where slug = 'masse-1'`,
      );
      expect(row?.text).toBe(data.organizers[0]!.name);
    });

    it('ranks at most 1000 matching courses of a term, the first by id, page after page, and counts those', async () => {
      // 120 more matches with the term in the name (ranked above the 950 with it in the text).
      await db.execute(
        sql`insert into courses (slug, name, description_de, description_en, course_type,
              search_type, category, duration_value, organizer_id)
            select 'massenware-' || g, 'Massenware kompakt ' || g, 'Kurs', 'Course', 'ONLINE',
              'EDUCATION', 'online-seminar', 2, 1
            from generate_series(1, 120) g`,
      );
      await db.execute(
        sql`insert into course_schedules (course_id, start_date, end_date, seats)
            select id, '2026-07-02', '2026-07-02', 50 from courses where slug like 'massenware-%'`,
      );
      const named = await queryRows<{ id: number }>(
        db,
        sql`select id from courses where slug like 'massenware-%' order by id`,
      );
      // Only the named courses beyond the cap have a scope: the filter counts leave it out.
      const beyond = named.slice(50).map((course) => course.id);
      await db.execute(
        sql`insert into course_scopes (course_id, scope_id)
            select id, ${data.scopes[0]!.id} from courses
            where id = any(${`{${beyond.join(',')}}`}::int[])`,
      );
      const first = await search({ term: 'Massenware', limit: 40 });
      const second = await search({ term: 'Massenware', limit: 40, start: 2 });
      expect(first.count).toBe(1000);
      expect(first.countCapped).toBe(true);
      expect(first.filters.scopes).toEqual([]);
      expect(first.filters.courseTypes).toEqual([{ value: 'ONLINE', count: 1000 }]);
      // 950 + 50 courses are ranked: the 50 named ones with the lowest ids lead, in date and id
      // order among equals; the 70 named ones beyond the cap are not ranked.
      const ranked = named.slice(0, 50).map((course) => course.id);
      const ids = [...first.courses, ...second.courses].map((course) => course.id);
      expect(ids.slice(0, 50)).toEqual(ranked);
      expect(ids).not.toContain(named[50]!.id);
      expect(new Set(ids).size).toBe(80);
    });

    it('continues the walked first courses with aggregated pages, in order and without repeats', async () => {
      const pages: SearchResult['courses'] = [];
      for (let start = 1; start < 40; start++) {
        const page = await search({ limit: 50, start });
        pages.push(...page.courses);
        if (page.courses.length < 50) break;
      }
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(distinct course_id)::int as n from search_schedules
            where end_date >= ${TODAY}::date and search_type <> 'RENO'`,
      );
      // More courses than the walk reads schedules, so that the later pages are aggregated.
      expect(row!.n).toBeGreaterThan(1000);
      expect(pages).toHaveLength(row!.n);
      expect(new Set(pages.map((course) => course.id)).size).toBe(row!.n);
      // In order of the earliest matching date (the card shows the first bookable one).
      const earliest = (course: SearchResult['courses'][number]) =>
        courseById.has(course.id)
          ? matchingSchedules(courseById.get(course.id)!, {})[0]!.startDate
          : course.nextSchedule!.startDate;
      for (let index = 1; index < pages.length; index++) {
        const [a, b] = [pages[index - 1]!, pages[index]!];
        const order = earliest(a).localeCompare(earliest(b)) || a.id - b.id;
        expect(order, `${a.id} before ${b.id}`).toBeLessThan(0);
      }
    });
  });
});
