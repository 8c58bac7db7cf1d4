// @vitest-environment node
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIssue } from '@kursmarkt/schemas';
import {
  cities,
  courses,
  courseSchedules,
  packages,
  packageScopes,
  priceLevels,
  scopeCategories,
  scopes,
} from '../db/schema.ts';
import { queryRows, type Db } from '../db/client.ts';
import { seedDatabase } from '../seed/index.ts';
import { openTestDatabase, testDatabaseTargets, type TestDatabase } from '../db/test-databases.ts';
import type { CatalogueFileInput } from './format.ts';
import { generateCatalogue } from '../seed/generate.ts';
import { importCatalogue } from './import.ts';

/**
 * A small valid catalogue: a new scope category with a scope, a new city, one new organizer and
 * speaker, two courses and a package.
 */
function sample(): CatalogueFileInput {
  return {
    scopeCategories: [
      { key: 'import-kategorie', name: { de: 'Import-Kategorie', en: 'Import category' } },
    ],
    scopes: [
      {
        key: 'kuendigungsrecht',
        name: { de: 'Kündigungsrecht', en: 'Dismissal law' },
        searchTerms: 'Kündigungsschutzrecht',
        searchType: 'EDUCATION',
        category: 'import-kategorie',
      },
    ],
    cities: [
      {
        name: 'Porz',
        state: 'Nordrhein-Westfalen',
        zip: '51143',
        latitude: 50.88,
        longitude: 7.06,
      },
    ],
    organizers: [
      {
        slug: 'import-akademie',
        name: 'Import-Akademie Köln',
        description: { de: 'Seminare zum Arbeitsrecht.', en: 'Seminars on employment law.' },
        street: 'Domstraße 1',
        zip: '50667',
        city: 'Köln',
        website: 'https://import-akademie.example',
        email: 'info@import-akademie.example',
      },
    ],
    speakers: [
      {
        key: 'meyer',
        title: 'Dr.',
        firstName: 'Ines',
        lastName: 'Meyer',
        bio: { de: 'Fachanwältin für Arbeitsrecht.', en: 'Specialist lawyer for employment law.' },
        organizer: 'import-akademie',
      },
    ],
    courses: [
      {
        slug: 'kuendigungsschutz-kompakt-import',
        name: 'Kündigungsschutz kompakt',
        description: {
          de: 'Aktuelle Rechtsprechung zum Kündigungsschutz.',
          en: 'Recent case law on dismissal protection.',
        },
        courseType: 'PRESENT',
        searchType: 'EDUCATION',
        category: 'praesenzschulung',
        durationValue: 5,
        organizer: 'import-akademie',
        scopes: ['arbeitsrecht', 'kuendigungsrecht'],
        speakers: ['meyer'],
        schedules: [
          {
            city: 'Porz',
            startDate: '2026-05-04',
            endDate: '2026-05-04',
            seats: 20,
            priceLevels: [{ name: { de: 'Standard', en: 'Standard' }, priceCents: 29_000 }],
          },
        ],
        documents: [{ title: 'Programm', kind: 'PROGRAM' }],
        createdAt: '2026-02-20T08:30:00+01:00',
      },
      {
        slug: 'arbeitsrecht-online-import',
        name: 'Arbeitsrecht online',
        description: { de: 'Live-Seminar.', en: 'Live seminar.' },
        courseType: 'ONLINE',
        searchType: 'EDUCATION',
        category: 'online-seminar',
        durationValue: 2.5,
        organizer: 'daa-rhein-ruhr',
        scopes: ['arbeitsrecht'],
        schedules: [
          {
            city: null,
            startDate: '2026-06-10',
            endDate: '2026-06-10',
            seats: 100,
            booked: 100,
            priceLevels: [{ name: { de: 'Standard', en: 'Standard' }, priceCents: 12_900 }],
          },
        ],
      },
    ],
    packages: [
      {
        name: 'Kündigungsrecht-Paket (10 Stunden)',
        educationalType: 'EDUCATION',
        organizer: 'import-akademie',
        creditValue: 10,
        priceCents: 29_000,
        scopes: ['kuendigungsrecht', 'arbeitsrecht'],
      },
    ],
  };
}

/**
 * Runs `write` in a transaction and counts the course rows it inserted and updated: an update
 * means a trigger wrote a course row a second time, which leaves a dead row behind. The
 * transaction's counters also hold what the connection did before and has not yet reported (on
 * PostgreSQL 15 and later), so the counts are taken before and after.
 */
