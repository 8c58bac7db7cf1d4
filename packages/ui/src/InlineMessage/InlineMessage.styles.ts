import styled from 'styled-components';
import { token } from '../tokens.ts';

/*
 * Only the danger colour is contrast-checked as text; success and info put their colour on the
 * icon and keep the text secondary.
 */
export const StyledInlineMessage = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${token('space.xs')};
  margin: ${token('space.xs')} 0 0;
  font-size: ${token('typography.size.sm')};
  line-height: ${token('typography.lineHeight.normal')};
  color: ${token('color.text.secondary')};

  &[data-tone='danger'] {
    color: ${token('color.state.danger')};
  }
`;

/** Centres the icon on the first line of text. */
export const ToneIcon = styled.span`
  display: inline-flex;
  align-items: center;
  height: calc(${token('typography.size.sm')} * ${token('typography.lineHeight.normal')});

  [data-tone='success'] > & {
    color: ${token('color.state.success')};
  }
  [data-tone='info'] > & {
    color: ${token('color.state.info')};
  }
`;
