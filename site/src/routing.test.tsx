import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  BrowserRouter,
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from 'react-router-dom';
import type { CourseDetail } from '@kursmarkt/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './App.tsx';
import { bootData, json } from './search/test-support.tsx';

/**
 * What the storefront relies on from react-router's declarative routers (ADR 0041): navigations
 * as transitions, history entries with keys and the navigation type for the scroll positions,
 * the query decoded once, and the route table's matching; and the storefront's loaders on a
 * navigation (App.tsx with route-data.ts): the next page's data first, then the page.
 */
function Pages({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function Where() {
  const { pathname, search, hash, key } = useLocation();
  return (
    <output data-testid="where">
      {JSON.stringify({ path: `${pathname}${search}${hash}`, key, type: useNavigationType() })}
    </output>
  );
}
const where = () =>
  JSON.parse(screen.getByTestId('where').textContent ?? '{}') as {
    path: string;
    key: string;
    type: string;
  };

function Go({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to, { replace })}>
      {`go ${to}`}
    </button>
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the browser location', () => {
  it('starts at the browser address, then adds or replaces history entries, each with a key', async () => {
    window.history.replaceState(null, '', '/start?x=1#top');
    render(
      <BrowserRouter>
        <Where />
        <Go to="/kontakt" />
        <Go to="/faq" replace />
      </BrowserRouter>,
    );
    expect(where()).toEqual({ path: '/start?x=1#top', key: 'default', type: 'POP' });

    await userEvent.click(screen.getByRole('button', { name: 'go /kontakt' }));
    await waitFor(() => expect(where().path).toBe('/kontakt'));
    expect(window.location.pathname).toBe('/kontakt');
    const pushed = where();
    expect(pushed.type).toBe('PUSH');
    expect(pushed.key).not.toBe('default');
    const length = window.history.length;

    await userEvent.click(screen.getByRole('button', { name: 'go /faq' }));
    await waitFor(() => expect(where().path).toBe('/faq'));
    expect(where().type).toBe('REPLACE');
    expect(window.history.length).toBe(length);
  });

  it('follows back with the entry’s own key as a POP', async () => {
    render(
      <BrowserRouter>
        <Where />
        <Go to="/kontakt" />
        <Go to="/faq" />
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'go /kontakt' }));
    await waitFor(() => expect(where().path).toBe('/kontakt'));
    const kontakt = where().key;
    await userEvent.click(screen.getByRole('button', { name: 'go /faq' }));
    await waitFor(() => expect(where().path).toBe('/faq'));

    act(() => window.history.back());
    await waitFor(() => expect(where().path).toBe('/kontakt'));
    expect(where()).toEqual({ path: '/kontakt', key: kontakt, type: 'POP' });
  });

  it('keeps the page on screen while the next page’s code loads, without the fallback', async () => {
    let arrive: (page: { default: () => ReactNode }) => void = () => undefined;
    const Later = lazy(
      () =>
        new Promise<{ default: () => ReactNode }>((resolve) => {
          arrive = resolve;
        }),
    );
    render(
      <BrowserRouter>
        <Go to="/later" />
        <Suspense fallback={<p>fallback</p>}>
          <Pages
            routes={[
              { path: '/', element: <p>first page</p> },
              { path: '/later', element: <Later /> },
            ]}
          />
        </Suspense>
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'go /later' }));
    expect(window.location.pathname).toBe('/later');
    expect(screen.getByText('first page')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();

    await act(async () => arrive({ default: () => <p>later page</p> }));
    await waitFor(() => expect(screen.getByText('later page')).toBeInTheDocument());
    expect(screen.queryByText('first page')).not.toBeInTheDocument();
  });
});

describe('the location in memory', () => {
  it('takes a path that starts with two slashes as a path, as the browser does', () => {
    render(
      <MemoryRouter initialEntries={['//kontakt/x?y=1']}>
        <Where />
      </MemoryRouter>,
    );
    expect(where()).toEqual({ path: '//kontakt/x?y=1', key: 'default', type: 'POP' });
  });
});

describe('the query', () => {
  function Query() {
    const [params, setParams] = useSearchParams();
    return (
      <>
        <output data-testid="q">{params.get('q') ?? ''}</output>
        <button type="button" onClick={() => setParams(new URLSearchParams({ q: 'b 50%41' }))}>
          push
        </button>
        <button
          type="button"
          onClick={() => setParams(new URLSearchParams({ q: 'c' }), { replace: true })}
        >
          replace
        </button>
      </>
    );
  }

  it('reads the values decoded once and sets them on the same path without the hash', async () => {
    render(
      <MemoryRouter initialEntries={['/search?q=a%2525#results']}>
        <Where />
        <Query />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('q').textContent).toBe('a%25');

    await userEvent.click(screen.getByRole('button', { name: 'push' }));
    await waitFor(() => expect(where().path).toBe('/search?q=b+50%2541'));
    expect(screen.getByTestId('q').textContent).toBe('b 50%41');
    expect(where().type).toBe('PUSH');

    await userEvent.click(screen.getByRole('button', { name: 'replace' }));
    await waitFor(() => expect(where()).toMatchObject({ path: '/search?q=c', type: 'REPLACE' }));
  });
});

