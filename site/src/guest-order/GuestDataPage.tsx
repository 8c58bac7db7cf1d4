import { useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import { useGuestCartPrice, useGuestCheckout, useGuestCheckoutMutation } from '@kursmarkt/api';
import type { CheckoutCustomerState } from '@kursmarkt/schemas';
import { Text } from '@kursmarkt/ui';
import { trackCheckoutEvent } from '../cart/analytics.ts';
import { cartPaths } from '../cart/cart-paths.ts';
import { useGuestCart } from '../cart/guest-cart-store.ts';
import { guestPriceInput, guestVoucherCodes } from '../cart/guest-cart.ts';
import { PageFrame } from '../pages/PageFrame.tsx';
import { CheckoutLoading } from '../order/CheckoutFrame.tsx';
import { checkoutItems } from '../order/checkout-analytics.ts';
import { BillingStep } from '../order/components/BillingStep.tsx';
import { CheckoutSteps } from '../order/components/CheckoutSteps.tsx';
import { orderMessages as m } from '../order/messages.ts';
import { nextStepPath } from '../order/steps.ts';
import {
  credentialsOf,
  guestCartFingerprint,
  keepGuestCheckout,
  useGuestCheckoutRecord,
} from './guest-checkout-store.ts';
import { guestCheckoutPaths } from './guest-paths.ts';
import { guestOrderMessages as g } from './messages.ts';

/** A guest who has given nothing yet: a consumer in Germany. */
const newGuest: CheckoutCustomerState = {
  customer: {
    customerKind: 'CONSUMER',
    name: '',
    lastname: '',
    company: '',
    street: '',
    zipCode: '',
    city: '',
    country: 'DEU',
    email: '',
    phone: '',
    vatId: '',
    buyerReference: '',
  },
  validCustomerStatus: false,
  taxNumberRequired: false,
};

function GuestDataStep() {
  const intl = useIntl();
  const navigate = useNavigate();
  const stored = useGuestCart();
  const cart = stored ?? { positions: [], packages: [] };
  const record = useGuestCheckoutRecord();
  const fingerprint = guestCartFingerprint(cart);
  // The checkout of this tab, if it was opened with the cart as it is; a changed cart opens a new one.
  const guest = record?.cart === fingerprint ? credentialsOf(record) : null;
  const checkout = useGuestCheckout(guest, intl.locale);
  const save = useGuestCheckoutMutation(guest, intl.locale);

  // Until this tab's storage is read, neither the checkout nor the cart is known.
  if (record === undefined || stored === null) return <CheckoutLoading />;
  if (!guest && cart.positions.length === 0) return <Navigate to={cartPaths.cart} replace />;
  return (
    <BillingStep
      state={guest ? checkout.data : newGuest}
      error={guest ? checkout.error : null}
      onRetry={() => void checkout.mutate()}
      onSubmit={async (customer) => {
        const opened = await save
          .trigger(
            guest
              ? customer
              : { ...customer, positions: cart.positions, voucherCodes: guestVoucherCodes(cart) },
          )
          .catch((failure: unknown) => {
            // The code no longer applies: the cart says why and lets the guest remove it.
            if ((failure as { code?: unknown }).code === 'VOUCHER_NOT_VALID') {
              navigate(cartPaths.cart);
            }
            throw failure;
          });
        if (!guest) {
          keepGuestCheckout({
            ...opened.credentials,
            cart: fingerprint,
            notAdded: opened.checkout.notAdded,
          });
        }
        const { cart: opens, taxNumberRequired } = opened.checkout;
        if (taxNumberRequired) return opened.checkout;
        trackCheckoutEvent(
          'add_shipping_info',
          checkoutItems(opens.positions),
          opens.cartVoucher?.code,
        );
        navigate(nextStepPath('customer', opens, guestCheckoutPaths));
        return opened.checkout;
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
 * `/guest-order/guest`: the guest's billing data. Its first save opens the guest's checkout with
 * the local cart's positions and voucher codes; later saves change the billing data.
 */
export default function GuestDataPage() {
  const intl = useIntl();
  return (
    <PageFrame title={intl.formatMessage(m.customerTitle)}>
      <GuestDataSteps />
      <Text as="p">{intl.formatMessage(g.intro)}</Text>
      <GuestDataStep />
    </PageFrame>
  );
}
