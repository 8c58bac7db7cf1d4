import styled from 'styled-components';
import { token } from '../tokens.ts';

export const StyledCard = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${token('color.surface.raised')};
  color: ${token('color.text.primary')};
  border: ${token('size.borderThin')} solid ${token('color.border.default')};
  border-radius: ${token('radius.lg')};
  box-shadow: ${token('shadow.sm')};
  overflow: hidden;

  &[data-interactive='true'] {
    transition:
      box-shadow ${token('motion.duration.fast')} ${token('motion.easing.standard')},
      border-color ${token('motion.duration.fast')} ${token('motion.easing.standard')};
  }
  &[data-interactive='true']:hover,
  &[data-interactive='true']:focus-within {
    border-color: ${token('color.border.strong')};
    box-shadow: ${token('shadow.md')};
  }
`;

export const StyledCardHeader = styled.div`
  padding: ${token('space.lg')} ${token('space.lg')} 0;
`;

export const StyledCardBody = styled.div`
  flex: 1;
  padding: ${token('space.lg')};
`;

export const StyledCardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.sm')};
  padding: ${token('space.md')} ${token('space.lg')};
  border-top: ${token('size.borderThin')} solid ${token('color.border.subtle')};
`;
