/**
 * The database schema (docs/architecture.md). PostgreSQL only: the same schema and migrations run
 * on the embedded PGlite and on a PostgreSQL server. Columns are snake_case in the database and
 * camelCase in TypeScript; fixed value sets are PostgreSQL enums (`pgEnum`) throughout.
 *
 * After a change here run `npx drizzle-kit generate` in packages/server to add a migration.
 */
import { relations, sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AttendanceSource,
  CertificateStatus,
  CustomerKind,
  EvaluationAnswer,
  FavoriteSearch,
  OrderPositionStatus,
  OrderStatus,
  PaymentMethod,
  ProviderPaymentState,
  PositionVatCategory,
  StatusActorKind,
  VatCategory,
  VoucherKind,
  WaitingListOfferStatus,
} from '@kursmarkt/schemas';
import type { CertificateDocument } from '../certificates/document.ts';
import type { InvoiceRender } from '../invoices/stored-documents.ts';

// ---------------------------------------------------------------------------------------------
// Value sets
// ---------------------------------------------------------------------------------------------

export const searchTypes = ['SPECIALIZATION', 'EDUCATION', 'RENO'] as const;
export type SearchType = (typeof searchTypes)[number];

export const courseTypes = ['SELF', 'ONLINE', 'PRESENT'] as const;
export type CourseType = (typeof courseTypes)[number];

/** The listing categories (the `category` search parameter). */
export const courseCategories = [
  'fachanwaltslehrgang',
  'fortbildung',
  'fortbildung-15-fao',
  'online-seminar',
  'praesenzschulung',
  'selbststudium',
] as const;
export type CourseCategory = (typeof courseCategories)[number];

export const faqCategories = ['COMMON', 'BOOKING'] as const;
export type FaqCategory = (typeof faqCategories)[number];

export const languages = ['de', 'en'] as const;
export type Language = (typeof languages)[number];

export const contentPageKeys = [
  'veranstalter-informationen',
  'agb',
  'datenschutz',
  'partner',
  'fachanwaltsordnung',
  'impressum',
  'ueber-uns',
  'kontakt',
  'dataprotection',
  'terms',
] as const;
export type ContentPageKey = (typeof contentPageKeys)[number];

export const documentKinds = ['PROGRAM', 'FLYER', 'SCRIPT', 'TERMS'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** A course's or package's VAT treatment (docs/booking.md, money and tax). */
export const vatCategories = ['STANDARD', 'EXEMPT'] as const satisfies readonly VatCategory[];
/** An order position's VAT treatment: the catalogue's, or reverse charge to an EU business. */
export const positionVatCategories = [
  ...vatCategories,
  'REVERSE_CHARGE',
] as const satisfies readonly PositionVatCategory[];
export const customerKinds = ['CONSUMER', 'BUSINESS'] as const satisfies readonly CustomerKind[];
export const paymentMethods = [
  'INVOICE',
  'PREPAYMENT',
  'CARD',
  'SEPA_DEBIT',
] as const satisfies readonly PaymentMethod[];
export const providerPaymentStates = [
  'OPEN',
  'PROCESSING',
  'SUCCEEDED',
  'FAILED',
  'EXPIRED',
] as const satisfies readonly ProviderPaymentState[];
export const voucherKinds = ['FIXED', 'PERCENT'] as const satisfies readonly VoucherKind[];
/** Why package credits changed: bought (+), used by a booking (−), given back (+). */
export const creditReasons = ['PURCHASE', 'BOOKING', 'REMOVAL', 'CANCELLATION'] as const;
export type CreditReason = (typeof creditReasons)[number];
/** Where a mail of the outbox stands: waiting (or being retried), sent, or given up. */
export const mailStatuses = ['PENDING', 'SENT', 'FAILED'] as const;
export type MailStatus = (typeof mailStatuses)[number];

export const searchTypeEnum = pgEnum('search_type', searchTypes);
export const courseTypeEnum = pgEnum('course_type', courseTypes);
export const courseCategoryEnum = pgEnum('course_category', courseCategories);
export const faqCategoryEnum = pgEnum('faq_category', faqCategories);
export const languageEnum = pgEnum('language', languages);
export const contentPageKeyEnum = pgEnum('content_page_key', contentPageKeys);
export const documentKindEnum = pgEnum('document_kind', documentKinds);
export const vatCategoryEnum = pgEnum('vat_category', vatCategories);
export const positionVatCategoryEnum = pgEnum('position_vat_category', positionVatCategories);
export const customerKindEnum = pgEnum('customer_kind', customerKinds);
export const paymentMethodEnum = pgEnum('payment_method', paymentMethods);
export const voucherKindEnum = pgEnum('voucher_kind', voucherKinds);
export const creditReasonEnum = pgEnum('credit_reason', creditReasons);
export const mailStatusEnum = pgEnum('mail_status', mailStatuses);
export const attendanceSourceEnum = pgEnum('attendance_source', [
  'DOOR_SCAN',
  'SELF_CHECK_IN',
  'IMPORT',
  'MANUAL',
] as const satisfies readonly AttendanceSource[]);

// Shared column helpers ------------------------------------------------------------------------

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** Money: integer cents (EUR), e.g. 119000 for 1.190,00 €. */
const cents = (name: string) => integer(name);
/** Hours (course duration, package credits): numeric(6,2) as numbers, e.g. 2.5 or 120. */
const hours = (name: string) => numeric(name, { precision: 6, scale: 2, mode: 'number' });
/**
 * The VAT treatment of a catalogue row: `STANDARD` (19 %), or `EXEMPT` with its legal reason,
 * which an exempt row must give and a standard one must not.
 */
const vatColumns = () => ({
  vatCategory: vatCategoryEnum('vat_category').notNull().default('STANDARD'),
  /** E.g. `§ 4 Nr. 21 UStG`; null for STANDARD. */
  vatExemptionReason: text('vat_exemption_reason'),
});
const vatCheck = (
  table: string,
  t: { vatCategory: AnyPgColumn; vatExemptionReason: AnyPgColumn },
) =>
  check(
    `${table}_vat_exemption_check`,
    sql`(${t.vatCategory} = 'EXEMPT') = (${t.vatExemptionReason} is not null)`,
  );
/** PostgreSQL full-text document (`tsvector`), read as its text form; only SQL uses it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** Bytes (`bytea`): PGlite reads them as a Uint8Array, node-postgres as a Buffer (one too). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The search documents of a course (docs/entities-and-states.md, search): the name (weight A), the
 * description in one language (B), and the organizer's and speakers' names and the scopes' names
 * and search terms from `search_text` (C), all with the German configuration so that
 * 'Arbeitsrechts' finds 'Arbeitsrecht'; the English description is stemmed with the English
 * configuration. Stored generated columns, so
 * PostgreSQL keeps them current whenever a course row changes.
 */
const courseDocument = (description: 'description_de' | 'description_en') =>
  sql.raw(
    `setweight(to_tsvector('german'::regconfig, "name"), 'A') || ` +
      `setweight(to_tsvector('${description === 'description_de' ? 'german' : 'english'}'::regconfig, "${description}"), 'B') || ` +
      `setweight(to_tsvector('german'::regconfig, "search_text"), 'C')`,
  );

// ---------------------------------------------------------------------------------------------
// Scopes (Fachgebiete)
// ---------------------------------------------------------------------------------------------

export const scopeCategories = pgTable('scope_categories', {
  id: id(),
  key: text('key').notNull().unique(),
  nameDe: text('name_de').notNull(),
  nameEn: text('name_en').notNull(),
  position: integer('position').notNull().default(0),
});

export const scopes = pgTable(
  'scopes',
  {
    id: id(),
    key: text('key').notNull().unique(),
    nameDe: text('name_de').notNull(),
    nameEn: text('name_en').notNull(),
    searchType: searchTypeEnum('search_type').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => scopeCategories.id, { onDelete: 'restrict' }),
    /** Shown among the "top categories" of the start-page search box. */
    top: boolean('top').notNull().default(false),
    /**
     * Further German words searchers use for the scope, space-separated: its short names and the
     * parts of a coordinated name ('Mietrecht Wohnungseigentumsrecht WEG-Recht' for 'Miet- und
     * Wohnungseigentumsrecht'). With the name, they are in the search text of the scope's courses
     * (drizzle/0010_scope_search_terms.sql).
     */
    searchTerms: text('search_terms').notNull().default(''),
  },
  (t) => [
    index('scopes_category_id_idx').on(t.categoryId),
    index('scopes_search_type_idx').on(t.searchType),
  ],
);

// ---------------------------------------------------------------------------------------------
// Places, organizers, speakers
// ---------------------------------------------------------------------------------------------

