import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveConsent } from '../consent/store.ts';
import { clearCookies } from '../consent/test-support.ts';
import {
  exampleCardOrder,
  exampleCardPayment,
  exampleCustomer,
  exampleOrder,
  exampleSummary,
} from '../order/fixtures.ts';
import { guestCheckoutStorageKey } from './guest-checkout-store.ts';

const checkoutId = exampleSummary.cartId;
const token = 'T'.repeat(43);
const countries = [{ iso: 'DEU', iso2: 'DE', name: 'Deutschland', priority: 1 }];
const localCart = [
  {
    courseId: 21,
    courseScheduleId: 8,
    priceLevelId: 40,
    packageIncluded: false,
    voucher: { voucherCode: 'WILLKOMMEN10' },
  },
];

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

type Sent = {
  method: string;
  path: string;
  body: unknown;
  order: string | null;
  auth: string | null;
  idempotencyKey: string | null;
};

/**
 * The server of a guest checkout: opens it with credentials, answers the summary and order;
 * `answer` answers what a test adds (undefined leaves the request to the rest).
 */
function api(answer: (request: Sent) => Response | undefined = () => undefined) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init?.headers);
    const request = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      order: headers.get('x-order'),
      auth: headers.get('x-auth'),
      idempotencyKey: headers.get('idempotency-key'),
    };
    sent.push(request);
    const answered = answer(request);
    if (answered) return answered;
    if (request.path === '/api/countries') return json(200, countries);
    if (request.path === '/api/guest-order/guest' && request.method === 'PUT') {
      const { positions: _positions, voucherCodes: _codes, ...customer } = request.body;
      return json(
        200,
        {
          customer,
          validCustomerStatus: true,
          taxNumberRequired: false,
          cart: {
            id: checkoutId,
            positions: exampleSummary.positions,
            cartVoucher: null,
            rejectedVoucher: null,
            unusedVoucher: null,
            voucherCodes: ['WILLKOMMEN10'],
            sumValue: exampleSummary.sumValue,
            netSumValue: exampleSummary.netSumValue,
            verificationStep: true,
            paymentStep: true,
          },
          notAdded: [],
        },
        { 'x-order': checkoutId, 'x-auth': token },
      );
    }
    if (request.path === '/api/cart/guest' && request.method === 'PUT') {
      return json(200, {
        id: checkoutId,
        positions: exampleSummary.positions,
        cartVoucher: null,
        rejectedVoucher: null,
        unusedVoucher: null,
        voucherCodes: ['WILLKOMMEN10'],
        sumValue: exampleSummary.sumValue,
        netSumValue: exampleSummary.netSumValue,
        verificationStep: true,
        paymentStep: false,
        notAdded: [],
      });
    }
    if (request.path === '/api/guest-order/guest-summary') return json(200, exampleSummary);
    if (request.path === '/api/guest-order' && request.method === 'PUT') {
      return json(201, { ...exampleOrder, voucherCode: 'WILLKOMMEN10' });
    }
    if (request.path === `/api/guest-order/${exampleOrder.id}`) return json(200, exampleOrder);
    return json(404, { code: 'NOT_FOUND', message: 'not found' });
  });
  return { fetch, sent };
}

async function renderPage(
  load: () => Promise<{ default: () => ReactElement }>,
  fetch: typeof globalThis.fetch,
  path: string,
  route = path,
) {
  vi.resetModules();
  const { renderInSite } = await import('../session/render-support.tsx');
  const { default: Page } = await load();
  renderInSite(
    <Routes>
      <Route path={route} element={<Page />} />
      <Route path="*" element={null} />
    </Routes>,
    { path, fetch },
  );
}

const location = () => screen.getByTestId('location').textContent;
const keepCheckout = () =>
  sessionStorage.setItem(
    guestCheckoutStorageKey,
    JSON.stringify({ order: checkoutId, auth: token, cart: '[]', notAdded: [] }),
  );

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
});

