import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Gives `heading` the focus, making it focusable for scripts only. */
function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  // The scroll manager decides where the page stands (top, or back where it was).
  heading.focus({ preventScroll: true });
}

/**
 * After a navigation to another page (not the first page the browser loaded, not a new query
 * on the same page, not an anchor) the focus goes to the new page's h1, so that a screen reader
 * reads where the visitor arrived and the next Tab starts there. A page whose h1 comes with its
 * data gets the focus when the h1 has its text, unless the visitor has moved the focus since.
 */
export function FocusNewPage() {
  const { pathname, hash } = useLocation();
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const first = shown.current === null;
    const samePage = shown.current === pathname;
    shown.current = pathname;
    if (first || samePage || hash) return undefined;
    const main = document.getElementById('main');
    if (!main) return undefined;
    const before = document.activeElement;
    const tryFocus = () => {
      const now = document.activeElement;
      const untouched = now === before || now === document.body || !now?.isConnected;
      if (!untouched) return true;
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading?.textContent?.trim()) return false;
      focusHeading(heading);
      return true;
    };
    if (tryFocus()) return undefined;
    const observer = new MutationObserver(() => {
      if (tryFocus()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [pathname, hash]);

  return null;
}
