import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAddBookmarksMutation, useBookmarks, useRemoveBookmarkMutation } from '@kursmarkt/api';
import { InlineMessage, Stack } from '@kursmarkt/ui';
import { useDomain } from '../domain.tsx';
import { useSession } from '../session/use-session.ts';
import { BookmarkButton } from './components/BookmarkButton.tsx';
import { toggleGuestBookmark, useGuestBookmarks } from './guest-bookmarks.ts';
import { bookmarkMessages as m } from './messages.ts';

/**
 * The bookmark toggle of a course, on domains with the feature BOOKMARK only: a signed-in
 * customer's Merkzettel is on the server, a guest's in this browser (merged at sign-in).
 */
export function BookmarkToggle({ courseId, courseName }: { courseId: number; courseName: string }) {
  const intl = useIntl();
  const { hasFeature } = useDomain();
  const session = useSession();
  const enabled = hasFeature('BOOKMARK');
  const signedIn = session.status === 'signedIn';
  const guest = useGuestBookmarks();
  const { data: list } = useBookmarks(enabled && signedIn, intl.locale);
  const add = useAddBookmarksMutation(intl.locale);
  const remove = useRemoveBookmarkMutation(intl.locale);
  const [failed, setFailed] = useState(false);
  const messageId = useId();
  // While the session is looked for, neither list is known: no button that may be wrong.
  if (!enabled || session.status === 'checking') return null;
  if (signedIn && !list) return null;

  const kept = signedIn ? list?.find((bookmark) => bookmark.courseId === courseId) : undefined;
  const pressed = signedIn ? kept !== undefined : guest.includes(courseId);
  const toggle = async () => {
    setFailed(false);
    if (!signedIn) {
      toggleGuestBookmark(courseId);
      return;
    }
    try {
      if (kept) await remove.trigger(kept.id);
      else await add.trigger([courseId]);
    } catch {
      setFailed(true);
    }
  };
  return (
    <Stack gap="xxs" align="start">
      <BookmarkButton
        courseName={courseName}
        pressed={pressed}
        busy={add.isMutating || remove.isMutating}
        onToggle={() => void toggle()}
        describedBy={failed ? messageId : undefined}
      />
      {failed ? (
        <InlineMessage id={messageId} tone="danger" role="alert">
          {intl.formatMessage(m.bookmarkFailed)}
        </InlineMessage>
      ) : null}
    </Stack>
  );
}
