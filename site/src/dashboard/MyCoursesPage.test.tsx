import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Booking, CustomerOrders } from '@kursmarkt/schemas';
import { createSessionCore, type SessionCore } from '../session/core.ts';
import { sharedBrowser, storedUser, tab } from '../session/test-support.ts';

// The boundary to the sign-in library: Anna Berger is signed in.
const boundary = vi.hoisted(() => ({ core: undefined as SessionCore | undefined }));
vi.mock('../session/client.ts', () => ({ sessionCore: () => boundary.core }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const booking = (overrides: Partial<Booking>): Booking => ({
  id: '0d6f4b8e-1a2b-4c3d-8e9f-000000000001',
  orderId: '0d6f4b8e-1a2b-4c3d-8e9f-0000000000a1',
  orderNumber: 'KM-7QX2M4PA',
  courseId: 12,
  name: 'Arbeitsrecht kompakt',
  organizerName: 'Akademie Eins',
  courseType: 'PRESENT',
  startDate: '2027-04-20',
  endDate: '2027-04-21',
  city: 'Köln',
  status: 'AWAITING_PAYMENT',
  paidCents: 39_000,
  documents: [
    { id: '0d6f4b8e-1a2b-4c3d-8e9f-0000000000d1', kind: 'INVOICE', number: 'KM-2027-17' },
  ],
  cancellable: true,
  withdrawable: false,
  manual: false,
  participant: { firstName: 'Anna', lastName: 'Berger', email: 'anna.berger@example.com' },
  participantChangeable: false,
  ...overrides,
});

const upcoming = booking({});
const withdrawn = booking({
  id: '0d6f4b8e-1a2b-4c3d-8e9f-000000000002',
  name: 'Familienrecht online',
  courseType: 'ONLINE',
  city: null,
  startDate: '2026-10-05',
  endDate: '2026-10-05',
  status: 'WITHDRAWN',
  documents: [
    { id: '0d6f4b8e-1a2b-4c3d-8e9f-0000000000d2', kind: 'INVOICE', number: 'KM-2026-40' },
    { id: '0d6f4b8e-1a2b-4c3d-8e9f-0000000000d3', kind: 'CANCELLATION', number: 'KM-2026-41' },
  ],
  cancellable: false,
});
const paidIn2025 = booking({
  id: '0d6f4b8e-1a2b-4c3d-8e9f-000000000003',
  name: 'Erbrecht im Selbststudium',
  courseType: 'SELF',
  city: null,
  startDate: '2025-03-01',
  endDate: '2025-03-01',
  status: 'PAID',
  cancellable: false,
});

/** The API: the bookings of `orders` and of each year in `years`; 404 for anything else. */
function api(orders: CustomerOrders, years: Record<number, Booking[]> = {}) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/customer/orders') return json(200, orders);
    const year = /^\/api\/customer\/orders\/(\d+)$/.exec(url.pathname)?.[1];
    if (year && years[Number(year)]) return json(200, years[Number(year)]);
    if (/^\/api\/order\/position\/[^/]+\/calendar$/.test(url.pathname)) {
      return new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
        status: 200,
        headers: { 'content-type': 'text/calendar; charset=utf-8' },
      });
    }
    if (url.pathname.startsWith('/api/customer-invoice/')) {
      return new Response('%PDF-1.7', {
        status: 200,
        headers: { 'content-type': 'application/pdf' },
      });
    }
    return json(404, { code: 'NOT_FOUND', message: 'not found' });
  });
}

const asked = (fetch: ReturnType<typeof api>) =>
  fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

async function renderMyCourses(fetch: ReturnType<typeof api>) {
  vi.resetModules();
  boundary.core = createSessionCore(tab(sharedBrowser(storedUser(300))).environment, {
    fallbackReturnPath: '/customer-dashboard',
  });
  const { renderInSite, setCookie } = await import('../session/render-support.tsx');
  setCookie('rfLoggedIn', 'true');
  const { default: MyCoursesPage } = await import('./MyCoursesPage.tsx');
  renderInSite(<MyCoursesPage />, { path: '/customer-dashboard/meine-kurse', fetch });
}

afterEach(() => {
  document.cookie = 'rfLoggedIn=; Path=/; Max-Age=0';
});

