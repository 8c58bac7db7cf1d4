import { screen, waitFor, within } from '@testing-library/react';
import type { ReferentDetail, ReferentListEntry } from '@kursmarkt/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { bootData, fakeFetch, json, renderPage } from '../test/support.tsx';
import ReferentPage from './ReferentPage.tsx';
import ReferentsPage from './ReferentsPage.tsx';

const referents: ReferentListEntry[] = [
  {
    id: 2,
    title: 'Dr.',
    firstName: 'Matthias',
    lastName: 'Berger',
    organizer: null,
    courseCount: 9,
  },
  {
    id: 11,
    title: 'Dr.',
    firstName: 'Claudia',
    lastName: 'Braun',
    organizer: { id: 11, name: 'Bau- und Immobilienrechtsinstitut Stuttgart' },
    courseCount: 1,
  },
];

const referent: ReferentDetail = {
  id: 15,
  title: 'Prof. Dr.',
  firstName: 'Christine',
  lastName: 'Vogel',
  organizer: { id: 8, name: 'Forum Öffentliches Recht Mannheim' },
  bio: 'Prof. Dr. Christine Vogel ist Professorin für Öffentliches Recht.',
  upcomingCourses: [
    {
      id: 5,
      name: 'EU-Agrarförderung und Rückforderungsbescheide',
      organizer: { id: 8, name: 'Forum Öffentliches Recht Mannheim' },
      courseType: 'ONLINE',
      durationValue: 5,
      schedule: {
        id: 10,
        city: null,
        startDate: '2026-11-01',
        endDate: '2026-11-01',
        available: 0,
        full: true,
      },
      priceFrom: 22_900,
      detailPath: '/fortbildung/eu-agrarfoerderung-und-rueckforderungsbescheide-5',
    },
  ],
};

afterEach(() => {
  document.title = '';
});

describe('ReferentsPage', () => {
  it('shows each speaker with academic title, organizer and course count, linking by id', async () => {
    renderPage(<ReferentsPage />, {
      path: '/referenten',
      route: 'referenten',
      fetch: fakeFetch(() => json(200, referents)),
    });
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]!).getByRole('link', { name: 'Dr. Matthias Berger' })).toHaveAttribute(
      'href',
      '/referenten/2',
    );
    expect(cards[0]).toHaveTextContent('9 Kurse');
    expect(cards[1]).toHaveTextContent('Bau- und Immobilienrechtsinstitut Stuttgart');
  });

  it('hides the academic titles on the RENO theme', async () => {
    renderPage(<ReferentsPage />, {
      path: '/referenten',
      route: 'referenten',
      fetch: fakeFetch(() => json(200, referents)),
      boot: bootData({ theme: 'RENO' }),
    });
    expect(await screen.findByRole('link', { name: 'Matthias Berger' })).toBeInTheDocument();
    expect(screen.queryByText(/Dr\./)).not.toBeInTheDocument();
  });
});

describe('ReferentPage', () => {
  it('shows the speaker with bio, organizer and coming courses', async () => {
    const fetch = fakeFetch(() => json(200, referent));
    renderPage(<ReferentPage />, { path: '/referenten/15', route: 'referenten/:slugId', fetch });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prof. Dr. Christine Vogel' }),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/referent-infos/15?language=de', expect.anything());
    expect(screen.getByRole('link', { name: 'Forum Öffentliches Recht Mannheim' })).toHaveAttribute(
      'href',
      '/veranstalter/8',
    );
    expect(screen.getByText(referent.bio)).toBeInTheDocument();
    const course = within(screen.getByRole('region', { name: 'Kommende Kurse' })).getByRole(
      'article',
    );
    expect(course).toHaveTextContent('01.11.2026');
    expect(course).toHaveTextContent('ausgebucht');
    await waitFor(() => expect(document.title).toBe('Prof. Dr. Christine Vogel | Kursmarkt Recht'));
  });

  it('reads the id of a slug path too, and hides the title on the RENO theme', async () => {
    const fetch = fakeFetch(() => json(200, referent));
    renderPage(<ReferentPage />, {
      path: '/referenten/christine-vogel-15',
      route: 'referenten/:slugId',
      fetch,
      boot: bootData({ theme: 'RENO' }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Christine Vogel' }),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/referent-infos/15?language=de', expect.anything());
  });

  it('goes to the 404 page for a path without an id', async () => {
    const fetch = fakeFetch(() => json(200, referent));
    renderPage(<ReferentPage />, { path: '/referenten/vogel', route: 'referenten/:slugId', fetch });
    expect(await screen.findByText('404-Seite')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
