/**
 * The storefront paths of booking (docs/routes-and-screens.md): the cart, the cart check and the steps of
 * the customer and guest checkout that the cart and the cart check lead to.
 */
export const cartPaths = {
  cart: '/warenkorb',
  /** The cart after the guest's cart was merged into the customer's at sign-in. */
  mergedCart: '/warenkorb?merged=true',
  cartCheck: '/cart-check',
  orderCustomer: '/order/customer',
  orderFileUpload: '/order/file-upload',
  orderPayment: '/order/payment',
  orderSummary: '/order/summary',
  guestData: '/guest-order/guest',
} as const;

/** The paths where the header does not validate the cart after sign-in (docs/api.md). */
const noValidationPaths = ['/check', '/customer-dashboard', '/order', '/guest-order'];

/** Whether the header validates the customer's cart on `pathname`. */
export const validatesCartOn = (pathname: string) =>
  !noValidationPaths.some((path) => pathname.includes(path));

/** What the cart check routes by: the cart validation's answer. */
export interface CartCheckResult {
  cartEmpty: boolean;
  merged: boolean;
  validCustomerStatus: boolean;
  taxNumberRequired: boolean;
  cart: { verificationStep: boolean; paymentStep: boolean };
}

/**
 * Where the cart check sends the customer (docs/routes-and-screens.md, cart check, in order): an
 * empty cart to the main domain or the start page, a merged cart back to the cart, incomplete
 * billing data (or a VAT id required) to the customer data step, then the proof upload, the
 * payment selection, the summary.
 */
export function cartCheckTarget(result: CartCheckResult, home: string): string {
  if (result.cartEmpty) return home;
  if (result.merged) return cartPaths.mergedCart;
  if (!result.validCustomerStatus || result.taxNumberRequired) return cartPaths.orderCustomer;
  if (result.cart.verificationStep) return cartPaths.orderFileUpload;
  if (result.cart.paymentStep) return cartPaths.orderPayment;
  return cartPaths.orderSummary;
}

/** A page of a checkout, the customer's or the guest's, from the cart check to the completion. */
export const isCheckoutPath = (pathname: string) =>
  pathname === cartPaths.cartCheck || /^\/(order|guest-order)\//.test(pathname);
