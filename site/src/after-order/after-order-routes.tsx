import { lazy } from 'react';
import { Route } from 'react-router-dom';

const WithdrawalPage = lazy(() => import('./WithdrawalPage.tsx'));
const CancelOrderPage = lazy(() => import('./CancelOrderPage.tsx'));
const WaitingListOfferPage = lazy(() => import('./WaitingListOfferPage.tsx'));
const WaitingListLeavePage = lazy(() => import('./WaitingListLeavePage.tsx'));

/**
 * The pages after the order, each its own chunk, none behind the sign-in: the withdrawal, the
 * cancellation (the mail's link carries its token; without it the signed-in customer's), and the
 * waiting-list offer and leave links.
 */
export function afterOrderRoutes() {
  return [
    <Route key="widerruf" path="widerruf" element={<WithdrawalPage />} />,
    <Route key="order/cancel" path="order/:orderId/cancel" element={<CancelOrderPage />} />,
    <Route key="warteliste/angebot" path="warteliste/angebot" element={<WaitingListOfferPage />} />,
    <Route
      key="warteliste/austragen"
      path="warteliste/austragen"
      element={<WaitingListLeavePage />}
    />,
  ];
}
