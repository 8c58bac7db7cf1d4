/**
 * The value lists of orders (docs/booking.md, data), free of the schema library for browser code.
 */

/**
 * An order's state: PLACED (to be paid by invoice), AWAITING_PAYMENT (prepayment until its
 * deadline), PAID, CANCELLED, EXPIRED (a prepayment not paid in time, or a guest's hold not
 * confirmed in time: its seats are free again), HELD (a guest's order whose seats are held until
 * the guest confirms the e-mail address; no invoice and no mail but the confirmation link yet).
 */
export const orderStatuses = [
  'PLACED',
  'AWAITING_PAYMENT',
  'PAID',
  'CANCELLED',
  'EXPIRED',
  'HELD',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** A consumer asked to start a course within this many days gives the early-start consent. */
export const earlyStartConsentDays = 14;

/**
 * A guest's order takes at most this many seats: one per course date, as a cart holds each date
 * once; more are booked signed in.
 */
export const maxGuestOrderSeats = 5;

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
/** A prepayment order not yet paid gets a reminder this many days before its payment deadline. */
export const prepaymentReminderDays = 2;

/** Who changes an order's status: an operator of the seller, the customer, or the product itself. */
export const statusActorKinds = ['OPERATOR', 'CUSTOMER', 'SYSTEM'] as const;
export type StatusActorKind = (typeof statusActorKinds)[number];

/**
 * The order's state machine: for each status, the statuses that may follow it and who may make
 * that change. Anything else is refused (`STATUS_TRANSITION_NOT_ALLOWED`).
 * - An operator records a transfer's arrival: PLACED or AWAITING_PAYMENT → PAID (so does a
 *   payment provider's confirmation, as SYSTEM).
 * - An unpaid prepayment order expires after its deadline: AWAITING_PAYMENT → EXPIRED, by the
 *   expiry job only.
 * - A cancellation (by the customer, an operator, or the product for them) ends an order that is
 *   not over: → CANCELLED, with its cancellation invoice through the cancellation engine; it is
 *   not a bare status change.
 * - A guest confirms the address of a held order: HELD → PLACED, AWAITING_PAYMENT or PAID (the
 *   status the order would have had without the hold), as CUSTOMER; a hold not confirmed in time
 *   expires: HELD → EXPIRED, by the expiry job only.
 * - CANCELLED and EXPIRED are final: a payment arriving for an expired order is paid back.
 */
export const orderStatusTransitions: Readonly<
  Record<OrderStatus, Partial<Record<OrderStatus, readonly StatusActorKind[]>>>
> = {
  PLACED: { PAID: ['OPERATOR', 'SYSTEM'], CANCELLED: ['CUSTOMER', 'OPERATOR', 'SYSTEM'] },
  AWAITING_PAYMENT: {
    PAID: ['OPERATOR', 'SYSTEM'],
    EXPIRED: ['SYSTEM'],
    CANCELLED: ['CUSTOMER', 'OPERATOR', 'SYSTEM'],
  },
  PAID: { CANCELLED: ['CUSTOMER', 'OPERATOR', 'SYSTEM'] },
  CANCELLED: {},
  EXPIRED: {},
  HELD: {
    PLACED: ['CUSTOMER'],
    AWAITING_PAYMENT: ['CUSTOMER'],
    PAID: ['CUSTOMER'],
    EXPIRED: ['SYSTEM'],
  },
};

/** Whether `actor` may change an order from `from` to `to`. */
export const statusChangeAllowed = (from: OrderStatus, to: OrderStatus, actor: StatusActorKind) =>
  orderStatusTransitions[from][to]?.includes(actor) ?? false;

/** An order position's state: BOOKED (its seat, credits and voucher share taken), CANCELLED. */
export const orderPositionStatuses = ['BOOKED', 'CANCELLED'] as const;
export type OrderPositionStatus = (typeof orderPositionStatuses)[number];

/**
 * The order position's state machine: for each status, the statuses that may follow it. Anything
 * else is refused (`STATUS_TRANSITION_NOT_ALLOWED`).
 * - A cancellation of the position (by the customer, a withdrawal), or the end of its order
 *   (cancelled, expired), gives back what it took: BOOKED → CANCELLED.
 * - CANCELLED is final: a cancelled position is never booked again (a new order books it).
 */
export const orderPositionStatusTransitions: Readonly<
  Record<OrderPositionStatus, readonly OrderPositionStatus[]>
> = {
  BOOKED: ['CANCELLED'],
  CANCELLED: [],
};

/** Whether an order position may change from `from` to `to`. */
export const positionStatusChangeAllowed = (from: OrderPositionStatus, to: OrderPositionStatus) =>
  orderPositionStatusTransitions[from].includes(to);
