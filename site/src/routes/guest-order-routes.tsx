import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const GuestDataPage = lazy(() => import('../guest-order/GuestDataPage.tsx'));
const GuestFileUploadPage = lazy(() => import('../guest-order/GuestFileUploadPage.tsx'));
const GuestPaymentPage = lazy(() => import('../guest-order/GuestPaymentPage.tsx'));
const GuestSummaryPage = lazy(() => import('../guest-order/GuestSummaryPage.tsx'));
const GuestCompletePage = lazy(() => import('../guest-order/GuestCompletePage.tsx'));
const GuestPaymentReturnPage = lazy(() => import('../guest-order/GuestPaymentReturnPage.tsx'));
const GuestConfirmPage = lazy(() => import('../guest-order/GuestConfirmPage.tsx'));

/** The guest checkout (docs/routes-and-screens.md, routes), each step its own chunk. */
export function guestOrderRoutes(): RouteObject[] {
  return [
    { path: '/guest-order/guest', element: <GuestDataPage /> },
    { path: '/guest-order/file-upload', element: <GuestFileUploadPage /> },
    { path: '/guest-order/payment', element: <GuestPaymentPage /> },
    { path: '/guest-order/summary', element: <GuestSummaryPage /> },
    { path: '/guest-order/complete/:orderId', element: <GuestCompletePage /> },
    { path: '/guest-order/payment-return', element: <GuestPaymentReturnPage /> },
    { path: '/guest-order/:orderId/confirm', element: <GuestConfirmPage /> },
  ];
}
