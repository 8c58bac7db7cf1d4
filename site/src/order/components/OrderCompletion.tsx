import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Order } from '@kursmarkt/schemas';
import { Stack, Text, token } from '@kursmarkt/ui';
import { orderMessages as m } from '../messages.ts';
import { BankTransfer } from './BankTransfer.tsx';

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

/** A placed order: its number, where the confirmation went and, for prepayment, the transfer. */
export function OrderCompletion({ order }: { order: Order }) {
  const intl = useIntl();
  const { orderNumber, payment } = order;
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
    </Stack>
  );
}
