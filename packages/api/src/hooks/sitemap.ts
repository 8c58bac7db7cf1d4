import useSWR, { type SWRConfiguration } from 'swr';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { ResponseOf } from '../types.ts';

export type Sitemap = ResponseOf<'getSitemap'>;

/** GET /api/sitemap: the storefront's public pages for this domain. */
export const getSitemap = (client: ApiClient) => client.request('getSitemap');

export const sitemapKey = () => ['getSitemap'] as const;

/**
 * The domain's public pages.
 * @param enabled `false` skips the call (the call takes no input that could be `null`).
 */
export const useSitemap = (enabled = true, config?: SWRConfiguration<Sitemap, ApiRequestError>) => {
  const client = useApiClient();
  return useSWR<Sitemap, ApiRequestError, ReturnType<typeof sitemapKey> | null>(
    enabled ? sitemapKey() : null,
    () => getSitemap(client),
    config,
  );
};
