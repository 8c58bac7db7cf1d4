/**
 * The API answers a page is rendered with on the server, so that its first paint shows them and
 * the browser asks for nothing before it (docs/decisions/0003-server-rendering.md). Server
 * build only.
 */
import {
  cityKey,
  courseKey,
  getCity,
  getCourse,
  infiniteSearchRequest,
  type CityDetail,
  type DataRequest,
} from '@kursmarkt/api';
import { startPageRequests } from '@kursmarkt/modules';
import type { CourseDetail, ModuleName } from '@kursmarkt/schemas';
import {
  categoryRoutes,
  courseDetailSections,
  idFromSegment,
  type CategoryRoute,
} from '@kursmarkt/schemas/rules';
import { effectiveSearch, readSearchState, toApiParams } from '@kursmarkt/search';
import type { BootData } from './boot.ts';
import {
  categoryPages,
  cityPageSetup,
  pageOffered,
  searchPage,
  type SearchPageSetup,
} from './search/search-pages.ts';
import { scopeName } from './search/search-setup.ts';
import { bannerRequests, courseBannerFilter, searchBannerFilter } from './shell/AdvertBanner.tsx';

/** The course detail paths' first segments (routes/catalogue-routes.tsx). */
const coursePrefixes = new Set<string>(courseDetailSections);

/** The results pages by path: the search and the category listings (routes/search-routes.tsx). */
const resultPages = new Map<string, SearchPageSetup>([
  ['/search', searchPage],
  ...categoryRoutes.map((route: CategoryRoute) => [`/${route}`, categoryPages[route]] as const),
]);

/**
 * A city page's calls (search/CityPage.tsx): the city, then the search near it, which names
 * the city as the page does. None for a path the page answers with 404.
 */
function cityPageRequests(
  [citySegment, scopeSegment, ...more]: string[],
  searchParams: URLSearchParams,
  { configuration, messages }: BootData,
): DataRequest[] {
  const cityId = idFromSegment(citySegment);
  const scopeId = scopeSegment === undefined ? undefined : idFromSegment(scopeSegment);
  const scopeLabel = scopeId ? scopeName(messages, scopeId) : undefined;
  if (more.length > 0 || cityId === null || scopeId === null) return [];
  if (scopeId !== undefined && scopeLabel === undefined) return [];
  const request: DataRequest<CityDetail> = {
    key: cityKey(cityId),
    load: (client) => getCity(client, cityId),
    next: (found) => {
      const setup = cityPageSetup(
        { id: cityId, name: found.name },
        scopeId === undefined ? undefined : { id: scopeId, name: scopeLabel },
      );
      const search = effectiveSearch(readSearchState(searchParams), setup, configuration.types);
      return [
        infiniteSearchRequest(toApiParams(search, configuration.language)),
        ...bannerRequests(configuration, 'search', searchBannerFilter(search)),
      ];
    },
  };
  return [request];
}

/** The calls the page at `url` needs before it renders; none for pages that load their own. */
export function routeRequests(url: string, boot: BootData): DataRequest[] {
  const { configuration } = boot;
  if (configuration.maintenance) return [];
  const { pathname, searchParams } = new URL(url, 'http://storefront.invalid');
  const language = configuration.language;
  if (pathname === '/') {
    return [
      ...startPageRequests(
        configuration.modules,
        configuration.startPageComponent as ModuleName | undefined,
      ),
      ...bannerRequests(configuration, 'start'),
    ];
  }
  // The results page searches as SearchResults does: the URL's search over the page's preset.
  const results = resultPages.get(pathname);
  if (results && pageOffered(results, configuration)) {
    const search = effectiveSearch(
      readSearchState(searchParams),
      { preset: results.preset, defaults: results.defaults },
      configuration.types,
    );
    return [
      infiniteSearchRequest(toApiParams(search, language)),
      ...bannerRequests(configuration, 'search', searchBannerFilter(search)),
    ];
  }
  const [, prefix, segment, ...rest] = pathname.split('/');
  if (prefix === 'stadt') return cityPageRequests([segment ?? '', ...rest], searchParams, boot);
  const id = coursePrefixes.has(prefix ?? '') && rest.length === 0 ? idFromSegment(segment) : null;
  if (id !== null) {
    const request: DataRequest<CourseDetail> = {
      key: courseKey(id, language),
      load: (client) => getCourse(client, id, language),
      next: (course) => bannerRequests(configuration, 'course', courseBannerFilter(course)),
    };
    return [request];
  }
  return [];
}
