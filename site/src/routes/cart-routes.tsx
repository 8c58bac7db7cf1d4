import { lazy } from 'react';
import type { RouteDefinition } from '../router.tsx';

const CartPage = lazy(() => import('../cart/CartPage.tsx'));
const CartCheckPage = lazy(() => import('../cart/CartCheckPage.tsx'));

/** The cart and the cart check (docs/routes-and-screens.md), each its own chunk. */
export function cartRoutes(): RouteDefinition[] {
  return [
    { path: '/warenkorb', element: <CartPage /> },
    { path: '/cart-check', element: <CartCheckPage /> },
  ];
}
