import { useIntl } from 'react-intl';
import { useCheckoutPayment, useCheckoutPaymentMutation } from '@kursmarkt/api';
import { CheckoutFrame, type Checkout } from './CheckoutFrame.tsx';
import { PaymentStep } from './components/PaymentStep.tsx';
import { orderMessages as m } from './messages.ts';
import type { CheckoutKind } from './steps.ts';

function ChoosePayment({ identity, routes }: Checkout) {
  const intl = useIntl();
  const payment = useCheckoutPayment(identity, intl.locale);
  const choose = useCheckoutPaymentMutation(identity, intl.locale);
  return (
    <PaymentStep
      payment={payment}
      choose={(paymentMethod) => choose.trigger({ paymentMethod })}
      summaryPath={routes.steps.summary}
    />
  );
}

/**
 * `/order/payment` and `/guest-order/payment`: the payment method, from the seller's methods for
 * this checkout (card and SEPA Direct Debit among them when the server offers them).
 */
export default function PaymentPage({ kind }: { kind: CheckoutKind }) {
  const intl = useIntl();
  return (
    <CheckoutFrame kind={kind} title={intl.formatMessage(m.paymentTitle)} step="payment">
      {(checkout) => <ChoosePayment {...checkout} />}
    </CheckoutFrame>
  );
}
