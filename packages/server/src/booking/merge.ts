/**
 * The cart validation at sign-in (docs/booking.md, calls: PUT /api/order/validate-cart): the guest's
 * cart from browser storage is merged into the customer's, in the caller's transaction. A date
 * already in the customer's cart takes the guest's price level and package flag; nothing is
 * lost: every guest line ends up in the cart or in `notAdded` with its reason, and a line whose
 * credits or scope choice no longer hold is kept, paid with money or without the choice.
 */
import {
  collapseLocalPositions,
  type CartPositionInput,
  type LocalCartPositionInput,
  type NotAdded,
  type RejectedVoucher,
} from '@kursmarkt/schemas';
import type { Transaction } from '../db/client.ts';
import type { CartRow } from './cart-data.ts';
import { addPosition, enterVoucher, type ChangeContext } from './cart-changes.ts';

/** A local position as a position to add: a course date when it names one, else its package. */
function inputOf(position: LocalCartPositionInput): CartPositionInput {
  if (position.courseScheduleId == null) return { packageId: position.packageId! };
  return {
    courseId: position.courseId!,
    scheduleId: position.courseScheduleId,
    priceLevelId: position.priceLevelId!,
    packageIncluded: position.packageIncluded ?? false,
    ...(position.scopeId !== undefined ? { scopeId: position.scopeId } : {}),
    ...(position.categoryId !== undefined ? { categoryId: position.categoryId } : {}),
  };
}

export interface MergeResult {
  notAdded: NotAdded[];
  /** The last code that did not apply. */
  rejected: RejectedVoucher | null;
}

export async function mergeGuestCart(
  tx: Transaction,
  cart: CartRow,
  guest: { positions: LocalCartPositionInput[]; voucherCodes: string[] },
  context: ChangeContext & { domain: string },
): Promise<MergeResult> {
  const lines = collapseLocalPositions(guest.positions).map(inputOf);
  // Packages first, so that the guest's courses paid with their credits find them.
  const ordered = [
    ...lines.filter((line) => line.packageId !== undefined),
    ...lines.filter((line) => line.packageId === undefined),
  ];
  const notAdded: NotAdded[] = [];
  for (const line of ordered) {
    let input = line;
    let refusal = await addPosition(tx, cart, input, context);
    if (refusal === 'SCOPE_NOT_OF_COURSE') {
      input = { ...input, scopeId: undefined, categoryId: undefined };
      refusal = await addPosition(tx, cart, input, context);
    }
    if (refusal === 'NO_FITTING_PACKAGE') {
      refusal = await addPosition(tx, cart, { ...input, packageIncluded: false }, context);
    }
    if (refusal) {
      notAdded.push({
        scheduleId: input.scheduleId ?? null,
        packageId: input.packageId ?? null,
        code: refusal,
      });
    }
  }
  const codes = new Set([
    ...guest.voucherCodes,
    ...guest.positions.flatMap((position) =>
      position.voucher?.voucherCode ? [position.voucher.voucherCode] : [],
    ),
  ]);
  let rejected: RejectedVoucher | null = null;
  for (const code of codes) {
    rejected = (await enterVoucher(tx, cart, code, context)) ?? rejected;
  }
  return { notAdded, rejected };
}
