import { lazy } from 'react';
import { Route } from 'react-router-dom';

const UnavailablePage = lazy(() => import('../pages/UnavailablePage.tsx'));

const paths = [
  'search',
  'fachanwaltslehrgaenge',
  'fortbildungen',
  'fortbildungen-15-fao',
  'online-seminare',
  'online-seminare-mitarbeiter',
  'praesenzschulung',
  'selbststudium',
  'selbststudium-mitarbeiter',
  'stadt/*',
];

/** Search, the category listings and the city pages (SPEC.md section 2, route table). */
export function searchRoutes() {
  return paths.map((path) => <Route key={path} path={path} element={<UnavailablePage />} />);
}
