import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { StyledButton } from './Button.styles.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'accent';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Visual weight: one primary action per area. @default 'primary' */
  variant?: ButtonVariant;
  /** Control height and text size. @default 'md' */
  size?: ButtonSize;
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /** An icon before the label; decorative, the label names the action. */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
};

/** A button for actions. For navigation use `Link`, which can look like a button. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  icon,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth}
      {...rest}
    >
      {icon}
      {children}
    </StyledButton>
  );
}
