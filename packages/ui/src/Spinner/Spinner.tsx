import type { HTMLAttributes, Ref } from 'react';
import { useIntl } from 'react-intl';
import { Label, Ring, StyledSpinner } from './Spinner.styles.ts';
import { messages } from './messages.ts';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export type SpinnerProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> & {
  /** Diameter, matching the icon sizes. @default 'md' */
  size?: SpinnerSize;
  /** What is loading, for screen readers. @default 'Wird geladen …' */
  label?: string;
  ref?: Ref<HTMLSpanElement>;
};

/** A spinning ring for a wait of unknown length; announced as a status with its label. */
export function Spinner({ size = 'md', label, ...rest }: SpinnerProps) {
  const { formatMessage } = useIntl();
  return (
    <StyledSpinner role="status" data-size={size} {...rest}>
      <Ring aria-hidden="true" />
      <Label>{label ?? formatMessage(messages.loading)}</Label>
    </StyledSpinner>
  );
}
