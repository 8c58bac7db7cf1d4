import { lazy } from 'react';
import { categoryRoutes } from '@kursmarkt/schemas';
import type { RouteObject } from 'react-router-dom';

const SearchPage = lazy(() => import('../search/SearchPage.tsx'));
const CategoryPage = lazy(() => import('../search/CategoryPage.tsx'));
const CityPage = lazy(() => import('../search/CityPage.tsx'));

/** A city page's paths: the city, or the city and a scope. */
export const cityPaths = ['/stadt/:city', '/stadt/:city/:scope'];

/**
 * Search, the category listings and the city pages (docs/routes-and-screens.md, routes). A city
 * path has one or two segments after `stadt`; anything else is unknown and goes to 404.
 */
export function searchRoutes(): RouteObject[] {
  return [
    { path: '/search', element: <SearchPage /> },
    ...categoryRoutes.map((route) => ({
      path: `/${route}`,
      element: <CategoryPage route={route} />,
    })),
    ...cityPaths.map((path) => ({ path, element: <CityPage /> })),
  ];
}
