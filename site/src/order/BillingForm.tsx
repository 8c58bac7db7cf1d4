import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  getCheckoutSummary,
  useApiClient,
  useCheckoutData,
  useCheckoutDataMutation,
  type CheckoutDataInput,
  type CheckoutIdentity,
} from '@kursmarkt/api';
import type { CheckoutCustomerState } from '@kursmarkt/schemas';
import { trackCheckoutEvent } from '../cart/analytics.ts';
import { checkoutItems } from './checkout-analytics.ts';
import { BillingStep } from './components/BillingStep.tsx';
import { nextStepPath, type CheckoutRoutes } from './steps.ts';

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
export type Saved = { identity: CheckoutIdentity; state: CheckoutCustomerState };

/**
 * The billing data of a checkout. A save goes on to the next step the summary asks for (or stays
 * for the VAT id the answer requires); without an identity (a guest's checkout not opened yet)
 * the first save `opens` the checkout.
 */
export function BillingForm({
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