describe('meine-kurse', () => {
  it('shows the upcoming courses first with their state, place and what can be done now', async () => {
    await renderMyCourses(api({ upcoming: [upcoming], moreUpcoming: false, years: [] }));

    const section = await screen.findByRole('region', { name: 'Anstehende Kurse' });
    const card = within(section).getByRole('article', { name: 'Arbeitsrecht kompakt' });
    expect(within(card).getByText('Zahlung ausstehend')).toBeVisible();
    expect(within(card).getByText('Köln')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Arbeitsrecht kompakt' })).toHaveAttribute(
      'href',
      '/course/12',
    );
    expect(within(card).getByRole('link', { name: 'Stornieren' })).toHaveAttribute(
      'href',
      `/order/${upcoming.orderId}/cancel`,
    );
    expect(within(card).queryByRole('link', { name: 'Widerrufen' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Rechnung KM-2027-17 (PDF)' })).toBeEnabled();
  });

  it('offers the evaluation of a past course and says when another was evaluated', async () => {
    const past = { startDate: '2026-09-01', endDate: '2026-09-01', status: 'PAID' as const };
    const open = booking({
      ...past,
      id: '0d6f4b8e-1a2b-4c3d-8e9f-000000000004',
      name: 'Mietrecht',
    });
    const done = booking({ ...past, id: '0d6f4b8e-1a2b-4c3d-8e9f-000000000005', name: 'Erbrecht' });
    const bookings = api(
      { upcoming: [], moreUpcoming: false, years: [{ year: 2026, bookings: 2 }] },
      { 2026: [open, done] },
    );
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const id = /^\/api\/order\/evaluation\/(.+)$/.exec(
        new URL(String(input), 'http://localhost').pathname,
      )?.[1];
      if (!id) return bookings(input);
      return json(200, {
        positionId: id,
        courseId: 12,
        scheduleId: 31,
        state: id === open.id ? 'OPEN' : 'SUBMITTED',
        submittedAt: id === open.id ? null : '2026-09-03T07:00:00.000Z',
        availableFrom: '2026-09-02',
      });
    });
    await renderMyCourses(fetch);

    const year = await screen.findByRole('region', { name: 'Kurse 2026' });
    const openCard = await within(year).findByRole('article', { name: 'Mietrecht' });
    expect(
      await within(openCard).findByRole('link', { name: 'Kurs bewerten: Mietrecht' }),
    ).toHaveAttribute('href', `/teilnehmer-feedback/${open.id}`);
    const doneCard = within(year).getByRole('article', { name: 'Erbrecht' });
    expect(await within(doneCard).findByText('Bewertet am 03.09.2026')).toBeVisible();
    expect(within(doneCard).queryByRole('link', { name: /Kurs bewerten/ })).toBeNull();
  });

  it('shows the newest past year at once and an earlier one only when asked, one call each', async () => {
    const fetch = api(
      {
        upcoming: [upcoming],
        moreUpcoming: false,
        years: [
          { year: 2026, bookings: 1 },
          { year: 2025, bookings: 1 },
        ],
      },
      { 2026: [withdrawn], 2025: [paidIn2025] },
    );
    await renderMyCourses(fetch);

    const year2026 = await screen.findByRole('region', { name: 'Kurse 2026' });
    const card = await within(year2026).findByRole('article', { name: 'Familienrecht online' });
    expect(within(card).getByText('Widerrufen')).toBeVisible();
    expect(within(card).getByText('Online')).toBeVisible();
    expect(within(card).queryByRole('link', { name: 'Stornieren' })).toBeNull();
    expect(
      within(card).getByRole('button', { name: 'Stornorechnung KM-2026-41 (PDF)' }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Kurse 2025' })).toBeNull();
    expect(asked(fetch)).not.toContain('/api/customer/orders/2025');

    await userEvent.click(screen.getByRole('button', { name: 'Kurse aus 2025 anzeigen' }));

    const year2025 = await screen.findByRole('region', { name: 'Kurse 2025' });
    const paid = await within(year2025).findByRole('article', {
      name: 'Erbrecht im Selbststudium',
    });
    expect(within(paid).getByText('Bezahlt')).toBeVisible();
    expect(within(paid).getByText('Selbststudium')).toBeVisible();
    expect(screen.queryByRole('button', { name: /anzeigen/ })).toBeNull();
    expect(asked(fetch).filter((path) => path === '/api/customer/orders/2025')).toHaveLength(1);
  });

  it('names a substitute for an upcoming course and shows the participant the bookings then have', async () => {
    const sven = { firstName: 'Sven', lastName: 'Vertreter', email: 'sven@kanzlei.example' };
    let bookings: CustomerOrders = {
      upcoming: [booking({ participantChangeable: true })],
      moreUpcoming: false,
      years: [],
    };
    const patches: unknown[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (init?.method === 'PATCH' && path === `/api/order/position/${upcoming.id}`) {
        patches.push(JSON.parse(String(init.body)));
        bookings = {
          ...bookings,
          upcoming: [booking({ participant: sven, participantChangeable: true })],
        };
        return json(200, {
          id: upcoming.id,
          orderId: upcoming.orderId,
          orderNumber: upcoming.orderNumber,
          name: upcoming.name,
          organizerName: upcoming.organizerName,
          startDate: upcoming.startDate,
          endDate: upcoming.endDate,
          status: 'BOOKED',
          participant: sven,
          participantIsCustomer: false,
          participantChangeable: true,
        });
      }
      return api(bookings)(input);
    });
    await renderMyCourses(fetch as unknown as ReturnType<typeof api>);

    const card = await screen.findByRole('article', { name: 'Arbeitsrecht kompakt' });
    expect(within(card).getByText('Anna Berger')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Ersatzteilnehmer benennen' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(await within(dialog).findByLabelText(/Vorname/), sven.firstName);
    await userEvent.type(within(dialog).getByLabelText(/Nachname/), sven.lastName);
    await userEvent.type(within(dialog).getByLabelText(/E-Mail-Adresse/), sven.email);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Benennen' }));

    expect(await within(dialog).findByText(/Die Ersatzperson ist benannt/)).toBeVisible();
    expect(patches).toEqual([{ participant: sven }]);
    expect(await within(card).findByText('Sven Vertreter')).toBeVisible();
  });

  it('leads a customer without bookings to the search', async () => {
    await renderMyCourses(api({ upcoming: [], moreUpcoming: false, years: [] }));

    expect(await screen.findByText('Sie haben noch keine Kurse gebucht.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kurse finden' })).toHaveAttribute('href', '/search');
  });

  it('downloads an invoice with its number as file name', async () => {
    const fetch = api({ upcoming: [upcoming], moreUpcoming: false, years: [] });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/1');
    URL.revokeObjectURL = vi.fn();
    await renderMyCourses(fetch);

    await userEvent.click(await screen.findByRole('button', { name: 'Rechnung KM-2027-17 (PDF)' }));

    await waitFor(() => expect(saved).toEqual(['KM-2027-17.pdf']));
    expect(screen.queryByText(/Das Dokument kann gerade nicht geladen werden/)).toBeNull();
    expect(asked(fetch)).toContain(`/api/customer-invoice/${upcoming.documents[0]!.id}`);
    click.mockRestore();
  });

  it('puts an upcoming course into the calendar as a file named by its order number', async () => {
    const fetch = api({ upcoming: [upcoming], moreUpcoming: false, years: [] });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/1');
    URL.revokeObjectURL = vi.fn();
    await renderMyCourses(fetch);

    await userEvent.click(await screen.findByRole('button', { name: 'In den Kalender (ICS)' }));

    await waitFor(() => expect(saved).toEqual([`${upcoming.orderNumber}.ics`]));
    expect(asked(fetch)).toContain(`/api/order/position/${upcoming.id}/calendar`);
    click.mockRestore();
  });

  it('marks a course booked elsewhere, asks with manuel=true and deletes it once confirmed', async () => {
    const elsewhere = booking({
      id: '5b1c1f0e-7a2b-4c3d-8e9f-000000000001',
      orderId: '5b1c1f0e-7a2b-4c3d-8e9f-000000000001',
      orderNumber: '',
      courseId: null,
      name: 'Kündigungsschutz aktuell',
      organizerName: 'Anwaltsakademie Nord',
      status: 'BOOKED',
      paidCents: 0,
      documents: [],
      cancellable: false,
      manual: true,
    });
    let listed = [elsewhere];
    const deleted: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/customer/orders') {
        expect(url.searchParams.get('manuel')).toBe('true');
        return json(200, { upcoming: listed, moreUpcoming: false, years: [] });
      }
      if (init?.method === 'DELETE') {
        deleted.push(url.pathname);
        listed = [];
        return json(200, []);
      }
      return json(404, { code: 'NOT_FOUND', message: 'not found' });
    });
    await renderMyCourses(fetch as unknown as ReturnType<typeof api>);

    expect(
      await screen.findByRole('link', { name: 'Externe Fortbildung eintragen' }),
    ).toHaveAttribute('href', '/customer-dashboard/externe-fortbildung');
    const card = await screen.findByRole('article', { name: 'Kündigungsschutz aktuell' });
    expect(within(card).getByText('Extern gebucht')).toBeVisible();
    expect(within(card).queryByText('Bestellnummer')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Bearbeiten' })).toHaveAttribute(
      'href',
      `/customer-dashboard/externe-fortbildung?id=${elsewhere.id}`,
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Löschen' }));
    expect(deleted).toEqual([]);
    await userEvent.click(
      within(card).getByRole('button', { name: 'Mit Bescheinigung endgültig löschen' }),
    );

    await waitFor(() => expect(deleted).toEqual([`/api/order/manuel/${elsewhere.id}`]));
    expect(await screen.findByText('Sie haben noch keine Kurse gebucht.')).toBeVisible();
  });

  it('says when the courses cannot be loaded and loads them again on request', async () => {
    let available = false;
    const fetch = vi.fn(async () =>
      available
        ? json(200, { upcoming: [], moreUpcoming: false, years: [] })
        : json(503, { code: 'UNAVAILABLE', message: 'down' }),
    );
    await renderMyCourses(fetch as unknown as ReturnType<typeof api>);

    expect(await screen.findByText(/Ihre Kurse können gerade nicht geladen werden/)).toBeVisible();
    available = true;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut laden' }));

    expect(await screen.findByText('Sie haben noch keine Kurse gebucht.')).toBeVisible();
  });
});
