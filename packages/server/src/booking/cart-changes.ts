/**
 * The changes of a cart, each inside the caller's transaction with the cart row locked
 * (cart-data.ts `lockCustomerCart`): adding a course date or package (one line per date or
 * package), removing a position, paying a course with money again, choosing its scope, and
 * entering or removing a voucher. A refusal is returned as a code, not thrown, so that several
 * positions can be added in one go.
 */
import { and, eq } from 'drizzle-orm';
import {
  maxCartPositions,
  type CartPositionInput,
  type CartRefusal,
  type Locale,
  type RejectedVoucher,
} from '@kursmarkt/schemas';
import type { Transaction } from '../db/client.ts';
import {
  cartPositions,
  cartVouchers,
  courseSchedules,
  courseScopes,
  courses,
  packages,
  priceLevels,
  scopes,
} from '../db/schema.ts';
import {
  customerUsesOf,
  loadCartContents,
  type CartContents,
  type CartLine,
  type CartRow,
  type CourseLine,
} from './cart-data.ts';
import { seatHeldForCart } from '../waiting-list/offers.ts';
import { levelBookable } from '../catalogue/queries.ts';
import {
  chooseCreditSource,
  unexpiredPackages,
  type CreditNeed,
  type CreditSource,
} from './credits.ts';
import { findVoucher, normalizeVoucherCode, voucherRefusal } from './vouchers.ts';

export interface ChangeContext {
  /** Today in Germany (the app's clock). */
  today: string;
  language: Locale;
}

const creditColumns = (source: CreditSource | null) => ({
  creditCustomerPackageId: source?.kind === 'owned' ? source.customerPackageId : null,
  creditPackagePositionId: source?.kind === 'position' ? source.packagePositionId : null,
});

/**
 * Whether a scope and category suit a course: null when they do (or none is chosen), else the
 * field that does not: a scope not of the course, a category not of the scope (or, without a
 * scope, of none of the course's scopes).
 */
async function scopeChoiceProblem(
  tx: Transaction,
  courseId: number,
  choice: { scopeId?: number | null; categoryId?: number | null },
): Promise<'scopeId' | 'categoryId' | null> {
  if (choice.scopeId == null && choice.categoryId == null) return null;
  const courseScopeRows = await tx
    .select({ id: scopes.id, categoryId: scopes.categoryId })
    .from(courseScopes)
    .innerJoin(scopes, eq(scopes.id, courseScopes.scopeId))
    .where(eq(courseScopes.courseId, courseId));
  const scope =
    choice.scopeId == null ? null : courseScopeRows.find((row) => row.id === choice.scopeId);
  if (choice.scopeId != null && !scope) return 'scopeId';
  if (choice.categoryId == null) return null;
  const fits = scope
    ? scope.categoryId === choice.categoryId
    : courseScopeRows.some((row) => row.categoryId === choice.categoryId);
  return fits ? null : 'categoryId';
}

/** What the credit rules need of the course date being added (or changed). */
async function creditNeedOf(
  contents: CartContents,
  tx: Transaction,
  input: { id: string; courseId: number },
): Promise<CreditNeed | null> {
  const existing = contents.lines.find(
    (line): line is CourseLine => line.kind === 'course' && line.id === input.id,
  );
  if (existing) return existing;
  const [course] = await tx
    .select({
      organizerId: courses.organizerId,
      searchType: courses.searchType,
      durationValue: courses.durationValue,
    })
    .from(courses)
    .where(eq(courses.id, input.courseId));
  if (!course) return null;
  const scopeRows = await tx
    .select({ scopeId: courseScopes.scopeId })
    .from(courseScopes)
    .where(eq(courseScopes.courseId, input.courseId));
  return { id: input.id, ...course, scopeIds: scopeRows.map((row) => row.scopeId) };
}

/**
 * Adds a course date or package to the cart, or gives the reason it cannot. A date already in
 * the cart takes the new price level and package flag (and a scope or category given) instead
 * of a second line; a package already in it stays as it is.
 */
