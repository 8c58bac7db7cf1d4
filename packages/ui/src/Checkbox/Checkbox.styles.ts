import styled from 'styled-components';
import { token } from '../tokens.ts';

export const Wrapper = styled.div`
  display: grid;
  gap: ${token('space.xs')};
`;

export const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${token('space.sm')};
`;

export const Box = styled.input`
  flex: none;
  width: ${token('size.iconSm')};
  height: ${token('size.iconSm')};
  margin: ${token('space.xxs')} 0 0;
  accent-color: ${token('color.brand.primary')};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    opacity: ${token('opacity.disabled')};
  }
`;

export const Label = styled.label`
  color: ${token('color.text.primary')};
  line-height: ${token('typography.lineHeight.normal')};
  cursor: pointer;
`;

export const Help = styled.p`
  margin: 0;
  color: ${token('color.text.secondary')};
  font-size: ${token('typography.size.sm')};
`;
