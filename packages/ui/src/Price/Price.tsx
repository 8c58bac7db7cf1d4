import type { HTMLAttributes, Ref } from 'react';
import { useIntl } from 'react-intl';
import { Current, Original, StyledPrice, VisuallyHiddenText } from './Price.styles.ts';
import { messages } from './messages.ts';

export type PriceSize = 'sm' | 'md' | 'lg';

export type PriceProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** The price to pay, in cents (EUR), as the API sends money. */
  cents: number;
  /** The price before a discount, in cents; shown struck through after the price to pay. */
  originalCents?: number;
  /** Text size: `sm` in lists, `md` on cards, `lg` on the course page. @default 'md' */
  size?: PriceSize;
  ref?: Ref<HTMLSpanElement>;
};

/**
 * An amount of cents in euros in the notation of the page's language: 123450 reads "1.234,50 €"
 * in German. A discount is read as "99,00 € statt 129,00 €", since a strike-through alone is not
 * announced.
 */
export function Price({ cents, originalCents, size = 'md', ...rest }: PriceProps) {
  const { formatMessage, formatNumber } = useIntl();
  const euros = (amount: number) =>
    formatNumber(amount / 100, { style: 'currency', currency: 'EUR' });
  return (
    <StyledPrice data-size={size} {...rest}>
      <Current>{euros(cents)}</Current>
      {originalCents !== undefined && (
        <>
          <VisuallyHiddenText> {formatMessage(messages.insteadOf)} </VisuallyHiddenText>
          <Original>{euros(originalCents)}</Original>
        </>
      )}
    </StyledPrice>
  );
}
