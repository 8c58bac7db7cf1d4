/**
 * A guest's cart from browser storage, priced by the server without being stored (docs/booking.md,
 * guests: a guest enters a voucher on the cart page, before the checkout exists). The
 * positions and codes go into a cart as the guest checkout's first call takes them
 * (`mergeGuestCart`), the cart's answer is read, and the transaction is rolled back: the rules of
 * adding and of vouchers keep one home, and nothing of the guest is kept (ADR 0025).
 */
import type { CartWithNotAdded, LocalCartPositionInput } from '@kursmarkt/schemas';
import type { Db } from '../db/client.ts';
import { carts } from '../db/schema.ts';
import { withRolledBackWork } from '../db/unit-of-work.ts';
import { loadCartContents } from './cart-data.ts';
import type { ChangeContext } from './cart-changes.ts';
import { cartView } from './cart-view.ts';
import { guestExpiryAfter, newGuestToken } from './guest-access.ts';
import { mergeGuestCart } from './merge.ts';

export async function priceGuestCart(
  db: Db,
  guest: { positions: LocalCartPositionInput[]; voucherCodes: string[] },
  context: ChangeContext & { domain: string; now: Date },
): Promise<CartWithNotAdded> {
  return withRolledBackWork(db, async (tx) => {
    const [cart] = await tx
      .insert(carts)
      .values({
        domain: context.domain,
        guestTokenHash: newGuestToken().hash,
        guestExpiresAt: guestExpiryAfter(context.now),
        language: context.language,
        createdAt: context.now,
        updatedAt: context.now,
      })
      .returning();
    const merged = await mergeGuestCart(tx, cart!, guest, context);
    const view = cartView(await loadCartContents(tx, cart!, context.language), {
      today: context.today,
      rejected: merged.rejected,
    });
    return { ...view, notAdded: merged.notAdded };
  });
}
