import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const storageKey = 'scroll-positions';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * After each navigation: back/forward returns to the stored position, a link with an anchor
 * scrolls to it, anything else starts at the top (docs/routes-and-screens.md, shell).
 * The page the browser loaded keeps the position the browser gave it: a visitor who scrolled
 * before the app took over stays where they are.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const loaded = useRef(false);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const stored = readPositions()[location.key];
    if (!loaded.current) {
      loaded.current = true;
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else if (navigationType === 'POP' && stored !== undefined) {
      window.scrollTo(0, stored);
    } else {
      window.scrollTo(0, 0);
    }
    let frame = 0;
    const remember = () => {
      frame = 0;
      const positions = readPositions();
      positions[location.key] = window.scrollY;
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(positions));
      } catch {
        // Without session storage, back navigation starts at the top.
      }
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(remember);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [location.key, location.hash, navigationType]);

  return null;
}
