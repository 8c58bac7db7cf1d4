import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { germanToday } from '@kursmarkt/schemas/rules';
import { searchStorageKey } from './search-storage.ts';
import { StartSearchBox } from './StartSearchBox.tsx';
import {
  bootData,
  course,
  fakeFetch,
  json,
  locationText,
  renderSearch,
  searchResult,
} from './test-support.tsx';

afterEach(() => sessionStorage.clear());

const startRoute = <Route index element={<StartSearchBox />} />;
const fetch = () => fakeFetch(() => json(200, searchResult([course(1)])));

describe('the start page’s search box', () => {
  it('offers the domain’s scopes and sends the search to /search, keeping the query', async () => {
    const user = userEvent.setup();
    renderSearch({ path: '/?aid=partner-1', fetch: fetch(), extra: startRoute });
    await user.click(screen.getByRole('button', { name: 'Erbrecht' }));
    await user.click(screen.getByRole('radio', { name: 'Online-Seminar' }));
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(locationText()).toMatch(/^\/search\?/));
    const url = new URL(locationText(), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      aid: 'partner-1',
      scope: '5',
      selectedScopeName: 'Erbrecht',
      types: 'EDUCATION',
      courseType: 'ONLINE',
      dateFrom: germanToday(),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Suchergebnisse: Erbrecht' }),
    ).toBeInTheDocument();
  });

  it('restores the last search from rf_search, with the page’s preset', async () => {
    sessionStorage.setItem(
      searchStorageKey,
      JSON.stringify({
        path: '/praesenzschulung',
        query: { scope: '2' },
        search: {
          scope: '2',
          types: 'EDUCATION,SPECIALIZATION',
          courseType: 'PRESENT',
          radius: '250',
        },
      }),
    );
    renderSearch({ path: '/', fetch: fetch(), extra: startRoute });
    expect(
      await screen.findByRole('heading', { level: 2, name: /Arbeitsrecht/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Präsenzschulung' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Umkreis' })).toHaveValue('250');
  });

  it('shows the filter step of a scope in the address, ahead of the stored search', async () => {
    sessionStorage.setItem(
      searchStorageKey,
      JSON.stringify({ path: '/search', query: { scope: '5' }, search: { scope: '5' } }),
    );
    renderSearch({ path: '/?scope=2&aid=partner-1', fetch: fetch(), extra: startRoute });

    const form = screen.getByRole<HTMLFormElement>('form', {
      name: 'Suche im Fachgebiet Arbeitsrecht',
    });
    expect(form).toHaveAttribute('action', '/search');
    expect(Object.fromEntries(new FormData(form))).toMatchObject({ aid: 'partner-1', scope: '2' });
    // The stored search (Erbrecht) arrives after the first render and is not taken over.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/Arbeitsrecht/),
    );
    expect(screen.queryByRole('heading', { level: 2, name: /Erbrecht/ })).not.toBeInTheDocument();
  });

  it('shows the second tab of the domain’s configuration', () => {
    const boot = bootData({
      featureConfiguration: {
        SEARCH_BOX: {
          secondaryTab: { label: 'search.secondaryTab', href: 'https://reno.kursmarkt.test' },
        },
      },
    });
    boot.messages.labels = { 'search.secondaryTab': 'Für Kanzleimitarbeitende' };
    renderSearch({ path: '/', fetch: vi.fn(), boot, extra: startRoute });
    expect(screen.getByRole('tab', { name: 'Für Kanzleimitarbeitende' })).toBeInTheDocument();
  });

  it('lists the office staff’s scopes on a RENO domain', () => {
    renderSearch({
      path: '/',
      fetch: vi.fn(),
      boot: bootData({ theme: 'RENO', types: ['RENO'] }),
      extra: startRoute,
    });
    expect(screen.getByRole('button', { name: 'Zwangsvollstreckung' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Arbeitsrecht' })).not.toBeInTheDocument();
  });
});
