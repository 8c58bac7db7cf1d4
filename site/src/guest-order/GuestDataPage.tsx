import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import { guestCheckout, useGuestCartPrice, useOpenGuestCheckout } from '@kursmarkt/api';
import { Text } from '@kursmarkt/ui';
import { cartPaths } from '../cart/cart-paths.ts';
import { useGuestCart } from '../cart/guest-cart-store.ts';
import { guestPriceInput, guestVoucherCodes } from '../cart/guest-cart.ts';
import { BillingForm } from '../order/BillingForm.tsx';
import { CheckoutLoading } from '../order/CheckoutFrame.tsx';
import { CheckoutSteps } from '../order/components/CheckoutSteps.tsx';
import { orderMessages as m } from '../order/messages.ts';
import { checkoutRoutes } from '../order/steps.ts';
import { PageFrame } from '../pages/PageFrame.tsx';
import {
  credentialsOf,
  guestCartFingerprint,
  keepGuestCheckout,
  useGuestCheckoutRecord,
} from './guest-checkout-store.ts';
import { guestOrderMessages as g } from './messages.ts';

/**
 * The guest's billing data: the checkout of this tab if it was opened with the cart as it is;
 * else the first save opens a new one with the local cart's positions and voucher codes.
 */
function GuestBilling() {
  const intl = useIntl();
  const navigate = useNavigate();
  const stored = useGuestCart();
  const cart = stored ?? { positions: [], packages: [] };
  const record = useGuestCheckoutRecord();
  const fingerprint = guestCartFingerprint(cart);
  const credentials = record?.cart === fingerprint ? credentialsOf(record) : null;
  const identity = useMemo(() => (credentials ? guestCheckout(credentials) : null), [credentials]);
  const open = useOpenGuestCheckout(intl.locale);

  // Until this tab's storage is read, neither the checkout nor the cart is known.
  if (record === undefined || stored === null) return <CheckoutLoading />;
  if (!identity && cart.positions.length === 0) return <Navigate to={cartPaths.cart} replace />;
  return (
    <BillingForm
      identity={identity}
      routes={checkoutRoutes.guest}
      opens={async (customer) => {
        const opened = await open
          .trigger({
            ...customer,
            positions: cart.positions,
            voucherCodes: guestVoucherCodes(cart),
          })
          .catch((failure: unknown) => {
            // The code no longer applies: the cart says why and lets the guest remove it.
            if ((failure as { code?: unknown }).code === 'VOUCHER_NOT_VALID') {
              void navigate(cartPaths.cart);
            }
            throw failure;
          });
        keepGuestCheckout({
          ...opened.credentials,
          cart: fingerprint,
          notAdded: opened.checkout.notAdded,
        });
        return { identity: guestCheckout(opened.credentials), state: opened.checkout };
      }}
    />
  );
}

/** The guest checkout's steps and total, from the local cart as the server prices it. */
function GuestDataSteps() {
  const intl = useIntl();
  const stored = useGuestCart();
  const { data } = useGuestCartPrice(
    stored && stored.positions.length > 0 ? guestPriceInput(stored) : null,
    intl.locale,
  );
  return data ? <CheckoutSteps current="customer" checkout={data} /> : null;
}

/**
 * `/guest-order/guest`: the guest's billing data, with the checkout's billing form. Its first save
 * opens the guest's checkout with the local cart's positions and voucher codes; later saves
 * change the billing data as the customer's do.
 */
export default function GuestDataPage() {
  const intl = useIntl();
  return (
    <PageFrame title={intl.formatMessage(m.customerTitle)}>
      <GuestDataSteps />
      <Text as="p">{intl.formatMessage(g.intro)}</Text>
      <GuestBilling />
    </PageFrame>
  );
}
