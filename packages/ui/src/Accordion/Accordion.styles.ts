import * as RadixAccordion from '@radix-ui/react-accordion';
import styled, { keyframes } from 'styled-components';
import { token } from '../tokens.ts';

const open = keyframes`
  from {
    height: 0;
  }
  to {
    height: var(--radix-accordion-content-height);
  }
`;

const close = keyframes`
  from {
    height: var(--radix-accordion-content-height);
  }
  to {
    height: 0;
  }
`;

export const Root = styled(RadixAccordion.Root)`
  border-top: ${token('size.borderThin')} solid ${token('color.border.default')};
`;

export const Item = styled(RadixAccordion.Item)`
  border-bottom: ${token('size.borderThin')} solid ${token('color.border.default')};
`;

export const Heading = styled.h3`
  margin: 0;
  font-family: ${token('typography.family.heading')};
  font-size: ${token('typography.size.md')};
  font-weight: ${token('typography.weight.bold')};
  line-height: ${token('typography.lineHeight.tight')};
`;

export const Trigger = styled(RadixAccordion.Trigger)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.md')};
  width: 100%;
  min-height: ${token('size.controlLg')};
  padding: ${token('space.sm')} ${token('space.xs')};
  border: 0;
  background: transparent;
  color: ${token('color.text.primary')};
  font: inherit;
  text-align: start;
  cursor: pointer;
  transition: color ${token('motion.duration.fast')} ${token('motion.easing.standard')};

  &:hover:not(:disabled) {
    color: ${token('color.text.link')};
  }
  &[data-state='open'] > svg {
    transform: rotate(180deg);
  }
  &:disabled {
    opacity: ${token('opacity.disabled')};
    cursor: not-allowed;
  }
`;

export const Chevron = styled.svg`
  flex: none;
  width: ${token('size.iconSm')};
  height: ${token('size.iconSm')};
  color: ${token('color.brand.primary')};
  transition: transform ${token('motion.duration.normal')} ${token('motion.easing.standard')};
`;

export const Content = styled(RadixAccordion.Content)`
  overflow: hidden;

  &[data-state='open'] {
    animation: ${open} ${token('motion.duration.normal')} ${token('motion.easing.standard')};
  }
  &[data-state='closed'] {
    animation: ${close} ${token('motion.duration.normal')} ${token('motion.easing.standard')};
  }
`;

/* The padding sits inside the animated box, so the height animation ends at the padded size. */
export const ContentInner = styled.div`
  padding: 0 ${token('space.xs')} ${token('space.md')};
  line-height: ${token('typography.lineHeight.relaxed')};

  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;
