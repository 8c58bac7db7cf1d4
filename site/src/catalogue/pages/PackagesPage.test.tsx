import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PackageSource } from '@kursmarkt/schemas';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json, renderPage } from '../test/support.tsx';
import PackagesPage from './PackagesPage.tsx';

const packages: PackageSource[] = [
  {
    id: 2,
    name: 'Fortbildungspaket Familien- und Erbrecht (15 Stunden)',
    educationalType: 'EDUCATION',
    organizer: { id: 6, name: 'Akademie für Familien- und Erbrecht Berlin' },
    professionalScopeIds: [5, 6, 404],
    creditValue: 15,
    price: 44_000,
  },
  {
    id: 7,
    name: 'Zwangsvollstreckung kompakt',
    educationalType: 'RENO',
    organizer: { id: 3, name: 'RENO-Bildungswerk Nord' },
    professionalScopeIds: [25],
    creditValue: 7.5,
    price: 19_950,
  },
];

describe('PackagesPage', () => {
  it('shows each package with organizer, type, hours, price and its scopes by name', async () => {
    renderPage(<PackagesPage />, {
      path: '/seminar-pakete',
      route: 'seminar-pakete',
      fetch: fakeFetch(() => json(200, packages)),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Seminar-Pakete' })).toBeInTheDocument();
    const first = await screen.findByRole('article', {
      name: 'Fortbildungspaket Familien- und Erbrecht (15 Stunden)',
    });
    expect(
      within(first).getByRole('link', { name: 'Akademie für Familien- und Erbrecht Berlin' }),
    ).toHaveAttribute('href', '/veranstalter/6');
    expect(first).toHaveTextContent('Fortbildung');
    expect(first).toHaveTextContent('15 Zeitstunden');
    expect(first).toHaveTextContent('Familienrecht, Erbrecht');
    expect(first).toHaveTextContent(/440,00\s€/);
    const second = screen.getByRole('article', { name: 'Zwangsvollstreckung kompakt' });
    expect(second).toHaveTextContent('Fortbildung für Kanzleimitarbeitende');
    expect(second).toHaveTextContent('7,5 Zeitstunden');
    expect(second).toHaveTextContent('Zwangsvollstreckung');
    expect(second).toHaveTextContent(/199,50\s€/);
    expect(
      screen.getByRole('button', { name: 'Zwangsvollstreckung kompakt in den Warenkorb' }),
    ).toBeVisible();
    expect(screen.getAllByRole('button', { name: /in den Warenkorb$/ })).toHaveLength(2);
  });

  it("puts a package with its credits into a guest's cart and leaves for the cart", async () => {
    localStorage.clear();
    renderPage(<PackagesPage />, {
      path: '/seminar-pakete',
      route: 'seminar-pakete',
      fetch: fakeFetch(() => json(200, packages)),
    });
    const second = await screen.findByRole('article', { name: 'Zwangsvollstreckung kompakt' });
    await userEvent.click(
      within(second).getByRole('button', { name: 'Zwangsvollstreckung kompakt in den Warenkorb' }),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1 })).toBeNull());
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([{ packageId: 7 }]);
    expect(JSON.parse(localStorage.getItem('cp')!)).toEqual([
      {
        packageId: 7,
        type: 'RENO',
        organizerId: 3,
        scopeIds: [25],
        remainingCredits: 7.5,
        creditValue: 7.5,
        cartPosition: true,
      },
    ]);
    localStorage.clear();
  });

  it('says when no packages are offered', async () => {
    renderPage(<PackagesPage />, {
      path: '/seminar-pakete',
      route: 'seminar-pakete',
      fetch: fakeFetch(() => json(200, [])),
    });
    expect(
      await screen.findByText('Zurzeit werden keine Seminar-Pakete angeboten.'),
    ).toBeInTheDocument();
  });
});
