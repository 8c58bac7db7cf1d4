import { ApiProvider, createApiClient, type SearchResult } from '@kursmarkt/api';
import type { ModuleConfig } from '@kursmarkt/schemas';
import { act, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { CoursePreview } from './CoursePreview.tsx';

const labels = {
  'modules.latestCourses.title': 'Demnächst beginnende Kurse',
};

const result: SearchResult = {
  courses: [
    {
      id: 101,
      slug: 'fachanwaltslehrgang-arbeitsrecht',
      name: 'Fachanwaltslehrgang Arbeitsrecht',
      courseType: 'PRESENT',
      searchType: 'SPECIALIZATION',
      category: 'fachanwaltslehrgang',
      durationValue: 120,
      organizer: { id: 2, name: 'Fachinstitut für Arbeitsrecht Köln' },
      scopes: [{ id: 2, name: 'Arbeitsrecht' }],
      nextSchedule: {
        id: 1001,
        startDate: '2026-04-13',
        endDate: '2026-04-18',
        city: { id: 5, name: 'Köln' },
        distanceKm: null,
        full: false,
        running: false,
      },
      scheduleCount: 2,
      priceFrom: 249_000,
      detailPath: '/fachanwaltslehrgang/fachanwaltslehrgang-arbeitsrecht-101',
    },
    {
      id: 103,
      slug: 'erbrecht-im-selbststudium',
      name: 'Erbrecht im Selbststudium',
      courseType: 'SELF',
      searchType: 'EDUCATION',
      category: 'selbststudium',
      durationValue: 1,
      organizer: { id: 6, name: 'Akademie für Familien- und Erbrecht Berlin' },
      scopes: [{ id: 5, name: 'Erbrecht' }],
      // The catalogue gives self-study a start date; it still starts whenever one likes.
      nextSchedule: {
        id: 1003,
        startDate: '2026-04-01',
        endDate: '2026-04-30',
        city: null,
        distanceKm: null,
        full: false,
        running: false,
      },
      scheduleCount: 1,
      priceFrom: null,
      detailPath: '/fortbildung/erbrecht-im-selbststudium-103',
    },
  ],
  count: 2,
  countCapped: false,
  start: 1,
  limit: 12,
  filters: { scopes: [], courseTypes: [], cities: [], months: [] },
};

const organizer = (id: number, courseCount: number) => ({
  id,
  name: `Veranstalter ${id}`,
  slug: `veranstalter-${id}`,
  city: 'Köln',
  website: 'https://veranstalter.example',
  courseCount,
});
const organizers = [organizer(1, 12), organizer(2, 3), organizer(3, 0)];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the search and the organizers list like the server. */
const api = (search: () => Response | Promise<Response>) =>
  vi.fn(async (input: RequestInfo | URL) =>
    String(input).startsWith('/api/search') ? search() : json(200, organizers),
  );

/**
 * Renders the preview as the start page does, in a Suspense boundary whose fallback holds its
 * place while it waits for its data, with the site's SWR settings; inside `act`, which lets
 * React retry the waiting module.
 */
async function renderPreview(
  config: ModuleConfig<'COURSE_PREVIEW'>,
  fetch: typeof globalThis.fetch,
) {
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(
      <ApiProvider
        client={createApiClient({ fetch })}
        swrConfig={{ provider: () => new Map(), revalidateIfStale: false }}
      >
        <IntlProvider locale="de" defaultLocale="de" messages={labels}>
          <Suspense fallback={<p>Platzhalter der Startseite</p>}>
            <CoursePreview config={config} />
          </Suspense>
        </IntlProvider>
      </ApiProvider>,
    );
  });
  return view;
}

const lawyerConfig = {
  title: 'modules.latestCourses.title',
  types: ['SPECIALIZATION', 'EDUCATION'],
} satisfies ModuleConfig<'COURSE_PREVIEW'>;

