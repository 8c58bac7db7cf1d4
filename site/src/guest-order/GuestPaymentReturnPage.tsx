import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import {
  useGuestRestartPaymentMutation,
  useGuestValidatePaymentMutation,
  type GuestCredentials,
} from '@kursmarkt/api';
import { Alert } from '@kursmarkt/ui';
import { CheckoutLoading } from '../order/CheckoutFrame.tsx';
import { PaymentReturn } from '../order/components/PaymentReturn.tsx';
import { orderMessages as m } from '../order/messages.ts';
import { PageFrame } from '../pages/PageFrame.tsx';
import { credentialsOf, useGuestCheckoutRecord } from './guest-checkout-store.ts';
import { guestCompletePath } from './guest-paths.ts';
import { guestOrderMessages as g } from './messages.ts';

function GuestPaymentReturn({
  guest,
  orderId,
  paymentId,
}: {
  guest: GuestCredentials;
  orderId: string;
  paymentId: string;
}) {
  const intl = useIntl();
  const validate = useGuestValidatePaymentMutation(guest, intl.locale);
  const restart = useGuestRestartPaymentMutation(guest, intl.locale);
  return (
    <PaymentReturn
      orderId={orderId}
      paymentId={paymentId}
      completePath={guestCompletePath}
      validate={validate}
      restart={restart}
    />
  );
}

/**
 * `/guest-order/payment-return?orderId=…&paymentId=…`: where the payment provider sends the
 * guest back, as `/order/payment-return` does the customer, asking with the checkout's
 * credentials of this tab; another tab has none and says where the payment can be checked.
 */
export default function GuestPaymentReturnPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const paymentId = params.get('paymentId') ?? '';
  const record = useGuestCheckoutRecord();
  const guest = credentialsOf(record);
  return (
    <PageFrame title={intl.formatMessage(m.paymentReturnTitle)}>
      {guest ? (
        <GuestPaymentReturn
          key={`${orderId}:${paymentId}`}
          guest={guest}
          orderId={orderId}
          paymentId={paymentId}
        />
      ) : record === null ? (
        <Alert tone="info">{intl.formatMessage(g.paymentElsewhere)}</Alert>
      ) : (
        <CheckoutLoading />
      )}
    </PageFrame>
  );
}