async function courseWrites<T>(db: Db, write: (tx: Db) => Promise<T>) {
  const counters = async (tx: Db) => {
    const [row] = await queryRows<{ inserted: number; updated: number }>(
      tx,
      sql`select n_tup_ins::int as inserted, n_tup_upd::int as updated
          from pg_stat_xact_user_tables where relname = 'courses'`,
    );
    return row!;
  };
  return db.transaction(async (tx) => {
    const before = await counters(tx);
    const result = await write(tx);
    const after = await counters(tx);
    return {
      result,
      inserted: after.inserted - before.inserted,
      updated: after.updated - before.updated,
    };
  });
}

describe.each(testDatabaseTargets())('importing a catalogue on $name', (target) => {
  let testDatabase: TestDatabase;
  const db = () => testDatabase.database.db;
  const courseCount = async () => (await db().select({ n: count() }).from(courses))[0]!.n;
  let seeding: { inserted: number; updated: number; courses: number | undefined };

  beforeAll(async () => {
    testDatabase = await openTestDatabase(target);
    const { result, inserted, updated } = await courseWrites(db(), (tx) =>
      seedDatabase(tx, { referenceDate: '2026-03-01' }),
    );
    seeding = { inserted, updated, courses: result.counts.courses };
  }, 120_000);
  afterAll(async () => testDatabase?.cleanup());

  it('seeds the demo catalogue through the import, writing each course row once', async () => {
    const courses = await courseCount();
    expect(courses).toBeGreaterThanOrEqual(150);
    expect(seeding).toEqual({ inserted: courses, updated: 0, courses });
  });

  it('names every problem by its path and writes nothing', async () => {
    const file = sample();
    file.courses[0]!.scopes = ['arbeitsrech'];
    file.courses[0]!.schedules[0]!.city = 'Kölle';
    file.courses[0]!.schedules[0]!.booked = 30;
    file.courses[1]!.speakers = ['schmidt'];
    file.courses[1]!.organizer = 'unbekannt';
    const before = await courseCount();
    const result = await importCatalogue(db(), file);
    expect(result.ok).toBe(false);
    const lines = result.ok ? [] : result.issues.map(formatIssue);
    expect(lines).toEqual(['courses[0].schedules[0].booked: must not exceed seats']);
    file.courses[0]!.schedules[0]!.booked = 0;
    const second = await importCatalogue(db(), file);
    expect(second.ok ? [] : second.issues.map(formatIssue)).toEqual([
      'courses[0].scopes[0]: is not a known scope ("arbeitsrech")',
      'courses[0].schedules[0].city: is not a known city ("Kölle")',
      'courses[1].organizer: is not a known organizer ("unbekannt")',
      'courses[1].speakers[0]: is not a speaker of this file ("schmidt")',
    ]);
    expect(await courseCount()).toBe(before);
  });

  it('names what it introduces that exists already or is not known, and writes nothing', async () => {
    const file = sample();
    file.scopeCategories![0]!.key = 'zivilrecht';
    file.scopes![0]!.category = 'kanzlei';
    file.scopes!.push({ ...file.scopes![0]!, key: 'arbeitsrecht' });
    file.cities!.push({ ...file.cities![0]!, name: 'Köln', zip: '50667' });
    file.cities!.push({ ...file.cities![0]!, name: 'Bonn', zip: '53113' });
    file.organizers![0]!.city = 'Bonn';
    file.packages![0]!.organizer = 'unbekannt';
    file.packages![0]!.scopes = ['kuendigungsrecht', 'mietrecht'];
    const before = await courseCount();
    const result = await importCatalogue(db(), file);
    expect(result.ok ? [] : result.issues.map(formatIssue)).toEqual([
      'scopeCategories[0].key: "zivilrecht" exists already',
      'scopes[1].key: "arbeitsrecht" exists already',
      'scopes[0].category: is not a known scope category ("kanzlei")',
      'scopes[1].category: is not a known scope category ("kanzlei")',
      'cities[1].name: "Köln" (50667) exists already',
      'organizers[0].city: names more than one city ("Bonn")',
      'packages[0].organizer: is not a known organizer ("unbekannt")',
      'packages[0].scopes[1]: is not a known scope ("mietrecht")',
    ]);
    expect(await courseCount()).toBe(before);
  });

  it('names texts and days PostgreSQL cannot store and writes nothing', async () => {
    const file = sample();
    file.courses[0]!.name = 'Arbeits\u0000recht';
    file.courses[1]!.schedules[0]!.startDate = '0000-06-01';
    file.courses[1]!.createdAt = '0000-12-31T23:00:00Z';
    const before = await courseCount();
    const result = await importCatalogue(db(), file);
    expect(result.ok ? [] : result.issues.map(formatIssue)).toEqual([
      'courses[0].name: must not contain the character U+0000',
    ]);
    file.courses[0]!.name = 'Arbeitsrecht';
    const second = await importCatalogue(db(), file);
    expect(second.ok ? [] : second.issues.map(formatIssue)).toEqual([
      'courses[1].schedules[0].startDate: must be a date as YYYY-MM-DD',
      'courses[1].createdAt: must be a time as YYYY-MM-DDThh:mm:ss with Z or an offset',
    ]);
    expect(await courseCount()).toBe(before);
  });

  it('requires a city for a PRESENT schedule', async () => {
    const file = sample();
    file.courses[0]!.schedules[0]!.city = null;
    const result = await importCatalogue(db(), file);
    expect(result.ok ? [] : result.issues.map(formatIssue)).toEqual([
      'courses[0].schedules[0].city: is required for a PRESENT course',
    ]);
  });

  it('needs whole cents, the reason of a VAT exemption and the hint of a required proof', async () => {
    const fraction = sample();
    fraction.courses[0]!.schedules[0]!.priceLevels[0]!.priceCents = 290.5;
    const cents = await importCatalogue(db(), fraction, { dryRun: true });
    expect(cents.ok ? [] : cents.issues.map(formatIssue)).toEqual([
      'courses[0].schedules[0].priceLevels[0].priceCents: must be whole cents',
    ]);
    const file = sample();
    Object.assign(file.courses[0]!, { vatCategory: 'EXEMPT', proofRequired: true });
    Object.assign(file.packages![0]!, { vatExemptionReason: '§ 4 Nr. 21 UStG' });
    const result = await importCatalogue(db(), file, { dryRun: true });
    expect(result.ok ? [] : result.issues.map(formatIssue)).toEqual([
      'courses[0].vatExemptionReason: is required for an EXEMPT course or package',
      'courses[0].proofHint: is required when proofRequired is true',
      'packages[0].vatExemptionReason: is only for an EXEMPT course or package',
    ]);
  });

  it('checks without writing on a dry run', async () => {
    const before = await courseCount();
    const result = await importCatalogue(db(), sample(), { dryRun: true });
    expect(result).toEqual({
      ok: true,
      counts: {
        scopeCategories: 1,
        scopes: 1,
        cities: 1,
        organizers: 1,
        speakers: 1,
        courses: 2,
        schedules: 2,
        priceLevels: 2,
        documents: 1,
        packages: 1,
        scheduleChanges: 0,
      },
    });
    expect(await courseCount()).toBe(before);
  });

  it('imports scopes, cities, organizers, speakers, courses, schedules, prices and packages, then refuses the same keys again', async () => {
    const progress: number[] = [];
    const file = sample();
    Object.assign(file.courses[1]!, {
      vatCategory: 'EXEMPT',
      vatExemptionReason: '§ 4 Nr. 21 Buchst. a UStG',
      proofRequired: true,
      proofHint: { de: 'Zulassungsurkunde', en: 'Certificate of admission' },
    });
    const result = await importCatalogue(db(), file, {
      onProgress: ({ done }) => progress.push(done),
    });
    expect(result.ok).toBe(true);
    expect(progress).toEqual([2]);
    const [course] = await db()
      .select()
      .from(courses)
      .where(eq(courses.slug, 'kuendigungsschutz-kompakt-import'));
    expect(course?.name).toBe('Kündigungsschutz kompakt');
    expect(course).toMatchObject({
      vatCategory: 'STANDARD',
      vatExemptionReason: null,
      proofRequired: false,
      proofHintDe: null,
    });
    const [exempt] = await db()
      .select()
      .from(courses)
      .where(eq(courses.slug, 'arbeitsrecht-online-import'));
    expect(exempt).toMatchObject({
      vatCategory: 'EXEMPT',
      vatExemptionReason: '§ 4 Nr. 21 Buchst. a UStG',
      proofRequired: true,
      proofHintDe: 'Zulassungsurkunde',
      proofHintEn: 'Certificate of admission',
    });
    expect(course?.createdAt).toEqual(new Date('2026-02-20T07:30:00Z'));
    // Written with its speakers and scopes before it (their foreign keys deferred), the course's
    // search text names its organizer, its speaker and its scopes with their search terms.
    expect(course?.searchText).toBe(
      'Import-Akademie Köln Ines Meyer Arbeitsrecht Kündigungsrecht Kündigungsschutzrecht',
    );
    const schedules = await db()
      .select()
      .from(courseSchedules)
      .where(eq(courseSchedules.courseId, course!.id));
    expect(schedules).toHaveLength(1);
    const [porz] = await db().select().from(cities).where(eq(cities.id, schedules[0]!.cityId!));
    expect(porz).toMatchObject({ name: 'Porz', zip: '51143', latitude: 50.88 });
    const [scope] = await db()
      .select({ nameEn: scopes.nameEn, category: scopeCategories.key })
      .from(scopes)
      .innerJoin(scopeCategories, eq(scopes.categoryId, scopeCategories.id))
      .where(eq(scopes.key, 'kuendigungsrecht'));
    expect(scope).toEqual({ nameEn: 'Dismissal law', category: 'import-kategorie' });
    const [creditPackage] = await db()
      .select()
      .from(packages)
      .where(eq(packages.name, 'Kündigungsrecht-Paket (10 Stunden)'));
    expect(creditPackage).toMatchObject({
      organizerId: course!.organizerId,
      priceCents: 29_000,
      vatCategory: 'STANDARD',
    });
    const packageScopeKeys = await db()
      .select({ key: scopes.key })
      .from(packageScopes)
      .innerJoin(scopes, eq(packageScopes.scopeId, scopes.id))
      .where(eq(packageScopes.packageId, creditPackage!.id));
    expect(packageScopeKeys.map((row) => row.key).sort()).toEqual([
      'arbeitsrecht',
      'kuendigungsrecht',
    ]);
    const prices = await db()
      .select()
      .from(priceLevels)
      .where(eq(priceLevels.scheduleId, schedules[0]!.id));
    expect(prices.map((price) => price.priceCents)).toEqual([29_000]);

    const again = await importCatalogue(db(), sample());
    expect(again.ok ? [] : again.issues.map(formatIssue)).toEqual([
      'scopeCategories[0].key: "import-kategorie" exists already',
      'scopes[0].key: "kuendigungsrecht" exists already',
      'cities[0].name: "Porz" (51143) exists already',
      'organizers[0].slug: "import-akademie" exists already',
      'courses[0].slug: "kuendigungsschutz-kompakt-import" exists already',
      'courses[1].slug: "arbeitsrecht-online-import" exists already',
    ]);
  });

  describe('cancelled dates', () => {
    /** A course of the demo's organizer and scope, with a date in Köln and an online-free one. */
    const courseFile = (slug: string, cancelledAt?: string | null): CatalogueFileInput => ({
      courses: [
        {
          slug,
          name: 'Arbeitsrecht aktuell',
          description: { de: 'Text', en: 'Text' },
          courseType: 'PRESENT',
          searchType: 'EDUCATION',
          category: 'praesenzschulung',
          durationValue: 5,
          organizer: 'daa-rhein-ruhr',
          scopes: ['arbeitsrecht'],
          schedules: [
            {
              city: 'Köln',
              startDate: '2026-09-07',
              endDate: '2026-09-07',
              seats: 20,
              ...(cancelledAt === undefined ? {} : { cancelledAt }),
              priceLevels: [{ name: { de: 'Standard', en: 'Standard' }, priceCents: 29_000 }],
            },
            {
              city: 'Bonn',
              startDate: '2026-09-07',
              endDate: '2026-09-07',
              seats: 20,
              priceLevels: [{ name: { de: 'Standard', en: 'Standard' }, priceCents: 29_000 }],
            },
          ],
        },
      ],
    });
    const cancelledAtOf = async (slug: string) =>
      (
        await db()
          .select({ city: cities.name, cancelledAt: courseSchedules.cancelledAt })
          .from(courseSchedules)
          .innerJoin(courses, eq(courses.id, courseSchedules.courseId))
          .innerJoin(cities, eq(cities.id, courseSchedules.cityId))
          .where(eq(courses.slug, slug))
          .orderBy(cities.name)
      ).map((row) => [row.city, row.cancelledAt]);

    it("imports a schedule's cancellation, and a date that is not cancelled by default", async () => {
      const result = await importCatalogue(
        db(),
        courseFile('arbeitsrecht-abgesagt', '2026-08-01T10:00:00+02:00'),
      );
      expect(result.ok).toBe(true);
      expect(await cancelledAtOf('arbeitsrecht-abgesagt')).toEqual([
        ['Bonn', null],
        ['Köln', new Date('2026-08-01T08:00:00Z')],
      ]);
    });

    it('cancels a date the database has, by course and start date and city, and takes it back', async () => {
      expect((await importCatalogue(db(), courseFile('arbeitsrecht-spaeter'))).ok).toBe(true);
      const change = (cancelledAt: string | null) =>
        importCatalogue(db(), {
          courses: [],
          scheduleChanges: [
            { course: 'arbeitsrecht-spaeter', startDate: '2026-09-07', city: 'köln', cancelledAt },
          ],
        });
      const cancelled = await change('2026-08-02T09:00:00Z');
      expect(cancelled.ok && cancelled.counts.scheduleChanges).toBe(1);
      expect(await cancelledAtOf('arbeitsrecht-spaeter')).toEqual([
        ['Bonn', null],
        ['Köln', new Date('2026-08-02T09:00:00Z')],
      ]);
      expect((await change(null)).ok).toBe(true);
      expect(await cancelledAtOf('arbeitsrecht-spaeter')).toEqual([
        ['Bonn', null],
        ['Köln', null],
      ]);
    });

    it('names a change that does not name exactly one date of a known course, and writes nothing', async () => {
      expect((await importCatalogue(db(), courseFile('arbeitsrecht-zweimal'))).ok).toBe(true);
      const file = courseFile('arbeitsrecht-neu-im-file');
      file.scheduleChanges = [
        {
          course: 'arbeitsrecht-zweimal',
          startDate: '2026-09-07',
          city: 'Bonn',
          cancelledAt: null,
        },
        { course: 'unbekannt', startDate: '2026-09-07', cancelledAt: null },
        { course: 'arbeitsrecht-zweimal', startDate: '2026-09-08', cancelledAt: null },
        { course: 'arbeitsrecht-zweimal', startDate: '2026-09-07', cancelledAt: null },
        { course: 'arbeitsrecht-neu-im-file', startDate: '2026-09-07', cancelledAt: null },
        {
          course: 'arbeitsrecht-zweimal',
          startDate: '2026-09-07',
          city: 'bonn',
          cancelledAt: null,
        },
      ];
      const before = await courseCount();
      const result = await importCatalogue(db(), file);
      expect(result.ok ? [] : result.issues.map(formatIssue)).toEqual([
        'scheduleChanges[1].course: is not a known course ("unbekannt")',
        'scheduleChanges[2].startDate: is not a date of "arbeitsrecht-zweimal" (2026-09-08)',
        'scheduleChanges[3]: names 2 dates of "arbeitsrecht-zweimal": give its city',
        'scheduleChanges[4].course: is a course of this file ("arbeitsrecht-neu-im-file"): set cancelledAt on its schedule',
        'scheduleChanges[5]: changes a date an earlier change changes already',
      ]);
      expect(await courseCount()).toBe(before);

      const badTime = await importCatalogue(db(), {
        scheduleChanges: [
          { course: 'arbeitsrecht-zweimal', startDate: '2026-09-07', cancelledAt: 'gestern' },
          { course: 'arbeitsrecht-zweimal', startDate: '2026-09-07' },
        ],
        courses: [],
      });
      expect(badTime.ok ? [] : badTime.issues.map(formatIssue)).toEqual([
        'scheduleChanges[0].cancelledAt: must be a time as YYYY-MM-DDThh:mm:ss with Z or an offset',
        'scheduleChanges[1].cancelledAt: must be a time as YYYY-MM-DDThh:mm:ss with Z or an offset',
      ]);
    });
  });

  it('imports a generated catalogue, which is valid and the same for the same inputs, writing each course row once', async () => {
    const generated = generateCatalogue({
      courses: 3000,
      referenceDate: '2026-03-01',
      prefix: 'test',
    });
    expect(
      generateCatalogue({ courses: 3000, referenceDate: '2026-03-01', prefix: 'test' }),
    ).toEqual(generated);
    const before = await courseCount();
    const { result, inserted, updated } = await courseWrites(db(), (tx) =>
      importCatalogue(tx, generated),
    );
    expect(result.ok ? undefined : result.issues.slice(0, 3)).toBeUndefined();
    expect({ inserted, updated }).toEqual({ inserted: 3000, updated: 0 });
    expect(await courseCount()).toBe(before + 3000);
  }, 120_000);
});
