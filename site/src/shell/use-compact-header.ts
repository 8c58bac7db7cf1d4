import { useEffect, useState, type RefObject } from 'react';

/** Scroll distance that counts as a direction change (docs/rules.md, limits). */
const scrollThreshold = 10;

/**
 * Whether the header is compact: after scrolling down more than 10 px the logo shrinks and the
 * navigation hides; scrolling up more than 10 px, or reaching the top, restores both. The
 * distance is measured from the furthest point reached in the current direction.
 *
 * The header changing its height moves the page: the browser's scroll anchoring keeps the content
 * in place, and at the end of the page the scroll position is clamped. Two rules keep that from
 * flipping the header back and forth:
 * - A scroll that comes while the `header` changes its height is the browser's, not the visitor's;
 *   it only moves the point the distance is measured from.
 * - The header gets compact only once the page has scrolled past the header's height. Shrinking
 *   it earlier would let scroll anchoring pull the page up to the top, which restores the header,
 *   so a slow scroll (a touchpad) could never leave the top of the page.
 */
export function useCompactHeader(header: RefObject<HTMLElement | null>) {
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    // A page scrolled before the app took over is measured from its top, as if seen scrolling.
    let anchor = 0;
    let isCompact = false;
    let frame = 0;
    const headerHeight = () => header.current?.offsetHeight ?? 0;
    // Measured at the first look, not before: a height the header got in between (its fonts,
    // the app taking over) is no change of its own.
    let height: number | undefined;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const resized = height !== undefined && headerHeight() !== height;
      height = headerHeight();
      if (y <= 0) {
        anchor = 0;
        isCompact = false;
      } else if (resized) {
        anchor = y;
      } else if (!isCompact) {
        if (y < anchor) anchor = y;
        else if (y - anchor > scrollThreshold && y > height) [isCompact, anchor] = [true, y];
      } else if (y > anchor) anchor = y;
      else if (anchor - y > scrollThreshold) [isCompact, anchor] = [false, y];
      // Same value as before: React skips the render.
      setCompact(isCompact);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [header]);
  return compact;
}
