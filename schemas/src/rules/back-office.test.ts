import { describe, expect, it } from 'vitest';
import {
  allows,
  allRights,
  areasWithRights,
  isLevelOf,
  noRights,
  type Rights,
} from './back-office.ts';

describe('the back-office policy', () => {
  it('lets a level include the levels below it in its area', () => {
    const rights: Rights = { ...noRights, orders: 'VIEW' };
    expect(allows(rights, 'orders', 'CHECK_IN')).toBe(true);
    expect(allows(rights, 'orders', 'VIEW')).toBe(true);
    expect(allows(rights, 'orders', 'CHANGE')).toBe(false);
  });

  it('keeps check-in-only staff out of payments and of the orders themselves', () => {
    const doorStaff: Rights = { ...noRights, orders: 'CHECK_IN' };
    expect(allows(doorStaff, 'payments', 'VIEW')).toBe(false);
    expect(allows(doorStaff, 'orders', 'VIEW')).toBe(false);
    expect(areasWithRights(doorStaff)).toEqual(['orders']);
  });

  it('gives no area to no rights and every area to all rights', () => {
    expect(areasWithRights(noRights)).toEqual([]);
    expect(areasWithRights(allRights)).toEqual([
      'orders',
      'payments',
      'catalogue',
      'dates',
      'exports',
    ]);
  });

  it('knows the levels of each area and no others', () => {
    expect(isLevelOf('orders', 'CHECK_IN')).toBe(true);
    expect(isLevelOf('payments', 'CHECK_IN')).toBe(false);
    expect(isLevelOf('dates', 'VIEW')).toBe(false);
  });
});
