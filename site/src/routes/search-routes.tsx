import { lazy } from 'react';
import { categoryRoutes } from '@kursmarkt/schemas';
import type { RouteObject } from 'react-router-dom';

const SearchPage = lazy(() => import('../search/SearchPage.tsx'));
const CategoryPage = lazy(() => import('../search/CategoryPage.tsx'));
const CityPage = lazy(() => import('../search/CityPage.tsx'));

/**
 * Search, the category listings and the city pages (SPEC.md section 2, route table). A city
 * path has one or two segments after `stadt`; anything else is unknown and goes to 404.
 */
export function searchRoutes(): RouteObject[] {
  return [
    { path: '/search', element: <SearchPage /> },
    ...categoryRoutes.map((route) => ({
      path: `/${route}`,
      element: <CategoryPage route={route} />,
    })),
    { path: '/stadt/:city', element: <CityPage /> },
    { path: '/stadt/:city/:scope', element: <CityPage /> },
  ];
}
