/**
 * The cart's answer (docs/entities-and-states.md, Cart), computed from what cart-data.ts loads: prices from
 * the catalogue now, the voucher's discount per position, credits left, totals in cents, and what
 * the checkout will need (a proof, a payment).
 */
import {
  courseDetailPath,
  netOfGross,
  taxLinesOf,
  vatRateBasisPoints,
  voucherDiscounts,
  type Cart,
  type CartPosition,
  type RejectedVoucher,
} from '@kursmarkt/schemas';
import { levelBookable } from '../catalogue/queries.ts';
import type { CartContents, CourseLine } from './cart-data.ts';
import { creditViews } from './credits.ts';
import { voucherFitsCourse, voucherRefusal } from './vouchers.ts';

export interface CartViewOptions {
  /** Today in Germany: a date that ended before it is over. */
  today: string;
  /** A code just refused, which the answer reports instead of the stored voucher's state. */
  rejected?: RejectedVoucher | null;
  /**
   * The checkout's buyer is a business in another EU country with its VAT id (rules
   * `reverseChargeApplies`): its positions that are supplied where the buyer is (online courses,
   * self-study, packages: § 3a Abs. 2 UStG) cost their net amounts under reverse charge. A course
   * in a room is supplied where it takes place (§ 3a Abs. 3 Nr. 5 UStG) and keeps German VAT.
   */
  reverseCharge?: boolean;
}

/** A position's amounts and VAT: as the catalogue says, or its net amounts under reverse charge. */
function taxed(
  vatCategory: CartPosition['vatCategory'],
  vatExemptionReason: string | null,
  gross: { list: number; payable: number },
  reverseCharge: boolean,
) {
  const vatRate = vatRateBasisPoints[vatCategory];
  if (reverseCharge) {
    const payable = netOfGross(gross.payable, vatRate);
    return {
      priceValue: netOfGross(gross.list, vatRate),
      discountPriceValue: payable,
      netPriceValue: payable,
      vatCategory: 'REVERSE_CHARGE' as const,
      vatRate: 0,
      vatExemptionReason: null,
    };
  }
  return {
    priceValue: gross.list,
    discountPriceValue: gross.payable,
    netPriceValue: netOfGross(gross.payable, vatRate),
    vatCategory,
    vatRate,
    vatExemptionReason,
  };
}

