import { eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { issuesFromZod, withoutNulCharacters, type Issue } from '@kursmarkt/schemas';
import { queryRows, type Db, type Transaction } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { catalogueFileSchema, type CatalogueFile } from './format.ts';
import {
  courseIdCounts,
  courseRows,
  entityIdCounts,
  entityRows,
  type CourseIds,
  type EntityIds,
  type Known,
} from './rows.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';
import { scheduleDayRows } from '../attendance/default-days.ts';

/** The items in runs of `size`, the last one shorter. */
function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

export type ImportProgress = { done: number; total: number };
export type ImportCounts = {
  scopeCategories: number;
  scopes: number;
  cities: number;
  organizers: number;
  speakers: number;
  courses: number;
  schedules: number;
  priceLevels: number;
  documents: number;
  packages: number;
  scheduleChanges: number;
};
export type ImportResult = { ok: true; counts: ImportCounts } | { ok: false; issues: Issue[] };

/** Courses per transaction step; each step inserts its schedules, prices and links too. */
const COURSES_PER_STEP = 1000;
/** Rows per INSERT: well below PostgreSQL's 65535 bind parameters. */
const ROWS_PER_INSERT = 1000;
/** More problems than this are summarised: a file with a systematic mistake repeats it. */
const MAX_ISSUES = 200;

/** A city name that more than one city has: references by that name cannot be resolved. */
const AMBIGUOUS = -1;

/** A date of a course the database has already, as `scheduleChanges` names it. */
type KnownSchedule = { id: number; course: string; startDate: string; city: string | null };

type Lookups = Known & {
  /** Cities as `name|zip` (lower case): a city is new when its name and postcode are. */
  cityKeys: Set<string>;
  courseSlugs: Set<string>;
  /** The dates of the courses `scheduleChanges` names. */
  changedCourseSchedules: KnownSchedule[];
};

/** The dates of the courses (by slug) that the file's `scheduleChanges` name. */
async function schedulesOfChangedCourses(db: Db, file: CatalogueFile): Promise<KnownSchedule[]> {
  const found: KnownSchedule[] = [];
  for (const slugs of chunk(
    [...new Set(file.scheduleChanges.map((change) => change.course))],
    5000,
  )) {
    found.push(
      ...(await db
        .select({
          id: schema.courseSchedules.id,
          course: schema.courses.slug,
          startDate: schema.courseSchedules.startDate,
          city: schema.cities.name,
        })
        .from(schema.courseSchedules)
        .innerJoin(schema.courses, eq(schema.courses.id, schema.courseSchedules.courseId))
        .leftJoin(schema.cities, eq(schema.cities.id, schema.courseSchedules.cityId))
        .where(inArray(schema.courses.slug, slugs))),
    );
  }
  return found;
}

/**
 * The dates `scheduleChanges` change, with the time each is cancelled at (null: not cancelled);
 * a change that does not name exactly one date of a course the database has is an issue.
 */
function resolveScheduleChanges(file: CatalogueFile, known: Lookups, issues: Issue[]) {
  const fileCourses = new Set(file.courses.map((course) => course.slug));
  const changed = new Set<number>();
  return file.scheduleChanges.flatMap((change, index) => {
    const at = `scheduleChanges[${index}]`;
    if (!known.courseSlugs.has(change.course) || fileCourses.has(change.course)) {
      issues.push({
        path: `${at}.course`,
        message: fileCourses.has(change.course)
          ? `is a course of this file ("${change.course}"): set cancelledAt on its schedule`
          : `is not a known course ("${change.course}")`,
      });
      return [];
    }
    const matches = known.changedCourseSchedules.filter(
      (schedule) =>
        schedule.course === change.course &&
        schedule.startDate === change.startDate &&
        (change.city === undefined ||
          (change.city === null
            ? schedule.city === null
            : schedule.city?.toLowerCase() === change.city.toLowerCase())),
    );
    const [match] = matches;
    if (!match || matches.length > 1) {
      issues.push(
        match
          ? {
              path: at,
              message: `names ${matches.length} dates of "${change.course}": give its city`,
            }
          : {
              path: `${at}.startDate`,
              message: `is not a date of "${change.course}" (${change.startDate}${change.city ? `, ${change.city}` : ''})`,
            },
      );
      return [];
    }
    if (changed.has(match.id)) {
      issues.push({ path: at, message: 'changes a date an earlier change changes already' });
      return [];
    }
    changed.add(match.id);
    return [
      {
        id: match.id,
        cancelledAt: change.cancelledAt === null ? null : new Date(change.cancelledAt),
      },
    ];
  });
}

const cityKey = (city: { name: string; zip: string }) => `${city.name.toLowerCase()}|${city.zip}`;

async function lookups(db: Db, file: CatalogueFile): Promise<Lookups> {
  const categoryRows = await db
    .select({ id: schema.scopeCategories.id, key: schema.scopeCategories.key })
    .from(schema.scopeCategories);
  const scopeRows = await db
    .select({ id: schema.scopes.id, key: schema.scopes.key })
    .from(schema.scopes);
  const cityRows = await db
    .select({ id: schema.cities.id, name: schema.cities.name, zip: schema.cities.zip })
    .from(schema.cities);
  const organizerRows = await db
    .select({ id: schema.organizers.id, slug: schema.organizers.slug })
    .from(schema.organizers);
  const courseSlugs = new Set<string>();
  for (const slugs of chunk(
    [...file.courses, ...file.scheduleChanges].map((entry) =>
      'slug' in entry ? entry.slug : entry.course,
    ),
    5000,
  )) {
    const rows = await db
      .select({ slug: schema.courses.slug })
      .from(schema.courses)
      .where(inArray(schema.courses.slug, slugs));
    for (const row of rows) courseSlugs.add(row.slug);
  }
  // Two cities of one name (different postcodes) cannot be told apart by name: refuse both.
  const cities = new Map<string, number>();
  for (const city of cityRows) {
    const key = city.name.toLowerCase();
    cities.set(key, cities.has(key) ? AMBIGUOUS : city.id);
  }
  return {
    scopeCategories: new Map(categoryRows.map((row) => [row.key, row.id])),
    scopes: new Map(scopeRows.map((row) => [row.key, row.id])),
    cities,
    cityKeys: new Set(cityRows.map(cityKey)),
    organizers: new Map(organizerRows.map((row) => [row.slug, row.id])),
    courseSlugs,
    changedCourseSchedules: await schedulesOfChangedCourses(db, file),
  };
}

/** Every reference of the file that does not resolve, as `path: message` issues. */
function checkReferences(file: CatalogueFile, known: Lookups): Issue[] {
  const issues: Issue[] = [];
  /** The keys a list of the file introduces; each must be new to the database and the file. */
  const introduce = <T>(
    list: string,
    items: T[],
    field: keyof T & string,
    exists: (key: string) => boolean,
  ) => {
    const keys = new Set<string>();
    items.forEach((item, index) => {
      const key = String(item[field]);
      if (exists(key) || keys.has(key)) {
        issues.push({ path: `${list}[${index}].${field}`, message: `"${key}" exists already` });
      }
      keys.add(key);
    });
    return (key: string) => exists(key) || keys.has(key);
  };
  const unknown = (path: string, what: string, key: string) =>
    issues.push({ path, message: `is not a known ${what} ("${key}")` });

  const categoryKnown = introduce('scopeCategories', file.scopeCategories, 'key', (key) =>
    known.scopeCategories.has(key),
  );
  const scopeKnown = introduce('scopes', file.scopes, 'key', (key) => known.scopes.has(key));
  file.scopes.forEach((scope, index) => {
    if (!categoryKnown(scope.category)) {
      unknown(`scopes[${index}].category`, 'scope category', scope.category);
    }
  });
  const cityKeys = new Set<string>();
  const cityNames = new Map(known.cities);
  file.cities.forEach((city, index) => {
    const key = cityKey(city);
    if (known.cityKeys.has(key) || cityKeys.has(key)) {
      issues.push({
        path: `cities[${index}].name`,
        message: `"${city.name}" (${city.zip}) exists already`,
      });
      return;
    }
    cityKeys.add(key);
    const name = city.name.toLowerCase();
    cityNames.set(name, cityNames.has(name) ? AMBIGUOUS : 0);
  });
  const cityIssue = (name: string, path: string) => {
    const id = cityNames.get(name.toLowerCase());
    if (id === undefined) unknown(path, 'city', name);
    else if (id === AMBIGUOUS)
      issues.push({ path, message: `names more than one city ("${name}")` });
  };
  const organizerKnown = introduce('organizers', file.organizers, 'slug', (slug) =>
    known.organizers.has(slug),
  );
  file.organizers.forEach((organizer, index) =>
    cityIssue(organizer.city, `organizers[${index}].city`),
  );
  const speakerKeys = new Set<string>();
  file.speakers.forEach((speaker, index) => {
    if (speakerKeys.has(speaker.key)) {
      issues.push({ path: `speakers[${index}].key`, message: `"${speaker.key}" is used twice` });
    }
    speakerKeys.add(speaker.key);
    if (speaker.organizer && !organizerKnown(speaker.organizer)) {
      unknown(`speakers[${index}].organizer`, 'organizer', speaker.organizer);
    }
  });
  introduce('courses', file.courses, 'slug', (slug) => known.courseSlugs.has(slug));
  file.courses.forEach((course, index) => {
    const at = `courses[${index}]`;
    if (!organizerKnown(course.organizer)) {
      unknown(`${at}.organizer`, 'organizer', course.organizer);
    }
    course.scopes.forEach((key, scopeIndex) => {
      if (!scopeKnown(key)) unknown(`${at}.scopes[${scopeIndex}]`, 'scope', key);
    });
    course.speakers.forEach((key, speakerIndex) => {
      if (!speakerKeys.has(key)) {
        issues.push({
          path: `${at}.speakers[${speakerIndex}]`,
          message: `is not a speaker of this file ("${key}")`,
        });
      }
    });
    course.schedules.forEach((schedule, scheduleIndex) => {
      if (schedule.city) cityIssue(schedule.city, `${at}.schedules[${scheduleIndex}].city`);
    });
  });
  file.packages.forEach((entry, index) => {
    if (!organizerKnown(entry.organizer)) {
      unknown(`packages[${index}].organizer`, 'organizer', entry.organizer);
    }
    entry.scopes.forEach((key, scopeIndex) => {
      if (!scopeKnown(key)) unknown(`packages[${index}].scopes[${scopeIndex}]`, 'scope', key);
    });
  });
  return issues;
}

/** Fresh ids from a table's identity sequence, so related rows can be inserted in batches. */
async function allocateIds(tx: Transaction, table: PgTable, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::int as id from generate_series(1, ${count})`,
  );
  return rows.map((row) => row.id);
}

/** Fresh ids for several tables at once. */
async function allocateAll<Key extends string>(
  tx: Transaction,
  tables: Record<Key, PgTable>,
  counts: Record<Key, number>,
): Promise<Record<Key, number[]>> {
  const ids = {} as Record<Key, number[]>;
  for (const key of Object.keys(tables) as Key[]) {
    ids[key] = await allocateIds(tx, tables[key], counts[key]);
  }
  return ids;
}

const entityTables: Record<keyof EntityIds, PgTable> = {
  scopeCategories: schema.scopeCategories,
  scopes: schema.scopes,
  cities: schema.cities,
  organizers: schema.organizers,
  speakers: schema.speakers,
  packages: schema.packages,
};

const courseTables: Record<keyof CourseIds, PgTable> = {
  courses: schema.courses,
  courseSchedules: schema.courseSchedules,
  priceLevels: schema.priceLevels,
  courseDocuments: schema.courseDocuments,
};

async function insertAll<T extends PgTable>(tx: Transaction, table: T, rows: T['$inferInsert'][]) {
  for (const batch of chunk(rows, ROWS_PER_INSERT)) await tx.insert(table).values(batch);
}

/**
 * Validates a catalogue file against the schema and against the database (what it refers to,
 * what it introduces twice) and inserts it, and changes the dates of `scheduleChanges`, in one
 * transaction; nothing is written when anything
 * is wrong. The one writer of the catalogue: the demo seed goes through it too.
 */
export async function importCatalogue(
  db: Db,
  input: unknown,
  options: { dryRun?: boolean; onProgress?: (progress: ImportProgress) => void } = {},
): Promise<ImportResult> {
  const parsed = withoutNulCharacters(catalogueFileSchema).safeParse(input);
  if (!parsed.success) return { ok: false, issues: limit(issuesFromZod(parsed.error)) };
  const file = parsed.data;
  const known = await lookups(db, file);
  const problems = checkReferences(file, known);
  const scheduleChanges = resolveScheduleChanges(file, known, problems);
  if (problems.length > 0) return { ok: false, issues: limit(problems) };

  const { packages, ...entityCounts } = entityIdCounts(file);
  const courseCounts = courseIdCounts(file.courses);
  const counts: ImportCounts = {
    ...entityCounts,
    courses: courseCounts.courses,
    schedules: courseCounts.courseSchedules,
    priceLevels: courseCounts.priceLevels,
    documents: courseCounts.courseDocuments,
    packages,
    scheduleChanges: scheduleChanges.length,
  };
  if (options.dryRun) return { ok: true, counts };

  await withUnitOfWork(db, async (tx) => {
    // A course's speakers and scopes are written before the course, so that the course row is
    // written once, with their names in its search text (see
    // drizzle/0009_course_speakers_deferrable.sql and drizzle/0010_scope_search_terms.sql).
    await tx.execute(
      sql`set constraints course_speakers_course_id_courses_id_fk, course_scopes_course_id_courses_id_fk deferred`,
    );
    const { rows: entities, refs } = entityRows(
      file,
      await allocateAll(tx, entityTables, entityIdCounts(file)),
      known,
    );
    await insertAll(tx, schema.scopeCategories, entities.scopeCategories);
    await insertAll(tx, schema.scopes, entities.scopes);
    await insertAll(tx, schema.cities, entities.cities);
    await insertAll(tx, schema.organizers, entities.organizers);
    await insertAll(tx, schema.speakers, entities.speakers);
    await insertAll(tx, schema.packages, entities.packages);
    await insertAll(tx, schema.packageScopes, entities.packageScopes);

    let done = 0;
    for (const step of chunk(file.courses, COURSES_PER_STEP)) {
      const rows = courseRows(
        step,
        await allocateAll(tx, courseTables, courseIdCounts(step)),
        refs,
      );
      await insertAll(tx, schema.courseSpeakers, rows.courseSpeakers);
      await insertAll(tx, schema.courseScopes, rows.courseScopes);
      await insertAll(tx, schema.courses, rows.courses);
      await insertAll(tx, schema.courseSchedules, rows.courseSchedules);
      await insertAll(tx, schema.scheduleDays, scheduleDayRows(rows));
      await insertAll(tx, schema.priceLevels, rows.priceLevels);
      await insertAll(tx, schema.courseDocuments, rows.courseDocuments);
      done += step.length;
      options.onProgress?.({ done, total: file.courses.length });
    }
    // A cancelled date's orders are settled by the server's job (back-office/dates.ts); a
    // cancellation taken back lets a later one settle the orders booked meanwhile.
    for (const change of scheduleChanges) {
      await tx
        .update(schema.courseSchedules)
        .set({ cancelledAt: change.cancelledAt })
        .where(eq(schema.courseSchedules.id, change.id));
      if (change.cancelledAt === null) {
        await tx
          .delete(schema.dateCancellations)
          .where(eq(schema.dateCancellations.scheduleId, change.id));
      }
    }
  });
  return { ok: true, counts };
}

function limit(issues: Issue[]): Issue[] {
  if (issues.length <= MAX_ISSUES) return issues;
  return [
    ...issues.slice(0, MAX_ISSUES),
    {
      path: '(file)',
      message: `and ${issues.length - MAX_ISSUES} more problems of the same kinds`,
    },
  ];
}
