/**
 * Whether a checkout's billing data is complete, and whether it needs a VAT id (docs/booking.md,
 * customer status, business customers): the cart validation answers both, the checkout's
 * customer form shows the same rules.
 */
import type { CustomerKind } from './cart-values.ts';
import { vatIdCountry } from './vat-id.ts';

/** The member states of the European Union, ISO 3166-1 alpha-3. */
export const euMemberStates = [
  'AUT',
  'BEL',
  'BGR',
  'CYP',
  'CZE',
  'DEU',
  'DNK',
  'ESP',
  'EST',
  'FIN',
  'FRA',
  'GRC',
  'HRV',
  'HUN',
  'IRL',
  'ITA',
  'LTU',
  'LUX',
  'LVA',
  'MLT',
  'NLD',
  'POL',
  'PRT',
  'ROU',
  'SVK',
  'SVN',
  'SWE',
] as const;

export const isEuMemberState = (country: string) =>
  (euMemberStates as readonly string[]).includes(country);

/** The billing data the rules read. */
export interface BillingFields {
  customerKind: CustomerKind;
  name: string;
  lastname: string;
  company: string;
  street: string;
  zipCode: string;
  city: string;
  /** ISO 3166-1 alpha-3. */
  country: string;
  email: string;
  vatId: string;
}

const given = (text: string) => text.trim() !== '';

/**
 * `validCustomerStatus`: name, last name, street, postal code, city, country and e-mail are
 * given; a business gives its company name too.
 */
export function validCustomerStatus(billing: BillingFields): boolean {
  const needed = [
    billing.name,
    billing.lastname,
    billing.street,
    billing.zipCode,
    billing.city,
    billing.country,
    billing.email,
  ];
  if (billing.customerKind === 'BUSINESS') needed.push(billing.company);
  return needed.every(given);
}

/**
 * `taxNumberRequired`: a business in another EU member state than the seller's must give its VAT
 * id, which makes the invoice a reverse-charge one.
 */
export function taxNumberRequired(billing: BillingFields, sellerCountry: string): boolean {
  return (
    billing.customerKind === 'BUSINESS' &&
    isEuMemberState(billing.country) &&
    billing.country !== sellerCountry &&
    !given(billing.vatId)
  );
}

/**
 * Reverse charge (§ 13b UStG, Art. 196 of the VAT directive): a business in another EU member
 * state than the seller's that gave a valid VAT id of another member state than the seller's owes
 * the VAT itself; it pays the net prices and the invoice says "Steuerschuldnerschaft des
 * Leistungsempfängers" (category AE, 0 %). The server charges it so only once the EU's VIES
 * service confirmed the id (§ 18e UStG); this rule tells when it asks.
 */
export function reverseChargeApplies(billing: BillingFields, sellerCountry: string): boolean {
  const idCountry = vatIdCountry(billing.vatId);
  return (
    billing.customerKind === 'BUSINESS' &&
    isEuMemberState(billing.country) &&
    billing.country !== sellerCountry &&
    idCountry !== undefined &&
    idCountry !== sellerCountry
  );
}
