import styled from 'styled-components';
import { token } from '../tokens.ts';

export const StyledIcon = styled.svg`
  display: inline-block;
  flex-shrink: 0;
  width: ${token('size.iconMd')};
  height: ${token('size.iconMd')};
  vertical-align: middle;
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;

  &[data-size='sm'] {
    width: ${token('size.iconSm')};
    height: ${token('size.iconSm')};
  }
  &[data-size='lg'] {
    width: ${token('size.iconLg')};
    height: ${token('size.iconLg')};
  }
`;
