import type { FastifySchemaValidationError } from 'fastify';
import { isFieldErrorCode, type FieldError, type FieldErrorCode } from '@kursmarkt/schemas';

/** A refused request part as the error answer names it: `body.email`, `query.dateTo`. */
export type RequestPart = 'body' | 'query' | 'params' | 'headers';

/** Issue origins whose size is a length: too small is too short, too big too long. */
const sized = new Set(['string', 'array', 'set', 'file']);

/** A value the walk along an issue's path could not reach (the schema reshaped the input). */
const unreached = Symbol('unreached');

/** The value the client sent at `path` inside `input`, or `unreached`. */
function valueAt(input: unknown, path: string[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return unreached;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const isMissing = (value: unknown) => value === undefined || value === null;
const isEmpty = (value: unknown) =>
  isMissing(value) ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * The code of one zod issue (fastify-type-provider-zod passes zod's issue code as `keyword` and
 * the rest of the issue as `params`): a refinement's own code when it gives one
 * (`fieldErrorParams`), else the code for the kind of issue, told apart by what was sent.
 */
function codeOf(issue: FastifySchemaValidationError, sent: unknown): FieldErrorCode {
  const params = issue.params as { origin?: string; params?: { fieldErrorCode?: unknown } };
  const own = params.params?.fieldErrorCode;
  if (isFieldErrorCode(own)) return own;
  switch (issue.keyword) {
    case 'invalid_type':
      return isMissing(sent) ? 'REQUIRED' : 'WRONG_TYPE';
    case 'invalid_value':
      return isMissing(sent) ? 'REQUIRED' : 'NOT_ALLOWED';
    case 'too_small':
      if (isEmpty(sent)) return 'REQUIRED';
      return sized.has(params.origin ?? '') ? 'TOO_SHORT' : 'TOO_SMALL';
    case 'too_big':
      return sized.has(params.origin ?? '') ? 'TOO_LONG' : 'TOO_LARGE';
    case 'invalid_format':
      return 'INVALID_FORMAT';
    case 'unrecognized_keys':
      return 'UNKNOWN_FIELD';
    default:
      return 'INVALID';
  }
}

/**
 * The field problems of a request part that failed its contract schema, each with its path,
 * stable code and the schema's message: the one place where zod's kinds of issue become the
 * product's codes (schemas/src/api/field-error-codes.ts).
 */
export function fieldErrorsOf(
  issues: FastifySchemaValidationError[],
  part: RequestPart,
  input: unknown,
): FieldError[] {
  return issues.map((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean);
    return {
      path: [part, ...path].join('.'),
      code: codeOf(issue, valueAt(input, path)),
      message: issue.message ?? 'is not valid',
    };
  });
}