export const cities = pgTable(
  'cities',
  {
    id: id(),
    name: text('name').notNull(),
    /** German federal state (Bundesland). */
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [
    index('cities_lower_name_idx').on(sql`lower(${t.name})`),
    // City suggestions also use two trigram GIN indexes on the folded name
    // (`city_fold_ae(name)`, `city_fold_plain(name)`), created by hand in migration
    // 0003_course_search because drizzle cannot declare the functions they use.
    uniqueIndex('cities_name_zip_key').on(t.name, t.zip),
    check('cities_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('cities_longitude_check', sql`${t.longitude} between -180 and 180`),
  ],
);

export const organizers = pgTable(
  'organizers',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    descriptionDe: text('description_de').notNull(),
    descriptionEn: text('description_en').notNull(),
    street: text('street').notNull(),
    zip: text('zip').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    website: text('website').notNull(),
    email: text('email').notNull(),
    logoUrl: text('logo_url'),
    /**
     * The organizer's cancellation terms: a booking is cancelled free of charge until this many
     * days before its start (Europe/Berlin days), later for `cancellation_fee_bp` of what was paid.
     */
    cancellationFreeDays: integer('cancellation_free_days').notNull().default(14),
    /** The fee of a late cancellation, in basis points of the amount paid (10000 = all). */
    cancellationFeeBp: integer('cancellation_fee_bp').notNull().default(10000),
  },
  (t) => [
    index('organizers_city_id_idx').on(t.cityId),
    check(
      'organizers_cancellation_check',
      sql`${t.cancellationFreeDays} >= 0 and ${t.cancellationFeeBp} between 0 and 10000`,
    ),
  ],
);

export const speakers = pgTable(
  'speakers',
  {
    id: id(),
    /** Academic title ("Dr.", "Prof. Dr."), empty when none; hidden in the RENO theme. */
    title: text('title').notNull().default(''),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    bioDe: text('bio_de').notNull(),
    bioEn: text('bio_en').notNull(),
    organizerId: integer('organizer_id').references(() => organizers.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('speakers_organizer_id_idx').on(t.organizerId),
    index('speakers_last_name_idx').on(t.lastName),
  ],
);

// ---------------------------------------------------------------------------------------------
// Courses
// ---------------------------------------------------------------------------------------------

export const courses = pgTable(
  'courses',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    descriptionDe: text('description_de').notNull(),
    descriptionEn: text('description_en').notNull(),
    courseType: courseTypeEnum('course_type').notNull(),
    searchType: searchTypeEnum('search_type').notNull(),
    category: courseCategoryEnum('category').notNull(),
    /** Duration in hours (counts towards § 15 FAO). */
    durationValue: hours('duration_value').notNull(),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'restrict' }),
    ...vatColumns(),
    /** Booking it needs a proof (e.g. admission as a lawyer), uploaded in the checkout. */
    proofRequired: boolean('proof_required').notNull().default(false),
    /** What the proof must show, in German and English; given when a proof is required. */
    proofHintDe: text('proof_hint_de'),
    proofHintEn: text('proof_hint_en'),
    /** The ZFU's approval number of a distance-learning (self-study) course; named on its certificates. */
    zfuNumber: text('zfu_number'),
    createdAt: createdAt(),
    /**
     * The organizer's name, the speakers' first and last names and the scopes' German names and
     * search terms, denormalised for full-text search. Maintained by database triggers
     * (migrations 0003_course_search and 0010_scope_search_terms): on INSERT of a course and on
     * changes of its organizer, of its `course_speakers` or `course_scopes` rows, of an
     * organizer's name, of a speaker's name or of a scope's name or search terms. Seeding and
     * imports need to do nothing; a bulk load that disables triggers must run `update courses set
     * search_text = course_search_text(id, organizer_id)` afterwards.
     */
    searchText: text('search_text').notNull().default(''),
    /** The German search document (name A, German description B, names C). */
    searchDe: tsvector('search_de').generatedAlwaysAs(courseDocument('description_de')),
    /** The English search document (name A, English description B, names C). */
    searchEn: tsvector('search_en').generatedAlwaysAs(courseDocument('description_en')),
  },
  (t) => [
    index('courses_organizer_id_idx').on(t.organizerId),
    // The search's course filters answered from the index alone (the rows themselves are wide):
    // with migration 0006's `courses_id_filter_idx` (id) INCLUDE (search_type, course_type,
    // category), which drizzle cannot express.
    index('courses_filter_idx').on(t.searchType, t.courseType, t.category, t.id),
    index('courses_course_type_idx').on(t.courseType),
    index('courses_search_de_idx').using('gin', t.searchDe),
    index('courses_search_en_idx').using('gin', t.searchEn),
    check('courses_duration_value_check', sql`${t.durationValue} > 0`),
    vatCheck('courses', t),
    check(
      'courses_proof_hint_check',
      sql`not ${t.proofRequired} or (${t.proofHintDe} is not null and ${t.proofHintEn} is not null)`,
    ),
  ],
);

export const courseScopes = pgTable(
  'course_scopes',
  {
    /**
     * Deferrable, which drizzle cannot express (drizzle/0010_scope_search_terms.sql): an import
     * writes a course's scopes before the course, so that the course row is written once.
     */
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    scopeId: integer('scope_id')
      .notNull()
      .references(() => scopes.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.scopeId] }),
    index('course_scopes_scope_id_idx').on(t.scopeId),
  ],
);

export const courseSpeakers = pgTable(
  'course_speakers',
  {
    /**
     * Deferrable, which drizzle cannot express (drizzle/0009_course_speakers_deferrable.sql): an
     * import writes a course's speakers before the course, so that the course row is written once.
     */
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    speakerId: integer('speaker_id')
      .notNull()
      .references(() => speakers.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.speakerId] }),
    index('course_speakers_speaker_id_idx').on(t.speakerId),
  ],
);

export const courseSchedules = pgTable(
  'course_schedules',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Null for SELF and ONLINE courses. */
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'restrict' }),
    venue: text('venue'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    seats: integer('seats').notNull(),
    /** Seats taken: by orders, and by waiting-list offers that hold one (waiting_list_offers). */
    booked: integer('booked').notNull().default(0),
    /** When the organizer called the date off; a cancelled date gets no waiting-list offer. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // Search: a course's schedules in date order (the next date, the date window).
    index('course_schedules_course_id_start_date_idx').on(t.courseId, t.startDate),
    // Search by city and radius: only PRESENT schedules have a city.
    index('course_schedules_city_id_start_date_idx')
      .on(t.cityId, t.startDate)
      .where(sql`${t.cityId} is not null`),
    // Search without a term: schedules walked in result order (start date, then course).
    index('course_schedules_start_date_course_id_idx').on(t.startDate, t.courseId),
    check('course_schedules_seats_check', sql`${t.seats} >= 0`),
    check('course_schedules_booked_check', sql`${t.booked} >= 0 and ${t.booked} <= ${t.seats}`),
    check('course_schedules_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * The search's view of every schedule: the schedule's dates and city with its course's filter
 * columns, one narrow row per schedule, so that a search filters and walks schedules in date
 * order through one index without joining the (wide) courses. Kept by database triggers
 * (migration 0007): on every insert or change of a schedule, and on a change of a course's
 * search type, course type or category; rows go with their schedule. The product never writes it.
 */
export const searchSchedules = pgTable(
  'search_schedules',
  {
    scheduleId: integer('schedule_id')
      .primaryKey()
      .references(() => courseSchedules.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    cityId: integer('city_id'),
    searchType: searchTypeEnum('search_type').notNull(),
    courseType: courseTypeEnum('course_type').notNull(),
    category: courseCategoryEnum('category').notNull(),
  },
  // The walk indexes and the per-course index (all covering) are in migration 0007: drizzle
  // cannot express INCLUDE.
  (t) => [index('search_schedules_city_id_idx').on(t.cityId, t.startDate)],
);

/**
 * The catalogue's version: one row whose number rises with every change to what a search finds
 * or counts (courses, their scopes, schedules as copied to `search_schedules`, scopes, cities).
 * Statement-level triggers raise it (migration 0008), in the changing transaction, so a reader
 * sees the new number exactly when it sees the new data; the search keeps the counts of a
 * filter for the version they were taken at (`search/result-cache.ts`).
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_one_row', sql`${t.id}`)],
);

export const priceLevels = pgTable(
  'price_levels',
  {
    id: id(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => courseSchedules.id, { onDelete: 'cascade' }),
    nameDe: text('name_de').notNull(),
    nameEn: text('name_en').notNull(),
    /** Gross, including VAT. */
    priceCents: cents('price_cents').notNull(),
    position: integer('position').notNull().default(0),
    /** The last day the level can be booked (an early-bird price); null: as long as the date. */
    bookableUntil: date('bookable_until', { mode: 'string' }),
    /** Who may book the level (a member price), shown next to the choice; null: anyone. */
    conditionDe: text('condition_de'),
    conditionEn: text('condition_en'),
  },
  (t) => [
    index('price_levels_schedule_id_idx').on(t.scheduleId),
    check('price_levels_price_cents_check', sql`${t.priceCents} >= 0`),
  ],
);

export const courseDocuments = pgTable(
  'course_documents',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: documentKindEnum('kind').notNull(),
  },
  (t) => [index('course_documents_course_id_idx').on(t.courseId)],
);

// ---------------------------------------------------------------------------------------------
// Credit packages
// ---------------------------------------------------------------------------------------------

export const packages = pgTable(
  'packages',
  {
    id: id(),
    name: text('name').notNull(),
    educationalType: searchTypeEnum('educational_type').notNull(),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'restrict' }),
    /** Hours of courses the package covers. */
    creditValue: hours('credit_value').notNull(),
    /** Gross, including VAT. */
    priceCents: cents('price_cents').notNull(),
    ...vatColumns(),
  },
  (t) => [
    index('packages_organizer_id_idx').on(t.organizerId),
    vatCheck('packages', t),
    check('packages_credit_value_check', sql`${t.creditValue} > 0`),
    check('packages_price_cents_check', sql`${t.priceCents} >= 0`),
  ],
);

export const packageScopes = pgTable(
  'package_scopes',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    scopeId: integer('scope_id')
      .notNull()
      .references(() => scopes.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.scopeId] }),
    index('package_scopes_scope_id_idx').on(t.scopeId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Editorial content
// ---------------------------------------------------------------------------------------------

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: id(),
    category: faqCategoryEnum('category').notNull(),
    language: languageEnum('language').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('faq_entries_category_language_idx').on(t.category, t.language, t.position)],
);

