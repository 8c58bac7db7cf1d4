import { describe, expect, it } from 'vitest';
import { bookable, matchCredit, openOrderIndex, type OpenOrder } from './bank-matching.ts';

const order = (n: number, openCents: number, lastname = 'Meyer'): OpenOrder => ({
  orderId: `order-${n}`,
  orderNumber: `RK-ORDER${n}`,
  reference: `RK-2027-${n}`,
  openCents,
  names: [lastname],
});

const index = openOrderIndex([order(7, 11900), order(42, 5000, 'Schulz'), order(108, 2500)]);
const match = (amountCents: number, purpose: string, counterparty = 'Kanzlei Wagner') =>
  matchCredit(index, { amountCents, purpose, counterparty }).map(
    ({ orderId, cents, confidence }) => ({
      orderId,
      cents,
      confidence,
    }),
  );

describe('matching a credit to open orders', () => {
  it('finds the invoice number in the purpose whatever its spacing, case and leading zeros', () => {
    for (const purpose of ['RK-2027-7', 'Rechnung rk 2027 0007 danke', 'RK2027/7', 'rk-2027-07']) {
      expect(match(11900, purpose), purpose).toEqual([
        { orderId: 'order-7', cents: 11900, confidence: 1 },
      ]);
    }
  });

  it('takes a reference one typo away, surer when the amount fits too', () => {
    expect(match(11900, 'RX-2027-7')).toEqual([
      { orderId: 'order-7', cents: 11900, confidence: 0.9 },
    ]);
    expect(match(10000, 'RX-2027-7')).toEqual([
      { orderId: 'order-7', cents: 10000, confidence: 0.8 },
    ]);
    expect(match(11900, 'RX-2027-9')).toEqual([]);
  });

  it('splits a transfer naming several orders when their open amounts add up to it', () => {
    expect(match(16900, 'RK-2027-7 und RK-2027-42')).toEqual([
      { orderId: 'order-7', cents: 11900, confidence: 1 },
      { orderId: 'order-42', cents: 5000, confidence: 1 },
    ]);
    const unfit = match(10000, 'RK-2027-7, RK-2027-42');
    expect(unfit.every((suggestion) => suggestion.confidence < 0.9)).toBe(true);
  });

  it('books an under- or over-payment with its reference whole on the order', () => {
    expect(match(5000, 'RK-2027-7')).toEqual([{ orderId: 'order-7', cents: 5000, confidence: 1 }]);
    expect(match(20000, 'RK-2027-7')).toEqual([
      { orderId: 'order-7', cents: 20000, confidence: 1 },
    ]);
  });

  it('suggests by amount and payer name without a reference, never sure enough to book', () => {
    const suggestions = matchCredit(index, {
      amountCents: 5000,
      purpose: 'Seminar',
      counterparty: 'SCHULZ, PETRA',
    });
    expect(suggestions.map((s) => [s.orderId, s.confidence])).toEqual([['order-42', 0.6]]);
    expect(bookable(suggestions)).toBe(false);
    expect(match(5000, 'Seminar', 'Unbekannt')).toEqual([]);
  });
});
