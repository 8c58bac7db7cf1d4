import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerPackage } from '@kursmarkt/schemas';
import { createSessionCore, type SessionCore } from '../session/core.ts';
import { sharedBrowser, storedUser, tab } from '../session/test-support.ts';

// The boundary to the sign-in library: Anna Berger is signed in.
const boundary = vi.hoisted(() => ({ core: undefined as SessionCore | undefined }));
vi.mock('../session/client.ts', () => ({ sessionCore: () => boundary.core }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const family: CustomerPackage = {
  id: '3f1c2b7a-8d4e-4f60-9a1b-000000000001',
  packageId: 2,
  name: 'Paket Familienrecht',
  type: 'EDUCATION',
  organizerId: 4,
  organizer: 'Akademie Eins',
  scopeIds: [7],
  creditValue: 10,
  remainingCredits: 7.5,
  purchasedAt: '2026-11-28T09:00:00.000Z',
  expiresOn: '2029-12-31',
  expired: false,
};
const old: CustomerPackage = {
  ...family,
  id: '3f1c2b7a-8d4e-4f60-9a1b-000000000002',
  name: 'Paket Arbeitsrecht',
  remainingCredits: 10,
  purchasedAt: '2022-05-01T09:00:00.000Z',
  expiresOn: '2025-12-31',
  expired: true,
};
const ledgerOf = (creditPackage: CustomerPackage) => ({
  ...creditPackage,
  scopes: [{ id: 7, name: 'Familienrecht' }],
  ledger:
    creditPackage === family
      ? [
          {
            id: 1,
            delta: 10,
            reason: 'PURCHASE',
            createdAt: '2026-11-28T09:00:00.000Z',
            booking: null,
          },
          {
            id: 2,
            delta: -5,
            reason: 'BOOKING',
            createdAt: '2026-12-01T09:00:00.000Z',
            booking: {
              orderId: '3f1c2b7a-8d4e-4f60-9a1b-0000000000a1',
              orderNumber: 'KM-7QX2M4PA',
              name: 'Familienrecht kompakt',
              startDate: '2027-04-20',
            },
          },
          {
            id: 3,
            delta: 5,
            reason: 'CANCELLATION',
            createdAt: '2026-12-02T09:00:00.000Z',
            booking: {
              orderId: '3f1c2b7a-8d4e-4f60-9a1b-0000000000a1',
              orderNumber: 'KM-7QX2M4PA',
              name: 'Familienrecht kompakt',
              startDate: '2027-04-20',
            },
          },
          {
            id: 4,
            delta: -2.5,
            reason: 'BOOKING',
            createdAt: '2026-12-03T09:00:00.000Z',
            booking: {
              orderId: '3f1c2b7a-8d4e-4f60-9a1b-0000000000a2',
              orderNumber: 'KM-8RT3N5QB',
              name: 'Unterhaltsrecht im Selbststudium',
              startDate: null,
            },
          },
        ]
      : [{ id: 9, delta: 10, reason: 'PURCHASE', createdAt: old.purchasedAt, booking: null }],
});

/** The API: the packages of the list and each one's ledger; 404 for anything else. */
function api(packages: CustomerPackage[]) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/customer/packages') return json(200, packages);
    const found = packages.find((entry) => url.pathname === `/api/customer/packages/${entry.id}`);
    if (found) return json(200, ledgerOf(found));
    return json(404, { code: 'NOT_FOUND', message: 'not found' });
  });
}

async function renderCredits(fetch: typeof globalThis.fetch) {
  vi.resetModules();
  boundary.core = createSessionCore(tab(sharedBrowser(storedUser(300))).environment, {
    fallbackReturnPath: '/customer-dashboard',
  });
  const { renderInSite, setCookie } = await import('../session/render-support.tsx');
  setCookie('rfLoggedIn', 'true');
  const { default: CreditsPage } = await import('./CreditsPage.tsx');
  renderInSite(<CreditsPage title="Guthaben" />, { path: '/customer-dashboard/guthaben', fetch });
}

afterEach(() => {
  document.cookie = 'rfLoggedIn=; Path=/; Max-Age=0';
});

describe('guthaben', () => {
  it('shows each package with its hours as a meter and in words, its last day and every booking of its ledger', async () => {
    await renderCredits(api([old, family]));

    const cards = await screen.findAllByRole('article');
    // The newest purchase first.
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Paket Familienrecht'),
      expect.stringContaining('Paket Arbeitsrecht'),
    ]);
    const card = screen.getByRole('article', { name: 'Paket Familienrecht' });
    const meter = within(card).getByRole('meter', { name: 'Verbleibende Zeitstunden' });
    expect(meter).toHaveAttribute('value', '7.5');
    expect(meter).toHaveAttribute('max', '10');
    expect(meter).toHaveAccessibleDescription('7,5 von 10 Zeitstunden übrig, 2,5 genutzt');
    expect(within(card).getByText('Akademie Eins')).toBeVisible();
    expect(within(card).getByText('31.12.2029')).toBeVisible();
    expect(within(card).queryByText('Abgelaufen')).toBeNull();

    const ledger = await within(card).findByRole('table', { name: 'Verlauf des Guthabens' });
    expect(within(card).getByText('Familienrecht')).toBeVisible();
    const rows = within(ledger)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['28.11.2026', 'Paket gekauft', '+10'],
      [
        '01.12.2026',
        'Kurs gebucht: Familienrecht kompakt, 20.04.2027, Bestellnummer KM-7QX2M4PA',
        '-5',
      ],
      [
        '02.12.2026',
        'Buchung storniert, Stunden zurück: Familienrecht kompakt, 20.04.2027, Bestellnummer KM-7QX2M4PA',
        '+5',
      ],
      [
        '03.12.2026',
        'Kurs gebucht: Unterhaltsrecht im Selbststudium, Bestellnummer KM-8RT3N5QB',
        '-2,5',
      ],
    ]);
  });

  it('marks an expired package with its last day', async () => {
    await renderCredits(api([old]));

    const card = await screen.findByRole('article', { name: 'Paket Arbeitsrecht' });
    const facts = within(card).getAllByText('Abgelaufen');
    expect(facts.length).toBe(2);
    expect(within(card).getByText('31.12.2025')).toBeVisible();
  });

  it('leads a customer without packages to the seminar packages', async () => {
    await renderCredits(api([]));

    expect(await screen.findByText('Sie haben noch kein Guthaben')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Seminar-Pakete ansehen' })).toHaveAttribute(
      'href',
      '/seminar-pakete',
    );
  });

  it('says when the credits cannot be loaded and loads them again on request', async () => {
    let available = false;
    const fetch = vi.fn(async () =>
      available ? json(200, []) : json(503, { code: 'UNAVAILABLE', message: 'down' }),
    );
    await renderCredits(fetch);

    expect(await screen.findByText('Ihr Guthaben kann gerade nicht geladen werden.')).toBeVisible();
    available = true;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));

    expect(await screen.findByText('Sie haben noch kein Guthaben')).toBeVisible();
  });

  it('asks a customer whose e-mail address is not confirmed to confirm it', async () => {
    await renderCredits(
      vi.fn(async () => json(403, { code: 'EMAIL_NOT_VERIFIED', message: 'not verified' })),
    );

    expect(await screen.findByText('Bitte bestätigen Sie Ihre E-Mail-Adresse')).toBeVisible();
    expect(screen.queryByText('Ihr Guthaben kann gerade nicht geladen werden.')).toBeNull();
  });
});
