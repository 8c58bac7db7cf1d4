/**
 * The catalogue's reads: course details, compact course entries, packages, organizers and
 * speakers, shaped as the contract in schemas/src/api/catalogue.ts describes them.
 */
import { and, asc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type {
  CourseDetail,
  CourseOverview,
  CourseScheduleDetail,
  CoursesOverview,
  Locale,
  NamedEntry,
  OrganizerDetail,
  OrganizerListEntry,
  PackageSource,
  ReferentDetail,
  ReferentListEntry,
} from '@kursmarkt/schemas';
import { courseDetailPath, metaDescription } from '@kursmarkt/schemas';
import type { Db } from '../db/client.ts';
import {
  cities,
  courseDocuments,
  courseSchedules,
  courseScopes,
  courseSpeakers,
  courses,
  organizers,
  packageScopes,
  packages,
  priceLevels,
  scopes,
  speakers,
  type CourseCategory,
  type CourseType,
  type SearchType,
} from '../db/schema.ts';

const localized = (language: Locale, de: string, en: string) => (language === 'de' ? de : en);

/** Dictionary order of the language, the same on PGlite and PostgreSQL whatever their collation. */
const collatorOf = (language: Locale) => new Intl.Collator(language);
const byGerman = collatorOf('de').compare;

const byName = (language: Locale) => {
  const collator = collatorOf(language);
  return (a: NamedEntry, b: NamedEntry) => collator.compare(a.name, b.name) || a.id - b.id;
};

type ScheduleWithPrices = {
  id: number;
  venue: string | null;
  startDate: string;
  endDate: string;
  seats: number;
  booked: number;
  city: { id: number; name: string } | null;
  priceLevels: {
    id: number;
    nameDe: string;
    nameEn: string;
    priceCents: number;
    bookableUntil: string | null;
    conditionDe: string | null;
    conditionEn: string | null;
  }[];
};

/** Whether a price level can be booked on `today`: its booking deadline has not passed. */
export const levelBookable = (level: { bookableUntil: string | null }, today: string) =>
  level.bookableUntil === null || level.bookableUntil >= today;

/** A date with the price levels that can be booked on `today`. */
export function scheduleDetail(
  schedule: ScheduleWithPrices,
  language: Locale,
  today: string,
): CourseScheduleDetail {
  return {
    id: schedule.id,
    city: schedule.city ? { id: schedule.city.id, name: schedule.city.name } : null,
    venue: schedule.venue,
    startDate: schedule.startDate,
    endDate: schedule.endDate,
    seats: schedule.seats,
    booked: schedule.booked,
    available: Math.max(0, schedule.seats - schedule.booked),
    full: schedule.booked >= schedule.seats,
    running: schedule.startDate < today && schedule.endDate >= today,
    priceLevels: schedule.priceLevels
      .filter((level) => levelBookable(level, today))
      .map((level) => ({
        id: level.id,
        name: localized(language, level.nameDe, level.nameEn),
        priceValue: level.priceCents,
        bookableUntil: level.bookableUntil,
        condition:
          level.conditionDe === null
            ? null
            : localized(language, level.conditionDe, level.conditionEn ?? level.conditionDe),
      })),
  };
}

const priceLevelOrder = [asc(priceLevels.position), asc(priceLevels.id)];

/** A course with everything its detail page shows, or null when there is no such course. */
export async function loadCourseDetail(
  db: Db,
  courseId: number,
  language: Locale,
  today: string,
): Promise<CourseDetail | null> {
  const course = await db.query.courses.findFirst({
    where: eq(courses.id, courseId),
    with: {
      organizer: true,
      courseScopes: { with: { scope: true } },
      courseSpeakers: {
        with: { speaker: true },
        orderBy: [asc(courseSpeakers.position), asc(courseSpeakers.speakerId)],
      },
      schedules: {
        // A date its organizer cancelled is not offered (docs/decisions/0035-cancelled-dates.md).
        where: and(gte(courseSchedules.endDate, today), isNull(courseSchedules.cancelledAt)),
        orderBy: [asc(courseSchedules.startDate), asc(courseSchedules.id)],
        with: { city: true, priceLevels: { orderBy: priceLevelOrder } },
      },
      documents: { orderBy: asc(courseDocuments.id) },
    },
  });
  if (!course) return null;
  const description = localized(language, course.descriptionDe, course.descriptionEn);
  return {
    id: course.id,
    slug: course.slug,
    name: course.name,
    description,
    courseType: course.courseType,
    searchType: course.searchType,
    category: course.category,
    durationValue: course.durationValue,
    organizer: {
      id: course.organizer.id,
      name: course.organizer.name,
      slug: course.organizer.slug,
    },
    scopes: course.courseScopes
      .map(({ scope }) => ({ id: scope.id, name: localized(language, scope.nameDe, scope.nameEn) }))
      .sort(byName(language)),
    speakers: course.courseSpeakers.map(({ speaker }) => ({
      id: speaker.id,
      title: speaker.title,
      firstName: speaker.firstName,
      lastName: speaker.lastName,
    })),
    schedules: course.schedules.map((schedule) => scheduleDetail(schedule, language, today)),
    documents: course.documents.map(({ id, title, kind }) => ({ id, title, kind })),
    detailPath: courseDetailPath(course),
    meta: {
      title: `${course.name} | ${course.organizer.name}`,
      description: metaDescription(description),
    },
  };
}

/** One date of a course with its prices, or null when the date is not this course's. */
/** A document of a course; undefined when the course has no document of that id. */
export async function loadCourseDocument(db: Db, courseId: number, documentId: number) {
  const [document] = await db
    .select()
    .from(courseDocuments)
    .where(and(eq(courseDocuments.id, documentId), eq(courseDocuments.courseId, courseId)));
  return document;
}

export async function loadCourseSchedule(db: Db, courseId: number, scheduleId: number) {
  return (
    (await db.query.courseSchedules.findFirst({
      where: and(eq(courseSchedules.id, scheduleId), eq(courseSchedules.courseId, courseId)),
      with: {
        city: true,
        priceLevels: { orderBy: priceLevelOrder },
        course: { columns: { id: true, name: true, courseType: true } },
      },
    })) ?? null
  );
}

// Compact course entries -----------------------------------------------------------------------

const lowestPrice = sql<
  number | null
>`(select min(${priceLevels.priceCents}) from ${priceLevels} where ${priceLevels.scheduleId} = ${courseSchedules.id})`;

const courseColumns = {
  id: courses.id,
  slug: courses.slug,
  name: courses.name,
  courseType: courses.courseType,
  searchType: courses.searchType,
  category: courses.category,
  durationValue: courses.durationValue,
  organizerId: organizers.id,
  organizerName: organizers.name,
};

const scheduleColumns = {
  scheduleId: courseSchedules.id,
  courseId: courseSchedules.courseId,
  cityId: cities.id,
  cityName: cities.name,
  startDate: courseSchedules.startDate,
  endDate: courseSchedules.endDate,
  seats: courseSchedules.seats,
  booked: courseSchedules.booked,
  lowestPrice: lowestPrice.mapWith(Number),
};

type CourseRow = {
  id: number;
  slug: string;
  name: string;
  courseType: CourseType;
  searchType: SearchType;
  category: CourseCategory;
  durationValue: number;
  organizerId: number;
  organizerName: string;
};
type ScheduleRow = {
  scheduleId: number;
  courseId: number;
  cityId: number | null;
  cityName: string | null;
  startDate: string;
  endDate: string;
  seats: number;
  booked: number;
  lowestPrice: number | null;
};

function overviewEntry(
  course: CourseRow,
  schedule: ScheduleRow | undefined,
  priceFrom: number | null,
): CourseOverview {
  return {
    id: course.id,
    name: course.name,
    organizer: { id: course.organizerId, name: course.organizerName },
    courseType: course.courseType,
    durationValue: course.durationValue,
    schedule: schedule
      ? {
          id: schedule.scheduleId,
          city:
            schedule.cityId === null
              ? null
              : { id: schedule.cityId, name: schedule.cityName ?? '' },
          startDate: schedule.startDate,
          endDate: schedule.endDate,
          available: Math.max(0, schedule.seats - schedule.booked),
          full: schedule.booked >= schedule.seats,
        }
      : null,
    priceFrom,
    detailPath: courseDetailPath(course),
  };
}

const minOf = (values: (number | null)[]) => {
  const numbers = values.filter((value): value is number => value !== null);
  return numbers.length ? Math.min(...numbers) : null;
};

/**
 * Compact entries of the courses matching `where`: each with its next date that has not ended and
 * the lowest price of those dates. `upcomingOnly` leaves out courses without such a date and
 * orders by that date; otherwise the order is by name.
 */
async function courseOverviews(
  db: Db,
  where: SQL | undefined,
  today: string,
  { upcomingOnly }: { upcomingOnly: boolean },
): Promise<CourseOverview[]> {
  const courseRows = await db
    .select(courseColumns)
    .from(courses)
    .innerJoin(organizers, eq(organizers.id, courses.organizerId))
    .where(where);
  if (courseRows.length === 0) return [];
  const scheduleRows = await db
    .select(scheduleColumns)
    .from(courseSchedules)
    .leftJoin(cities, eq(cities.id, courseSchedules.cityId))
    .where(
      and(
        inArray(
          courseSchedules.courseId,
          courseRows.map((course) => course.id),
        ),
        gte(courseSchedules.endDate, today),
        isNull(courseSchedules.cancelledAt),
      ),
    )
    .orderBy(asc(courseSchedules.startDate), asc(courseSchedules.id));
  const byCourse = new Map<number, ScheduleRow[]>();
  for (const row of scheduleRows) {
    const list = byCourse.get(row.courseId) ?? [];
    list.push(row);
    byCourse.set(row.courseId, list);
  }
  const entries = courseRows.flatMap((course) => {
    const upcoming = byCourse.get(course.id) ?? [];
    if (upcomingOnly && upcoming.length === 0) return [];
    return [overviewEntry(course, upcoming[0], minOf(upcoming.map((row) => row.lowestPrice)))];
  });
  return entries.sort(
    (a, b) =>
      (upcomingOnly
        ? (a.schedule?.startDate ?? '').localeCompare(b.schedule?.startDate ?? '')
        : 0) ||
      byGerman(a.name, b.name) ||
      a.id - b.id,
  );
}

/** The compact entry of one course, also without a date to come; undefined for an unknown id. */
export async function loadCourseOverview(
  db: Db,
  id: number,
  today: string,
): Promise<CourseOverview | undefined> {
  const [overview] = await courseOverviews(db, eq(courses.id, id), today, { upcomingOnly: false });
  return overview;
}

/** The year's dates grouped by the month they start in; see `getCoursesOverview`. */
export async function coursesOverviewOfYear(
  db: Db,
  options: {
    year: number;
    today: string;
    futureEventsOnly: boolean;
    searchTypes: readonly SearchType[];
    courseTypes: readonly CourseType[];
    organizerId?: number;
  },
): Promise<CoursesOverview> {
  const { year, today } = options;
  const rows = await db
    .select({ course: courseColumns, schedule: scheduleColumns })
    .from(courseSchedules)
    .innerJoin(courses, eq(courses.id, courseSchedules.courseId))
    .innerJoin(organizers, eq(organizers.id, courses.organizerId))
    .leftJoin(cities, eq(cities.id, courseSchedules.cityId))
    .where(
      and(
        gte(courseSchedules.startDate, `${year}-01-01`),
        lte(courseSchedules.startDate, `${year}-12-31`),
        options.futureEventsOnly ? gte(courseSchedules.endDate, today) : undefined,
        isNull(courseSchedules.cancelledAt),
        inArray(courses.searchType, [...options.searchTypes]),
        inArray(courses.courseType, [...options.courseTypes]),
        options.organizerId === undefined
          ? undefined
          : eq(courses.organizerId, options.organizerId),
      ),
    );
  rows.sort(
    (a, b) =>
      a.schedule.startDate.localeCompare(b.schedule.startDate) ||
      byGerman(a.course.name, b.course.name) ||
      a.schedule.scheduleId - b.schedule.scheduleId,
  );
  const months = new Map<string, CourseOverview[]>();
  for (const { course, schedule } of rows) {
    const month = schedule.startDate.slice(0, 7);
    const list = months.get(month) ?? [];
    list.push(overviewEntry(course, schedule, schedule.lowestPrice));
    months.set(month, list);
  }
  return {
    year,
    months: [...months].map(([month, entries]) => ({ month, courses: entries })),
  };
}

// Packages -------------------------------------------------------------------------------------

/** Credit packages matching `where`, by id, with their scope ids. */
async function loadPackages(db: Db, where: SQL | undefined): Promise<PackageSource[]> {
  const rows = await db
    .select({
      id: packages.id,
      name: packages.name,
      educationalType: packages.educationalType,
      organizerId: organizers.id,
      organizerName: organizers.name,
      creditValue: packages.creditValue,
      priceCents: packages.priceCents,
    })
    .from(packages)
    .innerJoin(organizers, eq(organizers.id, packages.organizerId))
    .where(where)
    .orderBy(asc(packages.id));
  if (rows.length === 0) return [];
  const scopeRows = await db
    .select()
    .from(packageScopes)
    .where(
      inArray(
        packageScopes.packageId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(packageScopes.scopeId));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    educationalType: row.educationalType,
    organizer: { id: row.organizerId, name: row.organizerName },
    professionalScopeIds: scopeRows
      .filter((scope) => scope.packageId === row.id)
      .map((scope) => scope.scopeId),
    creditValue: row.creditValue,
    price: row.priceCents,
  }));
}

