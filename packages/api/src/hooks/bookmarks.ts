import useSWR, { type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { ResponseOf } from '../types.ts';

/*
 * The signed-in customer's Merkzettel on the current domain (the bearer token is attached by the
 * client). Every change answers the whole list, which replaces `useBookmarks`'s data, so every
 * toggle and the Merkzettel page show it without another request.
 */

export type BookmarksResponse = ResponseOf<'getBookmarks'>;
export type BookmarkResponse = ResponseOf<'getBookmark'>;
export type BookmarkListResponse = ResponseOf<'putBookmarks'>;

/** GET /api/bookmarks: the bookmarked courses, newest first, with scope names in `language`. */
export const getBookmarks = (client: ApiClient, language?: string) =>
  client.request('getBookmarks', { query: { language } });

export const bookmarksKey = (language?: string) => ['getBookmarks', language ?? null] as const;

/** The Merkzettel; `enabled: false` (signed out, or a domain without BOOKMARK) makes no call. */
export const useBookmarks = (
  enabled: boolean,
  language?: string,
  config?: SWRConfiguration<BookmarksResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<BookmarksResponse, ApiRequestError, ReturnType<typeof bookmarksKey> | null>(
    enabled ? bookmarksKey(language) : null,
    ([, lang]) => getBookmarks(client, lang ?? undefined),
    config,
  );
};

/** GET /api/bookmarks/:id: one bookmark; 404 for one that is not the customer's. */
export const getBookmark = (client: ApiClient, id: string, language?: string) =>
  client.request('getBookmark', { params: { id }, query: { language } });

export const bookmarkKey = (id: string, language?: string) =>
  ['getBookmark', id, language ?? null] as const;

/** One bookmark by its id; `null` makes no call. */
export const useBookmark = (
  id: string | null,
  language?: string,
  config?: SWRConfiguration<BookmarkResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<BookmarkResponse, ApiRequestError, ReturnType<typeof bookmarkKey> | null>(
    id === null ? null : bookmarkKey(id, language),
    ([, bookmarkId, lang]) => getBookmark(client, bookmarkId, lang ?? undefined),
    config,
  );
};

/** PUT /api/bookmarks: bookmarks the courses; answers the list and those it could not add. */
export const putBookmarks = (client: ApiClient, courseIds: number[], language?: string) =>
  client.request('putBookmarks', { query: { language }, body: { courseIds } });

/** DELETE /api/bookmarks/:id: removes a bookmark; answers the list without it. */
export const deleteBookmark = (client: ApiClient, id: string, language?: string) =>
  client.request('deleteBookmark', { params: { id }, query: { language } });

/** Bookmarks courses: `trigger([courseId])`; the answer's list becomes `useBookmarks`'s. */
export const useAddBookmarksMutation = (language?: string) => {
  const client = useApiClient();
  return useSWRMutation<
    BookmarkListResponse,
    ApiRequestError,
    ReturnType<typeof bookmarksKey>,
    number[],
    BookmarksResponse
  >(bookmarksKey(language), (_, { arg }) => putBookmarks(client, arg, language), {
    populateCache: (answer) => answer.bookmarks,
    revalidate: false,
  });
};

/** Removes a bookmark: `trigger(bookmarkId)`; the answer's list becomes `useBookmarks`'s. */
export const useRemoveBookmarkMutation = (language?: string) => {
  const client = useApiClient();
  return useSWRMutation<
    BookmarkListResponse,
    ApiRequestError,
    ReturnType<typeof bookmarksKey>,
    string,
    BookmarksResponse
  >(bookmarksKey(language), (_, { arg }) => deleteBookmark(client, arg, language), {
    populateCache: (answer) => answer.bookmarks,
    revalidate: false,
  });
};
