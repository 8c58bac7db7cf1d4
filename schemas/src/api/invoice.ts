import { z } from 'zod';
import { orderStatuses, statusActorKinds } from '../rules/order-values.ts';
import { endpoint } from './common.ts';
import { bookingDocumentKinds } from './customer-orders.ts';
import { invoiceRoutes as routes } from './routes-invoice.ts';

/** The documents an invoice is downloaded as: the Factur-X PDF, or its EN 16931 CII XML alone. */
export const invoiceFormats = ['pdf', 'xml'] as const;
export type InvoiceFormat = (typeof invoiceFormats)[number];

/** The bytes of an invoice's document; the browser client reads them as a Blob. */
const invoiceDocument = z.custom<Blob>(
  (value) => typeof Blob !== 'undefined' && value instanceof Blob,
);

/**
 * Where an invoice stands for its customer (docs/decisions/0054-the-customers-invoices.md):
 * - an invoice or a fee's invoice is PAID once its order was paid (or it totals 0), OPEN before;
 *   an order's invoice is CREDITED once its cancellation invoices credit its whole total;
 * - a cancellation invoice is OPEN while its refund is due, PAID once refunded, and CREDITED
 *   when nothing is paid back: its amount is set off against what was to be paid.
 */
export const customerInvoiceStatuses = ['OPEN', 'PAID', 'CREDITED'] as const;
export type CustomerInvoiceStatus = (typeof customerInvoiceStatuses)[number];

/** One of the signed-in customer's invoices, as issued. */
export const customerInvoiceSchema = z.strictObject({
  /** The id to download it by (`GET /api/customer-invoice/{id}`). */
  id: z.uuid(),
  /** `<prefix>-<year>-<n>`. */
  number: z.string(),
  /** The order's invoice, a cancellation invoice (Stornorechnung) or a cancellation fee's. */
  kind: z.enum(bookingDocumentKinds),
  /** The day of issue in Germany (ISO date). */
  issuedOn: z.iso.date(),
  /** The total as the document states it, in cents; a cancellation invoice's is what it credits. */
  totalCents: z.number().int().nonnegative(),
  status: z.enum(customerInvoiceStatuses),
  orderNumber: z.string(),
  /** The number of the invoice a cancellation invoice cancels; null for the other kinds. */
  cancels: z.string().nullable(),
});
export type CustomerInvoice = z.infer<typeof customerInvoiceSchema>;

/** What `POST /api/order/status` names: an order (its positions change through cancellation). */
export const statusTargetTypes = ['ORDER'] as const;

/** An operator's change of an order's status (docs/api.md: id, status, type). */
export const orderStatusChangeBodySchema = z.strictObject({
  /** The order's id. */
  id: z.uuid(),
  /** The status it is to have; only the state machine's changes are made (`orderStatusTransitions`). */
  status: z.enum(orderStatuses),
  type: z.enum(statusTargetTypes),
});
export type OrderStatusChangeBody = z.infer<typeof orderStatusChangeBodySchema>;

/** A change of an order's status, as recorded: from, to, who and when. */
export const orderStatusChangeSchema = z.strictObject({
  fromStatus: z.enum(orderStatuses),
  toStatus: z.enum(orderStatuses),
  actorKind: z.enum(statusActorKinds),
  /** The operator's account, the customer, or the job that made it. */
  actor: z.string(),
  changedAt: z.iso.datetime({ offset: true }),
});

/** The order's status after the change, with every change it went through, oldest first. */
export const orderStatusSchema = z.strictObject({
  id: z.uuid(),
  status: z.enum(orderStatuses),
  changes: z.array(orderStatusChangeSchema),
});
export type OrderStatusAnswer = z.infer<typeof orderStatusSchema>;

export const invoiceEndpoints = {
  getCustomerInvoices: endpoint({
    ...routes.getCustomerInvoices,
    summary:
      "The signed-in customer's invoices, cancellation invoices and fee invoices of this domain (of one year of issue with year), the newest first, each with its status: OPEN, PAID or CREDITED",
    query: z.strictObject({ year: z.coerce.number().int().min(2000).max(2100).optional() }),
    response: z.array(customerInvoiceSchema),
  }),
  getCustomerInvoice: endpoint({
    ...routes.getCustomerInvoice,
    summary:
      "An invoice of the caller's order as issued (customer: bearer token; guest: X-Order and X-Auth): the Factur-X PDF (PDF/A-3 with the EN 16931 CII XML inside), or with format=xml the CII XML alone (application/xml, with the buyer reference as BT-10); 404 for an unknown or foreign id",
    params: z.strictObject({ id: z.uuid() }),
    query: z.strictObject({ format: z.enum(invoiceFormats).default('pdf') }),
    produces: 'application/pdf',
    response: invoiceDocument,
  }),
  postOrderStatus: endpoint({
    ...routes.postOrderStatus,
    summary:
      "An operator changes an order's status (realm role operator; orders of the request's domain): PLACED or AWAITING_PAYMENT → PAID when the transfer arrived; CANCELLED cancels every cancellable position through the cancellation engine, free of charge (a cancellation invoice crediting the invoice, a payment refunded; 409 NOT_CANCELLABLE when nothing can be). Other changes belong to the expiry job: 409 STATUS_TRANSITION_NOT_ALLOWED. Each change is recorded with who and when",
    body: orderStatusChangeBodySchema,
    response: orderStatusSchema,
  }),
} as const;