export const contentPages = pgTable(
  'content_pages',
  {
    id: id(),
    key: contentPageKeyEnum('key').notNull(),
    language: languageEnum('language').notNull(),
    title: text('title').notNull(),
    /** Plain-text paragraphs separated by blank lines, or simple Markdown headings and lists. */
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_pages_key_language_key').on(t.key, t.language)],
);

/** The German bar associations (Rechtsanwaltskammern). */
export const chambers = pgTable('chambers', {
  id: id(),
  name: text('name').notNull().unique(),
  city: text('city').notNull(),
});

export const contactRequests = pgTable(
  'contact_requests',
  {
    id: id(),
    /** The white-label domain the request came through. */
    domain: text('domain').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_requests_created_at_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Newsletter and waiting list
// ---------------------------------------------------------------------------------------------

/**
 * Newsletter sign-ups with double opt-in: a row is created unconfirmed with a random token that
 * the confirmation mail links to; confirming sets `confirmed_at`.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: id(),
    /** The white-label domain the sign-up came through. */
    domain: text('domain').notNull(),
    email: text('email').notNull(),
    language: languageEnum('language').notNull(),
    /** SHA-256 of the confirmation token; the token itself is only in the mail. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_domain_email_key').on(t.domain, t.email)],
);

/** Requests to be told when a place in a fully booked schedule becomes free. */
export const waitingListRequests = pgTable(
  'waiting_list_requests',
  {
    id: id(),
    domain: text('domain').notNull(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => courseSchedules.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    seats: integer('seats').notNull().default(1),
    createdAt: createdAt(),
    /** The SHA-256 of the token of the mail's link that leaves the list; set with the first offer. */
    leaveTokenHash: bytea('leave_token_hash'),
  },
  (t) => [
    uniqueIndex('waiting_list_requests_schedule_email_key').on(t.scheduleId, t.email),
    uniqueIndex('waiting_list_requests_leave_token_key').on(t.leaveTokenHash),
    index('waiting_list_requests_schedule_created_idx').on(t.scheduleId, t.createdAt, t.id),
    check('waiting_list_requests_seats_check', sql`${t.seats} between 1 and 10`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Identity (the embedded OpenID provider) and customers
// ---------------------------------------------------------------------------------------------

/**
 * Accounts of the embedded OpenID provider, per realm (docs/identity.md). With an external
 * provider (Keycloak) this table stays empty. `customer_id` is issued at registration and becomes
 * the access token's `customerId` claim.
 */
export const identityUsers = pgTable(
  'identity_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    realm: text('realm').notNull(),
    /** Lower case; unique per realm. */
    email: text('email').notNull(),
    /** A memory-hard hash (scrypt) with its parameters and salt; never the password. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    customerId: uuid('customer_id').notNull().unique().defaultRandom(),
    language: languageEnum('language').notNull().default('de'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }),
    /**
     * Whether the owner proved the address by the link of the verification mail. Registration
     * stores false; accounts made before verification existed count as verified.
     */
    emailVerified: boolean('email_verified').notNull().default(true),
    /** Realm roles, as Keycloak's `realm_access.roles` in the access token (e.g. `operator`). */
    roles: text('roles').array().notNull().default([]),
    /**
     * The confirmed TOTP secret (RFC 6238, base32) of an account with a back-office role, which
     * signs in with a second factor (ADR 0076); null until the account set it up.
     */
    totpSecret: text('totp_secret'),
    /** The time step of the last code accepted: a code is taken once. */
    totpLastStep: integer('totp_last_step'),
  },
  (t) => [uniqueIndex('identity_users_realm_email_key').on(t.realm, t.email)],
);

/**
 * A sign-in between password and second factor (ADR 0076): the interaction whose password was
 * right, its account, the secret being set up (on a first sign-in), and the codes tried.
 */
export const secondFactorChallenges = pgTable('second_factor_challenges', {
  interactionUid: text('interaction_uid').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => identityUsers.id, { onDelete: 'cascade' }),
  pendingSecret: text('pending_secret'),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Password-reset links: one-time, short-lived; only the SHA-256 of the token is stored. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => identityUsers.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

/**
 * E-mail verification links (of the account's address, or of a new one it changes to): one-time,
 * valid a day; only the SHA-256 of the token is stored.
 */
export const emailVerificationTokens = pgTable('email_verification_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => identityUsers.id, { onDelete: 'cascade' }),
  /** The new address of a change (the link went there); null for the account's own address. */
  newEmail: text('new_email'),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

/**
 * Failed sign-ins per realm and address (whether or not an account has it, so that the back-off
 * does not tell which addresses are registered): after a few failures the address waits longer
 * and longer; a successful sign-in deletes the row.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    realm: text('realm').notNull(),
    /** Lower case, as the account's. */
    email: text('email').notNull(),
    failures: integer('failures').notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.realm, t.email] })],
);

/**
 * The embedded provider's stored artefacts (sessions, grants, authorization codes, refresh
 * tokens, interactions …): the storage adapter of oidc-provider, one row per model and id.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    /** The oidc-provider model name, e.g. 'Session', 'RefreshToken'. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('oidc_payloads_grant_id_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Rate-limit counters (docs/decisions/0009-rate-limit-counters-in-the-database.md): one row per limited route and client, counting the
 * requests of the window that ends at `windowEndsAt`, so that every server process on the
 * database counts together. Rows of ended windows are deleted now and then.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** The route and the client, e.g. `PUT/api/contact-203.0.113.7`. */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_counters_window_ends_at_idx').on(t.windowEndsAt)],
);

/**
 * The transactional outbox of mail (docs/decisions/0013-mail-through-a-transactional-outbox.md): a mail is written here in the
 * transaction of the change that causes it, and a background job sends it after the commit,
 * retrying with back-off; a mail that could not be sent stays here as FAILED with its error.
 */
export const outboxMails = pgTable('outbox_mails', {
  id: id(),
  recipient: text('recipient').notNull(),
  replyTo: text('reply_to'),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** The unsubscribe address of a mail one can stop (the List-Unsubscribe header, RFC 8058). */
  listUnsubscribe: text('list_unsubscribe'),
  status: mailStatusEnum('status').notNull().default('PENDING'),
  /** Sends tried so far. */
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  /** When the change that causes the mail happened, by the app's clock. */
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
});

/** A mail's attachments in their order: a PDF invoice, an .ics file, any bytes with a name. */
export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    mailId: integer('mail_id')
      .notNull()
      .references(() => outboxMails.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    mediaType: text('media_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mailId, t.position] })],
);

/**
 * The answers to unsafe calls made with an `Idempotency-Key` header (idempotency/), per scope (the
 * customer, the guest's token or anonymous callers) and key: the first request claims the key
 * with its fingerprint (method, route, domain, query and body); its answer is stored once it is
 * sent, and a repeat gets it back. Rows expire 24 hours after the claim, by the app's clock.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 (hex) of the request's method, route, domain, query and body. */
    fingerprint: text('fingerprint').notNull(),
    /** The answer's status; null while the first request runs. */
    responseStatus: integer('response_status'),
    responseType: text('response_type'),
    responseBody: bytea('response_body'),
    /** When the key was claimed, by the app's clock. */
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Customers (docs/entities-and-states.md): keyed by the `customerId` claim of the access token, created
 * on the customer's first signed-in call. `country` is an ISO 3166-1 alpha-3 code.
 */
export const customers = pgTable('customers', {
  id: uuid('id').primaryKey(),
  /** The domain the customer first signed in through. */
  domain: text('domain').notNull(),
  email: text('email').notNull(),
  name: text('name').notNull().default(''),
  lastname: text('lastname').notNull().default(''),
  street: text('street').notNull().default(''),
  city: text('city').notNull().default(''),
  zipCode: text('zip_code').notNull().default(''),
  country: text('country').notNull().default('DEU'),
  /** A business's name, VAT id and Leitweg-ID (or other buyer reference), for its checkouts. */
  company: text('company').notNull().default(''),
  vatId: text('vat_id').notNull().default(''),
  buyerReference: text('buyer_reference').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /**
   * When the customer deleted the account (ADR 0053): the record is emptied but stays, as the
   * orders and invoices kept for their retention period name it; its tokens are refused.
   */
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
});

/**
 * Files people uploaded (uploads/), e.g. the proof a course requires: the bytes are in the file
 * storage under `storage_key` (a folder, or an S3-compatible bucket), the row says what they are
 * and whose: a customer's, or a guest's (the SHA-256 of the guest's order token), never both.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey(),
    storageKey: text('storage_key').notNull().unique(),
    /** The media type the file's first bytes show (not what the browser claimed). */
    mediaType: text('media_type').notNull(),
    /** Bytes. */
    size: integer('size').notNull(),
    /** The file's name on the uploader's device, without folders. */
    originalName: text('original_name').notNull(),
    ownerCustomerId: uuid('owner_customer_id').references(() => customers.id),
    ownerGuestTokenHash: bytea('owner_guest_token_hash'),
    /** By the app's clock. */
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('uploads_owner_customer_id_idx').on(t.ownerCustomerId),
    check(
      'uploads_one_owner',
      sql`num_nonnulls(${t.ownerCustomerId}, ${t.ownerGuestTokenHash}) = 1`,
    ),
    check('uploads_size_positive', sql`${t.size} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Booking: carts, vouchers, credit packages (docs/booking.md, data)
// ---------------------------------------------------------------------------------------------

const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const vatIdCheckResultEnum = pgEnum('vat_id_check_result', [
  'VALID',
  'INVALID',
  'UNAVAILABLE',
]);

/**
 * The EU's VIES service's answer on a buyer's VAT id (§18e UStG), kept as the proof that a
 * reverse-charge invoice went to a business with a confirmed VAT id: the id asked about, the
 * answer (`UNAVAILABLE` when the service could not answer), the name and address VIES gave, when
 * it was asked and the request id of a qualified confirmation (asked with the seller's VAT id).
 */
export const vatIdChecks = pgTable('vat_id_checks', {
  id: uuid('id').primaryKey(),
  vatId: text('vat_id').notNull(),
  result: vatIdCheckResultEnum('result').notNull(),
  name: text('name'),
  address: text('address'),
  checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }).notNull(),
  requestId: text('request_id'),
});

/**
 * A cart and its checkout: a signed-in customer's (one per customer and domain), or a guest's
 * checkout, reached with its id (`X-Order`) and a random token (`X-Auth`) of which only the
 * SHA-256 is kept. The billing fields are the checkout's; while `customer_kind` is null the
 * customer's record stands in for them.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The domain (configuration id) it was filled on; its seller sells it. */
    domain: text('domain').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    guestTokenHash: bytea('guest_token_hash'),
    guestExpiresAt: timestamp('guest_expires_at', { withTimezone: true, mode: 'date' }),
    language: languageEnum('language').notNull().default('de'),
    customerKind: customerKindEnum('customer_kind'),
    billingName: text('billing_name').notNull().default(''),
    billingLastname: text('billing_lastname').notNull().default(''),
    billingCompany: text('billing_company').notNull().default(''),
    billingStreet: text('billing_street').notNull().default(''),
    billingZip: text('billing_zip').notNull().default(''),
    billingCity: text('billing_city').notNull().default(''),
    /** ISO 3166-1 alpha-3. */
    billingCountry: text('billing_country').notNull().default('DEU'),
    billingEmail: text('billing_email').notNull().default(''),
    billingPhone: text('billing_phone').notNull().default(''),
    /** USt-IdNr. of a business customer. */
    vatId: text('vat_id').notNull().default(''),
    /** Leitweg-ID or other buyer reference (EN 16931 BT-10). */
    buyerReference: text('buyer_reference').notNull().default(''),
    /** The last confirmation asked for the checkout's VAT id. */
    vatIdCheckId: uuid('vat_id_check_id').references(() => vatIdChecks.id, {
      onDelete: 'set null',
    }),
    paymentMethod: paymentMethodEnum('payment_method'),
    earlyStartConsent: boolean('early_start_consent').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One cart per customer and domain; guests' carts (customer_id null) are not limited.
    uniqueIndex('carts_domain_customer_id_key').on(t.domain, t.customerId),
    index('carts_guest_expires_at_idx')
      .on(t.guestExpiresAt)
      .where(sql`${t.customerId} is null`),
    check(
      'carts_owner_check',
      sql`(${t.customerId} is null) = (${t.guestTokenHash} is not null and ${t.guestExpiresAt} is not null)`,
    ),
  ],
);

/**
 * Vouchers and promotion codes: a fixed amount (`value` in cents) or a percentage (`value` in
 * basis points) off the course positions they apply to, valid from `valid_from` to
 * `valid_until` (Europe/Berlin days, inclusive; null is unbounded), for `max_uses` orders in
 * all and `max_uses_per_customer` per customer (null is unlimited), limited to organizers,
 * scopes and course types (an empty list limits nothing) and to one domain (null: every
 * domain). `uses` counts the orders that used it, in the order transaction.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: id(),
    /** Upper case; entered codes are compared in upper case. */
    code: text('code').notNull().unique(),
    kind: voucherKindEnum('kind').notNull(),
    value: integer('value').notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    organizerIds: integer('organizer_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    scopeIds: integer('scope_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    courseTypes: courseTypeEnum('course_types')
      .array()
      .notNull()
      .default(sql`'{}'`),
    domain: text('domain'),
    uses: integer('uses').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('vouchers_code_check', sql`${t.code} ~ '^[A-Z0-9_-]{1,40}$'`),
    check(
      'vouchers_value_check',
      sql`${t.value} > 0 and (${t.kind} <> 'PERCENT' or ${t.value} <= 10000)`,
    ),
    check(
      'vouchers_validity_check',
      sql`${t.validFrom} is null or ${t.validUntil} is null or ${t.validUntil} >= ${t.validFrom}`,
    ),
    check(
      'vouchers_max_uses_check',
      sql`(${t.maxUses} is null or ${t.maxUses} > 0) and (${t.maxUsesPerCustomer} is null or ${t.maxUsesPerCustomer} > 0)`,
    ),
    check(
      'vouchers_uses_check',
      sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`,
    ),
  ],
);

/** Each use of a voucher by an order, counted in the order transaction. */
export const voucherUses = pgTable(
  'voucher_uses',
  {
    id: id(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'restrict' }),
    /** The order that used it (the orders table refers back to it). */
    orderId: uuid('order_id').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The billing e-mail in lower case: a guest's uses count by it. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('voucher_uses_voucher_order_key').on(t.voucherId, t.orderId),
    index('voucher_uses_voucher_customer_idx').on(t.voucherId, t.customerId),
    index('voucher_uses_voucher_email_idx').on(t.voucherId, t.email),
  ],
);

