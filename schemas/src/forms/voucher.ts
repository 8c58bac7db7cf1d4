/**
 * The cart's voucher field: the form of a code the server takes (`voucherCodeSchema`,
 * schemas/src/api/cart.ts), checked before the cart asks whether it applies.
 */
import * as z from 'zod/mini';
import type { FieldErrorCode } from '../api/field-error-codes.ts';

const code = (value: FieldErrorCode) => value;

/** A code as typed: 1 to 40 letters, digits, hyphens or underscores, spaces around it dropped. */
export const voucherFormSchema = z.object({
  code: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,40}$/, code('INVALID_FORMAT'))),
});
export type VoucherForm = z.infer<typeof voucherFormSchema>;
