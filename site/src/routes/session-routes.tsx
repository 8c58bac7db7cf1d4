import { lazy } from 'react';
import { Route } from 'react-router-dom';
import type { Feature } from '@kursmarkt/schemas';
import { dashboardPages } from '../dashboard/pages.ts';

const AuthCallbackPage = lazy(() => import('../session/AuthCallbackPage.tsx'));
const Dashboard = lazy(() => import('../dashboard/Dashboard.tsx'));
const GuardedUnavailablePage = lazy(() => import('../session/GuardedUnavailablePage.tsx'));
const OrderCustomerPage = lazy(() => import('../order/OrderCustomerPage.tsx'));
const OrderFileUploadPage = lazy(() => import('../order/OrderFileUploadPage.tsx'));
const OrderPaymentPage = lazy(() => import('../order/OrderPaymentPage.tsx'));
const OrderSummaryPage = lazy(() => import('../order/OrderSummaryPage.tsx'));
const OrderCompletePage = lazy(() => import('../order/OrderCompletePage.tsx'));
const OrderPaymentReturnPage = lazy(() => import('../order/OrderPaymentReturnPage.tsx'));

/**
 * The sign-in callback and the login-guarded routes (SPEC.md section 2): the customer
 * dashboard's pages (those of features the domain has), the customer checkout's steps (each its
 * own chunk) and check. Any other path below `customer-dashboard` is unknown, so the catch-all
 * answers 404.
 */
export function sessionRoutes(hasFeature: (feature: Feature) => boolean) {
  return [
    <Route key="auth/callback" path="auth/callback" element={<AuthCallbackPage />} />,
    ...dashboardPages
      .filter((page) => !page.feature || hasFeature(page.feature))
      .map((page) => (
        <Route
          key={`customer-dashboard/${page.path}`}
          path={page.path ? `customer-dashboard/${page.path}` : 'customer-dashboard'}
          element={<Dashboard page={page.path} />}
        />
      )),
    <Route key="order/customer" path="order/customer" element={<OrderCustomerPage />} />,
    <Route key="order/file-upload" path="order/file-upload" element={<OrderFileUploadPage />} />,
    <Route key="order/payment" path="order/payment" element={<OrderPaymentPage />} />,
    <Route key="order/summary" path="order/summary" element={<OrderSummaryPage />} />,
    <Route key="order/complete" path="order/complete/:orderId" element={<OrderCompletePage />} />,
    <Route
      key="order/payment-return"
      path="order/payment-return"
      element={<OrderPaymentReturnPage />}
    />,
    <Route key="order" path="order/*" element={<GuardedUnavailablePage />} />,
    <Route key="check" path="check" element={<GuardedUnavailablePage />} />,
  ];
}
