import { lazy } from 'react';
import { Route } from 'react-router-dom';

const UnavailablePage = lazy(() => import('../pages/UnavailablePage.tsx'));

const paths = [
  'seminar-pakete',
  'fachanwaltslehrgang/*',
  'fortbildung/*',
  'fortbildung-15-fao/*',
  'course/:id',
  'veranstalter/*',
  'referenten/*',
  'newsletter-confirmation',
];

/** Course pages, packages, organizers, speakers, newsletter confirmation (SPEC.md section 2). */
export function catalogueRoutes() {
  return paths.map((path) => <Route key={path} path={path} element={<UnavailablePage />} />);
}
