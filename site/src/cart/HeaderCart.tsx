import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCartCount } from '@kursmarkt/api';
import { callbackPath } from '@kursmarkt/schemas/rules';
import { useSession } from '../session/use-session.ts';
import { cartPaths, validatesCartOn } from './cart-paths.ts';
import { HeaderCartLink } from './components/HeaderCartLink.tsx';
import { useGuestCart } from './guest-cart-store.ts';
import { useCartValidation } from './use-cart-validation.ts';

/**
 * The header's cart: the icon with the guest's local count or, signed in, the server's (HEAD
 * /api/cart). Once per page load of a signed-in customer, outside the check, the dashboard and
 * the checkout (docs/api.md), it validates the cart, which merges the guest's cart into
 * the customer's; on the cart page a merge shows its notice at once. The cart check runs the
 * validation itself; the sign-in callback leaves it to the page it leads to.
 */
export function HeaderCart() {
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const guest = useGuestCart();
  const { data: serverCount } = useCartCount(signedIn);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { validate } = useCartValidation();
  const validated = useRef(false);

  useEffect(() => {
    if (!signedIn || validated.current) return;
    // The sign-in callback is passed through; the page it leads to validates.
    if (pathname === callbackPath || pathname === cartPaths.cartCheck) return;
    if (!validatesCartOn(pathname)) return;
    validated.current = true;
    validate()
      .then((result) => {
        if (result.merged && pathname === cartPaths.cart) {
          void navigate(cartPaths.mergedCart, { replace: true });
        }
      })
      // The local cart stays, and the next page load tries again.
      .catch(() => undefined);
  }, [signedIn, pathname, validate, navigate]);

  const count = signedIn ? (serverCount ?? 0) : (guest?.positions.length ?? 0);
  return <HeaderCartLink count={count} />;
}
