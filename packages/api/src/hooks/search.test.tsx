import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client.ts';
import { ApiProvider } from '../context.tsx';
import { cityKey, suggestCityKey, useCities, useCity, useSuggestCity } from './cities.ts';
import {
  searchKey,
  useInfiniteSearch,
  useSearch,
  type SearchParams,
  type SearchResult,
  type SearchResultCourse,
} from './search.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const course = (id: number): SearchResultCourse => ({
  id,
  slug: `kurs-${id}`,
  name: `Kurs ${id}`,
  courseType: 'ONLINE',
  searchType: 'EDUCATION',
  category: 'online-seminar',
  durationValue: 3,
  organizer: { id: 1, name: 'Deutsche Anwaltsakademie Rhein-Ruhr' },
  scopes: [{ id: 2, name: 'Arbeitsrecht' }],
  nextSchedule: {
    id: id * 10,
    startDate: '2026-07-01',
    endDate: '2026-07-01',
    city: null,
    distanceKm: null,
    full: false,
    running: false,
  },
  scheduleCount: 1,
  priceFrom: 19_900,
  detailPath: `/fortbildung/kurs-${id}-${id}`,
});

/** A fake server with 45 matching courses: answers /api/search by `start` and `limit`. */
const catalogue = (total = 45) =>
  vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/search') {
      const start = Number(url.searchParams.get('start') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const ids = Array.from({ length: total }, (_, index) => index + 1).slice(
        (start - 1) * limit,
        start * limit,
      );
      const body: SearchResult = {
        courses: ids.map(course),
        count: total,
        countCapped: false,
        start,
        limit,
        filters: {
          scopes: [{ id: 2, name: 'Arbeitsrecht', count: total }],
          courseTypes: [{ value: 'ONLINE', count: total }],
          cities: [],
          months: [{ month: '2026-07', count: total }],
        },
      };
      return json(200, body);
    }
    if (url.pathname === '/api/search/suggestCity') {
      return json(200, [{ id: 4, name: 'Köln', state: 'Nordrhein-Westfalen' }]);
    }
    if (url.pathname === '/api/search/city') {
      return json(200, [
        { id: 15, name: 'Bonn', state: 'Nordrhein-Westfalen' },
        { id: 4, name: 'Köln', state: 'Nordrhein-Westfalen' },
      ]);
    }
    if (url.pathname === '/api/search/city/4') {
      return json(200, {
        id: 4,
        name: 'Köln',
        state: 'Nordrhein-Westfalen',
        latitude: 50.9375,
        longitude: 6.9603,
      });
    }
    return json(404, { code: 'NOT_FOUND', message: 'The city was not found.' });
  });

const requested = (fetch: ReturnType<typeof catalogue>) =>
  fetch.mock.calls.map(([input]) => String(input));

const Provider = ({
  fetch,
  children,
}: {
  fetch: ReturnType<typeof catalogue>;
  children: React.ReactNode;
}) => (
  <ApiProvider client={createApiClient({ fetch })} swrConfig={{ provider: () => new Map() }}>
    {children}
  </ApiProvider>
);

const SearchList = ({ params }: { params: SearchParams | null }) => {
  const { data, error } = useSearch(params);
  if (error) return <p>{error.code}</p>;
  if (!data) return <p>loading</p>;
  return <p>{`${data.count} found, showing ${data.courses.map((entry) => entry.id).join(',')}`}</p>;
};

describe('useSearch', () => {
  it('sends the parameters as a query string, lists as comma lists and nulls left out', async () => {
    const fetch = catalogue();
    render(
      <Provider fetch={fetch}>
        <SearchList
          params={{
            start: 1,
            limit: 3,
            types: ['EDUCATION', 'RENO'],
            scope: 2,
            dateFrom: '2026-07-01',
            dateTo: null,
            cityId: 4,
            radius: 50,
            initial: true,
          }}
        />
      </Provider>,
    );
    expect(await screen.findByText('45 found, showing 1,2,3')).toBeInTheDocument();
    expect(requested(fetch)).toEqual([
      '/api/search?start=1&limit=3&types=EDUCATION%2CRENO&scope=2&dateFrom=2026-07-01&cityId=4&radius=50&initial=true',
    ]);
  });

  it('makes no request for null and one request for equal parameters', async () => {
    const fetch = catalogue();
    const Twice = () => {
      const [round, setRound] = useState(0);
      return (
        <>
          <SearchList params={{ term: 'Arbeitsrecht', limit: 2 }} />
          <SearchList params={{ limit: 2, term: 'Arbeitsrecht' }} />
          <SearchList params={null} />
          <button type="button" onClick={() => setRound(round + 1)}>
            {`again ${round}`}
          </button>
        </>
      );
    };
    render(
      <Provider fetch={fetch}>
        <Twice />
      </Provider>,
    );
    expect(await screen.findAllByText('45 found, showing 1,2')).toHaveLength(2);
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByText('again 1')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledOnce();
    expect(screen.getByText('loading')).toBeInTheDocument();
  });

  it('keys the cache by the route name and the parameters', () => {
    expect(searchKey({ term: 'Erbrecht' })).toEqual(['search', { term: 'Erbrecht' }]);
    expect(suggestCityKey('koel')).toEqual(['suggestCity', 'koel']);
    expect(cityKey(4)).toEqual(['getCity', 4]);
  });
});

