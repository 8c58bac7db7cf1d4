// @vitest-environment node
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  courseDetailSchema,
  courseInfoSchema,
  courseOverviewSchema,
  coursesOverviewSchema,
  organizerDetailSchema,
  organizerListEntrySchema,
  packageSourceSchema,
  referentDetailSchema,
  referentListEntrySchema,
} from '@kursmarkt/schemas';
import { buildApp } from './app.ts';
import { pdfText } from './catalogue/pdf-text.ts';
import { waitingListRequests } from './db/schema.ts';
import { buildSeedData, seedDatabase } from './seed/index.ts';
import { openTestDatabase, testDatabaseTargets, type TestDatabase } from './db/test-databases.ts';
import { loadDomains, type Domain } from './domains/load.ts';
import type { Mailer } from './mail/transport.ts';

const examples = path.join(import.meta.dirname, '..', '..', '..', 'site', 'domains');

/** The catalogue is seeded relative to this day, and the clock stands at `now`. */
const referenceDate = '2026-03-01';
const now = new Date('2026-03-10T09:00:00Z');
const today = '2026-03-10';
const seed = buildSeedData(referenceDate);

const errorOf = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json());
const pathsOf = (response: { json: () => unknown }) =>
  (errorOf(response).details ?? []).map((detail) => detail.path);

// Known seed facts, looked up by name so that a change of the seed fails loudly here.
const courseNamed = (name: string) => {
  const course = seed.courses.find((candidate) => candidate.name === name);
  if (!course) throw new Error(`No seeded course ${name}`);
  return course as Required<typeof course>;
};
const schedulesOf = (courseId: number) =>
  seed.courseSchedules
    .filter((schedule) => schedule.courseId === courseId)
    .map((schedule) => schedule as Required<typeof schedule>);
const pricesOf = (scheduleId: number) =>
  seed.priceLevels.filter((level) => level.scheduleId === scheduleId);
const organizerOf = (id: number) => seed.organizers.find((organizer) => organizer.id === id)!;
const scopeOf = (id: number) => seed.scopes.find((scope) => scope.id === id)!;

const agrar = courseNamed('Fachanwaltslehrgang Agrarrecht');
/** A course with a date that ended before `today` and three dates to come. */
const withEndedDate = seed.courses.find((course) => {
  const schedules = schedulesOf(course.id!);
  return (
    schedules.some((schedule) => schedule.endDate < today) &&
    schedules.filter((schedule) => schedule.endDate >= today).length >= 2
  );
}) as Required<(typeof seed.courses)[number]>;
const endedSchedule = schedulesOf(withEndedDate.id).find((schedule) => schedule.endDate < today)!;
/** A fully booked date to come (the seed books out every ninth dated schedule). */
const fullSchedule = seed.courseSchedules.find(
  (schedule) =>
    schedule.booked === schedule.seats && schedule.endDate! >= today && !schedule.cancelledAt,
) as Required<(typeof seed.courseSchedules)[number]>;
const freeSchedule = seed.courseSchedules.find(
  (schedule) => schedule.booked! < schedule.seats! && schedule.endDate! >= today,
) as Required<(typeof seed.courseSchedules)[number]>;

