import { z } from 'zod';
import { orderPositionStatuses } from '../rules/order-values.ts';
import { emailAddressSchema, personNameSchema } from '../forms/identity.ts';
import { endpoint } from './common.ts';
import { orderPositionRoutes as routes } from './routes-order-positions.ts';

/**
 * The person who attends a course position (Teilnehmer/in), by the rules the forms check
 * (schemas/src/forms/participant.ts): names and e-mail address as the account takes them.
 */
export const participantSchema = z.strictObject({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailAddressSchema,
});
export type Participant = z.infer<typeof participantSchema>;

/**
 * What the ordering customer may change on one of their order positions, each part optional:
 * the participant (a substitute, until the course begins). One body for the position's changes:
 * further parts of the position (the title its hours count for) extend this object.
 */
export const orderPositionChangeSchema = z.strictObject({
  participant: participantSchema.optional(),
  /**
   * The specialist title (its scope) the course's further-training hours count for (ADR 0063);
   * null gives the choice back to the hours engine.
   */
  titleScopeId: z.int().positive().nullable().optional(),
});
export type OrderPositionChange = z.input<typeof orderPositionChangeSchema>;

/** The participants named at checkout: a cart position's id and who attends it. */
export const checkoutParticipantsSchema = z
  .array(z.strictObject({ positionId: z.uuid(), participant: participantSchema }))
  .max(50)
  .refine((entries) => new Set(entries.map((entry) => entry.positionId)).size === entries.length, {
    message: 'one participant per position',
  });

/**
 * A course position of the signed-in customer's order with its participant: the customer
 * (`participantIsCustomer`) unless another person was named at checkout or as a substitute.
 */
export const participantPositionSchema = z.strictObject({
  /** The order position's id. */
  id: z.uuid(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  /** The course's name as it was booked. */
  name: z.string(),
  organizerName: z.string(),
  /** First and last day (ISO dates); null for a course without dates. */
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
  status: z.enum(orderPositionStatuses),
  participant: z.strictObject({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
  }),
  /** The participant is the ordering customer (the order's billing name and address). */
  participantIsCustomer: z.boolean(),
  /** A substitute may be named now: the position is booked and its course has not begun. */
  participantChangeable: z.boolean(),
  /** The specialist title (scope) the customer counts the course's hours for; null: not chosen. */
  titleScopeId: z.int().positive().nullable(),
});
export type ParticipantPosition = z.infer<typeof participantPositionSchema>;

const positionIdParams = z.strictObject({ id: z.uuid() });

/** A calendar file (RFC 5545); the browser client reads it as a Blob. */
const calendarFile = z.custom<Blob>(
  (value) => typeof Blob !== 'undefined' && value instanceof Blob,
);

/** The calls of one order position, by name. */
export const orderPositionEndpoints = {
  getOrderPosition: endpoint({
    ...routes.getOrderPosition,
    summary:
      "One course position of the signed-in customer's orders with its participant; 404 for anyone else's",
    params: positionIdParams,
    response: participantPositionSchema,
  }),
  patchOrderPosition: endpoint({
    ...routes.patchOrderPosition,
    summary:
      'Changes a course position of the signed-in customer’s order: a substitute participant, until its course begins (Europe/Berlin), with a mail to the former and the new participant and the organizer. 409 COURSE_BEGUN after the first day has begun, 409 POSITION_CANCELLED for a cancelled or withdrawn position; 404 for anyone else’s',
    params: positionIdParams,
    body: orderPositionChangeSchema,
    bodyLimit: 2 * 1024,
    response: participantPositionSchema,
  }),
  getOrderPositionCalendar: endpoint({
    ...routes.getOrderPositionCalendar,
    summary:
      "A booked course's days as a calendar entry (iCalendar, METHOD:PUBLISH), for the signed-in customer's course position with dates (in a room or online, not self-study) that is not cancelled; 404 for anyone else's or one without days",
    params: positionIdParams,
    produces: 'text/calendar',
    response: calendarFile,
  }),
} as const;
