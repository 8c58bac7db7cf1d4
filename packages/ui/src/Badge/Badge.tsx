import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { StyledBadge } from './Badge.styles.ts';

export type BadgeTone = 'accent' | 'brand' | 'neutral';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & {
  /** Makes this a counter, e.g. the items in the cart; shown instead of `children`. */
  count?: number;
  /** The largest count shown as is; above it the badge shows e.g. "99+". @default 99 */
  max?: number;
  /** Show a counter of 0 rather than hiding the badge. @default false */
  showZero?: boolean;
  /**
   * What screen readers hear instead of the visible content, e.g. "3 Artikel im Warenkorb":
   * a bare number or "99+" says nothing on its own.
   */
  label?: string;
  /** Fill colour. @default 'accent' */
  tone?: BadgeTone;
  /** The text of a non-counter badge, e.g. "Neu". */
  children?: ReactNode;
  ref?: Ref<HTMLSpanElement>;
};

/** A small count or status next to something else, e.g. the number of items on the cart icon. */
export function Badge({
  count,
  max = 99,
  showZero = false,
  label,
  tone = 'accent',
  children,
  ...rest
}: BadgeProps) {
  const intl = useIntl();
  const isCounter = count !== undefined;
  if (isCounter && count === 0 && !showZero) return null;
  const visible = isCounter
    ? count > max
      ? `${intl.formatNumber(max)}+`
      : intl.formatNumber(count)
    : children;
  return (
    <StyledBadge data-tone={tone} data-counter={isCounter} {...rest}>
      {label ? (
        <>
          <span aria-hidden="true">{visible}</span>
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      ) : (
        visible
      )}
    </StyledBadge>
  );
}
