import { Slot, Slottable } from '@radix-ui/react-slot';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { useIntl } from 'react-intl';
import { StyledButton } from '../Button/Button.styles.ts';
import type { ButtonVariant } from '../Button/Button.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { ExternalIcon, StyledLink } from './Link.styles.ts';
import { messages } from './messages.ts';

export type LinkAppearance = 'inline' | 'standalone' | 'button';
export type LinkButtonVariant = Extract<ButtonVariant, 'primary' | 'secondary'>;

/** Leaves out `type`, an anchor's rarely used MIME hint: the button look's `type` means another thing. */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'type'> & {
  /**
   * `inline` is underlined for links in running text; `standalone` is underlined on hover only,
   * for links that stand alone (lists, card footers); `button` looks like a `Button`.
   * @default 'inline'
   */
  appearance?: LinkAppearance;
  /** The button look when `appearance` is `button`. @default 'primary' */
  variant?: LinkButtonVariant;
  /** Opens in a new tab, says so to screen readers and shows an icon. @default false */
  external?: boolean;
  /** Styles the single child element instead, e.g. a router's link. @default false */
  asChild?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** `noopener noreferrer` keeps the new tab from reaching back into this one. */
const externalRel = (rel: string | undefined) =>
  [...new Set(['noopener', 'noreferrer', ...(rel?.split(/\s+/).filter(Boolean) ?? [])])].join(' ');

/** Navigation to another page. For actions use `Button`. */
export function Link({
  appearance = 'inline',
  variant = 'primary',
  external = false,
  asChild = false,
  rel,
  target,
  children,
  ...rest
}: LinkProps) {
  const intl = useIntl();
  const hint = external && (
    <>
      {' '}
      <VisuallyHidden>{intl.formatMessage(messages.opensInNewTab)}</VisuallyHidden>
      <ExternalIcon aria-hidden="true" viewBox="0 0 16 16">
        <path
          d="M9 2h5v5M14 2 7.5 8.5M12 9.5V13a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </ExternalIcon>
    </>
  );
  const props = {
    as: asChild ? Slot : 'a',
    'data-appearance': appearance,
    target: external ? '_blank' : target,
    rel: external ? externalRel(rel) : rel,
    ...rest,
  } as const;
  if (appearance === 'button') {
    return (
      <StyledButton {...props} data-variant={variant}>
        <Slottable>{children}</Slottable>
        {hint}
      </StyledButton>
    );
  }
  return (
    <StyledLink {...props}>
      <Slottable>{children}</Slottable>
      {hint}
    </StyledLink>
  );
}
