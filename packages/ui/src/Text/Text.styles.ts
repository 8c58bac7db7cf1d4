import styled from 'styled-components';
import { token } from '../tokens.ts';

export const StyledText = styled.p`
  margin: 0;

  &[data-size='xs'] {
    font-size: ${token('typography.size.xs')};
  }
  &[data-size='sm'] {
    font-size: ${token('typography.size.sm')};
  }
  &[data-size='md'] {
    font-size: ${token('typography.size.md')};
  }
  &[data-size='lg'] {
    font-size: ${token('typography.size.lg')};
  }

  &[data-tone='primary'] {
    color: ${token('color.text.primary')};
  }
  &[data-tone='secondary'] {
    color: ${token('color.text.secondary')};
  }
  &[data-tone='muted'] {
    color: ${token('color.text.muted')};
  }
  &[data-tone='danger'] {
    color: ${token('color.state.danger')};
  }
  &[data-tone='success'] {
    color: ${token('color.state.success')};
  }

  &[data-weight='regular'] {
    font-weight: ${token('typography.weight.regular')};
  }
  &[data-weight='medium'] {
    font-weight: ${token('typography.weight.medium')};
  }
  &[data-weight='bold'] {
    font-weight: ${token('typography.weight.bold')};
  }
`;
