import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useOrderPayment, useOrderPaymentMutation } from '@kursmarkt/api';
import { cartPaths } from '../cart/cart-paths.ts';
import { CheckoutFrame, CheckoutLoading, WhenLoaded } from './CheckoutFrame.tsx';
import { PaymentChoice } from './components/PaymentChoice.tsx';
import { orderMessages as m } from './messages.ts';

function PaymentStep() {
  const intl = useIntl();
  const navigate = useNavigate();
  const payment = useOrderPayment(true, intl.locale);
  const choose = useOrderPaymentMutation(intl.locale);
  const nothingToPay = payment.data?.methods.length === 0;

  useEffect(() => {
    // A total of 0 has no payment step.
    if (nothingToPay) void navigate(cartPaths.orderSummary, { replace: true });
  }, [nothingToPay, navigate]);

  if (nothingToPay) return <CheckoutLoading />;
  return (
    <WhenLoaded state={payment}>
      {(data) => (
        <PaymentChoice
          payment={data}
          onChoose={async (paymentMethod) => {
            await choose.trigger({ paymentMethod });
            await navigate(cartPaths.orderSummary);
          }}
        />
      )}
    </WhenLoaded>
  );
}

/**
 * `/order/payment`: the payment method, from the seller's methods for this checkout (card and
 * SEPA Direct Debit among them when the server offers them).
 */
export default function OrderPaymentPage() {
  const intl = useIntl();
  return (
    <CheckoutFrame title={intl.formatMessage(m.paymentTitle)}>
      <PaymentStep />
    </CheckoutFrame>
  );
}
