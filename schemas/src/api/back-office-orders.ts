import { z } from 'zod';
import { scanDirections } from '../rules/attendance.ts';
import { paymentMethods } from '../rules/cart-values.ts';
import { orderStatuses, providerPaymentStates, statusActorKinds } from '../rules/order-values.ts';
import { cancellationSchema } from './after-order.ts';
import { attendanceScanSchema } from './attendance.ts';
import { auditEntrySchema } from './back-office.ts';
import { endpoint } from './common.ts';
import { backOfficeOrderRoutes as routes } from './routes-back-office-orders.ts';

const organizerId = z.coerce.number().int().positive();
const organizerParams = z.strictObject({ organizerId });
const orderParams = z.strictObject({ organizerId, orderId: z.uuid() });
const scheduleParams = z.strictObject({
  organizerId,
  scheduleId: z.coerce.number().int().positive(),
});
const day = z.iso.date();
const instant = z.iso.datetime({ offset: true });

/** What the order search filters by (ADR 0075); a saved filter holds the same. */
export const orderFilterSchema = z.strictObject({
  /** Order number, customer or participant name (misspelt too), e-mail, invoice number. */
  q: z.string().trim().min(1).max(100).optional(),
  courseId: z.coerce.number().int().positive().optional(),
  scheduleId: z.coerce.number().int().positive().optional(),
  status: z.enum(orderStatuses).optional(),
  paymentMethod: z.enum(paymentMethods).optional(),
  /** The state of the order's latest provider payment. */
  paymentState: z.enum(providerPaymentStates).optional(),
  /** Placed on or after this day (Europe/Berlin). */
  from: day.optional(),
  /** Placed on or before this day (Europe/Berlin). */
  until: day.optional(),
});
export type OrderFilter = z.infer<typeof orderFilterSchema>;

