/**
 * Demo accounts of the embedded OpenID provider (docs/identity.md): two customers and the
 * marketplace's operator in realm `kursmarkt` (lawyer and RENO domains), one customer in realm
 * `lumen`. Idempotent: an account that exists (same
 * realm and e-mail) is left as it is, so a changed demo password survives a restart.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, Transaction } from '../db/client.ts';
import { identityUsers } from '../db/schema.ts';
import { hashPassword } from '../identity/passwords.ts';

/** The demo password of every demo account. */
export const demoPassword = 'Kursmarkt-Demo-2026';

export const demoUsers = [
  { realm: 'kursmarkt', email: 'anna.berger@example.com', firstName: 'Anna', lastName: 'Berger' },
  { realm: 'kursmarkt', email: 'jonas.keller@example.com', firstName: 'Jonas', lastName: 'Keller' },
  { realm: 'lumen', email: 'lea.vogt@example.com', firstName: 'Lea', lastName: 'Vogt' },
] as const;

/** The operator who records payments and changes order statuses (`POST /api/order/status`). */
export const demoOperator = {
  realm: 'kursmarkt',
  email: 'betrieb@example.com',
  firstName: 'Bettina',
  lastName: 'Brandt',
  roles: ['operator'],
};

/** Adds the demo accounts that are missing; returns how many it added. */
export async function seedDemoUsers(db: Db | Transaction): Promise<number> {
  let added = 0;
  for (const user of [...demoUsers, demoOperator]) {
    const [existing] = await db
      .select({ id: identityUsers.id })
      .from(identityUsers)
      .where(and(eq(identityUsers.realm, user.realm), eq(identityUsers.email, user.email)));
    if (existing) continue;
    const inserted = await db
      .insert(identityUsers)
      .values({
        ...user,
        passwordHash: await hashPassword(demoPassword),
        termsAcceptedAt: new Date('2026-01-01T00:00:00Z'),
      })
      .onConflictDoNothing()
      .returning({ id: identityUsers.id });
    added += inserted.length;
  }
  return added;
}
