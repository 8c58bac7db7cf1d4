import { act, renderHook, waitFor } from '@testing-library/react';
import type { Favorite } from '@kursmarkt/schemas';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, wrapperFor } from './checkout-test-support.tsx';
import {
  useFavoriteAlert,
  useFavorites,
  useRemoveFavoriteMutation,
  useSaveFavoriteMutation,
  useUnsubscribeFavoriteAlertMutation,
} from './favorites.ts';

const favoriteOf = (id: string, name: string): Favorite => ({
  id,
  name,
  search: { term: name },
  dropped: [],
  scopeName: null,
  cityName: null,
  alerts: false,
  createdAt: '2027-03-10T10:00:00.000Z',
});
const first = favoriteOf('0b6f3c2e-1d4a-4e8b-9c7d-2f1e0a3b4c5d', 'Arbeitsrecht');
const second = favoriteOf('1c7a4d3f-2e5b-4f9c-8d6e-3a2b1c0d9e8f', 'Familienrecht');
const token = 'LIXn0ZByxKiK0LFXjqrQ7CY7eVg10zD-91Cj2nn6sk0';

/** A server holding saved searches and one unsubscribe link; records each call. */
function favoritesServer(initial: Favorite[]) {
  let list = initial;
  let alerts = true;
  const { fetch, calls } = fakeServer((method, url) => {
    const path = new URL(url, 'https://recht.kursmarkt.test').pathname;
    if (path.startsWith('/api/favorite-alerts/')) {
      if (method === 'POST') alerts = false;
      return json(200, { name: 'Arbeitsrecht', alerts });
    }
    if (method === 'GET') return json(200, list);
    if (method === 'PUT') list = [second, ...list];
    else list = list.filter((favorite) => !path.endsWith(favorite.id));
    return json(200, list);
  });
  return { fetch, calls, wrapper: wrapperFor(fetch) };
}

describe('the Suchfavoriten hooks', () => {
  it('make no call while not enabled', () => {
    const server = favoritesServer([first]);
    renderHook(() => useFavorites(false, 'de'), { wrapper: server.wrapper });
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('show a saved search and a deleted one in the list without asking again', async () => {
    const server = favoritesServer([first]);
    const { result } = renderHook(
      () => ({
        list: useFavorites(true, 'de'),
        save: useSaveFavoriteMutation('de'),
        remove: useRemoveFavoriteMutation('de'),
      }),
      { wrapper: server.wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toEqual([first]));
    await act(() =>
      result.current.save.trigger({ name: 'Familienrecht', search: { term: 'Familienrecht' } }),
    );
    expect(result.current.list.data).toEqual([second, first]);
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Familienrecht',
      search: { term: 'Familienrecht' },
    });
    await act(() => result.current.remove.trigger(first.id));
    expect(result.current.list.data).toEqual([second]);
    expect(server.calls.filter((call) => call.method === 'GET')).toHaveLength(1);
  });

  it('read and stop an unsubscribe link’s mails by its token', async () => {
    const server = favoritesServer([]);
    const { result } = renderHook(
      () => ({
        alert: useFavoriteAlert(token),
        unsubscribe: useUnsubscribeFavoriteAlertMutation(token),
      }),
      { wrapper: server.wrapper },
    );
    await waitFor(() =>
      expect(result.current.alert.data).toEqual({ name: 'Arbeitsrecht', alerts: true }),
    );
    await act(() => result.current.unsubscribe.trigger());
    expect(result.current.alert.data).toEqual({ name: 'Arbeitsrecht', alerts: false });
    expect(server.calls.map((call) => [call.method, call.url])).toEqual([
      ['GET', expect.stringContaining(`/api/favorite-alerts/${token}`)],
      ['POST', expect.stringContaining(`/api/favorite-alerts/${token}`)],
    ]);
  });
});