/** The credit packages for these search types. */
export const loadPackagesOfTypes = (db: Db, types: readonly SearchType[]) =>
  loadPackages(db, inArray(packages.educationalType, types));

/** One credit package; undefined for an unknown id. */
export async function loadPackage(db: Db, id: number): Promise<PackageSource | undefined> {
  const [found] = await loadPackages(db, eq(packages.id, id));
  return found;
}

// Organizers -----------------------------------------------------------------------------------

export async function loadOrganizers(db: Db): Promise<OrganizerListEntry[]> {
  const rows = await db
    .select({
      id: organizers.id,
      name: organizers.name,
      slug: organizers.slug,
      city: cities.name,
      website: organizers.website,
      courseCount:
        sql<number>`(select count(*) from ${courses} where ${courses.organizerId} = ${organizers.id})`.mapWith(
          Number,
        ),
    })
    .from(organizers)
    .innerJoin(cities, eq(cities.id, organizers.cityId));
  return rows.sort((a, b) => byGerman(a.name, b.name) || a.id - b.id);
}

export async function loadOrganizer(
  db: Db,
  organizerId: number,
  options: { language: Locale; includeScopes: boolean; today: string },
): Promise<OrganizerDetail | null> {
  const organizer = await db.query.organizers.findFirst({
    where: eq(organizers.id, organizerId),
    with: { city: true },
  });
  if (!organizer) return null;
  const { language } = options;
  let scopeEntries: NamedEntry[] | undefined;
  if (options.includeScopes) {
    const rows = await db
      .selectDistinct({ id: scopes.id, nameDe: scopes.nameDe, nameEn: scopes.nameEn })
      .from(courseScopes)
      .innerJoin(courses, eq(courses.id, courseScopes.courseId))
      .innerJoin(scopes, eq(scopes.id, courseScopes.scopeId))
      .where(eq(courses.organizerId, organizerId));
    scopeEntries = rows
      .map((row) => ({ id: row.id, name: localized(language, row.nameDe, row.nameEn) }))
      .sort(byName(language));
  }
  const upcomingCourses = await courseOverviews(
    db,
    eq(courses.organizerId, organizerId),
    options.today,
    { upcomingOnly: true },
  );
  return {
    id: organizer.id,
    name: organizer.name,
    slug: organizer.slug,
    description: localized(language, organizer.descriptionDe, organizer.descriptionEn),
    address: {
      street: organizer.street,
      zip: organizer.zip,
      city: { id: organizer.city.id, name: organizer.city.name },
    },
    website: organizer.website,
    email: organizer.email,
    logoUrl: organizer.logoUrl,
    ...(scopeEntries ? { scopes: scopeEntries } : {}),
    upcomingCourses,
  };
}

