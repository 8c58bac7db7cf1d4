/**
 * The form of the customer's specialist titles (Mein Fortbildungsstatus): the rules of the
 * server's `specialistTitlesChangeSchema` (schemas/src/api/further-training-status.ts), checked
 * before sending. Selects and the year are typed as text; `specialistTitlesOfForm` makes the
 * call's body of them.
 */
import * as z from 'zod/mini';
import type { FieldErrorCode } from '../api/field-error-codes.ts';
import { maxSpecialistTitles } from '../rules/further-training.ts';

const code = (value: FieldErrorCode) => value;

/** The years a title may be granted in, as the server's year rule takes them. */
const firstYear = 1990;
const lastYear = 2200;

const titleFormSchema = z.object({
  scopeId: z.string().check(z.minLength(1, code('REQUIRED'))),
  sinceYear: z.string().check(
    z.trim(),
    z.minLength(1, code('REQUIRED')),
    z.refine((value) => {
      const year = Number(value);
      return /^\d{4}$/.test(value) && year >= firstYear && year <= lastYear;
    }, code('INVALID_FORMAT')),
  ),
  candidate: z.boolean(),
  chamberId: z.string(),
  memberNumber: z.string().check(z.trim(), z.maxLength(50, code('TOO_LONG'))),
  /** Kept as they are: the years the chamber excused, made up later. */
  excusedYears: z.array(z.number()),
});

export const specialistTitlesFormSchema = z.object({
  titles: z.array(titleFormSchema).check(
    z.maxLength(maxSpecialistTitles, code('TOO_LARGE')),
    z.superRefine((titles, context) => {
      titles.forEach((title, index) => {
        const first = titles.findIndex((other) => other.scopeId === title.scopeId);
        if (title.scopeId !== '' && first < index) {
          context.issues.push({
            code: 'custom',
            message: code('NOT_ALLOWED'),
            path: [index, 'scopeId'],
            input: title.scopeId,
          });
        }
      });
    }),
  ),
  reminders: z.boolean(),
});
export type SpecialistTitlesForm = z.infer<typeof specialistTitlesFormSchema>;
export type SpecialistTitleForm = SpecialistTitlesForm['titles'][number];

/** The fields of one title in their order (the first refused one gets the focus). */
export const specialistTitleFields = [
  'scopeId',
  'sinceYear',
  'chamberId',
  'memberNumber',
] as const satisfies readonly (keyof SpecialistTitleForm)[];

/** The body of `PUT /api/customer/titles` of the form's values. */
export const specialistTitlesOfForm = (form: SpecialistTitlesForm) => ({
  titles: form.titles.map((title) => ({
    scopeId: Number(title.scopeId),
    sinceYear: Number(title.sinceYear),
    candidate: title.candidate,
    chamberId: title.chamberId === '' ? null : Number(title.chamberId),
    memberNumber: title.memberNumber,
    excusedYears: title.excusedYears,
  })),
  reminders: form.reminders,
});
