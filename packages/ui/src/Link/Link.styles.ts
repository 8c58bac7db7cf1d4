import styled from 'styled-components';
import { token } from '../tokens.ts';

export const StyledLink = styled.a`
  color: ${token('color.text.link')};
  text-decoration-line: underline;
  text-decoration-thickness: ${token('size.borderThin')};
  text-underline-offset: ${token('space.xxs')};
  transition: color ${token('motion.duration.fast')} ${token('motion.easing.standard')};

  &:hover {
    color: ${token('color.text.linkHover')};
    text-decoration-thickness: ${token('size.borderThick')};
  }

  &[data-appearance='standalone'] {
    font-weight: ${token('typography.weight.medium')};
    text-decoration-line: none;
  }
  &[data-appearance='standalone']:hover {
    text-decoration-line: underline;
  }
`;

export const ExternalIcon = styled.svg`
  display: inline-block;
  flex: none;
  width: ${token('size.iconSm')};
  height: ${token('size.iconSm')};
  margin-inline-start: ${token('space.xxs')};
  vertical-align: text-bottom;
`;
