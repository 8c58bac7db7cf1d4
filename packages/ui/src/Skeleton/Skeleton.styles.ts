import styled, { keyframes } from 'styled-components';
import { token } from '../tokens.ts';

const shimmer = keyframes`
  from {
    background-position: 100% 0;
  }
  to {
    background-position: 0 0;
  }
`;

/* Width and height come in per instance as --skeleton-width and --skeleton-height. */
export const StyledSkeleton = styled.span`
  display: block;
  flex-shrink: 0;
  width: var(--skeleton-width, 100%);
  height: var(--skeleton-height, ${token('space.xxxl')});
  border-radius: ${token('radius.md')};
  background: linear-gradient(
    90deg,
    ${token('color.surface.sunken')} 30%,
    ${token('color.surface.raised')} 50%,
    ${token('color.surface.sunken')} 70%
  );
  background-size: 300% 100%;
  animation: ${shimmer} calc(${token('motion.duration.slow')} * 5) linear infinite;

  &[data-variant='text'] {
    height: var(--skeleton-height, ${token('typography.size.md')});
    border-radius: ${token('radius.sm')};
  }
  &[data-variant='circle'] {
    width: var(--skeleton-width, ${token('size.iconLg')});
    height: var(--skeleton-height, var(--skeleton-width, ${token('size.iconLg')}));
    border-radius: ${token('radius.pill')};
  }
`;
