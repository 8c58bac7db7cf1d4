import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { categoryRoutes } from '@kursmarkt/schemas';

/** Session storage keys of the stored search (docs/rules.md, limits). */
const searchStorageKeys = ['rf_search', 'rf_filter'];
const categoryPaths = new Set<string>(categoryRoutes.map((route) => `/${route}`));

/** Clicking a category starts a fresh search there (docs/routes-and-screens.md, header). */
function clearStoredSearchFor(pathname: string) {
  if (!categoryPaths.has(pathname)) return;
  for (const key of searchStorageKeys) sessionStorage.removeItem(key);
}

/**
 * Lets plain same-origin `<a href>` links (ui links, module content) navigate inside the app
 * instead of reloading the page; new tabs, downloads and modified clicks stay the browser's.
 */
export function useLinkInterception() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (
        !anchor ||
        (anchor.target && anchor.target !== '_self') ||
        anchor.hasAttribute('download')
      )
        return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return;
      event.preventDefault();
      clearStoredSearchFor(url.pathname);
      navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
