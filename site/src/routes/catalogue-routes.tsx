import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { courseDetailSections } from '@kursmarkt/schemas/rules';

const CoursePage = lazy(() => import('../catalogue/pages/CoursePage.tsx'));
const OrganizersPage = lazy(() => import('../catalogue/pages/OrganizersPage.tsx'));
const OrganizerPage = lazy(() => import('../catalogue/pages/OrganizerPage.tsx'));
const ReferentsPage = lazy(() => import('../catalogue/pages/ReferentsPage.tsx'));
const ReferentPage = lazy(() => import('../catalogue/pages/ReferentPage.tsx'));
const PackagesPage = lazy(() => import('../catalogue/pages/PackagesPage.tsx'));
const NewsletterConfirmationPage = lazy(
  () => import('../catalogue/pages/NewsletterConfirmationPage.tsx'),
);

/**
 * The course detail paths (SPEC.md section 2): `<slug>-<id>` under the three category prefixes,
 * `<id>` under `course`. A deeper or empty path is no course: the catch-all sends it to /404.
 */
const coursePaths = courseDetailSections.map((section) => `${section}/:slugId`);

/** Course pages, packages, organizers, speakers, newsletter confirmation (SPEC.md section 2). */
export function catalogueRoutes() {
  return [
    ...coursePaths.map((path) => <Route key={path} path={path} element={<CoursePage />} />),
    <Route key="veranstalter" path="veranstalter" element={<OrganizersPage />} />,
    <Route key="veranstalter/:slugId" path="veranstalter/:slugId" element={<OrganizerPage />} />,
    <Route key="referenten" path="referenten" element={<ReferentsPage />} />,
    <Route key="referenten/:slugId" path="referenten/:slugId" element={<ReferentPage />} />,
    <Route key="seminar-pakete" path="seminar-pakete" element={<PackagesPage />} />,
    <Route
      key="newsletter-confirmation"
      path="newsletter-confirmation"
      element={<NewsletterConfirmationPage />}
    />,
  ];
}
