import { z } from 'zod';
import { courseTypeSchema, searchTypeSchema } from '../domain/enums.ts';
import { maxId } from '../rules/paths.ts';
import { endpoint } from './common.ts';
import { catalogueRoutes as routes } from './routes-catalogue.ts';

/** A numeric id in a path or query string, e.g. `/api/course/17`. */
const idText = z.coerce.number().int().positive().max(maxId);
const id = z.number().int().positive();

/** `true` or `false` in a query string, as a boolean. */
const booleanText = z.enum(['true', 'false']).transform((value) => value === 'true');

const languageField = { language: z.string().max(10).optional() };
const languageQuery = z.strictObject(languageField);
const idParams = z.strictObject({ id: idText });

/** The listing category of a course (the `category` search parameter). */
const categorySchema = z.enum([
  'fachanwaltslehrgang',
  'fortbildung',
  'fortbildung-15-fao',
  'online-seminar',
  'praesenzschulung',
  'selbststudium',
]);

/** Scope entries (docs/entities-and-states.md), cities and other named references. */
export const namedEntrySchema = z.strictObject({ id, name: z.string() });
export type NamedEntry = z.infer<typeof namedEntrySchema>;

export const courseOrganizerRefSchema = z.strictObject({
  id,
  name: z.string(),
  slug: z.string(),
});

