/**
 * The guest's cart in browser storage (docs/entities-and-states.md, states; docs/rules.md, limits): `cart` holds the positions
 * as the spec's "Cart position (local)", `cp` the credit packages the guest could pay with (the
 * packages in the cart; a guest owns none). Read without the schema library, which stays out of
 * the browser bundle: an entry that is not what it should be is dropped, never a crash.
 */
import {
  addLocalPosition,
  collapseLocalPositions,
  localPositionKey,
  packageFitsCourse,
  searchTypes,
  type LocalCartPosition,
  type SearchType,
} from '@kursmarkt/schemas/rules';
import { cartStorageKey } from './cart-presence.ts';

export const creditPackagesStorageKey = 'cp';

/** A credit package of the guest's cart (docs/entities-and-states.md, Credit package (local)). */
export interface LocalCreditPackage {
  packageId: number;
  /** The package's educational type (a search type). */
  type: SearchType;
  organizerId: number;
  scopeIds: number[];
  /** Hours left after the courses of the cart it pays. */
  remainingCredits: number;
  /** The hours the package holds (an addition to the spec's fields, to work the rest out from). */
  creditValue: number;
  /** The package is a position of the cart (always, for a guest). */
  cartPosition: boolean;
}

export interface GuestCart {
  positions: LocalCartPosition[];
  packages: LocalCreditPackage[];
}

type Entry = Record<string, unknown>;

const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;
const optionalId = (value: unknown) => value === undefined || value === null || isId(value);
const isHours = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

const readCourse = (value: unknown): LocalCartPosition['course'] => {
  if (!isEntry(value)) return undefined;
  const organizer =
    isEntry(value.organizer) && isId(value.organizer.id) ? value.organizer.id : null;
  return {
    ...(isId(value.id) ? { id: value.id } : {}),
    ...(isHours(value.durationValue) ? { durationValue: value.durationValue } : {}),
    ...(typeof value.type === 'string' ? { type: value.type } : {}),
    ...(organizer === null ? {} : { organizer: { id: organizer } }),
    professionalScopes: Array.isArray(value.professionalScopes)
      ? value.professionalScopes.flatMap((scope: unknown) =>
          isEntry(scope) && isId(scope.id) ? [{ id: scope.id }] : [],
        )
      : [],
  };
};

const readVoucher = (value: unknown): LocalCartPosition['voucher'] =>
  isEntry(value) &&
  typeof value.voucherCode === 'string' &&
  /^[A-Za-z0-9_-]{1,40}$/.test(value.voucherCode)
    ? { voucherCode: value.voucherCode }
    : undefined;

/** One stored position, or null when it is damaged: ids not positive integers, or neither a date nor a package. */
const readPosition = (value: unknown): LocalCartPosition | null => {
  if (!isEntry(value)) return null;
  const keys = [
    'courseId',
    'packageId',
    'priceLevelId',
    'courseScheduleId',
    'scopeId',
    'categoryId',
  ];
  if (!keys.every((key) => optionalId(value[key]))) return null;
  const position: LocalCartPosition = {};
  for (const key of keys) {
    if (isId(value[key])) (position as Entry)[key] = value[key];
  }
  const isCourse =
    position.courseId != null && position.courseScheduleId != null && position.priceLevelId != null;
  const isPackage = position.courseScheduleId == null && position.packageId != null;
  if (!isCourse && !isPackage) return null;
  if (isPackage) return { packageId: position.packageId };
  position.packageIncluded = value.packageIncluded === true;
  const course = readCourse(value.course);
  if (course) position.course = course;
  const voucher = readVoucher(value.voucher);
  if (voucher) position.voucher = voucher;
  return position;
};

const readCreditPackage = (value: unknown): LocalCreditPackage | null => {
  if (!isEntry(value)) return null;
  const { packageId, type, organizerId, scopeIds, remainingCredits, creditValue } = value;
  if (!isId(packageId) || !isId(organizerId)) return null;
  if (!isHours(remainingCredits) || !isHours(creditValue)) return null;
  if (typeof type !== 'string' || !(searchTypes as readonly string[]).includes(type)) return null;
  if (!Array.isArray(scopeIds) || !scopeIds.every(isId)) return null;
  return {
    packageId,
    type: type as SearchType,
    organizerId,
    scopeIds: [...scopeIds],
    remainingCredits,
    creditValue,
    cartPosition: value.cartPosition !== false,
  };
};

const readList = (text: string | null): unknown[] => {
  if (text === null) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
};

/**
 * The stored cart: damaged entries dropped, one line per date or package, and only packages
 * that are positions of the cart.
 */
export function readGuestCart(storage: Pick<Storage, 'getItem'>): GuestCart {
  const positions = collapseLocalPositions(
    readList(storage.getItem(cartStorageKey)).flatMap((entry) => readPosition(entry) ?? []),
  );
  const inCart = new Set(positions.map((position) => position.packageId ?? null));
  const seen = new Set<number>();
  const packages = readList(storage.getItem(creditPackagesStorageKey)).flatMap((entry) => {
    const creditPackage = readCreditPackage(entry);
    if (!creditPackage || seen.has(creditPackage.packageId)) return [];
    if (!inCart.has(creditPackage.packageId)) return [];
    seen.add(creditPackage.packageId);
    return [creditPackage];
  });
  return allocateCredits(positions, packages);
}

