import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { TaxLine } from '@kursmarkt/schemas';
import { Price, token } from '@kursmarkt/ui';
import { orderMessages as m } from '../messages.ts';
import { formatRate } from './OrderPositions.tsx';

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

/** A dt/dd pair; `dl` allows a div around each pair. */
const Group = styled.div`
  display: contents;
`;

export type OrderTotalsProps = {
  /** The total to pay, cents including VAT. */
  sumCents: number;
  /** The VAT per rate, STANDARD first. */
  taxes: readonly TaxLine[];
  /** The net total (business customers); left out for consumers. */
  netCents?: number | null;
};

/**
 * The totals of an order: the VAT contained per rate (or the exemption's reason), the net total
 * for business customers and the total to pay.
 */
export function OrderTotals({ sumCents, taxes, netCents = null }: OrderTotalsProps) {
  const intl = useIntl();
  return (
    <List>
      {netCents !== null ? (
        <>
          <dt>{intl.formatMessage(m.totalNet)}</dt>
          <dd>
            <Price size="sm" cents={netCents} />
          </dd>
        </>
      ) : null}
      {taxes.map((tax) => (
        <Group key={`${tax.vatCategory}-${tax.vatRate}`}>
          <dt>
            {tax.vatCategory === 'REVERSE_CHARGE'
              ? intl.formatMessage(m.reverseCharge)
              : tax.vatExemptionReason
                ? intl.formatMessage(m.exemptLine, { reason: tax.vatExemptionReason })
                : intl.formatMessage(m.taxLine, { rate: formatRate(intl, tax.vatRate) })}
          </dt>
          <dd>
            <Price
              size="sm"
              cents={tax.vatCategory === 'STANDARD' ? tax.taxValue : tax.grossValue}
            />
          </dd>
        </Group>
      ))}
      <dt>{intl.formatMessage(m.total)}</dt>
      <dd>
        <Price size="lg" cents={sumCents} />
      </dd>
    </List>
  );
}
