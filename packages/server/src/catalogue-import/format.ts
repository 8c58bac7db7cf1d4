import { z } from 'zod';
import { isoDay } from '@kursmarkt/schemas';
import {
  courseCategories,
  courseTypes,
  documentKinds,
  searchTypes,
  vatCategories,
} from '../db/schema.ts';

const localized = z.strictObject({ de: z.string().trim().min(1), en: z.string().trim().min(1) });
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');
const isoDate = isoDay('must be a date as YYYY-MM-DD');
const instantMessage = 'must be a time as YYYY-MM-DDThh:mm:ss with Z or an offset';
/** A point in time PostgreSQL can store: from the year 1 on, as for days. */
const instant = z.iso
  // One issue for a text that is no time at all, not a second from the check of its year.
  .datetime({ offset: true, error: instantMessage, abort: true })
  .refine((value) => Date.parse(value) >= Date.parse('0001-01-01T00:00:00Z'), instantMessage);
const text = z.string().trim().min(1);
const germanPostcode = z.string().regex(/^\d{5}$/, 'must be a German postcode');
/** Money in whole cents (EUR), up to a million euros. */
const cents = z.number().int('must be whole cents').min(0).max(100_000_000);

/**
 * The VAT treatment of a course or package: `STANDARD` (19 %, the default), or `EXEMPT` with
 * the legal reason, e.g. "§ 4 Nr. 21 Buchst. a UStG".
 */
const vatFields = {
  vatCategory: z.enum(vatCategories).default('STANDARD'),
  vatExemptionReason: z.string().trim().min(1).max(200).optional(),
};
const checkVat = (
  entry: { vatCategory: string; vatExemptionReason?: string | undefined },
  context: z.RefinementCtx,
) => {
  if (entry.vatCategory === 'EXEMPT' && entry.vatExemptionReason === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['vatExemptionReason'],
      message: 'is required for an EXEMPT course or package',
    });
  }
  if (entry.vatCategory === 'STANDARD' && entry.vatExemptionReason !== undefined) {
    context.addIssue({
      code: 'custom',
      path: ['vatExemptionReason'],
      message: 'is only for an EXEMPT course or package',
    });
  }
};

const scheduleSchema = z
  .strictObject({
    /** A city of the catalogue by name (e.g. "Köln"); null for ONLINE and SELF. */
    city: z.string().trim().min(1).nullable(),
    venue: z.string().trim().min(1).nullable().default(null),
    startDate: isoDate,
    endDate: isoDate,
    seats: z.number().int().min(1).max(10_000),
    booked: z.number().int().min(0).default(0),
    /**
     * When the organizer cancelled the date; null (the default): not cancelled. A cancelled date
     * is not found by the search, not shown on the course page and cannot be booked; a date of a
     * course the database has already is cancelled through `scheduleChanges`.
     */
    cancelledAt: instant.nullable().default(null),
    priceLevels: z
      .array(
        z.strictObject({
          name: localized,
          /** Cents, including VAT: 119000 is 1.190,00 €. */
          priceCents: cents,
          /** The last day it can be booked (an early-bird price); null: as long as the date. */
          bookableUntil: isoDate.nullable().default(null),
          /** Who may book it (a member price), shown next to the choice; null: anyone. */
          condition: localized.nullable().default(null),
        }),
      )
      .min(1),
  })
  .superRefine((schedule, context) => {
    if (schedule.endDate < schedule.startDate) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'must not be before startDate',
      });
    }
    if (schedule.booked > schedule.seats) {
      context.addIssue({ code: 'custom', path: ['booked'], message: 'must not exceed seats' });
    }
  });

/**
 * A catalogue file for `npm run catalogue:import`: the scope categories, scopes, cities,
 * organizers and speakers it introduces, courses with their schedules, price levels and
 * documents, and credit packages. A reference to a scope (by key), a city (by name), an
 * organizer (by slug) or a scope category (by key) names one the file introduces or one the
 * database has already; speakers are the file's own (by key). `scheduleChanges` change dates
 * the database has already. The demo seed is such a file (seed/catalogue.ts).
 */
