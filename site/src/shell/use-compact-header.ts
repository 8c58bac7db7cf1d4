import { useEffect, useState } from 'react';

/** Scroll distance that counts as a direction change (SPEC.md section 9). */
export const scrollThreshold = 10;

/**
 * Whether the header is compact: after scrolling down more than 10 px the logo shrinks and the
 * navigation hides; scrolling up more than 10 px, or reaching the top, restores both. The
 * distance is measured from the furthest point reached in the current direction.
 */
export function useCompactHeader() {
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    let anchor = window.scrollY;
    let isCompact = false;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (y <= 0) {
        anchor = 0;
        isCompact = false;
      } else if (!isCompact) {
        if (y < anchor) anchor = y;
        else if (y - anchor > scrollThreshold) [isCompact, anchor] = [true, y];
      } else if (y > anchor) anchor = y;
      else if (anchor - y > scrollThreshold) [isCompact, anchor] = [false, y];
      // Same value as before: React skips the render.
      setCompact(isCompact);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return compact;
}
