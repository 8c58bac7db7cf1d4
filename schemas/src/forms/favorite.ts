/**
 * The name of a saved search (Suchfavorit), as `PUT /api/favorites` takes it
 * (schemas/src/api/favorites.ts): checked before the search is saved or renamed.
 */
import * as z from 'zod/mini';
import type { FieldErrorCode } from '../api/field-error-codes.ts';

const code = (value: FieldErrorCode) => value;

/**
 * A name of 1 to 100 characters, spaces around it dropped, and whether its alert mails are
 * wanted (asked when a search is saved).
 */
export const favoriteNameFormSchema = z.object({
  alerts: z.boolean(),
  name: z
    .string()
    .check(z.trim(), z.minLength(1, code('REQUIRED')), z.maxLength(100, code('TOO_LONG'))),
});
export type FavoriteNameForm = z.infer<typeof favoriteNameFormSchema>;
