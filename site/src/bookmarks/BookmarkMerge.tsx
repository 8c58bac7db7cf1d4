import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useAddBookmarksMutation } from '@kursmarkt/api';
import { useDomain } from '../domain.tsx';
import { useSession } from '../session/use-session.ts';
import { clearGuestBookmarks, guestBookmarks } from './guest-bookmarks.ts';

/**
 * Puts a guest's bookmarks on the customer's Merkzettel once the customer is signed in, in one
 * call, and then deletes them from the browser, as the guest's cart is merged. A course the
 * server no longer has is dropped with them; when the call fails, they stay for the next page.
 */
export function BookmarkMerge() {
  const intl = useIntl();
  const { hasFeature } = useDomain();
  const session = useSession();
  const { trigger } = useAddBookmarksMutation(intl.locale);
  const started = useRef(false);
  const enabled = session.status === 'signedIn' && hasFeature('BOOKMARK');

  useEffect(() => {
    if (!enabled || started.current) return;
    const ids = guestBookmarks();
    if (ids.length === 0) return;
    started.current = true;
    trigger([...ids])
      .then(() => clearGuestBookmarks())
      .catch(() => {
        started.current = false;
      });
  }, [enabled, trigger]);
  return null;
}
