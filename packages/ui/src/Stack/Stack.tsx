import type { ThemeTokens } from '@kursmarkt/schemas';
import type { HTMLAttributes, Ref } from 'react';
import { StyledStack } from './Stack.styles.ts';

export type StackGap = keyof ThemeTokens['space'];
export type StackElement = 'div' | 'ul' | 'ol';
export type StackAlign = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
export type StackJustify = 'start' | 'center' | 'end' | 'between';

export type StackProps = HTMLAttributes<HTMLElement> & {
  /** `column` stacks children top to bottom, `row` side by side. @default 'column' */
  direction?: 'column' | 'row';
  /** Space between children, a `space` token. @default 'md' */
  gap?: StackGap;
  /** Cross-axis alignment; left out, children stretch. */
  align?: StackAlign;
  /** Main-axis distribution; left out, children start at the beginning. */
  justify?: StackJustify;
  /** Let children wrap onto further lines, e.g. a row of buttons on a phone. @default false */
  wrap?: boolean;
  /** The element; `ul` or `ol` when the children are list items (bullets are removed). @default 'div' */
  as?: StackElement;
  ref?: Ref<HTMLElement>;
};

/** Lays children out in one direction with even spacing from the theme. */
export function Stack({
  direction = 'column',
  gap = 'md',
  align,
  justify,
  wrap = false,
  as = 'div',
  ref,
  ...rest
}: StackProps) {
  return (
    <StyledStack
      as={as}
      // styled-components types the ref by the default element; a list is an HTMLElement too.
      ref={ref as Ref<HTMLDivElement>}
      // Safari drops list semantics from lists styled without bullets unless the role is explicit.
      role={as === 'div' ? undefined : 'list'}
      data-direction={direction}
      data-gap={gap}
      data-align={align}
      data-justify={justify}
      data-wrap={wrap}
      {...rest}
    />
  );
}
