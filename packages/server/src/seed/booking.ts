/**
 * The demo's booking data: vouchers to try in the cart (one of each kind of limit, one expired
 * and one not yet valid, so that the refusals show too), a credit package that the demo
 * customer Anna Berger owns, so that a course can be booked with credits on a fresh start, and a
 * fully booked date with a waiting list beside a date its organizer called off.
 */
import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { demoUsers } from './identity-users.ts';
import { packageSeeds } from './packages.ts';
import { addDays, addMonths } from './util.ts';

type VoucherRow = typeof schema.vouchers.$inferInsert;

/** The demo vouchers, valid around `referenceDate`, limits by organizer slug and scope key. */
function demoVoucherSeeds(referenceDate: string) {
  return [
    {
      code: 'WILLKOMMEN10',
      kind: 'PERCENT',
      value: 1_000,
      validFrom: referenceDate,
      validUntil: addMonths(referenceDate, 12),
      maxUsesPerCustomer: 1,
    },
    {
      code: 'ARBEITSRECHT50',
      kind: 'FIXED',
      value: 5_000,
      validFrom: referenceDate,
      validUntil: addMonths(referenceDate, 6),
      maxUses: 200,
      scopes: ['arbeitsrecht'],
    },
    {
      code: 'HANSE15',
      kind: 'PERCENT',
      value: 1_500,
      validFrom: referenceDate,
      validUntil: addMonths(referenceDate, 12),
      organizers: ['hanseatische-anwaltsakademie'],
      courseTypes: ['ONLINE'],
      domain: 'lawyer',
    },
    {
      code: 'RENO20',
      kind: 'FIXED',
      value: 2_000,
      validFrom: referenceDate,
      validUntil: addMonths(referenceDate, 12),
      domain: 'reno',
    },
    {
      code: 'WINTER24',
      kind: 'PERCENT',
      value: 2_000,
      validFrom: addMonths(referenceDate, -4),
      validUntil: addDays(referenceDate, -1),
    },
    {
      code: 'FRUEHJAHR',
      kind: 'PERCENT',
      value: 1_500,
      validFrom: addMonths(referenceDate, 3),
      validUntil: addMonths(referenceDate, 5),
    },
  ] satisfies (Omit<VoucherRow, 'organizerIds' | 'scopeIds'> & {
    organizers?: string[];
    scopes?: string[];
  })[];
}

/** Writes the demo vouchers; returns how many. */
export async function seedDemoVouchers(tx: Transaction, referenceDate: string) {
  const seeds = demoVoucherSeeds(referenceDate);
  const organizerRows = await tx
    .select({ id: schema.organizers.id, slug: schema.organizers.slug })
    .from(schema.organizers);
  const scopeRows = await tx
    .select({ id: schema.scopes.id, key: schema.scopes.key })
    .from(schema.scopes);
  const idOf = (rows: { id: number; name: string }[], name: string) => {
    const row = rows.find((entry) => entry.name === name);
    if (!row) throw new Error(`The demo vouchers name an unknown ${name}`);
    return row.id;
  };
  const organizers = organizerRows.map((row) => ({ id: row.id, name: row.slug }));
  const scopes = scopeRows.map((row) => ({ id: row.id, name: row.key }));
  const rows: VoucherRow[] = seeds.map(
    ({ organizers: slugs = [], scopes: keys = [], ...voucher }) => ({
      ...voucher,
      organizerIds: slugs.map((slug) => idOf(organizers, slug)),
      scopeIds: keys.map((key) => idOf(scopes, key)),
    }),
  );
  await tx.insert(schema.vouchers).values(rows);
  return rows.length;
}

/** The package Anna Berger owns in the demo: the first demo package, 15 hours of employment law. */
export const demoOwnedPackage = { owner: demoUsers[0], package: packageSeeds[0]! };

/**
 * Gives Anna Berger her demo package with its credits, creating her customer record (on the
 * lawyer domain) if she has not signed in yet; returns how many packages it gave.
 */
export async function seedDemoPackages(tx: Transaction) {
  const { owner, package: seed } = demoOwnedPackage;
  const [account] = await tx
    .select({ customerId: schema.identityUsers.customerId })
    .from(schema.identityUsers)
    .where(
      and(eq(schema.identityUsers.realm, owner.realm), eq(schema.identityUsers.email, owner.email)),
    );
  const [creditPackage] = await tx
    .select({ id: schema.packages.id, creditValue: schema.packages.creditValue })
    .from(schema.packages)
    .where(eq(schema.packages.name, seed.name));
  if (!account || !creditPackage) throw new Error('The demo package or its owner is missing');
  await tx
    .insert(schema.customers)
    .values({
      id: account.customerId,
      domain: 'lawyer',
      email: owner.email,
      name: owner.firstName,
      lastname: owner.lastName,
    })
    .onConflictDoNothing();
  const [owned] = await tx
    .insert(schema.customerPackages)
    .values({ customerId: account.customerId, packageId: creditPackage.id })
    .returning({ id: schema.customerPackages.id });
  await tx
    .insert(schema.creditLedger)
    .values({ customerPackageId: owned!.id, delta: creditPackage.creditValue, reason: 'PURCHASE' });
  return 1;
}

/** The people on the demo's waiting list, oldest request first. */
export const demoWaitingList = [
  { name: 'Miriam Wartmann', email: 'miriam.wartmann@example.com' },
  { name: 'Tobias Nachrücker', email: 'tobias.nachruecker@example.com' },
];

/**
 * The demo's waiting list: the first fully booked date of a course for lawyers that begins a
 * month or more after `referenceDate` and is not cancelled gets two requests on its waiting list
 * (a seat freed there is offered to Miriam Wartmann first). The next such date is called off by
 * its organizer in the demo catalogue (seed/catalogue.ts). Returns the requests written.
 */
export async function seedDemoWaitingList(tx: Transaction, referenceDate: string) {
  const full = await tx
    .select({ id: schema.courseSchedules.id })
    .from(schema.courseSchedules)
    .innerJoin(schema.courses, eq(schema.courses.id, schema.courseSchedules.courseId))
    .where(
      and(
        eq(schema.courses.searchType, 'EDUCATION'),
        eq(schema.courseSchedules.booked, schema.courseSchedules.seats),
        gte(schema.courseSchedules.startDate, addMonths(referenceDate, 1)),
        isNull(schema.courseSchedules.cancelledAt),
      ),
    )
    .orderBy(asc(schema.courseSchedules.startDate), asc(schema.courseSchedules.id))
    .limit(1);
  const [listed] = full;
  if (!listed) throw new Error('The demo catalogue has no fully booked dates');
  const requestedAt = new Date(`${referenceDate}T09:00:00Z`);
  await tx.insert(schema.waitingListRequests).values(
    demoWaitingList.map((person, index) => ({
      domain: 'lawyer',
      scheduleId: listed.id,
      ...person,
      createdAt: new Date(requestedAt.getTime() + index * 3_600_000),
    })),
  );
  return { waitingListRequests: demoWaitingList.length };
}
