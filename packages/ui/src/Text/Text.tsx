import type { HTMLAttributes, Ref } from 'react';
import { StyledText } from './Text.styles.ts';

export type TextElement = 'p' | 'span' | 'div' | 'strong' | 'small';
export type TextSize = 'xs' | 'sm' | 'md' | 'lg';
export type TextTone = 'primary' | 'secondary' | 'muted' | 'danger' | 'success';
export type TextWeight = 'regular' | 'medium' | 'bold';

export type TextProps = HTMLAttributes<HTMLElement> & {
  /** The element, chosen for meaning: `strong` for importance, `small` for fine print. @default 'p' */
  as?: TextElement;
  /** Font size; left out, the text keeps the size of its surroundings. */
  size?: TextSize;
  /** Colour by purpose; left out, the text keeps the colour of its surroundings. */
  tone?: TextTone;
  /** Font weight; left out, the element's own weight applies (bold for `strong`). */
  weight?: TextWeight;
  ref?: Ref<HTMLElement>;
};

/**
 * Running text. Size, tone and weight inherit unless given, so `Text` reads right on any
 * surface, e.g. on the inverse footer or inside a heading.
 */
export function Text({ as = 'p', size, tone, weight, ...rest }: TextProps) {
  return <StyledText as={as} data-size={size} data-tone={tone} data-weight={weight} {...rest} />;
}
