/**
 * The domain's seller as invoices and mails name it: the configured seller in the invoice's terms
 * (EN 16931 BG-4), used by the order's documents and by every mail's legal details.
 */
import { countryCodes, type CountryIso, type Seller } from '@kursmarkt/schemas';
import type { InvoiceDocumentInput } from './types.ts';

/** The two-letter code of a country of the catalogue's list, as EN 16931 names countries. */
export const alpha2 = (country: string) =>
  countryCodes[country as CountryIso] ?? country.slice(0, 2);

/** The domain's seller as the invoices and mails name it (`InvoiceSeller`). */
export function invoiceSeller(seller: Seller): InvoiceDocumentInput['seller'] {
  return {
    legalName: seller.legalName,
    address: {
      street: seller.street,
      zip: seller.zip,
      city: seller.city,
      country: alpha2(seller.country),
    },
    ...(seller.vatId ? { vatId: seller.vatId } : {}),
    ...(seller.taxNumber ? { taxNumber: seller.taxNumber } : {}),
    ...(seller.register ? { register: seller.register } : {}),
    ...(seller.managingDirectors ? { managingDirectors: seller.managingDirectors } : {}),
    email: seller.email,
    ...(seller.phone ? { phone: seller.phone } : {}),
    bank: {
      holder: seller.bank.accountHolder,
      iban: seller.bank.iban,
      bic: seller.bank.bic,
      name: seller.bank.bankName,
    },
  };
}
