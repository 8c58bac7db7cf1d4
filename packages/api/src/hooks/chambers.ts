import useSWR, { type SWRConfiguration } from 'swr';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { ResponseOf } from '../types.ts';

export type Chambers = ResponseOf<'getChambers'>;

/** GET /api/chambers: the German bar associations. */
export const getChambers = (client: ApiClient) => client.request('getChambers');

export const chambersKey = () => ['getChambers'] as const;

/**
 * The bar associations (Rechtsanwaltskammern).
 * @param enabled `false` skips the call (the call takes no input that could be `null`).
 */
export const useChambers = (
  enabled = true,
  config?: SWRConfiguration<Chambers, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<Chambers, ApiRequestError, ReturnType<typeof chambersKey> | null>(
    enabled ? chambersKey() : null,
    () => getChambers(client),
    config,
  );
};