export async function addPosition(
  tx: Transaction,
  cart: CartRow,
  input: CartPositionInput,
  context: ChangeContext,
): Promise<CartRefusal | null> {
  const contents = await loadCartContents(tx, cart, context.language);
  const full = contents.lines.length >= maxCartPositions;

  if (input.packageId !== undefined) {
    const [found] = await tx
      .select({ id: packages.id })
      .from(packages)
      .where(eq(packages.id, input.packageId));
    if (!found) return 'NOT_FOUND';
    if (
      contents.lines.some((line) => line.kind === 'package' && line.packageId === input.packageId)
    ) {
      return null;
    }
    if (full) return 'CART_LIMIT_REACHED';
    await tx.insert(cartPositions).values({ cartId: cart.id, packageId: input.packageId });
    return null;
  }

  const { courseId, scheduleId, priceLevelId } = input as Required<
    Pick<CartPositionInput, 'courseId' | 'scheduleId' | 'priceLevelId'>
  >;
  const [course] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.id, courseId));
  const [schedule] = await tx
    .select()
    .from(courseSchedules)
    .where(eq(courseSchedules.id, scheduleId));
  const [level] = await tx.select().from(priceLevels).where(eq(priceLevels.id, priceLevelId));
  if (!course || !schedule || !level) return 'NOT_FOUND';
  if (schedule.courseId !== courseId) return 'SCHEDULE_NOT_OF_COURSE';
  if (level.scheduleId !== scheduleId) return 'PRICE_LEVEL_NOT_OF_SCHEDULE';
  if (schedule.endDate < context.today) return 'SCHEDULE_ENDED';
  if (!levelBookable(level, context.today)) return 'PRICE_LEVEL_EXPIRED';
  if (schedule.cancelledAt !== null) return 'SCHEDULE_CANCELLED';
  if (schedule.booked >= schedule.seats && !(await seatHeldForCart(tx, scheduleId, cart))) {
    return 'SCHEDULE_FULL';
  }
  if (await scopeChoiceProblem(tx, courseId, input)) return 'SCOPE_NOT_OF_COURSE';

  const existing = contents.lines.find(
    (line): line is CourseLine => line.kind === 'course' && line.scheduleId === scheduleId,
  );
  if (!existing && full) return 'CART_LIMIT_REACHED';

  let source: CreditSource | null = null;
  if (input.packageIncluded) {
    const need = await creditNeedOf(contents, tx, { id: existing?.id ?? 'new', courseId });
    source =
      need &&
      chooseCreditSource(need, contents.lines, unexpiredPackages(contents.owned, context.today));
    if (!source) return 'NO_FITTING_PACKAGE';
  }

  const choice = {
    ...(input.scopeId !== undefined ? { scopeId: input.scopeId } : {}),
    ...(input.categoryId !== undefined ? { categoryId: input.categoryId } : {}),
  };
  const values = {
    priceLevelId,
    packageIncluded: input.packageIncluded ?? false,
    ...creditColumns(source),
    ...choice,
  };
  if (existing) {
    await tx.update(cartPositions).set(values).where(eq(cartPositions.id, existing.id));
  } else {
    await tx.insert(cartPositions).values({ cartId: cart.id, courseId, scheduleId, ...values });
  }
  return null;
}

/**
 * Removes a position; false when the cart has none of this id. The courses a removed package
 * paid with credits are paid by another fitting package with enough credits left, or with money.
 */
