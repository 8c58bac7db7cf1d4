import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { paymentMethods } from '../rules/cart-values.ts';
import { countryCodes, type CountryIso } from './countries.ts';

const unique = <T>(items: T[]) => new Set(items).size === items.length;
const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * Who sells on a domain (BOOKING.md "Who sells, who issues"): the invoice issuer with the details
 * § 14 UStG asks of an invoice, its bank for transfers, and how it is paid. Several domains may
 * share one seller `id` (then one invoice number sequence); they must then describe it alike.
 */
export const sellerSchema = z
  .strictObject({
    /** The invoice issuer's key: invoice numbers count per seller id and year. */
    id: z
      .string()
      .regex(/^[a-z][a-z0-9-]{1,40}$/, 'must be lower-case letters, digits and hyphens'),
    /** The name on invoices, e.g. "Kursmarkt GmbH". */
    legalName: text(120),
    street: text(120),
    zip: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/, 'must be a postal code'),
    city: text(100),
    /** ISO 3166-1 alpha-3, e.g. `DEU`. */
    country: z
      .string()
      .refine((value) => Object.hasOwn(countryCodes, value), 'must be a three-letter country code')
      .transform((value) => value as CountryIso),
    /** USt-IdNr., e.g. `DE123456789`; an invoice names it or the tax number. */
    vatId: z
      .string()
      .regex(/^[A-Z]{2}[A-Z0-9]{2,12}$/, 'must be a VAT id such as DE123456789')
      .optional(),
    /** Steuernummer, e.g. `214/5678/1234`. */
    taxNumber: z
      .string()
      .regex(/^\d[\d /]{8,16}\d$/, 'must be a tax number such as 214/5678/1234')
      .optional(),
    /** The commercial register entry, e.g. "Amtsgericht Köln, HRB 123456". */
    registerEntry: text(120).optional(),
    email: z.email('must be an e-mail address'),
    phone: z
      .string()
      .regex(/^\+?[0-9][0-9 ()/-]{5,28}[0-9]$/, 'must be a telephone number')
      .optional(),
    /** Where customers transfer to (prepayment, invoices). */
    bank: z.strictObject({
      accountHolder: text(120),
      /** Without spaces, e.g. `DE89370400440532013000`. */
      iban: z
        .string()
        .refine(
          (value) => electronicFormatIBAN(value) === value && isValidIBAN(value),
          'must be a valid IBAN without spaces',
        ),
      bic: z.string().refine((value) => isValidBIC(value), 'must be a valid BIC'),
      bankName: text(120),
    }),
    /** The invoice numbers' prefix: `<prefix>-<year>-<n>`, e.g. `KM-2026-17`. */
    invoicePrefix: z.string().regex(/^[A-Z0-9]{2,8}$/, 'must be 2 to 8 capital letters or digits'),
    /** An invoice is due this many days after it is issued. @default 14 */
    paymentTermDays: z.number().int().min(0).max(90).default(14),
    /**
     * A prepayment (Vorkasse) is due this many days after the order, and never after the day
     * before its first course starts. @default 7
     */
    prepaymentDays: z.number().int().min(1).max(60).default(7),
    /** The payment methods offered, in the order they are listed. */
    paymentMethods: z
      .array(z.enum(paymentMethods))
      .min(1)
      .refine(unique, 'must not repeat a payment method'),
  })
  .refine((seller) => seller.vatId !== undefined || seller.taxNumber !== undefined, {
    path: ['vatId'],
    message: 'an invoice needs the VAT id or the tax number: give at least one',
  });
export type Seller = z.output<typeof sellerSchema>;
