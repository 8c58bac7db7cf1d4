import { useIntl } from 'react-intl';
import { useGuestPayment, useGuestPaymentMutation, type GuestCredentials } from '@kursmarkt/api';
import { PaymentStep } from '../order/components/PaymentStep.tsx';
import { orderMessages as m } from '../order/messages.ts';
import { GuestCheckoutFrame } from './GuestCheckoutFrame.tsx';
import { guestCheckoutPaths } from './guest-paths.ts';

function GuestPaymentStep({ guest }: { guest: GuestCredentials }) {
  const intl = useIntl();
  const payment = useGuestPayment(guest, intl.locale);
  const choose = useGuestPaymentMutation(guest, intl.locale);
  return (
    <PaymentStep
      payment={payment}
      choose={(paymentMethod) => choose.trigger({ paymentMethod })}
      summaryPath={guestCheckoutPaths.summary}
    />
  );
}

/** `/guest-order/payment`: the payment method, from the seller's methods for this checkout. */
export default function GuestPaymentPage() {
  const intl = useIntl();
  return (
    <GuestCheckoutFrame title={intl.formatMessage(m.paymentTitle)} step="payment">
      {(guest) => <GuestPaymentStep guest={guest} />}
    </GuestCheckoutFrame>
  );
}
