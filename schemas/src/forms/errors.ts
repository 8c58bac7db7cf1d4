import type * as z from 'zod/mini';
import type { FieldErrorCode } from '../api/field-error-codes.ts';

/** A field a form schema refused, and why. */
export type FormFieldError = { field: string; code: FieldErrorCode };

/**
 * The fields `schema` refuses in `values`, each once with its first reason, in the schema's
 * order of fields; empty when it takes them. The form schemas give their reasons as field error
 * codes.
 */
export function formFieldErrors(schema: z.ZodMiniType, values: unknown): FormFieldError[] {
  const result = schema.safeParse(values);
  if (result.success) return [];
  const errors: FormFieldError[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    if (!errors.some((error) => error.field === field)) {
      errors.push({ field, code: issue.message as FieldErrorCode });
    }
  }
  return errors;
}
