import type { FieldError, RouteName } from '@kursmarkt/schemas';

/**
 * A field problem the server reported: the path of the field (e.g. `body.email`), why as a
 * stable code (`fieldErrorCodes` of the contract; `INVALID` for a code this client does not know)
 * for the form to choose its text by, and the server's sentence.
 */
export type FieldProblem = FieldError;

/**
 * A call that failed: the server's `{ code, message, details }`, or a generic one when the answer
 * was not JSON. `status` is 0 when no answer arrived at all (network error).
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly code: string;
  readonly details: FieldProblem[];
  /** The URL that was requested. */
  readonly url: string;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    details?: FieldProblem[];
    url: string;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.url = init.url;
  }
}

/** A required path parameter was missing or empty; thrown before any request is made. */
export class MissingParameterError extends Error {
  override readonly name = 'MissingParameterError';
  readonly route: RouteName;
  readonly parameter: string;

  constructor(route: RouteName, parameter: string) {
    super(`The call ${route} needs the path parameter "${parameter}", which is missing or empty.`);
    this.route = route;
    this.parameter = parameter;
  }
}
