import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { checkoutPages } from './checkout-pages.tsx';

const GuestConfirmPage = lazy(() => import('../guest-order/GuestConfirmPage.tsx'));

/**
 * The guest checkout (docs/routes-and-screens.md, routes): the checkout's steps under
 * `/guest-order`, each its own chunk, and the confirmation link of a held order.
 */
export function guestOrderRoutes(): RouteObject[] {
  return [
    ...checkoutPages('guest'),
    { path: '/guest-order/:orderId/confirm', element: <GuestConfirmPage /> },
  ];
}
