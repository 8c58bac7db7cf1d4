/**
 * The demo catalogue's rows as the catalogue import writes them into a fresh database. A pure
 * function of the reference date; tests compare what the API answers with it.
 */
import { catalogueFileSchema } from '../../catalogue-import/format.ts';
import { rowsInEmptyDatabase } from '../../catalogue-import/rows.ts';
import { demoCatalogue } from './catalogue.ts';
import { firstOfCurrentMonth, parseIsoDate } from './util.ts';

export type SeedData = ReturnType<typeof rowsInEmptyDatabase> & { referenceDate: string };

/** Accepts 'YYYY-MM-DD' or a Date (its UTC calendar day); defaults to the first of this month. */
export function normalizeReferenceDate(referenceDate?: Date | string): string {
  if (referenceDate === undefined) return firstOfCurrentMonth();
  if (typeof referenceDate === 'string')
    return parseIsoDate(referenceDate).toISOString().slice(0, 10);
  if (Number.isNaN(referenceDate.getTime())) throw new Error('Invalid reference date');
  return referenceDate.toISOString().slice(0, 10);
}

export function buildSeedData(referenceDateInput?: Date | string): SeedData {
  const referenceDate = normalizeReferenceDate(referenceDateInput);
  const catalogue = catalogueFileSchema.parse(demoCatalogue(referenceDate));
  return { referenceDate, ...rowsInEmptyDatabase(catalogue) };
}
