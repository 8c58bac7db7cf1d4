import { lazy } from 'react';
import { Route } from 'react-router-dom';

const GuestDataPage = lazy(() => import('../guest-order/GuestDataPage.tsx'));
const GuestFileUploadPage = lazy(() => import('../guest-order/GuestFileUploadPage.tsx'));
const GuestPaymentPage = lazy(() => import('../guest-order/GuestPaymentPage.tsx'));
const GuestSummaryPage = lazy(() => import('../guest-order/GuestSummaryPage.tsx'));
const GuestCompletePage = lazy(() => import('../guest-order/GuestCompletePage.tsx'));
const GuestPaymentReturnPage = lazy(() => import('../guest-order/GuestPaymentReturnPage.tsx'));

/** The guest checkout (SPEC.md section 2, guest-order), each step its own chunk. */
export function guestOrderRoutes() {
  return [
    <Route key="guest-order/guest" path="guest-order/guest" element={<GuestDataPage />} />,
    <Route
      key="guest-order/file-upload"
      path="guest-order/file-upload"
      element={<GuestFileUploadPage />}
    />,
    <Route key="guest-order/payment" path="guest-order/payment" element={<GuestPaymentPage />} />,
    <Route key="guest-order/summary" path="guest-order/summary" element={<GuestSummaryPage />} />,
    <Route
      key="guest-order/complete"
      path="guest-order/complete/:orderId"
      element={<GuestCompletePage />}
    />,
    <Route
      key="guest-order/payment-return"
      path="guest-order/payment-return"
      element={<GuestPaymentReturnPage />}
    />,
  ];
}
