// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRights, noRights } from '@kursmarkt/schemas/rules';
import {
  bodyOf,
  errorOf,
  newCustomer,
  openCartTestApp,
  type CartTestApp,
} from '../booking/test-support.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';
import { authorize } from './access.ts';
import { grantRights, newOperator, newStaff, operatorSession } from './test-support.ts';

describe.each(testDatabaseTargets())(
  'the back office’s roles and audit trail on $name',
  (target) => {
    let t: CartTestApp;
    let eins: number;
    let zwei: number;
    const operator = newOperator();
    const planner = newStaff('Paula');
    const door = newStaff('Dora');
    const other = newStaff('Otto');

    beforeAll(async () => {
      t = await openCartTestApp(target);
      ({ eins, zwei } = t.ids.organizers);
      await grantRights(t, planner, eins, { orders: 'CHANGE', catalogue: 'VIEW' });
      await grantRights(t, door, eins, { orders: 'CHECK_IN' });
      await grantRights(t, other, zwei, { orders: 'CHANGE', payments: 'CHANGE' });
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    }, 60_000);

    const db = () => t.database.database.db;
    const accountOf = (person: typeof planner) => ({
      email: person.email,
      firstName: person.given_name,
      lastName: person.family_name,
      roles: (person as unknown as { realm_access: { roles: string[] } }).realm_access.roles,
    });

    it('tells staff their organizers and rights, the operator every organizer, a customer nothing', async () => {
      const me = bodyOf(await t.call('GET', '/api/backoffice/me', { person: planner }));
      expect(me).toMatchObject({ role: 'STAFF', email: planner.email });
      expect(me.organizers).toEqual([
        {
          id: eins,
          name: expect.any(String),
          rights: { ...noRights, orders: 'CHANGE', catalogue: 'VIEW' },
        },
      ]);
      const operatorMe = bodyOf(await t.call('GET', '/api/backoffice/me', { person: operator }));
      expect(operatorMe.role).toBe('OPERATOR');
      expect(operatorMe.organizers.map((o: { id: number }) => o.id).sort()).toEqual(
        [eins, zwei].sort(),
      );
      expect(operatorMe.organizers[0].rights).toEqual(allRights);
      expect(
        errorOf(await t.call('GET', '/api/backoffice/me', { person: newCustomer() }), 403).code,
      ).toBe('FORBIDDEN');
      expect(errorOf(await t.call('GET', '/api/backoffice/me'), 401).code).toBe('UNAUTHORIZED');
    });

    it('decides by the level in the area, hides another organizer, and asks operators for a session', async () => {
      const now = t.clock.now();
      const ask = (person: typeof planner, organizerId: number, sessionHeader?: string) =>
        authorize(db(), accountOf(person), {
          organizerId,
          area: 'orders',
          level: 'VIEW',
          sessionHeader,
          now,
        });
      await expect(ask(planner, eins)).resolves.toMatchObject({ role: 'STAFF', organizerId: eins });
      await expect(ask(door, eins)).rejects.toMatchObject({ code: 'RIGHT_MISSING' });
      await expect(ask(planner, zwei)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(ask(operator, eins)).rejects.toMatchObject({
        code: 'OPERATOR_SESSION_REQUIRED',
      });
      const header = await operatorSession(t, operator, eins);
      const sessionId = Object.values(header)[0];
      await expect(ask(operator, eins, sessionId)).resolves.toMatchObject({
        role: 'OPERATOR',
        operatorSessionId: sessionId,
      });
      // A session is for one organizer, and closes after twelve hours.
      await expect(ask(operator, zwei, sessionId)).rejects.toMatchObject({
        code: 'OPERATOR_SESSION_REQUIRED',
      });
      await expect(
        authorize(db(), accountOf(operator), {
          organizerId: eins,
          area: 'orders',
          level: 'VIEW',
          sessionHeader: sessionId,
          now: new Date(now.getTime() + 12 * 3600_000),
        }),
      ).rejects.toMatchObject({ code: 'OPERATOR_SESSION_REQUIRED' });
    });

    it('shows an organizer’s staff to its members and operators only', async () => {
      const url = `/api/backoffice/organizers/${eins}/rights`;
      const staff = bodyOf(await t.call('GET', url, { person: door }));
      expect(staff.map((s: { email: string }) => s.email).sort()).toEqual(
        [planner.email, door.email].sort(),
      );
      bodyOf(await t.call('GET', url, { person: operator }));
      expect(errorOf(await t.call('GET', url, { person: other }), 404).code).toBe('NOT_FOUND');
      expect(
        errorOf(
          await t.call('GET', '/api/backoffice/organizers/999999/rights', { person: operator }),
          404,
        ).code,
      ).toBe('NOT_FOUND');
    });

    it('lets an operator change rights with a reason, recorded before and after', async () => {
      const newcomer = newStaff('Nina');
      const url = `/api/backoffice/organizers/${eins}/rights`;
      const payload = {
        email: newcomer.email,
        rights: { ...noRights, orders: 'VIEW', exports: 'VIEW' },
        reason: 'Joins the bookings team',
      };
      expect(errorOf(await t.call('PUT', url, { person: planner, payload }), 403).code).toBe(
        'FORBIDDEN',
      );
      const staff = bodyOf(await t.call('PUT', url, { person: operator, payload }));
      expect(staff).toContainEqual({ email: newcomer.email, rights: payload.rights });
      const refused = errorOf(
        await t.call('PUT', url, { person: operator, payload: { ...payload, reason: '' } }),
        422,
      );
      expect(refused.details?.[0]?.path).toBe('body.reason');

      const [entry] = bodyOf(
        await t.call('GET', `/api/backoffice/audit?objectType=staff&objectId=${newcomer.email}`, {
          person: planner,
        }),
      );
      expect(entry).toMatchObject({
        actor: { email: operator.email, role: 'OPERATOR' },
        organizerId: eins,
        area: 'rights',
        action: 'setRights',
        before: noRights,
        after: payload.rights,
        reason: 'Joins the bookings team',
      });
      // Staff of another organizer see none of it.
      expect(
        bodyOf(await t.call('GET', '/api/backoffice/audit?objectType=staff', { person: other })),
      ).toEqual([]);
      // All NONE ends the membership.
      bodyOf(
        await t.call('PUT', url, { person: operator, payload: { ...payload, rights: noRights } }),
      );
      expect(
        bodyOf(await t.call('GET', '/api/backoffice/me', { person: newcomer })).organizers,
      ).toEqual([]);
    });

    it('records an operator session’s start and end, and ends only the operator’s own', async () => {
      const header = await operatorSession(t, operator, zwei);
      const sessionId = Object.values(header)[0]!;
      t.clock.set(new Date(t.clock.now().getTime() + 60_000));
      const end = `/api/backoffice/operator-sessions/${sessionId}/end`;
      expect(errorOf(await t.call('POST', end, { person: newOperator('Other') }), 404).code).toBe(
        'NOT_FOUND',
      );
      const ended = bodyOf(await t.call('POST', end, { person: operator }));
      expect(ended.endedAt).toBe(t.clock.now().toISOString());
      expect(bodyOf(await t.call('POST', end, { person: operator }))).toEqual(ended);
      const entries = bodyOf(
        await t.call('GET', `/api/backoffice/audit?objectId=${sessionId}`, { person: other }),
      );
      expect(entries.map((e: { action: string }) => e.action)).toEqual(['end', 'start']);
      expect(entries[1].reason).toBe('Support request of the organizer');
    });
  },
);
