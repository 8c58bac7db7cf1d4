import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  Card,
  Checkbox,
  Heading,
  InlineMessage,
  Link,
  Price,
  Select,
  SpinnerButton,
  Stack,
  Text,
  token,
} from '@kursmarkt/ui';
import { formatDayRange } from '@kursmarkt/schemas/rules';
import type { CartLine } from '../cart-lines.ts';
import { cartMessages as m } from '../messages.ts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-end;
  gap: ${token('space.md')};
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

export type CartLineItemProps = {
  line: CartLine;
  /** Show the net amount beside the price (business customers). @default false */
  showNet?: boolean;
  /** Chooses another price level of the date; resolves when the cart has it. */
  onPriceLevel?: (priceLevelId: number) => Promise<unknown>;
  /** Pays the course with package credits (true) or money (false). */
  onCredits?: (packageIncluded: boolean) => Promise<unknown>;
  /** Removes the line. */
  onRemove: () => Promise<unknown>;
  /** Called with the reason when a change fails; the controls work again. */
  onError?: (error: unknown) => void;
};

/**
 * One position of the cart: the course (linked to its page) or package, date, place or format,
 * organizer, the price level to choose, "mit Kontingent bezahlen" where a package fits, the
 * price, and the remove button.
 */
export function CartLineItem({
  line,
  showNet = false,
  onPriceLevel,
  onCredits,
  onRemove,
  onError,
}: CartLineItemProps) {
  const intl = useIntl();
  const headingId = `cart-line-${line.key}`;
  const problemId = useId();
  const place =
    line.kind === 'package'
      ? intl.formatMessage(m.package)
      : (line.city ??
        (line.courseType === 'SELF'
          ? intl.formatMessage(m.selfStudy)
          : intl.formatMessage(m.online)));
  const problem =
    line.problem === 'GONE' ? m.unavailable : line.problem ? m[`problem${line.problem}`] : null;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Card.Body>
        <Stack gap="sm">
          <Heading level={2} size="sm" id={headingId}>
            {line.detailPath ? (
              <Link href={line.detailPath}>{line.name}</Link>
            ) : (
              line.name || intl.formatMessage(m.unavailable)
            )}
          </Heading>
          <Facts>
            {line.startDate && line.endDate ? (
              <>
                <dt>{intl.formatMessage(m.date)}</dt>
                <dd>
                  <time dateTime={line.startDate}>
                    {formatDayRange(line.startDate, line.endDate, intl.locale)}
                  </time>
                </dd>
              </>
            ) : null}
            <dt>{intl.formatMessage(m.place)}</dt>
            <dd>{place}</dd>
            <dt>{intl.formatMessage(m.organizer)}</dt>
            <dd>{line.organizer}</dd>
          </Facts>
          {problem ? (
            <InlineMessage id={problemId} tone="danger">
              {intl.formatMessage(problem)}
            </InlineMessage>
          ) : null}
          {line.kind === 'course' && line.priceLevels.length > 1 && onPriceLevel ? (
            <Select
              label={intl.formatMessage(m.priceLevel)}
              value={String(line.priceLevelId ?? '')}
              options={line.priceLevels.map((level) => ({
                value: String(level.id),
                label: `${level.name} (${intl.formatNumber(level.priceValue / 100, {
                  style: 'currency',
                  currency: 'EUR',
                })})`,
              }))}
              onChange={(event) => {
                onPriceLevel(Number(event.target.value)).catch(onError);
              }}
            />
          ) : null}
          {line.kind === 'course' && line.creditsAvailable && onCredits ? (
            <Checkbox
              label={intl.formatMessage(m.payWithCredits)}
              help={
                line.packageIncluded && line.remainingCredits !== null
                  ? intl.formatMessage(m.credits, { hours: line.remainingCredits })
                  : line.availableCredits !== null
                    ? intl.formatMessage(m.creditsAvailable, { hours: line.availableCredits })
                    : undefined
              }
              checked={line.packageIncluded}
              onChange={(event) => {
                onCredits(event.target.checked).catch(onError);
              }}
            />
          ) : null}
          <Row>
            <Stack gap="xxs">
              <Price
                cents={line.payCents}
                originalCents={line.payCents === line.priceCents ? undefined : line.priceCents}
              />
              {showNet && line.netCents !== null ? (
                <Text size="sm" tone="secondary">
                  {intl.formatMessage(m.netOf, {
                    amount: intl.formatNumber(line.netCents / 100, {
                      style: 'currency',
                      currency: 'EUR',
                    }),
                  })}
                </Text>
              ) : null}
            </Stack>
            <SpinnerButton
              size="sm"
              variant="secondary"
              onClick={onRemove}
              onError={onError}
              aria-describedby={headingId}
            >
              {intl.formatMessage(m.remove)}
            </SpinnerButton>
          </Row>
        </Stack>
      </Card.Body>
    </Card>
  );
}
