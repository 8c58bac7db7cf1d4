/**
 * Example data for the search box's stories: the scope lists and scope categories as the seeded
 * catalogue names them, and city suggestions as SWR fallback. Stories only.
 */
import type { ScopeEntry } from '@kursmarkt/schemas';
import { unstable_serialize } from 'swr';
import type { ScopeCategory } from './SearchBox.tsx';

type StoryLocale = 'de' | 'en';

/** The 24 Fachanwaltschaften of § 1 FAO, as the seeded catalogue names them. */
const lawyerScopeNames: [string, string][] = [
  ['Agrarrecht', 'Agricultural law'],
  ['Arbeitsrecht', 'Employment law'],
  ['Bank- und Kapitalmarktrecht', 'Banking and capital markets law'],
  ['Bau- und Architektenrecht', 'Construction and architects’ law'],
  ['Erbrecht', 'Inheritance law'],
  ['Familienrecht', 'Family law'],
  ['Gewerblicher Rechtsschutz', 'Intellectual property law'],
  ['Handels- und Gesellschaftsrecht', 'Commercial and corporate law'],
  ['Informationstechnologierecht', 'Information technology law'],
  ['Insolvenz- und Sanierungsrecht', 'Insolvency and restructuring law'],
  ['Internationales Wirtschaftsrecht', 'International business law'],
  ['Medizinrecht', 'Medical law'],
  ['Miet- und Wohnungseigentumsrecht', 'Tenancy and condominium law'],
  ['Migrationsrecht', 'Migration law'],
  ['Sozialrecht', 'Social security law'],
  ['Sportrecht', 'Sports law'],
  ['Steuerrecht', 'Tax law'],
  ['Strafrecht', 'Criminal law'],
  ['Transport- und Speditionsrecht', 'Transport and freight forwarding law'],
  ['Urheber- und Medienrecht', 'Copyright and media law'],
  ['Vergaberecht', 'Public procurement law'],
  ['Verkehrsrecht', 'Traffic law'],
  ['Versicherungsrecht', 'Insurance law'],
  ['Verwaltungsrecht', 'Administrative law'],
];

const renoScopeNames: [string, string][] = [
  ['Zwangsvollstreckung', 'Enforcement of judgments'],
  ['Gebührenrecht (RVG)', 'Lawyers’ fees (RVG)'],
  ['Mahnverfahren', 'Court dunning procedure'],
  ['Fristenwesen', 'Deadline management'],
  ['Elektronischer Rechtsverkehr (beA)', 'Electronic legal communication (beA)'],
  ['Büroorganisation', 'Office organisation'],
  ['Kostenfestsetzung', 'Cost assessment'],
  ['Grundbuch- und Notariatswesen', 'Land register and notarial practice'],
  ['Familienrechtliche Verfahren', 'Family court procedures'],
  ['Arbeitsrechtliche Verfahren', 'Labour court procedures'],
];

/** The scopes the seeded catalogue marks as top: the search box's buttons in step 1. */
const topScopeNames = new Set([
  'Arbeitsrecht',
  'Erbrecht',
  'Familienrecht',
  'Miet- und Wohnungseigentumsrecht',
  'Steuerrecht',
  'Strafrecht',
  'Verkehrsrecht',
  'Zwangsvollstreckung',
  'Gebührenrecht (RVG)',
  'Elektronischer Rechtsverkehr (beA)',
]);

/** Scope entries with ids from `firstId`, named in the story's language, top as seeded. */
const scopes = (names: [string, string][], firstId: number, locale: StoryLocale): ScopeEntry[] =>
  names.map(([de, en], index) => ({
    id: firstId + index,
    name: locale === 'de' ? de : en,
    top: topScopeNames.has(de),
  }));

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
