import styled from 'styled-components';
import { token } from '../tokens.ts';

/*
 * The clip pattern: out of sight but still in the accessibility tree. A box of zero size would
 * be skipped by some screen readers, hence the hairline box (borderThin) clipped away.
 */
export const StyledVisuallyHidden = styled.span`
  position: absolute;
  width: ${token('size.borderThin')};
  height: ${token('size.borderThin')};
  margin: calc(-1 * ${token('size.borderThin')});
  padding: 0;
  border: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
`;