const LoadMore = ({ params }: { params: SearchParams | null }) => {
  const { courses, count, hasMore, loadMore, isLoading } = useInfiniteSearch(params);
  return (
    <div>
      <p>{isLoading ? 'loading' : `${courses.length} of ${count ?? '-'}`}</p>
      <p>{hasMore ? 'more' : 'all'}</p>
      <p>{`last ${courses.at(-1)?.id ?? '-'}`}</p>
      <button type="button" onClick={() => void loadMore()}>
        Mehr laden
      </button>
    </div>
  );
};

describe('useInfiniteSearch', () => {
  it('loads more by incrementing start and appends the results until the last page', async () => {
    const fetch = catalogue(45);
    render(
      <Provider fetch={fetch}>
        <LoadMore params={{ types: ['EDUCATION'] }} />
      </Provider>,
    );
    expect(await screen.findByText('20 of 45')).toBeInTheDocument();
    expect(screen.getByText('more')).toBeInTheDocument();

    await act(async () => screen.getByRole('button', { name: 'Mehr laden' }).click());
    expect(await screen.findByText('40 of 45')).toBeInTheDocument();
    expect(screen.getByText('last 40')).toBeInTheDocument();

    await act(async () => screen.getByRole('button', { name: 'Mehr laden' }).click());
    expect(await screen.findByText('45 of 45')).toBeInTheDocument();
    expect(screen.getByText('all')).toBeInTheDocument();

    await act(async () => screen.getByRole('button', { name: 'Mehr laden' }).click());
    const starts = requested(fetch).map((url) =>
      new URL(url, 'http://localhost').searchParams.get('start'),
    );
    expect(starts).toEqual(['1', '2', '3']);
    expect(requested(fetch)[1]).toBe('/api/search?types=EDUCATION&start=2&limit=20');
  });

  it('stops after one short page and makes no request for null', async () => {
    const fetch = catalogue(5);
    const { unmount } = render(
      <Provider fetch={fetch}>
        <LoadMore params={{ limit: 12, start: 1 }} />
      </Provider>,
    );
    expect(await screen.findByText('5 of 5')).toBeInTheDocument();
    expect(screen.getByText('all')).toBeInTheDocument();
    unmount();

    const idle = catalogue();
    render(
      <Provider fetch={idle}>
        <LoadMore params={null} />
      </Provider>,
    );
    await act(() => Promise.resolve());
    expect(idle).not.toHaveBeenCalled();
    expect(screen.getByText('0 of -')).toBeInTheDocument();
  });
});

const CityField = ({ input }: { input: string | null }) => {
  const { data } = useSuggestCity(input);
  return <p>{data ? data.map((city) => city.name).join(',') || 'Ort nicht gefunden' : 'none'}</p>;
};

describe('useSuggestCity', () => {
  it('asks from 3 characters on, trimmed', async () => {
    const fetch = catalogue();
    render(
      <Provider fetch={fetch}>
        <CityField input=" koel " />
      </Provider>,
    );
    expect(await screen.findByText('Köln')).toBeInTheDocument();
    expect(requested(fetch)).toEqual(['/api/search/suggestCity?input=koel']);
  });

  it.each([null, '', 'ko', '  k  '])('makes no request for %j', async (input) => {
    const fetch = catalogue();
    render(
      <Provider fetch={fetch}>
        <CityField input={input} />
      </Provider>,
    );
    await act(() => Promise.resolve());
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByText('none')).toBeInTheDocument();
  });
});

const CityList = () => {
  const { data } = useCities();
  return <p>{data ? data.map((city) => city.name).join(',') : 'none'}</p>;
};

const CityInfo = ({ id }: { id: number | null }) => {
  const { data, error } = useCity(id);
  if (error) return <p>{`${error.status} ${error.code}`}</p>;
  return <p>{data ? `${data.name} ${data.latitude}` : 'none'}</p>;
};

describe('useCities and useCity', () => {
  it('loads the city list', async () => {
    const fetch = catalogue();
    render(
      <Provider fetch={fetch}>
        <CityList />
      </Provider>,
    );
    expect(await screen.findByText('Bonn,Köln')).toBeInTheDocument();
    expect(requested(fetch)).toEqual(['/api/search/city']);
  });

  it('loads one city, skips null and reports a 404', async () => {
    const fetch = catalogue();
    render(
      <Provider fetch={fetch}>
        <CityInfo id={4} />
        <CityInfo id={null} />
        <CityInfo id={999} />
      </Provider>,
    );
    expect(await screen.findByText('Köln 50.9375')).toBeInTheDocument();
    expect(await screen.findByText('404 NOT_FOUND')).toBeInTheDocument();
    expect(screen.getByText('none')).toBeInTheDocument();
    expect(requested(fetch).sort()).toEqual(['/api/search/city/4', '/api/search/city/999']);
  });
});
