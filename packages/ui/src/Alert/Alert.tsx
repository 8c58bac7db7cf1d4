import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { Icon, type IconName } from '../Icon/index.ts';
import { Content, DismissButton, StyledAlert, Title, ToneIcon } from './Alert.styles.ts';
import { messages } from './messages.ts';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export type AlertProps = Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> & {
  /** What kind of message: colour, icon and how urgently it is announced. @default 'info' */
  tone?: AlertTone;
  /** A short summary above the message. */
  title?: ReactNode;
  /** The message. */
  children: ReactNode;
  /** Called when the user closes the message; without it there is no close button. */
  onDismiss?: () => void;
  ref?: Ref<HTMLDivElement>;
};

const toneIcons: Record<AlertTone, IconName> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  danger: 'error',
};

/**
 * A message about the page or a task. Warnings and errors interrupt a screen reader (`alert`);
 * information and success wait their turn (`status`).
 */
export function Alert({ tone = 'info', title, children, onDismiss, ...rest }: AlertProps) {
  const { formatMessage } = useIntl();
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <StyledAlert role={urgent ? 'alert' : 'status'} data-tone={tone} {...rest}>
      <ToneIcon>
        <Icon name={toneIcons[tone]} />
      </ToneIcon>
      <Content>
        {title && <Title>{title}</Title>}
        {children}
      </Content>
      {onDismiss && (
        <DismissButton
          type="button"
          aria-label={formatMessage(messages.dismiss)}
          onClick={onDismiss}
        >
          <Icon name="close" size="sm" />
        </DismissButton>
      )}
    </StyledAlert>
  );
}
