import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The token of a mail's link, from the page address's fragment, which browsers never send to a
 * server (so it reaches no log line); null when the fragment holds none.
 */
export function linkTokenOf(hash: string): string | null {
  const token = hash.replace(/^#/, '');
  return /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

const unchanging = () => () => {};

/**
 * The token of the page's link once the page runs in the browser; undefined while the server
 * renders it and while the browser takes the server's page over, since the server never sees the
 * fragment: what the page shows then is the same on both sides.
 */
export function useLinkToken(): string | null | undefined {
  const { hash } = useLocation();
  const inBrowser = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
  return inBrowser ? linkTokenOf(hash) : undefined;
}
