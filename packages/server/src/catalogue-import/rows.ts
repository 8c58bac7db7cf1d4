/**
 * The rows a catalogue file becomes, given the ids they get: pure, so that the writer
 * (import.ts) allocates ids and inserts, and nothing else decides what a course's rows are.
 */
import type * as schema from '../db/schema.ts';
import type { CatalogueFile } from './format.ts';

type CourseEntry = CatalogueFile['courses'][number];

/** Fresh ids for what a file introduces besides courses, in file order. */
export type EntityIds = {
  scopeCategories: number[];
  scopes: number[];
  cities: number[];
  organizers: number[];
  speakers: number[];
  packages: number[];
};

/** Fresh ids for the rows of some courses, in file order. */
export type CourseIds = {
  courses: number[];
  courseSchedules: number[];
  priceLevels: number[];
  courseDocuments: number[];
};

/**
 * What the database has already: ids by scope category key, scope key, lower-case city name and
 * organizer slug.
 */
export type Known = {
  scopeCategories: ReadonlyMap<string, number>;
  scopes: ReadonlyMap<string, number>;
  cities: ReadonlyMap<string, number>;
  organizers: ReadonlyMap<string, number>;
};

/** The ids the file's keys, names and slugs stand for: the database's and the file's own. */
type References = Known & { speakers: ReadonlyMap<string, number> };

type EntityRows = {
  scopeCategories: (typeof schema.scopeCategories.$inferInsert)[];
  scopes: (typeof schema.scopes.$inferInsert)[];
  cities: (typeof schema.cities.$inferInsert)[];
  organizers: (typeof schema.organizers.$inferInsert)[];
  speakers: (typeof schema.speakers.$inferInsert)[];
  packages: (typeof schema.packages.$inferInsert)[];
  packageScopes: (typeof schema.packageScopes.$inferInsert)[];
};

type CourseRows = {
  courses: (typeof schema.courses.$inferInsert)[];
  courseScopes: (typeof schema.courseScopes.$inferInsert)[];
  courseSpeakers: (typeof schema.courseSpeakers.$inferInsert)[];
  courseSchedules: (typeof schema.courseSchedules.$inferInsert)[];
  priceLevels: (typeof schema.priceLevels.$inferInsert)[];
  courseDocuments: (typeof schema.courseDocuments.$inferInsert)[];
};

/** How many fresh ids `entityRows` takes for `file`. */
export function entityIdCounts(file: CatalogueFile): Record<keyof EntityIds, number> {
  return {
    scopeCategories: file.scopeCategories.length,
    scopes: file.scopes.length,
    cities: file.cities.length,
    organizers: file.organizers.length,
    speakers: file.speakers.length,
    packages: file.packages.length,
  };
}

/** How many fresh ids `courseRows` takes for `courses`. */
export function courseIdCounts(courses: readonly CourseEntry[]): Record<keyof CourseIds, number> {
  const schedules = courses.flatMap((course) => course.schedules);
  return {
    courses: courses.length,
    courseSchedules: schedules.length,
    priceLevels: schedules.reduce((sum, schedule) => sum + schedule.priceLevels.length, 0),
    courseDocuments: courses.reduce((sum, course) => sum + course.documents.length, 0),
  };
}

function resolve(map: ReadonlyMap<string, number>, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`No ${what} "${key}": the references were not checked`);
  return id;
}

/** Hands out the ids of each list in order. */
function idTaker<T extends string>(ids: Record<T, number[]>) {
  const next = new Map<T, number>();
  return (table: T) => {
    const index = next.get(table) ?? 0;
    const id = ids[table][index];
    if (id === undefined) throw new Error(`Too few ids for ${table}`);
    next.set(table, index + 1);
    return id;
  };
}

/**
 * The rows of what `file` introduces besides courses, with ids from `ids`, and the ids its
 * courses refer to.
 */
