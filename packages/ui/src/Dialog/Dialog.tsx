import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Body,
  CloseButton,
  CloseIcon,
  Content,
  Description,
  Footer,
  Overlay,
  Title,
} from './Dialog.styles.ts';
import { messages } from './messages.ts';

export type DialogProps = {
  /** The dialog's heading; it also names the dialog. */
  title: ReactNode;
  /** A short text under the title, read out when the dialog opens. */
  description?: ReactNode;
  /** The body: text, a form, a list. */
  children?: ReactNode;
  /** Actions at the bottom, e.g. a `DialogClose` around a cancel button and a primary button. */
  footer?: ReactNode;
  /**
   * The element that opens the dialog and gets focus back when it closes; one focusable element
   * that passes props and ref on to the DOM (Radix `asChild`), e.g. a `Button`.
   */
  trigger?: ReactElement;
  /** Whether the dialog is open when controlled. */
  open?: boolean;
  /** Whether the dialog is open at first when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes, including by Escape, the close button or the overlay. */
  onOpenChange?: (open: boolean) => void;
};

function DialogRoot({ title, description, children, footer, trigger, ...root }: DialogProps) {
  const intl = useIntl();
  return (
    <RadixDialog.Root {...root}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <Overlay />
        <Content>
          <Title>{title}</Title>
          {description && <Description>{description}</Description>}
          {children && <Body>{children}</Body>}
          {footer && <Footer>{footer}</Footer>}
          {/* Last in the DOM so that focus starts on the body's first control, not on closing. */}
          <RadixDialog.Close asChild>
            <CloseButton type="button" aria-label={intl.formatMessage(messages.close)}>
              <CloseIcon viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path
                  d="M4 4l8 8M12 4l-8 8"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </CloseIcon>
            </CloseButton>
          </RadixDialog.Close>
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export type DialogCloseProps = {
  /** One focusable element, e.g. a cancel `Button`, that closes the dialog when activated. */
  children: ReactElement;
};

/** Makes its child close the surrounding dialog, e.g. a cancel button in the footer. */
export function DialogClose({ children }: DialogCloseProps) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}

/**
 * A modal dialog: focus moves in and stays inside until it closes, then returns to the trigger.
 * Use it for short tasks and confirmations that need an answer before going on.
 */
export const Dialog = Object.assign(DialogRoot, { Close: DialogClose });
