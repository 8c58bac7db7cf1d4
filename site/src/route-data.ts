/**
 * The routes' loaders: the API answers a page needs before it shows. The server loads them before
 * it renders the page, so that its first paint shows them and the browser asks for nothing before
 * it (docs/decisions/0003-server-rendering.md); in the browser a navigation loads them with the
 * page's code and shows the page when both have come (App.tsx). Each loader belongs to a route
 * path of the route table and is matched as the routes are, by react-router (ADR 0041).
 */
import { matchRoutes, type Params } from 'react-router-dom';
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
import { categoryRoutes, idFromSegment, type CategoryRoute } from '@kursmarkt/schemas/rules';
import { effectiveSearch, readSearchState, toApiParams } from '@kursmarkt/search';
import type { BootData } from './boot.ts';
import { coursePaths } from './routes/catalogue-routes.tsx';
import { cityPaths } from './routes/search-routes.tsx';
import {
  categoryPages,
  cityPageSetup,
  pageOffered,
  searchPage,
  type SearchPageSetup,
} from './search/search-pages.ts';
import { scopeName } from './search/search-setup.ts';
import { bannerRequests, courseBannerFilter, searchBannerFilter } from './shell/AdvertBanner.tsx';

/** What a loader is given: the route's parameters, the address's query and the domain. */
type LoaderArgs = { params: Params; searchParams: URLSearchParams; boot: BootData };

type Loader = (args: LoaderArgs) => DataRequest[];

/** The start page: its modules' data and its banner. */
const startPage: Loader = ({ boot: { configuration } }) => [
  ...startPageRequests(
    configuration.modules,
    configuration.startPageComponent as ModuleName | undefined,
  ),
  ...bannerRequests(configuration, 'start'),
];

/** A results page searches as SearchResults does: the URL's search over the page's preset. */
const resultsPage =
  (page: SearchPageSetup): Loader =>
  ({ searchParams, boot: { configuration } }) => {
    if (!pageOffered(page, configuration)) return [];
    const search = effectiveSearch(
      readSearchState(searchParams),
      { preset: page.preset, defaults: page.defaults },
      configuration.types,
    );
    return [
      infiniteSearchRequest(toApiParams(search, configuration.language)),
      ...bannerRequests(configuration, 'search', searchBannerFilter(search)),
    ];
  };

/**
 * A city page's calls (search/CityPage.tsx): the city, then the search near it, which names
 * the city as the page does. None for a path the page answers with 404.
 */
const cityPage: Loader = ({ params, searchParams, boot: { configuration, messages } }) => {
  const cityId = idFromSegment(params.city);
  const scopeId = params.scope === undefined ? undefined : idFromSegment(params.scope);
  const scopeLabel = scopeId ? scopeName(messages, scopeId) : undefined;
  if (cityId === null || scopeId === null) return [];
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
};

/** A course page: the course in the page's language, then its banner. */
const coursePage: Loader = ({ params, boot: { configuration } }) => {
  const id = idFromSegment(params.slugId);
  if (id === null) return [];
  const request: DataRequest<CourseDetail> = {
    key: courseKey(id, configuration.language),
    load: (client) => getCourse(client, id, configuration.language),
    next: (course) => bannerRequests(configuration, 'course', courseBannerFilter(course)),
  };
  return [request];
};

/** The loaders by route path; the other pages load their own data. */
const loaders: { path: string; requests: Loader }[] = [
  { path: '/', requests: startPage },
  { path: '/search', requests: resultsPage(searchPage) },
  ...categoryRoutes.map((route: CategoryRoute) => ({
    path: `/${route}`,
    requests: resultsPage(categoryPages[route]),
  })),
  ...cityPaths.map((path) => ({ path, requests: cityPage })),
  ...coursePaths.map((path) => ({ path, requests: coursePage })),
];

/** The calls the page at `url` (a path from `/` with query) needs before it shows. */
export function routeRequests(url: string, boot: BootData): DataRequest[] {
  if (boot.configuration.maintenance) return [];
  const { pathname, searchParams } = new URL(url, 'http://storefront.invalid');
  const [match] = matchRoutes(loaders, pathname) ?? [];
  return match ? match.route.requests({ params: match.params, searchParams, boot }) : [];
}
