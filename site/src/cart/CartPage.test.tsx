import { screen } from '@testing-library/react';
import type { PackageSource } from '@kursmarkt/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, json, renderPage } from '../catalogue/test/support.tsx';
import CartPage from './CartPage.tsx';

const yearPackage: PackageSource = {
  id: 7,
  name: 'Zwangsvollstreckung kompakt',
  educationalType: 'RENO',
  organizer: { id: 3, name: 'RENO-Bildungswerk Nord' },
  professionalScopeIds: [25],
  creditValue: 7.5,
  price: 19_950,
};

describe("CartPage, a guest's cart", () => {
  afterEach(() => localStorage.clear());

  it('asks a guest with a credit package to sign in, since its hours go to an account, and offers no guest order', async () => {
    localStorage.setItem('cart', JSON.stringify([{ packageId: 7 }]));
    renderPage(<CartPage />, {
      path: '/warenkorb',
      route: 'warenkorb',
      fetch: fakeFetch((url) =>
        url.includes('/api/courses/packages/7') ? json(200, yearPackage) : json(404, {}),
      ),
    });

    expect(
      await screen.findByText(
        'Die Stunden eines Seminar-Pakets werden Ihrem Kundenkonto gutgeschrieben. Bitte melden Sie sich an oder registrieren Sie sich, um zu bestellen.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmelden und Warenkorb übernehmen' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Als Gast bestellen' })).toBeNull();
  });
});
