import useSWR, { type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { RequestInput, ResponseOf } from '../types.ts';

/*
 * The signed-in customer's Suchfavoriten on the current domain (the bearer token is attached by
 * the client), and the alert mail's unsubscribe link (public: its token is the access). Every
 * change answers the whole list, which replaces `useFavorites`'s data.
 */

export type FavoritesResponse = ResponseOf<'getFavorites'>;
export type FavoriteInput = RequestInput<'putFavorite'>['body'];
export type FavoriteAlertResponse = ResponseOf<'getFavoriteAlert'>;

/** GET /api/favorites: the saved searches, newest first, with scope names in `language`. */
export const getFavorites = (client: ApiClient, language?: string) =>
  client.request('getFavorites', { query: { language } });

export const favoritesKey = (language?: string) => ['getFavorites', language ?? null] as const;

/** The saved searches; `enabled: false` (signed out) makes no call. */
export const useFavorites = (
  enabled: boolean,
  language?: string,
  config?: SWRConfiguration<FavoritesResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<FavoritesResponse, ApiRequestError, ReturnType<typeof favoritesKey> | null>(
    enabled ? favoritesKey(language) : null,
    ([, lang]) => getFavorites(client, lang ?? undefined),
    config,
  );
};

/** PUT /api/favorites: saves a search, or changes one (`id`); answers the list. */
export const putFavorite = (client: ApiClient, favorite: FavoriteInput, language?: string) =>
  client.request('putFavorite', { query: { language }, body: favorite });

/** DELETE /api/favorites/:id: removes a saved search; answers the list without it. */
export const deleteFavorite = (client: ApiClient, id: string, language?: string) =>
  client.request('deleteFavorite', { params: { id }, query: { language } });

/** Saves or changes a search: `trigger(favorite)`; the answer becomes `useFavorites`'s. */
export const useSaveFavoriteMutation = (language?: string) => {
  const client = useApiClient();
  return useSWRMutation<
    FavoritesResponse,
    ApiRequestError,
    ReturnType<typeof favoritesKey>,
    FavoriteInput,
    FavoritesResponse
  >(favoritesKey(language), (_, { arg }) => putFavorite(client, arg, language), {
    populateCache: (answer) => answer,
    revalidate: false,
  });
};

/** Removes a saved search: `trigger(id)`; the answer becomes `useFavorites`'s. */
export const useRemoveFavoriteMutation = (language?: string) => {
  const client = useApiClient();
  return useSWRMutation<
    FavoritesResponse,
    ApiRequestError,
    ReturnType<typeof favoritesKey>,
    string,
    FavoritesResponse
  >(favoritesKey(language), (_, { arg }) => deleteFavorite(client, arg, language), {
    populateCache: (answer) => answer,
    revalidate: false,
  });
};

/**
 * GET /api/favorite-alerts/:token: the saved search an unsubscribe link names; a 404 (an unknown
 * or removed search) stays on the page, which explains it.
 */
export const getFavoriteAlert = (client: ApiClient, token: string) =>
  client.request('getFavoriteAlert', { params: { token } }, { redirectOnNotFound: false });

export const favoriteAlertKey = (token: string) => ['getFavoriteAlert', token] as const;

/** The saved search of an unsubscribe link; `null` (no token) makes no call. */
export const useFavoriteAlert = (
  token: string | null,
  config?: SWRConfiguration<FavoriteAlertResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<FavoriteAlertResponse, ApiRequestError, ReturnType<typeof favoriteAlertKey> | null>(
    token === null ? null : favoriteAlertKey(token),
    ([, linkToken]) => getFavoriteAlert(client, linkToken),
    config,
  );
};

/** POST /api/favorite-alerts/:token: stops the mails; the answer becomes `useFavoriteAlert`'s. */
export const useUnsubscribeFavoriteAlertMutation = (token: string) => {
  const client = useApiClient();
  return useSWRMutation<
    FavoriteAlertResponse,
    ApiRequestError,
    ReturnType<typeof favoriteAlertKey>,
    void,
    FavoriteAlertResponse
  >(
    favoriteAlertKey(token),
    () =>
      client.request(
        'postFavoriteAlertUnsubscribe',
        { params: { token } },
        { redirectOnNotFound: false },
      ),
    { populateCache: (answer) => answer, revalidate: false },
  );
};
