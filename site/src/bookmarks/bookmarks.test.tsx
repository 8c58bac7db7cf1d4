import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bookmark, Feature } from '@kursmarkt/schemas';
import { createSessionCore, type SessionCore } from '../session/core.ts';
import { sharedBrowser, storedUser, tab } from '../session/test-support.ts';

// The boundary to the sign-in library: signed in or not, as each test says.
const boundary = vi.hoisted(() => ({ core: undefined as SessionCore | undefined }));
vi.mock('../session/client.ts', () => ({ sessionCore: () => boundary.core }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const bookmarkOf = (courseId: number, name: string, id: string): Bookmark => ({
  id,
  courseId,
  createdAt: '2027-03-10T10:00:00.000Z',
  course: {
    id: courseId,
    slug: `kurs-${courseId}`,
    name,
    courseType: 'PRESENT',
    searchType: 'EDUCATION',
    category: 'fortbildung',
    durationValue: 5,
    organizer: { id: 1, name: 'Akademie Eins' },
    scopes: [{ id: 3, name: 'Arbeitsrecht' }],
    nextSchedule: {
      id: 40 + courseId,
      startDate: '2027-04-20',
      endDate: '2027-04-20',
      city: { id: 5, name: 'Köln' },
      distanceKm: null,
      full: false,
      running: false,
    },
    scheduleCount: 1,
    priceFrom: 29_500,
    detailPath: `/fortbildung/kurs-${courseId}-${courseId}`,
  },
});
const arbeitsrecht = bookmarkOf(
  7,
  'Aktuelles Arbeitsrecht',
  '0b6f3c2e-1d4a-4e8b-9c7d-2f1e0a3b4c5d',
);
const familienrecht = bookmarkOf(
  9,
  'Familienrecht kompakt',
  '1c7a4d3f-2e5b-4f9c-8d6e-3a2b1c0d9e8f',
);

type Call = { method: string; path: string; body: unknown };

/** The API holding a Merkzettel: lists it, adds to it and removes from it, as the server does. */
function merkzettelApi(initial: Bookmark[], known: Bookmark[] = [arbeitsrecht, familienrecht]) {
  let list = initial;
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/bookmarks' && method === 'GET') return json(200, list);
    if (url.pathname === '/api/bookmarks' && method === 'PUT') {
      const ids = (body as { courseIds: number[] }).courseIds;
      const added = known.filter(
        (bookmark) => ids.includes(bookmark.courseId) && !list.includes(bookmark),
      );
      list = [...added, ...list];
      return json(200, { bookmarks: list, notAdded: [] });
    }
    if (url.pathname.startsWith('/api/bookmarks/') && method === 'DELETE') {
      list = list.filter((bookmark) => !url.pathname.endsWith(bookmark.id));
      return json(200, { bookmarks: list, notAdded: [] });
    }
    return json(404, { code: 'NOT_FOUND', message: 'not found' });
  });
  return { fetch, calls, current: () => list };
}

/** A fresh page load, signed in as Anna or not, on a domain with `features`. */
async function pageLoad(signedIn: boolean, features: Feature[] = ['SEARCH_BOX', 'BOOKMARK']) {
  vi.resetModules();
  boundary.core = createSessionCore(
    tab(sharedBrowser(signedIn ? storedUser(300) : null)).environment,
    { fallbackReturnPath: '/customer-dashboard' },
  );
  const support = await import('../session/render-support.tsx');
  support.setCookie('rfLoggedIn', signedIn ? 'true' : null);
  return {
    ...support,
    boot: support.bootData({ features }),
    BookmarkToggle: (await import('./BookmarkToggle.tsx')).BookmarkToggle,
    BookmarkMerge: (await import('./BookmarkMerge.tsx')).BookmarkMerge,
    BookmarksPage: (await import('./BookmarksPage.tsx')).default,
  };
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  document.cookie = 'rfLoggedIn=; Path=/; Max-Age=0';
  window.localStorage.clear();
});

