import styled from 'styled-components';
import { token } from '../tokens.ts';

/**
 * The menu button's look, apart from the menu: `DeferredDropdownMenu` shows it before the menu's
 * code (Radix) has loaded, so this file imports none of it.
 */
export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.xs')};
  min-height: ${token('size.controlMd')};
  padding: 0 ${token('space.sm')};
  border: ${token('size.borderThin')} solid transparent;
  border-radius: ${token('radius.md')};
  background: transparent;
  color: ${token('color.text.primary')};
  font: inherit;
  font-weight: ${token('typography.weight.medium')};
  line-height: ${token('typography.lineHeight.tight')};
  cursor: pointer;
  transition: background-color ${token('motion.duration.fast')} ${token('motion.easing.standard')};

  &:hover:not(:disabled),
  &[data-state='open'] {
    background: ${token('color.surface.sunken')};
  }
  &[data-state='open'] > svg {
    transform: rotate(180deg);
  }
  &:disabled {
    opacity: ${token('opacity.disabled')};
    cursor: not-allowed;
  }
`;

const Chevron = styled.svg`
  flex: none;
  width: ${token('size.iconSm')};
  height: ${token('size.iconSm')};
  transition: transform ${token('motion.duration.normal')} ${token('motion.easing.standard')};
`;

/** The chevron after the menu button's text; it turns while the menu is open. */
export function ChevronDown() {
  return (
    <Chevron viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M4 6l4 4 4-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Chevron>
  );
}
