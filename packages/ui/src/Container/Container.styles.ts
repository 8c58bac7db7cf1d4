import styled from 'styled-components';
import { token } from '../tokens.ts';

/* content-box: size.container is the width of the content, the padding comes on top. */
export const StyledContainer = styled.div`
  box-sizing: content-box;
  max-width: ${token('size.container')};
  margin-inline: auto;
  padding-inline: ${token('space.md')};
`;
