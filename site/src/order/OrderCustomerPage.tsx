import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  getOrderSummary,
  useApiClient,
  useOrderCustomer,
  useOrderCustomerMutation,
} from '@kursmarkt/api';
import { trackCheckoutEvent } from '../cart/analytics.ts';
import { CheckoutFrame } from './CheckoutFrame.tsx';
import { checkoutItems } from './checkout-analytics.ts';
import { BillingStep } from './components/BillingStep.tsx';
import { orderMessages as m } from './messages.ts';
import { nextStepPath } from './steps.ts';

function CustomerStep() {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useApiClient();
  const state = useOrderCustomer(true);
  const save = useOrderCustomerMutation();

  return (
    <BillingStep
      state={state.data}
      error={state.error}
      onRetry={() => void state.mutate()}
      onSubmit={async (customer) => {
        const saved = await save.trigger(customer);
        if (saved.taxNumberRequired) return saved;
        const summary = await getOrderSummary(client, intl.locale);
        trackCheckoutEvent(
          'add_shipping_info',
          checkoutItems(summary.positions),
          summary.cartVoucher?.code,
        );
        await navigate(nextStepPath('customer', summary));
        return saved;
      }}
    />
  );
}

/** `/order/customer`: the billing data of the customer's checkout. */
export default function OrderCustomerPage() {
  const intl = useIntl();
  return (
    <CheckoutFrame title={intl.formatMessage(m.customerTitle)} step="customer">
      <CustomerStep />
    </CheckoutFrame>
  );
}
