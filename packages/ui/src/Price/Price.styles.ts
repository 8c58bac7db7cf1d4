import styled from 'styled-components';
import { token } from '../tokens.ts';

export const StyledPrice = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${token('space.xs')};
  font-size: ${token('typography.size.md')};
  line-height: ${token('typography.lineHeight.tight')};
  white-space: nowrap;

  &[data-size='sm'] {
    font-size: ${token('typography.size.sm')};
  }
  &[data-size='lg'] {
    font-size: ${token('typography.size.xl')};
  }
`;

export const Current = styled.span`
  font-weight: ${token('typography.weight.bold')};
  font-variant-numeric: tabular-nums;
`;

export const Original = styled.s`
  color: ${token('color.text.muted')};
  font-size: ${token('typography.size.sm')};
  font-variant-numeric: tabular-nums;

  [data-size='sm'] > & {
    font-size: ${token('typography.size.xs')};
  }
  [data-size='lg'] > & {
    font-size: ${token('typography.size.md')};
  }
`;

/*
 * Read by screen readers, not shown: the strike-through says the same to sighted users. A box of
 * zero size would be skipped by some screen readers, hence the hairline box clipped away.
 */
export const VisuallyHiddenText = styled.span`
  position: absolute;
  width: ${token('size.borderThin')};
  height: ${token('size.borderThin')};
  margin: calc(-1 * ${token('size.borderThin')});
  padding: 0;
  border: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
