import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { netOfGross, percentOf, spreadProportionally, voucherDiscounts } from './cart-totals.ts';

describe('a percent voucher', () => {
  it('takes its share of each price, rounded half up per position', () => {
    // 10 % of 19.95 € is 1.995 €: 2.00 €; of 0.05 € it is half a cent: 1 cent.
    expect(voucherDiscounts({ kind: 'PERCENT', value: 1_000 }, [1_995, 5, 119_000])).toEqual([
      200, 1, 11_900,
    ]);
    expect(percentOf(1_994, 1_000)).toBe(199);
  });

  it('takes at most the whole price at 100 %', () => {
    expect(voucherDiscounts({ kind: 'PERCENT', value: 10_000 }, [4_999, 0])).toEqual([4_999, 0]);
  });
});

describe('a fixed voucher', () => {
  it('is spread over the positions in proportion, in cents that add up to it', () => {
    expect(voucherDiscounts({ kind: 'FIXED', value: 5_000 }, [10_000, 30_000])).toEqual([
      1_250, 3_750,
    ]);
    // 100 cents over three equal prices: 33 each, the cent left to the last.
    expect(voucherDiscounts({ kind: 'FIXED', value: 100 }, [1_000, 1_000, 1_000])).toEqual([
      33, 33, 34,
    ]);
  });

  it('takes at most the prices’ sum', () => {
    expect(voucherDiscounts({ kind: 'FIXED', value: 50_000 }, [10_000, 2_000])).toEqual([
      10_000, 2_000,
    ]);
  });

  it('never takes more from a position than its price, where the remainder to the last would', () => {
    // Rounding down gives 99 + 99 and leaves 102 cents, more than the last price of 101.
    expect(spreadProportionally(300, [100, 100, 101])).toEqual([100, 100, 100]);
  });

  it('adds up exactly and stays within each price for any prices (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 1, maxLength: 50 }),
        fc.integer({ min: 1, max: 5_000_000_000 }),
        (prices, value) => {
          const discounts = voucherDiscounts({ kind: 'FIXED', value }, prices);
          const sum = prices.reduce((total, price) => total + price, 0);
          expect(discounts.reduce((total, discount) => total + discount, 0)).toBe(
            Math.min(value, sum),
          );
          discounts.forEach((discount, index) => {
            expect(Number.isInteger(discount)).toBe(true);
            expect(discount).toBeGreaterThanOrEqual(0);
            expect(discount).toBeLessThanOrEqual(prices[index]!);
          });
        },
      ),
      { numRuns: 1_000 },
    );
  });
});

describe('the net amount of a gross price', () => {
  it('is gross × 100 / (100 + rate), rounded half up', () => {
    expect(netOfGross(119_000, 1_900)).toBe(100_000);
    expect(netOfGross(1_000, 1_900)).toBe(840); // 840.336…
    expect(netOfGross(1_190, 1_900)).toBe(1_000);
    expect(netOfGross(5, 1_900)).toBe(4); // 4.2
    expect(netOfGross(3, 0)).toBe(3);
    expect(netOfGross(179, 1_900)).toBe(150); // 150.42
    expect(netOfGross(180, 1_900)).toBe(151); // 151.26
    // Half a cent rounds up: at a rate of 100 %, 3 cents gross are 1.5 cents net.
    expect(netOfGross(3, 10_000)).toBe(2);
  });
});

describe('the net amount of a gross price at 0 %', () => {
  it('is the gross amount itself', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        (gross) => netOfGross(gross, 0) === gross,
      ),
    );
  });
});
