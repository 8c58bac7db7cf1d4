/**
 * The invoice's tax arithmetic (docs/booking.md, money and tax), in integer cents and without
 * floating-point sums. Prices are gross, so per VAT category and rate the tax is taken out of the
 * gross sum of its lines once (`taxOfGross` of the shared rules, as the order's totals do) and the
 * net amount is what is left: net plus tax is exactly the gross total the customer saw, with no
 * rounding amount (EN 16931 BT-114). The group's tax is spread over its lines in proportion to
 * their gross amounts, so the lines' net amounts add up to the group's taxable amount (BR-S-08).
 */
import {
  netOfGross,
  spreadProportionally,
  taxOfGross,
  vatRateBasisPoints,
} from '@kursmarkt/schemas/rules';
import type { InvoicePosition, VatTreatment } from './types.ts';

/** The VAT rate of a treatment in basis points: 19 % for STANDARD, 0 otherwise. */
const rateOf = (vat: VatTreatment) =>
  vat.category === 'STANDARD' ? vatRateBasisPoints.STANDARD : 0;

type LineAmounts = {
  /** The list price without VAT (EN 16931 item gross price, BT-148): net + discount net. */
  listNetCents: number;
  /** The discount without VAT (BT-147). */
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
  /** Σ payable gross: what the customer saw and pays; net + tax (BT-112). */
  grossCents: number;
};

const isCents = (value: number) => Number.isSafeInteger(value) && value >= 0;

/**
 * The invoice's amounts from its positions. Throws a RangeError for amounts that are not whole,
 * non-negative cents or a payable amount other than list price − discount: the caller's mistake,
 * never a customer's.
 */
export function invoiceTotals(positions: readonly InvoicePosition[]): InvoiceTotals {
  positions.forEach(({ listPriceCents, discountCents, payableCents }, index) => {
    if (![listPriceCents, discountCents, payableCents].every(isCents))
      throw new RangeError(`positions[${index}]: amounts must be whole cents, not negative`);
    if (payableCents !== listPriceCents - discountCents)
      throw new RangeError(
        `positions[${index}]: payableCents must be listPriceCents − discountCents`,
      );
  });
  const members = new Map<string, { group: VatGroup; indexes: number[] }>();
  positions.forEach((position, index) => {
    const rateBasisPoints = rateOf(position.vat);
    const key = `${position.vat.category}:${rateBasisPoints}`;
    const entry = members.get(key) ?? {
      group: {
        category: position.vat.category,
        rateBasisPoints,
        exemptionReasons: [],
        netCents: 0,
        taxCents: 0,
      },
      indexes: [],
    };
    entry.indexes.push(index);
    if (
      position.vat.category === 'EXEMPT' &&
      !entry.group.exemptionReasons.includes(position.vat.reason)
    )
      entry.group.exemptionReasons.push(position.vat.reason);
    members.set(key, entry);
  });
  const lines: LineAmounts[] = new Array<LineAmounts>(positions.length);
  const vatGroups = [...members.values()].map(({ group, indexes }) => {
    const grosses = indexes.map((index) => positions[index]!.payableCents);
    const grossCents = grosses.reduce((sum, gross) => sum + gross, 0);
    const taxCents = taxOfGross(grossCents, group.rateBasisPoints);
    const lineTaxes = spreadProportionally(taxCents, grosses);
    indexes.forEach((index, member) => {
      const netCents = grosses[member]! - lineTaxes[member]!;
      const discountNetCents = netOfGross(positions[index]!.discountCents, group.rateBasisPoints);
      lines[index] = {
        listNetCents: netCents + discountNetCents,
        discountNetCents,
        netCents,
        rateBasisPoints: group.rateBasisPoints,
      };
    });
    return { ...group, netCents: grossCents - taxCents, taxCents };
  });
  return {
    lines,
    vatGroups,
    netCents: vatGroups.reduce((sum, group) => sum + group.netCents, 0),
    taxCents: vatGroups.reduce((sum, group) => sum + group.taxCents, 0),
    grossCents: positions.reduce((sum, position) => sum + position.payableCents, 0),
  };
}