/** A credit package a customer owns; what is left of it is the sum of its ledger. */
export const customerPackages = pgTable(
  'customer_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    /** The order position that bought it; null for a package given otherwise (the demo's). */
    orderPositionId: uuid('order_position_id'),
    createdAt: createdAt(),
  },
  (t) => [index('customer_packages_customer_id_idx').on(t.customerId, t.createdAt)],
);

/**
 * The credits of customer packages, append-only (a trigger refuses UPDATE, DELETE and TRUNCATE,
 * migration 0015): + when bought, − when a booking uses them, + when such a position is removed
 * or its order cancelled.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    customerPackageId: uuid('customer_package_id')
      .notNull()
      .references(() => customerPackages.id, { onDelete: 'restrict' }),
    /** Hours. */
    delta: hours('delta').notNull(),
    reason: creditReasonEnum('reason').notNull(),
    /** The order position the change belongs to (the orders table refers back to it). */
    orderPositionId: uuid('order_position_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_customer_package_id_idx').on(t.customerPackageId),
    check(
      'credit_ledger_delta_check',
      sql`${t.delta} <> 0 and (${t.reason} = 'BOOKING') = (${t.delta} < 0)`,
    ),
  ],
);

/**
 * The positions of a cart: a course date (`course_id`, `schedule_id`, `price_level_id`) or a
 * credit package (`package_id`), one line per date or package. A course paid with credits
 * (`package_included`) names what pays it: a package the customer owns or a package position of
 * the same cart.
 */
export const cartPositions = pgTable(
  'cart_positions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** The order positions were added in (several may be added at one instant). */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    scheduleId: integer('schedule_id').references(() => courseSchedules.id, {
      onDelete: 'cascade',
    }),
    priceLevelId: integer('price_level_id').references(() => priceLevels.id, {
      onDelete: 'cascade',
    }),
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'cascade' }),
    packageIncluded: boolean('package_included').notNull().default(false),
    creditCustomerPackageId: uuid('credit_customer_package_id').references(
      () => customerPackages.id,
      { onDelete: 'restrict' },
    ),
    creditPackagePositionId: uuid('credit_package_position_id').references(
      (): AnyPgColumn => cartPositions.id,
    ),
    /** The scope the course counts towards for the customer (PATCH /order/cart/:id). */
    scopeId: integer('scope_id').references(() => scopes.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => scopeCategories.id, {
      onDelete: 'set null',
    }),
    /** The proof uploaded for a course that asks for one (POST /order/file-upload). */
    proofUploadId: uuid('proof_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('cart_positions_cart_id_seq_idx').on(t.cartId, t.seq),
    uniqueIndex('cart_positions_cart_schedule_key').on(t.cartId, t.scheduleId),
    uniqueIndex('cart_positions_cart_package_key').on(t.cartId, t.packageId),
    check(
      'cart_positions_kind_check',
      sql`(${t.packageId} is null and ${t.courseId} is not null and ${t.scheduleId} is not null and ${t.priceLevelId} is not null)
        or (${t.packageId} is not null and ${t.courseId} is null and ${t.scheduleId} is null and ${t.priceLevelId} is null
            and not ${t.packageIncluded} and ${t.scopeId} is null and ${t.categoryId} is null)`,
    ),
    check(
      'cart_positions_credits_check',
      sql`num_nonnulls(${t.creditCustomerPackageId}, ${t.creditPackagePositionId}) = case when ${t.packageIncluded} then 1 else 0 end`,
    ),
  ],
);

