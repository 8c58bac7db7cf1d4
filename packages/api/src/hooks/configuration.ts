import useSWR, { type SWRConfiguration } from 'swr';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { RequestInput, ResponseOf } from '../types.ts';

export type ConfigurationQuery = NonNullable<RequestInput<'getConfiguration'>['query']>;
export type Configuration = ResponseOf<'getConfiguration'>;

/** GET /api/configuration: the configuration of the domain serving this host. */
export const getConfiguration = (client: ApiClient, query: ConfigurationQuery = {}) =>
  client.request('getConfiguration', { query });

export const configurationKey = (query: ConfigurationQuery = {}) =>
  ['getConfiguration', query] as const;

/** The domain's configuration; `null` skips the call. */
export const useConfiguration = (
  query: ConfigurationQuery | null = {},
  config?: SWRConfiguration<Configuration, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<Configuration, ApiRequestError, ReturnType<typeof configurationKey> | null>(
    query === null ? null : configurationKey(query),
    ([, key]) => getConfiguration(client, key),
    config,
  );
};
