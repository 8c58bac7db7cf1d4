import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Alert, Link, Spinner } from '@kursmarkt/ui';
import { useDomain } from '../domain.tsx';
import { PageFrame } from '../pages/PageFrame.tsx';
import { useSession } from '../session/use-session.ts';
import { cartCheckTarget, cartPaths } from './cart-paths.ts';
import { guestCartSnapshot } from './guest-cart-store.ts';
import { mergedCartPending } from './merge-notice.ts';
import { cartMessages as m } from './messages.ts';
import { useCartValidation } from './use-cart-validation.ts';

/**
 * The cart check (`/cart-check`, docs/routes-and-screens.md): a spinner while the cart is validated, then
 * the six routing rules in order. A guest with a cart goes to the guest checkout's first step.
 */
export default function CartCheckPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { homeHref } = useDomain();
  const session = useSession();
  const { validate } = useCartValidation();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (session.status === 'checking' || started.current) return;
    started.current = true;
    const go = (target: string) => {
      if (/^https?:/.test(target)) window.location.assign(target);
      else void navigate(target, { replace: true });
    };
    if (session.status !== 'signedIn') {
      go(guestCartSnapshot().positions.length === 0 ? homeHref : cartPaths.guestData);
      return;
    }
    validate()
      .then((result) =>
        go(
          cartCheckTarget(
            { ...result, merged: result.merged || mergedCartPending(result.cart.id) },
            homeHref,
          ),
        ),
      )
      .catch(() => setFailed(true));
  }, [session.status, validate, navigate, homeHref]);

  return (
    <PageFrame title={intl.formatMessage(m.title)}>
      {failed ? (
        <>
          <Alert tone="danger">{intl.formatMessage(m.loadFailed)}</Alert>
          <div>
            <Link href={cartPaths.cart} appearance="button">
              {intl.formatMessage(m.title)}
            </Link>
          </div>
        </>
      ) : (
        <Spinner label={intl.formatMessage(m.checking)} />
      )}
    </PageFrame>
  );
}