// Speakers -------------------------------------------------------------------------------------

const bySpeakerName = (
  a: { lastName: string; firstName: string; id: number },
  b: { lastName: string; firstName: string; id: number },
) => byGerman(a.lastName, b.lastName) || byGerman(a.firstName, b.firstName) || a.id - b.id;

export async function loadReferents(db: Db): Promise<ReferentListEntry[]> {
  const rows = await db
    .select({
      id: speakers.id,
      title: speakers.title,
      firstName: speakers.firstName,
      lastName: speakers.lastName,
      organizerId: organizers.id,
      organizerName: organizers.name,
      courseCount:
        sql<number>`(select count(*) from ${courseSpeakers} where ${courseSpeakers.speakerId} = ${speakers.id})`.mapWith(
          Number,
        ),
    })
    .from(speakers)
    .leftJoin(organizers, eq(organizers.id, speakers.organizerId));
  return rows
    .map(({ organizerId, organizerName, ...speaker }) => ({
      ...speaker,
      organizer: organizerId === null ? null : { id: organizerId, name: organizerName ?? '' },
    }))
    .sort(bySpeakerName);
}

export async function loadReferent(
  db: Db,
  speakerId: number,
  options: { language: Locale; today: string },
): Promise<ReferentDetail | null> {
  const speaker = await db.query.speakers.findFirst({
    where: eq(speakers.id, speakerId),
    with: { organizer: { columns: { id: true, name: true } } },
  });
  if (!speaker) return null;
  const upcomingCourses = await courseOverviews(
    db,
    inArray(
      courses.id,
      db
        .select({ id: courseSpeakers.courseId })
        .from(courseSpeakers)
        .where(eq(courseSpeakers.speakerId, speakerId)),
    ),
    options.today,
    { upcomingOnly: true },
  );
  return {
    id: speaker.id,
    title: speaker.title,
    firstName: speaker.firstName,
    lastName: speaker.lastName,
    organizer: speaker.organizer
      ? { id: speaker.organizer.id, name: speaker.organizer.name }
      : null,
    bio: localized(options.language, speaker.bioDe, speaker.bioEn),
    upcomingCourses,
  };
}
