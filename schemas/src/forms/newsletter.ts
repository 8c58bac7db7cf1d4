/**
 * The newsletter sign-up (footer and start-page module): the rule of the server's request
 * (`newsletterRequestSchema`, schemas/src/api/catalogue.ts), checked before sending. Consent is
 * given by the confirmation link of the mail (double opt-in), not by a field of the form.
 */
import * as z from 'zod/mini';
import { emailAddressSchema } from './identity.ts';

/** The address to sign up: given, at most 254 characters, in the form of an address. */
export const newsletterFormSchema = z.object({ email: emailAddressSchema });
export type NewsletterForm = z.infer<typeof newsletterFormSchema>;