export const speakerRefSchema = z.strictObject({
  id,
  /** Academic title ("Dr.", "Prof. Dr."), empty when none; the RENO theme hides it. */
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type SpeakerRef = z.infer<typeof speakerRefSchema>;

export const priceLevelSchema = z.strictObject({
  id,
  /** The level's name in the request language ("Standard", "Frühbucher" …). */
  name: z.string(),
  /** Cents (EUR), including VAT: 119000 is 1.190,00 €. */
  priceValue: z.number().int().nonnegative(),
  /**
   * The last day the level can be booked (an early-bird price); null: as long as the date. A
   * level whose day has passed is not listed.
   */
  bookableUntil: z.iso.date().nullable(),
  /** Who may book it (a member price), in the request language, shown next to the choice. */
  condition: z.string().nullable(),
});

/** One date of a course with its place, seats and prices. */
export const courseScheduleDetailSchema = z.strictObject({
  id,
  /** Null for ONLINE and SELF courses. */
  city: namedEntrySchema.nullable(),
  venue: z.string().nullable(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  seats: z.number().int().nonnegative(),
  booked: z.number().int().nonnegative(),
  /** `seats - booked`, never below 0. */
  available: z.number().int().nonnegative(),
  /** Fully booked (`booked >= seats`): the storefront offers the waiting list instead. */
  full: z.boolean(),
  /** Began before today and has not ended: booked now, the course is joined while it runs. */
  running: z.boolean(),
  /**
   * The levels that can be booked today, ordered as the organizer lists them; the first is the
   * standard price.
   */
  priceLevels: z.array(priceLevelSchema),
});
export type CourseScheduleDetail = z.infer<typeof courseScheduleDetailSchema>;

export const courseDocumentRefSchema = z.strictObject({
  id,
  title: z.string(),
  kind: z.enum(['PROGRAM', 'FLYER', 'SCRIPT', 'TERMS']),
});

/** A course with everything its detail page shows (docs/entities-and-states.md, Course). */
export const courseDetailSchema = z.strictObject({
  id,
  slug: z.string(),
  name: z.string(),
  /** In the request language. */
  description: z.string(),
  courseType: courseTypeSchema,
  searchType: searchTypeSchema,
  category: categorySchema,
  /** Hours (Zeitstunden) that count towards § 15 FAO. */
  durationValue: z.number().positive(),
  organizer: courseOrganizerRefSchema,
  /** The professional scopes (Fachgebiete) in the request language, by name. */
  scopes: z.array(namedEntrySchema),
  /** In the order the organizer lists them. */
  speakers: z.array(speakerRefSchema),
  /** Only schedules that have not ended, by start date. */
  schedules: z.array(courseScheduleDetailSchema),
  /** PDFs at `/api/course/:id/document/:documentId`. */
  documents: z.array(courseDocumentRefSchema),
  /**
   * The storefront path of the detail page: `/fachanwaltslehrgang/<slug>-<id>`,
   * `/fortbildung-15-fao/<slug>-<id>`, `/fortbildung/<slug>-<id>` (other categories of EDUCATION
   * and RENO courses) or `/course/<id>`.
   */
  detailPath: z.string().startsWith('/'),
  /** For the page's `<title>` and meta description. */
  meta: z.strictObject({ title: z.string(), description: z.string() }),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/** The date a compact course entry is about, without prices. */
export const courseOverviewScheduleSchema = z.strictObject({
  id,
  city: namedEntrySchema.nullable(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  available: z.number().int().nonnegative(),
  full: z.boolean(),
});

/** A compact course entry for lists, teasers and calendars. */
export const courseOverviewSchema = z.strictObject({
  id,
  name: z.string(),
  organizer: namedEntrySchema,
  courseType: courseTypeSchema,
  durationValue: z.number().positive(),
  /**
   * The next date that has not ended (null when there is none); in the overview by month, the
   * date the entry is listed for.
   */
  schedule: courseOverviewScheduleSchema.nullable(),
  /** The lowest price (cents, including VAT) of the dates the entry is about; null without a date. */
  priceFrom: z.number().int().nonnegative().nullable(),
  detailPath: z.string().startsWith('/'),
});
export type CourseOverview = z.infer<typeof courseOverviewSchema>;

/** One date of a course, for the booking dialog and the cart. */
export const courseInfoSchema = courseScheduleDetailSchema.extend({
  courseId: id,
  courseName: z.string(),
  courseType: courseTypeSchema,
  /** The date is over: it can no longer be booked. */
  ended: z.boolean(),
});
export type CourseInfo = z.infer<typeof courseInfoSchema>;

export const coursesOverviewSchema = z.strictObject({
  year: z.number().int(),
  /** Only months with dates, in calendar order; inside a month by start date and name. */
  months: z.array(
    z.strictObject({
      month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
      courses: z.array(courseOverviewSchema),
    }),
  ),
});
export type CoursesOverview = z.infer<typeof coursesOverviewSchema>;

/** A credit package (docs/entities-and-states.md, Package (catalogue)). */
export const packageSourceSchema = z.strictObject({
  id,
  name: z.string(),
  educationalType: searchTypeSchema,
  organizer: namedEntrySchema,
  professionalScopeIds: z.array(id),
  /** Course hours the package covers. */
  creditValue: z.number().positive(),
  /** Cents (EUR), including VAT. */
  price: z.number().int().nonnegative(),
});
export type PackageSource = z.infer<typeof packageSourceSchema>;

export const organizerListEntrySchema = z.strictObject({
  id,
  name: z.string(),
  slug: z.string(),
  /** The name of the city of the organizer's address. */
  city: z.string(),
  website: z.string(),
  /** Courses of the organizer in the catalogue. */
  courseCount: z.number().int().nonnegative(),
});
export type OrganizerListEntry = z.infer<typeof organizerListEntrySchema>;

export const organizerDetailSchema = z.strictObject({
  id,
  name: z.string(),
  slug: z.string(),
  /** In the request language. */
  description: z.string(),
  address: z.strictObject({ street: z.string(), zip: z.string(), city: namedEntrySchema }),
  website: z.string(),
  email: z.string(),
  logoUrl: z.string().nullable(),
  /** The scopes of the organizer's courses; only with `includeScopes=true`. */
  scopes: z.array(namedEntrySchema).optional(),
  /** Courses with a date that has not ended, by that date. */
  upcomingCourses: z.array(courseOverviewSchema),
});
export type OrganizerDetail = z.infer<typeof organizerDetailSchema>;

export const referentListEntrySchema = speakerRefSchema.extend({
  organizer: namedEntrySchema.nullable(),
  /** Courses the speaker teaches in the catalogue. */
  courseCount: z.number().int().nonnegative(),
});
export type ReferentListEntry = z.infer<typeof referentListEntrySchema>;

export const referentDetailSchema = speakerRefSchema.extend({
  organizer: namedEntrySchema.nullable(),
  /** In the request language. */
  bio: z.string(),
  /** Courses with a date that has not ended, by that date. */
  upcomingCourses: z.array(courseOverviewSchema),
});
export type ReferentDetail = z.infer<typeof referentDetailSchema>;

/** docs/rules.md, validation: the storefront shows this text for a 422 of the newsletter sign-up. */
export const newsletterEmailMessage = 'Bitte geben Sie eine gültige E-Mail-Adresse an!';

export const waitingListRequestSchema = z.strictObject({
  scheduleId: id.max(maxId),
  name: z.string().trim().min(2, 'Bitte geben Sie Ihren Namen an.').max(120),
  email: z.email('Bitte geben Sie eine gültige E-Mail-Adresse an.').max(254),
  /** Places wanted, 1 to 10. */
  seats: z.number().int().min(1, 'Mindestens 1 Platz.').max(10, 'Höchstens 10 Plätze.').default(1),
});
export type WaitingListRequest = z.input<typeof waitingListRequestSchema>;

export const newsletterRequestSchema = z.strictObject({
  email: z.email(newsletterEmailMessage).max(254, newsletterEmailMessage),
});
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

export const newsletterConfirmationRequestSchema = z.strictObject({
  /** The token of the confirmation link (`/newsletter-confirmation?token=…`). */
  token: z
    .string()
    .min(16)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be the token of the confirmation link'),
});
export type NewsletterConfirmationRequest = z.infer<typeof newsletterConfirmationRequestSchema>;

const received = z.strictObject({ received: z.literal(true) });

/** The catalogue endpoints: each route of routes-catalogue.ts with its schemas. */
export const catalogueEndpoints = {
  getCourse: endpoint({
    ...routes.getCourse,
    summary: 'A course with its organizer, scopes, speakers, coming dates, prices and documents',
    params: idParams,
    query: languageQuery,
    response: courseDetailSchema,
  }),
  getCourseOverview: endpoint({
    ...routes.getCourseOverview,
    summary: 'A compact summary of a course: next date, lowest price, detail path',
    params: idParams,
    response: courseOverviewSchema,
  }),
  getCourseInfo: endpoint({
    ...routes.getCourseInfo,
    summary: 'One date of a course: place, dates, seats and price levels',
    params: idParams,
    query: z.strictObject({ scheduleId: idText, ...languageField }),
    response: courseInfoSchema,
  }),
  getCourseDocument: endpoint({
    ...routes.getCourseDocument,
    summary:
      'A course document as a PDF (title, course, organizer, speakers, duration, dates, prices, description)',
    params: z.strictObject({ id: idText, documentId: idText }),
    query: languageQuery,
    produces: 'application/pdf',
    /** The PDF's bytes; the browser client reads them as a Blob. */
    response: z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob),
  }),
  getCoursesOverview: endpoint({
    ...routes.getCoursesOverview,
    summary:
      "The year's course dates of the domain's search and course types, grouped by month of their start",
    params: z.strictObject({ year: z.coerce.number().int().min(2000).max(2100) }),
    query: z.strictObject({
      /** Leave out dates that have ended. @default false */
      futureEventsOnly: booleanText.optional(),
      /** Only this organizer's courses (the education provider's course overview). */
      organizerId: idText.optional(),
    }),
    response: coursesOverviewSchema,
  }),
  getPackages: endpoint({
    ...routes.getPackages,
    summary: "The credit packages of the domain's search types",
    response: z.array(packageSourceSchema),
  }),
  getPackage: endpoint({
    ...routes.getPackage,
    summary: 'A credit package',
    params: idParams,
    response: packageSourceSchema,
  }),
  getOrganizers: endpoint({
    ...routes.getOrganizers,
    summary: 'The course organizers (Veranstalter) by name',
    response: z.array(organizerListEntrySchema),
  }),
  getOrganizer: endpoint({
    ...routes.getOrganizer,
    summary: 'An organizer with address, description, optionally its scopes, and coming courses',
    params: idParams,
    query: z.strictObject({ includeScopes: booleanText.optional(), ...languageField }),
    response: organizerDetailSchema,
  }),
  getReferentInfos: endpoint({
    ...routes.getReferentInfos,
    summary: 'The speakers (Referentinnen und Referenten) by last name',
    response: z.array(referentListEntrySchema),
  }),
  getReferentInfo: endpoint({
    ...routes.getReferentInfo,
    summary: 'A speaker with bio and coming courses',
    params: idParams,
    query: languageQuery,
    response: referentDetailSchema,
  }),
  postWaitingList: endpoint({
    ...routes.postWaitingList,
    summary:
      'Asks to be told when a place in a fully booked date becomes free (409 while places are free, SCHEDULE_CANCELLED for a date its organizer cancelled); a mail in the language asked for confirms a new request',
    query: languageQuery,
    body: waitingListRequestSchema,
    status: 201,
    response: received,
  }),
  putNewsletter: endpoint({
    ...routes.putNewsletter,
    summary:
      'Signs an address up for the newsletter: sends the confirmation mail (double opt-in); 404 without the NEWSLETTER feature',
    query: languageQuery,
    body: newsletterRequestSchema,
    status: 202,
    response: received,
  }),
  putNewsletterConfirmation: endpoint({
    ...routes.putNewsletterConfirmation,
    summary: 'Confirms a newsletter sign-up with the token of the confirmation mail',
    body: newsletterConfirmationRequestSchema,
    response: z.strictObject({ confirmed: z.literal(true) }),
  }),
} as const;
