import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import type { CustomerPackage, CustomerPackageDetail } from '@kursmarkt/schemas';
import { formatDay } from '@kursmarkt/schemas/rules';
import { Badge, Card, Heading, InlineMessage, Skeleton, Stack, Text, token } from '@kursmarkt/ui';
import { creditMessages as m } from '../credit-messages.ts';

type LedgerEntry = CustomerPackageDetail['ledger'][number];

const reasonTexts: Record<LedgerEntry['reason'], MessageDescriptor> = {
  PURCHASE: m.reasonPURCHASE,
  BOOKING: m.reasonBOOKING,
  REMOVAL: m.reasonREMOVAL,
  CANCELLATION: m.reasonCANCELLATION,
};

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${token('space.xxs')} ${token('space.md')};
  margin: 0;

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
/** The hours left as a bar: the brand colour on the sunken surface, with a border to see its end. */
const Meter = styled.meter`
  appearance: none;
  display: block;
  inline-size: 100%;
  block-size: ${token('space.md')};
  border: ${token('size.borderThin')} solid ${token('color.border.strong')};
  border-radius: ${token('radius.pill')};
  background: ${token('color.surface.sunken')};
  overflow: hidden;

  &::-webkit-meter-bar {
    background: ${token('color.surface.sunken')};
    border: none;
    border-radius: ${token('radius.pill')};
  }
  &::-webkit-meter-optimum-value,
  &::-webkit-meter-suboptimum-value,
  &::-webkit-meter-even-less-good-value {
    background: ${token('color.brand.primary')};
  }
  &::-moz-meter-bar {
    background: ${token('color.brand.primary')};
  }
`;
const Ledger = styled.table`
  inline-size: 100%;
  border-collapse: collapse;

  caption {
    text-align: start;
    font-weight: ${token('typography.weight.bold')};
    padding-block-end: ${token('space.xs')};
  }
  th,
  td {
    text-align: start;
    padding: ${token('space.xxs')} ${token('space.sm')} ${token('space.xxs')} 0;
    border-block-end: ${token('size.borderThin')} solid ${token('color.border.subtle')};
    vertical-align: top;
  }
  th:last-child,
  td:last-child {
    text-align: end;
    padding-inline-end: 0;
    white-space: nowrap;
  }
`;

/** Hundredths of an hour, so that 10 − 7.5 shows 2.5. */
const hoursBetween = (a: number, b: number) => Math.round((a - b) * 100) / 100;

export type CreditPackageCardProps = {
  creditPackage: CustomerPackage;
  /** Its scopes and ledger; undefined while they load, null when they could not be loaded. */
  detail: CustomerPackageDetail | null | undefined;
};

/**
 * One credit package of the customer: its name, organizer and scopes, the hours bought, used and
 * left as a meter with the same in words, its last day or that it expired, and every change of
 * its hours with the booking (course, date, order number) that made it.
 */
export function CreditPackageCard({ creditPackage, detail }: CreditPackageCardProps) {
  const intl = useIntl();
  const headingId = useId();
  const meterId = useId();
  const failedId = useId();
  const { creditValue: bought, remainingCredits: left } = creditPackage;
  const used = hoursBetween(bought, left);
  const hoursText = intl.formatMessage(m.hoursLeft, { left, bought, used });
  const dayOf = (isoDay: string) => formatDay(isoDay, intl.locale);
  const entryText = (entry: LedgerEntry) => {
    const reason = intl.formatMessage(reasonTexts[entry.reason]);
    if (!entry.booking) return reason;
    const { name, startDate, orderNumber } = entry.booking;
    return `${reason}: ${
      startDate
        ? intl.formatMessage(m.booking, { name, date: dayOf(startDate), orderNumber })
        : intl.formatMessage(m.bookingWithoutDate, { name, orderNumber })
    }`;
  };
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Card.Body>
        <Stack gap="md">
          <Stack gap="xs">
            <Heading level={2} size="sm" id={headingId}>
              {creditPackage.name}
            </Heading>
            {creditPackage.expired ? (
              <div>
                <Badge tone="neutral">{intl.formatMessage(m.expired)}</Badge>
              </div>
            ) : null}
          </Stack>
          <Facts>
            <dt>{intl.formatMessage(m.organizer)}</dt>
            <dd>{creditPackage.organizer}</dd>
            <dt>{intl.formatMessage(m.scopes)}</dt>
            <dd>
              {detail ? (
                detail.scopes.map((scope) => scope.name).join(', ')
              ) : (
                <Skeleton variant="text" />
              )}
            </dd>
            <dt>{intl.formatMessage(creditPackage.expired ? m.expired : m.expires)}</dt>
            <dd>{dayOf(creditPackage.expiresOn)}</dd>
          </Facts>
          <Stack gap="xxs">
            <Meter
              aria-label={intl.formatMessage(m.meterLabel)}
              aria-describedby={meterId}
              min={0}
              max={bought}
              value={left}
            />
            <Text id={meterId}>{hoursText}</Text>
          </Stack>
          {detail === null ? (
            <InlineMessage id={failedId} tone="danger">
              {intl.formatMessage(m.ledgerFailed)}
            </InlineMessage>
          ) : detail ? (
            <Ledger>
              <caption>{intl.formatMessage(m.ledgerCaption)}</caption>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(m.ledgerDate)}</th>
                  <th scope="col">{intl.formatMessage(m.ledgerEntry)}</th>
                  <th scope="col">{intl.formatMessage(m.ledgerHours)}</th>
                </tr>
              </thead>
              <tbody>
                {detail.ledger.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      {intl.formatDate(entry.createdAt, {
                        day: '2-digit',
                        month: '2-digit',
                        year: 'numeric',
                        timeZone: 'Europe/Berlin',
                      })}
                    </td>
                    <td>{entryText(entry)}</td>
                    <td>
                      {intl.formatNumber(entry.delta, {
                        signDisplay: 'always',
                        maximumFractionDigits: 2,
                      })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Ledger>
          ) : (
            <Skeleton variant="rect" height="space.xxxl" />
          )}
        </Stack>
      </Card.Body>
    </Card>
  );
}
