import { describe, expect, it } from 'vitest';
import { cancellationMoney } from './cancellation-money.ts';

describe('cancellationMoney', () => {
  it('has nothing to pay for an unpaid order cancelled free of charge, never a refund of 0', () => {
    expect(cancellationMoney(false, 19_900, 0)).toEqual({ kind: 'nothing' });
  });

  it('has only the fee to pay for an unpaid order cancelled late', () => {
    expect(cancellationMoney(false, 29_000, 14_500)).toEqual({ kind: 'fee', fee: 14_500 });
  });

  it('refunds a paid order what it paid less the fee', () => {
    expect(cancellationMoney(true, 29_000, 0)).toEqual({ kind: 'refund', refund: 29_000, fee: 0 });
    expect(cancellationMoney(true, 29_000, 14_500)).toEqual({
      kind: 'refund',
      refund: 14_500,
      fee: 14_500,
    });
  });

  it('keeps the fee from a paid order when it is all that was paid', () => {
    expect(cancellationMoney(true, 14_500, 14_500)).toEqual({ kind: 'feeKept', fee: 14_500 });
  });

  it('has nothing to pay for a paid free course', () => {
    expect(cancellationMoney(true, 0, 0)).toEqual({ kind: 'nothing' });
  });
});
