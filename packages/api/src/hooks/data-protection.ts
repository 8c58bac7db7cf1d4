import useSWR, { type SWRConfiguration } from 'swr';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { ResponseOf } from '../types.ts';

export type DataProtection = ResponseOf<'getDataProtection'>;

/** GET /api/messages/dataprotection: the privacy notice. */
export const getDataProtection = (client: ApiClient, language: string) =>
  client.request('getDataProtection', { query: { language } });

export const dataProtectionKey = (language: string) => ['getDataProtection', language] as const;

/** The privacy notice in `language`; `null` skips the call. */
export const useDataProtection = (
  language: string | null,
  config?: SWRConfiguration<DataProtection, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<DataProtection, ApiRequestError, ReturnType<typeof dataProtectionKey> | null>(
    language === null ? null : dataProtectionKey(language),
    ([, key]) => getDataProtection(client, key),
    config,
  );
};
