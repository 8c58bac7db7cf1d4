import { css } from 'styled-components';
import { token } from '../tokens.ts';

/**
 * The look every text-like control shares (input, textarea, select, combobox input), so fields
 * line up in a form. Invalid and disabled states read the attributes Field puts on the control.
 */
export const controlStyles = css`
  display: block;
  width: 100%;
  min-height: ${token('size.controlMd')};
  margin: 0;
  padding: ${token('space.sm')} ${token('space.md')};
  border: ${token('size.borderThin')} solid ${token('color.border.strong')};
  border-radius: ${token('radius.md')};
  background: ${token('color.surface.raised')};
  color: ${token('color.text.primary')};
  font: inherit;
  font-size: ${token('typography.size.md')};
  line-height: ${token('typography.lineHeight.normal')};
  transition: border-color ${token('motion.duration.fast')} ${token('motion.easing.standard')};

  &::placeholder {
    color: ${token('color.text.muted')};
    opacity: 1;
  }
  &:hover:not(:disabled) {
    border-color: ${token('color.text.primary')};
  }
  &[aria-invalid='true'] {
    border-color: ${token('color.state.danger')};
    box-shadow: inset 0 0 0 ${token('size.borderThin')} ${token('color.state.danger')};
  }
  &:disabled {
    opacity: ${token('opacity.disabled')};
    cursor: not-allowed;
  }
`;