describe('the guest data step', () => {
  it('opens the checkout with the local positions and voucher codes, keeps its credentials in this tab only and goes on to the proof upload', async () => {
    localStorage.setItem('cart', JSON.stringify(localCart));
    const { fetch, sent } = api();
    await renderPage(() => import('./GuestDataPage.tsx'), fetch, '/guest-order/guest');

    const fields: [RegExp, string][] = [
      [/Vorname/, exampleCustomer.name],
      [/Nachname/, exampleCustomer.lastname],
      [/Straße/, exampleCustomer.street],
      [/Postleitzahl/, exampleCustomer.zipCode],
      [/^Ort/, exampleCustomer.city],
      [/E-Mail-Adresse/, exampleCustomer.email],
    ];
    for (const [name, value] of fields) {
      await userEvent.type(await screen.findByRole('textbox', { name }), value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));

    await waitFor(() => expect(location()).toBe('/guest-order/file-upload'));
    const opening = sent.find(
      (request) => request.method === 'PUT' && request.path === '/api/guest-order/guest',
    )!;
    expect(opening).toMatchObject({ order: null, auth: null });
    expect(opening.body).toEqual({
      ...exampleCustomer,
      positions: localCart,
      voucherCodes: ['WILLKOMMEN10'],
    });
    expect(JSON.parse(sessionStorage.getItem(guestCheckoutStorageKey)!)).toMatchObject({
      order: checkoutId,
      auth: token,
    });
    expect(Object.values({ ...localStorage }).join()).not.toContain(token);
  });

  it('takes the guest back to the cart when the server refuses the voucher code, opening nothing', async () => {
    localStorage.setItem('cart', JSON.stringify(localCart));
    const { fetch } = api((request) =>
      request.path === '/api/guest-order/guest' && request.method === 'PUT'
        ? json(409, {
            code: 'VOUCHER_NOT_VALID',
            message: 'The voucher WILLKOMMEN10 does not apply.',
            details: [{ path: 'voucher', code: 'NOT_ALLOWED', message: 'VOUCHER_EXPIRED' }],
          })
        : undefined,
    );
    await renderPage(() => import('./GuestDataPage.tsx'), fetch, '/guest-order/guest');
    const fields: [RegExp, string][] = [
      [/Vorname/, exampleCustomer.name],
      [/Nachname/, exampleCustomer.lastname],
      [/Straße/, exampleCustomer.street],
      [/Postleitzahl/, exampleCustomer.zipCode],
      [/^Ort/, exampleCustomer.city],
      [/E-Mail-Adresse/, exampleCustomer.email],
    ];
    for (const [name, value] of fields) {
      await userEvent.type(await screen.findByRole('textbox', { name }), value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));

    await waitFor(() => expect(location()).toBe('/warenkorb'));
    expect(sessionStorage.getItem(guestCheckoutStorageKey)).toBeNull();
  });

  it('sends a guest without a cart and without a checkout back to the cart', async () => {
    await renderPage(() => import('./GuestDataPage.tsx'), api().fetch, '/guest-order/guest');
    await waitFor(() => expect(location()).toBe('/warenkorb'));
  });
});

