/**
 * Package credits in a cart (docs/booking.md, package credits): which package pays a course, and
 * what each package has left. A course paid with credits names its source, a package the
 * customer owns or a package position of the same cart; the credits a cart uses are taken from
 * the ledger only when it is ordered, so here they are worked out from the positions. Hours are
 * counted in hundredths, so that 2.5 + 0.1 stays exact.
 */
import {
  germanToday,
  packageExpired,
  packageExpiresOn,
  packageFitsCourse,
} from '@kursmarkt/schemas';
import type { CartLine, CourseLine, OwnedPackage, PackageLine } from './cart-data.ts';

const hundredths = (hours: number) => Math.round(hours * 100);
const hours = (value: number) => value / 100;

/** What decides which package can pay a course: the course and its hours. */
export type CreditNeed = Pick<
  CourseLine,
  'id' | 'organizerId' | 'searchType' | 'scopeIds' | 'durationValue'
>;

/** What pays a course with credits: a package the customer owns, or one in the cart. */
export type CreditSource =
  { kind: 'owned'; customerPackageId: string } | { kind: 'position'; packagePositionId: string };

const sourceKeyOf = (line: CourseLine) =>
  line.creditCustomerPackageId !== null
    ? `owned:${line.creditCustomerPackageId}`
    : line.creditPackagePositionId !== null
      ? `position:${line.creditPackagePositionId}`
      : null;

interface Source {
  key: string;
  source: CreditSource;
  fit: {
    organizerId: number;
    educationalType: OwnedPackage['educationalType'];
    scopeIds: number[];
  };
  /** Hundredths of an hour the source holds before the cart's courses. */
  credits: number;
}

function sourcesOf(lines: readonly CartLine[], owned: readonly OwnedPackage[]): Source[] {
  return [
    ...owned.map((pkg) => ({
      key: `owned:${pkg.id}`,
      source: { kind: 'owned' as const, customerPackageId: pkg.id },
      fit: pkg,
      credits: hundredths(pkg.remainingCredits),
    })),
    ...lines
      .filter((line): line is PackageLine => line.kind === 'package')
      .map((line) => ({
        key: `position:${line.id}`,
        source: { kind: 'position' as const, packagePositionId: line.id },
        fit: line,
        credits: hundredths(line.creditValue),
      })),
  ];
}

const fits = (source: Source, course: CreditNeed) =>
  packageFitsCourse(source.fit, {
    organizerId: course.organizerId,
    searchType: course.searchType,
    scopeIds: course.scopeIds,
  });

/** The credits (hundredths) each source has left after the cart's courses it pays. */
function usedBySource(lines: readonly CartLine[], except: ReadonlySet<string>) {
  const used = new Map<string, number>();
  for (const line of lines) {
    if (line.kind !== 'course' || !line.packageIncluded || except.has(line.id)) continue;
    const key = sourceKeyOf(line);
    if (key) used.set(key, (used.get(key) ?? 0) + hundredths(line.durationValue));
  }
  return used;
}

/**
 * The source that pays `course` with credits: the first that fits it and has its hours free
 * after the cart's other courses, the customer's own packages (oldest first) before the cart's;
 * null when none does. Lines in `except` (the course itself when it changes, courses whose
 * package is being removed) and sources in `without` do not count.
 */
export function chooseCreditSource(
  course: CreditNeed,
  lines: readonly CartLine[],
  owned: readonly OwnedPackage[],
  options: { except?: ReadonlySet<string>; without?: ReadonlySet<string> } = {},
): CreditSource | null {
  const used = usedBySource(lines, new Set([course.id, ...(options.except ?? [])]));
  const needed = hundredths(course.durationValue);
  for (const source of sourcesOf(lines, owned)) {
    if (options.without?.has(source.key) || !fits(source, course)) continue;
    if (source.credits - (used.get(source.key) ?? 0) >= needed) return source.source;
  }
  return null;
}

/** The owned packages that still pay new courses on the German day `today` (not expired). */
export const unexpiredPackages = (owned: readonly OwnedPackage[], today: string) =>
  owned.filter((pkg) => !packageExpired(packageExpiresOn(germanToday(pkg.purchasedAt)), today));

/** What the cart's answer shows of credits, per position id. */
export interface CreditView {
  /** Credits left after the position (null for a course paid with money). */
  remainingCredits: number | null;
  /** Some package could pay it with credits, or does. */
  creditsAvailable: boolean;
  /** A course paid with money: the credits left in the package that would pay it; else null. */
  availableCredits: number | null;
  /** Paid with credits, but its package has too few left (the ledger changed since). */
  exhausted: boolean;
}

/**
 * Credits left after each position, in the order of the cart, and what could pay what: a
 * course paid with money only from a package not expired on the German day `today`.
 */
export function creditViews(
  lines: readonly CartLine[],
  owned: readonly OwnedPackage[],
  today: string,
): Map<string, CreditView> {
  const sources = sourcesOf(lines, owned);
  const usable = new Set(unexpiredPackages(owned, today).map((pkg) => `owned:${pkg.id}`));
  const byKey = new Map(sources.map((source) => [source.key, source]));
  const total = usedBySource(lines, new Set());
  const running = new Map<string, number>();
  const views = new Map<string, CreditView>();
  for (const line of lines) {
    if (line.kind === 'package') {
      const key = `position:${line.id}`;
      const left = hundredths(line.creditValue) - (total.get(key) ?? 0);
      views.set(line.id, {
        remainingCredits: hours(left),
        creditsAvailable: false,
        availableCredits: null,
        exhausted: false,
      });
      continue;
    }
    const key = sourceKeyOf(line);
    if (line.packageIncluded && key) {
      const spent = (running.get(key) ?? 0) + hundredths(line.durationValue);
      running.set(key, spent);
      const left = (byKey.get(key)?.credits ?? 0) - spent;
      views.set(line.id, {
        remainingCredits: hours(left),
        creditsAvailable: true,
        availableCredits: null,
        exhausted: left < 0,
      });
      continue;
    }
    const needed = hundredths(line.durationValue);
    const payer = sources.find(
      (source) =>
        (source.source.kind === 'position' || usable.has(source.key)) &&
        fits(source, line) &&
        source.credits - (total.get(source.key) ?? 0) >= needed,
    );
    views.set(line.id, {
      remainingCredits: null,
      creditsAvailable: payer !== undefined,
      availableCredits: payer ? hours(payer.credits - (total.get(payer.key) ?? 0)) : null,
      exhausted: false,
    });
  }
  return views;
}
