import styled, { keyframes } from 'styled-components';
import { token } from '../tokens.ts';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

export const StyledSpinner = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  vertical-align: middle;
`;

/** The track is the current colour, faded, so the ring reads on any surface, a button included. */
export const Ring = styled.span`
  display: block;
  width: ${token('size.iconMd')};
  height: ${token('size.iconMd')};
  border: ${token('size.borderThick')} solid color-mix(in srgb, currentColor 25%, transparent);
  border-top-color: currentColor;
  border-radius: ${token('radius.pill')};
  animation: ${spin} calc(${token('motion.duration.slow')} * 2.5) linear infinite;

  [data-size='sm'] > & {
    width: ${token('size.iconSm')};
    height: ${token('size.iconSm')};
  }
  [data-size='lg'] > & {
    width: ${token('size.iconLg')};
    height: ${token('size.iconLg')};
  }
`;

/*
 * Read by screen readers, not shown: the ring says the same to sighted users. A box of zero size
 * would be skipped by some screen readers, hence the hairline box (borderThin) clipped away.
 */
export const Label = styled.span`
  position: absolute;
  width: ${token('size.borderThin')};
  height: ${token('size.borderThin')};
  margin: calc(-1 * ${token('size.borderThin')});
  padding: 0;
  border: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
