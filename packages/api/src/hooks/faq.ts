import useSWR, { type SWRConfiguration } from 'swr';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { ResponseOf } from '../types.ts';

export type Faq = ResponseOf<'getFaq'>;

/** GET /api/faq: the frequently asked questions in one language. */
export const getFaq = (client: ApiClient, language: string) =>
  client.request('getFaq', { query: { language } });

export const faqKey = (language: string) => ['getFaq', language] as const;

/** The FAQ entries in `language`; `null` skips the call. */
export const useFaq = (
  language: string | null,
  config?: SWRConfiguration<Faq, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<Faq, ApiRequestError, ReturnType<typeof faqKey> | null>(
    language === null ? null : faqKey(language),
    ([, key]) => getFaq(client, key),
    config,
  );
};
