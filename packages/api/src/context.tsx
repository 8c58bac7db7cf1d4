import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import type { ApiClient } from './client.ts';

const ApiContext = createContext<ApiClient | null>(null);

/**
 * The client retries by the policy of docs/api.md, errors; SWR retrying on top would retry what
 * must not be retried (402, 406, 412) and multiply the rest.
 */
const swrDefaults: SWRConfiguration = { shouldRetryOnError: false };

export type ApiProviderProps = {
  /** The client every hook below uses (`createApiClient(...)`, made once by the site). */
  client: ApiClient;
  /** SWR options for the hooks below, e.g. fixtures as `fallback` or a fresh cache in tests. */
  swrConfig?: SWRConfiguration;
  children?: ReactNode;
};

/** Gives the hooks their API client and SWR their defaults. */
export const ApiProvider = ({ client, swrConfig, children }: ApiProviderProps) => (
  <ApiContext.Provider value={client}>
    <SWRConfig value={{ ...swrDefaults, ...swrConfig }}>{children}</SWRConfig>
  </ApiContext.Provider>
);

/** The client of the nearest `ApiProvider`; throws outside one, which is a wiring bug. */
export const useApiClient = (): ApiClient => {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApiClient must be used inside an ApiProvider.');
  return client;
};

/** The number of requests in flight, for the global loading bar. */
export const usePendingRequests = (): number => {
  const client = useApiClient();
  return useSyncExternalStore(client.subscribeToActivity, client.pendingRequests, () => 0);
};
