/**
 * The customer's further-training status (ADR 0051, 0063): the hours engine fed with the
 * customer's titles and items (items.ts), one year or one title's part of it, each item with its
 * source.
 */
import type { FurtherTrainingScopeAnswer, FurtherTrainingYearAnswer } from '@kursmarkt/schemas';
import type { Db } from '../db/client.ts';
import { furtherTrainingScope, furtherTrainingYear, furtherTrainingYears } from './hours.ts';
import { customerFurtherTraining, type FurtherTrainingOwner } from './items.ts';

/** The customer's year `year` at `now`: hours per title, items and their sources. */
export async function furtherTrainingYearOf(
  db: Db,
  owner: FurtherTrainingOwner,
  year: number,
  now: Date,
): Promise<FurtherTrainingYearAnswer> {
  const { titles, items, sources } = await customerFurtherTraining(db, owner, now);
  const input = { titles, items };
  const state = furtherTrainingYear(input, year);
  const ofYear = new Set(state.items.map((item) => item.itemId));
  return {
    ...state,
    sources: sources.filter((source) => ofYear.has(source.itemId)),
    years: furtherTrainingYears(input),
  };
}

/** One title's part of the customer's year; undefined when the customer holds no title in `scopeId`. */
export async function furtherTrainingScopeOf(
  db: Db,
  owner: FurtherTrainingOwner,
  year: number,
  scopeId: number,
  now: Date,
): Promise<FurtherTrainingScopeAnswer | undefined> {
  const state = await furtherTrainingYearOf(db, owner, year, now);
  const part = furtherTrainingScope(state, scopeId);
  if (!part) return undefined;
  const ofScope = new Set(part.items.map((item) => item.itemId));
  return { ...part, sources: state.sources.filter((source) => ofScope.has(source.itemId)) };
}
