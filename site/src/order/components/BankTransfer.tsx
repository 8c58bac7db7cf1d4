import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PaymentInfo } from '@kursmarkt/schemas';
import { Card, Heading, Price, Stack, token } from '@kursmarkt/ui';
import { formatDay } from '@kursmarkt/schemas/rules';
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

const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.lg')};
  align-items: flex-start;
`;

const GiroCode = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${token('space.xs')};
  max-width: calc(${token('size.iconLg')} * 5);
  font-size: ${token('typography.size.sm')};
  color: ${token('color.text.secondary')};

  /* Large enough for a phone's camera at arm's length. */
  img {
    width: calc(${token('size.iconLg')} * 4);
    height: calc(${token('size.iconLg')} * 4);
  }
`;

/** The GiroCode's SVG as an image address (an inline image: the page's policy allows data:). */
const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export type BankTransferProps = {
  /** The transfer the order asks for. */
  payment: PaymentInfo;
};

/** An IBAN as it is written for people: in groups of four ("DE89 3704 0044 0532 0130 00"). */
const ibanInGroups = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/**
 * What a customer paying by transfer (prepayment or invoice) transfers (docs/booking.md, payment
 * by invoice): amount, account holder, IBAN, BIC, bank, the reference (the invoice number) and the
 * deadline, with the GiroCode that a banking app reads to fill them in.
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
          <Layout>
            <Facts>
              <dt>{intl.formatMessage(m.transferAmount)}</dt>
              <dd>
                <Price size="md" cents={payment.amountValue} />
              </dd>
              <dt>{intl.formatMessage(m.transferHolder)}</dt>
              <dd>{payment.accountHolder}</dd>
              <dt>{intl.formatMessage(m.transferIban)}</dt>
              <dd>{ibanInGroups(payment.iban)}</dd>
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
            {payment.giroCode ? (
              <GiroCode>
                <img src={svgSource(payment.giroCode)} alt="" />
                <figcaption>{intl.formatMessage(m.giroCode)}</figcaption>
              </GiroCode>
            ) : null}
          </Layout>
        </Stack>
      </Card.Body>
    </Card>
  );
}
