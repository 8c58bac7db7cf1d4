import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useRestartPaymentMutation, useValidatePaymentMutation } from '@kursmarkt/api';
import { guestOrderMessages as g } from '../guest-order/messages.ts';
import { CheckoutFrame, type Checkout } from './CheckoutFrame.tsx';
import { PaymentReturn } from './components/PaymentReturn.tsx';
import { orderMessages as m } from './messages.ts';
import type { CheckoutKind } from './steps.ts';

function ReturnFromProvider({
  identity,
  routes,
  orderId,
  paymentId,
}: Checkout & { orderId: string; paymentId: string }) {
  const intl = useIntl();
  const validate = useValidatePaymentMutation(identity, intl.locale);
  const restart = useRestartPaymentMutation(identity, intl.locale);
  return (
    <PaymentReturn
      orderId={orderId}
      paymentId={paymentId}
      completePath={routes.completePath}
      validate={validate}
      restart={restart}
    />
  );
}

/**
 * `/order/payment-return?orderId=…&paymentId=…` and `/guest-order/payment-return?…`: where the
 * payment provider sends the buyer back. It asks the server how the payment went: paid leads on
 * to the completion page; open, failed or expired offers to pay again; a direct debit on its way
 * says so. A guest asks with the checkout's credentials of this tab; another tab has none and
 * says where the payment can be checked.
 */
export default function PaymentReturnPage({ kind }: { kind: CheckoutKind }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const paymentId = params.get('paymentId') ?? '';
  return (
    <CheckoutFrame
      kind={kind}
      title={intl.formatMessage(m.paymentReturnTitle)}
      elsewhere={g.paymentElsewhere}
    >
      {(checkout) => (
        <ReturnFromProvider
          key={`${orderId}:${paymentId}`}
          {...checkout}
          orderId={orderId}
          paymentId={paymentId}
        />
      )}
    </CheckoutFrame>
  );
}
