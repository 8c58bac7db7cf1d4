/**
 * The cart's rules that the storefront (the guest's cart in browser storage) and the server (the
 * customer's cart, the merge at sign-in) both apply: docs/entities-and-states.md, states, and docs/booking.md.
 */
import type { SearchType } from './constants.ts';
import type { VoucherKind } from './cart-values.ts';

/** A position of the guest's cart as the browser keeps it (docs/entities-and-states.md, Cart position (local)). */
export interface LocalCartPosition {
  courseId?: number | null;
  packageId?: number | null;
  priceLevelId?: number | null;
  courseScheduleId?: number | null;
  scopeId?: number | null;
  categoryId?: number | null;
  packageIncluded?: boolean;
  /** What the browser knows of the course, for its own package rules; the server reads the catalogue. */
  course?: {
    id?: number;
    durationValue?: number;
    /** The course's search or course type. */
    type?: string;
    organizer?: { id?: number };
    professionalScopes?: { id?: number }[];
  } | null;
  /** A voucher entered in the guest's cart; the server enters its code into the customer's cart. */
  voucher?: {
    voucherCode?: string;
    voucherValue?: number;
    voucherValueType?: VoucherKind;
  } | null;
}

/**
 * The line of a cart a position fills: one per course date (`schedule:<id>`) and one per package
 * (`package:<id>`); null for a position that names neither.
 */
export function cartLineKey(position: {
  scheduleId?: number | null;
  packageId?: number | null;
}): string | null {
  if (position.scheduleId != null) return `schedule:${position.scheduleId}`;
  if (position.packageId != null) return `package:${position.packageId}`;
  return null;
}

/** The line of a local position (`courseScheduleId` there). */
export const localPositionKey = (position: LocalCartPosition) =>
  cartLineKey({ scheduleId: position.courseScheduleId, packageId: position.packageId });

/**
 * `positions` with `position` added (docs/entities-and-states.md, states): a course date already in the list keeps
 * its line and takes the new price level and package flag, and the scope and category the new
 * one names; a package already in the list stays as it is; anything else is appended. A position
 * that names neither a date nor a package is not added.
 */
export function addLocalPosition(
  positions: readonly LocalCartPosition[],
  position: LocalCartPosition,
): LocalCartPosition[] {
  const key = localPositionKey(position);
  if (key === null) return [...positions];
  const index = positions.findIndex((existing) => localPositionKey(existing) === key);
  if (index < 0) return [...positions, position];
  if (position.courseScheduleId == null) return [...positions];
  const existing = positions[index]!;
  const updated: LocalCartPosition = {
    ...existing,
    priceLevelId: position.priceLevelId,
    packageIncluded: position.packageIncluded ?? false,
    ...(position.scopeId !== undefined ? { scopeId: position.scopeId } : {}),
    ...(position.categoryId !== undefined ? { categoryId: position.categoryId } : {}),
  };
  return positions.map((entry, at) => (at === index ? updated : entry));
}

/** The positions as adding them one after another leaves them: one line per course date or package. */
export const collapseLocalPositions = (positions: readonly LocalCartPosition[]) =>
  positions.reduce<LocalCartPosition[]>(addLocalPosition, []);

/** What decides whether a credit package pays a course: its organizer, type and scopes. */
export interface CreditPackageScope {
  organizerId: number;
  /** The package's educational type, a search type. */
  educationalType: SearchType;
  scopeIds: readonly number[];
}

export interface CourseScope {
  organizerId: number;
  searchType: SearchType;
  scopeIds: readonly number[];
}

/**
 * Whether a credit package can pay a course (docs/booking.md, package credits): the same organizer,
 * the package's educational type equal to the course's search type, and a scope in common.
 */
export function packageFitsCourse(creditPackage: CreditPackageScope, course: CourseScope): boolean {
  return (
    creditPackage.organizerId === course.organizerId &&
    creditPackage.educationalType === course.searchType &&
    creditPackage.scopeIds.some((scopeId) => course.scopeIds.includes(scopeId))
  );
}

/** Years after the year of purchase whose end a package's credits last (§§ 195, 199 BGB). */
const packageValidityYears = 3;

/**
 * The last day (`YYYY-MM-DD`) a credit package bought on the German day `purchaseDay` pays
 * courses (docs/booking.md, package credits): 31 December of the third year after the purchase,
 * when the regular limitation period of the claim to the hours ends.
 */
export function packageExpiresOn(purchaseDay: string): string {
  return `${Number(purchaseDay.slice(0, 4)) + packageValidityYears}-12-31`;
}

/** Whether a package whose last day is `expiresOn` is expired on the German day `today`. */
export const packageExpired = (expiresOn: string, today: string): boolean => expiresOn < today;