describe('the routes', () => {
  function Counter({ label }: { label: string }) {
    const [count, setCount] = useState(0);
    const { name } = useParams();
    return (
      <button type="button" onClick={() => setCount(count + 1)}>
        {`${label} ${name ?? ''} ${count}`}
      </button>
    );
  }
  const routes = [
    { path: '/order/customer', element: <p>customer step</p> },
    { path: '/order/*', element: <p>unavailable</p> },
    { path: '/a/:name', element: <Counter label="page" /> },
    { path: '/b/:name', element: <Counter label="page" /> },
    { path: '*', element: <p>not found</p> },
  ];

  it('shows the most specific route that matches, case-insensitive, with or without a trailing slash', () => {
    const shown = (path: string) => {
      const { container, unmount } = render(
        <MemoryRouter initialEntries={[path]}>
          <Pages routes={routes} />
        </MemoryRouter>,
      );
      const text = container.textContent;
      unmount();
      return text;
    };
    expect(shown('/order/customer')).toBe('customer step');
    expect(shown('/Order/Customer/')).toBe('customer step');
    expect(shown('/order/other/deeper')).toBe('unavailable');
    expect(shown('/order')).toBe('unavailable');
    expect(shown('/a/k%C3%B6ln')).toBe('page köln 0');
    expect(shown('/c')).toBe('not found');
  });

  it('keeps a page mounted when the next route shows the same page', async () => {
    render(
      <MemoryRouter initialEntries={['/a/x']}>
        <Go to="/b/y" />
        <Pages routes={routes} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'page x 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'go /b/y' }));
    expect(await screen.findByRole('button', { name: 'page y 1' })).toBeInTheDocument();
  });
});

describe('the route data on a navigation (App.tsx with route-data.ts)', () => {
  const course: CourseDetail = {
    id: 70,
    slug: 'fachanwaltslehrgang-migrationsrecht',
    name: 'Fachanwaltslehrgang Migrationsrecht',
    description: 'Der Lehrgang vermittelt die Kenntnisse nach § 4 FAO.',
    courseType: 'PRESENT',
    searchType: 'SPECIALIZATION',
    category: 'fachanwaltslehrgang',
    durationValue: 120,
    organizer: {
      id: 4,
      name: 'Hanseatische Anwaltsakademie',
      slug: 'hanseatische-anwaltsakademie',
    },
    scopes: [{ id: 14, name: 'Migrationsrecht' }],
    speakers: [],
    schedules: [],
    documents: [],
    detailPath: '/fachanwaltslehrgang/fachanwaltslehrgang-migrationsrecht-70',
    meta: { title: 'Fachanwaltslehrgang Migrationsrecht', description: 'Lehrgang nach § 4 FAO.' },
  };
  /** A course the storefront's SWR cache (one per page load) has not seen in an earlier test. */
  const gone = { id: 71, path: '/fachanwaltslehrgang/fachanwaltslehrgang-steuerrecht-71' };

  /**
   * The API in the browser: the course `id`'s call waits for the test's answer, any other call is
   * answered empty.
   */
  function serve(id: number) {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      new URL(String(input), 'http://localhost').pathname === `/api/course/${id}`
        ? new Promise<Response>((resolve) => (answer = resolve))
        : json(200, []),
    );
    vi.stubGlobal('fetch', fetch);
    return {
      courseCalls: () =>
        fetch.mock.calls.filter(([input]) => String(input).startsWith(`/api/course/${id}?`)).length,
      answer: (response: Response) => act(async () => answer(response)),
    };
  }

  /** Opens the storefront at `path` in the browser, then follows a link to `coursePath`. */
  async function visit(path: string, heading: string, coursePath: string) {
    window.history.replaceState(null, '', path);
    render(
      <>
        <App boot={bootData()} />
        <a href={coursePath}>zum Lehrgang</a>
      </>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The first navigation loads the loaders' module as well: the click's act waits for it.
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'zum Lehrgang' }));
      await import('./route-data.ts');
    });
  }

  afterEach(() => vi.unstubAllGlobals());

  it('loads the next page’s data before it shows it, the old page staying meanwhile', async () => {
    const api = serve(course.id);
    await visit('/barrierefreiheit', 'Erklärung zur Barrierefreiheit', course.detailPath);

    await waitFor(() => expect(api.courseCalls()).toBe(1));
    expect(window.location.pathname).toBe(course.detailPath);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: course.name })).not.toBeInTheDocument();

    await api.answer(json(200, course));
    expect(await screen.findByRole('heading', { level: 1, name: course.name })).toBeVisible();
    expect(
      screen.queryByRole('heading', { name: 'Erklärung zur Barrierefreiheit' }),
    ).not.toBeInTheDocument();
    expect(api.courseCalls()).toBe(1);
  });

  it('shows the 404 page when the next page’s data is not found', async () => {
    const api = serve(gone.id);
    await visit('/barrierefreiheit', 'Erklärung zur Barrierefreiheit', gone.path);
    await waitFor(() => expect(api.courseCalls()).toBe(1));

    await api.answer(json(404, { code: 'NOT_FOUND', message: 'Kurs nicht gefunden' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeVisible();
    expect(window.location.pathname).toBe('/404');
  });
});
