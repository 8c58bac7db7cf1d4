/**
 * The address forms of the storefront: the checkout's billing data (customer and guest) and the
 * customer's own record (Meine Daten). One address, two sets of required fields: a checkout
 * needs the whole address to invoice (rules/cart-customer.ts), the record may keep it empty until
 * then. A VAT id that is given must pass its country's rule (rules/vat-id.ts), as on the server.
 */
import * as z from 'zod/mini';
import type { FieldErrorCode } from '../api/field-error-codes.ts';
import { vatIdVerdict } from '../rules/vat-id.ts';

/** The address fields both forms show, in their order. */
export const addressFields = ['name', 'lastname', 'street', 'zipCode', 'city', 'country'] as const;
export type AddressField = (typeof addressFields)[number];

const code = (value: FieldErrorCode) => value;
const given = (value: string) => value.trim() !== '';
const requiredText = z.string().check(z.refine(given, code('REQUIRED')));
const text = z.string();

/** A VAT id, where one is given: REQUIRED stays the caller's, its form and check digit are here. */
function vatIdCode(vatId: string): FieldErrorCode | undefined {
  if (!given(vatId)) return undefined;
  const verdict = vatIdVerdict(vatId);
  if (verdict === 'VALID') return undefined;
  return verdict === 'INVALID_CHECKSUM' ? 'INVALID_CHECKSUM' : 'INVALID_FORMAT';
}

/**
 * The checkout's billing data: the whole address and the e-mail address; a business gives its
 * company, and its VAT id, where given, must pass its country's rule.
 */
export const checkoutCustomerFormSchema = z
  .object({
    customerKind: z.enum(['CONSUMER', 'BUSINESS']),
    company: text,
    name: requiredText,
    lastname: requiredText,
    street: requiredText,
    zipCode: requiredText,
    city: requiredText,
    country: requiredText,
    email: requiredText,
    phone: text,
    vatId: text,
    buyerReference: text,
  })
  .check(
    z.superRefine((customer, context) => {
      if (customer.customerKind !== 'BUSINESS') return;
      if (!given(customer.company)) {
        context.issues.push({
          code: 'custom',
          path: ['company'],
          message: code('REQUIRED'),
          input: customer.company,
        });
      }
      const vatId = vatIdCode(customer.vatId);
      if (vatId) {
        context.issues.push({
          code: 'custom',
          path: ['vatId'],
          message: vatId,
          input: customer.vatId,
        });
      }
    }),
  );
export type CheckoutCustomerForm = z.infer<typeof checkoutCustomerFormSchema>;

/**
 * The customer's own record: names and country; the rest of the address may wait. A VAT id,
 * where given, must pass its country's rule and needs the company it belongs to.
 */
export const accountAddressFormSchema = z
  .object({
    name: requiredText,
    lastname: requiredText,
    street: text,
    zipCode: text,
    city: text,
    country: requiredText,
    company: text,
    vatId: text,
    buyerReference: text,
  })
  .check(
    z.superRefine((customer, context) => {
      if (!given(customer.vatId)) return;
      const vatId = vatIdCode(customer.vatId);
      if (vatId) {
        context.issues.push({
          code: 'custom',
          path: ['vatId'],
          message: vatId,
          input: customer.vatId,
        });
      }
      if (!given(customer.company)) {
        context.issues.push({
          code: 'custom',
          path: ['company'],
          message: code('REQUIRED'),
          input: customer.company,
        });
      }
    }),
  );
export type AccountAddressForm = z.infer<typeof accountAddressFormSchema>;
