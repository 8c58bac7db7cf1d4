import type { HTMLAttributes, Ref } from 'react';
import { StyledVisuallyHidden } from './VisuallyHidden.styles.ts';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement> & {
  ref?: Ref<HTMLSpanElement>;
};

/**
 * Text for screen readers only, e.g. the context of an icon or a count. Use it for extra words,
 * never to hide a control: a focusable element inside would be invisible when focused.
 */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <StyledVisuallyHidden {...props} />;
}
