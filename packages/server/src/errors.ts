import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ApiError } from '@kursmarkt/schemas';
import { fieldErrorsOf, type RequestPart } from './field-errors.ts';

/**
 * The error catalogue: every error the API sends has one of these stable codes, each with its
 * HTTP status. The client policy (packages/api/src/policy.ts) never retries 402, 406 and 412.
 */
export const errorCodes = {
  VALIDATION_FAILED: 422,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  /** A payment is needed before the call can succeed (e.g. a provider refused the payment). */
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  /** The signed-in account has not confirmed its e-mail address (the token's `email_verified`). */
  EMAIL_NOT_VERIFIED: 403,
  /** A back-office call needs a right in an area the signed-in staff member lacks (ADR 0072). */
  RIGHT_MISSING: 403,
  /** An operator acts inside an organizer's data only in an open operator session (ADR 0072). */
  OPERATOR_SESSION_REQUIRED: 403,
  NOT_FOUND: 404,
  /** The server cannot answer in a media type the `Accept` header takes. */
  NOT_ACCEPTABLE: 406,
  /** The request conflicts with the current state (a date that has ended, a taken seat). */
  CONFLICT: 409,
  /** A course date that is over cannot be booked. */
  SCHEDULE_ENDED: 409,
  /** A course date whose seats are all taken cannot be booked. */
  SCHEDULE_FULL: 409,
  /** A course date its organizer cancelled cannot be booked, nor waited for. */
  SCHEDULE_CANCELLED: 409,
  PRICE_LEVEL_EXPIRED: 409,
  /** No package of the customer or the cart can pay the course with credits. */
  NO_FITTING_PACKAGE: 409,
  /** The cart holds as many positions as a cart may. */
  CART_LIMIT_REACHED: 409,
  /** An order needs at least one position. */
  CART_EMPTY: 409,
  /** The checkout's billing data is incomplete, or a business abroad in the EU lacks its VAT id. */
  CUSTOMER_INCOMPLETE: 409,
  /** Something is to be paid and no payment method offered for the checkout is chosen. */
  PAYMENT_METHOD_REQUIRED: 409,
  /** A course of the checkout asks for a proof that is not uploaded (the positions in details). */
  PROOF_MISSING: 409,
  /** The total is not the one the summary showed: prices or the voucher changed since. */
  PRICE_CHANGED: 409,
  /** The cart's voucher does not apply any more (expired, used up); the reason in details. */
  VOUCHER_NOT_VALID: 409,
  /** A package has too few credits left for the courses it is to pay. */
  CREDITS_EXHAUSTED: 409,
  /** A guest cannot buy a credit package: its credits belong to a customer account. */
  PACKAGE_NEEDS_ACCOUNT: 409,
  /** A guest's held order whose confirmation link came after the hold time: its seats are free. */
  HOLD_EXPIRED: 409,
  /**
   * Guest orders from this client, address or for this date come in faster than usual: the call
   * is taken with a solved proof-of-work challenge (`details` names `body.challenge`).
   */
  CHALLENGE_REQUIRED: 403,
  /** A webhook body the payment provider did not sign (or signed too long ago). */
  WEBHOOK_SIGNATURE_INVALID: 400,
  /** The order's payment cannot be started again: the order is paid, expired or cancelled. */
  PAYMENT_NOT_RESTARTABLE: 409,
  /**
   * A status (an order's, an order position's, a waiting-list offer's) cannot change from its
   * current one to the one asked for: its transition table in schemas/src/rules does not name it.
   */
  STATUS_TRANSITION_NOT_ALLOWED: 409,
  /**
   * An account cannot be deleted while an order of it is still to be paid or a booked date is
   * still to come (ADR 0053).
   */
  OPEN_BOOKINGS: 409,
  /** A position is cancelled already, its course has begun, or it is a credit package. */
  NOT_CANCELLABLE: 409,
  /** A position's course has begun (its first day in Germany): its participant stays. */
  COURSE_BEGUN: 409,
  /** A position is cancelled or withdrawn, or its order ended unpaid: it has no participant to change. */
  POSITION_CANCELLED: 409,
  /** A learning check is asked of a position whose course is not self-study. */
  NOT_SELF_STUDY: 409,
  /** A self-study course without a question pool: no attempt can start. */
  LEARNING_CHECK_NOT_AVAILABLE: 409,
  /** The learning check is passed: no further attempt. */
  LEARNING_CHECK_PASSED: 409,
  /** All three attempts of the learning check are used. */
  LEARNING_CHECK_ATTEMPTS_USED: 409,
  /** An evaluation of a course date before the day after its last day (ADR 0061). */
  EVALUATION_NOT_YET: 409,
  /** An order position's evaluation was submitted already: once per participant and date. */
  EVALUATION_SUBMITTED: 409,
  /** A cancelled position, or a course without dates or gone from the catalogue, is not evaluated. */
  EVALUATION_NOT_POSSIBLE: 409,
  /** A ticket or check-in code of a course date that has no day today in Germany (ADR 0059). */
  NO_COURSE_DAY_TODAY: 409,
  /** A condition of the request (e.g. `If-Match`) does not hold for the current state. */
  PRECONDITION_FAILED: 412,
  /** An `Idempotency-Key` whose first request is still running. */
  IDEMPOTENCY_KEY_IN_USE: 409,
  /** An `Idempotency-Key` used before with another request (another body, query or call). */
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  /** A file larger than the call takes (`details` names the field). */
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** A file whose content (its first bytes) is not of a type the call takes. */
  FILE_TYPE_NOT_ALLOWED: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof errorCodes;

/** An error a handler throws on purpose; the handler below turns it into `{ code, message }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ApiError['details'],
    /** Response headers the error needs, e.g. `WWW-Authenticate` on a 401. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
  get status() {
    return errorCodes[this.code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} was not found.`);

type SchemaErrorDataVar = NonNullable<FastifyError['validationContext']>;
const where: Record<SchemaErrorDataVar, RequestPart> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

function codeForStatus(status: number): ErrorCode {
  const match = Object.entries(errorCodes).find(([, code]) => code === status);
  if (match) return match[0] as ErrorCode;
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

/**
 * Maps every error to the contract's JSON shape; nothing a client sends can produce a 500. Each
 * answer names the request's id (operations/request-id.ts), which its log lines carry too.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send({
        code: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
        requestId: request.id,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = where[error.validationContext as SchemaErrorDataVar];
      const status = part === 'body' ? 422 : 400;
      return reply.status(status).send({
        code: status === 422 ? 'VALIDATION_FAILED' : 'BAD_REQUEST',
        message: `The ${part} is not valid.`,
        details: fieldErrorsOf(error.validation, part, request[part]),
        requestId: request.id,
      });
    }
    if (isResponseSerializationError(error as never) && 'method' in error) {
      request.log.error({ err: error }, 'response does not match the contract');
      return reply.status(500).send({
        code: 'INTERNAL',
        message: 'An unexpected error occurred.',
        requestId: request.id,
      });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unexpected error');
      return reply.status(500).send({
        code: 'INTERNAL',
        message: 'An unexpected error occurred.',
        requestId: request.id,
      });
    }
    return reply
      .status(status)
      .send({ code: codeForStatus(status), message: error.message, requestId: request.id });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      code: 'NOT_FOUND',
      message: `No route ${request.method} ${request.url.split('?')[0]}.`,
      requestId: request.id,
    }),
  );
}