export function entityRows(
  file: CatalogueFile,
  ids: EntityIds,
  known: Known,
): { rows: EntityRows; refs: References } {
  const take = idTaker(ids);
  const categories = new Map(known.scopeCategories);
  const categoryRows = file.scopeCategories.map((category) => {
    const id = take('scopeCategories');
    categories.set(category.key, id);
    return {
      id,
      key: category.key,
      nameDe: category.name.de,
      nameEn: category.name.en,
      position: category.position,
    };
  });
  const scopes = new Map(known.scopes);
  const scopeRows = file.scopes.map((scope) => {
    const id = take('scopes');
    scopes.set(scope.key, id);
    return {
      id,
      key: scope.key,
      nameDe: scope.name.de,
      nameEn: scope.name.en,
      searchTerms: scope.searchTerms,
      searchType: scope.searchType,
      categoryId: resolve(categories, scope.category, 'scope category'),
      top: scope.top,
    };
  });
  const cities = new Map(known.cities);
  const cityRows = file.cities.map((city) => {
    const id = take('cities');
    cities.set(city.name.toLowerCase(), id);
    return { id, ...city };
  });
  const organizers = new Map(known.organizers);
  const organizerRows = file.organizers.map((organizer) => {
    const id = take('organizers');
    organizers.set(organizer.slug, id);
    return {
      id,
      slug: organizer.slug,
      name: organizer.name,
      descriptionDe: organizer.description.de,
      descriptionEn: organizer.description.en,
      street: organizer.street,
      zip: organizer.zip,
      cityId: resolve(cities, organizer.city.toLowerCase(), 'city'),
      website: organizer.website,
      email: organizer.email,
      ...(organizer.cancellation
        ? {
            cancellationFreeDays: organizer.cancellation.freeDays,
            cancellationFeeBp: Math.round(organizer.cancellation.feePercent * 100),
          }
        : {}),
    };
  });
  const speakers = new Map<string, number>();
  const speakerRows = file.speakers.map((speaker) => {
    const id = take('speakers');
    speakers.set(speaker.key, id);
    return {
      id,
      title: speaker.title,
      firstName: speaker.firstName,
      lastName: speaker.lastName,
      bioDe: speaker.bio.de,
      bioEn: speaker.bio.en,
      organizerId: speaker.organizer ? resolve(organizers, speaker.organizer, 'organizer') : null,
    };
  });
  const packageRows: EntityRows['packages'] = [];
  const packageScopeRows: EntityRows['packageScopes'] = [];
  for (const entry of file.packages) {
    const packageId = take('packages');
    packageRows.push({
      id: packageId,
      name: entry.name,
      educationalType: entry.educationalType,
      organizerId: resolve(organizers, entry.organizer, 'organizer'),
      creditValue: entry.creditValue,
      priceCents: entry.priceCents,
      vatCategory: entry.vatCategory,
      vatExemptionReason: entry.vatExemptionReason ?? null,
    });
    for (const key of new Set(entry.scopes)) {
      packageScopeRows.push({ packageId, scopeId: resolve(scopes, key, 'scope') });
    }
  }
  return {
    rows: {
      scopeCategories: categoryRows,
      scopes: scopeRows,
      cities: cityRows,
      organizers: organizerRows,
      speakers: speakerRows,
      packages: packageRows,
      packageScopes: packageScopeRows,
    },
    refs: { scopeCategories: categories, scopes, cities, organizers, speakers },
  };
}

/** The rows of `courses`, with ids from `ids` (each list taken in order). */
export function courseRows(
  courses: readonly CourseEntry[],
  ids: CourseIds,
  refs: References,
): CourseRows {
  const take = idTaker(ids);
  const rows: CourseRows = {
    courses: [],
    courseScopes: [],
    courseSpeakers: [],
    courseSchedules: [],
    priceLevels: [],
    courseDocuments: [],
  };
  for (const course of courses) {
    const courseId = take('courses');
    rows.courses.push({
      id: courseId,
      slug: course.slug,
      name: course.name,
      descriptionDe: course.description.de,
      descriptionEn: course.description.en,
      courseType: course.courseType,
      searchType: course.searchType,
      category: course.category,
      durationValue: course.durationValue,
      organizerId: resolve(refs.organizers, course.organizer, 'organizer'),
      createdAt: course.createdAt === undefined ? undefined : new Date(course.createdAt),
      vatCategory: course.vatCategory,
      vatExemptionReason: course.vatExemptionReason ?? null,
      proofRequired: course.proofRequired,
      proofHintDe: course.proofHint?.de ?? null,
      proofHintEn: course.proofHint?.en ?? null,
      zfuNumber: course.zfuNumber ?? null,
    });
    for (const key of new Set(course.scopes)) {
      rows.courseScopes.push({ courseId, scopeId: resolve(refs.scopes, key, 'scope') });
    }
    [...new Set(course.speakers)].forEach((key, position) =>
      rows.courseSpeakers.push({
        courseId,
        speakerId: resolve(refs.speakers, key, 'speaker'),
        position,
      }),
    );
    for (const schedule of course.schedules) {
      const scheduleId = take('courseSchedules');
      rows.courseSchedules.push({
        id: scheduleId,
        courseId,
        cityId: schedule.city ? resolve(refs.cities, schedule.city.toLowerCase(), 'city') : null,
        venue: schedule.venue,
        startDate: schedule.startDate,
        endDate: schedule.endDate,
        seats: schedule.seats,
        booked: schedule.booked,
        cancelledAt: schedule.cancelledAt === null ? null : new Date(schedule.cancelledAt),
      });
      schedule.priceLevels.forEach((level, position) =>
        rows.priceLevels.push({
          id: take('priceLevels'),
          scheduleId,
          nameDe: level.name.de,
          nameEn: level.name.en,
          priceCents: level.priceCents,
          position,
          bookableUntil: level.bookableUntil,
          conditionDe: level.condition?.de ?? null,
          conditionEn: level.condition?.en ?? null,
        }),
      );
    }
    for (const document of course.documents) {
      rows.courseDocuments.push({
        id: take('courseDocuments'),
        courseId,
        title: document.title,
        kind: document.kind,
      });
    }
  }
  return rows;
}

/**
 * The rows an import of `file` writes into a database without a catalogue: each table's ids from
 * 1 in file order, as its identity sequence hands them out when it has not been used before.
 */
export function rowsInEmptyDatabase(file: CatalogueFile): EntityRows & CourseRows {
  const fromOne = <Key extends string>(counts: Record<Key, number>) =>
    Object.fromEntries(
      Object.entries<number>(counts).map(([table, count]) => [
        table,
        Array.from({ length: count }, (_, index) => index + 1),
      ]),
    ) as Record<Key, number[]>;
  const nothing: Known = {
    scopeCategories: new Map(),
    scopes: new Map(),
    cities: new Map(),
    organizers: new Map(),
  };
  const { rows, refs } = entityRows(file, fromOne(entityIdCounts(file)), nothing);
  return { ...rows, ...courseRows(file.courses, fromOne(courseIdCounts(file.courses)), refs) };
}
