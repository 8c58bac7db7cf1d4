import { useIntl } from 'react-intl';
import { useOrderPayment, useOrderPaymentMutation } from '@kursmarkt/api';
import { cartPaths } from '../cart/cart-paths.ts';
import { CheckoutFrame } from './CheckoutFrame.tsx';
import { PaymentStep } from './components/PaymentStep.tsx';
import { orderMessages as m } from './messages.ts';

function CustomerPaymentStep() {
  const intl = useIntl();
  const payment = useOrderPayment(true, intl.locale);
  const choose = useOrderPaymentMutation(intl.locale);
  return (
    <PaymentStep
      payment={payment}
      choose={(paymentMethod) => choose.trigger({ paymentMethod })}
      summaryPath={cartPaths.orderSummary}
    />
  );
}

/**
 * `/order/payment`: the payment method, from the seller's methods for this checkout (card and
 * SEPA Direct Debit among them when the server offers them).
 */
export default function OrderPaymentPage() {
  const intl = useIntl();
  return (
    <CheckoutFrame title={intl.formatMessage(m.paymentTitle)} step="payment">
      <CustomerPaymentStep />
    </CheckoutFrame>
  );
}
