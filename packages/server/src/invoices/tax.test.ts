import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceTotals, netOfGross, taxOfNet } from './tax.ts';
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

describe('the net amount of a gross price', () => {
  it('is gross × 100 / 119 at 19 %, rounded half up', () => {
    expect(netOfGross(119_000, 1900)).toBe(100_000);
    expect(netOfGross(333, 1900)).toBe(280); // 279.83
    expect(netOfGross(5, 1900)).toBe(4); // 4.20
    expect(netOfGross(3, 1900)).toBe(3); // 2.52
    expect(netOfGross(1, 1900)).toBe(1); // 0.84
    // Half a cent rounds up: at a rate of 100 %, 3 cents gross are 1.5 cents net.
    expect(netOfGross(3, 10_000)).toBe(2);
  });

  it('is the gross amount itself at 0 %', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        (gross) => netOfGross(gross, 0) === gross,
      ),
    );
  });
});

describe('the tax of a net amount', () => {
  it('is net × rate, rounded half up', () => {
    expect(taxOfNet(100_000, 1900)).toBe(19_000);
    expect(taxOfNet(840, 1900)).toBe(160); // 159.6
    expect(taxOfNet(50, 1000)).toBe(5);
    expect(taxOfNet(5, 1000)).toBe(1); // 0.5 rounds up
  });
});

describe('the invoice totals', () => {
  it('splits a 19 % course into net and tax without rounding', () => {
    const totals = invoiceTotals([position(119_000, standard)]);
    expect(totals).toMatchObject({
      netCents: 100_000,
      taxCents: 19_000,
      grandTotalCents: 119_000,
      roundingCents: 0,
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

  it('keeps the cent that the tax per rate misses as the rounding amount', () => {
    // 3 × 3.33 €: 3 × 2.80 € net = 8.40 €, tax 1.60 €, 10.00 € against 9.99 € paid.
    const totals = invoiceTotals([333, 333, 333].map((cents) => position(cents, standard)));
    expect(totals).toMatchObject({
      netCents: 840,
      taxCents: 160,
      grandTotalCents: 1000,
      roundingCents: -1,
      grossCents: 999,
    });
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

  it('always asks exactly what the customer saw: Σ payable = net + tax + rounding', () => {
    fc.assert(
      fc.property(positions, (generated) => {
        const totals = invoiceTotals(generated);
        const seen = generated.reduce((sum, { payableCents }) => sum + payableCents, 0);
        expect(totals.grossCents).toBe(seen);
        expect(totals.netCents + totals.taxCents + totals.roundingCents).toBe(seen);
        expect(totals.grandTotalCents).toBe(totals.netCents + totals.taxCents);
      }),
    );
  });

  it('sums each group from its lines and taxes the sum once, rounded half up', () => {
    fc.assert(
      fc.property(positions, (generated) => {
        const totals = invoiceTotals(generated);
        for (const group of totals.vatGroups) {
          const lines = generated
            .map((item, index) => ({ item, line: totals.lines[index]! }))
            .filter(({ item }) => item.vat.category === group.category);
          expect(lines.reduce((sum, { line }) => sum + line.netCents, 0)).toBe(group.netCents);
          expect(group.taxCents).toBe(
            Math.round((group.netCents * group.rateBasisPoints) / 10_000),
          );
          if (group.category !== 'STANDARD') expect(group.taxCents).toBe(0);
        }
        expect(totals.vatGroups.map((group) => group.category)).toEqual([
          ...new Set(generated.map((item) => item.vat.category)),
        ]);
        expect(totals.netCents).toBe(
          totals.vatGroups.reduce((sum, group) => sum + group.netCents, 0),
        );
      }),
    );
  });

  it('has a rounding amount of at most 0.6 cents per 19 % line plus half a cent', () => {
    fc.assert(
      fc.property(positions, (generated) => {
        const totals = invoiceTotals(generated);
        const standardLines = generated.filter((item) => item.vat.category === 'STANDARD').length;
        expect(Math.abs(totals.roundingCents)).toBeLessThanOrEqual(0.6 * standardLines + 0.5);
      }),
    );
  });

  it('gives each line a discount without VAT of list net − net, never below 0', () => {
    fc.assert(
      fc.property(positions, (generated) => {
        invoiceTotals(generated).lines.forEach((line, index) => {
          const item = generated[index]!;
          expect(line.netCents).toBe(netOfGross(item.payableCents, line.rateBasisPoints));
          expect(line.discountNetCents).toBe(line.listNetCents - line.netCents);
          expect(line.discountNetCents).toBeGreaterThanOrEqual(0);
        });
      }),
    );
  });
});
