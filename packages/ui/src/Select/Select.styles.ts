import styled from 'styled-components';
import { controlStyles } from '../Field/control-styles.ts';
import { token } from '../tokens.ts';

export const SelectFrame = styled.div`
  position: relative;
  color: ${token('color.text.primary')};
`;

export const StyledSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: calc(${token('space.md')} * 2 + ${token('size.iconSm')});
  cursor: pointer;
  text-overflow: ellipsis;
`;

export const Chevron = styled.svg`
  position: absolute;
  top: 50%;
  right: ${token('space.md')};
  width: ${token('size.iconSm')};
  height: ${token('size.iconSm')};
  transform: translateY(-50%);
  pointer-events: none;

  select:disabled + & {
    opacity: ${token('opacity.disabled')};
  }
`;
