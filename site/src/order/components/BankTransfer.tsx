import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PaymentInfo } from '@kursmarkt/schemas';
import { Card, Heading, Price, Stack, token } from '@kursmarkt/ui';
import { formatDay } from '../../catalogue/logic/format.ts';
import { orderMessages as m } from '../messages.ts';

const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${token('space.xs')} ${token('space.md')};

  dt {
    color: ${token('color.text.secondary')};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export type BankTransferProps = {
  /** The transfer the order asks for. */
  payment: PaymentInfo;
};

/**
 * What a prepayment (Vorkasse) customer transfers (BOOKING.md "Payment by invoice"): amount,
 * account holder, IBAN, BIC, bank, the reference (the invoice number) and the deadline.
 */
export function BankTransfer({ payment }: BankTransferProps) {
  const intl = useIntl();
  return (
    <Card as="section" aria-labelledby="bank-transfer-heading">
      <Card.Body>
        <Stack gap="sm">
          <Heading level={2} size="md" id="bank-transfer-heading">
            {intl.formatMessage(m.transferTitle)}
          </Heading>
          <Facts>
            <dt>{intl.formatMessage(m.transferAmount)}</dt>
            <dd>
              <Price size="md" cents={payment.amountValue} />
            </dd>
            <dt>{intl.formatMessage(m.transferHolder)}</dt>
            <dd>{payment.accountHolder}</dd>
            <dt>{intl.formatMessage(m.transferIban)}</dt>
            <dd>{payment.iban}</dd>
            <dt>{intl.formatMessage(m.transferBic)}</dt>
            <dd>{payment.bic}</dd>
            <dt>{intl.formatMessage(m.transferBank)}</dt>
            <dd>{payment.bankName}</dd>
            <dt>{intl.formatMessage(m.transferReference)}</dt>
            <dd>{payment.reference}</dd>
            {payment.dueDate ? (
              <>
                <dt>{intl.formatMessage(m.transferDeadline)}</dt>
                <dd>{formatDay(payment.dueDate, intl.locale)}</dd>
              </>
            ) : null}
          </Facts>
        </Stack>
      </Card.Body>
    </Card>
  );
}
