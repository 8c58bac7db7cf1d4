import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Favorite } from '@kursmarkt/schemas';
import { createSessionCore, type SessionCore } from '../session/core.ts';
import { sharedBrowser, storedUser, tab } from '../session/test-support.ts';

// The boundary to the sign-in library: signed in or not, as each test says.
const boundary = vi.hoisted(() => ({ core: undefined as SessionCore | undefined }));
vi.mock('../session/client.ts', () => ({ sessionCore: () => boundary.core }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const arbeitsrecht: Favorite = {
  id: '0b6f3c2e-1d4a-4e8b-9c7d-2f1e0a3b4c5d',
  name: 'Arbeitsrecht in Köln',
  search: { scope: 3, cityId: 5, radius: 50 },
  dropped: [],
  scopeName: 'Arbeitsrecht',
  cityName: 'Köln',
  alerts: false,
  createdAt: '2027-03-10T10:00:00.000Z',
};
const gone: Favorite = {
  ...arbeitsrecht,
  id: '1c7a4d3f-2e5b-4f9c-8d6e-3a2b1c0d9e8f',
  name: 'Altes Fachgebiet',
  search: { term: 'Kündigung' },
  dropped: ['scope'],
  scopeName: null,
  cityName: null,
};

type Call = { method: string; path: string; body: unknown };

/** The API holding saved searches: lists, changes and deletes them, as the server does. */
function favoritesApi(initial: Favorite[]) {
  let list = initial;
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/favorites' && method === 'GET') return json(200, list);
    if (url.pathname === '/api/favorites' && method === 'PUT') {
      const change = body as Pick<Favorite, 'id' | 'name' | 'alerts'>;
      list = list.map((favorite) =>
        favorite.id === change.id
          ? { ...favorite, name: change.name, alerts: change.alerts }
          : favorite,
      );
      return json(200, list);
    }
    if (url.pathname.startsWith('/api/favorites/') && method === 'DELETE') {
      list = list.filter((favorite) => !url.pathname.endsWith(favorite.id));
      return json(200, list);
    }
    return json(404, { code: 'NOT_FOUND', message: 'not found' });
  });
  return { fetch, calls, current: () => list };
}

/** A fresh page load, signed in as Anna or not. */
async function pageLoad(signedIn: boolean) {
  vi.resetModules();
  boundary.core = createSessionCore(
    tab(sharedBrowser(signedIn ? storedUser(300) : null)).environment,
    { fallbackReturnPath: '/customer-dashboard' },
  );
  const support = await import('../session/render-support.tsx');
  support.setCookie('rfLoggedIn', signedIn ? 'true' : null);
  return {
    ...support,
    boot: support.bootData({ features: ['SEARCH_BOX'] }),
    FavoritesPage: (await import('./FavoritesPage.tsx')).default,
    SaveSearchButton: (await import('./SaveSearchButton.tsx')).SaveSearchButton,
  };
}

afterEach(() => {
  document.cookie = 'rfLoggedIn=; Path=/; Max-Age=0';
});

describe('the Suchfavoriten page', () => {
  it('lists each saved search as a link to its results and says what it dropped', async () => {
    const api = favoritesApi([arbeitsrecht, gone]);
    const { renderInSite, boot, FavoritesPage } = await pageLoad(true);
    renderInSite(<FavoritesPage title="Suchfavoriten" />, { boot, fetch: api.fetch });
    const link = await screen.findByRole('link', { name: 'Arbeitsrecht in Köln' });
    expect(link).toHaveAttribute(
      'href',
      '/search?scope=3&selectedScopeName=Arbeitsrecht&cityId=5&cityName=K%C3%B6ln&radius=50',
    );
    expect(screen.getByRole('link', { name: 'Altes Fachgebiet' })).toHaveAttribute(
      'href',
      '/search?term=K%C3%BCndigung',
    );
    expect(
      screen.getByText('Das gespeicherte Fachgebiet gibt es nicht mehr; die Suche läuft ohne es.'),
    ).toBeInTheDocument();
  });

  it('switches the alert mails on, renames and deletes after a confirmation', async () => {
    const api = favoritesApi([arbeitsrecht]);
    const { renderInSite, boot, FavoritesPage } = await pageLoad(true);
    renderInSite(<FavoritesPage title="Suchfavoriten" />, { boot, fetch: api.fetch });
    const alerts = await screen.findByRole('checkbox', {
      name: 'Per E-Mail über neue passende Kurse benachrichtigen',
    });
    await userEvent.click(alerts);
    await waitFor(() => expect(alerts).toBeChecked());
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      id: arbeitsrecht.id,
      name: arbeitsrecht.name,
      search: arbeitsrecht.search,
      alerts: true,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Umbenennen: Arbeitsrecht in Köln' }));
    const rename = await screen.findByRole('dialog', { name: 'Suche umbenennen' });
    const name = within(rename).getByRole('textbox', { name: 'Name der Suche' });
    await userEvent.clear(name);
    await userEvent.click(within(rename).getByRole('button', { name: 'Speichern' }));
    expect(await within(rename).findByText('Bitte geben Sie einen Namen an.')).toBeInTheDocument();
    await userEvent.type(name, 'Köln');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'Köln' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Löschen: Köln' }));
    const confirm = await screen.findByRole('dialog', { name: 'Suche löschen?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Noch keine Suche gespeichert')).toBeInTheDocument();
    expect(api.current()).toEqual([]);
  });
});

describe('saving a search', () => {
  it('asks a signed-in customer for a name and saves the search with it', async () => {
    const api = favoritesApi([]);
    const { renderInSite, boot, SaveSearchButton } = await pageLoad(true);
    renderInSite(
      <SaveSearchButton search={{ term: 'Kündigung', scope: 3, selectedScopeName: 'Arbeit' }} />,
      { boot, fetch: api.fetch },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Suche speichern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suche speichern' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Name der Suche' }),
      'Kündigungen',
    );
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Suche wurde gespeichert.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Kündigungen',
      alerts: true,
      search: { term: 'Kündigung', scope: 3 },
    });
  });
});
