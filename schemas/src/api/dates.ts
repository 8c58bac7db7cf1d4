import { z } from 'zod';
import { endpoint } from './common.ts';
import { dateRoutes as routes } from './routes-dates.ts';

const scheduleParams = z.strictObject({
  organizerId: z.coerce.number().int().positive(),
  scheduleId: z.coerce.number().int().positive(),
});

/** Why the date is cancelled or moved, shown to its customers as entered (one text, or both languages). */
const reason = z.string().trim().min(3).max(1000);

export const dateCancellationBodySchema = z.strictObject({
  reason,
  /** One summary mail to the organizer's address (default: yes). */
  notifyOrganizer: z.boolean().default(true),
});
export type DateCancellationBody = z.input<typeof dateCancellationBodySchema>;

/** What cancelling a date did; a repeated call answers the same. */
export const dateCancellationSummarySchema = z.strictObject({
  scheduleId: z.number().int(),
  cancelledAt: z.iso.datetime({ offset: true }),
  reason: z.string(),
  /** Order positions cancelled, in how many orders. */
  positionsCancelled: z.number().int(),
  ordersAffected: z.number().int(),
  /** Paid through the payment provider: refunds handed to it. */
  providerRefunds: z.number().int(),
  /** Paid by bank transfer: refunds due by the operator's transfer (the refund list). */
  refundListEntries: z.number().int(),
  /** The cents going back, all ways together. */
  refundValue: z.number().int(),
  /** Positions paid with a credit package whose hours went back to it. */
  creditsReturned: z.number().int(),
  /** Requests of the date's waiting list removed (each told). */
  waitingListCleared: z.number().int(),
});
export type DateCancellationSummary = z.infer<typeof dateCancellationSummarySchema>;

const day = z.iso.date();

export const dateMoveBodySchema = z
  .strictObject({ startDate: day, endDate: day, reason })
  .refine((body) => body.endDate >= body.startDate, {
    path: ['endDate'],
    message: 'The end is before the start.',
  });
export type DateMoveBody = z.infer<typeof dateMoveBodySchema>;

export const dateMoveSchema = z.strictObject({
  scheduleId: z.number().int(),
  from: z.strictObject({ startDate: day, endDate: day }),
  to: z.strictObject({ startDate: day, endDate: day }),
  /** The last day the date's participants may cancel free of charge. */
  freeUntil: day,
  /** Participants told by mail. */
  participantsTold: z.number().int(),
});
export type DateMove = z.infer<typeof dateMoveSchema>;

export const dateEndpoints = {
  postDateCancellation: endpoint({
    ...routes.postDateCancellation,
    summary:
      'The organizer cancels a date: no longer bookable, every booked position on it cancelled free of charge (cancellation invoice, refund through the provider or onto the refund list, credits back to their package), its waiting list cleared, everyone told in their language, one summary mail to the organizer; recorded in the audit trail. Again: the same summary, nothing changed. 409 SCHEDULE_ENDED for a date that has begun',
    params: scheduleParams,
    body: dateCancellationBodySchema,
    bodyLimit: 4096,
    response: dateCancellationSummarySchema,
  }),
  postDateMove: endpoint({
    ...routes.postDateMove,
    summary:
      'The organizer moves a date that has no attendance days to new days: the bookings stay, each participant is told the new days and may cancel free of charge for 14 days; recorded in the audit trail. 409 SCHEDULE_ENDED for a date that has begun or a new start in the past, SCHEDULE_CANCELLED for a cancelled one',
    params: scheduleParams,
    body: dateMoveBodySchema,
    bodyLimit: 4096,
    response: dateMoveSchema,
  }),
} as const;
