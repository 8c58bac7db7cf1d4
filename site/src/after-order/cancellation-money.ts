/**
 * What a cancellation means for the customer's money, in one of four plain cases: nothing to
 * pay, a refund (less a fee), only the fee to pay, or the fee kept from what was paid. The same
 * rule as the server's (`refund = paid − fee` for a paid order, nothing back for an unpaid one).
 */
export type CancellationMoney =
  | { kind: 'nothing' }
  | { kind: 'fee'; fee: number }
  | { kind: 'refund'; refund: number; fee: number }
  | { kind: 'feeKept'; fee: number };

/** The money of cancelling courses worth `credited` cents with `fee` cents of fees. */
export function cancellationMoney(paid: boolean, credited: number, fee: number): CancellationMoney {
  if (!paid) return fee > 0 ? { kind: 'fee', fee } : { kind: 'nothing' };
  const refund = credited - fee;
  if (refund > 0) return { kind: 'refund', refund, fee };
  return fee > 0 ? { kind: 'feeKept', fee } : { kind: 'nothing' };
}
