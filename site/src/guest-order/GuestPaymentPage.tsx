import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useGuestPayment, useGuestPaymentMutation, type GuestCredentials } from '@kursmarkt/api';
import { CheckoutLoading, WhenLoaded } from '../order/CheckoutFrame.tsx';
import { PaymentChoice } from '../order/components/PaymentChoice.tsx';
import { orderMessages as m } from '../order/messages.ts';
import { GuestCheckoutFrame } from './GuestCheckoutFrame.tsx';
import { guestCheckoutPaths } from './guest-paths.ts';

function PaymentStep({ guest }: { guest: GuestCredentials }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const payment = useGuestPayment(guest, intl.locale);
  const choose = useGuestPaymentMutation(guest, intl.locale);
  const nothingToPay = payment.data?.methods.length === 0;

  useEffect(() => {
    // A total of 0 has no payment step.
    if (nothingToPay) void navigate(guestCheckoutPaths.summary, { replace: true });
  }, [nothingToPay, navigate]);

  if (nothingToPay) return <CheckoutLoading />;
  return (
    <WhenLoaded state={payment}>
      {(data) => (
        <PaymentChoice
          payment={data}
          onChoose={async (paymentMethod) => {
            await choose.trigger({ paymentMethod });
            await navigate(guestCheckoutPaths.summary);
          }}
        />
      )}
    </WhenLoaded>
  );
}

/** `/guest-order/payment`: the payment method, from the seller's methods for this checkout. */
export default function GuestPaymentPage() {
  const intl = useIntl();
  return (
    <GuestCheckoutFrame title={intl.formatMessage(m.paymentTitle)}>
      {(guest) => <PaymentStep guest={guest} />}
    </GuestCheckoutFrame>
  );
}
