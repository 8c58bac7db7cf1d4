/**
 * Money of a cart in integer cents (docs/booking.md, money and tax, vouchers): a voucher's discount
 * per position, and the net amount of a gross price. Free of floating-point sums: every amount is
 * whole cents, rounded once where the rule says.
 */
import type { VoucherKind } from './cart-values.ts';

/** `cents × basisPoints / 10000`, rounded half up (1 cent at exactly half a cent). */
export function percentOf(cents: number, basisPoints: number): number {
  return Math.floor((cents * basisPoints + 5_000) / 10_000);
}

/**
 * `amount` split over `weights` in proportion, in whole cents that add up to `amount` exactly:
 * each share is rounded down, and the cents left go one each to the largest remainders (on a
 * tie, the later position), so no share exceeds its weight while `amount` is at most their sum.
 */
export function spreadProportionally(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0 || amount === 0) return weights.map(() => 0);
  // BigInt: a share's product (amount × weight) may pass 2^53 for large carts.
  const big = weights.map((weight) => (BigInt(amount) * BigInt(weight)) / BigInt(total));
  const shares = big.map(Number);
  const remainders = weights.map((weight, index) => ({
    index,
    remainder: (BigInt(amount) * BigInt(weight)) % BigInt(total),
  }));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? b.index - a.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { index } of remainders) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * The discount of a voucher on each of the positions it applies to, given their prices in
 * cents: a FIXED voucher (value in cents) takes at most the prices' sum, spread over them in
 * proportion; a PERCENT voucher (value in basis points, 10000 = 100 %) takes its share of each
 * price, rounded half up per position.
 */
export function voucherDiscounts(
  voucher: { kind: VoucherKind; value: number },
  prices: readonly number[],
): number[] {
  if (voucher.kind === 'PERCENT') {
    return prices.map((price) => Math.min(price, percentOf(price, voucher.value)));
  }
  const sum = prices.reduce((total, price) => total + price, 0);
  return spreadProportionally(Math.min(voucher.value, sum), prices);
}

/**
 * The net amount of a gross price at a VAT rate in basis points (1900 = 19 %):
 * `gross × 100 / (100 + rate)`, rounded half up to whole cents.
 */
export function netOfGross(grossCents: number, rateBasisPoints: number): number {
  return Math.floor(
    (grossCents * 20_000 + (10_000 + rateBasisPoints)) / (2 * (10_000 + rateBasisPoints)),
  );
}
