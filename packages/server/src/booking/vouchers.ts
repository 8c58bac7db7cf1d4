/**
 * Voucher rules (docs/booking.md, vouchers): whether a voucher applies to a cart and to which of its
 * course positions, in the order of the refusal codes; and finding a voucher by its code.
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import type { RejectedVoucher, VoucherRefusal } from '@kursmarkt/schemas';
import { vouchers, type Voucher } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Db } from '../db/client.ts';
import type { CourseLine } from './cart-data.ts';

/** A code as vouchers store it: trimmed, upper case. */
export const normalizeVoucherCode = (code: string) => code.trim().toUpperCase();

/** The voucher of this code that the domain offers (its own or one for every domain). */
export async function findVoucher(db: Db, code: string, domain: string) {
  const [voucher] = await db
    .select()
    .from(vouchers)
    .where(
      and(
        eq(vouchers.code, normalizeVoucherCode(code)),
        or(isNull(vouchers.domain), eq(vouchers.domain, domain)),
      ),
    );
  return voucher;
}

/** Whether a voucher's limits (organizers, scopes, course types; empty: any) let it discount a course. */
/** What a voucher's limits look at in a course. */
export type VoucherTarget = Pick<CourseLine, 'organizerId' | 'scopeIds' | 'courseType'>;

export function voucherFitsCourse(
  voucher: Pick<Voucher, 'organizerIds' | 'scopeIds' | 'courseTypes'>,
  course: VoucherTarget,
): boolean {
  return (
    (voucher.organizerIds.length === 0 || voucher.organizerIds.includes(course.organizerId)) &&
    (voucher.scopeIds.length === 0 ||
      voucher.scopeIds.some((scopeId) => course.scopeIds.includes(scopeId))) &&
    (voucher.courseTypes.length === 0 || voucher.courseTypes.includes(course.courseType))
  );
}

/**
 * Why a voucher does not apply to a cart on `today` (a German day), or null when it does:
 * before its first day, after its last, used up, used by this customer as often as one may, or
 * fitting none of the cart's courses.
 */
export function voucherRefusal(
  voucher: Voucher,
  context: { today: string; customerUses: number; courses: readonly VoucherTarget[] },
): VoucherRefusal | null {
  if (voucher.validFrom !== null && context.today < voucher.validFrom)
    return 'VOUCHER_NOT_YET_VALID';
  if (voucher.validUntil !== null && context.today > voucher.validUntil) return 'VOUCHER_EXPIRED';
  if (voucher.maxUses !== null && voucher.uses >= voucher.maxUses) return 'VOUCHER_USED_UP';
  if (voucher.maxUsesPerCustomer !== null && context.customerUses >= voucher.maxUsesPerCustomer) {
    return 'VOUCHER_ALREADY_USED';
  }
  if (!context.courses.some((course) => voucherFitsCourse(voucher, course))) {
    return 'VOUCHER_NOT_APPLICABLE';
  }
  return null;
}

/**
 * The refusal of an order or a guest checkout whose voucher does not apply (409 VOUCHER_NOT_VALID):
 * the code and its reason at the path `voucher`, so the buyer learns why instead of paying the full
 * price without a word.
 */
export const voucherNotValid = (rejected: RejectedVoucher) =>
  new AppError('VOUCHER_NOT_VALID', `The voucher ${rejected.code} does not apply.`, [
    { path: 'voucher', code: 'NOT_ALLOWED', message: rejected.reason },
  ]);
