import { describe, expect, it } from 'vitest';
import { taxLinesOf } from './order-totals.ts';

const standard = (grossValue: number) => ({
  vatCategory: 'STANDARD' as const,
  vatRate: 1900,
  vatExemptionReason: null,
  grossValue,
});

describe('taxLinesOf', () => {
  it('takes the tax of a rate from its gross sum once, so net + tax is the gross sum to the cent', () => {
    // 3 × 9.99 € gross: 29.97 €, of which 19/119 is 4.785… € VAT, rounded 4.79 €, and 25.18 € net.
    const [line] = taxLinesOf([standard(999), standard(999), standard(999)]);
    expect(line).toEqual({
      vatCategory: 'STANDARD',
      vatRate: 1900,
      vatExemptionReason: null,
      netValue: 2518,
      taxValue: 479,
      grossValue: 2997,
    });
    expect(line!.netValue + line!.taxValue).toBe(line!.grossValue);
  });

  it('keeps exempt positions apart by their reason, after the taxed ones', () => {
    const exempt = (reason: string, value: number) => ({
      vatCategory: 'EXEMPT' as const,
      vatRate: 0,
      vatExemptionReason: reason,
      grossValue: value,
    });
    const lines = taxLinesOf([
      exempt('§ 4 Nr. 21 UStG', 9950),
      standard(19_900),
      exempt('§ 4 Nr. 22 UStG', 500),
      exempt('§ 4 Nr. 21 UStG', 50),
    ]);
    expect(lines.map((line) => [line.vatRate, line.vatExemptionReason, line.grossValue])).toEqual([
      [1900, null, 19_900],
      [0, '§ 4 Nr. 21 UStG', 10_000],
      [0, '§ 4 Nr. 22 UStG', 500],
    ]);
    expect(lines[1]!.taxValue).toBe(0);
    expect(lines[0]!.taxValue).toBe(3177);
  });
});
