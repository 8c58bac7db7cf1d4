import { z } from 'zod';

/** Every error the API sends: a stable code, a sentence, and field problems with their paths. */
export const apiErrorSchema = z.strictObject({
  code: z.string(),
  message: z.string(),
  details: z.array(z.strictObject({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE' | 'HEAD';

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
  /** The media type of a success body that is not JSON (e.g. a PDF); the default is JSON. */
  produces?: 'application/pdf';
  /** Who may call it: anyone, or only a signed-in customer (wired by the identity issue). */
  auth?: 'public' | 'customer';
};

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
