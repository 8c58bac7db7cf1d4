import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  course,
  fakeFetch,
  json,
  locationText,
  renderSearch,
  searchResult,
} from './test-support.tsx';

afterEach(() => {
  sessionStorage.clear();
  document.title = '';
});

const cologne = {
  id: 7,
  name: 'Köln',
  state: 'Nordrhein-Westfalen',
  latitude: 50.94,
  longitude: 6.96,
};

const api = () =>
  fakeFetch((url) => {
    if (url.pathname === '/api/search/city/7') return json(200, cologne);
    if (url.pathname.startsWith('/api/search/city/')) {
      return json(404, { code: 'NOT_FOUND', message: 'No such city.' });
    }
    if (url.pathname === '/api/search') return json(200, searchResult([course(1)]));
    return json(404, { code: 'NOT_FOUND', message: 'No route.' });
  });

const searchOf = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .find((url) => url.pathname === '/api/search');

describe('the city pages', () => {
  it('show the in-person courses within 50 km of the city', async () => {
    const fetch = api();
    renderSearch({ path: '/stadt/koeln-7', fetch });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kurse in Köln' }),
    ).toBeInTheDocument();
    await screen.findByText('1 Kurs gefunden');
    expect(Object.fromEntries(searchOf(fetch)!.searchParams)).toMatchObject({
      courseType: 'PRESENT',
      cityId: '7',
      radius: '50',
    });
    expect(screen.getByRole('combobox', { name: 'Umkreis' })).toHaveValue('50');
    expect(screen.queryByRole('combobox', { name: /Ort/ })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Kurse in Köln | Kursmarkt Recht'));
  });

  it('show one scope near the city when the path names it', async () => {
    const fetch = api();
    renderSearch({ path: '/stadt/koeln-7/arbeitsrecht-2', fetch });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Arbeitsrecht: Kurse in Köln' }),
    ).toBeInTheDocument();
    await screen.findByText('1 Kurs gefunden');
    expect(searchOf(fetch)!.searchParams.get('scope')).toBe('2');
    expect(screen.queryByRole('combobox', { name: 'Fachgebiet' })).not.toBeInTheDocument();
  });

  it('read the id after the last hyphen, whatever the name', async () => {
    const fetch = api();
    renderSearch({ path: '/stadt/cologne-on-the-rhine-7', fetch });
    expect(await screen.findByRole('heading', { name: 'Kurse in Köln' })).toBeInTheDocument();
  });

  it.each([
    '/stadt/koeln',
    '/stadt/koeln-0',
    '/stadt/koeln-7/arbeitsrecht',
    '/stadt/koeln-7/strafrecht-999',
  ])('send %s to the 404 page', async (path) => {
    renderSearch({ path, fetch: api() });
    await waitFor(() => expect(locationText()).toBe('/404'));
    expect(screen.getByText('404-Seite')).toBeInTheDocument();
  });

  it('send an unknown city to the 404 page', async () => {
    const onNotFound = vi.fn();
    const fetch = api();
    renderSearch({ path: '/stadt/atlantis-999', fetch, onNotFound });
    await waitFor(() => expect(locationText()).toBe('/404'));
    expect(onNotFound).toHaveBeenCalledWith('/api/search/city/999');
    // The search waits for the city, so an unknown one never reaches it.
    expect(searchOf(fetch)).toBeUndefined();
  });
});
