import * as RadixDropdownMenu from '@radix-ui/react-dropdown-menu';
import styled, { css, keyframes } from 'styled-components';
import { token } from '../tokens.ts';

const enter = keyframes`
  from {
    opacity: 0;
    transform: scale(0.96);
  }
  to {
    opacity: 1;
    transform: none;
  }
`;

const surface = css`
  z-index: ${token('layer.dropdown')};
  display: flex;
  flex-direction: column;
  gap: ${token('space.xxs')};
  padding: ${token('space.xs')};
  border: ${token('size.borderThin')} solid ${token('color.border.subtle')};
  border-radius: ${token('radius.md')};
  background: ${token('color.surface.raised')};
  box-shadow: ${token('shadow.md')};
  color: ${token('color.text.primary')};
  font-family: ${token('typography.family.body')};
  font-size: ${token('typography.size.md')};
  overflow-y: auto;
  animation: ${enter} ${token('motion.duration.normal')} ${token('motion.easing.standard')};
`;

export const Content = styled(RadixDropdownMenu.Content)`
  ${surface}
  min-width: var(--radix-dropdown-menu-trigger-width);
  max-height: calc(var(--radix-dropdown-menu-content-available-height) - ${token('space.xs')});
  transform-origin: var(--radix-dropdown-menu-content-transform-origin);

  /* The gap to the trigger as a margin, which Radix measures, so the gap stays a token. */
  &[data-side='bottom'] {
    margin-top: ${token('space.xs')};
  }
  &[data-side='top'] {
    margin-bottom: ${token('space.xs')};
  }
`;

export const SubContent = styled(RadixDropdownMenu.SubContent)`
  ${surface}
  max-height: var(--radix-dropdown-menu-content-available-height);
  transform-origin: var(--radix-dropdown-menu-content-transform-origin);
`;

const item = css`
  display: flex;
  align-items: center;
  gap: ${token('space.sm')};
  min-height: ${token('size.controlSm')};
  padding: ${token('space.xs')} ${token('space.sm')};
  border-radius: ${token('radius.sm')};
  color: ${token('color.text.primary')};
  line-height: ${token('typography.lineHeight.tight')};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;

  /* Inside the scrolling menu an outward outline would be clipped. */
  &:focus-visible {
    outline-offset: calc(-1 * ${token('size.focusRing')});
  }
  &[data-highlighted] {
    background: ${token('color.surface.brandSubtle')};
  }
  &[data-disabled] {
    opacity: ${token('opacity.disabled')};
    cursor: not-allowed;
  }
`;

export const Item = styled(RadixDropdownMenu.Item)`
  ${item}
  &[aria-current='page'] {
    font-weight: ${token('typography.weight.bold')};
  }
`;

export const SubTrigger = styled(RadixDropdownMenu.SubTrigger)`
  ${item}
  justify-content: space-between;

  &[data-state='open']:not([data-highlighted]) {
    background: ${token('color.surface.sunken')};
  }
  & > svg {
    transform: rotate(-90deg);
  }
`;

export const Label = styled(RadixDropdownMenu.Label)`
  padding: ${token('space.xs')} ${token('space.sm')};
  color: ${token('color.text.secondary')};
  font-size: ${token('typography.size.sm')};
  font-weight: ${token('typography.weight.medium')};
`;

export const Separator = styled(RadixDropdownMenu.Separator)`
  height: ${token('size.borderThin')};
  margin: ${token('space.xs')} calc(-1 * ${token('space.xs')});
  background: ${token('color.border.subtle')};
`;
