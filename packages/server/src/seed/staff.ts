/**
 * The demo back office (ADR 0072): for each demo organizer one staff member with every right
 * but payments' changes (those are the seller's), and at the first organizer a door helper who
 * may only check participants in. Accounts are in realm `kursmarkt` with the role
 * `organizer-staff`, password as every demo account's. Idempotent: existing accounts and
 * memberships are left as they are.
 */
import { inArray } from 'drizzle-orm';
import { organizerStaffRole, type Rights } from '@kursmarkt/schemas/rules';
import type { Transaction } from '../db/client.ts';
import { identityUsers, organizers, staffMemberships } from '../db/schema.ts';
import { hashPassword } from '../identity/passwords.ts';
import { demoPassword } from './identity-users.ts';
import { organizerSeeds } from './organizers.ts';

const planner: Rights = {
  orders: 'CHANGE',
  payments: 'VIEW',
  catalogue: 'CHANGE',
  dates: 'CHANGE',
  exports: 'VIEW',
};
const door: Rights = {
  orders: 'CHECK_IN',
  payments: 'NONE',
  catalogue: 'NONE',
  dates: 'NONE',
  exports: 'NONE',
};

/** The demo staff: `team@<organizer>.example`, and the door helper of the first organizer. */
export const demoStaff = [
  ...organizerSeeds.map((organizer) => ({
    email: `team@${organizer.slug}.example`,
    firstName: 'Team',
    lastName: organizer.name,
    organizerSlug: organizer.slug,
    rights: planner,
  })),
  {
    email: `einlass@${organizerSeeds[0]!.slug}.example`,
    firstName: 'Einlass',
    lastName: organizerSeeds[0]!.name,
    organizerSlug: organizerSeeds[0]!.slug,
    rights: door,
  },
];

/** Adds the demo staff accounts and memberships that are missing (after the catalogue). */
export async function seedDemoStaff(tx: Transaction) {
  const rows = await tx
    .select({ id: organizers.id, slug: organizers.slug })
    .from(organizers)
    .where(
      inArray(
        organizers.slug,
        demoStaff.map((member) => member.organizerSlug),
      ),
    );
  const idOf = new Map(rows.map((row) => [row.slug, row.id]));
  const present = demoStaff.filter((member) => idOf.has(member.organizerSlug));
  if (present.length === 0) return;
  const passwordHash = await hashPassword(demoPassword);
  await tx
    .insert(identityUsers)
    .values(
      present.map((member) => ({
        realm: 'kursmarkt',
        email: member.email,
        firstName: member.firstName,
        lastName: member.lastName,
        roles: [organizerStaffRole],
        passwordHash,
        termsAcceptedAt: new Date('2026-01-01T00:00:00Z'),
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(staffMemberships)
    .values(
      present.map((member) => ({
        email: member.email,
        organizerId: idOf.get(member.organizerSlug)!,
        ...member.rights,
      })),
    )
    .onConflictDoNothing();
}
