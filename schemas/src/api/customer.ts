import { z } from 'zod';
import { countryCodes, isCountryIso, type CountryIso } from '../domain/countries.ts';
import { endpoint, fieldErrorParams } from './common.ts';
import { customerRoutes as routes } from './routes-customer.ts';
import { vatIdFieldSchema } from './vat-id-field.ts';

/** Longest first or last name, street and city a customer record keeps. */
export const customerFieldMaxLength = {
  name: 100,
  lastname: 100,
  street: 120,
  city: 100,
  company: 160,
  buyerReference: 100,
} as const;

/** German postal codes: exactly five digits. */
export const germanZipCodePattern = /^\d{5}$/;
/** Postal codes elsewhere: 3 to 10 letters, digits, spaces or hyphens (e.g. `L-1234`, `SW1A 1AA`). */
export const foreignZipCodePattern = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;

const unknownCountry = 'Bitte wählen Sie ein Land aus der Liste.';

export const countryIsoSchema = z.enum(Object.keys(countryCodes) as [CountryIso, ...CountryIso[]], {
  error: unknownCountry,
});

const tooLong = (max: number) => `Bitte geben Sie höchstens ${max} Zeichen an.`;
const requiredText = (max: number, missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong(max));
const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).default('');

/** A customer record (docs/entities-and-states.md); `country` is the ISO 3166-1 alpha-3 code. */
export const customerSchema = z.strictObject({
  id: z.uuid(),
  /** The sign-in address, from the identity provider; not editable here. */
  email: z.string(),
  name: z.string(),
  lastname: z.string(),
  street: z.string(),
  city: z.string(),
  zipCode: z.string(),
  country: countryIsoSchema,
  /** A business's name; empty for a private customer. */
  company: z.string(),
  /** The business's VAT id (USt-IdNr.), capitals without spaces; empty without one. */
  vatId: z.string(),
  /** Leitweg-ID of a public client, or another buyer reference for its invoices (BT-10). */
  buyerReference: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/**
 * What the customer may change. The address may stay empty until it is needed; a postal code
 * that is given must fit the country (five digits for Germany). A business gives its name, and
 * may give its VAT id (checked by its country's rule, rules/vat-id.ts) and Leitweg-ID, which its
 * checkouts start from.
 */
export const customerUpdateSchema = z
  .strictObject({
    name: requiredText(customerFieldMaxLength.name, 'Bitte geben Sie Ihren Vornamen an.'),
    lastname: requiredText(customerFieldMaxLength.lastname, 'Bitte geben Sie Ihren Nachnamen an.'),
    street: optionalText(customerFieldMaxLength.street),
    city: optionalText(customerFieldMaxLength.city),
    zipCode: z.string().trim().max(10, 'Bitte geben Sie eine gültige Postleitzahl an.').default(''),
    /** A string, so a form's select value can be sent as it is; the server checks the list. */
    country: z
      .string({ error: unknownCountry })
      .refine(isCountryIso, { message: unknownCountry, params: fieldErrorParams('NOT_ALLOWED') })
      .transform((iso) => iso as CountryIso),
    company: optionalText(customerFieldMaxLength.company),
    vatId: vatIdFieldSchema,
    buyerReference: optionalText(customerFieldMaxLength.buyerReference),
  })
  .superRefine((customer, context) => {
    if (customer.vatId !== '' && customer.company === '') {
      context.addIssue({
        code: 'custom',
        path: ['company'],
        params: fieldErrorParams('REQUIRED'),
        message: 'Bitte geben Sie den Namen Ihrer Firma zur USt-IdNr. an.',
      });
    }
    if (customer.zipCode === '') return;
    const german = customer.country === 'DEU';
    const pattern = german ? germanZipCodePattern : foreignZipCodePattern;
    if (!pattern.test(customer.zipCode)) {
      context.addIssue({
        code: 'custom',
        path: ['zipCode'],
        params: fieldErrorParams('INVALID_FORMAT'),
        message: german
          ? 'Bitte geben Sie eine fünfstellige Postleitzahl an.'
          : 'Bitte geben Sie eine gültige Postleitzahl an.',
      });
    }
  });
export type CustomerUpdate = z.input<typeof customerUpdateSchema>;

/** One entry of the country list (docs/entities-and-states.md). */
export const countrySchema = z.strictObject({
  /** ISO 3166-1 alpha-3, the value a customer record stores. */
  iso: countryIsoSchema,
  /** ISO 3166-1 alpha-2. */
  iso2: z.string().length(2),
  /** The country's name in the request language. */
  name: z.string(),
  /** 1 for the countries listed first (Germany, Luxembourg, Austria, Poland, Switzerland, Spain). */
  priority: z.union([z.literal(0), z.literal(1)]),
});
export type Country = z.infer<typeof countrySchema>;

const customerIdParams = z.strictObject({ id: z.uuid() });

/**
 * Everything the product holds about the customer (GDPR Art. 15, 20): one part per table, with
 * the customer's rows as the table keeps them (instants as ISO 8601, amounts in cents); digests
 * of secrets and file locations are left out.
 */
export const customerExportSchema = z.strictObject({
  customerId: z.uuid(),
  exportedAt: z.iso.datetime({ offset: true }),
  parts: z.array(
    z.strictObject({
      /** What the part holds, e.g. `orders`, `bookmarks`, `newsletter`. */
      name: z.string(),
      /** The table it comes from. */
      table: z.string(),
      rows: z.array(z.record(z.string(), z.unknown())),
    }),
  ),
});
export type CustomerExport = z.infer<typeof customerExportSchema>;

/** The customer confirms the deletion with the account's e-mail address (in any case). */
export const customerDeletionSchema = z.strictObject({
  email: z.string().trim().min(1).max(254),
});
export type CustomerDeletion = z.infer<typeof customerDeletionSchema>;

/** What a deletion kept for the retention period (§ 147 AO, § 14b UStG): the invoices' numbers. */
export const customerDeletedSchema = z.strictObject({
  deletedAt: z.iso.datetime({ offset: true }),
  keptInvoices: z.array(z.string()),
});
export type CustomerDeleted = z.infer<typeof customerDeletedSchema>;

/** The PDF of the export; the browser client reads it as a Blob. */
const exportDocument = z.custom<Blob>(
  (value) => typeof Blob !== 'undefined' && value instanceof Blob,
);

/** The customer calls, by name. */
export const customerEndpoints = {
  getCustomer: endpoint({
    ...routes.getCustomer,
    summary:
      "The signed-in customer's record (created at the first signed-in call); 403 for another customer's id",
    params: customerIdParams,
    response: customerSchema,
  }),
  putCustomer: endpoint({
    ...routes.putCustomer,
    summary:
      "Changes the signed-in customer's name, address and business details; 403 for another customer's id",
    params: customerIdParams,
    body: customerUpdateSchema,
    // The longest fields, each character written as a JSON escape, make about 5 KiB.
    bodyLimit: 8 * 1024,
    response: customerSchema,
  }),
  deleteCustomer: endpoint({
    ...routes.deleteCustomer,
    summary:
      "Deletes the signed-in customer's account (ADR 0053): sign-in, record, Merkzettel, carts, newsletter, waiting list and uploads go, and the attendance records and learning checks of the courses booked; evaluations lose their position and free text; orders and invoices stay for their retention period as issued, certificates for their verification. Confirmed with the account's e-mail address (422 at body.email otherwise); 409 OPEN_BOOKINGS while an order awaits payment or a booked date is still to come; 404 for another customer's id",
    params: customerIdParams,
    body: customerDeletionSchema,
    bodyLimit: 1024,
    response: customerDeletedSchema,
  }),
  getCustomerExport: endpoint({
    ...routes.getCustomerExport,
    summary:
      "Everything held about the signed-in customer, machine-readable (GDPR Art. 20); 404 for another customer's id",
    params: customerIdParams,
    response: customerExportSchema,
  }),
  getCustomerExportPdf: endpoint({
    ...routes.getCustomerExportPdf,
    summary:
      "Everything held about the signed-in customer as a readable PDF (GDPR Art. 15), in the request language; 404 for another customer's id",
    params: customerIdParams,
    query: z.strictObject({ language: z.string().max(10).optional() }),
    produces: 'application/pdf',
    response: exportDocument,
  }),
  getPasswordChangeUrl: endpoint({
    ...routes.getPasswordChangeUrl,
    summary: "Where the signed-in customer changes their password (the identity provider's page)",
    response: z.strictObject({ url: z.url() }),
  }),
  getEmailChangeUrl: endpoint({
    ...routes.getEmailChangeUrl,
    summary:
      "Where the signed-in customer changes their e-mail address (the identity provider's page)",
    response: z.strictObject({ url: z.url() }),
  }),
  getCountries: endpoint({
    ...routes.getCountries,
    summary:
      'Every country of ISO 3166-1 in the request language: the six of priority 1 first, then by name',
    query: z.strictObject({ language: z.string().max(10).optional() }),
    response: z.array(countrySchema),
  }),
} as const;