describe('the steps of the guest checkout', () => {
  it('marks the guest data as the current step and shows the total of the local cart as priced', async () => {
    localStorage.setItem('cart', JSON.stringify(localCart));
    await renderPage(() => import('./GuestDataPage.tsx'), api().fetch, '/guest-order/guest');

    const steps = await screen.findByRole('list', { name: 'Schritte Ihrer Bestellung' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Rechnungsdaten', 'Nachweise', 'Prüfen und bestellen']);
    expect(within(steps).getByText('Rechnungsdaten')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Gesamtbetrag').parentElement).toHaveTextContent(/1\.045,00\s€/);
  });

  it("marks the summary as the current step after the ones done and shows the checkout's total", async () => {
    keepCheckout();
    await renderPage(() => import('./GuestSummaryPage.tsx'), api().fetch, '/guest-order/summary');

    const steps = await screen.findByRole('list', { name: 'Schritte Ihrer Bestellung' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Rechnungsdaten (erledigt)',
      'Nachweise (erledigt)',
      'Zahlungsart (erledigt)',
      'Prüfen und bestellen',
    ]);
    expect(within(steps).getByText('Prüfen und bestellen')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Gesamtbetrag').parentElement).toHaveTextContent(/1\.045,00\s€/);
  });
});

describe('the guest summary', () => {
  it('places the order with the credentials and an Idempotency-Key, empties the local cart, reports the purchase once and shows the completion', async () => {
    localStorage.setItem('cart', JSON.stringify(localCart));
    keepCheckout();
    saveConsent(['statistics']);
    const { fetch, sent } = api();
    await renderPage(() => import('./GuestSummaryPage.tsx'), fetch, '/guest-order/summary');

    await userEvent.click(await screen.findByRole('checkbox', { name: /AGB gelesen/ }));
    await userEvent.click(screen.getByRole('button', { name: 'zahlungspflichtig bestellen' }));

    await waitFor(() => expect(location()).toBe(`/guest-order/complete/${exampleOrder.id}`));
    const placing = sent.find((request) => request.path === '/api/guest-order')!;
    expect(placing).toMatchObject({ method: 'PUT', order: checkoutId, auth: token });
    expect(placing.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem('cart')).toBeNull();
    const purchases = (window as Window & { dataLayer?: { event?: string }[] }).dataLayer!.filter(
      (entry) => entry.event === 'purchase',
    );
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({
      ecommerce: { transaction_id: exampleOrder.id, coupon: 'WILLKOMMEN10' },
    });
  });

  it("sends the guest to the guest's return page when a card payment has no provider page to go to", async () => {
    keepCheckout();
    const provider = exampleCardPayment('OPEN');
    const { fetch } = api(({ method, path }) =>
      method === 'PUT' && path === '/api/guest-order'
        ? json(201, exampleCardOrder('AWAITING_PAYMENT', 'OPEN'))
        : undefined,
    );
    await renderPage(() => import('./GuestSummaryPage.tsx'), fetch, '/guest-order/summary');

    await userEvent.click(await screen.findByRole('checkbox', { name: /AGB gelesen/ }));
    await userEvent.click(screen.getByRole('button', { name: 'zahlungspflichtig bestellen' }));

    await waitFor(() =>
      expect(location()).toBe(
        `/guest-order/payment-return?orderId=${exampleOrder.id}&paymentId=${provider.id}`,
      ),
    );
  });

  it('solves the challenge the server asks for and sends the order again with its solution', async () => {
    keepCheckout();
    const { createChallenge } = await import('altcha-lib');
    const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 5,
      deriveKey,
      data: { expires: 4_000_000_000 },
      hmacSignatureSecret: 'test',
    });
    const { fetch, sent } = api(({ method, path, body }) => {
      if (method === 'GET' && path === '/api/guest-order/challenge') return json(200, challenge);
      if (
        method === 'PUT' &&
        path === '/api/guest-order' &&
        !(body as { challenge?: string }).challenge
      ) {
        return json(403, {
          code: 'CHALLENGE_REQUIRED',
          message: 'solve the challenge',
          details: [{ path: 'body.challenge', code: 'REQUIRED', message: 'solve it' }],
        });
      }
      return undefined;
    });
    await renderPage(() => import('./GuestSummaryPage.tsx'), fetch, '/guest-order/summary');

    await userEvent.click(await screen.findByRole('checkbox', { name: /AGB gelesen/ }));
    await userEvent.click(screen.getByRole('button', { name: 'zahlungspflichtig bestellen' }));

    await waitFor(() => expect(location()).toBe(`/guest-order/complete/${exampleOrder.id}`));
    const placings = sent.filter((request) => request.path === '/api/guest-order');
    expect(placings).toHaveLength(2);
    const payload = JSON.parse(atob((placings[1]!.body as { challenge: string }).challenge)) as {
      challenge: unknown;
      solution: { counter: number };
    };
    expect(payload.challenge).toEqual(challenge);
    expect(payload.solution.counter).toBe(5);
  });

  it('sends a guest without a checkout in this tab to the guest data step', async () => {
    await renderPage(() => import('./GuestSummaryPage.tsx'), api().fetch, '/guest-order/summary');
    await waitFor(() => expect(location()).not.toBe('/guest-order/summary'));
    expect(location()).toBe('/guest-order/guest');
  });
});

describe('the guest completion', () => {
  it('shows the order number, read with the credentials', async () => {
    keepCheckout();
    const { fetch, sent } = api();
    await renderPage(
      () => import('./GuestCompletePage.tsx'),
      fetch,
      `/guest-order/complete/${exampleOrder.id}`,
      '/guest-order/complete/:orderId',
    );
    expect(await screen.findByText(exampleOrder.orderNumber)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ order: checkoutId, auth: token });
  });

  it('asks to open the link of the mail within the hold time while the order is held', async () => {
    keepCheckout();
    const held = {
      ...exampleOrder,
      status: 'HELD',
      invoiceNumber: null,
      invoiceId: null,
      placedAt: '2027-01-04T10:00:00.000Z',
      holdExpiresAt: '2027-01-04T10:30:00.000Z',
    };
    const { fetch } = api(({ path }) =>
      path === `/api/guest-order/${exampleOrder.id}` ? json(200, held) : undefined,
    );
    await renderPage(
      () => import('./GuestCompletePage.tsx'),
      fetch,
      `/guest-order/complete/${exampleOrder.id}`,
      '/guest-order/complete/:orderId',
    );
    expect(await screen.findByText(/Öffnen Sie ihn innerhalb von 30 Minuten/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(exampleOrder.customer.email))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /PDF/ })).toBeNull();
  });

  it("shows the GiroCode of the transfer due on invoice and downloads the invoice with the checkout's credentials", async () => {
    keepCheckout();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/1');
    URL.revokeObjectURL = vi.fn();
    const onInvoice = {
      ...exampleOrder,
      status: 'PLACED',
      paymentMethod: 'INVOICE',
      payment: { ...exampleOrder.payment, paymentMethod: 'INVOICE', status: 'PLACED' },
    };
    const { fetch, sent } = api(({ method, path }) => {
      if (path === `/api/guest-order/${exampleOrder.id}`) return json(200, onInvoice);
      if (method === 'GET' && path === `/api/customer-invoice/${exampleOrder.invoiceId}`) {
        return new Response('%PDF-1.7', {
          status: 200,
          headers: { 'content-type': 'application/pdf' },
        });
      }
      return undefined;
    });
    await renderPage(
      () => import('./GuestCompletePage.tsx'),
      fetch,
      `/guest-order/complete/${exampleOrder.id}`,
      '/guest-order/complete/:orderId',
    );
    const transfer = await screen.findByRole('region', { name: 'Bitte überweisen Sie' });
    expect(within(transfer).getByText(/GiroCode/)).toBeInTheDocument();
    const invoice = screen.getByRole('region', { name: 'Ihre Rechnung' });
    await userEvent.click(within(invoice).getByRole('button', { name: 'Rechnung herunterladen' }));
    await waitFor(() => expect(saved).toEqual([`${exampleOrder.invoiceNumber}.pdf`]));
    expect(
      sent.find((request) => request.path === `/api/customer-invoice/${exampleOrder.invoiceId}`),
    ).toMatchObject({ order: checkoutId, auth: token });
    click.mockRestore();
  });

  it('says where the confirmation went in a tab without the checkout', async () => {
    const { fetch, sent } = api();
    await renderPage(
      () => import('./GuestCompletePage.tsx'),
      fetch,
      `/guest-order/complete/${exampleOrder.id}`,
      '/guest-order/complete/:orderId',
    );
    expect(await screen.findByText(/per E-Mail geschickt/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});

describe("the guest's return from the payment provider", () => {
  const paymentId = exampleCardPayment('OPEN').id;
  const returnPath = `/guest-order/payment-return?orderId=${exampleOrder.id}&paymentId=${paymentId}`;

  it('validates the payment with the credentials and leads on to the completion page when it is paid', async () => {
    keepCheckout();
    const { fetch, sent } = api(({ method, path }) =>
      method === 'PUT' && path === '/api/guest-order/validate-payment'
        ? json(200, {
            order: exampleCardOrder('PAID', 'SUCCEEDED'),
            payment: exampleCardPayment('SUCCEEDED'),
          })
        : undefined,
    );
    await renderPage(
      () => import('./GuestPaymentReturnPage.tsx'),
      fetch,
      returnPath,
      '/guest-order/payment-return',
    );

    await waitFor(() => expect(location()).toBe(`/guest-order/complete/${exampleOrder.id}`));
    expect(
      sent.find((request) => request.path === '/api/guest-order/validate-payment'),
    ).toMatchObject({
      body: { orderId: exampleOrder.id, paymentId },
      order: checkoutId,
      auth: token,
    });
  });

  it('says when the payment page expired and starts the payment again with the credentials on request', async () => {
    keepCheckout();
    const { fetch, sent } = api(({ method, path }) => {
      if (method === 'PUT' && path === '/api/guest-order/validate-payment') {
        return json(200, {
          order: exampleCardOrder('AWAITING_PAYMENT', 'EXPIRED'),
          payment: exampleCardPayment('EXPIRED'),
        });
      }
      if (method === 'PUT' && path === `/api/guest-order/${paymentId}`) {
        return json(503, { code: 'UNAVAILABLE', message: 'provider unreachable' });
      }
      return undefined;
    });
    await renderPage(
      () => import('./GuestPaymentReturnPage.tsx'),
      fetch,
      returnPath,
      '/guest-order/payment-return',
    );

    expect(await screen.findByText(/Die Zahlungsseite ist abgelaufen/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt bezahlen' }));

    expect(
      await screen.findByText(/Zahlungsdienstleister ist gerade nicht erreichbar/),
    ).toBeInTheDocument();
    expect(sent.find((request) => request.path === `/api/guest-order/${paymentId}`)).toMatchObject({
      method: 'PUT',
      order: checkoutId,
      auth: token,
    });
    expect(location()).toBe(returnPath);
  });

  it('asks nothing in a tab without the checkout and says where the payment can be checked', async () => {
    const { fetch, sent } = api();
    await renderPage(
      () => import('./GuestPaymentReturnPage.tsx'),
      fetch,
      returnPath,
      '/guest-order/payment-return',
    );
    expect(await screen.findByText(/nur im Browser-Tab geprüft werden/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});

describe("the guest's confirmation link", () => {
  const linkToken = 'L'.repeat(43);
  const openLink = (fetch: typeof globalThis.fetch) =>
    renderPage(
      () => import('./GuestConfirmPage.tsx'),
      fetch,
      `/guest-order/${exampleOrder.id}/confirm#${linkToken}`,
      '/guest-order/:orderId/confirm',
    );

  it('confirms the held order with the token of the link and says it is placed', async () => {
    const { fetch, sent } = api(({ method, path }) =>
      method === 'POST' && path === `/api/guest-order/${exampleOrder.id}/confirm`
        ? json(200, exampleOrder)
        : undefined,
    );
    await openLink(fetch);
    expect(
      await screen.findByText(
        new RegExp(`Ihre Bestellung ${exampleOrder.orderNumber} ist verbindlich`),
      ),
    ).toBeInTheDocument();
    const confirming = sent.filter((request) => request.path.endsWith('/confirm'));
    expect(confirming).toHaveLength(1);
    expect(confirming[0]!.body).toEqual({ token: linkToken });
  });

  it('says when the hold time is over', async () => {
    const { fetch } = api(({ path }) =>
      path.endsWith('/confirm')
        ? json(409, { code: 'HOLD_EXPIRED', message: 'The order was not confirmed in time.' })
        : undefined,
    );
    await openLink(fetch);
    expect(await screen.findByText(/Zeit für die Bestätigung ist abgelaufen/)).toBeInTheDocument();
  });
});
