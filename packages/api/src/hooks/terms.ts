import useSWR, { type SWRConfiguration } from 'swr';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { ResponseOf } from '../types.ts';

export type Terms = ResponseOf<'getTerms'>;

/** GET /api/messages/terms: the terms and conditions. */
export const getTerms = (client: ApiClient, language: string) =>
  client.request('getTerms', { query: { language } });

export const termsKey = (language: string) => ['getTerms', language] as const;

/** The terms and conditions in `language`; `null` skips the call. */
export const useTerms = (
  language: string | null,
  config?: SWRConfiguration<Terms, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<Terms, ApiRequestError, ReturnType<typeof termsKey> | null>(
    language === null ? null : termsKey(language),
    ([, key]) => getTerms(client, key),
    config,
  );
};
