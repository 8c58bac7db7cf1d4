import { useLayoutEffect, type RefObject } from 'react';
import { createGlobalStyle } from 'styled-components';
import { token } from '@kursmarkt/ui';

/** The page's edges that something fixed or sticky covers: the header, the consent banner. */
type Edge = 'top' | 'bottom';

const variable = (edge: Edge) => `--reserved-${edge}`;

/**
 * Keeps the element's height as the space reserved at that edge of the page while it is shown:
 * the browser then scrolls a focused element clear of it (WCAG 2.4.11) instead of under it.
 */
export function useReservedSpace(element: RefObject<HTMLElement | null>, edge: Edge) {
  useLayoutEffect(() => {
    const node = element.current;
    // Without ResizeObserver (old browsers, the unit tests' document) nothing is reserved.
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(variable(edge), `${node.offsetHeight}px`);
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.style.removeProperty(variable(edge));
    };
  }, [element, edge]);
}

/**
 * Scrolling (to a focused element, an anchor) stops clear of the sticky header and the consent
 * banner, with a little air; the page can scroll its end above the banner.
 */
export const ReservedSpace = createGlobalStyle`
  html {
    scroll-padding-top: calc(var(${variable('top')}, 0px) + ${token('space.sm')});
    scroll-padding-bottom: calc(var(${variable('bottom')}, 0px) + ${token('space.sm')});
  }
  body {
    padding-bottom: var(${variable('bottom')}, 0px);
  }
`;
