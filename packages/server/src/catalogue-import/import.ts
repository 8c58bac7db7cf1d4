import { getTableName, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { issuesFromZod, withoutNulCharacters, type Issue } from '@kursmarkt/schemas';
import { queryRows, type AppDatabase, type AppTransaction } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { chunk } from '../db/seed/util.ts';
import { catalogueFileSchema, type CatalogueFile } from './format.ts';
import { courseIdCounts, courseRows, entityIdCounts, entityRows } from './rows.ts';

export type ImportProgress = { done: number; total: number };
export type ImportCounts = {
  organizers: number;
  speakers: number;
  courses: number;
  schedules: number;
  priceLevels: number;
  documents: number;
};
export type ImportResult = { ok: true; counts: ImportCounts } | { ok: false; issues: Issue[] };

/** Courses per transaction step; each step inserts its schedules, prices and links too. */
const COURSES_PER_STEP = 1000;
/** Rows per INSERT: well below PostgreSQL's 65535 bind parameters. */
const ROWS_PER_INSERT = 1000;
/** More problems than this are summarised: a file with a systematic mistake repeats it. */
const MAX_ISSUES = 200;

type Lookups = {
  scopes: Map<string, number>;
  cities: Map<string, number>;
  organizers: Map<string, number>;
  courseSlugs: Set<string>;
};

async function lookups(db: AppDatabase, file: CatalogueFile): Promise<Lookups> {
  const scopeRows = await db
    .select({ id: schema.scopes.id, key: schema.scopes.key })
    .from(schema.scopes);
  const cityRows = await db
    .select({ id: schema.cities.id, name: schema.cities.name })
    .from(schema.cities);
  const organizerRows = await db
    .select({ id: schema.organizers.id, slug: schema.organizers.slug })
    .from(schema.organizers);
  const courseSlugs = new Set<string>();
  for (const slugs of chunk(
    file.courses.map((course) => course.slug),
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
  const seen = new Set<string>();
  for (const city of cityRows) {
    const key = city.name.toLowerCase();
    if (seen.has(key)) cities.set(key, -1);
    else cities.set(key, city.id);
    seen.add(key);
  }
  return {
    scopes: new Map(scopeRows.map((row) => [row.key, row.id])),
    cities,
    organizers: new Map(organizerRows.map((row) => [row.slug, row.id])),
    courseSlugs,
  };
}

/** Every reference of the file that does not resolve, as `path: message` issues. */
function checkReferences(file: CatalogueFile, known: Lookups): Issue[] {
  const issues: Issue[] = [];
  const cityIssue = (name: string, path: string) => {
    const id = known.cities.get(name.toLowerCase());
    if (id === undefined) issues.push({ path, message: `is not a known city ("${name}")` });
    else if (id === -1) issues.push({ path, message: `names more than one city ("${name}")` });
  };
  const newOrganizers = new Set<string>();
  file.organizers.forEach((organizer, index) => {
    if (known.organizers.has(organizer.slug) || newOrganizers.has(organizer.slug)) {
      issues.push({
        path: `organizers[${index}].slug`,
        message: `"${organizer.slug}" exists already`,
      });
    }
    newOrganizers.add(organizer.slug);
    cityIssue(organizer.city, `organizers[${index}].city`);
  });
  const organizerKnown = (slug: string) => known.organizers.has(slug) || newOrganizers.has(slug);
  const speakerKeys = new Set<string>();
  file.speakers.forEach((speaker, index) => {
    if (speakerKeys.has(speaker.key)) {
      issues.push({ path: `speakers[${index}].key`, message: `"${speaker.key}" is used twice` });
    }
    speakerKeys.add(speaker.key);
    if (speaker.organizer && !organizerKnown(speaker.organizer)) {
      issues.push({
        path: `speakers[${index}].organizer`,
        message: `is not a known organizer ("${speaker.organizer}")`,
      });
    }
  });
  const courseSlugs = new Set<string>();
  file.courses.forEach((course, index) => {
    const at = `courses[${index}]`;
    if (known.courseSlugs.has(course.slug) || courseSlugs.has(course.slug)) {
      issues.push({ path: `${at}.slug`, message: `"${course.slug}" exists already` });
    }
    courseSlugs.add(course.slug);
    if (!organizerKnown(course.organizer)) {
      issues.push({
        path: `${at}.organizer`,
        message: `is not a known organizer ("${course.organizer}")`,
      });
    }
    course.scopes.forEach((key, scopeIndex) => {
      if (!known.scopes.has(key)) {
        issues.push({
          path: `${at}.scopes[${scopeIndex}]`,
          message: `is not a known scope ("${key}")`,
        });
      }
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
  return issues;
}

/** Fresh ids from a table's identity sequence, so related rows can be inserted in batches. */
async function allocateIds(tx: AppTransaction, table: PgTable, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::int as id from generate_series(1, ${count})`,
  );
  return rows.map((row) => row.id);
}

async function insertAll<T extends PgTable>(
  tx: AppTransaction,
  table: T,
  rows: T['$inferInsert'][],
) {
  for (const batch of chunk(rows, ROWS_PER_INSERT)) await tx.insert(table).values(batch);
}

/**
 * Validates a catalogue file against the schema and against the database (scopes, cities,
 * organizers, duplicate slugs) and inserts it in one transaction; nothing is written when
 * anything is wrong.
 */
export async function importCatalogue(
  db: AppDatabase,
  input: unknown,
  options: { dryRun?: boolean; onProgress?: (progress: ImportProgress) => void } = {},
): Promise<ImportResult> {
  const parsed = withoutNulCharacters(catalogueFileSchema).safeParse(input);
  if (!parsed.success) return { ok: false, issues: limit(issuesFromZod(parsed.error)) };
  const file = parsed.data;
  const known = await lookups(db, file);
  const problems = checkReferences(file, known);
  if (problems.length > 0) return { ok: false, issues: limit(problems) };

  const counts: ImportCounts = {
    organizers: file.organizers.length,
    speakers: file.speakers.length,
    courses: file.courses.length,
    schedules: file.courses.reduce((sum, course) => sum + course.schedules.length, 0),
    priceLevels: file.courses.reduce(
      (sum, course) => sum + course.schedules.reduce((inner, s) => inner + s.priceLevels.length, 0),
      0,
    ),
    documents: file.courses.reduce((sum, course) => sum + course.documents.length, 0),
  };
  if (options.dryRun) return { ok: true, counts };

  await db.transaction(async (tx) => {
    // A course's speakers and scopes are written before the course, so that the course row is
    // written once, with their names in its search text (see
    // drizzle/0009_course_speakers_deferrable.sql and drizzle/0010_scope_search_terms.sql).
    await tx.execute(
      sql`set constraints course_speakers_course_id_courses_id_fk, course_scopes_course_id_courses_id_fk deferred`,
    );
    const entityCounts = entityIdCounts(file);
    const { rows: entities, refs } = entityRows(
      file,
      {
        organizers: await allocateIds(tx, schema.organizers, entityCounts.organizers),
        speakers: await allocateIds(tx, schema.speakers, entityCounts.speakers),
      },
      known,
    );
    await insertAll(tx, schema.organizers, entities.organizers);
    await insertAll(tx, schema.speakers, entities.speakers);

    let done = 0;
    for (const step of chunk(file.courses, COURSES_PER_STEP)) {
      const counts = courseIdCounts(step);
      const ids = {
        courses: await allocateIds(tx, schema.courses, counts.courses),
        courseSchedules: await allocateIds(tx, schema.courseSchedules, counts.courseSchedules),
        priceLevels: await allocateIds(tx, schema.priceLevels, counts.priceLevels),
        courseDocuments: await allocateIds(tx, schema.courseDocuments, counts.courseDocuments),
      };
      const rows = courseRows(step, ids, refs);
      await insertAll(tx, schema.courseSpeakers, rows.courseSpeakers);
      await insertAll(tx, schema.courseScopes, rows.courseScopes);
      await insertAll(tx, schema.courses, rows.courses);
      await insertAll(tx, schema.courseSchedules, rows.courseSchedules);
      await insertAll(tx, schema.priceLevels, rows.priceLevels);
      await insertAll(tx, schema.courseDocuments, rows.courseDocuments);
      done += step.length;
      options.onProgress?.({ done, total: file.courses.length });
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
