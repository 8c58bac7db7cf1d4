import styled, { keyframes } from 'styled-components';
import { token } from '../tokens.ts';

/*
 * A short stretch of bar sweeps across. At rest (no animation, as under reduced motion) the
 * indicator fills the whole width, so the bar still shows that something is happening.
 */
const sweep = keyframes`
  0% {
    transform: translateX(-100%) scaleX(0.3);
  }
  50% {
    transform: translateX(30%) scaleX(0.5);
  }
  100% {
    transform: translateX(100%) scaleX(0.3);
  }
`;

export const StyledLoadingBar = styled.div`
  position: fixed;
  inset: 0 0 auto;
  z-index: ${token('layer.toast')};
  height: ${token('size.loadingBar')};
  overflow: hidden;
  pointer-events: none;
  transition:
    opacity ${token('motion.duration.normal')} ${token('motion.easing.standard')},
    visibility 0s;

  &[data-active='false'] {
    opacity: 0;
    visibility: hidden;
    transition-delay: 0s, ${token('motion.duration.normal')};
  }
`;

export const Indicator = styled.div`
  width: 100%;
  height: 100%;
  background: ${token('color.brand.primary')};
  transform-origin: left;
  animation: ${sweep} calc(${token('motion.duration.slow')} * 4) ${token('motion.easing.standard')}
    infinite;

  [data-active='false'] > & {
    animation: none;
  }
`;
