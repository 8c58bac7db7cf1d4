/**
 * A guest's Merkzettel in browser storage (`bm`: the course ids, newest first, at most
 * `maxBookmarks`), followed across tabs by the storage event. At sign-in it is put on the
 * customer's list on the server and deleted here (BookmarkMerge.tsx), as the guest's cart is.
 * An entry that is not a course id is dropped, never a crash.
 */
import { useSyncExternalStore } from 'react';
import { maxBookmarks, maxId } from '@kursmarkt/schemas/rules';

const bookmarkStorageKey = 'bm';

const none: readonly number[] = [];
const listeners = new Set<() => void>();
let snapshot: readonly number[] | null = null;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

const isCourseId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= maxId;

/** The stored course ids, damaged entries left out. */
function readGuestBookmarks(store: Pick<Storage, 'getItem'>): number[] {
  try {
    const stored: unknown = JSON.parse(store.getItem(bookmarkStorageKey) ?? '[]');
    return Array.isArray(stored)
      ? [...new Set(stored.filter(isCourseId))].slice(0, maxBookmarks)
      : [];
  } catch {
    return [];
  }
}

const notify = () => {
  snapshot = null;
  for (const listener of listeners) listener();
};

function guestBookmarksSnapshot(): readonly number[] {
  const store = storage();
  if (!store) return none;
  snapshot ??= readGuestBookmarks(store);
  return snapshot;
}

function write(ids: readonly number[]) {
  const store = storage();
  if (!store) return;
  try {
    if (ids.length === 0) store.removeItem(bookmarkStorageKey);
    else store.setItem(bookmarkStorageKey, JSON.stringify(ids.slice(0, maxBookmarks)));
  } catch {
    // Storage full or refused: the list stays as it was.
  }
  notify();
}

/** Puts a course on the guest's list (first) or takes it off. */
export function toggleGuestBookmark(courseId: number) {
  const ids = guestBookmarksSnapshot();
  write(ids.includes(courseId) ? ids.filter((id) => id !== courseId) : [courseId, ...ids]);
}

/** The guest's list, read once (for the merge at sign-in). */
export const guestBookmarks = () => guestBookmarksSnapshot();

/** Deletes the guest's list (after the merge). */
export function clearGuestBookmarks() {
  write(none);
}

const onStorage = (event: StorageEvent) => {
  if (event.key === null || event.key === bookmarkStorageKey) notify();
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/**
 * The guest's bookmarked course ids, re-rendered on each change (in this tab or another); empty
 * in the server's render and while the page hydrates.
 */
export function useGuestBookmarks(): readonly number[] {
  return useSyncExternalStore(subscribe, guestBookmarksSnapshot, () => none);
}
