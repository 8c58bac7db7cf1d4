import styled from 'styled-components';
import { token } from '../tokens.ts';

export const StyledHeading = styled.h2`
  margin: 0;
  color: ${token('color.text.primary')};
  font-family: ${token('typography.family.heading')};
  font-weight: ${token('typography.weight.bold')};
  line-height: ${token('typography.lineHeight.tight')};
  overflow-wrap: break-word;
  hyphens: auto;

  &[data-size='xxxl'] {
    font-size: ${token('typography.size.xxxl')};
  }
  &[data-size='xxl'] {
    font-size: ${token('typography.size.xxl')};
  }
  &[data-size='xl'] {
    font-size: ${token('typography.size.xl')};
  }
  &[data-size='lg'] {
    font-size: ${token('typography.size.lg')};
  }
  &[data-size='md'] {
    font-size: ${token('typography.size.md')};
  }
  &[data-size='sm'] {
    font-size: ${token('typography.size.sm')};
  }
`;
