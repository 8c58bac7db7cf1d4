/**
 * The listing pages and what each one searches: the eight category routes with their preset
 * filters, and the city pages `/stadt/<name>-<cityId>[/<scope-name>-<scopeId>]`.
 */
import type { SearchState } from '@kursmarkt/search';
import {
  slugify,
  type CategoryRoute,
  type CourseType,
  type SearchRadius,
  type SearchType,
} from '@kursmarkt/schemas/rules';
import type { MessageDescriptor } from 'react-intl';
import { searchPageMessages as t } from './messages.ts';

/** The radius of a city page (its own default; the search box starts at 100 km). */
const cityPageRadius: SearchRadius = 50;

export type SearchPageSetup = {
  /** The page's h1 (and title). */
  title: MessageDescriptor;
  /** Filters the page fixes: they are searched whatever the URL says and cannot be changed. */
  preset: SearchState;
  /** Values the URL may change. */
  defaults?: SearchState;
};

/**
 * The category routes (docs/routes-and-screens.md, routes) and their presets, read against the
 * catalogue's listing categories (packages/server/src/db/schema.ts):
 * - Fachanwaltslehrgänge and the § 15 FAO courses are listing categories of their own.
 * - "Fortbildungen" are all further training (type EDUCATION), whatever the listing category.
 * - Online seminars, classroom training and self-study are formats (course types), wider than
 *   the listing categories of the same name: an online Fachanwaltslehrgang is an online seminar
 *   too. The lawyers' format pages take the lawyers' types, the `-mitarbeiter` pages RENO.
 * - Präsenzschulung names no type: it shows the domain's own types (lawyers on the lawyers'
 *   site, office staff on theirs), as every search without types does.
 */
export const categoryPages: Record<CategoryRoute, SearchPageSetup> = {
  fachanwaltslehrgaenge: {
    title: t.titleFachanwaltslehrgaenge,
    preset: { category: 'fachanwaltslehrgang', types: ['SPECIALIZATION'] },
  },
  fortbildungen: { title: t.titleFortbildungen, preset: { types: ['EDUCATION'] } },
  'fortbildungen-15-fao': {
    title: t.titleFortbildungen15Fao,
    preset: { category: 'fortbildung-15-fao', types: ['EDUCATION'] },
  },
  'online-seminare': {
    title: t.titleOnlineSeminare,
    preset: { courseType: 'ONLINE', types: ['EDUCATION', 'SPECIALIZATION'] },
  },
  'online-seminare-mitarbeiter': {
    title: t.titleOnlineSeminareMitarbeiter,
    preset: { courseType: 'ONLINE', types: ['RENO'] },
  },
  praesenzschulung: { title: t.titlePraesenzschulung, preset: { courseType: 'PRESENT' } },
  selbststudium: {
    title: t.titleSelbststudium,
    preset: { courseType: 'SELF', types: ['EDUCATION', 'SPECIALIZATION'] },
  },
  'selbststudium-mitarbeiter': {
    title: t.titleSelbststudiumMitarbeiter,
    preset: { courseType: 'SELF', types: ['RENO'] },
  },
};

/**
 * Whether a domain offers a page: its fixed course type is one the domain offers and, when it
 * fixes search types, one of them is the domain's. A page the domain does not offer is not
 * found (Lumen, with online and self-study courses, has no `/praesenzschulung`).
 */
export function pageOffered(
  setup: Pick<SearchPageSetup, 'preset'>,
  offered: { types: readonly SearchType[]; courseTypes: readonly CourseType[] },
): boolean {
  const { courseType, types } = setup.preset;
  return (
    (courseType === undefined || offered.courseTypes.includes(courseType)) &&
    (types === undefined || types.some((type) => offered.types.includes(type)))
  );
}

/** The free search at /search: nothing fixed. */
export const searchPage: SearchPageSetup = { title: t.title, preset: {} };

/** The path of a city page, optionally for one scope. */
export function cityPagePath(
  city: { id: number; name: string },
  scope?: { id: number; name: string },
) {
  const cityPart = `${slugify(city.name)}-${city.id}`;
  return scope ? `/stadt/${cityPart}/${slugify(scope.name)}-${scope.id}` : `/stadt/${cityPart}`;
}

/**
 * What a city page searches: in-person courses near the city, within 50 km unless the URL says
 * otherwise, maybe in one scope. The names are for display and the stored search only.
 */
export function cityPageSetup(
  city: { id: number; name?: string },
  scope?: { id: number; name?: string },
): Omit<SearchPageSetup, 'title'> {
  return {
    preset: {
      courseType: 'PRESENT',
      cityId: city.id,
      cityName: city.name,
      scope: scope?.id,
      selectedScopeName: scope?.name,
    },
    defaults: { radius: cityPageRadius },
  };
}
