/**
 * The value lists of orders (BOOKING.md "Data"), free of the schema library for browser code.
 */

/**
 * An order's state: PLACED (to be paid by invoice), AWAITING_PAYMENT (prepayment until its
 * deadline), PAID, CANCELLED, EXPIRED (a prepayment not paid in time: its seats are free again).
 */
export const orderStatuses = [
  'PLACED',
  'AWAITING_PAYMENT',
  'PAID',
  'CANCELLED',
  'EXPIRED',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** A consumer asked to start a course within this many days gives the early-start consent. */
export const earlyStartConsentDays = 14;

/**
 * A provider payment's state (packages/server/src/payments): OPEN (the customer is to pay at the
 * provider), PROCESSING (a direct debit on its way), SUCCEEDED, FAILED, EXPIRED (the provider's
 * page was left unpaid). It only moves forward: a late event never takes a payment back.
 */
export const providerPaymentStates = [
  'OPEN',
  'PROCESSING',
  'SUCCEEDED',
  'FAILED',
  'EXPIRED',
] as const;
export type ProviderPaymentState = (typeof providerPaymentStates)[number];