/** The voucher entered into a cart, with the code as it was typed: one per cart. */
export const cartVouchers = pgTable('cart_vouchers', {
  cartId: uuid('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  voucherId: integer('voucher_id')
    .notNull()
    .references(() => vouchers.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// Orders and invoices (docs/booking.md, data; migration after the booking tables)
// ---------------------------------------------------------------------------------------------

export const orderStatuses = [
  'PLACED',
  'AWAITING_PAYMENT',
  'PAID',
  'CANCELLED',
  'EXPIRED',
  'HELD',
] as const satisfies readonly OrderStatus[];
export const orderPositionStatuses = [
  'BOOKED',
  'CANCELLED',
] as const satisfies readonly OrderPositionStatus[];
export const invoiceKinds = ['INVOICE', 'CANCELLATION'] as const;

export const orderStatusEnum = pgEnum('order_status', orderStatuses);
export const orderPositionStatusEnum = pgEnum('order_position_status', orderPositionStatuses);
export const invoiceKindEnum = pgEnum('invoice_kind', invoiceKinds);

/**
 * An order: what a checkout became when it was placed, with its billing data as it was then.
 * `cart_id` is the checkout it came from (unique: one order per checkout; the cart row itself is
 * deleted with the order's transaction, so it is no reference). A guest's order is opened with
 * the checkout's token, of which only the SHA-256 is kept, until `guest_expires_at`.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `<invoice prefix>-<8 random base32 characters>`, shown to the customer. */
    orderNumber: text('order_number').notNull().unique(),
    domain: text('domain').notNull(),
    /** The seller's id (invoice issuer) of the domain. */
    sellerId: text('seller_id').notNull(),
    cartId: uuid('cart_id').notNull().unique(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    guestTokenHash: bytea('guest_token_hash'),
    guestExpiresAt: timestamp('guest_expires_at', { withTimezone: true, mode: 'date' }),
    language: languageEnum('language').notNull(),
    status: orderStatusEnum('status').notNull(),
    /** Null when nothing was to be paid. */
    paymentMethod: paymentMethodEnum('payment_method'),
    /** The prepayment's last day (Europe/Berlin); null for other methods. */
    paymentDeadline: date('payment_deadline', { mode: 'string' }),
    /** The invoice's due date (Europe/Berlin); null when nothing was to be paid. */
    dueDate: date('due_date', { mode: 'string' }),
    customerKind: customerKindEnum('customer_kind').notNull(),
    billingName: text('billing_name').notNull(),
    billingLastname: text('billing_lastname').notNull(),
    billingCompany: text('billing_company').notNull(),
    billingStreet: text('billing_street').notNull(),
    billingZip: text('billing_zip').notNull(),
    billingCity: text('billing_city').notNull(),
    billingCountry: text('billing_country').notNull(),
    billingEmail: text('billing_email').notNull(),
    billingPhone: text('billing_phone').notNull(),
    vatId: text('vat_id').notNull(),
    buyerReference: text('buyer_reference').notNull(),
    /** The confirmation of `vat_id` the order's VAT was decided by; null without a VAT id. */
    vatIdCheckId: uuid('vat_id_check_id').references(() => vatIdChecks.id, {
      onDelete: 'restrict',
    }),
    totalCents: cents('total_cents').notNull(),
    netCents: cents('net_cents').notNull(),
    taxCents: cents('tax_cents').notNull(),
    /** Hours of package credits the order's courses used. */
    creditsUsed: hours('credits_used').notNull(),
    voucherId: integer('voucher_id').references(() => vouchers.id, { onDelete: 'restrict' }),
    voucherCode: text('voucher_code'),
    earlyStartConsent: boolean('early_start_consent').notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true, mode: 'date' }).notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the status last changed (paid, expired, cancelled). */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'date' }),
    /** When the prepayment reminder went into the outbox (one per order). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    /**
     * What the back office's order search matches (ADR 0075): the number, the billing name,
     * company and e-mail, lower case; a trigram index finds misspelt names in it.
     */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${orders.orderNumber} || ' ' || ${orders.billingName} || ' ' || ${orders.billingLastname} || ' ' || ${orders.billingCompany} || ' ' || ${orders.billingEmail})`,
    ),
  },
  (t) => [
    index('orders_customer_id_idx').on(t.customerId, t.placedAt),
    index('orders_placed_at_idx').on(t.placedAt, t.id),
    index('orders_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('orders_awaiting_payment_idx')
      .on(t.paymentDeadline)
      .where(sql`${t.status} = 'AWAITING_PAYMENT'`),
    check(
      'orders_owner_check',
      sql`(${t.customerId} is null) = (${t.guestTokenHash} is not null and ${t.guestExpiresAt} is not null)`,
    ),
    check(
      'orders_amounts_check',
      sql`${t.totalCents} >= 0 and ${t.netCents} >= 0 and ${t.taxCents} >= 0`,
    ),
    check(
      'orders_payment_check',
      sql`(${t.status} <> 'AWAITING_PAYMENT' or ${t.paymentDeadline} is not null) and ((${t.paymentMethod} is null) = (${t.totalCents} = 0))`,
    ),
  ],
);

/**
 * The positions of an order as they were ordered: a course date with its names, dates, place and
 * format, or a credit package; the price, discount and amount paid in cents, and the VAT.
 */
export const orderPositions = pgTable(
  'order_positions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The order positions are listed in. */
    position: integer('position').notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    scheduleId: integer('schedule_id').references(() => courseSchedules.id, {
      onDelete: 'set null',
    }),
    priceLevelId: integer('price_level_id').references(() => priceLevels.id, {
      onDelete: 'set null',
    }),
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    priceLevelName: text('price_level_name'),
    organizerId: integer('organizer_id').notNull(),
    organizerName: text('organizer_name').notNull(),
    courseType: courseTypeEnum('course_type'),
    /** The scopes' ids and names at the time. */
    scopes: jsonb('scopes').$type<{ id: number; name: string }[]>().notNull(),
    scopeId: integer('scope_id'),
    categoryId: integer('category_id'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** The city of an in-person course; null online and for packages. */
    city: text('city'),
    priceCents: cents('price_cents').notNull(),
    discountCents: cents('discount_cents').notNull(),
    paidCents: cents('paid_cents').notNull(),
    netCents: cents('net_cents').notNull(),
    vatCategory: positionVatCategoryEnum('vat_category').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    vatExemptionReason: text('vat_exemption_reason'),
    packageIncluded: boolean('package_included').notNull(),
    /** The customer package whose credits paid it. */
    creditCustomerPackageId: uuid('credit_customer_package_id').references(
      () => customerPackages.id,
      { onDelete: 'restrict' },
    ),
    /** Hours: the credits a course used, or a package holds. */
    credits: hours('credits').notNull(),
    voucherCode: text('voucher_code'),
    proofUploadId: uuid('proof_upload_id').references(() => uploads.id, {
      onDelete: 'restrict',
    }),
    status: orderPositionStatusEnum('status').notNull().default('BOOKED'),
    /**
     * Who attends the course when not the ordering customer (named at checkout, or a substitute
     * named later); all three null: the customer, by the order's billing name and address.
     */
    participantFirstName: text('participant_first_name'),
    participantLastName: text('participant_last_name'),
    participantEmail: text('participant_email'),
    /**
     * The participant's ticket (docs/decisions/0059): 128 random bits, base64url, made with the
     * position; the door scan finds the position by it. Null for a package position.
     */
    ticketCode: text('ticket_code').unique(),
    /**
     * The specialist title (its scope) the customer counts the course's further-training hours
     * for (ADR 0063); null: the hours engine places them.
     */
    titleScopeId: integer('title_scope_id').references(() => scopes.id, { onDelete: 'set null' }),
    /** The participant's names and e-mail, lower case, for the back office's search (ADR 0075). */
    participantSearch: text('participant_search').generatedAlwaysAs(
      (): SQL =>
        sql`lower(coalesce(${orderPositions.participantFirstName}, '') || ' ' || coalesce(${orderPositions.participantLastName}, '') || ' ' || coalesce(${orderPositions.participantEmail}, ''))`,
    ),
  },
  (t) => [
    uniqueIndex('order_positions_order_position_key').on(t.orderId, t.position),
    // An organizer's orders (the back office, ADR 0072).
    index('order_positions_organizer_order_idx').on(t.organizerId, t.orderId),
    index('order_positions_participant_search_trgm_idx').using(
      'gin',
      t.participantSearch.op('gin_trgm_ops'),
    ),
    check(
      'order_positions_participant_check',
      sql`(${t.participantFirstName} is null) = (${t.participantEmail} is null) and (${t.participantLastName} is null) = (${t.participantEmail} is null)`,
    ),
    index('order_positions_schedule_id_idx').on(t.scheduleId),
    check(
      'order_positions_amounts_check',
      sql`${t.discountCents} >= 0 and ${t.paidCents} >= 0 and ${t.paidCents} + ${t.discountCents} <= ${t.priceCents}`,
    ),
  ],
);

/**
 * The next invoice number per seller and year, taken in the order transaction (the row stays
 * locked until it commits, so numbers follow without gaps).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    sellerId: text('seller_id').notNull(),
    year: integer('year').notNull(),
    nextNumber: integer('next_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.year] }),
    check('invoice_counters_next_number_check', sql`${t.nextNumber} > 0`),
  ],
);

/**
 * Invoices and cancellation invoices. Once issued, the document fields do not change: a trigger
 * refuses an UPDATE of them and any DELETE (migration after the tables).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: text('seller_id').notNull(),
    /** `<prefix>-<year>-<n>`. */
    number: text('number').notNull(),
    kind: invoiceKindEnum('kind').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The invoice a cancellation invoice cancels. */
    refersTo: uuid('refers_to').references((): AnyPgColumn => invoices.id),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
    totalCents: cents('total_cents').notNull(),
    /** The document (PDF) in the file storage, once written. */
    documentKey: text('document_key'),
  },
  (t) => [
    uniqueIndex('invoices_seller_number_key').on(t.sellerId, t.number),
    index('invoices_order_id_idx').on(t.orderId),
  ],
);

/**
 * An issued invoice's documents (the Factur-X PDF and its CII XML) between the order's commit and
 * their move into the file storage: written in the order's transaction, so that a rollback leaves
 * no file; the job `invoices.store` puts them into the storage, sets `invoices.document_key` and
 * deletes the row.
 */
export const pendingInvoiceDocuments = pgTable('pending_invoice_documents', {
  invoiceId: uuid('invoice_id')
    .primaryKey()
    .references(() => invoices.id, { onDelete: 'restrict' }),
  pdf: bytea('pdf').notNull(),
  xml: bytea('xml').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * An issued invoice's data, kept by the transaction that issues it until its documents are
 * rendered after the commit (invoices/stored-documents.ts): the PDF and XML are made from it byte
 * for byte, and the mail that carries them goes into the outbox then. `json`, not `jsonb`: the
 * data is read back as it was written.
 */
export const pendingInvoiceRenders = pgTable('pending_invoice_renders', {
  invoiceId: uuid('invoice_id')
    .primaryKey()
    .references(() => invoices.id, { onDelete: 'restrict' }),
  data: json('data').$type<InvoiceRender>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Who changed an order's status: an operator (their account), the customer, or a job. */
export const statusActorKinds = [
  'OPERATOR',
  'CUSTOMER',
  'SYSTEM',
] as const satisfies readonly StatusActorKind[];
export const statusActorKindEnum = pgEnum('status_actor_kind', statusActorKinds);

/** Every change of an order's status, with who made it and when (append-only). */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    fromStatus: orderStatusEnum('from_status').notNull(),
    toStatus: orderStatusEnum('to_status').notNull(),
    actorKind: statusActorKindEnum('actor_kind').notNull(),
    /** The operator's account (subject and e-mail), the customer's id, or the job's name. */
    actor: text('actor').notNull(),
    /** By the app's clock. */
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('order_status_changes_order_id_idx').on(t.orderId, t.changedAt)],
);

// ---------------------------------------------------------------------------------------------
// Payments through a provider (issue 22 item 1; packages/server/src/payments)
// ---------------------------------------------------------------------------------------------

export const providerPaymentStateEnum = pgEnum('provider_payment_state', providerPaymentStates);
export const refundStates = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export const refundStateEnum = pgEnum('refund_state', refundStates);
export const refundReasons = ['ORDER_CLOSED', 'CANCELLATION'] as const;
export const refundReasonEnum = pgEnum('refund_reason', refundReasons);

/**
 * A payment of an order at the provider (card, SEPA Direct Debit): one attempt, e.g. one Checkout
 * Session. An order awaiting payment has at most one attempt OPEN or PROCESSING; a left or failed
 * one is followed by a new one for the same order. The state only moves forward.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The provider's name, e.g. `stripe`. */
    provider: text('provider').notNull(),
    method: paymentMethodEnum('method').notNull(),
    state: providerPaymentStateEnum('state').notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** The provider's id of the attempt (a Checkout Session); null until the provider answered. */
    providerRef: text('provider_ref').unique(),
    /** The provider's id of the money moved (a PaymentIntent), needed to refund it. */
    providerPaymentRef: text('provider_payment_ref'),
    /** The provider's page to pay on. */
    redirectUrl: text('redirect_url'),
    /** Until when the provider's page takes the payment. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When it SUCCEEDED. */
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('payments_order_id_idx').on(t.orderId),
    uniqueIndex('payments_one_live_per_order')
      .on(t.orderId)
      .where(sql`${t.state} in ('OPEN', 'PROCESSING')`),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Money given back through the provider: written in the transaction that decides it (a payment
 * that arrived for a closed order, a cancellation), sent to the provider after the commit with
 * the row's id as idempotency key, and sent again by a job while PENDING, so none is lost.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountCents: cents('amount_cents').notNull(),
    reason: refundReasonEnum('reason').notNull(),
    state: refundStateEnum('state').notNull(),
    /** The provider's refund id once it answered. */
    providerRef: text('provider_ref'),
    attempts: integer('attempts').notNull().default(0),
    /** The provider's last refusal, without credentials. */
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('payment_refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'PENDING'`),
    check('payment_refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** Each provider event handled, by its id: a second delivery of the same event changes nothing. */
export const providerEvents = pgTable(
  'provider_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** What handling it did: SETTLED, IGNORED, UNKNOWN_PAYMENT, AMOUNT_MISMATCH... */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

// ---------------------------------------------------------------------------------------------
// After the order: cancellations, withdrawals, waiting-list offers (issue 22)
// ---------------------------------------------------------------------------------------------

/**
 * `DATE`: the organizer cancelled the date (back-office/date-cancellation.ts), free of charge;
 * `OPERATOR`: an operator or the organizer's staff cancelled positions in the back office.
 */
export const cancellationKinds = ['CUSTOMER', 'GUEST', 'WITHDRAWAL', 'DATE', 'OPERATOR'] as const;
export const refundStatuses = ['NONE', 'DUE', 'REFUNDED'] as const;
export const waitingListOfferStatuses = [
  'OFFERED',
  'ACCEPTED',
  'DECLINED',
  'EXPIRED',
  'WITHDRAWN',
] as const satisfies readonly WaitingListOfferStatus[];

export const cancellationKindEnum = pgEnum('cancellation_kind', cancellationKinds);
export const refundStatusEnum = pgEnum('refund_status', refundStatuses);
export const waitingListOfferStatusEnum = pgEnum(
  'waiting_list_offer_status',
  waitingListOfferStatuses,
);

/**
 * The link of an order's mail that cancels it without signing in: only the token's SHA-256 is
 * kept. One per order, made when the order is confirmed or first needed.
 */
export const orderCancellationTokens = pgTable('order_cancellation_tokens', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'restrict' }),
  tokenHash: bytea('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * The hold of a guest's order (status HELD) until the guest opens the link mailed to the billing
 * address: the link token's SHA-256, when the seats are given back unconfirmed, and what the
 * confirmation makes: the status the order then has and the data of its invoice and mails.
 */
export const guestOrderHolds = pgTable(
  'guest_order_holds',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'restrict' }),
    tokenHash: bytea('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    /** The status after the confirmation, and the order's deferred invoice and mails. */
    effects: jsonb('effects').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('guest_order_holds_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.confirmedAt} is null`),
  ],
);

/**
 * Secrets the server generates on its first start and shares between its processes, by name
 * (e.g. the HMAC key of the guest checkout's proof-of-work challenges).
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * A cancellation of positions of an order (by the customer, a guest's link, or a consumer's
 * withdrawal), with its cancellation invoice, the fee's invoice when one applies, and the refund
 * due when the order had been paid.
 */
export const orderCancellations = pgTable(
  'order_cancellations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: cancellationKindEnum('kind').notNull(),
    /** The cancelled order positions' ids. */
    positionIds: jsonb('position_ids').$type<string[]>().notNull(),
    /** The cancellation invoice (Stornorechnung). */
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    /** The invoice of the cancellation fee; null when it was free. */
    feeInvoiceId: uuid('fee_invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    /** Gross: what the cancelled positions had cost, and the fee of them. */
    creditedCents: cents('credited_cents').notNull(),
    feeCents: cents('fee_cents').notNull(),
    /** What goes back to the customer: the paid amount less the fee; 0 for an unpaid order. */
    refundCents: cents('refund_cents').notNull(),
    refundStatus: refundStatusEnum('refund_status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('order_cancellations_order_id_idx').on(t.orderId),
    check(
      'order_cancellations_amounts_check',
      sql`${t.feeCents} >= 0 and ${t.feeCents} <= ${t.creditedCents} and ${t.refundCents} >= 0 and (${t.refundStatus} = 'NONE') = (${t.refundCents} = 0)`,
    ),
  ],
);

/** A consumer's withdrawal (§ 356a BGB) of an order, as received. */
export const orderWithdrawals = pgTable(
  'order_withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The cancellation it led to; null when nothing was left to cancel or no right applied. */
    cancellationId: uuid('cancellation_id').references(() => orderCancellations.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [index('order_withdrawals_order_id_idx').on(t.orderId)],
);

/**
 * A seat of a fully booked date offered to a waiting-list request: while OFFERED it holds one
 * seat (counted in `course_schedules.booked`) until `expires_at`; an order of the address takes
 * it over (ACCEPTED), a decline, expiry or leaving the list gives it back.
 */
export const waitingListOffers = pgTable(
  'waiting_list_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: integer('request_id').references(() => waitingListRequests.id, {
      onDelete: 'set null',
    }),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => courseSchedules.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: waitingListOfferStatusEnum('status').notNull(),
    /** The SHA-256 of the offer link's token. */
    tokenHash: bytea('token_hash').notNull().unique(),
    offeredAt: timestamp('offered_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('waiting_list_offers_request_key').on(t.requestId),
    index('waiting_list_offers_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'OFFERED'`),
    index('waiting_list_offers_schedule_email_idx').on(t.scheduleId, t.email),
    check(
      'waiting_list_offers_closed_check',
      sql`(${t.status} = 'OFFERED') = (${t.closedAt} is null) and (${t.status} = 'ACCEPTED') = (${t.orderId} is not null)`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// The customer's lists: the Merkzettel (issue 37; packages/server/src/bookmarks)
// ---------------------------------------------------------------------------------------------

/**
 * A course on a customer's Merkzettel on one domain (docs/entities-and-states.md, Bookmark): at
 * most once per customer, domain and course; gone with the customer or the course.
 */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The domain (configuration id) it was bookmarked on. */
    domain: text('domain').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bookmarks_customer_domain_course_key').on(t.customerId, t.domain, t.courseId),
    index('bookmarks_course_id_idx').on(t.courseId),
  ],
);

/**
 * A course the customer booked elsewhere and entered themselves (docs/entities-and-states.md,
 * Manual order), for Meine Kurse and the further-training hours: organizer, title, days, net
 * minutes, format, the scope it counts for, and the certificate as an upload with its SHA-256.
 * The evidence goes with the row: it is deleted with it (orders/manual-orders.ts).
 */
export const manualOrders = pgTable(
  'manual_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The domain (configuration id) it was entered on. */
    domain: text('domain').notNull(),
    organizer: text('organizer').notNull(),
    title: text('title').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Net minutes of teaching, whole quarter hours. */
    minutes: integer('minutes').notNull(),
    format: courseTypeEnum('format').notNull(),
    scopeId: integer('scope_id')
      .notNull()
      .references(() => scopes.id, { onDelete: 'restrict' }),
    evidenceUploadId: uuid('evidence_upload_id')
      .notNull()
      .unique()
      .references(() => uploads.id),
    /** The SHA-256 of the certificate's bytes, hex. */
    evidenceSha256: text('evidence_sha256').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('manual_orders_customer_domain_idx').on(t.customerId, t.domain, t.startDate),
    check('manual_orders_days', sql`${t.endDate} >= ${t.startDate}`),
    check('manual_orders_minutes', sql`${t.minutes} > 0 and ${t.minutes} % 15 = 0`),
  ],
);

/**
 * A customer's saved search on one domain (docs/entities-and-states.md, Suchfavorit), with its
 * opt-in for the daily mail of newly matching courses; gone with the customer.
 */
export const favorites = pgTable(
  'favorites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The domain (configuration id) it was saved on. */
    domain: text('domain').notNull(),
    name: text('name').notNull(),
    /** The search's parameters as saved (FavoriteSearch). */
    search: jsonb('search').$type<FavoriteSearch>().notNull(),
    alerts: boolean('alerts').notNull().default(false),
    /** The unsubscribe link's token: it stops this search's mails and nothing else. */
    alertToken: text('alert_token').notNull().unique(),
    /**
     * The highest course date id seen when the search last looked for new matches: dates with a
     * higher id were published after it.
     */
    checkedScheduleId: integer('checked_schedule_id').notNull().default(0),
    /** When the last alert mail was written; at most one a day. */
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('favorites_customer_domain_idx').on(t.customerId, t.domain)],
);

/**
 * A participant's evaluation of a booked course date (Teilnehmer-Feedback, ADR 0061): one per
 * order position, submitted by the ordering customer once the date has ended, with the answers
 * by question id (a grade per speaker under `speaker-<id>`). Nothing in it names the customer:
 * the sums read course, organizer and answers only. The deletion of the customer's account
 * anonymises it (ADR 0053): `order_position_id` null and the free text gone.
 */
export const evaluations = pgTable(
  'evaluations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderPositionId: uuid('order_position_id')
      .unique()
      .references(() => orderPositions.id, { onDelete: 'cascade' }),
    /** The domain (configuration id) of the order. */
    domain: text('domain').notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    scheduleId: integer('schedule_id').references(() => courseSchedules.id, {
      onDelete: 'set null',
    }),
    organizerId: integer('organizer_id').notNull(),
    /** The part of the course asked about, as the call named it; one module per date. */
    moduleId: text('module_id'),
    answers: jsonb('answers').$type<Record<string, EvaluationAnswer>>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('evaluations_domain_course_idx').on(t.domain, t.courseId),
    index('evaluations_domain_organizer_idx').on(t.domain, t.organizerId),
  ],
);

