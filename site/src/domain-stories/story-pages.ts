/**
 * What the domain stories show and what their recorded answers hold; shared by the stories
 * (domain-story.tsx) and the command that records the answers (scripts/domain-stories.ts).
 */
import type { Locale, MessagesResponse } from '@kursmarkt/schemas';

/**
 * The day the demo catalogue is seeded for when the answers are recorded, and the moment the
 * server and the stories take as "now": dated courses lie in the 18 months after it.
 */
export const storyDay = '2026-03-02';
export const storyNow = '2026-03-02T09:00:00+01:00';

/** The pages of a domain that are stories: its start page, search results and a course. */
export type StoryPage = 'start' | 'search' | 'course';

/** Where the search results story is shown. */
export const searchPath = '/search';

/** SWR's fallback data of one page: the API's answers by serialized key. */
type PageAnswers = Record<string, unknown>;

/** The recording (recorded-answers.json). */
export type RecordedAnswers = {
  /** `storyNow` when recorded: the moment the answers are true for. */
  now: string;
  /** The catalogue's scope lists by language, which the messages carry besides the texts. */
  scopeLists: Partial<
    Record<Locale, Pick<MessagesResponse, 'lawyerScopes' | 'renoScopes' | 'scopeCategories'>>
  >;
  /** By domain id and language: the course page's address and each page's answers. */
  domains: Record<
    string,
    Partial<Record<Locale, { coursePath: string } & Record<StoryPage, PageAnswers>>>
  >;
};
