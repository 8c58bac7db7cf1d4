import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Icon, type IconName } from '../Icon/index.ts';
import { StyledInlineMessage, ToneIcon } from './InlineMessage.styles.ts';

export type InlineMessageTone = 'danger' | 'success' | 'info';

export type InlineMessageProps = Omit<HTMLAttributes<HTMLParagraphElement>, 'children'> & {
  /** What kind of message: sets the colour and the icon. @default 'info' */
  tone?: InlineMessageTone;
  /** The id a field names in its `aria-describedby` to have the message read with it. */
  id: string;
  /** The message, one short sentence. */
  children: ReactNode;
  ref?: Ref<HTMLParagraphElement>;
};

const toneIcons: Record<InlineMessageTone, IconName> = {
  danger: 'error',
  success: 'success',
  info: 'info',
};

/**
 * A short message under a field or form, such as a validation error. It is not a live region:
 * the field that names it in `aria-describedby` has it read when focused.
 */
export function InlineMessage({ tone = 'info', children, ...rest }: InlineMessageProps) {
  return (
    <StyledInlineMessage data-tone={tone} {...rest}>
      <ToneIcon>
        <Icon name={toneIcons[tone]} size="sm" />
      </ToneIcon>
      <span>{children}</span>
    </StyledInlineMessage>
  );
}
