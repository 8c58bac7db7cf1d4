import { describe, expect, it } from 'vitest';
import { taxLinesOf } from './order-totals.ts';

const standard = (grossValue: number, netValue: number) => ({
  vatCategory: 'STANDARD' as const,
  vatRate: 1900,
  vatExemptionReason: null,
  grossValue,
  netValue,
});

describe('taxLinesOf', () => {
  it('taxes the net sum of a rate once, so a cent of rounding is left to the invoice', () => {
    // 3 × 9.99 € gross: each net 8.39 €, net sum 25.17 €, tax 4.78 € (19 % of the sum), gross 29.97 €.
    const [line] = taxLinesOf([standard(999, 839), standard(999, 839), standard(999, 839)]);
    expect(line).toEqual({
      vatCategory: 'STANDARD',
      vatRate: 1900,
      vatExemptionReason: null,
      netValue: 2517,
      taxValue: 478,
      grossValue: 2997,
    });
    expect(line!.grossValue - line!.netValue - line!.taxValue).toBe(2);
  });

  it('keeps exempt positions apart by their reason, after the taxed ones', () => {
    const exempt = (reason: string, value: number) => ({
      vatCategory: 'EXEMPT' as const,
      vatRate: 0,
      vatExemptionReason: reason,
      grossValue: value,
      netValue: value,
    });
    const lines = taxLinesOf([
      exempt('§ 4 Nr. 21 UStG', 9950),
      standard(19_900, 16_723),
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
