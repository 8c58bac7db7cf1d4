import { z } from 'zod';
import {
  creditedItemKinds,
  furtherTrainingFormats,
  itemExplanationCodes,
  maxSpecialistTitles,
  titleExplanationCodes,
  yearExplanationCodes,
} from '../rules/further-training.ts';

/** A calendar year the further-training status speaks of. */
export const furtherTrainingYearSchema = z.int().min(1990).max(2200);
const scopeId = z.int().positive();
const minutes = z.int().nonnegative();

/**
 * One of the customer's specialist titles (Fachanwaltstitel) as the hours engine needs it: its
 * scope (Fachgebiet), the year it was granted — for a candidate (specialist course begun, title
 * not yet applied for) the year the course began — and the years whose shortfall the chamber
 * excused, to be made up by hours of a later year.
 */
export const specialistTitleSchema = z.strictObject({
  scopeId,
  sinceYear: furtherTrainingYearSchema,
  candidate: z.boolean(),
  excusedYears: z.array(furtherTrainingYearSchema),
});
export type SpecialistTitle = z.infer<typeof specialistTitleSchema>;

/**
 * Hours the customer earned: an attended booking or a manual order. `at` is the instant that
 * decides the calendar year (the end of the attended date; for self-study, the passed learning
 * check); `minutes` the net teaching time in minutes; `scopeIds` the scopes the course is listed
 * for; `assignedScopeId` the title the customer moved it to; `makeUpYear` the excused earlier
 * year it is booked to.
 */
export const creditedItemSchema = z.strictObject({
  id: z.string().min(1).max(100),
  kind: z.enum(creditedItemKinds),
  at: z.iso.datetime({ offset: true }),
  minutes: z
    .int()
    .positive()
    .max(240 * 60),
  format: z.enum(furtherTrainingFormats),
  learningCheckPassed: z.boolean(),
  scopeIds: z.array(scopeId),
  assignedScopeId: scopeId.nullable(),
  makeUpYear: furtherTrainingYearSchema.nullable(),
});
export type CreditedItem = z.infer<typeof creditedItemSchema>;

/** What the hours engine computes from: the titles (one per scope, at most three) and the items (unique ids). */
export const furtherTrainingInputSchema = z.strictObject({
  titles: z
    .array(specialistTitleSchema)
    .max(maxSpecialistTitles)
    .refine((titles) => new Set(titles.map((t) => t.scopeId)).size === titles.length, {
      message: 'one title per scope',
    }),
  items: z
    .array(creditedItemSchema)
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, {
      message: 'one entry per id',
    }),
});
export type FurtherTrainingInput = z.infer<typeof furtherTrainingInputSchema>;

/**
 * Where one item of the year counts: the title (`scopeId`, null when it counts for none), its
 * minutes and the minutes that count (fewer for self-study over the cap, none without a passed
 * learning check), and why.
 */
export const itemPlacementSchema = z.strictObject({
  itemId: z.string(),
  kind: z.enum(creditedItemKinds),
  format: z.enum(furtherTrainingFormats),
  at: z.iso.datetime({ offset: true }),
  minutes,
  countedMinutes: minutes,
  scopeId: scopeId.nullable(),
  selfStudy: z.boolean(),
  /** Set when the item is made up for this (excused) year from a later one. */
  makeUpYear: furtherTrainingYearSchema.nullable(),
  explanations: z.array(z.enum(itemExplanationCodes)),
});
export type ItemPlacement = z.infer<typeof itemPlacementSchema>;

/**
 * One title in one year: the minutes that count (live and self-study up to its cap), the
 * self-study earned and counted, the make-up minutes from later years, the gap to 15 hours, and
 * why. `due` is false for the year of the title (or of a candidate's course start) and before.
 */
export const titleYearSchema = z.strictObject({
  scopeId,
  candidate: z.boolean(),
  due: z.boolean(),
  excused: z.boolean(),
  requiredMinutes: minutes,
  countedMinutes: minutes,
  liveMinutes: minutes,
  selfStudyMinutes: minutes,
  selfStudyCountedMinutes: minutes,
  makeUpMinutes: minutes,
  gapMinutes: minutes,
  reached: z.boolean(),
  explanations: z.array(z.enum(titleExplanationCodes)),
});
export type TitleYear = z.infer<typeof titleYearSchema>;

/**
 * A calendar year (Europe/Berlin) of the further-training status: each title's hours, every item
 * that belongs to the year and where it counts, how many due titles reach 15 hours, and why.
 */
export const furtherTrainingYearStateSchema = z.strictObject({
  year: furtherTrainingYearSchema,
  titles: z.array(titleYearSchema),
  items: z.array(itemPlacementSchema),
  titlesDue: minutes,
  titlesReached: minutes,
  explanations: z.array(z.enum(yearExplanationCodes)),
});
export type FurtherTrainingYearState = z.infer<typeof furtherTrainingYearStateSchema>;

/** One title's part of a year: its hours and the items that count for it. */
export const furtherTrainingScopeStateSchema = z.strictObject({
  year: furtherTrainingYearSchema,
  title: titleYearSchema,
  items: z.array(itemPlacementSchema),
});
export type FurtherTrainingScopeState = z.infer<typeof furtherTrainingScopeStateSchema>;
