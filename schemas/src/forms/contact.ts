/**
 * The contact form (`/kontakt`): the rules of the server's contact request
 * (schemas/src/api/content.ts), checked before sending.
 */
import * as z from 'zod/mini';
import type { FieldErrorCode } from '../api/field-error-codes.ts';
import { contactFieldLimits } from '../rules/constants.ts';

const code = (value: FieldErrorCode) => value;
const text = (min: number, max: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(min, code('TOO_SHORT')), z.maxLength(max, code('TOO_LONG')));

/** Name, address, subject and message of a contact request, and the accepted privacy notice. */
export const contactFormSchema = z.object({
  name: text(2, contactFieldLimits.name),
  email: z
    .string()
    .check(
      z.trim(),
      z.email(code('INVALID_FORMAT')),
      z.maxLength(contactFieldLimits.email, code('TOO_LONG')),
    ),
  subject: text(3, contactFieldLimits.subject),
  message: text(10, contactFieldLimits.message),
  privacyAccepted: z.boolean().check(z.refine((accepted) => accepted, code('NOT_ALLOWED'))),
});
export type ContactForm = z.infer<typeof contactFormSchema>;
