import { lazy } from 'react';
import type { Feature } from '@kursmarkt/schemas';
import { dashboardPages } from '../dashboard/pages.ts';
import type { RouteObject } from 'react-router-dom';
import { checkoutPages } from './checkout-pages.tsx';

const AuthCallbackPage = lazy(() => import('../session/AuthCallbackPage.tsx'));
const Dashboard = lazy(() => import('../dashboard/Dashboard.tsx'));
const GuardedUnavailablePage = lazy(() => import('../session/GuardedUnavailablePage.tsx'));
const CheckPage = lazy(() => import('../check/CheckPage.tsx'));

/**
 * The sign-in callback and the login-guarded routes (docs/routes-and-screens.md): the customer
 * dashboard's pages (those of features the domain has), the customer checkout's steps (each its
 * own chunk) and check. Any other path below `customer-dashboard` is unknown, so the catch-all
 * answers 404.
 */
export function sessionRoutes(hasFeature: (feature: Feature) => boolean): RouteObject[] {
  return [
    { path: '/auth/callback', element: <AuthCallbackPage /> },
    ...dashboardPages
      .filter((page) => !page.feature || hasFeature(page.feature))
      .map((page) => ({
        path: page.path ? `/customer-dashboard/${page.path}` : '/customer-dashboard',
        element: <Dashboard page={page.path} />,
      })),
    ...checkoutPages('customer'),
    // After the steps: any other path below `order`, and `order` itself.
    { path: '/order/*', element: <GuardedUnavailablePage /> },
    { path: '/check', element: <CheckPage /> },
  ];
}
