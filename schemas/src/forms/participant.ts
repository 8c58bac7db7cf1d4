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

/**
 * The participants the checkout's summary names, by cart position id: only the positions the
 * customer does not attend have an entry (none at all when the customer attends every one).
 */
export const checkoutParticipantsFormSchema = z.object({
  participants: z.optional(z.record(z.string(), participantFormSchema)),
});
export type CheckoutParticipantsForm = z.infer<typeof checkoutParticipantsFormSchema>;
