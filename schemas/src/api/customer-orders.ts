import { z } from 'zod';
import { certificateIdSchema, certificateStatuses } from './certificates.ts';
import { endpoint } from './common.ts';
import { customerOrderRoutes as routes } from './routes-customer-orders.ts';

/**
 * A booked course's state as the customer sees it: BOOKED (nothing to pay), AWAITING_PAYMENT
 * (the invoice or prepayment is open), PAID, CANCELLED (by the customer, the order's expiry or a
 * cancellation), WITHDRAWN (a consumer's withdrawal).
 */
export const bookingStatuses = [
  'BOOKED',
  'AWAITING_PAYMENT',
  'PAID',
  'CANCELLED',
  'WITHDRAWN',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** The documents of a booking: the order's invoice, a cancellation invoice, a fee's invoice. */
export const bookingDocumentKinds = ['INVOICE', 'CANCELLATION', 'FEE'] as const;
export type BookingDocumentKind = (typeof bookingDocumentKinds)[number];

/**
 * What attendance says of a booking (docs/decisions/0059-attendance-as-evidence.md): ATTENDED
 * (every day COMPLETE, or self-study with its learning check passed), PARTLY_ATTENDED (a day with
 * a gap), NOT_ATTENDED (no presence on any day, after the date).
 */
export const bookingAttendances = ['ATTENDED', 'PARTLY_ATTENDED', 'NOT_ATTENDED'] as const;
export type BookingAttendance = (typeof bookingAttendances)[number];

/** How a course is held: in a room (with its city), online live, or self-study. */
const courseTypes = ['PRESENT', 'ONLINE', 'SELF'] as const;

export const bookingSchema = z.strictObject({
  /** The order position's id. */
  id: z.uuid(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  /** The course's id while it is in the catalogue; null once removed. */
  courseId: z.number().int().nullable(),
  /** The course's name as it was booked. */
  name: z.string(),
  organizerName: z.string(),
  courseType: z.enum(courseTypes).nullable(),
  /** First and last day (ISO dates); null for a course without dates. */
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
  /** The city of a course in a room; null online. */
  city: z.string().nullable(),
  status: z.enum(bookingStatuses),
  /** What was paid for it, in cents. */
  paidCents: z.number().int(),
  /** The invoices to download, oldest first. */
  documents: z.array(
    z.strictObject({
      id: z.uuid(),
      kind: z.enum(bookingDocumentKinds),
      number: z.string(),
    }),
  ),
  /** Whether it can be cancelled now (booked, not begun); the cancellation page has the terms. */
  cancellable: z.boolean(),
  /** Whether the consumer's withdrawal period (14 days from the order) runs and it has not begun. */
  withdrawable: z.boolean(),
  /**
   * A course booked elsewhere that the customer entered (manual-orders.ts, "Extern gebucht"):
   * `id` and `orderId` are then the manual order's, the order number is empty, there is nothing
   * paid, no document and nothing to cancel.
   */
  manual: z.boolean(),
  /**
   * Who attends: the customer (the order's billing name) unless another person was named; null
   * for a course booked elsewhere.
   */
  participant: z
    .strictObject({ firstName: z.string(), lastName: z.string(), email: z.string() })
    .nullable(),
  /** Whether a substitute may be named now (booked, not begun): PATCH /api/order/position/{id}. */
  participantChangeable: z.boolean(),
  /**
   * The position's latest certificate of attendance, when one was issued: VALID to download
   * (GET /api/customer-certificate/{id}), REVOKED when it no longer counts.
   */
  certificate: z
    .strictObject({ id: certificateIdSchema, status: z.enum(certificateStatuses) })
    .optional(),
  /**
   * An online course's current or next day from today with its meeting link, while the booking
   * is not cancelled: the card links to it from 30 minutes before the start to the end.
   */
  onlineDay: z
    .strictObject({ startsAt: z.iso.datetime(), endsAt: z.iso.datetime(), joinUrl: z.url() })
    .optional(),
  /**
   * What attendance says of a booking not cancelled: absent while a day is still to come or
   * running, for a date kept without days and for self-study before its learning check is passed.
   */
  attendance: z.enum(bookingAttendances).optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const customerOrdersSchema = z.strictObject({
  /** Bookings whose course has not ended yet (Europe/Berlin), the soonest first, at most `size`. */
  upcoming: z.array(bookingSchema),
  /** Whether there are more upcoming bookings than `size`. */
  moreUpcoming: z.boolean(),
  /** The years with past bookings, newest first, with how many each holds. */
  years: z.array(z.strictObject({ year: z.number().int(), bookings: z.number().int() })),
});
export type CustomerOrders = z.infer<typeof customerOrdersSchema>;

/** `manuel=true`: the answer holds the customer's courses booked elsewhere too, as bookings. */
const manualFlag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

export const customerOrderEndpoints = {
  getCustomerOrders: endpoint({
    ...routes.getCustomerOrders,
    summary:
      "The signed-in customer's bookings of this domain that have not ended (at most size, the soonest first) and the years that hold past ones",
    query: z.strictObject({
      size: z.coerce.number().int().min(1).max(200).default(50),
      manuel: manualFlag,
    }),
    response: customerOrdersSchema,
  }),
  getCustomerOrdersOfYear: endpoint({
    ...routes.getCustomerOrdersOfYear,
    summary:
      "The signed-in customer's past bookings of this domain in one year (by the course's first day, or the order's day for a course without dates), the latest first",
    params: z.strictObject({ year: z.coerce.number().int().min(2000).max(2100) }),
    query: z.strictObject({ manuel: manualFlag }),
    response: z.array(bookingSchema),
  }),
} as const;
