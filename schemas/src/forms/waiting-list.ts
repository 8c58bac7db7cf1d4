/**
 * The waiting-list request of a fully booked date: the rules of the server's request
 * (`waitingListRequestSchema`, schemas/src/api/catalogue.ts), checked before sending. The seats
 * are the select's value, a text.
 */
import * as z from 'zod/mini';
import type { FieldErrorCode } from '../api/field-error-codes.ts';

const code = (value: FieldErrorCode) => value;

/** The seats one request may ask for (the contract's 1 to 10). */
export const waitingListSeats = { min: 1, max: 10 } as const;

const wholeSeats = (seats: string) =>
  /^\d+$/.test(seats) &&
  Number(seats) >= waitingListSeats.min &&
  Number(seats) <= waitingListSeats.max;

/** Name, e-mail address and seats as typed. */
export const waitingListFormSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(2, code('TOO_SHORT')), z.maxLength(120, code('TOO_LONG'))),
  email: z
    .string()
    .check(z.trim(), z.email(code('INVALID_FORMAT')), z.maxLength(254, code('TOO_LONG'))),
  seats: z.string().check(z.refine(wholeSeats, code('NOT_ALLOWED'))),
});
export type WaitingListForm = z.infer<typeof waitingListFormSchema>;
