/**
 * VAT ids (USt-IdNr.) of the member states of the European Union: the country's prefix, the
 * format of its numbers and, where the country has one, the check digit, by the `jsvat` library's
 * rules. The checkout and the customer record take a VAT id only when it passes, so that an
 * invoice never names one like `DE12` or `ATU1`; whether the id is registered is the VIES
 * service's answer (packages/server/src/vat-ids), not this rule's.
 */
import {
  austria,
  belgium,
  bulgaria,
  checkVAT,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
} from 'jsvat';

/** The 27 member states, whose VAT ids VIES confirms. */
const memberStateRules = [
  austria,
  belgium,
  bulgaria,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
];

/** A VAT id as it is kept: capitals, without spaces, dots or hyphens (`ATU 135-856.27`). */
export const normalizeVatId = (value: string) => value.replace(/[\s.-]+/g, '').toUpperCase();

/**
 * What the rule says of a VAT id: `VALID`; `UNKNOWN_COUNTRY` without the prefix of a member
 * state; `INVALID_FORMAT` when it does not have the length and characters of its country's ids;
 * `INVALID_CHECKSUM` when it does, but its check digit does not fit.
 */
export type VatIdVerdict = 'VALID' | 'UNKNOWN_COUNTRY' | 'INVALID_FORMAT' | 'INVALID_CHECKSUM';

export function vatIdVerdict(value: string): VatIdVerdict {
  const result = checkVAT(normalizeVatId(value), memberStateRules);
  if (!result.isSupportedCountry) return 'UNKNOWN_COUNTRY';
  if (!result.isValidFormat) return 'INVALID_FORMAT';
  return result.isValid ? 'VALID' : 'INVALID_CHECKSUM';
}

/**
 * The member state of a VAT id that passes the rule, ISO 3166-1 alpha-3 (`ATU13585627` is
 * `AUT`, Greece's `EL…` is `GRC`); undefined for any other.
 */
export function vatIdCountry(value: string): string | undefined {
  const result = checkVAT(normalizeVatId(value), memberStateRules);
  return result.isValid ? result.country?.isoCode.long : undefined;
}
