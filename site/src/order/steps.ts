import { cartPaths } from '../cart/cart-paths.ts';

/** The steps of the customer checkout, in order, with their paths. */
const steps = [
  { step: 'customer', path: cartPaths.orderCustomer },
  { step: 'fileUpload', path: cartPaths.orderFileUpload },
  { step: 'payment', path: cartPaths.orderPayment },
  { step: 'summary', path: cartPaths.orderSummary },
] as const;
export type CheckoutStep = (typeof steps)[number]['step'];

/** What decides which steps a checkout has: proofs to upload, something to pay. */
export interface CheckoutShape {
  verificationStep: boolean;
  paymentStep: boolean;
}

const applies = (step: CheckoutStep, shape: CheckoutShape) =>
  step === 'fileUpload' ? shape.verificationStep : step === 'payment' ? shape.paymentStep : true;

/**
 * The path of the step after `from` (SPEC.md section 2, cart check routing, from rule 3 on): the
 * proof upload when a course asks for a proof, the payment choice when something is to be paid
 * (skipped at a total of 0), then the summary.
 */
export function nextStepPath(from: CheckoutStep, shape: CheckoutShape): string {
  const after = steps.slice(steps.findIndex((entry) => entry.step === from) + 1);
  return (after.find((entry) => applies(entry.step, shape)) ?? steps[3]).path;
}

/** The completion page of a placed order. */
export const orderCompletePath = (orderId: string) => `/order/complete/${orderId}`;

/** The page the payment provider sends the customer back to (the server builds the same). */
export const paymentReturnPath = (orderId: string, paymentId: string) =>
  `/order/payment-return?orderId=${encodeURIComponent(orderId)}&paymentId=${encodeURIComponent(paymentId)}`;
