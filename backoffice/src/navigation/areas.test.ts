import { describe, expect, it } from 'vitest';
import { noRights as none, type Rights } from '@kursmarkt/schemas/rules';
import { areaOrder, visibleAreas, type Area } from './areas.ts';

const every = new Set<Area>(areaOrder);

describe('the navigation by rights', () => {
  it('shows staff without any right only who can do what and the audit trail', () => {
    expect(visibleAreas('STAFF', none, every)).toEqual(['rights', 'audit']);
  });

  it('lets a door person with the check-in right see the check-in but not the orders', () => {
    expect(visibleAreas('STAFF', { ...none, orders: 'CHECK_IN' }, every)).toEqual([
      'check-in',
      'rights',
      'audit',
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
      'audit',
    ]);
  });

  it('leaves the operator without an organizer in hand only the audit trail', () => {
    expect(visibleAreas('OPERATOR', undefined, every)).toEqual(['audit']);
  });

  it('shows the operator every area of the organizer in hand, whatever the rights say', () => {
    expect(visibleAreas('OPERATOR', none, every)).toEqual(areaOrder);
  });

  it('leaves out the areas this build has no page for', () => {
    const rights: Rights = { ...none, orders: 'CHANGE', payments: 'CHANGE' };
    expect(visibleAreas('STAFF', rights, new Set<Area>(['rights']))).toEqual(['rights']);
  });
});
