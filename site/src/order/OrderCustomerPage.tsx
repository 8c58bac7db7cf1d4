import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  getOrderSummary,
  useApiClient,
  useCountries,
  useOrderCustomer,
  useOrderCustomerMutation,
} from '@kursmarkt/api';
import { CheckoutFrame, CheckoutLoadFailed, CheckoutLoading } from './CheckoutFrame.tsx';
import { CustomerForm } from './components/CustomerForm.tsx';
import { orderMessages as m } from './messages.ts';
import { nextStepPath } from './steps.ts';

function CustomerStep() {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useApiClient();
  const state = useOrderCustomer(true);
  const countries = useCountries(intl.locale);
  const save = useOrderCustomerMutation();
  const failed = state.error ?? countries.error;

  if (failed && !(state.data && countries.data)) {
    return (
      <CheckoutLoadFailed
        error={state.error}
        onRetry={() => {
          void state.mutate();
          void countries.mutate();
        }}
      />
    );
  }
  if (!state.data || !countries.data) return <CheckoutLoading />;
  const options = [...countries.data]
    .sort((a, b) => b.priority - a.priority)
    .map((country) => ({ value: country.iso, label: country.name }));

  return (
    <CustomerForm
      customer={state.data.customer}
      taxNumberRequired={state.data.taxNumberRequired}
      countries={options}
      onSubmit={async (customer) => {
        const saved = await save.trigger(customer);
        if (saved.taxNumberRequired) return saved;
        const summary = await getOrderSummary(client, intl.locale);
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
    <CheckoutFrame title={intl.formatMessage(m.customerTitle)}>
      <CustomerStep />
    </CheckoutFrame>
  );
}