/**
 * A certificate of attendance (Teilnahmebescheinigung) of one participant (an order position) and
 * course date (docs/decisions/0062-certificates-anyone-can-verify.md). Its id is 128 random bits
 * in base64url, the address of its public verification page; the PDF lies in the file storage
 * under `storage_key` with its SHA-256. At most one VALID certificate per position and date.
 */
export const certificateStatuses = [
  'VALID',
  'REVOKED',
  'REISSUED',
] as const satisfies readonly CertificateStatus[];
export const certificateStatusEnum = pgEnum('certificate_status', certificateStatuses);

export const certificates = pgTable(
  'certificates',
  {
    id: text('id').primaryKey(),
    positionId: uuid('position_id')
      .notNull()
      .references(() => orderPositions.id, { onDelete: 'restrict' }),
    /** The course date; no reference, as the position keeps its date's data when it goes. */
    scheduleId: integer('schedule_id').notNull(),
    status: certificateStatusEnum('status').notNull().default('VALID'),
    /** What the PDF shows, as it was rendered (the verification page reads it). */
    document: json('document').$type<CertificateDocument>().notNull(),
    storageKey: text('storage_key').notNull(),
    /** The SHA-256 of the PDF's bytes, hex. */
    sha256: text('sha256').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokeReason: text('revoke_reason'),
    /** The certificate issued in its place (status REISSUED). */
    successorId: text('successor_id').references((): AnyPgColumn => certificates.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [
    index('certificates_position_idx').on(t.positionId),
    uniqueIndex('certificates_one_valid_key')
      .on(t.positionId, t.scheduleId)
      .where(sql`${t.status} = 'VALID'`),
    check(
      'certificates_status_check',
      sql`(${t.status} = 'VALID') = (${t.revokedAt} is null) and (${t.revokedAt} is null) = (${t.revokeReason} is null) and (${t.status} = 'REISSUED') = (${t.successorId} is not null)`,
    ),
  ],
);

/**
 * A written exam (Leistungskontrolle, § 4a FAO) of a specialist course's date, and who took it:
 * one row per position and exam, named on the participant's certificate.
 */
export const writtenExams = pgTable(
  'written_exams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => courseSchedules.id, { onDelete: 'cascade' }),
    positionId: uuid('position_id')
      .notNull()
      .references(() => orderPositions.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    writtenOn: date('written_on', { mode: 'string' }).notNull(),
    /** Minutes the exam took. */
    minutes: integer('minutes').notNull(),
  },
  (t) => [
    index('written_exams_position_idx').on(t.positionId),
    check('written_exams_minutes', sql`${t.minutes} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Attendance (docs/decisions/0059-attendance-as-evidence.md)
// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// The learning check of self-study courses (§ 15 (4) FAO; packages/server/src/learning-check)
// ---------------------------------------------------------------------------------------------

/**
 * The question pool of a self-study course: at least twice the questions an attempt asks, in the
 * course's language (`language`; the demo courses are German).
 */
export const learningCheckPools = pgTable('learning_check_pools', {
  id: id(),
  courseId: integer('course_id')
    .notNull()
    .unique()
    .references(() => courses.id, { onDelete: 'cascade' }),
  language: languageEnum('language').notNull().default('de'),
  createdAt: createdAt(),
});

/** A question of a pool; its four options are `learning_check_options`. */
export const learningCheckQuestions = pgTable(
  'learning_check_questions',
  {
    id: id(),
    poolId: integer('pool_id')
      .notNull()
      .references(() => learningCheckPools.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
  },
  (t) => [uniqueIndex('learning_check_questions_pool_position_key').on(t.poolId, t.position)],
);

/** An option of a question; one or more of a question's options are correct. */
export const learningCheckOptions = pgTable(
  'learning_check_options',
  {
    id: id(),
    questionId: integer('question_id')
      .notNull()
      .references(() => learningCheckQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    correct: boolean('correct').notNull(),
  },
  (t) => [uniqueIndex('learning_check_options_question_position_key').on(t.questionId, t.position)],
);

/**
 * An attempt at the learning check of a booked self-study position: at most three per position,
 * at most one open (not submitted) and at most one passed. Submitted once: `submitted_at`,
 * `correct`, `percent` and `passed` are written together.
 */
export const learningCheckAttempts = pgTable(
  'learning_check_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderPositionId: uuid('order_position_id')
      .notNull()
      .references(() => orderPositions.id, { onDelete: 'restrict' }),
    /** 1, 2 or 3. */
    number: integer('number').notNull(),
    questionsAsked: integer('questions_asked').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    correct: integer('correct'),
    /** Whole percent, rounded down; passed is decided on the exact share (>= 75 %). */
    percent: integer('percent'),
    passed: boolean('passed'),
  },
  (t) => [
    uniqueIndex('learning_check_attempts_position_number_key').on(t.orderPositionId, t.number),
    uniqueIndex('learning_check_attempts_open_key')
      .on(t.orderPositionId)
      .where(sql`${t.submittedAt} is null`),
    uniqueIndex('learning_check_attempts_passed_key')
      .on(t.orderPositionId)
      .where(sql`${t.passed}`),
    check('learning_check_attempts_number_check', sql`${t.number} between 1 and 3`),
    check(
      'learning_check_attempts_submitted_check',
      sql`(${t.submittedAt} is null) = (${t.percent} is null) and (${t.submittedAt} is null) = (${t.passed} is null) and (${t.submittedAt} is null) = (${t.correct} is null)`,
    ),
  ],
);

/**
 * A question drawn for an attempt, in the attempt's order; its id (not the pool question's) is
 * what the client sees. `correct` is written at the submit.
 */
export const learningCheckAttemptQuestions = pgTable(
  'learning_check_attempt_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => learningCheckAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => learningCheckQuestions.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    correct: boolean('correct'),
  },
  (t) => [
    uniqueIndex('learning_check_attempt_questions_position_key').on(t.attemptId, t.position),
    uniqueIndex('learning_check_attempt_questions_question_key').on(t.attemptId, t.questionId),
  ],
);

/**
 * An option as one attempt shows it, in that attempt's order: answers name these ids, which no
 * other attempt knows. `chosen` is written at the submit.
 */
export const learningCheckAttemptOptions = pgTable(
  'learning_check_attempt_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attemptQuestionId: uuid('attempt_question_id')
      .notNull()
      .references(() => learningCheckAttemptQuestions.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => learningCheckOptions.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    chosen: boolean('chosen'),
  },
  (t) => [
    uniqueIndex('learning_check_attempt_options_position_key').on(t.attemptQuestionId, t.position),
    index('learning_check_attempt_options_option_idx').on(t.optionId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Attendance (docs/decisions/0059-attendance-as-evidence.md)
// ---------------------------------------------------------------------------------------------

/**
 * A day of a course date: its scheduled window as instants (the Berlin wall times 09:00 to 17:00
 * on that day, breaks inside), the net teaching minutes (breaks excluded), the online meeting's
 * link, and the day's self check-in code (the door's QR code leads to `/check?day=<code>`).
 */
export const scheduleDays = pgTable(
  'schedule_days',
  {
    id: id(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => courseSchedules.id, { onDelete: 'cascade' }),
    /** The calendar day in Germany. */
    day: date('day', { mode: 'string' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    netMinutes: integer('net_minutes').notNull(),
    /** The online meeting's join URL; null in person. */
    joinUrl: text('join_url'),
    /** 128 random bits, base64url. */
    checkInCode: text('check_in_code').notNull().unique(),
  },
  (t) => [
    uniqueIndex('schedule_days_schedule_day_key').on(t.scheduleId, t.day),
    index('schedule_days_day_idx').on(t.day),
    check('schedule_days_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'schedule_days_net_minutes_check',
      sql`${t.netMinutes} > 0 and ${t.netMinutes} * interval '1 minute' <= ${t.endsAt} - ${t.startsAt}`,
    ),
  ],
);

/**
 * A participant's presence on a day: a check-in with its check-out (the door, the self check-in;
 * `ended_at` null while checked in), or an online join with its leave (the meeting's report).
 * Imported rows carry the hash of their content, so the same report twice adds nothing.
 */
export const attendancePresences = pgTable(
  'attendance_presences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    positionId: uuid('position_id')
      .notNull()
      .references(() => orderPositions.id, { onDelete: 'cascade' }),
    dayId: integer('day_id')
      .notNull()
      .references(() => scheduleDays.id, { onDelete: 'cascade' }),
    source: attendanceSourceEnum('source').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    /** The SHA-256 of an imported row's content, hex. */
    importKey: text('import_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('attendance_presences_position_day_idx').on(t.positionId, t.dayId, t.startedAt),
    index('attendance_presences_day_idx').on(t.dayId),
    check(
      'attendance_presences_interval_check',
      sql`${t.endedAt} is null or ${t.endedAt} >= ${t.startedAt}`,
    ),
  ],
);

/** A participant's "Ich bin anwesend" during an online seminar: each confirmation a row. */
export const attendanceConfirmations = pgTable(
  'attendance_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    positionId: uuid('position_id')
      .notNull()
      .references(() => orderPositions.id, { onDelete: 'cascade' }),
    dayId: integer('day_id')
      .notNull()
      .references(() => scheduleDays.id, { onDelete: 'cascade' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('attendance_confirmations_position_day_idx').on(t.positionId, t.dayId)],
);

/**
 * A customer's specialist titles (Fachanwaltstitel, at most three, § 43c BRAO; ADR 0063): the
 * scope, the year granted (a candidate's: the year the specialist course began), the chamber and
 * member number the chamber letter names, and the years whose shortfall the chamber excused.
 */
export const specialistTitles = pgTable(
  'specialist_titles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The domain (configuration id) it was entered on: each storefront keeps its own. */
    domain: text('domain').notNull(),
    scopeId: integer('scope_id')
      .notNull()
      .references(() => scopes.id, { onDelete: 'restrict' }),
    sinceYear: integer('since_year').notNull(),
    candidate: boolean('candidate').notNull().default(false),
    chamberId: integer('chamber_id').references(() => chambers.id, { onDelete: 'set null' }),
    memberNumber: text('member_number').notNull().default(''),
    excusedYears: integer('excused_years')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('specialist_titles_customer_scope_key').on(t.customerId, t.domain, t.scopeId),
  ],
);

/**
 * A customer's opt-in on one domain for the fourth quarter's reminder of a remaining gap (ADR
 * 0063), and the quarter (`2026-Q4`) of the last reminder: at most one per quarter.
 */
export const furtherTrainingReminders = pgTable(
  'further_training_reminders',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    lastQuarter: text('last_quarter'),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.domain] })],
);

/** A level in one back-office area (schemas' rules/back-office.ts says which area has which). */
export const backOfficeLevelEnum = pgEnum('back_office_level', [
  'NONE',
  'CHECK_IN',
  'VIEW',
  'CHANGE',
]);

/**
 * Which organizers a staff member (an account with the realm role `organizer-staff`, known by its
 * verified e-mail) works for, and the level in each back-office area (ADR 0072).
 */
export const staffMemberships = pgTable(
  'staff_memberships',
  {
    /** Lower case. */
    email: text('email').notNull(),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    orders: backOfficeLevelEnum('orders').notNull().default('NONE'),
    payments: backOfficeLevelEnum('payments').notNull().default('NONE'),
    catalogue: backOfficeLevelEnum('catalogue').notNull().default('NONE'),
    dates: backOfficeLevelEnum('dates').notNull().default('NONE'),
    exports: backOfficeLevelEnum('exports').notNull().default('NONE'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.email, t.organizerId] }),
    index('staff_memberships_organizer_idx').on(t.organizerId),
    check('staff_memberships_payments_check', sql`${t.payments} in ('NONE', 'VIEW', 'CHANGE')`),
    check('staff_memberships_catalogue_check', sql`${t.catalogue} in ('NONE', 'VIEW', 'CHANGE')`),
    check('staff_memberships_dates_check', sql`${t.dates} in ('NONE', 'CHANGE')`),
    check('staff_memberships_exports_check', sql`${t.exports} in ('NONE', 'VIEW')`),
  ],
);

/**
 * An operator's session inside one organizer's data, opened with a reason (ADR 0072): every
 * change made in it names it in the audit trail.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The operator's verified e-mail, lower case. */
    email: text('email').notNull(),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('operator_sessions_email_idx').on(t.email, t.startedAt)],
);

export const auditActorRoleEnum = pgEnum('audit_actor_role', ['OPERATOR', 'STAFF']);

/**
 * The audit trail (ADR 0072): every change a person makes in the back office, who and when,
 * the object, before and after, and the reason. Only back-office/audit.ts writes it, and only
 * inserts.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    actorEmail: text('actor_email').notNull(),
    actorName: text('actor_name').notNull(),
    actorRole: auditActorRoleEnum('actor_role').notNull(),
    operatorSessionId: uuid('operator_session_id').references(() => operatorSessions.id, {
      onDelete: 'set null',
    }),
    /** The organizer whose data changed; none for a change of the whole marketplace. */
    organizerId: integer('organizer_id').references(() => organizers.id, { onDelete: 'set null' }),
    /** The back-office area (`orders`, `payments`, …) or `rights`. */
    area: text('area').notNull(),
    /** What changed: `order`, `payment`, `course`, `schedule`, `staff` …, and its id. */
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    /** What was done, e.g. `markPaid`, `cancelDate`, `setRights`. */
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
  },
  (t) => [
    index('audit_entries_organizer_at_idx').on(t.organizerId, t.at),
    index('audit_entries_object_idx').on(t.objectType, t.objectId, t.at),
    index('audit_entries_actor_idx').on(t.actorEmail, t.at),
  ],
);

/**
 * A date the organizer cancelled through the back office or the catalogue import (ADR 0074):
 * the reason shown to its customers and what settling its orders did, answered again to a
 * repeated call. One per date.
 */
export const dateCancellations = pgTable('date_cancellations', {
  scheduleId: integer('schedule_id')
    .primaryKey()
    .references(() => courseSchedules.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** The counts of the settlement (schemas' DateCancellationSummary). */
  summary: jsonb('summary').notNull(),
});

/**
 * A date the organizer moved (ADR 0074): from and to, the reason, and the last day its booked
 * participants may cancel free of charge whatever the organizer's terms say.
 */
export const dateMoves = pgTable(
  'date_moves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => courseSchedules.id, { onDelete: 'cascade' }),
    fromStartDate: date('from_start_date', { mode: 'string' }).notNull(),
    fromEndDate: date('from_end_date', { mode: 'string' }).notNull(),
    toStartDate: date('to_start_date', { mode: 'string' }).notNull(),
    toEndDate: date('to_end_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    freeUntil: date('free_until', { mode: 'string' }).notNull(),
    movedAt: timestamp('moved_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('date_moves_schedule_id_idx').on(t.scheduleId, t.freeUntil)],
);

/** Where a booking of money on an order came from (ADR 0073). */
export const ledgerSourceEnum = pgEnum('ledger_source', ['BANK', 'MANUAL', 'PROVIDER']);

/**
 * A line of a bank statement (ADR 0073), keyed so that the same statement imported twice books
 * once: the bank's reference, or a hash of day, amount, counterparty, purpose and the line's
 * place among equal lines of its file. Only credits are kept. Open until its money is booked on
 * orders (`order_ledger.bank_row_id`), by the import or by an operator.
 */
export const bankRows = pgTable(
  'bank_rows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rowKey: text('row_key').notNull().unique(),
    bookedOn: date('booked_on', { mode: 'string' }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    counterparty: text('counterparty').notNull(),
    purpose: text('purpose').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }).notNull(),
    importedBy: text('imported_by').notNull(),
    /** What the matching proposed: `[{ orderId, orderNumber, reference, cents, confidence }]`. */
    suggestions: jsonb('suggestions').notNull(),
    /** When its money was booked on orders; null while open. */
    assignedAt: timestamp('assigned_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('bank_rows_open_idx')
      .on(t.importedAt)
      .where(sql`${t.assignedAt} is null`),
    check('bank_rows_credit_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Every booking of money on an order, only ever added to (ADR 0073): signed cents (a refund or a
 * correction negative), where it came from, who booked it and why. An order is paid when its
 * lines reach its total. A bank row is booked on an order once.
 */
export const orderLedger = pgTable(
  'order_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountCents: cents('amount_cents').notNull(),
    source: ledgerSourceEnum('source').notNull(),
    bankRowId: uuid('bank_row_id').references(() => bankRows.id, { onDelete: 'restrict' }),
    /** The day the money arrived (Europe/Berlin). */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    bookedBy: text('booked_by').notNull(),
    note: text('note').notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('order_ledger_order_idx').on(t.orderId),
    uniqueIndex('order_ledger_bank_row_order_key').on(t.bankRowId, t.orderId),
    check('order_ledger_amount_check', sql`${t.amountCents} <> 0`),
  ],
);

/**
 * The dunning of an invoice order (ADR 0073): when the reminder and the dunning notice went into
 * the outbox, and whether staff stopped it (with the reason).
 */
export const orderDunning = pgTable('order_dunning', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'restrict' }),
  reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true, mode: 'date' }),
  noticeSentAt: timestamp('notice_sent_at', { withTimezone: true, mode: 'date' }),
  stoppedAt: timestamp('stopped_at', { withTimezone: true, mode: 'date' }),
  stopReason: text('stop_reason'),
});

/** A staff member's saved order filters per organizer (ADR 0075), each with a name. */
export const savedOrderFilters = pgTable(
  'saved_order_filters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The staff member's verified e-mail, lower case. */
    email: text('email').notNull(),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('saved_order_filters_name_key').on(t.email, t.organizerId, t.name)],
);

// ---------------------------------------------------------------------------------------------
// Relations (for `db.query.*.findMany({ with: ... })`)
// ---------------------------------------------------------------------------------------------

export const scopeCategoriesRelations = relations(scopeCategories, ({ many }) => ({
  scopes: many(scopes),
}));

export const scopesRelations = relations(scopes, ({ one, many }) => ({
  category: one(scopeCategories, {
    fields: [scopes.categoryId],
    references: [scopeCategories.id],
  }),
  courseScopes: many(courseScopes),
  packageScopes: many(packageScopes),
}));

export const citiesRelations = relations(cities, ({ many }) => ({
  organizers: many(organizers),
  schedules: many(courseSchedules),
}));

export const organizersRelations = relations(organizers, ({ one, many }) => ({
  city: one(cities, { fields: [organizers.cityId], references: [cities.id] }),
  speakers: many(speakers),
  courses: many(courses),
  packages: many(packages),
}));

export const speakersRelations = relations(speakers, ({ one, many }) => ({
  organizer: one(organizers, { fields: [speakers.organizerId], references: [organizers.id] }),
  courseSpeakers: many(courseSpeakers),
}));

export const coursesRelations = relations(courses, ({ one, many }) => ({
  organizer: one(organizers, { fields: [courses.organizerId], references: [organizers.id] }),
  courseScopes: many(courseScopes),
  courseSpeakers: many(courseSpeakers),
  schedules: many(courseSchedules),
  documents: many(courseDocuments),
}));

export const courseScopesRelations = relations(courseScopes, ({ one }) => ({
  course: one(courses, { fields: [courseScopes.courseId], references: [courses.id] }),
  scope: one(scopes, { fields: [courseScopes.scopeId], references: [scopes.id] }),
}));

export const courseSpeakersRelations = relations(courseSpeakers, ({ one }) => ({
  course: one(courses, { fields: [courseSpeakers.courseId], references: [courses.id] }),
  speaker: one(speakers, { fields: [courseSpeakers.speakerId], references: [speakers.id] }),
}));

export const courseSchedulesRelations = relations(courseSchedules, ({ one, many }) => ({
  course: one(courses, { fields: [courseSchedules.courseId], references: [courses.id] }),
  city: one(cities, { fields: [courseSchedules.cityId], references: [cities.id] }),
  priceLevels: many(priceLevels),
}));

export const priceLevelsRelations = relations(priceLevels, ({ one }) => ({
  schedule: one(courseSchedules, {
    fields: [priceLevels.scheduleId],
    references: [courseSchedules.id],
  }),
}));

export const courseDocumentsRelations = relations(courseDocuments, ({ one }) => ({
  course: one(courses, { fields: [courseDocuments.courseId], references: [courses.id] }),
}));

export const packagesRelations = relations(packages, ({ one, many }) => ({
  organizer: one(organizers, { fields: [packages.organizerId], references: [organizers.id] }),
  packageScopes: many(packageScopes),
}));

export const packageScopesRelations = relations(packageScopes, ({ one }) => ({
  package: one(packages, { fields: [packageScopes.packageId], references: [packages.id] }),
  scope: one(scopes, { fields: [packageScopes.scopeId], references: [scopes.id] }),
}));

// ---------------------------------------------------------------------------------------------
// Row types
// ---------------------------------------------------------------------------------------------

export type ScopeCategory = typeof scopeCategories.$inferSelect;
export type Scope = typeof scopes.$inferSelect;
export type City = typeof cities.$inferSelect;
export type Organizer = typeof organizers.$inferSelect;
export type Speaker = typeof speakers.$inferSelect;
export type Course = typeof courses.$inferSelect;
export type CourseSchedule = typeof courseSchedules.$inferSelect;
export type PriceLevel = typeof priceLevels.$inferSelect;
export type CourseDocument = typeof courseDocuments.$inferSelect;
export type CreditPackage = typeof packages.$inferSelect;
export type FaqEntry = typeof faqEntries.$inferSelect;
export type ContentPage = typeof contentPages.$inferSelect;
export type Chamber = typeof chambers.$inferSelect;
export type ContactRequest = typeof contactRequests.$inferSelect;
export type Cart = typeof carts.$inferSelect;
export type CartPositionRow = typeof cartPositions.$inferSelect;
export type Voucher = typeof vouchers.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderPositionRow = typeof orderPositions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type NewContactRequest = typeof contactRequests.$inferInsert;