/** The cart's answer. */
export function cartView(contents: CartContents, options: CartViewOptions): Cart {
  const { lines, owned, voucher } = contents;
  const courses = lines.filter((line): line is CourseLine => line.kind === 'course');
  const credits = creditViews(lines, owned, options.today);

  // The voucher: does it apply, and what does it take off which position?
  const discounts = new Map<string, number>();
  let cartVoucher: Cart['cartVoucher'] = null;
  let unusedVoucher: Cart['unusedVoucher'] = null;
  let rejectedVoucher: Cart['rejectedVoucher'] = null;
  if (voucher) {
    const { voucher: row, customerUses } = voucher;
    const refusal = voucherRefusal(row, { today: options.today, customerUses, courses });
    if (refusal) {
      rejectedVoucher = { code: row.code, reason: refusal };
    } else {
      const paidWithMoney = courses.filter(
        (course) => !course.packageIncluded && voucherFitsCourse(row, course),
      );
      const amounts = voucherDiscounts(
        { kind: row.kind, value: row.value },
        paidWithMoney.map((course) => course.priceCents),
      );
      paidWithMoney.forEach((course, index) => {
        if (amounts[index]! > 0) discounts.set(course.id, amounts[index]!);
      });
      const summary = {
        code: row.code,
        kind: row.kind,
        value: row.value,
        discountValue: amounts.reduce((sum, amount) => sum + amount, 0),
      };
      if (summary.discountValue > 0) cartVoucher = summary;
      else unusedVoucher = summary;
    }
  }
  if (options.rejected) rejectedVoucher = options.rejected;

  const positions = lines.map((line): CartPosition => {
    const credit = credits.get(line.id)!;
    if (line.kind === 'package') {
      return {
        id: line.id,
        courseId: null,
        packageId: line.packageId,
        pricelevelId: null,
        scheduleId: null,
        scopeId: null,
        scopeIds: line.scopeIds,
        categoryId: null,
        packageIncluded: false,
        durationValue: line.creditValue,
        type: line.educationalType,
        organizerId: line.organizerId,
        name: line.name,
        organizer: line.organizerName,
        courseType: null,
        scopes: line.scopes,
        ...taxed(
          line.vatCategory,
          line.vatExemptionReason,
          { list: line.priceCents, payable: line.priceCents },
          options.reverseCharge === true,
        ),
        remainingCredits: credit.remainingCredits,
        creditsAvailable: false,
        availableCredits: null,
        voucher: null,
        startDate: null,
        endDate: null,
        city: null,
        priceLevels: [],
        detailPath: null,
        proofRequired: false,
        problem: null,
      };
    }
    const discount = discounts.get(line.id) ?? 0;
    const payable = line.packageIncluded ? 0 : line.priceCents - discount;
    const problem =
      line.endDate < options.today
        ? 'SCHEDULE_ENDED'
        : line.cancelled
          ? 'SCHEDULE_CANCELLED'
          : line.booked >= line.seats
            ? 'SCHEDULE_FULL'
            : !levelBookable({ bookableUntil: line.levelBookableUntil }, options.today)
              ? 'PRICE_LEVEL_EXPIRED'
              : credit.exhausted
                ? 'CREDITS_EXHAUSTED'
                : null;
    return {
      id: line.id,
      courseId: line.courseId,
      packageId: null,
      pricelevelId: line.priceLevelId,
      scheduleId: line.scheduleId,
      scopeId: line.scopeId,
      scopeIds: line.scopeIds,
      categoryId: line.categoryId,
      packageIncluded: line.packageIncluded,
      durationValue: line.durationValue,
      type: line.searchType,
      organizerId: line.organizerId,
      name: line.name,
      organizer: line.organizerName,
      courseType: line.courseType,
      scopes: line.scopes,
      ...taxed(
        line.vatCategory,
        line.vatExemptionReason,
        { list: line.priceCents, payable },
        options.reverseCharge === true && line.courseType !== 'PRESENT',
      ),
      remainingCredits: credit.remainingCredits,
      creditsAvailable: credit.creditsAvailable,
      availableCredits: credit.availableCredits,
      voucher:
        discount > 0 && voucher
          ? {
              voucherCode: voucher.voucher.code,
              voucherValue: voucher.voucher.value,
              voucherValueType: voucher.voucher.kind,
            }
          : null,
      startDate: line.startDate,
      endDate: line.endDate,
      city: line.city,
      // The levels bookable today, and the chosen one whatever its deadline (its problem says so).
      priceLevels: line.priceLevels
        .filter((level) => level.id === line.priceLevelId || levelBookable(level, options.today))
        .map(({ id, name, priceValue }) => ({ id, name, priceValue })),
      detailPath: courseDetailPath({ ...line, id: line.courseId }),
      proofRequired: line.proofRequired,
      problem,
    };
  });

  const sumValue = positions.reduce((sum, position) => sum + position.discountPriceValue, 0);
  return {
    id: contents.cart.id,
    positions,
    cartVoucher,
    rejectedVoucher,
    unusedVoucher,
    voucherCodes: voucher ? [voucher.voucher.code] : [],
    sumValue,
    // The tax per rate is taken from the rate's gross sum (rules taxLinesOf), as on the invoice.
    netSumValue: taxLinesOf(
      positions.map((position) => ({ ...position, grossValue: position.discountPriceValue })),
    ).reduce((sum, line) => sum + line.netValue, 0),
    verificationStep: positions.some((position) => position.proofRequired),
    paymentStep: sumValue > 0,
  };
}
