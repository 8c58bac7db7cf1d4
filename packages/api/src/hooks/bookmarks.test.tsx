import { act, renderHook, waitFor } from '@testing-library/react';
import type { Bookmark } from '@kursmarkt/schemas';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, wrapperFor } from './checkout-test-support.tsx';
import {
  useAddBookmarksMutation,
  useBookmark,
  useBookmarks,
  useRemoveBookmarkMutation,
} from './bookmarks.ts';

const bookmarkOf = (courseId: number, id: string): Bookmark => ({
  id,
  courseId,
  createdAt: '2027-03-10T10:00:00.000Z',
  course: {
    id: courseId,
    slug: `kurs-${courseId}`,
    name: `Kurs ${courseId}`,
    courseType: 'ONLINE',
    searchType: 'EDUCATION',
    category: 'online-seminar',
    durationValue: 5,
    organizer: { id: 1, name: 'Akademie Eins' },
    scopes: [],
    nextSchedule: null,
    scheduleCount: 0,
    priceFrom: null,
    detailPath: `/fortbildung/kurs-${courseId}-${courseId}`,
  },
});
const first = bookmarkOf(7, '0b6f3c2e-1d4a-4e8b-9c7d-2f1e0a3b4c5d');
const second = bookmarkOf(9, '1c7a4d3f-2e5b-4f9c-8d6e-3a2b1c0d9e8f');

/** A server holding a Merkzettel: lists it, adds to it, removes from it; records each call. */
function merkzettelServer(initial: Bookmark[]) {
  let list = initial;
  const { fetch, calls } = fakeServer((method, url) => {
    const path = new URL(url, 'https://recht.kursmarkt.test').pathname;
    if (method === 'GET' && path === '/api/bookmarks') return json(200, list);
    if (method === 'GET') {
      const found = list.find((bookmark) => path.endsWith(bookmark.id));
      return found ? json(200, found) : json(404, { code: 'NOT_FOUND', message: 'gone' });
    }
    if (method === 'PUT') {
      list = [second, ...list];
      return json(200, { bookmarks: list, notAdded: [] });
    }
    list = list.filter((bookmark) => !path.endsWith(bookmark.id));
    return json(200, { bookmarks: list, notAdded: [] });
  });
  return { fetch, calls, wrapper: wrapperFor(fetch) };
}

describe('the Merkzettel hooks', () => {
  it('make no call while not enabled', () => {
    const server = merkzettelServer([first]);
    renderHook(() => useBookmarks(false, 'de'), { wrapper: server.wrapper });
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('show an added course and a removed one in the list without asking again', async () => {
    const server = merkzettelServer([first]);
    const { result } = renderHook(
      () => ({
        list: useBookmarks(true, 'de'),
        add: useAddBookmarksMutation('de'),
        remove: useRemoveBookmarkMutation('de'),
      }),
      { wrapper: server.wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toEqual([first]));
    await act(() => result.current.add.trigger([9]));
    expect(result.current.list.data).toEqual([second, first]);
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({ courseIds: [9] });
    await act(() => result.current.remove.trigger(first.id));
    expect(result.current.list.data).toEqual([second]);
    expect(server.calls.filter((call) => call.method === 'GET')).toHaveLength(1);
  });

  it('read one bookmark by its id', async () => {
    const server = merkzettelServer([first]);
    const { result } = renderHook(() => useBookmark(first.id, 'de'), { wrapper: server.wrapper });
    await waitFor(() => expect(result.current.data).toEqual(first));
    expect(server.calls[0]?.url).toContain(`/api/bookmarks/${first.id}?language=de`);
  });
});
