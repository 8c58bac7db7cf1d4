import { z } from 'zod';
import { fieldErrorCodes, type FieldErrorCode } from './field-error-codes.ts';
import type { StaffRight } from './route.ts';

export { fieldErrorCodes, isFieldErrorCode, type FieldErrorCode } from './field-error-codes.ts';

/**
 * A field the server refused: where (`body.email`, `query.dateTo`), why as a stable code
 * (field-error-codes.ts), and a sentence.
 */
export const fieldErrorSchema = z.strictObject({
  path: z.string(),
  code: z.enum(fieldErrorCodes),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * Every error the API sends: a stable code, a sentence, field problems with their paths, and the
 * request's id (also its `X-Request-Id` header), by which the server's log lines of the request
 * are found.
 */
export const apiErrorSchema = z.strictObject({
  code: z.string(),
  message: z.string(),
  details: z.array(fieldErrorSchema).optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * The `params` of a refinement's issue that give its field error code, which the server sends
 * in place of the one it derives from the kind of issue:
 * `.refine(isCountryIso, { message, params: fieldErrorParams('NOT_ALLOWED') })`.
 */
export const fieldErrorParams = (code: FieldErrorCode) => ({ fieldErrorCode: code });

/**
 * The id of a stored thing (an order, a checkout, a customer, an upload, an account): a UUID as
 * RFC 9562 defines it, in either case, as the contract's paths and bodies take it. The server
 * checks ids that come outside a contract's request (headers, token claims, links) with it.
 */
export const idSchema = z.uuid();

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE' | 'HEAD';

/** The largest request body, in bytes, a call takes unless it declares its own `bodyLimit`. */
export const defaultBodyLimit = 64 * 1024;

/**
 * One call of the API: what the server validates and the client types come from.
 * `path` uses `:name` for path parameters, which `params` describes.
 */
export type Endpoint = {
  method: HttpMethod;
  path: `/api/${string}`;
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The success status and body. */
  status?: number;
  response: z.ZodType;
  /**
   * The media type of a success body that is not JSON (e.g. a PDF); the default is JSON. An
   * uploaded file answers with its own type, declared as `application/octet-stream`.
   */
  produces?: 'application/pdf' | 'application/octet-stream' | 'text/calendar' | 'text/csv';
  /** Who may call it (see `Route['auth']`). */
  auth?: 'public' | 'customer' | 'guest' | 'customerOrGuest' | 'operator' | 'staff';
  /** What a `staff` call needs (see `Route['right']`). */
  right?: StaffRight;
  /** It takes an `Idempotency-Key` header (see `Route`). */
  idempotent?: true;
  /**
   * The largest request body in bytes (default `defaultBodyLimit`): smaller for a call whose
   * valid bodies are small, larger for one that takes files. A body over it is answered 413
   * `PAYLOAD_TOO_LARGE` before it is read.
   */
  bodyLimit?: number;
  /**
   * The call takes a file: its body is multipart/form-data with the file in the field `file`,
   * which is at most `maxBytes` and of one of `mediaTypes` by its content (its first bytes, not
   * its name). `body` describes the fields, the file as a `z.file()`.
   */
  upload?: { maxBytes: number; mediaTypes: readonly UploadMediaType[] };
  /** The media type of a body that is not JSON (e.g. a CSV file as text); `body` describes it. */
  consumes?: 'text/csv';
};

/** The media types a file upload may have. */
type UploadMediaType = 'application/pdf' | 'image/jpeg' | 'image/png';

/** Declares an endpoint with its literal types kept for inference. */
export const endpoint = <const E extends Endpoint>(definition: E) => definition;

/** A comma-separated list in a query string, e.g. `types=EDUCATION,RENO`. */
export const commaList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(item),
  );
