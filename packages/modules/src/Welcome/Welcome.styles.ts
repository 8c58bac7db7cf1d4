import { token } from '@kursmarkt/ui';
import styled from 'styled-components';

/** The hero runs edge to edge on a brand tint; its content keeps to the page container. */
export const Hero = styled.section`
  padding-block: ${token('space.xxxl')};
  background: ${token('color.surface.brandSubtle')};
  color: ${token('color.text.primary')};
`;

/** Keeps the lead text to a readable line length on wide screens. */
export const Lead = styled.div`
  max-width: ${token('size.dialog')};
`;
