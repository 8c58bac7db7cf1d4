import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { netOfGross, taxLinesOf, taxOfGross, vatRateBasisPoints } from '@kursmarkt/schemas/rules';
import { invoiceTotals } from './tax.ts';
import { course } from './test-support/invoice-cases.ts';
import type { InvoicePosition, VatTreatment } from './types.ts';

const position = (payableCents: number, vat: VatTreatment, discountCents = 0): InvoicePosition => ({
  ...course,
  listPriceCents: payableCents + discountCents,
  discountCents,
  payableCents,
  vat,
});

const standard = { category: 'STANDARD' } as const;

const positions = fc.array(
  fc
    .record({
      listPriceCents: fc.integer({ min: 0, max: 1_000_000 }),
      discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
      vat: fc.constantFrom<VatTreatment>(
        standard,
        { category: 'EXEMPT', reason: '§ 4 Nr. 21 UStG' },
        { category: 'EXEMPT', reason: '§ 4 Nr. 22 UStG' },
        { category: 'REVERSE_CHARGE' },
      ),
    })
    .map(({ listPriceCents, discountShare, vat }) => {
      const discountCents = Math.floor(listPriceCents * discountShare);
      return position(listPriceCents - discountCents, vat, discountCents);
    }),
  { maxLength: 30 },
);

describe('the tax contained in a gross amount', () => {
  it('is gross × rate / (100 + rate), rounded half up', () => {
    expect(taxOfGross(119_000, 1900)).toBe(19_000);
    expect(taxOfGross(999, 1900)).toBe(160); // 159.504
    expect(taxOfGross(333, 1900)).toBe(53); // 53.17
    expect(taxOfGross(11, 1000)).toBe(1); // 1.0
    expect(taxOfGross(119, 1900)).toBe(19);
    expect(taxOfGross(500, 0)).toBe(0);
  });
});

describe('the invoice totals', () => {
  it('splits a 19 % course into net and tax without rounding', () => {
    const totals = invoiceTotals([position(119_000, standard)]);
    expect(totals).toMatchObject({
      netCents: 100_000,
      taxCents: 19_000,
      grossCents: 119_000,
    });
    expect(totals.vatGroups).toEqual([
      {
        category: 'STANDARD',
        rateBasisPoints: 1900,
        exemptionReasons: [],
        netCents: 100_000,
        taxCents: 19_000,
      },
    ]);
  });

  it('takes the tax of gross prices from their sum, so net + tax is what the customer paid', () => {
    // 3 × 3.33 €: 9.99 € gross, 19/119 of it 1.60 € tax, 8.39 € net, no rounding amount.
    const totals = invoiceTotals([333, 333, 333].map((cents) => position(cents, standard)));
    expect(totals).toMatchObject({ netCents: 839, taxCents: 160, grossCents: 999 });
    expect(totals.lines.map((line) => line.netCents)).toEqual([280, 280, 279]);
  });

  it('makes one exempt group with each reason once', () => {
    const totals = invoiceTotals([
      position(24_900, { category: 'EXEMPT', reason: '§ 4 Nr. 21 UStG' }),
      position(100, { category: 'EXEMPT', reason: '§ 4 Nr. 21 UStG' }),
      position(200, { category: 'EXEMPT', reason: '§ 4 Nr. 22 UStG' }),
    ]);
    expect(totals.vatGroups).toEqual([
      {
        category: 'EXEMPT',
        rateBasisPoints: 0,
        exemptionReasons: ['§ 4 Nr. 21 UStG', '§ 4 Nr. 22 UStG'],
        netCents: 25_200,
        taxCents: 0,
      },
    ]);
  });

  it('refuses amounts that are not whole cents or do not add up', () => {
    expect(() => invoiceTotals([position(10.5, standard)])).toThrow(RangeError);
    expect(() => invoiceTotals([position(-1, standard, 1)])).toThrow(RangeError);
    expect(() => invoiceTotals([{ ...position(100, standard), payableCents: 99 }])).toThrow(
      'positions[0]: payableCents must be listPriceCents − discountCents',
    );
  });

  it('always asks exactly what the customer saw: Σ payable = net + tax', () => {
    fc.assert(
      fc.property(positions, (generated) => {
        const totals = invoiceTotals(generated);
        const seen = generated.reduce((sum, { payableCents }) => sum + payableCents, 0);
        expect(totals.grossCents).toBe(seen);
        expect(totals.netCents + totals.taxCents).toBe(seen);
      }),
    );
  });

  it("takes each group's tax from its gross sum once and lets its lines add up to its net amount", () => {
    fc.assert(
      fc.property(positions, (generated) => {
        const totals = invoiceTotals(generated);
        for (const group of totals.vatGroups) {
          const members = generated
            .map((item, index) => ({ item, line: totals.lines[index]! }))
            .filter(({ item }) => item.vat.category === group.category);
          const gross = members.reduce((sum, { item }) => sum + item.payableCents, 0);
          expect(members.reduce((sum, { line }) => sum + line.netCents, 0)).toBe(group.netCents);
          expect(group.taxCents).toBe(
            Math.round((gross * group.rateBasisPoints) / (10_000 + group.rateBasisPoints)),
          );
          expect(group.netCents).toBe(gross - group.taxCents);
          if (group.category !== 'STANDARD') expect(group.taxCents).toBe(0);
        }
        expect(totals.vatGroups.map((group) => group.category)).toEqual([
          ...new Set(generated.map((item) => item.vat.category)),
        ]);
      }),
    );
  });

  it('agrees with the order totals the customer saw: the same tax and net per rate', () => {
    fc.assert(
      fc.property(positions, (generated) => {
        const totals = invoiceTotals(generated);
        const orderLines = taxLinesOf(
          generated.map((item) => ({
            vatCategory: item.vat.category,
            vatRate: vatRateBasisPoints[item.vat.category],
            vatExemptionReason: item.vat.category === 'EXEMPT' ? item.vat.reason : null,
            grossValue: item.payableCents,
          })),
        );
        expect(orderLines.reduce((sum, line) => sum + line.taxValue, 0)).toBe(totals.taxCents);
        expect(orderLines.reduce((sum, line) => sum + line.netValue, 0)).toBe(totals.netCents);
      }),
    );
  });

  it('keeps the tax of each group within a cent of its taxable amount × rate (EN 16931 BR-S-09)', () => {
    fc.assert(
      fc.property(positions, (generated) => {
        for (const group of invoiceTotals(generated).vatGroups) {
          const exact = (group.netCents * group.rateBasisPoints) / 10_000;
          expect(Math.abs(group.taxCents - exact)).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('gives each line a net amount within a cent of its own gross share, and its discount without VAT', () => {
    fc.assert(
      fc.property(positions, (generated) => {
        invoiceTotals(generated).lines.forEach((line, index) => {
          const item = generated[index]!;
          expect(
            Math.abs(line.netCents - netOfGross(item.payableCents, line.rateBasisPoints)),
          ).toBeLessThanOrEqual(1);
          expect(line.netCents).toBeGreaterThanOrEqual(0);
          expect(line.discountNetCents).toBe(netOfGross(item.discountCents, line.rateBasisPoints));
          expect(line.listNetCents).toBe(line.netCents + line.discountNetCents);
        });
      }),
    );
  });
});
