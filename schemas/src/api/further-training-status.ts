import { z } from 'zod';
import { maxSpecialistTitles } from '../rules/further-training.ts';
import { endpoint, fieldErrorParams } from './common.ts';
import {
  furtherTrainingScopeStateSchema,
  furtherTrainingYearSchema,
  furtherTrainingYearStateSchema,
} from './further-training.ts';
import { furtherTrainingRoutes as routes } from './routes-further-training.ts';

const scopeId = z.int().positive();

/**
 * One of the customer's specialist titles as the titles form sends it (ADR 0063): the scope (a
 * Fachgebiet of search type SPECIALIZATION), the year granted (a candidate's: the year the
 * specialist course began), the chamber and member number the chamber letter names, and the
 * years whose shortfall the chamber excused (to be made up).
 */
export const specialistTitleFieldsSchema = z.strictObject({
  scopeId,
  sinceYear: furtherTrainingYearSchema,
  candidate: z.boolean().default(false),
  chamberId: z.int().positive().nullable().default(null),
  memberNumber: z.string().trim().max(50).default(''),
  excusedYears: z
    .array(furtherTrainingYearSchema)
    .max(20)
    .default([])
    .transform((years) => [...new Set(years)].sort((a, b) => a - b)),
});
export type SpecialistTitleFields = z.input<typeof specialistTitleFieldsSchema>;

/** All the customer's titles at once (at most three, one per scope) and the reminder opt-in. */
export const specialistTitlesChangeSchema = z.strictObject({
  titles: z
    .array(specialistTitleFieldsSchema)
    .max(maxSpecialistTitles)
    .superRefine((titles, context) => {
      titles.forEach((title, index) => {
        if (titles.findIndex((other) => other.scopeId === title.scopeId) < index) {
          context.addIssue({
            code: 'custom',
            path: [index, 'scopeId'],
            message: 'one title per scope',
            params: fieldErrorParams('NOT_ALLOWED'),
          });
        }
      });
    }),
  reminders: z.boolean(),
});
export type SpecialistTitlesChange = z.input<typeof specialistTitlesChangeSchema>;
export type SpecialistTitlesValues = z.output<typeof specialistTitlesChangeSchema>;

/** A title as the server keeps it, with its scope's and chamber's names. */
export const specialistTitleAnswerSchema = z.strictObject({
  scopeId,
  scopeName: z.string(),
  sinceYear: furtherTrainingYearSchema,
  candidate: z.boolean(),
  chamberId: z.int().positive().nullable(),
  chamberName: z.string().nullable(),
  memberNumber: z.string(),
  excusedYears: z.array(furtherTrainingYearSchema),
});
export type SpecialistTitleAnswer = z.infer<typeof specialistTitleAnswerSchema>;

/** The customer's titles and whether the fourth quarter's reminder is wanted. */
export const specialistTitlesSchema = z.strictObject({
  titles: z.array(specialistTitleAnswerSchema),
  reminders: z.boolean(),
});
export type SpecialistTitles = z.infer<typeof specialistTitlesSchema>;

/**
 * What a chamber letter lists: the titles (scopes) and the items (booking positions, manual
 * orders) of the year, for one chamber and member number. Each id must be the customer's.
 */
export const chamberLetterSchema = z.strictObject({
  scopeIds: z.array(scopeId).min(1).max(maxSpecialistTitles),
  orderIds: z.array(z.uuid()).max(200).default([]),
  manuelOrderIds: z.array(z.uuid()).max(200).default([]),
  chamberId: z.int().positive(),
  chamberMemberId: z.string().trim().max(50).default(''),
});
export type ChamberLetter = z.input<typeof chamberLetterSchema>;
export type ChamberLetterValues = z.output<typeof chamberLetterSchema>;

/**
 * What an item of the hours is, beside the engine's placement (same `itemId`): the course's
 * title and organizer, its days, the scopes it is listed for, the title the customer moved it
 * to, and its certificates: a booking's valid ones with their verification page, a manual
 * order's uploaded file, each by its SHA-256 (hex).
 */
