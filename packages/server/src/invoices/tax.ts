/**
 * The invoice's tax arithmetic (BOOKING.md "Money and tax"), in integer cents and without
 * floating-point sums. Prices are gross. A line's net amount is `gross × 100 / (100 + rate)`,
 * rounded half up; per VAT category and rate the invoice shows the sum of its lines' net amounts
 * and the tax `round(net sum × rate)`; the cents by which net plus tax miss the gross total the
 * customer saw are the invoice's rounding amount (EN 16931 BT-114), so that the amount due is
 * exactly that gross total.
 */
import type { InvoicePosition, VatTreatment } from './types.ts';

/** The German standard rate, 19 %, in basis points. */
const standardRateBasisPoints = 1900;

/** `numerator / denominator` rounded half up, for a numerator ≥ 0 and a denominator > 0. */
const divideHalfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/** The VAT rate of a treatment in basis points: 19 % for STANDARD, 0 otherwise. */
const rateOf = (vat: VatTreatment) => (vat.category === 'STANDARD' ? standardRateBasisPoints : 0);

/** The net amount of a gross amount at `rateBasisPoints` (1900 = 19 %), rounded half up. */
export const netOfGross = (grossCents: number, rateBasisPoints: number) =>
  divideHalfUp(grossCents * 10_000, 10_000 + rateBasisPoints);

/** The tax on a net amount at `rateBasisPoints`, rounded half up. */
export const taxOfNet = (netCents: number, rateBasisPoints: number) =>
  divideHalfUp(netCents * rateBasisPoints, 10_000);

type LineAmounts = {
  /** The list price without VAT (EN 16931 item gross price, BT-148). */
  listNetCents: number;
  /** The discount without VAT (BT-147): list net − net. */
  discountNetCents: number;
  /** The line's net amount (BT-131, and the item net price BT-146 at quantity 1). */
  netCents: number;
  rateBasisPoints: number;
};

/** One group of the VAT breakdown (BG-23): one per category and rate. */
export type VatGroup = {
  category: VatTreatment['category'];
  rateBasisPoints: number;
  /** The legal reasons of the group's exempt positions, each once (BT-120). */
  exemptionReasons: string[];
  netCents: number;
  taxCents: number;
};

export type InvoiceTotals = {
  lines: LineAmounts[];
  vatGroups: VatGroup[];
  /** Σ line net (BT-106, and the tax basis BT-109: the invoice has no document allowances). */
  netCents: number;
  /** Σ group tax (BT-110). */
  taxCents: number;
  /** net + tax (BT-112). */
  grandTotalCents: number;
  /** gross total − (net + tax) (BT-114). */
  roundingCents: number;
  /** Σ payable gross: what the customer saw and pays. */
  grossCents: number;
};

const isCents = (value: number) => Number.isSafeInteger(value) && value >= 0;

/**
 * The invoice's amounts from its positions. Throws a RangeError for amounts that are not whole,
 * non-negative cents or a payable amount other than list price − discount: the caller's mistake,
 * never a customer's.
 */
export function invoiceTotals(positions: readonly InvoicePosition[]): InvoiceTotals {
  const groups = new Map<string, VatGroup>();
  const lines = positions.map((position, index) => {
    const { listPriceCents, discountCents, payableCents } = position;
    if (![listPriceCents, discountCents, payableCents].every(isCents))
      throw new RangeError(`positions[${index}]: amounts must be whole cents, not negative`);
    if (payableCents !== listPriceCents - discountCents)
      throw new RangeError(
        `positions[${index}]: payableCents must be listPriceCents − discountCents`,
      );
    const rateBasisPoints = rateOf(position.vat);
    const netCents = netOfGross(payableCents, rateBasisPoints);
    const listNetCents = netOfGross(listPriceCents, rateBasisPoints);
    const key = `${position.vat.category}:${rateBasisPoints}`;
    const group = groups.get(key) ?? {
      category: position.vat.category,
      rateBasisPoints,
      exemptionReasons: [],
      netCents: 0,
      taxCents: 0,
    };
    group.netCents += netCents;
    if (position.vat.category === 'EXEMPT' && !group.exemptionReasons.includes(position.vat.reason))
      group.exemptionReasons.push(position.vat.reason);
    groups.set(key, group);
    return { listNetCents, discountNetCents: listNetCents - netCents, netCents, rateBasisPoints };
  });
  const vatGroups = [...groups.values()].map((group) => ({
    ...group,
    taxCents: taxOfNet(group.netCents, group.rateBasisPoints),
  }));
  const netCents = lines.reduce((sum, line) => sum + line.netCents, 0);
  const taxCents = vatGroups.reduce((sum, group) => sum + group.taxCents, 0);
  const grossCents = positions.reduce((sum, position) => sum + position.payableCents, 0);
  const grandTotalCents = netCents + taxCents;
  return {
    lines,
    vatGroups,
    netCents,
    taxCents,
    grandTotalCents,
    roundingCents: grossCents - grandTotalCents,
    grossCents,
  };
}
