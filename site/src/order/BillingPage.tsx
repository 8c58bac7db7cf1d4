import { useIntl } from 'react-intl';
import { BillingForm } from './BillingForm.tsx';
import { CheckoutFrame } from './CheckoutFrame.tsx';
import { orderMessages as m } from './messages.ts';

/**
 * `/order/customer`: the billing data of the customer's checkout. The guest's billing data
 * (`/guest-order/guest`) is the same form, on the page that opens the guest's checkout.
 */
export default function BillingPage() {
  const intl = useIntl();
  return (
    <CheckoutFrame kind="customer" title={intl.formatMessage(m.customerTitle)} step="customer">
      {({ identity, routes }) => <BillingForm identity={identity} routes={routes} />}
    </CheckoutFrame>
  );
}
