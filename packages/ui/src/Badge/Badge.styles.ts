import styled from 'styled-components';
import { token } from '../tokens.ts';

export const StyledBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${token('size.iconMd')};
  min-height: ${token('size.iconMd')};
  padding: 0 ${token('space.sm')};
  border: ${token('size.borderThin')} solid transparent;
  border-radius: ${token('radius.pill')};
  font-size: ${token('typography.size.xs')};
  font-weight: ${token('typography.weight.bold')};
  line-height: ${token('typography.lineHeight.tight')};
  white-space: nowrap;

  &[data-counter='true'] {
    padding: 0 ${token('space.xs')};
    font-variant-numeric: tabular-nums;
  }

  &[data-tone='accent'] {
    background: ${token('color.accent.default')};
    color: ${token('color.text.onAccent')};
  }
  &[data-tone='brand'] {
    background: ${token('color.brand.primary')};
    color: ${token('color.text.onBrand')};
  }
  &[data-tone='neutral'] {
    background: ${token('color.surface.sunken')};
    border-color: ${token('color.border.default')};
    color: ${token('color.text.primary')};
  }
`;
