import { useIntl } from 'react-intl';
import { useValidateCartMutation, type CartValidationResponse } from '@kursmarkt/api';
import { clearGuestCart, guestCartSnapshot } from './guest-cart-store.ts';
import { guestVoucherCodes } from './guest-cart.ts';
import { rememberMergedCart, rememberNotAdded } from './merge-notice.ts';

/**
 * The cart validation of a signed-in customer (PUT /api/order/validate-cart): sends the guest's
 * cart (empty lists when there is none), makes the answer the customer's cart, deletes the local
 * cart, and remembers a merge in `rf-cart` until the customer has seen it.
 */
export function useCartValidation() {
  const intl = useIntl();
  const { trigger, ...rest } = useValidateCartMutation(intl.locale);
  const validate = async (): Promise<CartValidationResponse> => {
    const guest = guestCartSnapshot();
    const result = await trigger({
      positions: guest.positions,
      voucherCodes: guestVoucherCodes(guest),
    });
    if (result.merged) {
      rememberMergedCart(result.cart.id);
      rememberNotAdded(result.notAdded);
    }
    if (guest.positions.length > 0) clearGuestCart();
    return result;
  };
  return { validate, ...rest };
}
