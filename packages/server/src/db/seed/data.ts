/**
 * Every row of the demo seed: the demo catalogue's rows as the catalogue import writes them into
 * a fresh database, and the editorial rows the seed writes itself. A pure function of the
 * reference date; tests compare what the API answers with it.
 */
import type {
  chambers,
  cities,
  contentPages,
  courseDocuments,
  courseSchedules,
  courseScopes,
  courseSpeakers,
  courses,
  faqEntries,
  organizers,
  packageScopes,
  packages,
  priceLevels,
  scopeCategories,
  scopes,
  speakers,
} from '../schema.ts';
import { catalogueFileSchema } from '../../catalogue-import/format.ts';
import { rowsInEmptyDatabase } from '../../catalogue-import/rows.ts';
import { demoCatalogue } from './catalogue.ts';
import { chamberSeeds } from './chambers.ts';
import { contentPageSeeds } from './content-pages.ts';
import { faqSeeds } from './faq.ts';
import { firstOfCurrentMonth, parseIsoDate } from './util.ts';

export interface SeedData {
  referenceDate: string;
  scopeCategories: (typeof scopeCategories.$inferInsert)[];
  scopes: (typeof scopes.$inferInsert)[];
  cities: (typeof cities.$inferInsert)[];
  organizers: (typeof organizers.$inferInsert)[];
  speakers: (typeof speakers.$inferInsert)[];
  courses: (typeof courses.$inferInsert)[];
  courseScopes: (typeof courseScopes.$inferInsert)[];
  courseSpeakers: (typeof courseSpeakers.$inferInsert)[];
  courseSchedules: (typeof courseSchedules.$inferInsert)[];
  priceLevels: (typeof priceLevels.$inferInsert)[];
  courseDocuments: (typeof courseDocuments.$inferInsert)[];
  packages: (typeof packages.$inferInsert)[];
  packageScopes: (typeof packageScopes.$inferInsert)[];
  faqEntries: (typeof faqEntries.$inferInsert)[];
  contentPages: (typeof contentPages.$inferInsert)[];
  chambers: (typeof chambers.$inferInsert)[];
}

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
  return { referenceDate, ...rowsInEmptyDatabase(catalogue), ...editorialRows(referenceDate) };
}

/** The FAQ, content pages and chambers: not catalogue, written by the seed itself. */
function editorialRows(
  referenceDate: string,
): Pick<SeedData, 'faqEntries' | 'contentPages' | 'chambers'> {
  const faqEntries: SeedData['faqEntries'] = [];
  const faqPosition = new Map<string, number>();
  for (const seed of faqSeeds) {
    const position = (faqPosition.get(seed.category) ?? 0) + 1;
    faqPosition.set(seed.category, position);
    for (const language of ['de', 'en'] as const) {
      faqEntries.push({
        id: faqEntries.length + 1,
        category: seed.category,
        language,
        question: seed[language].question,
        answer: seed[language].answer,
        position,
      });
    }
  }
  const pageUpdatedAt = parseIsoDate(referenceDate);
  return {
    faqEntries,
    contentPages: contentPageSeeds.map((page, index) => ({
      id: index + 1,
      ...page,
      updatedAt: pageUpdatedAt,
    })),
    chambers: chamberSeeds.map((chamber, index) => ({ id: index + 1, ...chamber })),
  };
}
