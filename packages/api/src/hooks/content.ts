import type { ContentKey } from '@kursmarkt/schemas';
import useSWR, { type SWRConfiguration } from 'swr';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { ResponseOf } from '../types.ts';

export type ContentPageResponse = ResponseOf<'getContent'>;

/** GET /api/messages/content/:key: a static content page in one language. */
export const getContent = (client: ApiClient, key: ContentKey, language: string) =>
  client.request('getContent', { params: { key }, query: { language } });

export const contentKey = (key: ContentKey, language: string) =>
  ['getContent', key, language] as const;

/** The content page `key` in `language`; `null` for either skips the call. */
export const useContent = (
  key: ContentKey | null,
  language: string | null,
  config?: SWRConfiguration<ContentPageResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<ContentPageResponse, ApiRequestError, ReturnType<typeof contentKey> | null>(
    key === null || language === null ? null : contentKey(key, language),
    ([, page, pageLanguage]) => getContent(client, page, pageLanguage),
    config,
  );
};
