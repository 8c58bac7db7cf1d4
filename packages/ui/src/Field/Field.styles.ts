import styled from 'styled-components';
import { token } from '../tokens.ts';

export const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;

  & > * + * {
    margin-top: ${token('space.xs')};
  }

  &[data-disabled] > label {
    opacity: ${token('opacity.disabled')};
  }
`;

export const Label = styled.label`
  color: ${token('color.text.primary')};
  font-weight: ${token('typography.weight.medium')};
  line-height: ${token('typography.lineHeight.tight')};
`;

export const RequiredMark = styled.span`
  color: ${token('color.state.danger')};
`;

export const HelpRow = styled.div`
  display: flex;
  gap: ${token('space.sm')};
  color: ${token('color.text.secondary')};
  font-size: ${token('typography.size.sm')};
  line-height: ${token('typography.lineHeight.normal')};
`;

export const Help = styled.p`
  margin: 0;
`;

export const Aside = styled.p`
  margin: 0 0 0 auto;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const ErrorRegion = styled.div`
  &:empty {
    margin-top: 0;
  }
`;

export const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${token('space.xs')};
  margin: 0;
  color: ${token('color.state.danger')};
  font-size: ${token('typography.size.sm')};
  font-weight: ${token('typography.weight.medium')};
  line-height: ${token('typography.lineHeight.normal')};
`;

export const ErrorIcon = styled.svg`
  flex: none;
  width: ${token('size.iconSm')};
  height: ${token('size.iconSm')};
  /* Centres the icon on the first line of a message that may wrap. */
  margin-top: calc((1lh - ${token('size.iconSm')}) / 2);
`;
