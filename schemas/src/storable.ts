import { z } from 'zod';
import { fieldErrorParams } from './api/common.ts';

/**
 * Rules for input that ends up in PostgreSQL and that zod's own checks let through: the
 * database would refuse such a value with an error of its own, which would reach the sender as
 * an unexpected failure instead of a problem with a path.
 */

const nulCharacter = '\u0000';

type Visit = { value: unknown; key?: PropertyKey; parent?: Visit };

const pathOf = (visit: Visit): PropertyKey[] => {
  const path: PropertyKey[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.push(at.key!);
  return path.reverse();
};

/**
 * The paths of the texts in `value` (its strings, its arrays' items and its plain objects'
 * values, however deep), in document order, that hold the character U+0000, which PostgreSQL
 * text cannot store. Walked without recursion: a request body may nest deeper than the call
 * stack goes.
 */
export function nulCharacterPaths(value: unknown): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const pending: Visit[] = [{ value }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const item = visit.value;
    if (typeof item === 'string') {
      if (item.includes(nulCharacter)) found.push(pathOf(visit));
    } else if (typeof item === 'object' && item !== null) {
      const entries = Array.isArray(item) ? [...item.entries()] : Object.entries(item);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, entry] = entries[index]!;
        pending.push({ value: entry, key, parent: visit });
      }
    }
  }
  return found;
}

/**
 * `schema`, with any text holding the character U+0000 rejected first, each at its path.
 */
export const withoutNulCharacters = <T extends z.ZodType>(schema: T) =>
  z
    .unknown()
    .superRefine((value, context) => {
      for (const path of nulCharacterPaths(value)) {
        context.addIssue({
          code: 'custom',
          path,
          message: 'must not contain the character U+0000',
          params: fieldErrorParams('UNSTORABLE'),
          input: value,
        });
      }
    })
    .pipe(schema);

/** The first day PostgreSQL's `date` reads as written: it has no year 0. */
const firstStorableDay = '0001-01-01';

/** A calendar day as YYYY-MM-DD that PostgreSQL can store; `message` when it is not one. */
export const isoDay = (message: string) =>
  z.iso
    .date(message)
    .refine((day) => day >= firstStorableDay, { message, params: fieldErrorParams('UNSTORABLE') });
