import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { paymentMethods } from '../rules/cart-values.ts';
import { vatIdVerdict } from '../rules/vat-id.ts';
import { countryCodes, type CountryIso } from './countries.ts';

const unique = <T>(items: T[]) => new Set(items).size === items.length;
const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * The legal forms entered in a register (HGB, GenG), as a legal name ends or names them: such a
 * seller gives its register court and number on every business letter (§ 37a HGB, § 35a GmbHG,
 * § 80 AktG, § 125a HGB, § 25a GenG).
 */
const registeredForms =
  /(?:^|[\s(])(g?GmbH|UG|g?AG|SE|KGaA|KG|OHG|eG|e\. ?K\.|e\. ?Kfm\.|e\. ?Kfr\.)(?=$|[\s),&])/;

/** The forms whose letters name their managing directors (or board) too. */
const directorsRequired = new Set(['GmbH', 'gGmbH', 'UG', 'AG', 'gAG', 'SE', 'KGaA']);

/** The registered legal form a legal name states, e.g. `GmbH`; undefined for none. */
const legalFormOf = (legalName: string) => registeredForms.exec(legalName)?.[1];

/**
 * Who sells on a domain (docs/booking.md, sellers and invoices): the invoice issuer with the details
 * § 14 UStG asks of an invoice, its bank for transfers, and how it is paid. Several domains may
 * share one seller `id` (then one invoice number sequence); they must then describe it alike.
 */
export const sellerSchema = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z][a-z0-9-]{1,40}$/, 'must be lower-case letters, digits and hyphens')
      .meta({
        description:
          'The invoice issuer’s key: invoice numbers count per seller id and year; domains with the same id must describe the seller alike.',
        examples: ['kursmarkt'],
      }),
    legalName: text(120).meta({
      description: 'The seller’s name on invoices.',
      examples: ['Kursmarkt GmbH'],
    }),
    street: text(120).meta({ description: 'Street and number of the seller’s address.' }),
    zip: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/, 'must be a postal code')
      .meta({ description: 'The postal code of the seller’s address.', examples: ['50667'] }),
    city: text(100).meta({ description: 'The city of the seller’s address.' }),
    country: z
      .string()
      .refine((value) => Object.hasOwn(countryCodes, value), 'must be a three-letter country code')
      .transform((value) => value as CountryIso)
      .meta({
        description: 'The seller’s country, ISO 3166-1 alpha-3.',
        examples: ['DEU'],
      }),
    vatId: z
      .string()
      .refine(
        (value) => vatIdVerdict(value) === 'VALID',
        'must be a VAT id with its country’s format and check digit, such as DE136695976',
      )
      .meta({
        description: 'The USt-IdNr.; an invoice names it or the tax number.',
        examples: ['DE136695976'],
      })
      .optional(),
    taxNumber: z
      .string()
      .regex(/^\d[\d /]{8,16}\d$/, 'must be a tax number such as 214/5678/1234')
      .meta({
        description: 'The Steuernummer; an invoice names it or the VAT id.',
        examples: ['214/5678/1234'],
      })
      .optional(),
    register: z
      .strictObject({
        court: text(80).meta({
          description: 'The register court (Registergericht).',
          examples: ['Amtsgericht Köln'],
        }),
        number: z
          .string()
          .regex(
            /^(HRA|HRB|GnR|PR|VR|GsR) \d{1,7}( [A-Z]{1,3})?$/,
            'must be a register number such as HRB 104277',
          )
          .meta({
            description: 'The register number, with its register (HRA, HRB, GnR, PR, VR, GsR).',
            examples: ['HRB 104277'],
          }),
      })
      .meta({
        description:
          'The commercial register entry; required of a registered legal form (GmbH, UG, AG, SE, KG, OHG, eG, e. K.). Every invoice and mail names it.',
      })
      .optional(),
    managingDirectors: z
      .array(text(120))
      .min(1)
      .refine(unique, 'must not repeat a name')
      .meta({
        description:
          'The managing directors (Geschäftsführer, or the board of an AG or SE), as every invoice and mail names them; required of a GmbH, UG, AG or SE (§ 35a GmbHG, § 80 AktG).',
        examples: [['Dr. Katrin Albers', 'Jonas Weidemann']],
      })
      .optional(),
    email: z
      .email('must be an e-mail address')
      .meta({ description: 'The seller’s e-mail address on invoices.' }),
    phone: z
      .string()
      .regex(/^\+?[0-9][0-9 ()/-]{5,28}[0-9]$/, 'must be a telephone number')
      .meta({ description: 'The seller’s telephone number on invoices.' })
      .optional(),
    bank: z
      .strictObject({
        accountHolder: text(120).meta({ description: 'The account holder’s name.' }),
        iban: z
          .string()
          .refine(
            (value) => electronicFormatIBAN(value) === value && isValidIBAN(value),
            'must be a valid IBAN without spaces',
          )
          .meta({
            description: 'The account’s IBAN, without spaces.',
            examples: ['DE89370400440532013000'],
          }),
        bic: z
          .string()
          .refine((value) => isValidBIC(value), 'must be a valid BIC')
          .meta({ description: 'The bank’s BIC.', examples: ['COBADEFFXXX'] }),
        bankName: text(120).meta({ description: 'The bank’s name.' }),
      })
      .meta({ description: 'Where customers transfer to (prepayment, invoices).' }),
    invoicePrefix: z
      .string()
      .regex(/^[A-Z0-9]{2,8}$/, 'must be 2 to 8 capital letters or digits')
      .meta({
        description: 'The invoice numbers’ prefix: <prefix>-<year>-<n>, e.g. KM-2026-17.',
        examples: ['KM'],
      }),
    paymentTermDays: z
      .number()
      .int()
      .min(0)
      .max(90)
      .default(14)
      .meta({
        description: 'An invoice is due this many days after it is issued.',
        examples: [14],
      }),
    prepaymentDays: z
      .number()
      .int()
      .min(1)
      .max(60)
      .default(7)
      .meta({
        description:
          'A prepayment (Vorkasse) is due this many days after the order, and never after the day before its first course starts.',
        examples: [7],
      }),
    paymentMethods: z
      .array(z.enum(paymentMethods))
      .min(1)
      .refine(unique, 'must not repeat a payment method')
      .meta({
        description: 'The payment methods offered, in the order they are listed.',
        examples: [['INVOICE', 'PREPAYMENT']],
      }),
  })
  .refine((seller) => seller.vatId !== undefined || seller.taxNumber !== undefined, {
    path: ['vatId'],
    message: 'an invoice needs the VAT id or the tax number: give at least one',
  })
  .superRefine((seller, context) => {
    const form = legalFormOf(seller.legalName);
    if (form === undefined) return;
    if (seller.register === undefined)
      context.addIssue({
        code: 'custom',
        path: ['register'],
        message: `a seller of the legal form ${form} must give its register court and number`,
      });
    if (directorsRequired.has(form) && seller.managingDirectors === undefined)
      context.addIssue({
        code: 'custom',
        path: ['managingDirectors'],
        message: `a seller of the legal form ${form} must name its managing directors (§ 35a GmbHG, § 80 AktG)`,
      });
  });
export type Seller = z.output<typeof sellerSchema>;