describe('CoursePreview', () => {
  it('searches the first 12 courses of the configured types and loads the organizers', async () => {
    const fetch = api(() => json(200, result));
    await renderPreview(lawyerConfig, fetch);
    await screen.findByRole('link', { name: 'Fachanwaltslehrgang Arbeitsrecht' });
    const urls = fetch.mock.calls.map(
      ([input]) => new URL(String(input), 'https://kursmarkt.test'),
    );
    const search = urls.find((url) => url.pathname === '/api/search');
    expect(Object.fromEntries(search!.searchParams)).toEqual({
      start: '1',
      limit: '12',
      types: 'SPECIALIZATION,EDUCATION',
    });
    expect(urls.map((url) => url.pathname)).toContain('/api/organizer');
  });

  it('shows each course as a card with its page, organizer, type, next date, place and price', async () => {
    await renderPreview(
      lawyerConfig,
      api(() => json(200, result)),
    );
    const section = await screen.findByRole('region', { name: 'Demnächst beginnende Kurse' });
    const cards = within(within(section).getByRole('list')).getAllByRole('article');
    expect(cards).toHaveLength(2);

    const first = cards[0]!;
    expect(
      within(first).getByRole('heading', { level: 3, name: 'Fachanwaltslehrgang Arbeitsrecht' }),
    ).toBeInTheDocument();
    expect(within(first).getByRole('link')).toHaveAttribute(
      'href',
      '/fachanwaltslehrgang/fachanwaltslehrgang-arbeitsrecht-101',
    );
    expect(first).toHaveTextContent('Fachinstitut für Arbeitsrecht Köln');
    expect(first).toHaveTextContent('Präsenzschulung');
    expect(first).toHaveTextContent('Nächster Termin: 13.04.2026 · Köln');
    expect(first).toHaveTextContent('120 Zeitstunden');
    expect(first.textContent).toMatch(/ab 2\.490,00\s€/);

    const selfStudy = cards[1]!;
    expect(selfStudy).toHaveTextContent('Selbststudium');
    expect(selfStudy).toHaveTextContent('Beginn jederzeit');
    expect(selfStudy).not.toHaveTextContent('01.04.2026');
    expect(selfStudy).toHaveTextContent('1 Zeitstunde');
    expect(selfStudy).not.toHaveTextContent('ab');
  });

  it('says of a next date that began already that the course runs and can be joined', async () => {
    const running: SearchResult = {
      ...result,
      courses: [
        {
          ...result.courses[0]!,
          nextSchedule: { ...result.courses[0]!.nextSchedule!, running: true },
        },
      ],
    };
    await renderPreview(
      lawyerConfig,
      api(() => json(200, running)),
    );
    const section = await screen.findByRole('region', { name: 'Demnächst beginnende Kurse' });
    const [card] = within(within(section).getByRole('list')).getAllByRole('article');
    expect(card).toHaveTextContent('läuft seit 13.04.2026, Einstieg noch möglich · Köln');
  });

  it('counts the organizers with courses and links to them and to the full search', async () => {
    await renderPreview(
      lawyerConfig,
      api(() => json(200, result)),
    );
    expect(await screen.findByRole('link', { name: 'Kurse von 2 Veranstaltern' })).toHaveAttribute(
      'href',
      '/veranstalter',
    );
    const all = screen.getByRole('link', { name: 'Alle Kurse anzeigen' });
    const href = new URL(all.getAttribute('href')!, 'https://kursmarkt.test');
    expect(href.pathname).toBe('/search');
    expect(Object.fromEntries(href.searchParams)).toEqual({ types: 'SPECIALIZATION,EDUCATION' });
  });

  it('passes the configured course type to the search and to the link', async () => {
    const fetch = api(() => json(200, result));
    await renderPreview(
      { title: 'modules.latestCourses.title', types: ['RENO'], courseType: 'ONLINE' },
      fetch,
    );
    const all = await screen.findByRole('link', { name: 'Alle Kurse anzeigen' });
    expect(all).toHaveAttribute('href', '/search?types=RENO&courseType=ONLINE');
    await screen.findAllByRole('article');
    expect(fetch.mock.calls.map(([input]) => String(input))).toContain(
      '/api/search?start=1&limit=12&types=RENO&courseType=ONLINE',
    );
  });

  it('shows only once the organizers and the search have both arrived', async () => {
    const answers: Array<(response: Response) => void> = [];
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answers.push(resolve);
        }),
    );
    await renderPreview(lawyerConfig, fetch);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Platzhalter der Startseite')).toBeInTheDocument();

    const calls = fetch.mock.calls as unknown as Array<[RequestInfo | URL]>;
    const searchAt = calls.findIndex(([input]) => String(input).startsWith('/api/search'));
    await act(async () => answers[searchAt]!(json(200, result)));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    await act(async () => answers[1 - searchAt]!(json(200, organizers)));
    expect(
      await screen.findByRole('link', { name: 'Kurse von 2 Veranstaltern' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText('Die Kurse werden geladen.')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('says the courses are loading while it asks again after a failed first call', async () => {
    let searches = 0;
    const fetch = api(() =>
      (searches += 1) === 1
        ? json(400, { code: 'BAD_REQUEST', message: 'Falsch.' })
        : new Promise<Response>(() => {}),
    );
    await renderPreview(lawyerConfig, fetch);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Demnächst beginnende Kurse' }),
    ).toBeVisible();
    expect(screen.getByText('Die Kurse werden geladen.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows only a quiet note when the search fails', async () => {
    await renderPreview(
      lawyerConfig,
      api(() => json(400, { code: 'BAD_REQUEST', message: 'Falsch.' })),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Die Kurse können gerade nicht angezeigt werden.',
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('renders nothing when no course matches', async () => {
    const fetch = api(() => json(200, { ...result, courses: [], count: 0 }));
    const { container } = await renderPreview(lawyerConfig, fetch);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
