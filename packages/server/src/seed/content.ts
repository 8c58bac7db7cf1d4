/**
 * What the seed writes besides the catalogue: the FAQ, the content pages and the bar
 * associations, in the order their ids are given.
 */
import type { chambers, contentPages, faqEntries } from '../db/schema.ts';
import { chamberSeeds } from './chambers.ts';
import { contentPageSeeds } from './content-pages.ts';
import { faqSeeds } from './faq.ts';
import { startOfUtcDay } from './util.ts';

export interface ContentRows {
  faqEntries: (typeof faqEntries.$inferInsert)[];
  contentPages: (typeof contentPages.$inferInsert)[];
  chambers: (typeof chambers.$inferInsert)[];
}

/** The rows, with the content pages last changed when `referenceDate` began (UTC). */
export function contentRows(referenceDate: string): ContentRows {
  const faqEntries: ContentRows['faqEntries'] = [];
  const faqPosition = new Map<string, number>();
  for (const seed of faqSeeds) {
    const position = (faqPosition.get(seed.category) ?? 0) + 1;
    faqPosition.set(seed.category, position);
    for (const language of ['de', 'en'] as const) {
      faqEntries.push({
        category: seed.category,
        language,
        question: seed[language].question,
        answer: seed[language].answer,
        position,
      });
    }
  }
  const updatedAt = startOfUtcDay(referenceDate);
  return {
    faqEntries,
    contentPages: contentPageSeeds.map((page) => ({ ...page, updatedAt })),
    chambers: chamberSeeds,
  };
}
