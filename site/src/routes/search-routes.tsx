import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { categoryRoutes } from '@kursmarkt/schemas';

const SearchPage = lazy(() => import('../search/SearchPage.tsx'));
const CategoryPage = lazy(() => import('../search/CategoryPage.tsx'));
const CityPage = lazy(() => import('../search/CityPage.tsx'));

/**
 * Search, the category listings and the city pages (SPEC.md section 2, route table). A city
 * path has one or two segments after `stadt`; anything else is unknown and goes to 404.
 */
export function searchRoutes() {
  return [
    <Route key="search" path="search" element={<SearchPage />} />,
    ...categoryRoutes.map((route) => (
      <Route key={route} path={route} element={<CategoryPage route={route} />} />
    )),
    <Route key="stadt" path="stadt/:city" element={<CityPage />} />,
    <Route key="stadt-scope" path="stadt/:city/:scope" element={<CityPage />} />,
  ];
}
