/**
 * The VAT of an order per rate. Prices are gross, so the tax of a rate
 * is taken out of the gross sum of its positions: `round(gross × rate / (100 + rate))`, rounded
 * half up, and the net sum is what is left (gross − tax). Net plus tax is then exactly the gross
 * sum the customer saw, with no rounding amount. The invoice documents (packages/server/src/invoices)
 * use the same arithmetic.
 */
import type { PositionVatCategory } from './cart-values.ts';

/**
 * The tax contained in a gross amount at a VAT rate in basis points (1900 = 19 %):
 * `gross × rate / (10 000 + rate)`, rounded half up to whole cents.
 */
export function taxOfGross(grossCents: number, rateBasisPoints: number): number {
  const denominator = 10_000 + rateBasisPoints;
  return Math.floor((2 * grossCents * rateBasisPoints + denominator) / (2 * denominator));
}

/** A position's part in the VAT: its treatment, rate and gross amount in cents. */
export interface TaxablePosition {
  vatCategory: PositionVatCategory;
  /** Basis points: 1900 is 19 %. */
  vatRate: number;
  vatExemptionReason: string | null;
  grossValue: number;
}

export interface TaxLineValues {
  vatCategory: PositionVatCategory;
  vatRate: number;
  vatExemptionReason: string | null;
  netValue: number;
  taxValue: number;
  grossValue: number;
}

/**
 * One line per VAT rate and exemption reason, the highest rate first; the tax of a line is taken
 * from its gross sum once (`taxOfGross`), not summed from the positions, and its net value is
 * gross − tax.
 */
export function taxLinesOf(positions: readonly TaxablePosition[]): TaxLineValues[] {
  const lines = new Map<string, TaxLineValues>();
  for (const position of positions) {
    const key = `${position.vatCategory}|${position.vatRate}|${position.vatExemptionReason ?? ''}`;
    const line = lines.get(key) ?? {
      vatCategory: position.vatCategory,
      vatRate: position.vatRate,
      vatExemptionReason: position.vatExemptionReason,
      netValue: 0,
      taxValue: 0,
      grossValue: 0,
    };
    line.grossValue += position.grossValue;
    lines.set(key, line);
  }
  return [...lines.values()]
    .map((line) => {
      const taxValue = taxOfGross(line.grossValue, line.vatRate);
      return { ...line, taxValue, netValue: line.grossValue - taxValue };
    })
    .sort((a, b) => b.vatRate - a.vatRate);
}
