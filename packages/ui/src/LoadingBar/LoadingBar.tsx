import type { HTMLAttributes, Ref } from 'react';
import { useIntl } from 'react-intl';
import { Indicator, StyledLoadingBar } from './LoadingBar.styles.ts';
import { messages } from './messages.ts';

export type LoadingBarProps = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role'> & {
  /** Whether a page or data is loading; while false the bar fades out and is hidden. */
  active: boolean;
  ref?: Ref<HTMLDivElement>;
};

/**
 * The thin bar at the top of the window during navigation. It stays mounted so that it can fade
 * out instead of vanishing; while inactive it is hidden from sight and from assistive technology.
 */
export function LoadingBar({ active, ...rest }: LoadingBarProps) {
  const { formatMessage } = useIntl();
  return (
    <StyledLoadingBar
      role="progressbar"
      aria-label={formatMessage(messages.label)}
      aria-busy={active}
      data-active={active}
      {...rest}
    >
      <Indicator />
    </StyledLoadingBar>
  );
}
