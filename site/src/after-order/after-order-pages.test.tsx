import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CancellationQuote } from '@kursmarkt/schemas';
import { createSessionCore, type SessionCore } from '../session/core.ts';
import { loadPage, renderInSite } from '../session/render-support.tsx';
import { sharedBrowser, storedUser, tab } from '../session/test-support.ts';
import CancelOrderPage from './CancelOrderPage.tsx';
import WithdrawalPage from './WithdrawalPage.tsx';

// The boundary to the sign-in library: the customer is signed in.
const boundary = vi.hoisted(() => ({ core: undefined as SessionCore | undefined }));
vi.mock('../session/client.ts', () => ({ sessionCore: () => boundary.core }));

const orderId = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const quote: CancellationQuote = {
  orderId,
  orderNumber: 'KM-ABCD2345',
  status: 'PLACED',
  paid: false,
  withdrawalUntil: '2027-03-24',
  positions: [
    {
      id: '1c2d3e4f-5061-4728-9930-4b5c6d7e8f90',
      name: 'Familienrecht kompakt',
      organizer: 'Akademie Zwei',
      startDate: '2027-03-20',
      endDate: '2027-03-21',
      paidValue: 29_000,
      notCancellable: null,
      feeValue: 14_500,
      freeUntil: '2027-03-06',
    },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const answering = (answer: CancellationQuote) =>
  vi.fn(async (input: RequestInfo | URL) =>
    new URL(String(input), 'http://localhost').pathname === `/api/order/${orderId}/cancellation`
      ? json(200, answer)
      : json(404, { code: 'NOT_FOUND', message: 'not found' }),
  );

function renderPage(
  Page: () => ReactElement,
  fetch: typeof globalThis.fetch,
  path: string,
  route: string,
) {
  boundary.core = createSessionCore(tab(sharedBrowser(storedUser(300))).environment, {
    fallbackReturnPath: '/customer-dashboard',
  });
  loadPage({ signedIn: true });
  renderInSite(
    <Routes>
      <Route path={route} element={<Page />} />
    </Routes>,
    { path, fetch },
  );
}

afterEach(() => {
  document.cookie = 'rfLoggedIn=; Path=/; Max-Age=0';
});

describe('the cancellation page', () => {
  it("offers a consumer's free withdrawal before the cancellation under the organizers' fees", async () => {
    renderPage(
      CancelOrderPage,
      answering(quote),
      `/order/${orderId}/cancel`,
      '/order/:orderId/cancel',
    );

    const offer = (
      await screen.findByRole('heading', { name: 'Kostenfrei widerrufen', level: 2 })
    ).closest('section')!;
    expect(within(offer).getByText(/bis zum 24\.03\.2027/)).toBeInTheDocument();
    expect(within(offer).getByText(/Der Widerruf ist kostenfrei/)).toBeInTheDocument();
    expect(
      within(offer).getByRole('link', { name: 'Bestellung kostenfrei widerrufen' }),
    ).toHaveAttribute('href', '/widerruf?bestellung=KM-ABCD2345');
    const byTerms = screen.getByRole('heading', { name: 'Nach den Stornobedingungen stornieren' });
    expect(offer.compareDocumentPosition(byTerms) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      byTerms.compareDocumentPosition(screen.getByText(/Stornogebühr 145,00/)) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('offers no withdrawal for a business order or after the period', async () => {
    renderPage(
      CancelOrderPage,
      answering({ ...quote, withdrawalUntil: null }),
      `/order/${orderId}/cancel`,
      '/order/:orderId/cancel',
    );

    expect(await screen.findByText(/Stornogebühr 145,00/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kostenfrei widerrufen' })).toBeNull();
  });
});

describe('the withdrawal page', () => {
  it("takes over the order number of the cancellation page's offer", async () => {
    renderPage(WithdrawalPage, answering(quote), '/widerruf?bestellung=KM-ABCD2345', '/widerruf');

    expect(await screen.findByRole('textbox', { name: /Bestellnummer/ })).toHaveValue(
      'KM-ABCD2345',
    );
    expect(screen.getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveValue('');
  });
});