export function writeGuestCart(storage: Pick<Storage, 'setItem' | 'removeItem'>, cart: GuestCart) {
  if (cart.positions.length === 0) {
    storage.removeItem(cartStorageKey);
    storage.removeItem(creditPackagesStorageKey);
    return;
  }
  storage.setItem(cartStorageKey, JSON.stringify(cart.positions));
  storage.setItem(creditPackagesStorageKey, JSON.stringify(cart.packages));
}

/** What a course needs of a package to be paid by it, from the local position's course. */
const courseScope = (position: LocalCartPosition) => ({
  organizerId: position.course?.organizer?.id ?? 0,
  searchType: position.course?.type as SearchType,
  scopeIds: (position.course?.professionalScopes ?? []).flatMap((scope) => scope.id ?? []),
});

const hoursOf = (position: LocalCartPosition) => position.course?.durationValue ?? 0;

/** Whether a package of the cart can pay the course of `position` (its hours aside). */
export const packageFitsPosition = (
  creditPackage: LocalCreditPackage,
  position: LocalCartPosition,
) =>
  packageFitsCourse(
    {
      organizerId: creditPackage.organizerId,
      educationalType: creditPackage.type,
      scopeIds: creditPackage.scopeIds,
    },
    courseScope(position),
  );

/** The first package that fits the course and still has its hours, or null. */
export const payingPackage = (
  packages: readonly LocalCreditPackage[],
  position: LocalCartPosition,
) =>
  packages.find(
    (creditPackage) =>
      packageFitsPosition(creditPackage, position) &&
      creditPackage.remainingCredits >= hoursOf(position),
  ) ?? null;

/**
 * The credits as the cart's courses use them, in the order they were added: each course to be
 * paid with credits takes its hours from the first package that fits and still has them; one
 * that finds none is paid with money. Worked out again on every change, so a package's credits
 * are always its hours less what its courses take, and removing either gives them back.
 */
function allocateCredits(
  positions: LocalCartPosition[],
  packages: LocalCreditPackage[],
): GuestCart {
  let left = packages.map((entry) => ({ ...entry, remainingCredits: entry.creditValue }));
  const paid = positions.map((position) => {
    if (!position.packageIncluded) return position;
    const source = payingPackage(left, position);
    if (!source) return { ...position, packageIncluded: false };
    left = left.map((entry) =>
      entry === source
        ? { ...entry, remainingCredits: entry.remainingCredits - hoursOf(position) }
        : entry,
    );
    return position;
  });
  return { positions: paid, packages: left };
}

/**
 * The cart with `position` added (docs/entities-and-states.md, states): a date already in the cart takes the new
 * price level and package flag, a package is added once and joins `cp` with its credits
 * (`creditPackage`). A course to be paid with credits takes them from the first package that
 * fits and has them; without one it is paid with money.
 */
export function addToGuestCart(
  cart: GuestCart,
  position: LocalCartPosition,
  creditPackage?: Omit<LocalCreditPackage, 'cartPosition' | 'remainingCredits'>,
): GuestCart {
  const key = localPositionKey(position);
  if (key === null) return cart;
  if (position.courseScheduleId == null) {
    if (cart.positions.some((entry) => localPositionKey(entry) === key) || !creditPackage) {
      return cart;
    }
    return allocateCredits(addLocalPosition(cart.positions, { packageId: position.packageId }), [
      ...cart.packages,
      { ...creditPackage, remainingCredits: creditPackage.creditValue, cartPosition: true },
    ]);
  }
  const added = { ...position, packageIncluded: position.packageIncluded === true };
  const positions = addLocalPosition(cart.positions, added).map((entry) =>
    localPositionKey(entry) === key && added.course && !entry.course
      ? { ...entry, course: added.course }
      : entry,
  );
  return allocateCredits(positions, cart.packages);
}

/**
 * The cart without the line `key` (`schedule:<id>` or `package:<id>`): a course's credits come
 * back to its package; a package leaves `cp`, and the courses it paid are paid by another
 * package with credits left or with money.
 */
export function removeFromGuestCart(cart: GuestCart, key: string): GuestCart {
  const removed = cart.positions.find((entry) => localPositionKey(entry) === key);
  if (!removed) return cart;
  return allocateCredits(
    cart.positions.filter((entry) => entry !== removed),
    cart.packages.filter(
      (entry) => removed.courseScheduleId != null || entry.packageId !== removed.packageId,
    ),
  );
}

/** The voucher code the guest entered, kept on each course position for the merge or the checkout. */
export const guestVoucherCodes = (cart: GuestCart) => [
  ...new Set(cart.positions.flatMap((entry) => entry.voucher?.voucherCode ?? [])),
];

/** What the server prices of the cart: its positions and the codes entered. */
export const guestPriceInput = (cart: GuestCart) => ({
  positions: cart.positions,
  voucherCodes: guestVoucherCodes(cart),
});

/** The cart with `code` as its one voucher (null removes it). */
export const withGuestVoucher = (cart: GuestCart, code: string | null): GuestCart => ({
  ...cart,
  positions: cart.positions.map((entry) => {
    if (entry.courseScheduleId == null) return entry;
    const { voucher: _old, ...rest } = entry;
    return code === null ? rest : { ...rest, voucher: { voucherCode: code.toUpperCase() } };
  }),
});
