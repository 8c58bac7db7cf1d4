import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const WithdrawalPage = lazy(() => import('./WithdrawalPage.tsx'));
const CancelOrderPage = lazy(() => import('./CancelOrderPage.tsx'));
const WaitingListOfferPage = lazy(() => import('./WaitingListOfferPage.tsx'));
const WaitingListLeavePage = lazy(() => import('./WaitingListLeavePage.tsx'));

/**
 * The pages after the order, each its own chunk, none behind the sign-in: the withdrawal, the
 * cancellation (the mail's link carries its token; without it the signed-in customer's), and the
 * waiting-list offer and leave links.
 */
export function afterOrderRoutes(): RouteObject[] {
  return [
    { path: '/widerruf', element: <WithdrawalPage /> },
    { path: '/order/:orderId/cancel', element: <CancelOrderPage /> },
    { path: '/warteliste/angebot', element: <WaitingListOfferPage /> },
    { path: '/warteliste/austragen', element: <WaitingListLeavePage /> },
  ];
}