describe.each(testDatabaseTargets())('the catalogue API on $name', (target) => {
  let testDatabase: TestDatabase;
  let domains: Domain[];
  let app: FastifyInstance;
  const mailer: Mailer = { async send() {} };
  let client = 0;
  /** A fresh client address per request, so the rate limits stay out of the way. */
  const nextAddress = () => `10.20.${Math.floor(++client / 250)}.${client % 250}`;
  const get = (url: string, host = 'recht.kursmarkt.test') =>
    app.inject({ url, headers: { host }, remoteAddress: nextAddress() });

  /** The app's clock: at `now`, unless a test moves it. */
  let clockAt = now;
  const clock = { now: () => clockAt };

  beforeAll(async () => {
    testDatabase = await openTestDatabase(target);
    await seedDatabase(testDatabase.database.db, { referenceDate });
    domains = (await loadDomains(examples)).domains;
    app = await buildApp({ database: testDatabase.database, domains, mailer, clock });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await testDatabase?.cleanup();
  });

  describe('GET /api/course/:id', () => {
    it('answers a specialist course with organizer, scopes, speakers, dates, prices and documents', async () => {
      const response = await get(`/api/course/${agrar.id}`);
      expect(response.statusCode).toBe(200);
      const course = courseDetailSchema.parse(response.json());
      const organizer = organizerOf(agrar.organizerId);
      expect(course).toMatchObject({
        id: agrar.id,
        slug: 'fachanwaltslehrgang-agrarrecht',
        name: 'Fachanwaltslehrgang Agrarrecht',
        description: agrar.descriptionDe,
        courseType: agrar.courseType,
        searchType: 'SPECIALIZATION',
        category: 'fachanwaltslehrgang',
        durationValue: 120,
        organizer: { id: organizer.id, name: organizer.name, slug: organizer.slug },
        detailPath: `/fachanwaltslehrgang/fachanwaltslehrgang-agrarrecht-${agrar.id}`,
      });
      expect(course.scopes).toEqual([{ id: 1, name: 'Agrarrecht' }]);
      const speakerIds = seed.courseSpeakers
        .filter((entry) => entry.courseId === agrar.id)
        .sort((a, b) => a.position! - b.position!)
        .map((entry) => entry.speakerId);
      expect(course.speakers.map((speaker) => speaker.id)).toEqual(speakerIds);
      expect(course.documents).toEqual(
        seed.courseDocuments
          .filter((document) => document.courseId === agrar.id)
          .map(({ id, title, kind }) => ({ id, title, kind })),
      );
      const schedules = schedulesOf(agrar.id);
      expect(course.schedules.map((schedule) => schedule.id)).toEqual(
        schedules.map((schedule) => schedule.id),
      );
      const [first] = course.schedules;
      const seeded = schedules[0]!;
      expect(first).toMatchObject({
        startDate: seeded.startDate,
        endDate: seeded.endDate,
        seats: seeded.seats,
        booked: seeded.booked,
        available: seeded.seats - seeded.booked,
        full: false,
        venue: seeded.venue,
      });
      expect(first!.city?.id).toBe(seeded.cityId);
      expect(first!.running).toBe(seeded.startDate < today);
      // Only the levels bookable today: an early-bird price after its deadline is left out.
      expect(first!.priceLevels).toEqual(
        pricesOf(seeded.id)
          .filter((level) => !level.bookableUntil || level.bookableUntil >= today)
          .map((level) => ({
            id: level.id,
            name: level.nameDe,
            priceValue: level.priceCents,
            bookableUntil: level.bookableUntil ?? null,
            condition: level.conditionDe ?? null,
          })),
      );
      expect(course.meta.title).toContain('Fachanwaltslehrgang Agrarrecht');
      expect(course.meta.description.length).toBeLessThanOrEqual(160);
      expect(agrar.descriptionDe.startsWith(course.meta.description.replace(/…$/, ''))).toBe(true);
    });

    it('answers description, scope and price level names in English for ?language=en', async () => {
      const response = await get(`/api/course/${agrar.id}?language=en`);
      expect(response.statusCode).toBe(200);
      const course = courseDetailSchema.parse(response.json());
      expect(course.description).toBe(agrar.descriptionEn);
      expect(course.scopes).toEqual([{ id: 1, name: scopeOf(1).nameEn }]);
      expect(course.schedules[0]!.priceLevels[0]!.name).toBe('Standard');
      const early = seed.priceLevels.find((level) => level.nameDe === 'Frühbucher')!;
      const schedule = seed.courseSchedules.find((entry) => entry.id === early.scheduleId)!;
      const other = courseDetailSchema.parse(
        (await get(`/api/course/${schedule.courseId}?language=en`)).json(),
      );
      const names = other.schedules.flatMap((entry) =>
        entry.priceLevels.map((level) => level.name),
      );
      if (schedule.endDate! >= today) expect(names).toContain('Early bird');
      expect(names).not.toContain('Frühbucher');
    });

    it('lists only dates that have not ended, by start date', async () => {
      const course = courseDetailSchema.parse(
        (await get(`/api/course/${withEndedDate.id}`)).json(),
      );
      const upcoming = schedulesOf(withEndedDate.id)
        .filter((schedule) => schedule.endDate >= today)
        .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
      expect(course.schedules.map((schedule) => schedule.id)).toEqual(
        upcoming.map((schedule) => schedule.id),
      );
      expect(course.schedules.map((schedule) => schedule.id)).not.toContain(endedSchedule.id);
    });

    it("leaves out a date its organizer cancelled (the demo's one): not on the course page, not its course's next date, not in the year's overview", async () => {
      const cancelled = seed.courseSchedules.filter((schedule) => schedule.cancelledAt);
      expect(cancelled).toHaveLength(1);
      const { id, courseId, startDate } = cancelled[0] as Required<(typeof cancelled)[number]>;
      const course = courseDetailSchema.parse((await get(`/api/course/${courseId}`)).json());
      const upcoming = schedulesOf(courseId)
        .filter((schedule) => schedule.endDate >= today && schedule.id !== id)
        .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
      expect(course.schedules.map((schedule) => schedule.id)).toEqual(
        upcoming.map((schedule) => schedule.id),
      );
      const overview = courseOverviewSchema.parse(
        (await get(`/api/course/${courseId}/overview`)).json(),
      );
      expect(overview.schedule?.id ?? null).toBe(upcoming[0]?.id ?? null);
      const year = coursesOverviewSchema.parse(
        (await get(`/api/courses/overview/${startDate.slice(0, 4)}`)).json(),
      );
      const listed = year.months.flatMap((entry) => entry.courses.map((c) => c.schedule!.id));
      expect(listed).not.toContain(id);
    });

    it('marks a fully booked date as full with no places available', async () => {
      const course = courseDetailSchema.parse(
        (await get(`/api/course/${fullSchedule.courseId}`)).json(),
      );
      const schedule = course.schedules.find((entry) => entry.id === fullSchedule.id);
      expect(schedule).toMatchObject({ full: true, available: 0, booked: fullSchedule.seats });
    });

    it.each([
      ['Jahrestagung Agrarrecht – 15 Stunden nach § 15 FAO', '/fortbildung-15-fao/'],
      ['Hofübergabe und Höfeordnung in der Beratungspraxis', '/fortbildung/'],
      ['Zwangsvollstreckung für Einsteiger', '/fortbildung/'],
    ])('gives "%s" a detail path under %s', async (name, prefix) => {
      const seeded = courseNamed(name);
      const course = courseDetailSchema.parse((await get(`/api/course/${seeded.id}`)).json());
      expect(course.detailPath).toBe(`${prefix}${seeded.slug}-${seeded.id}`);
    });

    it('answers an unknown course with 404 NOT_FOUND', async () => {
      const response = await get('/api/course/99999');
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    });

    it.each(['abc', '0', '-3', '1.5', '2147483648'])(
      'rejects the course id %s with 400 naming params.id',
      async (id) => {
        const response = await get(`/api/course/${id}`);
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).code).toBe('BAD_REQUEST');
        expect(pathsOf(response)).toEqual(['params.id']);
      },
    );

    it('rejects an unknown query parameter with 400', async () => {
      const response = await get(`/api/course/${agrar.id}?colour=red`);
      expect(response.statusCode).toBe(400);
    });
  });

  describe('GET /api/course/:id/overview', () => {
    it('answers the next date, the lowest price of the coming dates and the detail path', async () => {
      const response = await get(`/api/course/${withEndedDate.id}/overview`);
      expect(response.statusCode).toBe(200);
      const overview = courseOverviewSchema.parse(response.json());
      const upcoming = schedulesOf(withEndedDate.id)
        .filter((schedule) => schedule.endDate >= today)
        .sort((a, b) => a.startDate.localeCompare(b.startDate));
      const lowest = Math.min(
        ...upcoming.flatMap((schedule) => pricesOf(schedule.id).map((level) => level.priceCents)),
      );
      const organizer = organizerOf(withEndedDate.organizerId);
      expect(overview).toMatchObject({
        id: withEndedDate.id,
        name: withEndedDate.name,
        organizer: { id: organizer.id, name: organizer.name },
        courseType: withEndedDate.courseType,
        durationValue: withEndedDate.durationValue,
        priceFrom: lowest,
      });
      expect(overview.schedule).toMatchObject({
        id: upcoming[0]!.id,
        startDate: upcoming[0]!.startDate,
      });
      expect(overview.detailPath).toMatch(
        new RegExp(`-${withEndedDate.id}$|/${withEndedDate.id}$`),
      );
    });

    it('answers 404 for an unknown course and 400 for a non-numeric id', async () => {
      expect((await get('/api/course/99999/overview')).statusCode).toBe(404);
      const response = await get('/api/course/x/overview');
      expect(response.statusCode).toBe(400);
      expect(pathsOf(response)).toEqual(['params.id']);
    });
  });

  describe('GET /api/course/:id/info', () => {
    it("answers one date's place, seats and prices", async () => {
      const upcoming = schedulesOf(withEndedDate.id).find((schedule) => schedule.endDate >= today)!;
      const response = await get(`/api/course/${withEndedDate.id}/info?scheduleId=${upcoming.id}`);
      expect(response.statusCode).toBe(200);
      const info = courseInfoSchema.parse(response.json());
      expect(info).toMatchObject({
        id: upcoming.id,
        courseId: withEndedDate.id,
        courseName: withEndedDate.name,
        courseType: withEndedDate.courseType,
        startDate: upcoming.startDate,
        endDate: upcoming.endDate,
        seats: upcoming.seats,
        available: upcoming.seats - upcoming.booked,
        ended: false,
      });
      expect(info.priceLevels.map((level) => level.id)).toEqual(
        pricesOf(upcoming.id).map((level) => level.id),
      );
    });

    it('answers a date that has ended, marked as ended', async () => {
      const response = await get(
        `/api/course/${withEndedDate.id}/info?scheduleId=${endedSchedule.id}`,
      );
      expect(response.statusCode).toBe(200);
      expect(courseInfoSchema.parse(response.json()).ended).toBe(true);
    });

    it('rejects a request without scheduleId with 400 naming query.scheduleId', async () => {
      const response = await get(`/api/course/${agrar.id}/info`);
      expect(response.statusCode).toBe(400);
      expect(pathsOf(response)).toEqual(['query.scheduleId']);
    });

    it('answers 404 for a date of another course', async () => {
      const response = await get(`/api/course/${agrar.id}/info?scheduleId=${endedSchedule.id}`);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    });
  });

  describe('GET /api/course/:id/document/:documentId', () => {
    const documentOf = (courseId: number) =>
      seed.courseDocuments.find((document) => document.courseId === courseId)!;

    it('answers a real PDF with title, course, organizer, dates, prices and description', async () => {
      const document = documentOf(agrar.id);
      const response = await get(`/api/course/${agrar.id}/document/${document.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `inline; filename="fachanwaltslehrgang-agrarrecht-${document.kind.toLowerCase()}.pdf"`,
      );
      const pdf = response.rawPayload;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
      const text = pdfText(pdf);
      expect(text).toContain(document.title);
      expect(text).toContain('Fachanwaltslehrgang Agrarrecht');
      expect(text).toContain(organizerOf(agrar.organizerId).name);
      expect(text).toContain('120 Zeitstunden');
      expect(text).toContain('Termine und Preise');
      const first = schedulesOf(agrar.id)[0]!;
      const [year, month, day] = first.startDate.split('-');
      expect(text).toContain(`${day}.${month}.${year}`);
      const standard = pricesOf(first.id)[0]!.priceCents;
      const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
      expect(text).toContain(euro.format(standard / 100).replace(/\s/g, ' '));
      expect(text).toContain(agrar.descriptionDe.slice(0, 60));
      // The Info dictionary names the course too (written uncompressed).
      expect(pdf.toString('latin1')).toMatch(/\/Title \d+ 0 R/);
      expect(pdf.toString('latin1')).toContain('(Fachanwaltslehrgang Agrarrecht)');
    });

    it('answers the PDF in English for ?language=en', async () => {
      const document = documentOf(agrar.id);
      const response = await get(`/api/course/${agrar.id}/document/${document.id}?language=en`);
      expect(response.statusCode).toBe(200);
      const text = pdfText(response.rawPayload);
      expect(text).toContain('Dates and prices');
      expect(text).toContain('120 hours');
      expect(text).toContain(agrar.descriptionEn.slice(0, 60));
      expect(text).not.toContain('Termine und Preise');
    });

    it('answers 404 for a document of another course', async () => {
      const other = documentOf(agrar.id + 1);
      const response = await get(`/api/course/${agrar.id}/document/${other.id}`);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    });

    it('answers 404 for an unknown course and 400 for a non-numeric document id', async () => {
      expect((await get('/api/course/99999/document/1')).statusCode).toBe(404);
      const response = await get(`/api/course/${agrar.id}/document/programm`);
      expect(response.statusCode).toBe(400);
      expect(pathsOf(response)).toEqual(['params.documentId']);
    });
  });

  describe('GET /api/courses/overview/:year', () => {
    const lawyerTypes = ['SPECIALIZATION', 'EDUCATION'];
    const seededIn = (year: number, filter: (course: (typeof seed.courses)[number]) => boolean) =>
      seed.courseSchedules.filter((schedule) => {
        const course = seed.courses.find((candidate) => candidate.id === schedule.courseId)!;
        return (
          schedule.startDate!.startsWith(`${year}-`) && !schedule.cancelledAt && filter(course)
        );
      });

    it("groups the year's dates of the domain's search types by month of their start", async () => {
      const response = await get('/api/courses/overview/2026');
      expect(response.statusCode).toBe(200);
      const overview = coursesOverviewSchema.parse(response.json());
      expect(overview.year).toBe(2026);
      const months = overview.months.map((entry) => entry.month);
      expect(months).toEqual([...months].sort());
      expect(new Set(months).size).toBe(months.length);
      for (const { month, courses } of overview.months) {
        expect(courses.length).toBeGreaterThan(0);
        for (const course of courses)
          expect(course.schedule!.startDate.startsWith(month)).toBe(true);
        const starts = courses.map((course) => course.schedule!.startDate);
        expect(starts).toEqual([...starts].sort());
      }
      const listed = overview.months.flatMap((entry) => entry.courses.map((c) => c.schedule!.id));
      const expected = seededIn(2026, (course) => lawyerTypes.includes(course.searchType!));
      expect(listed.sort((a, b) => a - b)).toEqual(
        expected.map((schedule) => schedule.id!).sort((a, b) => a - b),
      );
      // An entry's price is the lowest of its own date.
      const entry = overview.months[0]!.courses[0]!;
      expect(entry.priceFrom).toBe(
        Math.min(...pricesOf(entry.schedule!.id).map((level) => level.priceCents)),
      );
    });

    it('leaves out dates that have ended with futureEventsOnly=true', async () => {
      const all = coursesOverviewSchema.parse((await get('/api/courses/overview/2026')).json());
      const future = coursesOverviewSchema.parse(
        (await get('/api/courses/overview/2026?futureEventsOnly=true')).json(),
      );
      const ids = (overview: typeof all) =>
        overview.months.flatMap((entry) => entry.courses.map((course) => course.schedule!.id));
      const ended = seed.courseSchedules
        .filter(
          (schedule) =>
            schedule.startDate!.startsWith('2026-') &&
            schedule.endDate! < today &&
            seed.courses.find((course) => course.id === schedule.courseId)!.searchType !== 'RENO',
        )
        .map((schedule) => schedule.id!);
      expect(ended.length).toBeGreaterThan(0);
      expect(ids(all)).toEqual(expect.arrayContaining(ended));
      for (const id of ended) expect(ids(future)).not.toContain(id);
      expect(ids(future).length).toBe(ids(all).length - ended.length);
    });

    it('answers only RENO courses on the RENO domain', async () => {
      const overview = coursesOverviewSchema.parse(
        (await get('/api/courses/overview/2026', 'reno.kursmarkt.test')).json(),
      );
      const ids = overview.months.flatMap((entry) => entry.courses.map((course) => course.id));
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) {
        expect(seed.courses.find((course) => course.id === id)!.searchType).toBe('RENO');
      }
    });

    it("narrows to one organizer's courses with organizerId", async () => {
      const overview = coursesOverviewSchema.parse(
        (await get(`/api/courses/overview/2026?organizerId=${agrar.organizerId}`)).json(),
      );
      const entries = overview.months.flatMap((entry) => entry.courses);
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) expect(entry.organizer.id).toBe(agrar.organizerId);
    });

    it('answers a year without dates with no months', async () => {
      const overview = coursesOverviewSchema.parse(
        (await get('/api/courses/overview/2030')).json(),
      );
      expect(overview).toEqual({ year: 2030, months: [] });
    });

    it.each([
      ['1999', 'params.year'],
      ['2101', 'params.year'],
      ['next', 'params.year'],
      ['2026?futureEventsOnly=yes', 'query.futureEventsOnly'],
    ])('rejects %s with 400 naming %s', async (rest, path) => {
      const response = await get(`/api/courses/overview/${rest}`);
      expect(response.statusCode).toBe(400);
      expect(pathsOf(response)).toEqual([path]);
    });
  });

  describe('credit packages', () => {
    it("lists the packages of the domain's search types", async () => {
      const lawyer = packageSourceSchema.array().parse((await get('/api/courses/packages')).json());
      expect(lawyer.map((entry) => entry.id)).toEqual(
        seed.packages.filter((entry) => entry.educationalType !== 'RENO').map((entry) => entry.id),
      );
      const reno = packageSourceSchema
        .array()
        .parse((await get('/api/courses/packages', 'reno.kursmarkt.test')).json());
      expect(reno.map((entry) => entry.educationalType)).toEqual(['RENO', 'RENO']);
    });

    it('answers one package with organizer, scope ids, credits and price', async () => {
      const seeded = seed.packages[0]!;
      const response = await get(`/api/courses/packages/${seeded.id}`);
      expect(response.statusCode).toBe(200);
      expect(packageSourceSchema.parse(response.json())).toEqual({
        id: seeded.id,
        name: '15-Stunden-Paket Arbeitsrecht',
        educationalType: 'EDUCATION',
        organizer: { id: seeded.organizerId, name: organizerOf(seeded.organizerId).name },
        professionalScopeIds: seed.packageScopes
          .filter((entry) => entry.packageId === seeded.id)
          .map((entry) => entry.scopeId),
        creditValue: 15,
        price: 42_000,
      });
    });

    it('answers 404 for an unknown package and 400 for a non-numeric id', async () => {
      expect((await get('/api/courses/packages/999')).statusCode).toBe(404);
      expect(pathsOf(await get('/api/courses/packages/eins'))).toEqual(['params.id']);
    });
  });

  describe('organizers', () => {
    it('lists every organizer by name with city, website and course count', async () => {
      const response = await get('/api/organizer');
      expect(response.statusCode).toBe(200);
      const list = organizerListEntrySchema.array().parse(response.json());
      expect(list).toHaveLength(seed.organizers.length);
      const names = list.map((entry) => entry.name);
      expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
      const seeded = organizerOf(agrar.organizerId);
      const entry = list.find((candidate) => candidate.id === seeded.id)!;
      expect(entry).toEqual({
        id: seeded.id,
        name: seeded.name,
        slug: seeded.slug,
        city: seed.cities.find((city) => city.id === seeded.cityId)!.name,
        website: seeded.website,
        courseCount: seed.courses.filter((course) => course.organizerId === seeded.id).length,
      });
    });

    it('answers an organizer with address, description, scopes and coming courses', async () => {
      const seeded = organizerOf(agrar.organizerId);
      const response = await get(`/api/organizer/${seeded.id}?includeScopes=true`);
      expect(response.statusCode).toBe(200);
      const organizer = organizerDetailSchema.parse(response.json());
      expect(organizer).toMatchObject({
        id: seeded.id,
        name: seeded.name,
        description: seeded.descriptionDe,
        address: { street: seeded.street, zip: seeded.zip, city: { id: seeded.cityId } },
        website: seeded.website,
        email: seeded.email,
      });
      const courseIds = seed.courses
        .filter((course) => course.organizerId === seeded.id)
        .map((course) => course.id!);
      const scopeIds = new Set(
        seed.courseScopes
          .filter((entry) => courseIds.includes(entry.courseId))
          .map((entry) => entry.scopeId),
      );
      expect(organizer.scopes?.map((scope) => scope.id).sort((a, b) => a - b)).toEqual(
        [...scopeIds].sort((a, b) => a - b),
      );
      expect(organizer.upcomingCourses.length).toBeGreaterThan(0);
      const starts = organizer.upcomingCourses.map((course) => course.schedule!.startDate);
      expect(starts).toEqual([...starts].sort());
      for (const course of organizer.upcomingCourses) {
        expect(courseIds).toContain(course.id);
        expect(course.schedule!.endDate >= today).toBe(true);
      }
    });

    it('leaves the scopes out unless includeScopes=true, and speaks English for ?language=en', async () => {
      const seeded = organizerOf(agrar.organizerId);
      const plain = (await get(`/api/organizer/${seeded.id}`)).json();
      expect(plain).not.toHaveProperty('scopes');
      const off = (await get(`/api/organizer/${seeded.id}?includeScopes=false`)).json();
      expect(off).not.toHaveProperty('scopes');
      const english = organizerDetailSchema.parse(
        (await get(`/api/organizer/${seeded.id}?includeScopes=true&language=en`)).json(),
      );
      expect(english.description).toBe(seeded.descriptionEn);
      expect(english.scopes?.map((scope) => scope.name)).toContain(scopeOf(1).nameEn);
    });

    it('answers 404 for an unknown organizer and 400 for a bad id or flag', async () => {
      expect((await get('/api/organizer/999')).statusCode).toBe(404);
      expect(pathsOf(await get('/api/organizer/daa'))).toEqual(['params.id']);
      expect(pathsOf(await get('/api/organizer/1?includeScopes=1'))).toEqual([
        'query.includeScopes',
      ]);
    });
  });

  describe('speakers', () => {
    it('lists every speaker by last name with organizer and course count', async () => {
      const response = await get('/api/referent-infos');
      expect(response.statusCode).toBe(200);
      const list = referentListEntrySchema.array().parse(response.json());
      expect(list).toHaveLength(seed.speakers.length);
      const names = list.map((entry) => entry.lastName);
      expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
      const seeded = seed.speakers[0]!;
      expect(list.find((entry) => entry.id === seeded.id)).toEqual({
        id: seeded.id,
        title: 'Prof. Dr.',
        firstName: 'Katharina',
        lastName: 'Lindner',
        organizer: { id: seeded.organizerId, name: organizerOf(seeded.organizerId!).name },
        courseCount: seed.courseSpeakers.filter((entry) => entry.speakerId === seeded.id).length,
      });
      const independent = seed.speakers.find((speaker) => speaker.organizerId === null)!;
      expect(list.find((entry) => entry.id === independent.id)!.organizer).toBeNull();
    });

    it('answers a speaker with bio and coming courses', async () => {
      const seeded = seed.speakers[0]!;
      const response = await get(`/api/referent-infos/${seeded.id}`);
      expect(response.statusCode).toBe(200);
      const referent = referentDetailSchema.parse(response.json());
      expect(referent.bio).toBe(seeded.bioDe);
      const taught = seed.courseSpeakers
        .filter((entry) => entry.speakerId === seeded.id)
        .map((entry) => entry.courseId);
      expect(referent.upcomingCourses.length).toBeGreaterThan(0);
      for (const course of referent.upcomingCourses) expect(taught).toContain(course.id);
      const english = referentDetailSchema.parse(
        (await get(`/api/referent-infos/${seeded.id}?language=en`)).json(),
      );
      expect(english.bio).toBe(seeded.bioEn);
    });

    it('answers 404 for an unknown speaker and 400 for a non-numeric id', async () => {
      expect((await get('/api/referent-infos/999')).statusCode).toBe(404);
      expect(pathsOf(await get('/api/referent-infos/lindner'))).toEqual(['params.id']);
    });
  });

  describe('the OpenAPI document', () => {
    it('lists the catalogue calls, the course document as a PDF', async () => {
      const document = (await get('/api/docs')).json();
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining([
          '/api/course/{id}',
          '/api/course/{id}/overview',
          '/api/course/{id}/info',
          '/api/course/{id}/document/{documentId}',
          '/api/courses/overview/{year}',
          '/api/courses/packages',
          '/api/courses/packages/{id}',
          '/api/organizer',
          '/api/organizer/{id}',
          '/api/referent-infos',
          '/api/referent-infos/{id}',
          '/api/orders/waitinglists',
          '/api/newsletter',
          '/api/newsletter/confirmation',
        ]),
      );
      const pdf = document.paths['/api/course/{id}/document/{documentId}'].get;
      expect(pdf.operationId).toBe('getCourseDocument');
      expect(Object.keys(pdf.responses['200'].content)).toEqual(['application/pdf']);
      expect(document.paths['/api/orders/waitinglists'].post.operationId).toBe('postWaitingList');
    });
  });

  describe('POST /api/orders/waitinglists', () => {
    const post = (payload: unknown, remoteAddress = nextAddress()) =>
      app.inject({
        method: 'POST',
        url: '/api/orders/waitinglists',
        headers: { host: 'recht.kursmarkt.test' },
        remoteAddress,
        payload: payload as object,
      });
    const rowsFor = (scheduleId: number) =>
      testDatabase.database.db
        .select()
        .from(waitingListRequests)
        .where(eq(waitingListRequests.scheduleId, scheduleId));

    it("answers by the app's clock: a date is current on its last day and has taken place the day after", async () => {
      const { id, endDate, courseId } = fullSchedule;
      const info = async () =>
        courseInfoSchema.parse((await get(`/api/course/${courseId}/info?scheduleId=${id}`)).json());
      const before = (await rowsFor(id)).length;
      try {
        // 21:30 or 22:30 in Berlin on the last day, then 00:30 or 01:30 on the next.
        clockAt = new Date(`${endDate}T20:30:00Z`);
        expect((await info()).ended).toBe(false);
        clockAt = new Date(`${endDate}T23:30:00Z`);
        expect((await info()).ended).toBe(true);
        const late = await post({ scheduleId: id, name: 'Jana Vogt', email: 'spaet@example.de' });
        expect(late.statusCode).toBe(409);
        expect(errorOf(late)).toMatchObject({
          code: 'CONFLICT',
          message: `The date ${id} has already taken place.`,
        });
        expect(await rowsFor(id)).toHaveLength(before);
      } finally {
        clockAt = now;
      }
    });

    it('takes a request for a fully booked date with 201 and stores it for the domain', async () => {
      const response = await post({
        scheduleId: fullSchedule.id,
        name: '  Jana Vogt ',
        email: 'Jana.Vogt@Example.de',
        seats: 2,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ received: true });
      const rows = await rowsFor(fullSchedule.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        domain: 'lawyer',
        name: 'Jana Vogt',
        email: 'jana.vogt@example.de',
        seats: 2,
      });
    });

    it('answers the same address for the same date again with 201 and keeps one row', async () => {
      const payload = { scheduleId: fullSchedule.id, name: 'Tim Roth', email: 'tim@example.de' };
      expect((await post(payload)).statusCode).toBe(201);
      expect((await post({ ...payload, email: 'TIM@example.de', seats: 3 })).statusCode).toBe(201);
      const rows = (await rowsFor(fullSchedule.id)).filter((row) => row.email === 'tim@example.de');
      expect(rows).toHaveLength(1);
      expect(rows[0]!.seats).toBe(1);
    });

    it('refuses a date with free places with 409 CONFLICT', async () => {
      const response = await post({
        scheduleId: freeSchedule.id,
        name: 'Jana Vogt',
        email: 'jana@example.de',
      });
      expect(response.statusCode).toBe(409);
      const error = errorOf(response);
      expect(error.code).toBe('CONFLICT');
      expect(error.message).toMatch(/free places/);
      expect(await rowsFor(freeSchedule.id)).toHaveLength(0);
    });

    it('refuses a date that has ended with 409 CONFLICT', async () => {
      const response = await post({
        scheduleId: endedSchedule.id,
        name: 'Jana Vogt',
        email: 'jana@example.de',
      });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).code).toBe('CONFLICT');
    });

    it('answers an unknown date with 404', async () => {
      const response = await post({ scheduleId: 99999, name: 'Jana Vogt', email: 'j@example.de' });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    });

    it('rejects bad input with 422 naming every field', async () => {
      const response = await post({ scheduleId: 'x', name: 'J', email: 'nope', seats: 11 });
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
      expect(pathsOf(response).sort()).toEqual([
        'body.email',
        'body.name',
        'body.scheduleId',
        'body.seats',
      ]);
      const zero = await post({
        scheduleId: fullSchedule.id,
        name: 'Jana',
        email: 'j@x.de',
        seats: 0,
      });
      expect(pathsOf(zero)).toEqual(['body.seats']);
    });

    it('answers the eleventh request within a minute from one client with 429', async () => {
      const address = '10.99.0.1';
      for (let attempt = 1; attempt <= 10; attempt++) {
        const response = await post(
          { scheduleId: fullSchedule.id, name: 'Viele Anfragen', email: `n${attempt}@example.de` },
          address,
        );
        expect(response.statusCode).toBe(201);
      }
      const limited = await post(
        { scheduleId: fullSchedule.id, name: 'Viele Anfragen', email: 'n11@example.de' },
        address,
      );
      expect(limited.statusCode).toBe(429);
      expect(errorOf(limited).code).toBe('RATE_LIMITED');
      const stored = await testDatabase.database.db
        .select()
        .from(waitingListRequests)
        .where(
          and(
            eq(waitingListRequests.scheduleId, fullSchedule.id),
            eq(waitingListRequests.email, 'n11@example.de'),
          ),
        );
      expect(stored).toHaveLength(0);
    });
  });
});
