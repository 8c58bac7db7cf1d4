/**
 * Example data for the search box's stories: the scope lists and scope categories as the seeded
 * catalogue names them, and city suggestions as SWR fallback. Stories only.
 */
import { unstable_serialize } from 'swr';
import { lawyerScopeNames, renoScopeNames, scopes } from '../fixtures.ts';
import type { ScopeCategory } from './SearchBox.tsx';

type StoryLocale = 'de' | 'en';

export const lawyerScopes = (locale: StoryLocale) => scopes(lawyerScopeNames, 1, locale);
export const renoScopes = (locale: StoryLocale) => scopes(renoScopeNames, 101, locale);

/** The lawyers' scopes grouped, as the catalogue's scope categories do. */
export const lawyerScopeCategories = (locale: StoryLocale): ScopeCategory[] => [
  {
    id: 1,
    name: locale === 'de' ? 'Zivil- und Wirtschaftsrecht' : 'Civil and business law',
    scopeIds: [3, 4, 5, 6, 7, 8, 10, 11, 13, 19],
  },
  {
    id: 2,
    name: locale === 'de' ? 'Öffentliches Recht' : 'Public law',
    scopeIds: [1, 14, 15, 21, 24],
  },
  {
    id: 3,
    name: locale === 'de' ? 'Spezialgebiete' : 'Special fields',
    scopeIds: [9, 12, 16, 17, 18, 20, 22, 23],
  },
];

/** `GET /api/search/suggestCity` answers for the inputs the stories type. */
export const citySuggestionsFallback = {
  [unstable_serialize(['suggestCity', 'Köl'])]: [
    { id: 7, name: 'Köln', state: 'Nordrhein-Westfalen' },
    { id: 31, name: 'Kölleda', state: 'Thüringen' },
  ],
  [unstable_serialize(['suggestCity', 'Xyz'])]: [],
};

/** The domain label of the lawyer domain's second tab. */
export const secondaryTabLabels: Record<StoryLocale, Record<string, string>> = {
  de: { 'search.secondaryTab': 'Für Kanzleimitarbeitende' },
  en: { 'search.secondaryTab': 'For legal office staff' },
};