export const catalogueFileSchema = z.strictObject({
  scopeCategories: z
    .array(
      z.strictObject({
        key: slug,
        name: localized,
        /** Where the category is listed among the others. */
        position: z.number().int().min(0).max(10_000).default(0),
      }),
    )
    .default([]),
  scopes: z
    .array(
      z.strictObject({
        key: slug,
        name: localized,
        /** Further German words searchers use for the scope, space-separated. */
        searchTerms: z.string().trim().default(''),
        searchType: z.enum(searchTypes),
        /** A scope category by key. */
        category: text,
        /** Shown among the top categories of the start page's search box. */
        top: z.boolean().default(false),
      }),
    )
    .default([]),
  cities: z
    .array(
      z.strictObject({
        name: text,
        /** The federal state (Bundesland). */
        state: text,
        zip: germanPostcode,
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
      }),
    )
    .default([]),
  organizers: z
    .array(
      z.strictObject({
        slug,
        name: text,
        description: localized,
        street: text,
        zip: germanPostcode,
        city: text,
        website: z.string().regex(/^https:\/\/\S+$/, 'must be an https URL'),
        email: z.email(),
        /**
         * Cancellation terms: free until `freeDays` before a course's first day, later a fee of
         * `feePercent` of the amount paid. Without them: 14 days, then 100 %.
         */
        cancellation: z
          .strictObject({
            freeDays: z.number().int().min(0).max(365),
            feePercent: z.number().min(0).max(100).multipleOf(0.01),
          })
          .optional(),
      }),
    )
    .default([]),
  speakers: z
    .array(
      z.strictObject({
        /** How the file's courses refer to this speaker. */
        key: z.string().trim().min(1),
        title: z.string().default(''),
        firstName: z.string().trim().min(1),
        lastName: z.string().trim().min(1),
        bio: localized,
        organizer: slug.optional(),
      }),
    )
    .default([]),
  courses: z.array(
    z
      .strictObject({
        slug,
        name: z.string().trim().min(1).max(200),
        description: localized,
        courseType: z.enum(courseTypes),
        searchType: z.enum(searchTypes),
        category: z.enum(courseCategories),
        durationValue: z.number().positive().max(1000),
        organizer: slug,
        scopes: z.array(z.string().trim().min(1)).min(1),
        speakers: z.array(z.string().trim().min(1)).default([]),
        schedules: z.array(scheduleSchema).min(1),
        documents: z
          .array(z.strictObject({ title: z.string().trim().min(1), kind: z.enum(documentKinds) }))
          .default([]),
        /** When the course entered the catalogue; the time of the import when absent. */
        createdAt: instant.optional(),
        ...vatFields,
        /** Booking needs a proof (e.g. admission as a lawyer), uploaded in the checkout. */
        proofRequired: z.boolean().default(false),
        /** What the proof must show; required with `proofRequired`. */
        proofHint: localized.optional(),
        /**
         * The ZFU's approval number of a distance-learning (self-study) course, seven digits;
         * named on its certificates.
         */
        zfuNumber: z
          .string()
          .trim()
          .regex(/^\d{7}$/, 'must be seven digits')
          .optional(),
      })
      .superRefine((course, context) => {
        checkVat(course, context);
        if (course.proofRequired && course.proofHint === undefined) {
          context.addIssue({
            code: 'custom',
            path: ['proofHint'],
            message: 'is required when proofRequired is true',
          });
        }
        course.schedules.forEach((schedule, index) => {
          if (course.courseType === 'PRESENT' && !schedule.city) {
            context.addIssue({
              code: 'custom',
              path: ['schedules', index, 'city'],
              message: 'is required for a PRESENT course',
            });
          }
        });
      }),
  ),
  packages: z
    .array(
      z
        .strictObject({
          name: text,
          educationalType: z.enum(searchTypes),
          organizer: slug,
          /** Hours of the organizer's courses in the package's scopes that it covers. */
          creditValue: z.number().positive().max(1000),
          /** Cents, including VAT. */
          priceCents: cents,
          scopes: z.array(text).min(1),
          ...vatFields,
        })
        .superRefine(checkVat),
    )
    .default([]),
  /**
   * Changes to dates of courses the database has already (not of the file's own courses: their
   * schedules say it themselves). A date is named by its course's slug and its start date, and
   * by its city when the course has more than one date that day.
   */
  scheduleChanges: z
    .array(
      z.strictObject({
        course: slug,
        startDate: isoDate,
        /** The date's city by name; null for a date without one (ONLINE, SELF). */
        city: z.string().trim().min(1).nullable().optional(),
        /** When the organizer cancelled the date; null takes a cancellation back. */
        cancelledAt: instant.nullable(),
      }),
    )
    .default([]),
});
export type CatalogueFile = z.output<typeof catalogueFileSchema>;
export type CatalogueFileInput = z.input<typeof catalogueFileSchema>;
