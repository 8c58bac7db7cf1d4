/**
 * The form of a course booked elsewhere (Meine Kurse, "Externe Fortbildung eintragen"): the rules
 * of the server's manual order (`manualOrderInputSchema`, schemas/src/api/manual-orders.ts),
 * checked before sending. The hours are typed ("7,5"), the scope is the select's value, a text.
 */
import * as z from 'zod/mini';
import type { FieldErrorCode } from '../api/field-error-codes.ts';
import { isIsoDate } from '../rules/calendar.ts';
import {
  manualOrderDaysProblem,
  manualOrderFormats,
  manualOrderLimits,
  minutesOfHours,
} from '../rules/further-training.ts';

const code = (value: FieldErrorCode) => value;
const text = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, code('REQUIRED')), z.maxLength(max, code('TOO_LONG')));
const day = z.string().check(
  z.minLength(1, code('REQUIRED')),
  z.refine((value) => isIsoDate(value), code('INVALID_FORMAT')),
);
const hoursProblem = (hours: string): FieldErrorCode | null => {
  if (hours.trim() === '') return 'REQUIRED';
  const minutes = minutesOfHours(hours);
  if (minutes === null) return 'INVALID_FORMAT';
  if (minutes === 0) return 'TOO_SMALL';
  return minutes > manualOrderLimits.maxMinutes ? 'TOO_LARGE' : null;
};

/** The fields as typed; the form sends them as they are, the server keeps the hours as minutes. */
export const manualOrderFormSchema = z
  .object({
    organizer: text(manualOrderLimits.organizer),
    title: text(manualOrderLimits.title),
    startDate: day,
    endDate: day,
    hours: z.string().check(
      z.superRefine((hours, context) => {
        const problem = hoursProblem(hours);
        if (problem) context.issues.push({ code: 'custom', message: problem, input: hours });
      }),
    ),
    format: z.enum(manualOrderFormats, code('REQUIRED')),
    scopeId: z.string().check(z.minLength(1, code('REQUIRED'))),
  })
  .check(
    z.superRefine((form, context) => {
      if (!isIsoDate(form.startDate) || !isIsoDate(form.endDate)) return;
      const problem = manualOrderDaysProblem(form.startDate, form.endDate);
      if (problem) {
        context.issues.push({ code: 'custom', message: problem, path: ['endDate'], input: form });
      }
    }),
  );
export type ManualOrderForm = z.infer<typeof manualOrderFormSchema>;

/** The form's fields in their order (the first refused one gets the focus). */
export const manualOrderFormFields = [
  'organizer',
  'title',
  'startDate',
  'endDate',
  'hours',
  'format',
  'scopeId',
] as const;

/** The id of the manual order that the page's address names (`?id=`): a UUID, as the contract's `idSchema`. */
export const manualOrderIdSchema = z.uuid();
