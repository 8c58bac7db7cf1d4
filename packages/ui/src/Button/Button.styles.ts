import styled from 'styled-components';
import { token } from '../tokens.ts';

export const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${token('space.xs')};
  min-height: ${token('size.controlMd')};
  padding: 0 ${token('space.md')};
  border: ${token('size.borderThin')} solid transparent;
  border-radius: ${token('radius.md')};
  font: inherit;
  font-weight: ${token('typography.weight.medium')};
  line-height: ${token('typography.lineHeight.tight')};
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${token('motion.duration.fast')} ${token('motion.easing.standard')},
    border-color ${token('motion.duration.fast')} ${token('motion.easing.standard')};

  &[data-size='sm'] {
    min-height: ${token('size.controlSm')};
    padding: 0 ${token('space.sm')};
    font-size: ${token('typography.size.sm')};
  }
  &[data-size='lg'] {
    min-height: ${token('size.controlLg')};
    padding: 0 ${token('space.lg')};
    font-size: ${token('typography.size.lg')};
  }
  &[data-full-width='true'] {
    width: 100%;
  }

  &[data-variant='primary'] {
    background: ${token('color.brand.primary')};
    color: ${token('color.text.onBrand')};
  }
  &[data-variant='primary']:hover:not(:disabled) {
    background: ${token('color.brand.primaryHover')};
  }
  &[data-variant='primary']:active:not(:disabled) {
    background: ${token('color.brand.primaryActive')};
  }

  &[data-variant='secondary'] {
    background: ${token('color.surface.raised')};
    border-color: ${token('color.brand.primary')};
    color: ${token('color.text.link')};
  }
  &[data-variant='secondary']:hover:not(:disabled) {
    background: ${token('color.surface.brandSubtle')};
  }

  &[data-variant='tertiary'] {
    background: transparent;
    color: ${token('color.text.link')};
  }
  &[data-variant='tertiary']:hover:not(:disabled) {
    color: ${token('color.text.linkHover')};
    text-decoration: underline;
  }

  &[data-variant='accent'] {
    background: ${token('color.accent.default')};
    color: ${token('color.text.onAccent')};
  }
  &[data-variant='accent']:hover:not(:disabled) {
    background: ${token('color.accent.hover')};
  }

  &:disabled,
  &[aria-disabled='true'] {
    opacity: ${token('opacity.disabled')};
    cursor: not-allowed;
  }
`;
