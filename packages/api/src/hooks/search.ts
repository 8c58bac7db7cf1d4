import useSWR, { type SWRConfiguration } from 'swr';
import useSWRInfinite, {
  unstable_serialize as infiniteKey,
  type SWRInfiniteConfiguration,
} from 'swr/infinite';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { ResponseOf } from '../types.ts';
import type { DataRequest } from './ahead.ts';
import { getSearch, searchKey, type SearchParams } from './ahead-calls.ts';

export { getSearch, searchKey, type SearchParams };

/** One page of results with the capped count and the filter counts. */
export type SearchResult = ResponseOf<'search'>;
export type SearchResultCourse = SearchResult['courses'][number];

/** Results per page when `params.limit` is not given (docs/rules.md, limits). */
const defaultLimit = 20;

/**
 * One page of search results; `null` skips the call. SWR compares keys by value, so an equal
 * `params` object reuses the cached page (a new search identical to the stored one is skipped).
 */
export const useSearch = (
  params: SearchParams | null,
  config?: SWRConfiguration<SearchResult, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<SearchResult, ApiRequestError, ReturnType<typeof searchKey> | null>(
    params === null ? null : searchKey(params),
    ([, query]) => getSearch(client, query),
    config,
  );
};

/** The key of results page `start` of `useInfiniteSearch(params)`. */
const pageKey = (params: SearchParams, start: number) =>
  searchKey({ ...params, start, limit: params.limit ?? defaultLimit });

/**
 * The first page of `useInfiniteSearch(params)` to load ahead (ahead.ts), under the key SWR
 * gives the whole list: a results page rendered with its first courses.
 */
export const infiniteSearchRequest = (params: SearchParams): DataRequest => {
  const [, query] = pageKey(params, 1);
  return {
    key: infiniteKey(() => pageKey(params, 1)),
    load: async (client) => [await getSearch(client, query)],
  };
};

/** Whether a result page is the last one: short, or everything counted has been loaded. */
const isLastPage = (page: SearchResult) =>
  page.courses.length < page.limit || (!page.countCapped && page.start * page.limit >= page.count);

/**
 * Search results with "load more" (docs/entities-and-states.md, states): page `n` is loaded with `start = n`
 * (`pageIndex + 1`), each page under the key `['search', { ...params, start }]`. `loadMore()`
 * appends the next page; `courses` are all pages' courses in order; `hasMore` is false after
 * the last page; loading more does not fetch the first page again. `null` skips the call.
 */
export const useInfiniteSearch = (
  params: SearchParams | null,
  config?: SWRInfiniteConfiguration<SearchResult, ApiRequestError>,
) => {
  const client = useApiClient();
  const result = useSWRInfinite<SearchResult, ApiRequestError>(
    (pageIndex: number, previous: SearchResult | null) => {
      if (params === null) return null;
      if (previous && isLastPage(previous)) return null;
      return pageKey(params, pageIndex + 1);
    },
    ([, query]: ReturnType<typeof searchKey>) => getSearch(client, query),
    // "Load more" fetches only the new page, not the first one again.
    { revalidateFirstPage: false, ...config },
  );
  const pages = result.data ?? [];
  const last = pages[pages.length - 1];
  const courses = pages.flatMap((page) => page.courses);
  const hasMore = last !== undefined && !isLastPage(last);
  return {
    ...result,
    /** The courses of every loaded page, in order. */
    courses,
    /** The first page's count (capped) and filters, once loaded. */
    count: pages[0]?.count,
    countCapped: pages[0]?.countCapped ?? false,
    filters: pages[0]?.filters,
    hasMore,
    /** True while a page beyond the first is loading. */
    isLoadingMore:
      result.size > 0 && result.data !== undefined && result.data[result.size - 1] === undefined,
    /** Appends the next page (start + 1); does nothing after the last page. */
    loadMore: () => (hasMore ? result.setSize(result.size + 1) : Promise.resolve(result.data)),
  };
};
