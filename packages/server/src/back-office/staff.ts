/**
 * An organizer's staff and their rights (ADR 0072): read by the organizer's staff ("who can do
 * what"), set by an operator with a reason, each change in the audit trail.
 */
import { and, asc, eq } from 'drizzle-orm';
import { noRights, type Rights } from '@kursmarkt/schemas/rules';
import type { Db } from '../db/client.ts';
import { organizers, staffMemberships } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import type { OperatorActor } from './access.ts';
import { recordAudit } from './audit.ts';

const rightsColumns = {
  orders: staffMemberships.orders,
  payments: staffMemberships.payments,
  catalogue: staffMemberships.catalogue,
  dates: staffMemberships.dates,
  exports: staffMemberships.exports,
};

/** The organizer's staff with their rights, by e-mail. */
export async function staffOf(db: Db, organizerId: number) {
  const rows = await db
    .select({ email: staffMemberships.email, ...rightsColumns })
    .from(staffMemberships)
    .where(eq(staffMemberships.organizerId, organizerId))
    .orderBy(asc(staffMemberships.email));
  return rows.map(({ email, ...rights }) => ({ email, rights: rights as Rights }));
}

const isNone = (rights: Rights) => Object.values(rights).every((level) => level === 'NONE');

/**
 * Sets `email`'s rights in `organizerId` (all `NONE` ends the membership), recorded with the
 * operator, the reason, and the rights before and after; answers the organizer's staff.
 */
export async function setStaffRights(
  db: Db,
  operator: OperatorActor,
  change: { organizerId: number; email: string; rights: Rights; reason: string },
  now: Date,
) {
  const email = change.email.toLowerCase();
  await db.transaction(async (tx) => {
    const [organizer] = await tx
      .select({ id: organizers.id })
      .from(organizers)
      .where(eq(organizers.id, change.organizerId));
    if (!organizer) throw notFound('The organizer');
    const where = and(
      eq(staffMemberships.email, email),
      eq(staffMemberships.organizerId, change.organizerId),
    );
    const [before] = await tx
      .select(rightsColumns)
      .from(staffMemberships)
      .where(where)
      .for('update');
    if (isNone(change.rights)) {
      await tx.delete(staffMemberships).where(where);
    } else {
      await tx
        .insert(staffMemberships)
        .values({ email, organizerId: change.organizerId, ...change.rights })
        .onConflictDoUpdate({
          target: [staffMemberships.email, staffMemberships.organizerId],
          set: change.rights,
        });
    }
    await recordAudit(
      tx,
      { ...operator, organizerId: change.organizerId },
      {
        area: 'rights',
        objectType: 'staff',
        objectId: email,
        action: 'setRights',
        before: before ?? noRights,
        after: change.rights,
        reason: change.reason,
      },
      now,
    );
  });
  return staffOf(db, change.organizerId);
}
