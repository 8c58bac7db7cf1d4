/**
 * The withdrawal form (§ 356a BGB): the rules of the server's withdrawal input
 * (schemas/src/api/after-order.ts), checked before the confirmation step.
 */
import * as z from 'zod/mini';
import type { FieldErrorCode } from '../api/field-error-codes.ts';
import { emailAddressSchema } from './identity.ts';

const code = (value: FieldErrorCode) => value;

/** The longest order number the withdrawal takes. */
export const orderNumberMaxLength = 40;

/** The order number and the e-mail address the order was placed with. */
export const withdrawalFormSchema = z.object({
  orderNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, code('REQUIRED')),
      z.maxLength(orderNumberMaxLength, code('TOO_LONG')),
    ),
  email: emailAddressSchema,
});
export type WithdrawalForm = z.infer<typeof withdrawalFormSchema>;
