import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const CartPage = lazy(() => import('../cart/CartPage.tsx'));
const CartCheckPage = lazy(() => import('../cart/CartCheckPage.tsx'));

/** The cart and the cart check (docs/routes-and-screens.md), each its own chunk. */
export function cartRoutes(): RouteObject[] {
  return [
    { path: '/warenkorb', element: <CartPage /> },
    { path: '/cart-check', element: <CartCheckPage /> },
  ];
}
