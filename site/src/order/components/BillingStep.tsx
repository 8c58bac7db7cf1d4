import { useIntl } from 'react-intl';
import { useCountries } from '@kursmarkt/api';
import type { CheckoutCustomerState } from '@kursmarkt/schemas';
import { CheckoutLoadFailed, CheckoutLoading } from '../CheckoutFrame.tsx';
import { CustomerForm, type CustomerFormProps } from './CustomerForm.tsx';

export type BillingStepProps = {
  /** The checkout's billing data and verdict; undefined while it loads. */
  state: CheckoutCustomerState | undefined;
  /** Why the billing data could not be loaded, if it could not. */
  error: unknown;
  /** Loads the billing data again. */
  onRetry: () => void;
  /** Saves the billing data, as `CustomerForm` describes. */
  onSubmit: CustomerFormProps['onSubmit'];
};

/**
 * The billing-data step of a checkout: the form with the countries to choose from (priority
 * countries first), or why it cannot be shown yet.
 */
export function BillingStep({ state, error, onRetry, onSubmit }: BillingStepProps) {
  const intl = useIntl();
  const countries = useCountries(intl.locale);

  if ((error ?? countries.error) && !(state && countries.data)) {
    return (
      <CheckoutLoadFailed
        error={error}
        onRetry={() => {
          onRetry();
          void countries.mutate();
        }}
      />
    );
  }
  if (!state || !countries.data) return <CheckoutLoading />;
  const options = [...countries.data]
    .sort((a, b) => b.priority - a.priority)
    .map((country) => ({ value: country.iso, label: country.name }));

  return (
    <CustomerForm
      customer={state.customer}
      taxNumberRequired={state.taxNumberRequired}
      countries={options}
      onSubmit={onSubmit}
    />
  );
}
