import { lazy } from 'react';
import { Route } from 'react-router-dom';

const CartPage = lazy(() => import('../cart/CartPage.tsx'));
const CartCheckPage = lazy(() => import('../cart/CartCheckPage.tsx'));

/** The cart and the cart check (SPEC.md section 2), each its own chunk. */
export function cartRoutes() {
  return [
    <Route key="warenkorb" path="warenkorb" element={<CartPage />} />,
    <Route key="cart-check" path="cart-check" element={<CartCheckPage />} />,
  ];
}
