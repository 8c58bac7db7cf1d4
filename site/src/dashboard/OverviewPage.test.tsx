import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Booking, CustomerInvoice, CustomerPackage } from '@kursmarkt/schemas';
import type { BootData } from '../boot.ts';
import { createSessionCore, type SessionCore } from '../session/core.ts';
import { bootData, loadPage, renderInSite } from '../session/render-support.tsx';
import { sharedBrowser, storedUser, tab } from '../session/test-support.ts';
import OverviewPage from './OverviewPage.tsx';

// The boundary to the sign-in library: Anna Berger is signed in.
const boundary = vi.hoisted(() => ({ core: undefined as SessionCore | undefined }));
vi.mock('../session/client.ts', () => ({ sessionCore: () => boundary.core }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const next: Booking = {
  id: '0d6f4b8e-1a2b-4c3d-8e9f-000000000001',
  orderId: '0d6f4b8e-1a2b-4c3d-8e9f-0000000000a1',
  orderNumber: 'KM-7QX2M4PA',
  courseId: 12,
  name: 'Kündigungsschutz kompakt',
  organizerName: 'Fachinstitut für Arbeitsrecht Köln',
  courseType: 'ONLINE',
  startDate: '2027-04-12',
  endDate: '2027-04-12',
  city: null,
  status: 'PAID',
  paidCents: 29_000,
  documents: [],
  cancellable: true,
  withdrawable: false,
  manual: false,
  participant: { firstName: 'Anna', lastName: 'Berger', email: 'anna.berger@example.com' },
  participantChangeable: true,
};

const invoice = (number: string, changes: Partial<CustomerInvoice>): CustomerInvoice => ({
  id: `0d6f4b8e-1a2b-4c3d-8e9f-0000000000${number.slice(-2)}`,
  number,
  kind: 'INVOICE',
  issuedOn: '2027-03-01',
  totalCents: 29_000,
  status: 'OPEN',
  orderNumber: 'KM-7QX2M4PA',
  cancels: null,
  ...changes,
});

const creditPackage = (changes: Partial<CustomerPackage>): CustomerPackage => ({
  id: '0d6f4b8e-1a2b-4c3d-8e9f-0000000000c1',
  packageId: 3,
  name: 'Arbeitsrecht 10 Stunden',
  type: 'EDUCATION',
  organizerId: 1,
  organizer: 'Fachinstitut für Arbeitsrecht Köln',
  scopeIds: [2],
  creditValue: 10,
  remainingCredits: 7.5,
  purchasedAt: '2027-01-05T10:00:00+01:00',
  expiresOn: '2030-12-31',
  expired: false,
  ...changes,
});

/** The API's answers by path; a path not given answers 503. */
function api(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(`${url.pathname}${url.search}`);
    return url.pathname in answers
      ? json(200, answers[url.pathname])
      : json(503, { code: 'UNAVAILABLE', message: 'down' });
  });
  return { fetch, asked };
}

function renderOverview(
  fetch: typeof globalThis.fetch,
  features: BootData['configuration']['features'] = ['SEARCH_BOX'],
) {
  boundary.core = createSessionCore(tab(sharedBrowser(storedUser(300))).environment, {
    fallbackReturnPath: '/customer-dashboard',
  });
  loadPage({ signedIn: true });
  renderInSite(<OverviewPage />, {
    path: '/customer-dashboard',
    fetch,
    boot: bootData({ features }),
  });
}

afterEach(() => {
  document.cookie = 'rfLoggedIn=; Path=/; Max-Age=0';
});