export const staffOrdersQuerySchema = orderFilterSchema.extend({
  /** The next page: the `next` of the page before. */
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** One row of the order list: what the organizer's part of the order is. */
export const staffOrderRowSchema = z.strictObject({
  id: z.uuid(),
  orderNumber: z.string(),
  placedAt: instant,
  status: z.enum(orderStatuses),
  paymentMethod: z.enum(paymentMethods).nullable(),
  customer: z.strictObject({ name: z.string(), company: z.string(), email: z.string() }),
  /** The organizer's positions in the order: how many, their courses, and their total. */
  positions: z.number().int(),
  courses: z.array(z.string()),
  totalCents: z.number().int(),
});
export type StaffOrderRow = z.infer<typeof staffOrderRowSchema>;

export const staffOrderPageSchema = z.strictObject({
  orders: z.array(staffOrderRowSchema),
  /** The cursor of the next page; null on the last. */
  next: z.string().nullable(),
});
export type StaffOrderPage = z.infer<typeof staffOrderPageSchema>;

const participantSchema = z.strictObject({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

/** One order as the organizer's staff see it: only the organizer's positions. */
export const staffOrderSchema = z.strictObject({
  id: z.uuid(),
  orderNumber: z.string(),
  placedAt: instant,
  status: z.enum(orderStatuses),
  language: z.string(),
  customer: z.strictObject({
    name: z.string(),
    company: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  /** Whether the order also holds positions of other organizers (not shown). */
  sharedWithOtherOrganizers: z.boolean(),
  positions: z.array(
    z.strictObject({
      id: z.uuid(),
      name: z.string(),
      courseId: z.number().int().nullable(),
      scheduleId: z.number().int().nullable(),
      startDate: day.nullable(),
      endDate: day.nullable(),
      status: z.enum(['BOOKED', 'CANCELLED']),
      priceCents: z.number().int(),
      discountCents: z.number().int(),
      paidCents: z.number().int(),
      participant: participantSchema,
      /** The uploaded proof the course requires; null without one. */
      proof: z.strictObject({ uploadId: z.uuid(), fileName: z.string() }).nullable(),
    }),
  ),
  totalCents: z.number().int(),
  documents: z.array(
    z.strictObject({
      id: z.uuid(),
      kind: z.enum(['INVOICE', 'CANCELLATION']),
      number: z.string(),
      issuedAt: instant,
      totalCents: z.number().int(),
      /** The staff download call's path. */
      href: z.string(),
    }),
  ),
  statusHistory: z.array(
    z.strictObject({
      fromStatus: z.enum(orderStatuses),
      toStatus: z.enum(orderStatuses),
      actorKind: z.enum(statusActorKinds),
      changedAt: instant,
    }),
  ),
  /** Mails to the order's addresses since it was placed (no bodies). */
  mails: z.array(
    z.strictObject({
      subject: z.string(),
      recipient: z.string(),
      createdAt: instant,
      status: z.string(),
    }),
  ),
  /** Only with payments VIEW: absent below that level. */
  payments: z
    .array(
      z.strictObject({
        id: z.uuid(),
        method: z.enum(paymentMethods),
        state: z.enum(providerPaymentStates),
        amountCents: z.number().int(),
        createdAt: instant,
        settledAt: instant.nullable(),
      }),
    )
    .optional(),
  audit: z.array(auditEntrySchema),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

export const savedOrderFilterSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  filter: orderFilterSchema,
  createdAt: instant,
});
export type SavedOrderFilter = z.infer<typeof savedOrderFilterSchema>;

export const savedOrderFilterBodySchema = z.strictObject({
  name: z.string().trim().min(1).max(80),
  filter: orderFilterSchema,
});

/** A participant of a date as the door's list shows them: no payment data. */
export const scheduleParticipantSchema = z.strictObject({
  positionId: z.uuid(),
  orderNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** BOOKED: the ticket is valid; CANCELLED: it is not. */
  ticket: z.enum(['BOOKED', 'CANCELLED']),
  /** Per day of the date: the presences recorded (start, end; end null while checked in). */
  days: z.array(
    z.strictObject({
      day,
      presences: z.array(z.strictObject({ startedAt: instant, endedAt: instant.nullable() })),
    }),
  ),
});
export type ScheduleParticipant = z.infer<typeof scheduleParticipantSchema>;

export const scheduleParticipantsSchema = z.strictObject({
  scheduleId: z.number().int(),
  course: z.string(),
  startDate: day,
  endDate: day,
  participants: z.array(scheduleParticipantSchema),
});
export type ScheduleParticipants = z.infer<typeof scheduleParticipantsSchema>;

const ticketCode = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/);

/** A staff scan: the ticket's code, or the position picked from the list. */
export const staffScanBodySchema = z
  .strictObject({
    ticketCode: ticketCode.optional(),
    positionId: z.uuid().optional(),
    direction: z.enum(scanDirections),
  })
  .refine((body) => (body.ticketCode === undefined) !== (body.positionId === undefined), {
    message: 'Either ticketCode or positionId',
    path: ['ticketCode'],
  });

/** Staff cancel some of the organizer's positions of an order, with a reason. */
export const staffCancellationBodySchema = z.strictObject({
  positionIds: z.array(z.uuid()).min(1).max(50),
  /** True: free of charge; false: by the organizer's cancellation terms. */
  free: z.boolean(),
  reason: z.string().trim().min(3).max(500),
});
export type StaffCancellationBody = z.infer<typeof staffCancellationBodySchema>;

const fileBody = z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob);

export const backOfficeOrderEndpoints = {
  getStaffOrders: endpoint({
    ...routes.getStaffOrders,
    summary:
      "The organizer's orders (those holding at least one of its positions), newest first, by free text (order number, customer or participant name — misspelt too —, e-mail, invoice number) and filters; keyset pages: `after` takes the page's `next`",
    params: organizerParams,
    query: staffOrdersQuerySchema,
    response: staffOrderPageSchema,
  }),
  getStaffOrder: endpoint({
    ...routes.getStaffOrder,
    summary:
      "One order with the organizer's positions, participants, documents, status history, mails and audit entries; payments only with payments VIEW; 404 when it holds none of the organizer's positions",
    params: orderParams,
    response: staffOrderSchema,
  }),
  postStaffOrderCancellation: endpoint({
    ...routes.postStaffOrderCancellation,
    summary:
      "Cancels the organizer's positions of an order through the cancellation engine (cancellation invoice, seats back, refund due), free of charge or by the terms as `free` says, with a reason recorded in the audit trail; 404 for a position of another organizer, 409 NOT_CANCELLABLE for one that cannot be. Takes an Idempotency-Key",
    status: 201,
    params: orderParams,
    body: staffCancellationBodySchema,
    bodyLimit: 4096,
    response: cancellationSchema,
  }),
  getStaffOrderInvoice: endpoint({
    ...routes.getStaffOrderInvoice,
    summary:
      "An invoice or cancellation invoice of an order holding the organizer's positions, as its PDF; 404 for any other",
    params: z.strictObject({ organizerId, orderId: z.uuid(), invoiceId: z.uuid() }),
    produces: 'application/pdf',
    response: fileBody,
  }),
  getSavedOrderFilters: endpoint({
    ...routes.getSavedOrderFilters,
    summary: "The caller's saved order filters for the organizer, by name",
    params: organizerParams,
    response: z.array(savedOrderFilterSchema),
  }),
  postSavedOrderFilter: endpoint({
    ...routes.postSavedOrderFilter,
    summary:
      "Saves the caller's order filter under a name (the same name again replaces it); answers the caller's filters",
    status: 201,
    params: organizerParams,
    body: savedOrderFilterBodySchema,
    bodyLimit: 4096,
    response: z.array(savedOrderFilterSchema),
  }),
  deleteSavedOrderFilter: endpoint({
    ...routes.deleteSavedOrderFilter,
    summary: "Deletes one of the caller's saved filters (again: nothing); answers the rest",
    params: z.strictObject({ organizerId, filterId: z.uuid() }),
    response: z.array(savedOrderFilterSchema),
  }),
  getScheduleParticipants: endpoint({
    ...routes.getScheduleParticipants,
    summary:
      "A date's participants for the door (orders CHECK_IN): name, order number, ticket state and each day's presences, no payment data; 404 for another organizer's date",
    params: scheduleParams,
    response: scheduleParticipantsSchema,
  }),
  getScheduleParticipantsCsv: endpoint({
    ...routes.getScheduleParticipantsCsv,
    summary: "A date's participants as CSV (UTF-8, semicolons), as the JSON list has them",
    params: scheduleParams,
    produces: 'text/csv',
    response: fileBody,
  }),
  postStaffAttendanceScan: endpoint({
    ...routes.postStaffAttendanceScan,
    summary:
      "Staff check a participant of the organizer in or out by the ticket's code or the position's id, on the course day today in Germany; as the operator's door scan (a repeat within a minute changes nothing); 404 for another organizer's ticket",
    params: organizerParams,
    body: staffScanBodySchema,
    bodyLimit: 1024,
    response: attendanceScanSchema,
  }),
} as const;