export async function removePosition(
  tx: Transaction,
  cart: CartRow,
  positionId: string,
  context: ChangeContext,
): Promise<boolean> {
  const contents = await loadCartContents(tx, cart, context.language);
  const line = contents.lines.find((entry) => entry.id === positionId);
  if (!line) return false;
  if (line.kind === 'package') {
    const dependents = contents.lines.filter(
      (entry): entry is CourseLine =>
        entry.kind === 'course' && entry.creditPackagePositionId === line.id,
    );
    const unsettled = new Set(dependents.map((entry) => entry.id));
    let lines: CartLine[] = contents.lines;
    for (const dependent of dependents) {
      unsettled.delete(dependent.id);
      const source = chooseCreditSource(
        dependent,
        lines,
        unexpiredPackages(contents.owned, context.today),
        {
          except: unsettled,
          without: new Set([`position:${line.id}`]),
        },
      );
      const change = { packageIncluded: source !== null, ...creditColumns(source) };
      await tx.update(cartPositions).set(change).where(eq(cartPositions.id, dependent.id));
      lines = lines.map((entry) =>
        entry.id === dependent.id ? { ...dependent, ...change } : entry,
      );
    }
  }
  await tx
    .delete(cartPositions)
    .where(and(eq(cartPositions.id, positionId), eq(cartPositions.cartId, cart.id)));
  return true;
}

/** The course position is paid with money again; false when the cart has no position of this id. */
export async function payWithMoney(tx: Transaction, cart: CartRow, positionId: string) {
  const [changed] = await tx
    .update(cartPositions)
    .set({ packageIncluded: false, ...creditColumns(null) })
    .where(and(eq(cartPositions.id, positionId), eq(cartPositions.cartId, cart.id)))
    .returning({ id: cartPositions.id });
  return changed !== undefined;
}

/**
 * Chooses the scope and category a course position counts towards (null clears, absent keeps):
 * `missing` when the cart has no position of this id, `package` for a package position, or the
 * field that does not suit the course.
 */
export async function chooseScope(
  tx: Transaction,
  cart: CartRow,
  positionId: string,
  choice: { scopeId?: number | null; categoryId?: number | null },
): Promise<'ok' | 'missing' | 'package' | 'scopeId' | 'categoryId'> {
  const [position] = await tx
    .select()
    .from(cartPositions)
    .where(and(eq(cartPositions.id, positionId), eq(cartPositions.cartId, cart.id)));
  if (!position) return 'missing';
  if (position.courseId === null) return 'package';
  const merged = {
    scopeId: choice.scopeId !== undefined ? choice.scopeId : position.scopeId,
    categoryId: choice.categoryId !== undefined ? choice.categoryId : position.categoryId,
  };
  const problem = await scopeChoiceProblem(tx, position.courseId, merged);
  if (problem) return problem;
  await tx.update(cartPositions).set(merged).where(eq(cartPositions.id, positionId));
  return 'ok';
}

/**
 * Enters a voucher code: a voucher that applies to the cart becomes its voucher (replacing the
 * one it had); otherwise the refusal is returned and the cart keeps what it had.
 */
export async function enterVoucher(
  tx: Transaction,
  cart: CartRow,
  code: string,
  context: ChangeContext & { domain: string },
): Promise<RejectedVoucher | null> {
  const voucher = await findVoucher(tx, code, context.domain);
  if (!voucher) return { code: normalizeVoucherCode(code), reason: 'VOUCHER_UNKNOWN' };
  const contents = await loadCartContents(tx, cart, context.language);
  const refusal = voucherRefusal(voucher, {
    today: context.today,
    customerUses: await customerUsesOf(tx, voucher.id, cart),
    courses: contents.lines.filter((line): line is CourseLine => line.kind === 'course'),
  });
  if (refusal) return { code: voucher.code, reason: refusal };
  await tx
    .insert(cartVouchers)
    .values({ cartId: cart.id, voucherId: voucher.id, code: code.trim() })
    .onConflictDoUpdate({
      target: cartVouchers.cartId,
      set: { voucherId: voucher.id, code: code.trim() },
    });
  return null;
}

/** Removes the voucher of this code from the cart; nothing happens when it holds another or none. */
export async function removeVoucher(tx: Transaction, cart: CartRow, code: string, domain: string) {
  const voucher = await findVoucher(tx, code, domain);
  if (!voucher) return;
  await tx
    .delete(cartVouchers)
    .where(and(eq(cartVouchers.cartId, cart.id), eq(cartVouchers.voucherId, voucher.id)));
}
