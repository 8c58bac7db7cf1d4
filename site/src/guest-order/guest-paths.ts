import { cartPaths } from '../cart/cart-paths.ts';
import type { CheckoutPaths } from '../order/steps.ts';

/** The guest checkout's steps (docs/routes-and-screens.md, routes), in the cart check's order. */
export const guestCheckoutPaths: CheckoutPaths = {
  customer: cartPaths.guestData,
  fileUpload: '/guest-order/file-upload',
  payment: '/guest-order/payment',
  summary: '/guest-order/summary',
};

/** The completion page of the guest's placed order. */
export const guestCompletePath = (orderId: string) => `/guest-order/complete/${orderId}`;

/** The page the payment provider sends the guest back to (the server builds the same). */
export const guestPaymentReturnPath = (orderId: string, paymentId: string) =>
  `/guest-order/payment-return?orderId=${encodeURIComponent(orderId)}&paymentId=${encodeURIComponent(paymentId)}`;
