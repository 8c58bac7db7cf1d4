/**
 * The reads a cart is made of: its row, its positions with what the catalogue says of them now
 * (names, dates, prices, scopes, VAT), the credit packages that can pay its courses and its
 * voucher. Shaped for cart-view.ts, which computes the answer from them.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { CourseType, Locale, NamedEntry, SearchType } from '@kursmarkt/schemas';
import type { Db, Transaction } from '../db/client.ts';
import { lockCartOfCustomer } from '../db/unit-of-work.ts';
import { contentPageSql } from '../content/queries.ts';
import { cartOfferSql, offerAddressesOf } from '../waiting-list/offers.ts';
import {
  cartPositions,
  carts,
  cartVouchers,
  cities,
  courseSchedules,
  courseScopes,
  courses,
  creditLedger,
  customerPackages,
  customers,
  orderPositions,
  orders,
  organizers,
  packageScopes,
  packages,
  priceLevels,
  scopes,
  voucherUses,
  vouchers,
  type CourseCategory,
  type Voucher,
} from '../db/schema.ts';

const localized = (language: Locale, de: string, en: string) => (language === 'de' ? de : en);

/** The cart row. */
export type CartRow = typeof carts.$inferSelect;

/** A customer's cart on a domain; undefined when there is none yet. */
export async function findCustomerCart(db: Db, domain: string, customerId: string) {
  const [cart] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.domain, domain), eq(carts.customerId, customerId)));
  return cart;
}

/**
 * The customer's cart on a domain, created when there is none (at `now`, the app's clock), and
 * locked until the transaction ends: every change of a cart runs in one transaction holding this
 * lock, so two tabs' changes come one after the other.
 */
