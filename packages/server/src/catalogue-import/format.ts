import { z } from 'zod';
import { isoDay } from '@kursmarkt/schemas';
import { courseCategories, courseTypes, documentKinds, searchTypes } from '../db/schema.ts';

const localized = z.strictObject({ de: z.string().trim().min(1), en: z.string().trim().min(1) });
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');
const isoDate = isoDay('must be a date as YYYY-MM-DD');

const scheduleSchema = z
  .strictObject({
    /** A city of the catalogue by name (e.g. "Köln"); null for ONLINE and SELF. */
    city: z.string().trim().min(1).nullable(),
    venue: z.string().trim().min(1).nullable().default(null),
    startDate: isoDate,
    endDate: isoDate,
    seats: z.number().int().min(1).max(10_000),
    booked: z.number().int().min(0).default(0),
    priceLevels: z
      .array(z.strictObject({ name: localized, priceValue: z.number().min(0).max(1_000_000) }))
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
 * A catalogue file for `npm run catalogue:import`: organizers and speakers it introduces, and
 * courses with their schedules, price levels and documents. Scopes (by key) and cities (by name)
 * refer to what the database already has.
 */
export const catalogueFileSchema = z.strictObject({
  organizers: z
    .array(
      z.strictObject({
        slug,
        name: z.string().trim().min(1),
        description: localized,
        street: z.string().trim().min(1),
        zip: z.string().regex(/^\d{5}$/, 'must be a German postcode'),
        city: z.string().trim().min(1),
        website: z.string().regex(/^https:\/\/\S+$/, 'must be an https URL'),
        email: z.email(),
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
      })
      .superRefine((course, context) => {
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
});
export type CatalogueFile = z.output<typeof catalogueFileSchema>;
export type CatalogueFileInput = z.input<typeof catalogueFileSchema>;
