import { z } from 'zod';
import { orderStatuses, statusActorKinds } from '../rules/order-values.ts';
import { endpoint } from './common.ts';
import { invoiceRoutes as routes } from './routes-invoice.ts';

/** The documents an invoice is downloaded as: the Factur-X PDF, or its EN 16931 CII XML alone. */
export const invoiceFormats = ['pdf', 'xml'] as const;
export type InvoiceFormat = (typeof invoiceFormats)[number];

/** The bytes of an invoice's document; the browser client reads them as a Blob. */
const invoiceDocument = z.custom<Blob>(
  (value) => typeof Blob !== 'undefined' && value instanceof Blob,
);

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
      "An operator changes an order's status (realm role operator; orders of the request's domain): PLACED or AWAITING_PAYMENT → PAID when the transfer arrived. Other changes belong to the expiry job and the cancellation: 409 STATUS_TRANSITION_NOT_ALLOWED. Each change is recorded with who and when",
    body: orderStatusChangeBodySchema,
    response: orderStatusSchema,
  }),
} as const;
