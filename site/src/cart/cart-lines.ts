/**
 * What the cart page shows of a position, the same for the customer's cart (the server's
 * positions) and the guest's (the local positions with the catalogue's course and package).
 */
import type { CartPosition, CourseDetail, CourseType, PackageSource } from '@kursmarkt/schemas';
import type { LocalCartPosition } from '@kursmarkt/schemas/rules';
import type { AnalyticsItem } from './analytics.ts';
import { packageFitsPosition, payingPackage, type LocalCreditPackage } from './guest-cart.ts';

type CartLineProblem =
  | 'SCHEDULE_ENDED'
  | 'SCHEDULE_FULL'
  | 'SCHEDULE_CANCELLED'
  | 'PRICE_LEVEL_EXPIRED'
  | 'CREDITS_EXHAUSTED'
  | 'GONE';

export interface CartLine {
  /** What removing or changing the line names: the server position's id, or the local line's key. */
  key: string;
  kind: 'course' | 'package';
  name: string;
  /** The course page; null for a package or a course that is gone. */
  detailPath: string | null;
  organizer: string;
  courseType: CourseType | null;
  startDate: string | null;
  endDate: string | null;
  city: string | null;
  priceLevels: { id: number; name: string; priceValue: number }[];
  priceLevelId: number | null;
  /** The list price, cents. */
  priceCents: number;
  /** What the line costs: less the voucher, 0 when paid with credits. */
  payCents: number;
  /** `payCents` without VAT; null where it is not known (the guest's cart). */
  netCents: number | null;
  packageIncluded: boolean;
  /** A package could pay this course with credits (or does). */
  creditsAvailable: boolean;
  /** Paid with money: the credits left in the package that would pay it; else null. */
  availableCredits: number | null;
  remainingCredits: number | null;
  problem: CartLineProblem | null;
  scopes: string[];
}

export function serverLine(position: CartPosition): CartLine {
  return {
    key: position.id,
    kind: position.packageId !== null && position.scheduleId === null ? 'package' : 'course',
    name: position.name,
    detailPath: position.detailPath,
    organizer: position.organizer,
    courseType: position.courseType,
    startDate: position.startDate,
    endDate: position.endDate,
    city: position.city?.name ?? null,
    priceLevels: position.priceLevels,
    priceLevelId: position.pricelevelId,
    priceCents: position.priceValue,
    payCents: position.discountPriceValue,
    netCents: position.netPriceValue,
    packageIncluded: position.packageIncluded,
    creditsAvailable: position.creditsAvailable,
    availableCredits: position.availableCredits,
    remainingCredits: position.remainingCredits,
    problem: position.problem,
    scopes: position.scopes.map((scope) => scope.name),
  };
}

/** A guest's course line; `course` is null when the catalogue has it no more. */
export function guestCourseLine(
  position: LocalCartPosition,
  key: string,
  course: CourseDetail | null,
  packages: readonly LocalCreditPackage[],
): CartLine {
  const schedule = course?.schedules.find((entry) => entry.id === position.courseScheduleId);
  const level = schedule?.priceLevels.find((entry) => entry.id === position.priceLevelId);
  const price = level?.priceValue ?? 0;
  const included = position.packageIncluded === true;
  const credits = packages.find((entry) => packageFitsPosition(entry, position));
  const payer = included ? null : payingPackage(packages, position);
  return {
    key,
    kind: 'course',
    name: course?.name ?? '',
    detailPath: course?.detailPath ?? null,
    organizer: course?.organizer.name ?? '',
    courseType: course?.courseType ?? null,
    startDate: schedule?.startDate ?? null,
    endDate: schedule?.endDate ?? null,
    city: schedule?.city?.name ?? null,
    priceLevels: schedule?.priceLevels ?? [],
    priceLevelId: position.priceLevelId ?? null,
    priceCents: price,
    payCents: included ? 0 : price,
    netCents: null,
    packageIncluded: included,
    creditsAvailable: included || payer !== null,
    availableCredits: payer?.remainingCredits ?? null,
    remainingCredits: included ? (credits?.remainingCredits ?? null) : null,
    problem: !schedule || !level ? 'GONE' : schedule.full ? 'SCHEDULE_FULL' : null,
    scopes: course?.scopes.map((scope) => scope.name) ?? [],
  };
}

export function guestPackageLine(
  key: string,
  source: PackageSource | null,
  remainingCredits: number | null,
): CartLine {
  return {
    key,
    kind: 'package',
    name: source?.name ?? '',
    detailPath: null,
    organizer: source?.organizer.name ?? '',
    courseType: null,
    startDate: null,
    endDate: null,
    city: null,
    priceLevels: [],
    priceLevelId: null,
    priceCents: source?.price ?? 0,
    payCents: source?.price ?? 0,
    netCents: null,
    packageIncluded: false,
    creditsAvailable: false,
    availableCredits: null,
    remainingCredits,
    problem: source ? null : 'GONE',
    scopes: [],
  };
}

/** The line as the analytics events describe it. */
export const analyticsItem = (line: CartLine, id: number): AnalyticsItem => ({
  id,
  name: line.name,
  organizer: line.organizer,
  priceCents: line.payCents,
  courseType: line.courseType,
  scopes: line.scopes,
});
