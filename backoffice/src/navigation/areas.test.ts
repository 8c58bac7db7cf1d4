import { describe, expect, it } from 'vitest';
import { areaOrder, visibleAreas, type Area, type Rights } from './areas.ts';

const every = new Set<Area>(areaOrder);
const none: Rights = {
  orders: 'NONE',
  payments: 'NONE',
  catalogue: 'NONE',
  dates: 'NONE',
  exports: 'NONE',
};

describe('the navigation by rights', () => {
  it('shows staff without any right only who can do what', () => {
    expect(visibleAreas('STAFF', none, every)).toEqual(['rights']);
  });

  it('lets a door person with the check-in right see the check-in but not the orders', () => {
    expect(visibleAreas('STAFF', { ...none, orders: 'CHECK_IN' }, every)).toEqual([
      'check-in',
      'rights',
    ]);
  });

  it('opens each area from its own right and keeps the navigation order', () => {
    const rights: Rights = {
      orders: 'VIEW',
      payments: 'VIEW',
      catalogue: 'CHANGE',
      dates: 'CHANGE',
      exports: 'VIEW',
    };
    expect(visibleAreas('STAFF', rights, every)).toEqual([
      'orders',
      'payments',
      'check-in',
      'catalogue',
      'dates',
      'exports',
      'rights',
    ]);
  });

  it('keeps the audit trail for the operator', () => {
    expect(visibleAreas('STAFF', { ...none, orders: 'CHANGE' }, every)).not.toContain('audit');
    expect(visibleAreas('OPERATOR', undefined, every)).toEqual(['audit']);
  });

  it('shows the operator every area of the organizer in hand, whatever the rights say', () => {
    expect(visibleAreas('OPERATOR', none, every)).toEqual(areaOrder);
  });

  it('leaves out the areas this build has no page for', () => {
    const rights: Rights = { ...none, orders: 'CHANGE', payments: 'CHANGE' };
    expect(visibleAreas('STAFF', rights, new Set<Area>(['rights', 'audit']))).toEqual(['rights']);
  });
});
