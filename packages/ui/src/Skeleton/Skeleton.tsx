import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { token, type TokenPath } from '../tokens.ts';
import { StyledSkeleton } from './Skeleton.styles.ts';

export type SkeletonVariant = 'text' | 'rect' | 'circle';

/** A space or size token such as `space.xl` or `size.iconLg`, or a percentage of the container. */
export type SkeletonLength =
  Extract<TokenPath, `space.${string}` | `size.${string}`> | `${number}%`;

export type SkeletonProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** The shape: a line of text, a block such as an image, or a circle such as an avatar. @default 'rect' */
  variant?: SkeletonVariant;
  /** Width; a circle without a height is as high as it is wide. @default '100%', for a circle 'size.iconLg' */
  width?: SkeletonLength;
  /** Height. @default one line of body text for text, 'space.xxxl' for rect, the width for a circle */
  height?: SkeletonLength;
  ref?: Ref<HTMLSpanElement>;
};

const cssLength = (length: SkeletonLength) =>
  length.endsWith('%') ? length : token(length as TokenPath);

/**
 * A shimmering placeholder in the shape of content that is still loading. It is hidden from
 * assistive technology: mark the loading region with `aria-busy` or show a `Spinner` instead.
 */
export function Skeleton({ variant = 'rect', width, height, style, ...rest }: SkeletonProps) {
  const lengths = {
    ...(width && { '--skeleton-width': cssLength(width) }),
    ...(height && { '--skeleton-height': cssLength(height) }),
  } as CSSProperties;
  return (
    <StyledSkeleton
      aria-hidden="true"
      data-variant={variant}
      style={{ ...lengths, ...style }}
      {...rest}
    />
  );
}
