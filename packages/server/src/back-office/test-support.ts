/**
 * Back-office callers for tests (ADR 0072): an operator and organizer staff as the identity
 * provider's tokens carry them, a staff member's rights for an organizer, and an operator
 * session's header.
 */
import { noRights, operatorSessionHeader, type Rights } from '@kursmarkt/schemas/rules';
import { bodyOf, newCustomer, type CartTestApp, type Person } from '../booking/test-support.ts';
import { staffMemberships } from '../db/schema.ts';

/** A signed-in account with the realm role `operator`. */
export const newOperator = (name = 'Olga'): Person =>
  ({ ...newCustomer(name), realm_access: { roles: ['operator'] } }) as Person;

/** A signed-in account with the realm role `organizer-staff` (and no organizer yet). */
export const newStaff = (name = 'Sina'): Person =>
  ({ ...newCustomer(name), realm_access: { roles: ['organizer-staff'] } }) as Person;

/** Makes `person` staff of `organizerId` with `rights` (the rest `NONE`). */
export async function grantRights(
  t: CartTestApp,
  person: Person,
  organizerId: number,
  rights: Partial<Rights>,
) {
  await t.database.database.db
    .insert(staffMemberships)
    .values({ email: person.email, organizerId, ...noRights, ...rights })
    .onConflictDoUpdate({
      target: [staffMemberships.email, staffMemberships.organizerId],
      set: { ...noRights, ...rights },
    });
}

/** Opens an operator session of `operator` in `organizerId`; answers the header to send. */
export async function operatorSession(t: CartTestApp, operator: Person, organizerId: number) {
  const session = bodyOf(
    await t.call('POST', '/api/backoffice/operator-sessions', {
      person: operator,
      payload: { organizerId, reason: 'Support request of the organizer' },
    }),
    201,
  ) as { id: string };
  return { [operatorSessionHeader]: session.id };
}
