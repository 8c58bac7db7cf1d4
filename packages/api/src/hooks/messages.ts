import useSWR, { type SWRConfiguration } from 'swr';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { ResponseOf } from '../types.ts';

export type Messages = ResponseOf<'getMessages'>;

/** GET /api/messages: the domain's texts in one language, with the scope lists. */
export const getMessages = (client: ApiClient, language: string) =>
  client.request('getMessages', { query: { language } });

export const messagesKey = (language: string) => ['getMessages', language] as const;

/** The domain's messages in `language`; `null` skips the call. */
export const useMessages = (
  language: string | null,
  config?: SWRConfiguration<Messages, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<Messages, ApiRequestError, ReturnType<typeof messagesKey> | null>(
    language === null ? null : messagesKey(language),
    ([, key]) => getMessages(client, key),
    config,
  );
};
