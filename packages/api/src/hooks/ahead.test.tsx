import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { unstable_serialize } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client.ts';
import { ApiProvider } from '../context.tsx';
import { loadFallback, useDataAhead, type DataRequest } from './ahead.ts';
import { getOrganizers, organizersKey, useOrganizers } from './catalogue.ts';
import { faqKey, getFaq } from './faq.ts';
import { infiniteSearchRequest, useInfiniteSearch, type SearchResult } from './search.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const organizers = [
  {
    id: 1,
    name: 'Deutsche Anwaltsakademie Rhein-Ruhr',
    slug: 'deutsche-anwaltsakademie-rhein-ruhr',
    city: 'Essen',
    website: 'https://daa.example',
    courseCount: 24,
  },
];

/** Answers the organizers list; every other call fails with a 400. */
const server = () =>
  vi.fn(async (input: RequestInfo | URL) =>
    new URL(String(input), 'http://localhost').pathname === '/api/organizer'
      ? json(200, organizers)
      : json(400, { code: 'BAD_REQUEST', message: 'Nein.' }),
  );

const organizersRequest: DataRequest = {
  key: organizersKey(),
  load: (client) => getOrganizers(client),
};
const faqRequest: DataRequest = { key: faqKey('de'), load: (client) => getFaq(client, 'de') };

describe('loadFallback', () => {
  it('gives each answer under the key its hook serializes, once per key', async () => {
    const fetch = server();
    const fallback = await loadFallback(createApiClient({ fetch }), [
      organizersRequest,
      organizersRequest,
    ]);
    expect(fallback).toEqual({ [unstable_serialize(organizersKey())]: organizers });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('loads the calls that need an answer after it, with that answer', async () => {
    const fetch = server();
    const seen: unknown[] = [];
    const fallback = await loadFallback(createApiClient({ fetch, retryDelay: () => 0 }), [
      {
        ...organizersRequest,
        next: (answer) => {
          seen.push(answer);
          return [{ key: ['count'], load: async () => (answer as unknown[]).length }];
        },
      },
      // The FAQ call fails: what needs its answer is not asked for.
      { ...faqRequest, next: () => [{ key: ['after-faq'], load: async () => 'never' }] },
    ]);
    expect(seen).toEqual([organizers]);
    expect(fallback).toEqual({
      [unstable_serialize(organizersKey())]: organizers,
      [unstable_serialize(['count'])]: 1,
    });
  });

  it('leaves a failed call out, so that the hook asks again', async () => {
    const fallback = await loadFallback(createApiClient({ fetch: server(), retryDelay: () => 0 }), [
      organizersRequest,
      faqRequest,
    ]);
    expect(Object.keys(fallback)).toEqual([unstable_serialize(organizersKey())]);
  });
});

function OrganizerCount() {
  useDataAhead([organizersRequest]);
  // Rendered only after the data is there: the first render already has it.
  const { data } = useOrganizers();
  return <p>{data ? `${data.length} Veranstalter` : 'keine Daten'}</p>;
}

/** Renders inside `act`, which lets React retry a page that waited for its data. */
async function renderWithData(
  fetch: typeof globalThis.fetch,
  fallback: Record<string, unknown> = {},
  page = <OrganizerCount />,
) {
  await act(async () => {
    render(
      <ApiProvider
        client={createApiClient({ fetch, retryDelay: () => 0 })}
        swrConfig={{ provider: () => new Map(), fallback, revalidateIfStale: false }}
      >
        <Suspense fallback={<p>Seite lädt</p>}>{page}</Suspense>
      </ApiProvider>,
    );
  });
}

describe('useDataAhead', () => {
  it('holds the page until its data has arrived, and the page’s hook asks no more', async () => {
    let answer = (_response: Response) => {};
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    await renderWithData(fetch);
    expect(screen.getByText('Seite lädt')).toBeInTheDocument();
    await act(async () => answer(json(200, organizers)));
    expect(await screen.findByText('1 Veranstalter')).toBeInTheDocument();
    expect(screen.queryByText('keine Daten')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('renders at once and asks nothing when the page came with the data', async () => {
    const fetch = server();
    await renderWithData(fetch, { [unstable_serialize(organizersKey())]: organizers });
    expect(screen.getByText('1 Veranstalter')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does not hold the page when a call fails; the page shows its own state', async () => {
    function FaqPage() {
      useDataAhead([faqRequest]);
      return <p>FAQ-Seite</p>;
    }
    await renderWithData(server(), {}, <FaqPage />);
    expect(await screen.findByText('FAQ-Seite')).toBeInTheDocument();
  });
});

describe('infiniteSearchRequest', () => {
  const firstPage: SearchResult = {
    courses: [],
    count: 0,
    countCapped: false,
    start: 1,
    limit: 20,
    filters: { scopes: [], courseTypes: [], cities: [], months: [] },
  };

  function Count() {
    const { count } = useInfiniteSearch({ term: 'Arbeitsrecht' });
    return <p>{count === undefined ? 'lädt' : `${count} Kurse`}</p>;
  }

  it('loads the first page under the key of the results list, which then asks nothing', async () => {
    const server = vi.fn(async (_input: RequestInfo | URL) => json(200, firstPage));
    const fallback = await loadFallback(createApiClient({ fetch: server }), [
      infiniteSearchRequest({ term: 'Arbeitsrecht' }),
    ]);
    expect(String(server.mock.calls[0]?.[0])).toBe(
      '/api/search?term=Arbeitsrecht&start=1&limit=20',
    );

    const fetch = vi.fn();
    await renderWithData(fetch, fallback, <Count />);
    expect(screen.getByText('0 Kurse')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
