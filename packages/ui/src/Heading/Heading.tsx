import type { HTMLAttributes, Ref } from 'react';
import { StyledHeading } from './Heading.styles.ts';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export type HeadingSize = 'xxxl' | 'xxl' | 'xl' | 'lg' | 'md' | 'sm';

/** `xxxl` is left for hero headings, which ask for it by `size`. */
const sizeByLevel: Record<HeadingLevel, HeadingSize> = {
  1: 'xxl',
  2: 'xl',
  3: 'lg',
  4: 'md',
  5: 'md',
  6: 'sm',
};

export type HeadingProps = HTMLAttributes<HTMLHeadingElement> & {
  /** The outline level, h1 to h6: chosen by the document structure, never by looks. */
  level: HeadingLevel;
  /** The visual size, independent of the level. @default by level: 1 xxl, 2 xl, 3 lg, 4–5 md, 6 sm */
  size?: HeadingSize;
  ref?: Ref<HTMLHeadingElement>;
};

/** A section heading. `level` sets the outline, `size` only the looks. */
export function Heading({ level, size = sizeByLevel[level], ...rest }: HeadingProps) {
  return <StyledHeading as={`h${level}`} data-size={size} {...rest} />;
}
