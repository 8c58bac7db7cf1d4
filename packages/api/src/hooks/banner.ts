import useSWR, { type SWRConfiguration } from 'swr';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { RequestInput, ResponseOf } from '../types.ts';

export type BannerPlacement = RequestInput<'getBanner'>['params']['x'];
type BannerQuery = NonNullable<RequestInput<'getBanner'>['query']>;
/** Narrows the banner to scopes (ids) and search types; both optional. */
export type BannerFilter = Pick<BannerQuery, 'scopes' | 'types'>;
/** The banner of a placement, or `null` when none is configured. */
export type Banner = ResponseOf<'getBanner'>;

/** GET /api/banner/:x: the advert banner for a placement (scopes and types as comma lists). */
export const getBanner = (
  client: ApiClient,
  placement: BannerPlacement,
  filter: BannerFilter = {},
  language?: string,
) =>
  client.request('getBanner', {
    params: { x: placement },
    query: { scopes: filter.scopes, types: filter.types, language },
  });

export const bannerKey = (
  placement: BannerPlacement,
  filter: BannerFilter = {},
  language?: string,
) => ['getBanner', placement, filter.scopes ?? [], filter.types ?? [], language ?? null] as const;

/** The advert banner of `placement`; `null` as placement skips the call. */
export const useBanner = (
  placement: BannerPlacement | null,
  filter: BannerFilter = {},
  language?: string,
  config?: SWRConfiguration<Banner, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<Banner, ApiRequestError, ReturnType<typeof bannerKey> | null>(
    placement === null ? null : bannerKey(placement, filter, language),
    ([, x, scopes, types, lang]) => getBanner(client, x, { scopes, types }, lang ?? undefined),
    config,
  );
};
