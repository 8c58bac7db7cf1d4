import { cartPaths } from '../cart/cart-paths.ts';

/** The steps of a checkout, in order (docs/routes-and-screens.md, cart check, from rule 3 on). */
const steps = ['customer', 'fileUpload', 'payment', 'summary'] as const;
export type CheckoutStep = (typeof steps)[number];

/** Where each step of a checkout is: the customer's under /order, the guest's under /guest-order. */
export type CheckoutPaths = Record<CheckoutStep, string>;

/** The customer checkout's steps. */
export const customerCheckoutPaths: CheckoutPaths = {
  customer: cartPaths.orderCustomer,
  fileUpload: cartPaths.orderFileUpload,
  payment: cartPaths.orderPayment,
  summary: cartPaths.orderSummary,
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
 * (skipped at a total of 0), then the summary. The customer's paths unless others are given.
 */
export function nextStepPath(
  from: CheckoutStep,
  shape: CheckoutShape,
  paths: CheckoutPaths = customerCheckoutPaths,
): string {
  const after = steps.slice(steps.indexOf(from) + 1);
  return paths[after.find((step) => applies(step, shape)) ?? 'summary'];
}

/** The completion page of a placed order. */
export const orderCompletePath = (orderId: string) => `/order/complete/${orderId}`;

/** The page the payment provider sends the customer back to (the server builds the same). */
export const paymentReturnPath = (orderId: string, paymentId: string) =>
  `/order/payment-return?orderId=${encodeURIComponent(orderId)}&paymentId=${encodeURIComponent(paymentId)}`;
