import { z } from 'zod';
import { orderStatuses } from '../rules/order-values.ts';
import { waitingListOfferStatuses } from '../rules/waiting-list-values.ts';
import { endpoint } from './common.ts';
import { afterOrderRoutes as routes } from './routes-after-order.ts';

/** Money: whole cents (EUR), including VAT. */
const cents = z.number().int().nonnegative();
/** A link's token: 32 random bytes, base64url. */
const linkToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the token of the link');
const languageQuery = z.strictObject({ language: z.string().max(10).optional() });

/**
 * Why a position cannot be cancelled: it is cancelled already, its course has begun, or it is a
 * credit package (its credits are not given back).
 */
export const notCancellableReasons = ['CANCELLED', 'STARTED', 'PACKAGE'] as const;

/** One position of an order as a cancellation would treat it today. */
export const cancellationQuotePositionSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  organizer: z.string(),
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
  paidValue: cents,
  /** Null when it can be cancelled. */
  notCancellable: z.enum(notCancellableReasons).nullable(),
  /** The organizer's fee if it were cancelled today (0 while free). */
  feeValue: cents,
  /** The last day it is cancelled free of charge; null when it has no start date. */
  freeUntil: z.iso.date().nullable(),
});

/** What cancelling the order's positions would cost today, under the organizers' terms. */
export const cancellationQuoteSchema = z.strictObject({
  orderId: z.uuid(),
  orderNumber: z.string(),
  status: z.enum(orderStatuses),
  /** Paid already: the amount less the fee goes back. */
  paid: z.boolean(),
  /**
   * A consumer's order within its withdrawal period: the period's last day, until which a
   * withdrawal is free of charge (POST /api/withdrawal); null for a business and after it.
   */
  withdrawalUntil: z.iso.date().nullable(),
  positions: z.array(cancellationQuotePositionSchema),
});
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

/** Which positions to cancel; none named: every position that can be. */
export const cancellationInputSchema = z.strictObject({
  positionIds: z.array(z.uuid()).min(1).max(50).optional(),
});

/** A cancellation as done: its cancellation invoice, the fee's invoice, and the refund due. */
export const cancellationSchema = z.strictObject({
  id: z.uuid(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  /** The order's status afterwards: CANCELLED when no position is left. */
  orderStatus: z.enum(orderStatuses),
  positionIds: z.array(z.uuid()),
  /** The cancellation invoice (Stornorechnung) crediting the positions. */
  invoiceNumber: z.string(),
  /** The invoice of the cancellation fee; null when it was free. */
  feeInvoiceNumber: z.string().nullable(),
  creditedValue: cents,
  feeValue: cents,
  /** What is paid back: the amount paid less the fee; 0 for an order not paid yet. */
  refundValue: cents,
});
export type Cancellation = z.infer<typeof cancellationSchema>;

/** The cancellation link of an order's mail: the order and the link's token. */
export const cancellationLinkSchema = z.strictObject({ orderId: z.uuid(), token: linkToken });
export type CancellationLink = z.infer<typeof cancellationLinkSchema>;

/** A withdrawal: the order number and the e-mail address the order was placed with. */
export const withdrawalInputSchema = z.strictObject({
  orderNumber: z.string().trim().min(1, 'is required').max(40),
  email: z.email({ message: 'must be an e-mail address' }).max(254),
});
export type WithdrawalInput = z.infer<typeof withdrawalInputSchema>;

/**
 * The answer to every withdrawal, whether the data matched an order or not: a mail confirms
 * the receipt when they did.
 */
export const withdrawalReceiptSchema = z.strictObject({ received: z.literal(true) });

/** A waiting-list link: its token. */
export const waitingListTokenSchema = z.strictObject({ token: linkToken });

/** A waiting-list offer: the date held for the address until `expiresAt`. */
export const waitingListOfferSchema = z.strictObject({
  status: z.enum(waitingListOfferStatuses),
  courseId: z.number().int(),
  scheduleId: z.number().int(),
  courseName: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  expiresAt: z.iso.datetime({ offset: true }),
  /** The address the seat is held for: the order placed with it takes the seat. */
  email: z.string(),
  priceLevels: z.array(
    z.strictObject({ id: z.number().int(), name: z.string(), priceValue: cents }),
  ),
});
export type WaitingListOffer = z.infer<typeof waitingListOfferSchema>;

const idParams = z.strictObject({ id: z.uuid() });

/** The after-order endpoints: each route of routes-after-order.ts with its schemas. */
export const afterOrderEndpoints = {
  getOrderCancellation: endpoint({
    ...routes.getOrderCancellation,
    summary:
      "What cancelling the customer's order would cost today: each position's fee under its organizer's terms, or why it cannot be cancelled",
    params: idParams,
    response: cancellationQuoteSchema,
  }),
  postOrderCancellation: endpoint({
    ...routes.postOrderCancellation,
    summary:
      'Cancels positions of the order (all that can be when none are named) in one transaction: seats free, credits back, a cancellation invoice, the fee invoiced, a mail; 409 NOT_CANCELLABLE naming the position otherwise',
    params: idParams,
    body: cancellationInputSchema,
    bodyLimit: 4 * 1024,
    status: 201,
    response: cancellationSchema,
  }),
  postCancellationLinkQuote: endpoint({
    ...routes.postCancellationLinkQuote,
    summary: "The cancellation quote of the order of the mail's cancellation link; 404 otherwise",
    body: cancellationLinkSchema,
    bodyLimit: 1024,
    response: cancellationQuoteSchema,
  }),
  postCancellationLink: endpoint({
    ...routes.postCancellationLink,
    summary:
      "Cancels positions of the order of the mail's cancellation link, as the customer would",
    body: cancellationLinkSchema.extend(cancellationInputSchema.shape),
    bodyLimit: 4 * 1024,
    status: 201,
    response: cancellationSchema,
  }),
  postWithdrawal: endpoint({
    ...routes.postWithdrawal,
    summary:
      "A consumer's withdrawal (§ 356a BGB): the same answer whether the order number and e-mail match or not; when they do, a mail confirms the receipt with its date and time and the order is cancelled free of charge",
    body: withdrawalInputSchema,
    bodyLimit: 1024,
    status: 202,
    response: withdrawalReceiptSchema,
  }),
  postWaitingListOffer: endpoint({
    ...routes.postWaitingListOffer,
    summary: "The waiting-list offer of the mail's link; 404 for an unknown link",
    query: languageQuery,
    body: waitingListTokenSchema,
    bodyLimit: 1024,
    response: waitingListOfferSchema,
  }),
  postWaitingListOfferDecline: endpoint({
    ...routes.postWaitingListOfferDecline,
    summary: 'Declines an open offer: its seat passes to the next request on the list',
    query: languageQuery,
    body: waitingListTokenSchema,
    bodyLimit: 1024,
    response: waitingListOfferSchema,
  }),
  postWaitingListLeave: endpoint({
    ...routes.postWaitingListLeave,
    summary:
      "Leaves the waiting list with the mail's link; an open offer's seat passes to the next request",
    body: waitingListTokenSchema,
    bodyLimit: 1024,
    response: z.strictObject({ left: z.literal(true) }),
  }),
} as const;
