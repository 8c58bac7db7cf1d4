/**
 * The fields of the sign-in, registration and password pages (the embedded provider's own pages,
 * packages/server/src/identity): what each takes, with the reason for a refusal as a field error
 * code. The pages say the reason in their language.
 */
import * as z from 'zod/mini';
import type { FieldErrorCode } from '../api/field-error-codes.ts';

/** The longest name, e-mail address (RFC 5321) and password an account takes. */
export const accountFieldMaxLength = { name: 100, email: 254, password: 200 } as const;
/** The shortest password an account takes. */
export const passwordMinLength = 10;

const code = (value: FieldErrorCode) => value;

/** A first or last name: given, at most 100 characters (surrounding spaces dropped). */
export const personNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, code('REQUIRED')),
    z.maxLength(accountFieldMaxLength.name, code('TOO_LONG')),
  );

/** An e-mail address: given, at most 254 characters, in the form of an address. */
export const emailAddressSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, code('REQUIRED')),
    z.maxLength(accountFieldMaxLength.email, code('TOO_LONG')),
    z.email(code('INVALID_FORMAT')),
  );

/**
 * A new password by the rule the pages state: at least 10 characters, not only letters and not
 * only digits, at most 200. Whether it is easy to guess or known from breaches, the server checks
 * beside it.
 */
export const newPasswordSchema = z.string().check(
  z.minLength(1, code('REQUIRED')),
  z.maxLength(accountFieldMaxLength.password, code('TOO_LONG')),
  z.minLength(passwordMinLength, code('TOO_SHORT')),
  z.refine(
    (password) => !/^\p{L}+$/u.test(password) && !/^\d+$/.test(password),
    code('INVALID_FORMAT'),
  ),
);

const requiredPassword = z.string().check(z.minLength(1, code('REQUIRED')));

/** What the sign-in form needs before it asks for the account: an address and a password. */
export const signInFormSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, code('REQUIRED'))),
  password: requiredPassword,
});

/** The registration form: names, address, a new password and the accepted terms (`yes`). */
export const registrationFormSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailAddressSchema,
  password: newPasswordSchema,
  terms: z.literal('yes', code('NOT_ALLOWED')),
});

/** The "forgot password" form: the account's address. */
export const forgotPasswordFormSchema = z.object({ email: emailAddressSchema });

/** A new password from a reset link. */
export const resetPasswordFormSchema = z.object({ newPassword: newPasswordSchema });

/** A password change: the current password and a new one. */
export const changePasswordFormSchema = z.object({
  currentPassword: requiredPassword,
  newPassword: newPasswordSchema,
});

/** An e-mail change: the new address and the current password. */
export const changeEmailFormSchema = z.object({
  email: emailAddressSchema,
  currentPassword: requiredPassword,
});
