/**
 * The VAT of an order per rate (BOOKING.md "Money and tax"): the net sum of the positions at a
 * rate, the tax on that sum rounded half up, and their gross sum. Where net and tax differ from
 * the gross sum by a cent, the invoice shows it as its rounding amount (EN 16931 BT-114), so that
 * the payable amount is what the customer saw.
 */
import type { PositionVatCategory } from './cart-values.ts';
import { percentOf } from './cart-totals.ts';

/** A position's part in the VAT: its rate and its gross and net amount in cents. */
export interface TaxablePosition {
  vatCategory: PositionVatCategory;
  /** Basis points: 1900 is 19 %. */
  vatRate: number;
  vatExemptionReason: string | null;
  grossValue: number;
  netValue: number;
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
 * One line per VAT rate and exemption reason, the highest rate first; the tax of a line is
 * `round(net sum × rate)`, not the sum of the positions' taxes.
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
    line.netValue += position.netValue;
    line.grossValue += position.grossValue;
    lines.set(key, line);
  }
  return [...lines.values()]
    .map((line) => ({ ...line, taxValue: percentOf(line.netValue, line.vatRate) }))
    .sort((a, b) => b.vatRate - a.vatRate);
}
