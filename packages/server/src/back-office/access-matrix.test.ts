// @vitest-environment node
/**
 * Who gets into the back office: every call of the contract with `auth: 'staff'`, called by
 * those its `right` keeps out (ADR 0072). A call added to the contract is in the matrix without
 * a test written for it. Access is decided before the input is read, so the path's other ids
 * need not name anything: the one who is let in gets past this matrix to the call's own tests.
 *
 * - No credentials: 401. A customer: 403.
 * - An organizer's call (`:organizerId` in the path), by staff of another organizer: 404, as
 *   for an organizer that does not exist; by the organizer's staff without the level: 403
 *   `RIGHT_MISSING`; by an operator outside an operator session: 403 `OPERATOR_SESSION_REQUIRED`.
 * - A marketplace call (`right: 'marketplace'`), by any staff member: 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type Route } from '@kursmarkt/schemas';
import { areaLevels, type Rights } from '@kursmarkt/schemas/rules';
import {
  errorOf,
  newCustomer,
  openCartTestApp,
  type CartTestApp,
} from '../booking/test-support.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';
import { grantRights, newOperator, newStaff } from './test-support.ts';

const staffCalls = Object.entries(routes as Record<string, Route>).filter(
  ([, route]) => route.auth === 'staff',
);

/** The levels one below `level` in its area, for each area: a membership that falls short. */
function shortOf(right: Extract<Route['right'], { area: string }>): Partial<Rights> {
  const levels: readonly string[] = areaLevels[right.area];
  const below = levels[Math.max(0, levels.indexOf(right.level) - 1)]!;
  return { [right.area]: below } as Partial<Rights>;
}

describe.each(testDatabaseTargets())('the back office’s access matrix on $name', (target) => {
  let t: CartTestApp;
  beforeAll(async () => {
    t = await openCartTestApp(target);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('has calls to check', () => {
    expect(staffCalls.length).toBeGreaterThan(0);
  });

  it.each(staffCalls)('keeps out those %s is not for', async (name, route) => {
    const { eins, zwei } = t.ids.organizers;
    const url = route.path
      .replace(':organizerId', String(eins))
      .replace(/:[A-Za-z]*Id\b/g, '00000000-0000-4000-8000-000000000000')
      .replace(/:[A-Za-z]+/g, '1');
    const call = (person?: ReturnType<typeof newStaff>) =>
      t.call(route.method, url, {
        ...(person ? { person } : {}),
        ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
      });
    expect(errorOf(await call(), 401).code).toBe('UNAUTHORIZED');
    expect(errorOf(await call(newCustomer()), 403).code).toBe('FORBIDDEN');

    const right = route.right;
    if (right === 'marketplace') {
      const staff = newStaff();
      await grantRights(t, staff, eins, { orders: 'CHANGE', payments: 'CHANGE' });
      expect(errorOf(await call(staff), 403).code, name).toBe('FORBIDDEN');
      return;
    }
    if (right === undefined) return;
    expect(route.path, `${name} names its organizer`).toContain(':organizerId');
    const stranger = newStaff('Fremd');
    await grantRights(t, stranger, zwei, {
      orders: 'CHANGE',
      payments: 'CHANGE',
      catalogue: 'CHANGE',
      dates: 'CHANGE',
      exports: 'VIEW',
    });
    expect(errorOf(await call(stranger), 404).code, name).toBe('NOT_FOUND');
    if (right === 'member') return;
    const short = newStaff('Knapp');
    await grantRights(t, short, eins, shortOf(right));
    expect(errorOf(await call(short), 403).code, name).toBe('RIGHT_MISSING');
    expect(errorOf(await call(newOperator()), 403).code, name).toBe('OPERATOR_SESSION_REQUIRED');
  });
});