export const furtherTrainingItemSourceSchema = z.strictObject({
  itemId: z.string(),
  title: z.string(),
  organizer: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  scopeIds: z.array(scopeId),
  assignedScopeId: scopeId.nullable(),
  certificates: z.array(
    z.strictObject({
      /** The certificate's id (its verification page's address); null for an uploaded file. */
      id: z.string().nullable(),
      sha256: z.string(),
      verifyUrl: z.string().nullable(),
    }),
  ),
});
export type FurtherTrainingItemSource = z.infer<typeof furtherTrainingItemSourceSchema>;

/** A year of the status as the engine answers it, with each item's source and the years with items. */
export const furtherTrainingYearAnswerSchema = furtherTrainingYearStateSchema.extend({
  sources: z.array(furtherTrainingItemSourceSchema),
  years: z.array(furtherTrainingYearSchema),
});
export type FurtherTrainingYearAnswer = z.infer<typeof furtherTrainingYearAnswerSchema>;

/** One title's part of a year as the engine answers it, with its items' sources. */
export const furtherTrainingScopeAnswerSchema = furtherTrainingScopeStateSchema.extend({
  sources: z.array(furtherTrainingItemSourceSchema),
});
export type FurtherTrainingScopeAnswer = z.infer<typeof furtherTrainingScopeAnswerSchema>;

const yearParams = z.strictObject({ year: z.coerce.number().pipe(furtherTrainingYearSchema) });
const languageQuery = z.strictObject({ language: z.string().max(10).optional() });

/** The letter's PDF; the browser client reads it as a Blob. */
const letterDocument = z.custom<Blob>(
  (value) => typeof Blob !== 'undefined' && value instanceof Blob,
);

/** The further-training status calls, by name. */
export const furtherTrainingEndpoints = {
  getSpecialistTitles: endpoint({
    ...routes.getSpecialistTitles,
    summary:
      "The signed-in customer's specialist titles (at most three) and the opt-in for the fourth quarter's reminder of a remaining gap",
    query: languageQuery,
    response: specialistTitlesSchema,
  }),
  putSpecialistTitles: endpoint({
    ...routes.putSpecialistTitles,
    summary:
      "Replaces the signed-in customer's specialist titles and the reminder opt-in; a scope that is not a specialist lawyer's (search type SPECIALIZATION) or a chamber that does not exist answers 422 at its field",
    query: languageQuery,
    body: specialistTitlesChangeSchema,
    bodyLimit: 4 * 1024,
    response: specialistTitlesSchema,
  }),
  getFurtherTrainingYear: endpoint({
    ...routes.getFurtherTrainingYear,
    summary:
      "The signed-in customer's further-training hours of a calendar year (Europe/Berlin) per specialist title (§ 15 FAO): attended bookings, self-study with a passed learning check and courses booked elsewhere",
    params: yearParams,
    response: furtherTrainingYearAnswerSchema,
  }),
  getFurtherTrainingScope: endpoint({
    ...routes.getFurtherTrainingScope,
    summary:
      "One specialist title's part of the signed-in customer's year; 404 for a scope the customer holds no title in",
    params: z.strictObject({
      year: z.coerce.number().pipe(furtherTrainingYearSchema),
      scope: z.coerce.number().pipe(scopeId),
    }),
    response: furtherTrainingScopeAnswerSchema,
  }),
  postChamberLetter: endpoint({
    ...routes.postChamberLetter,
    summary:
      "The letter to a chamber for a year as a PDF: the customer's name and member number, per title its hours and items, the self-study cap applied, and the certificates with their SHA-256; 404 for a title, item or chamber that is not the customer's",
    params: yearParams,
    query: languageQuery,
    body: chamberLetterSchema,
    bodyLimit: 16 * 1024,
    produces: 'application/pdf',
    response: letterDocument,
  }),
} as const;
