import { ApiProvider, createApiClient, type CoursesOverviewResponse } from '@kursmarkt/api';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { EducationProviderCourses } from './EducationProviderCourses.tsx';

const labels = {
  'modules.providerCourses.title': 'Termine der Deutschen Anwaltsakademie Rhein-Ruhr',
};

const config = { title: 'modules.providerCourses.title', organizerId: 1 };

const course = (id: number, name: string, startDate: string, city: string | null) => ({
  id,
  name,
  organizer: { id: 1, name: 'Deutsche Anwaltsakademie Rhein-Ruhr' },
  courseType: city ? ('PRESENT' as const) : ('ONLINE' as const),
  durationValue: 5,
  schedule: {
    id: id * 10,
    city: city ? { id: 7, name: city } : null,
    startDate,
    endDate: startDate,
    available: 12,
    full: false,
  },
  priceFrom: 24_500,
  detailPath: `/fortbildung-15-fao/kurs-${id}`,
});

const overview: CoursesOverviewResponse = {
  year: 2026,
  months: [
    {
      month: '2026-04',
      courses: [
        course(301, 'Insolvenzanfechtung in der Praxis', '2026-04-17', 'Essen'),
        course(302, 'Aktuelles Mietrecht 2026', '2026-04-24', null),
      ],
    },
    {
      month: '2026-06',
      courses: [
        course(303, 'Fachanwaltslehrgang Strafrecht', '2026-06-05', 'Düsseldorf'),
        { ...course(304, 'Erbrecht im Selbststudium', '2026-06-01', null), courseType: 'SELF' },
      ],
    },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const withApi = (fetch: typeof globalThis.fetch, ui: ReactNode) => (
  <ApiProvider client={createApiClient({ fetch })} swrConfig={{ provider: () => new Map() }}>
    <IntlProvider locale="de" defaultLocale="de" messages={labels}>
      {ui}
    </IntlProvider>
  </ApiProvider>
);

describe('EducationProviderCourses', () => {
  it("asks for the organizer's coming dates of the year", async () => {
    const fetch = vi.fn(async () => json(200, overview));
    render(withApi(fetch, <EducationProviderCourses config={config} year={2026} />));
    await screen.findAllByRole('link');
    expect(fetch).toHaveBeenCalledWith(
      '/api/courses/overview/2026?futureEventsOnly=true&organizerId=1',
      expect.anything(),
    );
  });

  it('groups the courses by month, each month a heading over its courses as links', async () => {
    render(
      withApi(
        vi.fn(async () => json(200, overview)),
        <EducationProviderCourses config={config} year={2026} />,
      ),
    );
    const section = await screen.findByRole('region', {
      name: 'Termine der Deutschen Anwaltsakademie Rhein-Ruhr',
    });
    await within(section).findAllByRole('link');
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['April 2026', 'Juni 2026']);

    const april = within(section).getByRole('list', { name: 'April 2026' });
    const items = within(april).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      within(items[0]!).getByRole('link', { name: 'Insolvenzanfechtung in der Praxis' }),
    ).toHaveAttribute('href', '/fortbildung-15-fao/kurs-301');
    expect(items[0]).toHaveTextContent('17. April · Essen');
    expect(items[1]).toHaveTextContent('24. April · Online');

    const june = within(section).getByRole('list', { name: 'Juni 2026' });
    const selfStudy = within(june).getAllByRole('listitem')[1]!;
    expect(selfStudy).toHaveTextContent('Selbststudium, Beginn jederzeit');
    expect(selfStudy).not.toHaveTextContent('1. Juni');
  });

  it('asks for the current year when no year is given', async () => {
    const fetch = vi.fn(async () => json(200, overview));
    render(withApi(fetch, <EducationProviderCourses config={config} />));
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        `/api/courses/overview/${new Date().getFullYear()}?futureEventsOnly=true&organizerId=1`,
        expect.anything(),
      ),
    );
  });

  it('renders the loading state on the server without guessing the year or asking for data', () => {
    const fetch = vi.fn(async () => json(200, overview));
    const html = renderToString(withApi(fetch, <EducationProviderCourses config={config} />));
    expect(html).toContain('Die Termine werden geladen.');
    expect(html).toContain('Termine der Deutschen Anwaltsakademie Rhein-Ruhr');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says the dates are loading until they arrive', () => {
    render(
      withApi(
        () => new Promise<Response>(() => {}),
        <EducationProviderCourses config={config} year={2026} />,
      ),
    );
    expect(screen.getByRole('heading', { level: 2 })).toBeVisible();
    expect(screen.getByText('Die Termine werden geladen.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows only a quiet note when the dates fail to load', async () => {
    render(
      withApi(
        vi.fn(async () => json(400, { code: 'BAD_REQUEST', message: 'Falsch.' })),
        <EducationProviderCourses config={config} year={2026} />,
      ),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Die Termine können gerade nicht angezeigt werden.',
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('renders nothing when the organizer has no coming dates', async () => {
    const fetch = vi.fn(async () => json(200, { year: 2026, months: [] }));
    const { container } = render(
      withApi(fetch, <EducationProviderCourses config={config} year={2026} />),
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
