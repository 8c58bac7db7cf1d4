import type { HTMLAttributes, Ref } from 'react';
import { StyledVisuallyHidden } from './VisuallyHidden.styles.ts';

export type VisuallyHiddenProps = HTMLAttributes<HTMLElement> & {
  /**
   * The element to render, e.g. `h1` for a page's title that the design shows no room for.
   * @default 'span'
   */
  as?: 'span' | 'div' | 'p' | 'h1' | 'h2';
  ref?: Ref<HTMLElement>;
};

/**
 * Text for screen readers only, e.g. the context of an icon or a count, or the heading of a page
 * whose design has no visible title. Use it for extra words, never to hide a control: a
 * focusable element inside would be invisible when focused.
 */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <StyledVisuallyHidden {...props} />;
}
