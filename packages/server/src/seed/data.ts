/**
 * The demo catalogue's rows as the catalogue import writes them into a fresh database. A pure
 * function of the reference date; tests compare what the API answers with it.
 */
import { catalogueFileSchema } from '../catalogue-import/format.ts';
import { rowsInEmptyDatabase } from '../catalogue-import/rows.ts';
import { demoCatalogue } from './catalogue.ts';
import { isValid } from 'date-fns';
import { firstOfCurrentMonth, isoDate, parseIsoDate } from './util.ts';

export type SeedData = ReturnType<typeof rowsInEmptyDatabase> & { referenceDate: string };

/**
 * Accepts 'YYYY-MM-DD' or a Date (the day in Berlin it falls on); defaults to the first of the
 * current month in Berlin.
 */
export function normalizeReferenceDate(referenceDate?: Date | string): string {
  if (referenceDate === undefined) return firstOfCurrentMonth();
  if (typeof referenceDate === 'string') return isoDate(parseIsoDate(referenceDate));
  if (!isValid(referenceDate)) throw new Error('Invalid reference date');
  return isoDate(referenceDate);
}

export function buildSeedData(referenceDateInput?: Date | string): SeedData {
  const referenceDate = normalizeReferenceDate(referenceDateInput);
  const catalogue = catalogueFileSchema.parse(demoCatalogue(referenceDate));
  return { referenceDate, ...rowsInEmptyDatabase(catalogue) };
}