describe('the overview', () => {
  it('shows the next course, what is still to pay and the hours left, each leading to its page', async () => {
    const { fetch, asked } = api({
      '/api/customer/orders': { upcoming: [next], moreUpcoming: true, years: [] },
      '/api/customer/invoices': [
        invoice('KM-2027-21', {}),
        invoice('KM-2027-22', { kind: 'FEE', totalCents: 9_750 }),
        invoice('KM-2027-23', { kind: 'CANCELLATION', totalCents: 39_000 }),
        invoice('KM-2027-17', { status: 'PAID', totalCents: 50_000 }),
      ],
      '/api/customer/packages': [
        creditPackage({}),
        creditPackage({ remainingCredits: 4, expired: true, expiresOn: '2026-12-31' }),
      ],
    });
    renderOverview(fetch);

    const summary = await screen.findByRole('region', { name: 'Auf einen Blick' });
    expect(await within(summary).findByText('Kündigungsschutz kompakt')).toBeVisible();
    expect(within(summary).getByText('12.04.2027 · Online')).toBeVisible();
    // The cancellation invoice pays back; the paid one is done: two to pay, 290 € and 97,50 €.
    expect(within(summary).getByText(/^2 offene Rechnungen über/)).toHaveTextContent(
      '2 offene Rechnungen über 387,50 €',
    );
    // The expired package's hours pay no course.
    expect(within(summary).getByText('7,5 Zeitstunden übrig')).toBeVisible();
    expect(within(summary).getByRole('link', { name: 'Alle Kurse' })).toHaveAttribute(
      'href',
      '/customer-dashboard/meine-kurse',
    );
    expect(within(summary).getByRole('link', { name: 'Zu den Rechnungen' })).toHaveAttribute(
      'href',
      '/customer-dashboard/rechnungen',
    );
    expect(within(summary).getByRole('link', { name: 'Zum Guthaben' })).toHaveAttribute(
      'href',
      '/customer-dashboard/guthaben',
    );
    // One booking is asked for: the next one.
    expect(asked).toContain('/api/customer/orders?size=1&manuel=true');
  });

  it('leads a customer without bookings to the search, and keeps the parts that loaded when one fails', async () => {
    const { fetch } = api({
      '/api/customer/orders': { upcoming: [], moreUpcoming: false, years: [] },
      '/api/customer/invoices': [],
    });
    renderOverview(fetch);

    const summary = await screen.findByRole('region', { name: 'Auf einen Blick' });
    expect(await within(summary).findByText('Kein Kurs steht an.')).toBeVisible();
    expect(within(summary).getByRole('link', { name: 'Kurse finden' })).toHaveAttribute(
      'href',
      '/search',
    );
    expect(within(summary).getByText('Keine offene Rechnung.')).toBeVisible();
    expect(await within(summary).findByText('Kann gerade nicht geladen werden.')).toBeVisible();
  });

  it('with the further-training status, shows the hours of the current year for the titles due', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-05-01T08:00:00Z'));
    const title = (scopeId: number, countedMinutes: number, reached: boolean) => ({
      scopeId,
      due: true,
      countedMinutes,
      reached,
    });
    const { fetch, asked } = api({
      '/api/customer/orders': { upcoming: [], moreUpcoming: false, years: [] },
      '/api/customer/invoices': [],
      '/api/customer/packages': [],
      '/api/customer/state/2027': {
        year: 2027,
        titles: [title(3, 900, true), title(7, 330, false)],
      },
    });
    try {
      renderOverview(fetch, ['SEARCH_BOX', 'EDUCATIONAL_STATE']);

      const summary = await screen.findByRole('region', { name: 'Auf einen Blick' });
      expect(within(summary).getByRole('heading', { name: 'Fortbildung 2027' })).toBeVisible();
      expect(
        await within(summary).findByText(
          '20,5 Zeitstunden angerechnet; 1 von 2 Titeln mit 15 Zeitstunden',
        ),
      ).toBeVisible();
      expect(within(summary).getByRole('link', { name: 'Zum Fortbildungsstatus' })).toHaveAttribute(
        'href',
        '/customer-dashboard/mein-status',
      );
      expect(asked).toContain('/api/customer/state/2027');
    } finally {
      vi.useRealTimers();
    }
  });
});
