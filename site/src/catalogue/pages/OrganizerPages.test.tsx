import { screen, waitFor, within } from '@testing-library/react';
import type { OrganizerDetail, OrganizerListEntry } from '@kursmarkt/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, json, renderPage } from '../test/support.tsx';
import OrganizerPage from './OrganizerPage.tsx';
import OrganizersPage from './OrganizersPage.tsx';

const organizers: OrganizerListEntry[] = [
  {
    id: 6,
    name: 'Akademie für Familien- und Erbrecht Berlin',
    slug: 'akademie-familien-erbrecht-berlin',
    city: 'Berlin',
    website: 'https://www.akademie.example',
    courseCount: 6,
  },
  {
    id: 9,
    name: 'Neues Institut',
    slug: 'neues-institut',
    city: 'Köln',
    website: '',
    courseCount: 1,
  },
];

const organizer: OrganizerDetail = {
  id: 4,
  name: 'Hanseatische Anwaltsakademie',
  slug: 'hanseatische-anwaltsakademie',
  description: 'Wirtschaftsrechtliche Fortbildung am Hafenstandort Hamburg.',
  address: { street: 'Ballindamm 17', zip: '20095', city: { id: 2, name: 'Hamburg' } },
  website: 'https://www.hanseatische-anwaltsakademie.example',
  email: 'seminare@hanseatische-anwaltsakademie.example',
  logoUrl: null,
  scopes: [
    { id: 8, name: 'Handels- und Gesellschaftsrecht' },
    { id: 14, name: 'Migrationsrecht' },
  ],
  upcomingCourses: [
    {
      id: 70,
      name: 'Fachanwaltslehrgang Migrationsrecht',
      organizer: { id: 4, name: 'Hanseatische Anwaltsakademie' },
      courseType: 'PRESENT',
      durationValue: 120,
      schedule: {
        id: 150,
        city: { id: 2, name: 'Hamburg' },
        startDate: '2026-11-05',
        endDate: '2027-01-16',
        available: 21,
        full: false,
      },
      priceFrom: 178_100,
      detailPath: '/fachanwaltslehrgang/fachanwaltslehrgang-migrationsrecht-70',
    },
    {
      id: 95,
      name: 'Die strafrechtliche Revision',
      organizer: { id: 4, name: 'Hanseatische Anwaltsakademie' },
      courseType: 'SELF',
      durationValue: 2.5,
      schedule: null,
      priceFrom: null,
      detailPath: '/fortbildung/die-strafrechtliche-revision-95',
    },
  ],
};

afterEach(() => {
  document.title = '';
});

describe('OrganizersPage', () => {
  it('shows each organizer as a card with name, city, course count and a link to its page', async () => {
    renderPage(<OrganizersPage />, {
      path: '/veranstalter',
      route: 'veranstalter',
      fetch: fakeFetch(() => json(200, organizers)),
    });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/veranstalter/akademie-familien-erbrecht-berlin-6',
    );
    expect(cards[0]).toHaveTextContent('Berlin');
    expect(cards[0]).toHaveTextContent('6 Kurse');
    expect(cards[1]).toHaveTextContent('1 Kurs');
    expect(screen.getByRole('heading', { level: 1, name: 'Veranstalter' })).toBeInTheDocument();
  });

  it('says when there are no organizers', async () => {
    renderPage(<OrganizersPage />, {
      path: '/veranstalter',
      route: 'veranstalter',
      fetch: fakeFetch(() => json(200, [])),
    });
    expect(
      await screen.findByText('Zurzeit sind keine Veranstalter eingetragen.'),
    ).toBeInTheDocument();
  });

  it('shows an error when the list cannot be loaded', async () => {
    renderPage(<OrganizersPage />, {
      path: '/veranstalter',
      route: 'veranstalter',
      fetch: fakeFetch(() => json(500, { code: 'INTERNAL', message: 'Kaputt.' })),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erneut versuchen');
  });
});

describe('OrganizerPage', () => {
  const renderOrganizer = (fetch = fakeFetch(() => json(200, organizer))) => {
    renderPage(<OrganizerPage />, {
      path: '/veranstalter/hanseatische-anwaltsakademie-4',
      route: 'veranstalter/:slugId',
      fetch,
    });
    return fetch;
  };

  it('loads the organizer of the id after the last hyphen with its scopes', async () => {
    const fetch = renderOrganizer();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hanseatische Anwaltsakademie' }),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/organizer/4?includeScopes=true&language=de',
      expect.anything(),
    );
    await waitFor(() =>
      expect(document.title).toBe('Hanseatische Anwaltsakademie | Kursmarkt Recht'),
    );
  });

  it('shows address, website as an external link, e-mail, description and scopes', async () => {
    renderOrganizer();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(/Ballindamm 17/).closest('address')).toHaveTextContent(
      'Ballindamm 1720095 Hamburg',
    );
    const website = screen.getByRole('link', {
      name: /www\.hanseatische-anwaltsakademie\.example/,
    });
    expect(website).toHaveAttribute('href', 'https://www.hanseatische-anwaltsakademie.example');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: organizer.email })).toHaveAttribute(
      'href',
      `mailto:${organizer.email}`,
    );
    expect(screen.getByText(organizer.description)).toBeInTheDocument();
    const scopes = screen.getByRole('region', { name: 'Fachgebiete' });
    expect(
      within(scopes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Handels- und Gesellschaftsrecht', 'Migrationsrecht']);
  });

  it('lists the coming courses as cards linking to their pages', async () => {
    renderOrganizer();
    const courses = await screen.findByRole('region', { name: 'Kommende Kurse' });
    const [first, second] = within(courses).getAllByRole('article');
    expect(within(first!).getByRole('link')).toHaveAttribute(
      'href',
      '/fachanwaltslehrgang/fachanwaltslehrgang-migrationsrecht-70',
    );
    expect(first).toHaveTextContent('05.11.2026 – 16.01.2027 · Hamburg');
    expect(first).toHaveTextContent(/ab\s*1\.781,00\s€/);
    expect(second).toHaveTextContent('Selbststudium · 2,5 Zeitstunden');
    expect(second).toHaveTextContent('Termin auf Anfrage');
  });

  it('goes to the 404 page for a path without an id', async () => {
    const fetch = fakeFetch(() => json(200, organizer));
    renderPage(<OrganizerPage />, {
      path: '/veranstalter/hanseatische-anwaltsakademie',
      route: 'veranstalter/:slugId',
      fetch,
    });
    expect(await screen.findByText('404-Seite')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
