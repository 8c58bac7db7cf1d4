import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerInvoice } from '@kursmarkt/schemas';
import { createSessionCore, type SessionCore } from '../session/core.ts';
import { bootData, loadPage, renderInSite } from '../session/render-support.tsx';
import { sharedBrowser, storedUser, tab } from '../session/test-support.ts';
import InvoicesPage from './InvoicesPage.tsx';

// The boundary to the sign-in library: Anna Berger is signed in.
const boundary = vi.hoisted(() => ({ core: undefined as SessionCore | undefined }));
vi.mock('../session/client.ts', () => ({ sessionCore: () => boundary.core }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fee: CustomerInvoice = {
  id: '0d6f4b8e-1a2b-4c3d-8e9f-0000000000d3',
  number: 'KM-2027-19',
  kind: 'FEE',
  issuedOn: '2027-03-05',
  totalCents: 9_750,
  status: 'OPEN',
  orderNumber: 'KM-7QX2M4PA',
  cancels: null,
};
const cancellation: CustomerInvoice = {
  ...fee,
  id: '0d6f4b8e-1a2b-4c3d-8e9f-0000000000d2',
  number: 'KM-2027-18',
  kind: 'CANCELLATION',
  totalCents: 39_000,
  status: 'CREDITED',
  cancels: 'KM-2027-17',
};
const invoice: CustomerInvoice = {
  ...fee,
  id: '0d6f4b8e-1a2b-4c3d-8e9f-0000000000d1',
  number: 'KM-2027-17',
  kind: 'INVOICE',
  issuedOn: '2027-03-01',
  totalCents: 39_000,
  status: 'CREDITED',
};

/** The API: the invoices given, their documents while `documents` says so; 404 for the rest. */
function api(invoices: CustomerInvoice[] | 'down', documents = true) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/customer/invoices') {
      return invoices === 'down'
        ? json(503, { code: 'UNAVAILABLE', message: 'down' })
        : json(200, invoices);
    }
    if (url.pathname.startsWith('/api/customer-invoice/') && documents) {
      const xml = url.searchParams.get('format') === 'xml';
      return new Response(xml ? '<rsm:CrossIndustryInvoice/>' : '%PDF-1.7', {
        status: 200,
        headers: { 'content-type': xml ? 'application/xml; charset=utf-8' : 'application/pdf' },
      });
    }
    return json(404, { code: 'NOT_FOUND', message: 'not found' });
  });
}

function renderInvoices(fetch: typeof globalThis.fetch, language: 'de' | 'en' = 'de') {
  boundary.core = createSessionCore(tab(sharedBrowser(storedUser(300))).environment, {
    fallbackReturnPath: '/customer-dashboard',
  });
  loadPage({ signedIn: true });
  renderInSite(<InvoicesPage />, {
    path: '/customer-dashboard/rechnungen',
    fetch,
    boot: bootData({}, language),
  });
}

/** The texts of a row of the table, cell by cell. */
const cellsOf = (row: HTMLElement) =>
  [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) =>
    cell.textContent?.replace(/\s+/g, ' ').trim(),
  );

afterEach(() => {
  document.cookie = 'rfLoggedIn=; Path=/; Max-Age=0';
});

describe('rechnungen', () => {
  it('lists every invoice, the newest first, with its number, date, kind, amount and status', async () => {
    renderInvoices(api([fee, cancellation, invoice]));

    const table = await screen.findByRole('table', {
      name: 'Ihre Rechnungen, die neuesten zuerst',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cellsOf)).toEqual([
      ['KM-2027-19', '05.03.2027', 'Rechnung der Stornogebühr', '97,50 €', 'Offen', 'PDFXML'],
      [
        'KM-2027-18',
        '05.03.2027',
        'Stornorechnung zu KM-2027-17',
        '-390,00 €',
        'Gutgeschrieben',
        'PDFXML',
      ],
      ['KM-2027-17', '01.03.2027', 'Rechnung', '390,00 €', 'Gutgeschrieben', 'PDFXML'],
    ]);
    expect(
      within(rows[2]!).getByRole('button', { name: 'PDF der Rechnung KM-2027-17' }),
    ).toBeEnabled();
    expect(
      within(rows[2]!).getByRole('button', { name: 'XML der Rechnung KM-2027-17' }),
    ).toBeEnabled();
  });

  it('shows the list in English', async () => {
    renderInvoices(api([cancellation]), 'en');

    const table = await screen.findByRole('table', { name: 'Your invoices, newest first' });
    expect(cellsOf(within(table).getAllByRole('row')[1]!)).toEqual([
      'KM-2027-18',
      '5 Mar 2027',
      'Cancellation invoice for KM-2027-17',
      '-€390.00',
      'Credited',
      'PDFXML',
    ]);
    expect(screen.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  });

  it('downloads the PDF and the XML of an invoice with its number as file name', async () => {
    const fetch = api([invoice]);
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/1');
    URL.revokeObjectURL = vi.fn();
    renderInvoices(fetch);

    await userEvent.click(
      await screen.findByRole('button', { name: 'PDF der Rechnung KM-2027-17' }),
    );
    await waitFor(() => expect(saved).toEqual(['KM-2027-17.pdf']));
    await userEvent.click(screen.getByRole('button', { name: 'XML der Rechnung KM-2027-17' }));
    await waitFor(() => expect(saved).toEqual(['KM-2027-17.pdf', 'KM-2027-17.xml']));

    const asked = fetch.mock.calls.map(([input]) => String(input));
    expect(asked).toContain(`/api/customer-invoice/${invoice.id}?format=pdf`);
    expect(asked).toContain(`/api/customer-invoice/${invoice.id}?format=xml`);
    expect(screen.queryByText(/Das Dokument kann gerade nicht geladen werden/)).toBeNull();
    click.mockRestore();
  });

  it('says so beside the list when a document cannot be loaded', async () => {
    renderInvoices(api([invoice], false));

    await userEvent.click(
      await screen.findByRole('button', { name: 'PDF der Rechnung KM-2027-17' }),
    );

    expect(
      await screen.findByText(
        'Das Dokument kann gerade nicht geladen werden. Bitte versuchen Sie es erneut.',
      ),
    ).toBeVisible();
  });

  it('leads a customer without invoices to the search', async () => {
    renderInvoices(api([]));

    expect(await screen.findByText('Sie haben noch keine Rechnungen.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kurse finden' })).toHaveAttribute('href', '/search');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the invoices cannot be loaded and loads them again on request', async () => {
    let answer: CustomerInvoice[] | 'down' = 'down';
    const fetch = vi.fn((input: RequestInfo | URL) => api(answer)(input));
    renderInvoices(fetch);

    expect(
      await screen.findByText(/Ihre Rechnungen können gerade nicht geladen werden/),
    ).toBeVisible();
    answer = [invoice];
    await userEvent.click(screen.getByRole('button', { name: 'Erneut laden' }));

    expect(await screen.findByRole('table')).toBeVisible();
  });
});
