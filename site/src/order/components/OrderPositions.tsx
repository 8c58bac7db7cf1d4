import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import type { CourseType, PositionVatCategory } from '@kursmarkt/schemas';
import { Heading, Price, Stack, Text, token } from '@kursmarkt/ui';
import { formatDayRange } from '@kursmarkt/schemas/rules';
import { orderMessages as m } from '../messages.ts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${token('space.md')};

  > li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${token('space.sm')} ${token('space.md')};
    padding-block-end: ${token('space.md')};
    border-block-end: 1px solid ${token('color.border.subtle')};
  }
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${token('space.xxs')} ${token('space.md')};

  dt {
    color: ${token('color.text.secondary')};
  }
  dd {
    margin: 0;
  }
`;

const Amounts = styled.div`
  text-align: end;
`;

/** A position as the summary shows it. */
export interface OrderPositionView {
  id: string;
  name: string;
  organizer: string;
  courseType: CourseType | null;
  /** A package position (no date, no place). */
  isPackage: boolean;
  startDate: string | null;
  endDate: string | null;
  city: string | null;
  /** What it costs, cents including VAT (0 when paid with credits). */
  payCents: number;
  /** The list price, shown struck through when a voucher lowers it. */
  priceCents: number;
  netCents: number;
  vatCategory: PositionVatCategory;
  /** Basis points: 1900 is 19 %. */
  vatRate: number;
  vatExemptionReason: string | null;
  packageIncluded: boolean;
}

/** "19 %" in the page's language. */
export const formatRate = (intl: IntlShape, basisPoints: number) =>
  intl.formatNumber(basisPoints / 10_000, { style: 'percent', maximumFractionDigits: 2 });

const formatOf = (position: OrderPositionView) =>
  position.isPackage
    ? m.formatPackage
    : position.courseType === 'PRESENT'
      ? m.formatPRESENT
      : position.courseType === 'SELF'
        ? m.formatSELF
        : m.formatONLINE;

export type OrderPositionsProps = {
  positions: readonly OrderPositionView[];
  /** Show the net amount beside each price (business customers). @default false */
  showNet?: boolean;
};

/**
 * The courses of the summary (docs/booking.md, storefront): each with its dates, place and format,
 * organizer, the price with its VAT rate or the reason it is exempt, and the net amount for a
 * business customer.
 */
export function OrderPositions({ positions, showNet = false }: OrderPositionsProps) {
  const intl = useIntl();
  return (
    <List>
      {positions.map((position) => (
        <li key={position.id}>
          <Stack gap="xs">
            <Heading level={3} size="sm">
              {position.name}
            </Heading>
            <Facts>
              {position.startDate && position.endDate ? (
                <>
                  <dt>{intl.formatMessage(m.date)}</dt>
                  <dd>{formatDayRange(position.startDate, position.endDate, intl.locale)}</dd>
                </>
              ) : null}
              {position.city ? (
                <>
                  <dt>{intl.formatMessage(m.place)}</dt>
                  <dd>{position.city}</dd>
                </>
              ) : null}
              <dt>{intl.formatMessage(m.format)}</dt>
              <dd>{intl.formatMessage(formatOf(position))}</dd>
              <dt>{intl.formatMessage(m.organizer)}</dt>
              <dd>{position.organizer}</dd>
            </Facts>
          </Stack>
          <Amounts>
            <Price
              size="md"
              cents={position.payCents}
              originalCents={
                position.payCents < position.priceCents ? position.priceCents : undefined
              }
            />
            {position.packageIncluded ? (
              <Text size="sm">{intl.formatMessage(m.paidWithCredits)}</Text>
            ) : null}
            <Text size="sm" tone="secondary">
              {position.vatCategory === 'REVERSE_CHARGE'
                ? intl.formatMessage(m.reverseCharge)
                : position.vatExemptionReason
                  ? intl.formatMessage(m.vatExempt, { reason: position.vatExemptionReason })
                  : intl.formatMessage(m.vatIncluded, { rate: formatRate(intl, position.vatRate) })}
            </Text>
            {showNet ? (
              <Text size="sm" tone="secondary">
                {intl.formatMessage(m.netOf, {
                  amount: intl.formatNumber(position.netCents / 100, {
                    style: 'currency',
                    currency: 'EUR',
                  }),
                })}
              </Text>
            ) : null}
          </Amounts>
        </li>
      ))}
    </List>
  );
}
