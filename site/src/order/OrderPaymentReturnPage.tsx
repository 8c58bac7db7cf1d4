import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useRestartPaymentMutation, useValidatePaymentMutation } from '@kursmarkt/api';
import { CheckoutFrame } from './CheckoutFrame.tsx';
import { PaymentReturn } from './components/PaymentReturn.tsx';
import { orderMessages as m } from './messages.ts';
import { orderCompletePath } from './steps.ts';

function CustomerPaymentReturn({ orderId, paymentId }: { orderId: string; paymentId: string }) {
  const intl = useIntl();
  const validate = useValidatePaymentMutation(intl.locale);
  const restart = useRestartPaymentMutation(intl.locale);
  return (
    <PaymentReturn
      orderId={orderId}
      paymentId={paymentId}
      completePath={orderCompletePath}
      validate={validate}
      restart={restart}
    />
  );
}

/**
 * `/order/payment-return?orderId=…&paymentId=…`: where the payment provider sends the customer
 * back. It asks the server how the payment went: paid leads on to the completion page; open,
 * failed or expired offers to pay again; a direct debit on its way says so.
 */
export default function OrderPaymentReturnPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const paymentId = params.get('paymentId') ?? '';
  return (
    <CheckoutFrame title={intl.formatMessage(m.paymentReturnTitle)}>
      <CustomerPaymentReturn
        key={`${orderId}:${paymentId}`}
        orderId={orderId}
        paymentId={paymentId}
      />
    </CheckoutFrame>
  );
}
