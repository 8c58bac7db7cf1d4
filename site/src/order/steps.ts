import { cartPaths } from '../cart/cart-paths.ts';

/** The steps of a checkout, in order (docs/routes-and-screens.md, cart check, from rule 3 on). */
const steps = ['customer', 'fileUpload', 'payment', 'summary'] as const;
export type CheckoutStep = (typeof steps)[number];

/** Where each step of a checkout is: the customer's under /order, the guest's under /guest-order. */
export type CheckoutPaths = Record<CheckoutStep, string>;

/** Who checks out, as the route says: the signed-in customer or a guest. */
export type CheckoutKind = 'customer' | 'guest';

/** The storefront paths of one checkout (docs/routes-and-screens.md, routes). */
export interface CheckoutRoutes {
  steps: CheckoutPaths;
  /** The completion page of a placed order. */
  completePath: (orderId: string) => string;
  /** The page the payment provider sends the buyer back to (the server builds the same). */
  paymentReturnPath: (orderId: string, paymentId: string) => string;
  /** Where a placed order is cancelled; a guest cancels through the mail's link only. */
  cancelPath?: (orderId: string) => string;
}

const returnQuery = (orderId: string, paymentId: string) =>
  `orderId=${encodeURIComponent(orderId)}&paymentId=${encodeURIComponent(paymentId)}`;

/** The customer's and the guest's checkout, the same steps under their own paths. */
export const checkoutRoutes: Record<CheckoutKind, CheckoutRoutes> = {
  customer: {
    steps: {
      customer: cartPaths.orderCustomer,
      fileUpload: cartPaths.orderFileUpload,
      payment: cartPaths.orderPayment,
      summary: cartPaths.orderSummary,
    },
    completePath: (orderId) => `/order/complete/${orderId}`,
    paymentReturnPath: (orderId, paymentId) =>
      `/order/payment-return?${returnQuery(orderId, paymentId)}`,
    cancelPath: (orderId) => `/order/${orderId}/cancel`,
  },
  guest: {
    steps: {
      customer: cartPaths.guestData,
      fileUpload: '/guest-order/file-upload',
      payment: '/guest-order/payment',
      summary: '/guest-order/summary',
    },
    completePath: (orderId) => `/guest-order/complete/${orderId}`,
    paymentReturnPath: (orderId, paymentId) =>
      `/guest-order/payment-return?${returnQuery(orderId, paymentId)}`,
  },
};

/** What decides which steps a checkout has: proofs to upload, something to pay. */
export interface CheckoutShape {
  verificationStep: boolean;
  paymentStep: boolean;
}

const applies = (step: CheckoutStep, shape: CheckoutShape) =>
  step === 'fileUpload' ? shape.verificationStep : step === 'payment' ? shape.paymentStep : true;

/** The steps a checkout of this shape goes through, in order. */
export const checkoutSteps = (shape: CheckoutShape): CheckoutStep[] =>
  steps.filter((step) => applies(step, shape));

/**
 * The path of the step after `from` (docs/routes-and-screens.md, cart check, from rule 3 on): the
 * proof upload when a course asks for a proof, the payment choice when something is to be paid
 * (skipped at a total of 0), then the summary, each under the checkout's `paths`.
 */
export function nextStepPath(
  from: CheckoutStep,
  shape: CheckoutShape,
  paths: CheckoutPaths,
): string {
  const after = steps.slice(steps.indexOf(from) + 1);
  return paths[after.find((step) => applies(step, shape)) ?? 'summary'];
}
