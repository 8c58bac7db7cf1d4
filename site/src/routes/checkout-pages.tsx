import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { CheckoutKind } from '../order/steps.ts';

const BillingPage = lazy(() => import('../order/BillingPage.tsx'));
const GuestDataPage = lazy(() => import('../guest-order/GuestDataPage.tsx'));
const FileUploadPage = lazy(() => import('../order/FileUploadPage.tsx'));
const PaymentPage = lazy(() => import('../order/PaymentPage.tsx'));
const SummaryPage = lazy(() => import('../order/SummaryPage.tsx'));
const CompletePage = lazy(() => import('../order/CompletePage.tsx'));
const PaymentReturnPage = lazy(() => import('../order/PaymentReturnPage.tsx'));

/**
 * The steps of one checkout (docs/routes-and-screens.md, routes), each page its own chunk, shared
 * by the customer's checkout under `/order` and the guest's under `/guest-order`; the guest's
 * billing data has a page of its own, which opens the guest's checkout.
 */
export function checkoutPages(kind: CheckoutKind): RouteObject[] {
  const base = kind === 'guest' ? '/guest-order' : '/order';
  return [
    kind === 'guest'
      ? { path: `${base}/guest`, element: <GuestDataPage /> }
      : { path: `${base}/customer`, element: <BillingPage /> },
    { path: `${base}/file-upload`, element: <FileUploadPage kind={kind} /> },
    { path: `${base}/payment`, element: <PaymentPage kind={kind} /> },
    { path: `${base}/summary`, element: <SummaryPage kind={kind} /> },
    { path: `${base}/complete/:orderId`, element: <CompletePage kind={kind} /> },
    { path: `${base}/payment-return`, element: <PaymentReturnPage kind={kind} /> },
  ];
}