describe('the bookmark toggle', () => {
  it('keeps a guest’s bookmark in the browser, pressed until pressed again', async () => {
    const api = merkzettelApi([]);
    const { renderInSite, boot, BookmarkToggle } = await pageLoad(false);
    renderInSite(<BookmarkToggle courseId={7} courseName="Aktuelles Arbeitsrecht" />, {
      boot,
      fetch: api.fetch,
    });

    const toggle = await screen.findByRole('button', { name: 'Merken: Aktuelles Arbeitsrecht' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.localStorage.getItem('bm')!)).toEqual([7]);
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(window.localStorage.getItem('bm')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('puts a signed-in customer’s bookmark on the server and takes it off again', async () => {
    const api = merkzettelApi([]);
    const { renderInSite, boot, BookmarkToggle } = await pageLoad(true);
    renderInSite(<BookmarkToggle courseId={9} courseName="Familienrecht kompakt" />, {
      boot,
      fetch: api.fetch,
    });

    const toggle = await screen.findByRole('button', { name: 'Merken: Familienrecht kompakt' });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ courseIds: [9] });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    expect(api.current()).toEqual([]);
  });

  it('is not there on a domain without the feature BOOKMARK', async () => {
    const { renderInSite, boot, BookmarkToggle } = await pageLoad(false, ['SEARCH_BOX']);
    renderInSite(
      <>
        <BookmarkToggle courseId={7} courseName="Aktuelles Arbeitsrecht" />
        <p>Kursseite</p>
      </>,
      { boot },
    );
    await screen.findByText('Kursseite');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the merge at sign-in', () => {
  it('puts a guest’s bookmarks on the customer’s list in one call and deletes them here', async () => {
    window.localStorage.setItem('bm', JSON.stringify([9, 7]));
    const api = merkzettelApi([]);
    const { renderInSite, boot, BookmarkMerge } = await pageLoad(true);
    renderInSite(<BookmarkMerge />, { boot, fetch: api.fetch });

    await waitFor(() => expect(window.localStorage.getItem('bm')).toBeNull());
    expect(api.calls).toEqual([
      { method: 'PUT', path: '/api/bookmarks', body: { courseIds: [9, 7] } },
    ]);
    expect(api.current().map((bookmark) => bookmark.courseId)).toEqual([7, 9]);
  });

  it('keeps a guest’s bookmarks when the call fails', async () => {
    window.localStorage.setItem('bm', JSON.stringify([7]));
    const fetch = vi.fn(async () => json(503, { code: 'UNAVAILABLE', message: 'later' }));
    const { renderInSite, boot, BookmarkMerge } = await pageLoad(true);
    renderInSite(<BookmarkMerge />, { boot, fetch });

    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(3));
    expect(window.localStorage.getItem('bm')).toBe('[7]');
  });
});

describe('the Merkzettel page', () => {
  it('lists the bookmarked courses with their next date and price, and removes one', async () => {
    const api = merkzettelApi([familienrecht, arbeitsrecht]);
    const { renderInSite, boot, BookmarksPage } = await pageLoad(true);
    renderInSite(<BookmarksPage title="Merkzettel" />, {
      boot,
      path: '/customer-dashboard/merkzettel',
      fetch: api.fetch,
    });

    expect(
      await screen.findByRole('heading', { level: 2, name: '2 Kurse auf Ihrem Merkzettel' }),
    ).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Aktuelles Arbeitsrecht' });
    expect(within(card).getByText('20.04.2027', { exact: false })).toBeInTheDocument();
    expect(within(card).getByText(/295,00/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Aktuelles Arbeitsrecht' })).toHaveAttribute(
      'href',
      '/fortbildung/kurs-7-7',
    );

    await userEvent.click(
      within(card).getByRole('button', { name: 'Entfernen: Aktuelles Arbeitsrecht' }),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: '1 Kurs auf Ihrem Merkzettel' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Aktuelles Arbeitsrecht' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      '„Aktuelles Arbeitsrecht“ wurde vom Merkzettel entfernt.',
    );
  });

  it('leads an empty Merkzettel to the search', async () => {
    const api = merkzettelApi([]);
    const { renderInSite, boot, BookmarksPage } = await pageLoad(true);
    renderInSite(<BookmarksPage title="Merkzettel" />, { boot, fetch: api.fetch });

    expect(
      await screen.findByRole('heading', { name: 'Ihr Merkzettel ist leer' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kurse suchen' })).toHaveAttribute('href', '/search');
  });
});
