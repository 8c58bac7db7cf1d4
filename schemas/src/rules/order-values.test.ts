import { describe, expect, it } from 'vitest';
import {
  orderPositionStatuses,
  orderPositionStatusTransitions,
  orderStatuses,
  orderStatusTransitions,
  positionStatusChangeAllowed,
  statusChangeAllowed,
} from './order-values.ts';

describe("the order's state machine", () => {
  it('lets an operator record a payment of an order still to be paid, or cancel an open one, and nothing else', () => {
    const byOperator = orderStatuses.flatMap((from) =>
      orderStatuses
        .filter((to) => statusChangeAllowed(from, to, 'OPERATOR'))
        .map((to) => `${from}→${to}`),
    );
    expect(byOperator).toEqual([
      'PLACED→PAID',
      'PLACED→CANCELLED',
      'AWAITING_PAYMENT→PAID',
      'AWAITING_PAYMENT→CANCELLED',
      'PAID→CANCELLED',
    ]);
  });

  it('lets only the expiry end an unpaid prepayment order as EXPIRED', () => {
    expect(statusChangeAllowed('AWAITING_PAYMENT', 'EXPIRED', 'SYSTEM')).toBe(true);
    expect(statusChangeAllowed('AWAITING_PAYMENT', 'EXPIRED', 'OPERATOR')).toBe(false);
    expect(statusChangeAllowed('PLACED', 'EXPIRED', 'SYSTEM')).toBe(false);
  });

  it('keeps CANCELLED and EXPIRED final and never repeats a status', () => {
    for (const to of orderStatuses) {
      for (const actor of ['OPERATOR', 'CUSTOMER', 'SYSTEM'] as const) {
        expect(statusChangeAllowed('CANCELLED', to, actor)).toBe(false);
        expect(statusChangeAllowed('EXPIRED', to, actor)).toBe(false);
        expect(statusChangeAllowed(to, to, actor)).toBe(false);
      }
    }
    expect(Object.keys(orderStatusTransitions).sort()).toEqual([...orderStatuses].sort());
  });
});

describe("the order position's state machine", () => {
  it('lets a booked position be cancelled, and nothing else', () => {
    const allowed = orderPositionStatuses.flatMap((from) =>
      orderPositionStatuses
        .filter((to) => positionStatusChangeAllowed(from, to))
        .map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['BOOKED→CANCELLED']);
    expect(Object.keys(orderPositionStatusTransitions).sort()).toEqual(
      [...orderPositionStatuses].sort(),
    );
  });

  it('never books a cancelled position again', () => {
    expect(positionStatusChangeAllowed('CANCELLED', 'BOOKED')).toBe(false);
    expect(positionStatusChangeAllowed('CANCELLED', 'CANCELLED')).toBe(false);
  });
});
