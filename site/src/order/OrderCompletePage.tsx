import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useOrder } from '@kursmarkt/api';
import styled from 'styled-components';
import { Link, Stack, Text, token } from '@kursmarkt/ui';
import { afterOrderMessages } from '../after-order/messages.ts';
import { CheckoutFrame, CheckoutLoadFailed, CheckoutLoading } from './CheckoutFrame.tsx';
import { BankTransfer } from './components/BankTransfer.tsx';
import { orderMessages as m } from './messages.ts';

const Facts = styled.dl`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.sm')};
  font-size: ${token('typography.size.lg')};

  dd {
    margin: 0;
  }
`;

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
      <Facts>
        <dt>{intl.formatMessage(m.orderNumber)}</dt>
        <dd>
          <strong>{orderNumber}</strong>
        </dd>
      </Facts>
      <Text as="p">{intl.formatMessage(m.completeMail)}</Text>
      {payment.paymentMethod === 'PREPAYMENT' && payment.status === 'AWAITING_PAYMENT' ? (
        <BankTransfer payment={payment} />
      ) : null}
      <Link href={`/order/${orderId}/cancel`}>
        {intl.formatMessage(afterOrderMessages.cancelFromOrder)}
      </Link>
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