export async function lockCustomerCart(
  tx: Transaction,
  domain: string,
  customerId: string,
  language: Locale,
  now: Date,
): Promise<CartRow> {
  await tx
    .insert(carts)
    .values({ domain, customerId, language, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const cart = await lockCartOfCustomer(tx, domain, customerId);
  if (!cart) throw new Error('The cart just created is not there');
  return cart;
}

/**
 * A customer's cart on a domain as placing its order takes it, and a guest's checkout by id: locked
 * until the transaction ends, undefined when there is none (nothing is created).
 */
export {
  lockCartOfCustomer as lockCustomerCheckout,
  lockCart as lockCartById,
} from '../db/unit-of-work.ts';

/** Notes a change of the cart: its time, and the language its texts were last asked in. */
export async function touchCart(tx: Db, cartId: string, now: Date, language: Locale) {
  await tx.update(carts).set({ updatedAt: now, language }).where(eq(carts.id, cartId));
}

/** How many positions the customer's cart on a domain holds (0 without a cart). */
export async function countCustomerCartPositions(db: Db, domain: string, customerId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(${cartPositions.id})::int` })
    .from(carts)
    .leftJoin(cartPositions, eq(cartPositions.cartId, carts.id))
    .where(and(eq(carts.domain, domain), eq(carts.customerId, customerId)));
  return row?.n ?? 0;
}

/** A course date in the cart, with what the catalogue says of it now. */
export interface CourseLine {
  kind: 'course';
  id: string;
  courseId: number;
  scheduleId: number;
  priceLevelId: number;
  packageIncluded: boolean;
  creditCustomerPackageId: string | null;
  creditPackagePositionId: string | null;
  scopeId: number | null;
  categoryId: number | null;
  name: string;
  slug: string;
  category: CourseCategory;
  searchType: SearchType;
  courseType: CourseType;
  /** Hours; the credits the course costs. */
  durationValue: number;
  organizerId: number;
  organizerName: string;
  /** Where the organizer's mail of an order goes. */
  organizerEmail: string;
  vatCategory: 'STANDARD' | 'EXEMPT';
  vatExemptionReason: string | null;
  proofRequired: boolean;
  /** The proof uploaded for this position, if any. */
  proofUploadId: string | null;
  startDate: string;
  endDate: string;
  seats: number;
  booked: number;
  /** The organizer cancelled the date: it cannot be ordered. */
  cancelled: boolean;
  city: NamedEntry | null;
  priceCents: number;
  /** The last day the chosen price level can be booked; null: as long as the date. */
  levelBookableUntil: string | null;
  scopeIds: number[];
  scopes: NamedEntry[];
  priceLevels: { id: number; name: string; priceValue: number; bookableUntil: string | null }[];
}

/** A credit package in the cart. */
export interface PackageLine {
  kind: 'package';
  id: string;
  packageId: number;
  name: string;
  educationalType: SearchType;
  organizerId: number;
  organizerName: string;
  /** Where the organizer's mail of an order goes. */
  organizerEmail: string;
  creditValue: number;
  priceCents: number;
  vatCategory: 'STANDARD' | 'EXEMPT';
  vatExemptionReason: string | null;
  scopeIds: number[];
  scopes: NamedEntry[];
}

export type CartLine = CourseLine | PackageLine;

/** A package the customer owns, with its credits left (the sum of its ledger). */
export interface OwnedPackage {
  id: string;
  packageId: number;
  name: string;
  educationalType: SearchType;
  organizerId: number;
  organizerName: string;
  creditValue: number;
  scopeIds: number[];
  remainingCredits: number;
  purchasedAt: Date;
}

/** The cart's voucher with the counts its rules need. */
interface CartVoucherData {
  voucher: Voucher;
  /** The customer's (or the checkout e-mail's) orders that used it. */
  customerUses: number;
}

export interface CartContents {
  cart: CartRow;
  /** In the order they were added. */
  lines: CartLine[];
  /** The customer's packages (none for a guest; for an order only if a course uses credits). */
  owned: OwnedPackage[];
  voucher: CartVoucherData | null;
  /** The dates of the cart with a seat a waiting-list offer holds for the cart's addresses. */
  heldSchedules: ReadonlySet<number>;
  /** The cart's addresses such an offer is made to (the checkout's and the account's). */
  offerAddresses: readonly string[];
  /**
   * For the order of a customer who may be a consumer, the terms in the cart's language (null
   * when there are none), which the order's confirmation quotes; undefined when not read.
   */
  terms?: { title: string; body: string } | null;
}

/** A scope of a cart position, as its read answers it. */
interface ScopeRow {
  id: number;
  nameDe: string;
  nameEn: string;
}

/** A price level of a cart position's date, as its read answers it. */
interface LevelRow {
  id: number;
  nameDe: string;
  nameEn: string;
  priceCents: number;
  bookableUntil: string | null;
}

/** Scope ids and names of courses or packages, by their id. */
async function scopesOf(
  db: Db,
  link: typeof courseScopes | typeof packageScopes,
  ids: number[],
  language: Locale,
) {
  const owner = 'courseId' in link ? link.courseId : link.packageId;
  const result = new Map<number, NamedEntry[]>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({ owner, id: scopes.id, nameDe: scopes.nameDe, nameEn: scopes.nameEn })
    .from(link)
    .innerJoin(scopes, eq(scopes.id, link.scopeId))
    .where(inArray(owner, ids))
    .orderBy(asc(scopes.id));
  for (const row of rows) {
    const list = result.get(row.owner) ?? [];
    list.push({ id: row.id, name: localized(language, row.nameDe, row.nameEn) });
    result.set(row.owner, list);
  }
  return result;
}

/**
 * The packages the customer owns on a domain, with their credits left, by purchase: those its
 * orders bought there, and those given without an order on the domain the customer first signed
 * in through, as `GET /api/customer/packages` lists them (decision 0055).
 */
export async function loadOwnedPackages(
  db: Db,
  customerId: string,
  domain: string,
  language: Locale = 'de',
): Promise<OwnedPackage[]> {
  const rows = await db
    .select({
      id: customerPackages.id,
      packageId: packages.id,
      name: packages.name,
      educationalType: packages.educationalType,
      organizerId: organizers.id,
      organizerName: organizers.name,
      creditValue: packages.creditValue,
      purchasedAt: customerPackages.createdAt,
      remainingCredits: sql<number>`(select coalesce(sum(${creditLedger.delta}), 0)::float8
        from ${creditLedger} where ${creditLedger.customerPackageId} = ${customerPackages.id})`,
    })
    .from(customerPackages)
    .innerJoin(packages, eq(packages.id, customerPackages.packageId))
    .innerJoin(organizers, eq(organizers.id, packages.organizerId))
    .innerJoin(customers, eq(customers.id, customerPackages.customerId))
    .leftJoin(orderPositions, eq(orderPositions.id, customerPackages.orderPositionId))
    .leftJoin(orders, eq(orders.id, orderPositions.orderId))
    .where(
      and(
        eq(customerPackages.customerId, customerId),
        sql`coalesce(${orders.domain}, ${customers.domain}) = ${domain}`,
      ),
    )
    .orderBy(asc(customerPackages.createdAt), asc(customerPackages.id));
  const scopeLists = await scopesOf(
    db,
    packageScopes,
    [...new Set(rows.map((row) => row.packageId))],
    language,
  );
  return rows.map((row) => ({
    ...row,
    remainingCredits: Number(row.remainingCredits),
    scopeIds: (scopeLists.get(row.packageId) ?? []).map((scope) => scope.id),
  }));
}

/** The cart's voucher and how often its owner has used it. */
async function loadCartVoucher(db: Db, cart: CartRow): Promise<CartVoucherData | null> {
  const [row] = await db
    .select({ voucher: vouchers })
    .from(cartVouchers)
    .innerJoin(vouchers, eq(vouchers.id, cartVouchers.voucherId))
    .where(eq(cartVouchers.cartId, cart.id));
  return voucherData(db, row?.voucher ?? null, cart);
}

/** The cart's voucher, if any, and how often its owner has used it. */
async function voucherData(
  db: Db,
  voucher: Voucher | null,
  cart: CartRow,
): Promise<CartVoucherData | null> {
  if (!voucher) return null;
  return { voucher, customerUses: await customerUsesOf(db, voucher.id, cart) };
}

/**
 * How often the cart's owner has used a voucher: orders of the customer, or with the checkout's
 * (or the customer's) e-mail address.
 */
export async function customerUsesOf(db: Db, voucherId: number, cart: CartRow): Promise<number> {
  let email = cart.billingEmail.trim().toLowerCase();
  if (cart.customerId && email === '') {
    const [customer] = await db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, cart.customerId));
    email = customer?.email.toLowerCase() ?? '';
  }
  const owner = [
    ...(cart.customerId ? [eq(voucherUses.customerId, cart.customerId)] : []),
    ...(email ? [eq(voucherUses.email, email)] : []),
  ];
  if (owner.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(voucherUses)
    .where(and(eq(voucherUses.voucherId, voucherId), or(...owner)));
  return row?.n ?? 0;
}

/** Everything the cart's answer and its rules are computed from. */
export async function loadCartContents(
  db: Db,
  cart: CartRow,
  language: Locale,
  purpose: 'view' | 'order' = 'view',
): Promise<CartContents> {
  const offers = cartOfferSql(cart);
  // A business has no right of withdrawal, and a guest's order is confirmed later.
  const termsNeeded =
    purpose === 'order' && cart.customerId !== null && cart.customerKind !== 'BUSINESS';
  const rows = await db
    .select({
      id: cartPositions.id,
      courseId: cartPositions.courseId,
      scheduleId: cartPositions.scheduleId,
      priceLevelId: cartPositions.priceLevelId,
      packageId: cartPositions.packageId,
      packageIncluded: cartPositions.packageIncluded,
      creditCustomerPackageId: cartPositions.creditCustomerPackageId,
      creditPackagePositionId: cartPositions.creditPackagePositionId,
      scopeId: cartPositions.scopeId,
      categoryId: cartPositions.categoryId,
      proofUploadId: cartPositions.proofUploadId,
      course: {
        name: courses.name,
        slug: courses.slug,
        category: courses.category,
        searchType: courses.searchType,
        courseType: courses.courseType,
        durationValue: courses.durationValue,
        vatCategory: courses.vatCategory,
        vatExemptionReason: courses.vatExemptionReason,
        proofRequired: courses.proofRequired,
      },
      schedule: {
        startDate: courseSchedules.startDate,
        endDate: courseSchedules.endDate,
        seats: courseSchedules.seats,
        booked: courseSchedules.booked,
        cancelledAt: courseSchedules.cancelledAt,
      },
      city: { id: cities.id, name: cities.name },
      levelPrice: priceLevels.priceCents,
      levelBookableUntil: priceLevels.bookableUntil,
      creditPackage: {
        name: packages.name,
        educationalType: packages.educationalType,
        creditValue: packages.creditValue,
        priceCents: packages.priceCents,
        vatCategory: packages.vatCategory,
        vatExemptionReason: packages.vatExemptionReason,
      },
      organizerId: organizers.id,
      organizerName: organizers.name,
      organizerEmail: organizers.email,
      voucher: vouchers,
      // The scopes of the course or package and the price levels of the date, with the position.
      scopeList: sql<ScopeRow[]>`coalesce(
        (select json_agg(json_build_object('id', s.id, 'nameDe', s.name_de, 'nameEn', s.name_en)
          order by s.id)
        from ${courseScopes} cs join ${scopes} s on s.id = cs.scope_id
        where cs.course_id = ${cartPositions.courseId}),
        (select json_agg(json_build_object('id', s.id, 'nameDe', s.name_de, 'nameEn', s.name_en)
          order by s.id)
        from ${packageScopes} ps join ${scopes} s on s.id = ps.scope_id
        where ps.package_id = ${cartPositions.packageId}),
        '[]'::json)`,
      levels: sql<LevelRow[]>`coalesce(
        (select json_agg(json_build_object('id', l.id, 'nameDe', l.name_de, 'nameEn', l.name_en,
          'priceCents', l.price_cents, 'bookableUntil', l.bookable_until)
          order by l.position, l.id)
        from ${priceLevels} l where l.schedule_id = ${cartPositions.scheduleId}),
        '[]'::json)`,
      // A seat a waiting-list offer holds for this cart is not taken for it.
      heldByOffer: offers.holdsSeatOf(cartPositions.scheduleId),
      accountEmail: offers.accountEmail,
      terms: termsNeeded ? contentPageSql('terms', language) : sql<null>`null`,
    })
    .from(cartPositions)
    .leftJoin(courses, eq(courses.id, cartPositions.courseId))
    .leftJoin(courseSchedules, eq(courseSchedules.id, cartPositions.scheduleId))
    .leftJoin(cities, eq(cities.id, courseSchedules.cityId))
    .leftJoin(priceLevels, eq(priceLevels.id, cartPositions.priceLevelId))
    .leftJoin(packages, eq(packages.id, cartPositions.packageId))
    .innerJoin(
      organizers,
      sql`${organizers.id} = coalesce(${courses.organizerId}, ${packages.organizerId})`,
    )
    // The cart's voucher (one per cart) comes with each position.
    .leftJoin(cartVouchers, eq(cartVouchers.cartId, cartPositions.cartId))
    .leftJoin(vouchers, eq(vouchers.id, cartVouchers.voucherId))
    .where(eq(cartPositions.cartId, cart.id))
    .orderBy(asc(cartPositions.seq));

  const held = new Set(
    rows.flatMap((row) => (row.scheduleId !== null && row.heldByOffer ? [row.scheduleId] : [])),
  );
  const lines = rows.map((row): CartLine => {
    const scopeList = row.scopeList.map((scope) => ({
      id: scope.id,
      name: localized(language, scope.nameDe, scope.nameEn),
    }));
    if (row.packageId !== null && row.creditPackage) {
      return {
        kind: 'package',
        id: row.id,
        packageId: row.packageId,
        ...row.creditPackage,
        organizerId: row.organizerId,
        organizerName: row.organizerName,
        organizerEmail: row.organizerEmail,
        scopeIds: scopeList.map((scope) => scope.id),
        scopes: scopeList,
      };
    }
    const { course, schedule, city } = row;
    if (!course || !schedule || row.courseId === null || row.scheduleId === null) {
      throw new Error(`Cart position ${row.id} is neither a course date nor a package`);
    }
    return {
      kind: 'course',
      id: row.id,
      courseId: row.courseId,
      scheduleId: row.scheduleId,
      priceLevelId: row.priceLevelId!,
      packageIncluded: row.packageIncluded,
      creditCustomerPackageId: row.creditCustomerPackageId,
      creditPackagePositionId: row.creditPackagePositionId,
      scopeId: row.scopeId,
      categoryId: row.categoryId,
      ...course,
      proofUploadId: row.proofUploadId,
      organizerId: row.organizerId,
      organizerName: row.organizerName,
      organizerEmail: row.organizerEmail,
      startDate: schedule.startDate,
      endDate: schedule.endDate,
      seats: schedule.seats,
      booked: schedule.booked - (held.has(row.scheduleId) ? 1 : 0),
      cancelled: schedule.cancelledAt !== null,
      city,
      priceCents: row.levelPrice ?? 0,
      levelBookableUntil: row.levelBookableUntil,
      scopeIds: scopeList.map((scope) => scope.id),
      scopes: scopeList,
      priceLevels: row.levels.map((level) => ({
        id: level.id,
        name: localized(language, level.nameDe, level.nameEn),
        priceValue: level.priceCents,
        bookableUntil: level.bookableUntil,
      })),
    };
  });

  // An order needs the owned packages only for the courses paid with credits.
  const ownedNeeded =
    purpose === 'view' || lines.some((line) => line.kind === 'course' && line.packageIncluded);
  const owned =
    cart.customerId && ownedNeeded
      ? await loadOwnedPackages(db, cart.customerId, cart.domain, language)
      : [];
  return {
    cart,
    lines,
    owned,
    voucher:
      rows.length === 0
        ? await loadCartVoucher(db, cart)
        : await voucherData(db, rows[0]!.voucher, cart),
    heldSchedules: held,
    offerAddresses: offerAddressesOf(cart.billingEmail, rows[0]?.accountEmail ?? null),
    ...(termsNeeded && rows.length > 0 ? { terms: rows[0]!.terms } : {}),
  };
}
