import type { HTMLAttributes, Ref } from 'react';
import { StyledCard, StyledCardBody, StyledCardFooter, StyledCardHeader } from './Card.styles.ts';

export type CardElement = 'article' | 'section' | 'div';

export type CardProps = HTMLAttributes<HTMLElement> & {
  /** The element: `article` for a self-contained item such as a course. @default 'div' */
  as?: CardElement;
  /** Lifts the card under the pointer and while something in it has focus, for clickable cards. @default false */
  interactive?: boolean;
  ref?: Ref<HTMLElement>;
};

export type CardPartProps = HTMLAttributes<HTMLDivElement> & {
  ref?: Ref<HTMLDivElement>;
};

/** The top of a card, e.g. its heading; padded on three sides so the body follows directly. */
export function CardHeader(props: CardPartProps) {
  return <StyledCardHeader {...props} />;
}

/** The main content of a card; it grows so footers line up across a row of cards. */
export function CardBody(props: CardPartProps) {
  return <StyledCardBody {...props} />;
}

/** The bottom of a card for actions and prices, set off by a divider. */
export function CardFooter(props: CardPartProps) {
  return <StyledCardFooter {...props} />;
}

function CardRoot({ as = 'div', interactive = false, ...rest }: CardProps) {
  return <StyledCard as={as} data-interactive={interactive} {...rest} />;
}

/**
 * A raised surface that groups content. Pad it with `Card.Header`, `Card.Body` and
 * `Card.Footer`; content put in directly runs to the edges, e.g. an image.
 */
export const Card = Object.assign(CardRoot, {
  Header: CardHeader,
  Body: CardBody,
  Footer: CardFooter,
});
