import { useIntl, type MessageDescriptor } from 'react-intl';
import type {
  FieldErrors,
  FieldValues,
  Path,
  UseFormSetError,
  UseFormSetFocus,
} from 'react-hook-form';
import type { FieldError, FieldErrorCode } from '@kursmarkt/schemas';

/** The text a form shows for a field refused with `code`, by the form rule or the server. */
export type ProblemText<Field extends string> = (
  field: Field,
  code: FieldErrorCode,
) => MessageDescriptor;

/**
 * The text beside a field: the form rules (`@kursmarkt/schemas/forms`) and the server both give
 * a field error code as the error's message, which `problem` turns into the form's words.
 */
export function useFieldErrorText<Field extends string>(
  errors: FieldErrors,
  problem: ProblemText<Field>,
) {
  const intl = useIntl();
  return (field: Field) => {
    const code = errors[field]?.message;
    return typeof code === 'string' && code
      ? intl.formatMessage(problem(field, code as FieldErrorCode))
      : undefined;
  };
}

/**
 * Shows the fields the server refused (its error's `details`, `body.<field>` with their codes)
 * beside them, focusing the first of `fields`, the form's order; true when it named one.
 */
export function showRefusedFields<Values extends FieldValues>(
  failure: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
): boolean {
  const details = (failure as { details?: FieldError[] } | null)?.details ?? [];
  const refused = new Map(
    details.map((detail) => [detail.path.replace(/^body\./, ''), detail.code] as const),
  );
  const named = fields.filter((field) => refused.has(field));
  named.forEach((field, index) =>
    setError(field, { type: 'server', message: refused.get(field) }, { shouldFocus: index === 0 }),
  );
  return named.length > 0;
}

/**
 * Focuses the first field of `fields` (the form's order) that has an error; for a form whose rule
 * refused it before sending (react-hook-form's own focus follows the order fields were mounted
 * in, which a field shown later, such as the company, upsets).
 */
export function focusFirstError<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  fields: readonly Path<Values>[],
  setFocus: UseFormSetFocus<Values>,
) {
  const first = fields.find((field) => (errors as FieldErrors)[field]);
  if (first) setFocus(first);
}
