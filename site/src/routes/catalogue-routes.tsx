import { lazy } from 'react';
import { courseDetailSections } from '@kursmarkt/schemas/rules';
import type { RouteObject } from 'react-router-dom';

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
 * The course detail paths (docs/routes-and-screens.md): `<slug>-<id>` under the three category prefixes,
 * `<id>` under `course`. A deeper or empty path is no course: the catch-all sends it to /404.
 */
export const coursePaths = courseDetailSections.map((section) => `/${section}/:slugId`);

/** Course pages, packages, organizers, speakers, newsletter confirmation (docs/routes-and-screens.md). */
export function catalogueRoutes(): RouteObject[] {
  return [
    ...coursePaths.map((path) => ({ path, element: <CoursePage /> })),
    { path: '/veranstalter', element: <OrganizersPage /> },
    { path: '/veranstalter/:slugId', element: <OrganizerPage /> },
    { path: '/referenten', element: <ReferentsPage /> },
    { path: '/referenten/:slugId', element: <ReferentPage /> },
    { path: '/seminar-pakete', element: <PackagesPage /> },
    { path: '/newsletter-confirmation', element: <NewsletterConfirmationPage /> },
  ];
}
