/**
 * The participant of an order position (Teilnehmer/in): the person who attends, named by the
 * ordering customer at checkout or later as a substitute. The checkout's and the dashboard's
 * forms check it before sending, and the contract (schemas/src/api/order-positions.ts) takes the
 * same rule, so a refusal has the same field error code on both sides.
 */
import * as z from 'zod/mini';
import { emailAddressSchema, personNameSchema } from './identity.ts';

/** First name, last name and e-mail address, by the account's rules for them. */
export const participantFormSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailAddressSchema,
});
export type ParticipantForm = z.infer<typeof participantFormSchema>;
