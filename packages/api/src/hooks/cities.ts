import { minCityInputLength } from '@kursmarkt/schemas/rules';
import useSWR, { type SWRConfiguration } from 'swr';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { ResponseOf } from '../types.ts';

export type CitySuggestions = ResponseOf<'suggestCity'>;
export type CitySuggestion = CitySuggestions[number];
export type Cities = ResponseOf<'getCities'>;
export type CityDetail = ResponseOf<'getCity'>;

/** GET /api/search/suggestCity: up to 10 cities for a typed name. */
export const getCitySuggestions = (client: ApiClient, input: string) =>
  client.request('suggestCity', { query: { input } });

export const suggestCityKey = (input: string) => ['suggestCity', input] as const;

/**
 * Suggestions for the city field of the search widget. `null` or fewer than 3 characters (after
 * trimming) skip the call; the 300 ms debounce of docs/rules.md, validation belongs to the input field.
 */
export const useSuggestCity = (
  input: string | null,
  config?: SWRConfiguration<CitySuggestions, ApiRequestError>,
) => {
  const client = useApiClient();
  const text = input?.trim() ?? '';
  return useSWR<CitySuggestions, ApiRequestError, ReturnType<typeof suggestCityKey> | null>(
    text.length >= minCityInputLength ? suggestCityKey(text) : null,
    ([, value]) => getCitySuggestions(client, value),
    config,
  );
};

/** GET /api/search/city: every city, in German alphabetical order. */
export const getCities = (client: ApiClient) => client.request('getCities');

export const citiesKey = () => ['getCities'] as const;

/**
 * All cities.
 * @param enabled `false` skips the call.
 */
export const useCities = (enabled = true, config?: SWRConfiguration<Cities, ApiRequestError>) => {
  const client = useApiClient();
  return useSWR<Cities, ApiRequestError, ReturnType<typeof citiesKey> | null>(
    enabled ? citiesKey() : null,
    () => getCities(client),
    config,
  );
};

/** GET /api/search/city/:id: one city with its coordinates. */
export const getCity = (client: ApiClient, id: number) =>
  client.request('getCity', { params: { id } });

export const cityKey = (id: number) => ['getCity', id] as const;

/** One city with latitude and longitude; `null` skips the call. */
export const useCity = (
  id: number | null,
  config?: SWRConfiguration<CityDetail, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<CityDetail, ApiRequestError, ReturnType<typeof cityKey> | null>(
    id === null ? null : cityKey(id),
    ([, cityId]) => getCity(client, cityId),
    config,
  );
};
