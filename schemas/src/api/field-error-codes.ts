/**
 * Why the server refused a field: the stable `code` of each `details` entry of an error answer
 * (`{ path, code, message }`). Forms choose their text by the code; the message beside it is
 * for people reading the answer and may change. Free of the schema library, for browser code.
 */
export const fieldErrorCodes = [
  /** Missing, or empty (a text of nothing but spaces, an empty list) where a value is needed. */
  'REQUIRED',
  /** Of another kind than the field takes: a text for a number, a fraction for a whole number. */
  'WRONG_TYPE',
  /** A text or list shorter than the field's minimum. */
  'TOO_SHORT',
  /** A text or list longer than the field's maximum. */
  'TOO_LONG',
  /** A number or day below the field's minimum. */
  'TOO_SMALL',
  /** A number or day above the field's maximum. */
  'TOO_LARGE',
  /** Not in the field's format: an e-mail address, a date, an id, a postal code for the country. */
  'INVALID_FORMAT',
  /** In the field's format, but its check digit does not fit: a VAT id, an IBAN. */
  'INVALID_CHECKSUM',
  /** Not one of the values the field allows: an option of a list, a known country or city, `true`. */
  'NOT_ALLOWED',
  /** A field the call does not take. */
  'UNKNOWN_FIELD',
  /** A value the database cannot keep: a text with the character U+0000, a day in the year 0. */
  'UNSTORABLE',
  /** An end that is not after its start, e.g. a `dateTo` on or before `dateFrom`. */
  'NOT_AFTER_START',
  /** A file larger than the call takes. */
  'FILE_TOO_LARGE',
  /** A file whose content is not of a type the call takes (a PDF, an image). */
  'FILE_TYPE_NOT_ALLOWED',
  /** Any other reason; the message says which. */
  'INVALID',
] as const;
export type FieldErrorCode = (typeof fieldErrorCodes)[number];

/** Whether `value` is a code of this list (a newer server may send one this client lacks). */
export const isFieldErrorCode = (value: unknown): value is FieldErrorCode =>
  (fieldErrorCodes as readonly unknown[]).includes(value);
