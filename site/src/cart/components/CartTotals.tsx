import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Price, token } from '@kursmarkt/ui';
import { cartMessages as m } from '../messages.ts';

const List = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr max-content;
  gap: ${token('space.xs')} ${token('space.md')};

  dd {
    margin: 0;
    text-align: end;
  }
`;

export type CartTotalsProps = {
  /** What the cart costs, cents including VAT. */
  sumCents: number;
  /** The voucher's discount in cents, shown when above 0. @default 0 */
  discountCents?: number;
  /** The net amount (business customers); left out for consumers. */
  netCents?: number | null;
};

/** The cart's totals: the voucher's discount, the gross total and, for business customers, the net. */
export function CartTotals({ sumCents, discountCents = 0, netCents = null }: CartTotalsProps) {
  const intl = useIntl();
  return (
    <List>
      {discountCents > 0 ? (
        <>
          <dt>{intl.formatMessage(m.discount)}</dt>
          <dd>
            − <Price size="sm" cents={discountCents} />
          </dd>
        </>
      ) : null}
      {netCents !== null ? (
        <>
          <dt>{intl.formatMessage(m.net)}</dt>
          <dd>
            <Price size="sm" cents={netCents} />
          </dd>
        </>
      ) : null}
      <dt>{intl.formatMessage(m.total)}</dt>
      <dd>
        <Price size="lg" cents={sumCents} />
      </dd>
    </List>
  );
}
