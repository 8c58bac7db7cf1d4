import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useOrder } from '@kursmarkt/api';
import { Stack, Text } from '@kursmarkt/ui';
import { CheckoutFrame, CheckoutLoadFailed, CheckoutLoading } from './CheckoutFrame.tsx';
import { BankTransfer } from './components/BankTransfer.tsx';
import { orderMessages as m } from './messages.ts';

function Completion({ orderId }: { orderId: string }) {
  const intl = useIntl();
  const order = useOrder(orderId);
  if (order.error && !order.data) {
    return <CheckoutLoadFailed error={order.error} onRetry={() => void order.mutate()} />;
  }
  if (!order.data) return <CheckoutLoading />;
  const { orderNumber, payment } = order.data;
  return (
    <Stack gap="lg">
      <Text as="p" size="lg">
        {intl.formatMessage(m.orderNumberIs, {
          number: <strong key="number">{orderNumber}</strong>,
        })}
      </Text>
      <Text as="p">{intl.formatMessage(m.completeMail)}</Text>
      {payment.paymentMethod === 'PREPAYMENT' && payment.status === 'AWAITING_PAYMENT' ? (
        <BankTransfer payment={payment} />
      ) : null}
    </Stack>
  );
}

/** `/order/complete/:orderId`: the order number and, for prepayment, the bank transfer. */
export default function OrderCompletePage() {
  const intl = useIntl();
  const { orderId = '' } = useParams();
  return (
    <CheckoutFrame title={intl.formatMessage(m.completeTitle)}>
      <Completion orderId={orderId} />
    </CheckoutFrame>
  );
}
