// @vitest-environment node
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { seedDatabase } from '../seed/index.ts';
import { openTestDatabase, testDatabaseTargets, type TestDatabase } from '../db/test-databases.ts';

/** The SQLSTATE of a failed query (drizzle wraps the driver's error in `cause`). */
async function sqlStateOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    let current: unknown = error;
    for (let depth = 0; current && depth < 5; depth++) {
      const code = (current as { code?: unknown }).code;
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
      current = (current as { cause?: unknown }).cause;
    }
    return 'unknown';
  }
  return undefined;
}

const customerId = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

describe.each(testDatabaseTargets())('the booking tables on $name', (target) => {
  let handle: TestDatabase;
  let db: Db;
  let customerPackageId: string;
  let cartId: string;
  let course: { id: number; scheduleId: number; priceLevelId: number };

  beforeAll(async () => {
    handle = await openTestDatabase(target);
    db = handle.database.db;
    await seedDatabase(db, { referenceDate: '2026-03-01' });
    await db.insert(schema.customers).values({ id: customerId, domain: 'lawyer', email: 'a@b.de' });
    const [creditPackage] = await db.select().from(schema.packages).limit(1);
    const [owned] = await db
      .insert(schema.customerPackages)
      .values({ customerId, packageId: creditPackage!.id })
      .returning();
    customerPackageId = owned!.id;
    await db
      .insert(schema.creditLedger)
      .values({ customerPackageId, delta: 15, reason: 'PURCHASE' });
    const [cart] = await db
      .insert(schema.carts)
      .values({ domain: 'lawyer', customerId })
      .returning();
    cartId = cart!.id;
    const [level] = await db
      .select({
        id: schema.priceLevels.id,
        scheduleId: schema.priceLevels.scheduleId,
        courseId: schema.courseSchedules.courseId,
      })
      .from(schema.priceLevels)
      .innerJoin(
        schema.courseSchedules,
        eq(schema.courseSchedules.id, schema.priceLevels.scheduleId),
      )
      .limit(1);
    course = { id: level!.courseId, scheduleId: level!.scheduleId, priceLevelId: level!.id };
  }, 120_000);

  afterAll(async () => handle?.cleanup(), 60_000);

  it('keeps the credit ledger append-only: no update, delete or truncate', async () => {
    await db
      .insert(schema.creditLedger)
      .values({ customerPackageId, delta: -2.5, reason: 'BOOKING' });
    expect(await sqlStateOf(db.update(schema.creditLedger).set({ delta: 99 }))).toBe('23001');
    expect(await sqlStateOf(db.delete(schema.creditLedger))).toBe('23001');
    expect(await sqlStateOf(db.execute(sql`truncate credit_ledger`))).toBe('23001');
    const [sum] = await db
      .select({ credits: sql<number>`sum(${schema.creditLedger.delta})::float8` })
      .from(schema.creditLedger)
      .where(eq(schema.creditLedger.customerPackageId, customerPackageId));
    expect(sum?.credits).toBe(12.5);
  });

  it('refuses to use more credits than a package has left, and a use with the wrong sign', async () => {
    expect(
      await sqlStateOf(
        db.insert(schema.creditLedger).values({ customerPackageId, delta: -13, reason: 'BOOKING' }),
      ),
    ).toBe('23514');
    expect(
      await sqlStateOf(
        db.insert(schema.creditLedger).values({ customerPackageId, delta: 2, reason: 'BOOKING' }),
      ),
    ).toBe('23514');
    expect(
      await sqlStateOf(
        db.insert(schema.creditLedger).values({ customerPackageId, delta: -1, reason: 'REMOVAL' }),
      ),
    ).toBe('23514');
  });

  it('holds a course date once per cart, and a course paid with credits names what pays it', async () => {
    const position = {
      cartId,
      courseId: course.id,
      scheduleId: course.scheduleId,
      priceLevelId: course.priceLevelId,
    };
    await db.insert(schema.cartPositions).values(position);
    expect(await sqlStateOf(db.insert(schema.cartPositions).values(position))).toBe('23505');
    expect(
      await sqlStateOf(
        db
          .update(schema.cartPositions)
          .set({ packageIncluded: true })
          .where(eq(schema.cartPositions.cartId, cartId)),
      ),
    ).toBe('23514');
    expect(
      await sqlStateOf(
        db
          .update(schema.cartPositions)
          .set({ packageIncluded: true, creditCustomerPackageId: customerPackageId })
          .where(eq(schema.cartPositions.cartId, cartId)),
      ),
    ).toBeUndefined();
    // A position is a course date or a package, never both.
    const [creditPackage] = await db.select().from(schema.packages).limit(1);
    expect(
      await sqlStateOf(
        db
          .insert(schema.cartPositions)
          .values({ ...position, scheduleId: null, packageId: creditPackage!.id }),
      ),
    ).toBe('23514');
  });

  it('keeps one cart per customer and domain, and a guest checkout needs its token and expiry', async () => {
    expect(await sqlStateOf(db.insert(schema.carts).values({ domain: 'lawyer', customerId }))).toBe(
      '23505',
    );
    expect(
      await sqlStateOf(db.insert(schema.carts).values({ domain: 'reno', customerId })),
    ).toBeUndefined();
    expect(await sqlStateOf(db.insert(schema.carts).values({ domain: 'lawyer' }))).toBe('23514');
  });

  it('stores voucher codes in upper case and never counts more uses than allowed', async () => {
    expect(
      await sqlStateOf(
        db.insert(schema.vouchers).values({ code: 'klein', kind: 'FIXED', value: 500 }),
      ),
    ).toBe('23514');
    expect(
      await sqlStateOf(
        db.insert(schema.vouchers).values({ code: 'ZUVIEL', kind: 'PERCENT', value: 10_001 }),
      ),
    ).toBe('23514');
    const [voucher] = await db
      .insert(schema.vouchers)
      .values({ code: 'EINMAL', kind: 'FIXED', value: 500, maxUses: 1, uses: 1 })
      .returning();
    expect(
      await sqlStateOf(
        db
          .update(schema.vouchers)
          .set({ uses: sql`${schema.vouchers.uses} + 1` })
          .where(eq(schema.vouchers.id, voucher!.id)),
      ),
    ).toBe('23514');
  });
});
