import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  getCheckoutSummary,
  guestCheckout,
  useApiClient,
  useCheckoutData,
  useCheckoutDataMutation,
  useGuestCartPrice,
  useOpenGuestCheckout,
  type CheckoutDataInput,
  type CheckoutIdentity,
} from '@kursmarkt/api';
import type { CheckoutCustomerState } from '@kursmarkt/schemas';
import { Text } from '@kursmarkt/ui';
import { trackCheckoutEvent } from '../cart/analytics.ts';
import { cartPaths } from '../cart/cart-paths.ts';
import { useGuestCart } from '../cart/guest-cart-store.ts';
import { guestPriceInput, guestVoucherCodes } from '../cart/guest-cart.ts';
import {
  credentialsOf,
  guestCartFingerprint,
  keepGuestCheckout,
  useGuestCheckoutRecord,
} from '../guest-order/guest-checkout-store.ts';
import { guestOrderMessages as g } from '../guest-order/messages.ts';
import { PageFrame } from '../pages/PageFrame.tsx';
import { CheckoutFrame, CheckoutLoading } from './CheckoutFrame.tsx';
import { checkoutItems } from './checkout-analytics.ts';
import { BillingStep } from './components/BillingStep.tsx';
import { CheckoutSteps } from './components/CheckoutSteps.tsx';
import { orderMessages as m } from './messages.ts';
import { checkoutRoutes, nextStepPath, type CheckoutKind, type CheckoutRoutes } from './steps.ts';

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

/** Billing data saved, and the checkout it belongs to. */
type Saved = { identity: CheckoutIdentity; state: CheckoutCustomerState };

/**
 * The billing data of a checkout. A save goes on to the next step the summary asks for (or stays
 * for the VAT id the answer requires); without an identity (a guest's checkout not opened yet)
 * the first save `opens` the checkout.
 */
function BillingForm({
  identity,
  routes,
  opens,
}: {
  identity: CheckoutIdentity | null;
  routes: CheckoutRoutes;
  opens?: (customer: CheckoutDataInput) => Promise<Saved>;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useApiClient();
  const state = useCheckoutData(identity, intl.locale);
  const save = useCheckoutDataMutation(identity, intl.locale);

  return (
    <BillingStep
      state={identity ? state.data : newGuest}
      error={identity ? state.error : null}
      onRetry={() => void state.mutate()}
      onSubmit={async (customer) => {
        const saved: Saved = identity
          ? { identity, state: await save.trigger(customer) }
          : await opens!(customer);
        if (saved.state.taxNumberRequired) return saved.state;
        const summary = await getCheckoutSummary(client, saved.identity, intl.locale);
        trackCheckoutEvent(
          'add_shipping_info',
          checkoutItems(summary.positions),
          summary.cartVoucher?.code,
        );
        await navigate(nextStepPath('customer', summary, routes.steps));
        return saved.state;
      }}
    />
  );
}

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
 * `/order/customer` and `/guest-order/guest`: the billing data of the checkout. A guest is told
 * that the order goes without an account; the guest's first save opens the checkout with the
 * local cart, later saves change the billing data.
 */
export default function BillingPage({ kind }: { kind: CheckoutKind }) {
  const intl = useIntl();
  const title = intl.formatMessage(m.customerTitle);
  if (kind === 'customer') {
    return (
      <CheckoutFrame kind="customer" title={title} step="customer">
        {({ identity, routes }) => <BillingForm identity={identity} routes={routes} />}
      </CheckoutFrame>
    );
  }
  return (
    <PageFrame title={title}>
      <GuestDataSteps />
      <Text as="p">{intl.formatMessage(g.intro)}</Text>
      <GuestBilling />
    </PageFrame>
  );
}
