import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { Order } from '@kursmarkt/schemas';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionCore, type SessionCore } from '../session/core.ts';
import { sharedBrowser, storedUser, tab } from '../session/test-support.ts';
import {
  exampleCardOrder,
  exampleCardPayment,
  exampleCustomer,
  exampleOrder,
  exampleSummary,
} from './fixtures.ts';

// The boundary to the sign-in library: Anna Berger is signed in.
const boundary = vi.hoisted(() => ({ core: undefined as SessionCore | undefined }));
vi.mock('../session/client.ts', () => ({ sessionCore: () => boundary.core }));

const countries = [
  { iso: 'AUT', iso2: 'AT', name: 'Österreich', priority: 1 },
  { iso: 'DEU', iso2: 'DE', name: 'Deutschland', priority: 1 },
];
const methods = [
  { method: 'INVOICE', name: 'Rechnung', description: 'Zahlbar innerhalb von 14 Tagen' },
  { method: 'PREPAYMENT', name: 'Vorkasse', description: 'Überweisung vor Kursbeginn' },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Sent = { method: string; path: string; body: unknown; idempotencyKey: string | null };
type Answer = (request: Sent) => Response | undefined;

/** The API of a checkout: the example summary, billing data, countries; `answer` first. */
function api(answer: Answer = () => undefined) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      idempotencyKey: new Headers(init?.headers).get('idempotency-key'),
    };
    sent.push(request);
    const answered = answer(request);
    if (answered) return answered;
    if (request.path === '/api/order/summary') return json(200, exampleSummary);
    if (request.path === '/api/order/customer') {
      return json(200, {
        customer: exampleCustomer,
        validCustomerStatus: true,
        taxNumberRequired: false,
      });
    }
    if (request.path === '/api/countries') return json(200, countries);
    if (request.path === '/api/order/payment') {
      return json(200, { paymentMethod: null, methods });
    }
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
  boundary.core = createSessionCore(tab(sharedBrowser(storedUser(300))).environment, {
    fallbackReturnPath: '/customer-dashboard',
  });
  const { renderInSite, setCookie } = await import('../session/render-support.tsx');
  setCookie('rfLoggedIn', 'true');
  const { default: Page } = await load();
  renderInSite(
    <Routes>
      <Route path={route} element={<Page />} />
    </Routes>,
    { path, fetch },
  );
}

const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  document.cookie = 'rfLoggedIn=; Path=/; Max-Age=0';
});

describe('the customer data step', () => {
  it('saves the billing data and goes on to the proof upload the summary asks for', async () => {
    const { fetch, sent } = api(({ method, body }) =>
      method === 'PUT'
        ? json(200, { customer: body, validCustomerStatus: true, taxNumberRequired: false })
        : undefined,
    );
    await renderPage(() => import('./OrderCustomerPage.tsx'), fetch, '/order/customer');
    const phone = await screen.findByRole('textbox', { name: /Telefon/ });

    await userEvent.type(phone, '0221 123456');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));

    await waitFor(() => expect(location()).toBe('/order/file-upload'));
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      ...exampleCustomer,
      phone: '0221 123456',
    });
  });

  it('asks whether the booking is private or for a firm, says only a consumer may withdraw, and saves a firm as a business', async () => {
    const { fetch, sent } = api(({ method, body }) =>
      method === 'PUT'
        ? json(200, { customer: body, validCustomerStatus: true, taxNumberRequired: false })
        : undefined,
    );
    await renderPage(() => import('./OrderCustomerPage.tsx'), fetch, '/order/customer');
    const choice = await screen.findByRole('radiogroup', { name: 'Sie bestellen als' });
    expect(choice).toHaveAccessibleDescription(
      expect.stringContaining('Ein Widerrufsrecht haben nur Privatpersonen (Verbraucher).'),
    );
    expect(within(choice).getByRole('radio', { name: 'Privatperson' })).toBeChecked();

    await userEvent.click(within(choice).getByRole('radio', { name: 'Unternehmen oder Kanzlei' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: /Firma oder Kanzlei/ }),
      'Kanzlei Berger',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));

    await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
    expect(sent.find((request) => request.method === 'PUT')?.body).toMatchObject({
      customerKind: 'BUSINESS',
      company: 'Kanzlei Berger',
    });
  });

  it('shows a field the server refused beside it, by its code, and keeps what was typed', async () => {
    const { fetch } = api(({ method }) =>
      method === 'PUT'
        ? json(422, {
            code: 'VALIDATION_FAILED',
            message: 'invalid',
            details: [{ path: 'body.email', code: 'INVALID_FORMAT', message: 'e-mail' }],
          })
        : undefined,
    );
    await renderPage(() => import('./OrderCustomerPage.tsx'), fetch, '/order/customer');
    const email = await screen.findByRole('textbox', { name: /E-Mail-Adresse/ });

    await userEvent.clear(email);
    await userEvent.type(email, 'anna.berger@');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));

    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        expect.stringContaining('Bitte geben Sie eine gültige E-Mail-Adresse an.'),
      ),
    );
    expect(email).toHaveValue('anna.berger@');
    expect(email).toHaveFocus();
    expect(location()).toBe('/order/customer');
  });
});

describe('the steps of the checkout', () => {
  it('lists the steps the cart has, marks the current one and the ones done, and shows the total', async () => {
    const { fetch } = api();
    await renderPage(() => import('./OrderPaymentPage.tsx'), fetch, '/order/payment');

    const steps = await screen.findByRole('list', { name: 'Schritte Ihrer Bestellung' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Rechnungsdaten (erledigt)',
      'Nachweise (erledigt)',
      'Zahlungsart',
      'Prüfen und bestellen',
    ]);
    const current = within(steps).getByText('Zahlungsart');
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(within(steps).getByText('Prüfen und bestellen')).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Gesamtbetrag').parentElement).toHaveTextContent(/1\.045,00\s€/);
  });

  it('leaves out the proof upload and the payment when the cart has neither', async () => {
    const { fetch } = api(({ path }) =>
      path === '/api/order/summary'
        ? json(200, {
            ...exampleSummary,
            verificationStep: false,
            paymentStep: false,
            sumValue: 0,
          })
        : undefined,
    );
    await renderPage(() => import('./OrderCustomerPage.tsx'), fetch, '/order/customer');

    const steps = await screen.findByRole('list', { name: 'Schritte Ihrer Bestellung' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Rechnungsdaten', 'Prüfen und bestellen']);
    expect(within(steps).getByText('Rechnungsdaten')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Gesamtbetrag').parentElement).toHaveTextContent(/0,00\s€/);
  });
});

describe('the payment step', () => {
  it('chooses a method of the server and goes on to the summary', async () => {
    const { fetch, sent } = api(({ method, path }) =>
      method === 'PUT' && path === '/api/order/payment'
        ? json(200, { paymentMethod: 'PREPAYMENT', methods })
        : undefined,
    );
    await renderPage(() => import('./OrderPaymentPage.tsx'), fetch, '/order/payment');

    await userEvent.click(await screen.findByRole('radio', { name: /Vorkasse/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));

    await waitFor(() => expect(location()).toBe('/order/summary'));
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      paymentMethod: 'PREPAYMENT',
    });
  });

  it('asks for a choice before going on', async () => {
    const { fetch, sent } = api();
    await renderPage(() => import('./OrderPaymentPage.tsx'), fetch, '/order/payment');

    await userEvent.click(await screen.findByRole('button', { name: 'Weiter' }));

    expect(
      await screen.findByText('Bitte wählen Sie, wie Sie bezahlen möchten.'),
    ).toBeInTheDocument();
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('is skipped when nothing is to be paid', async () => {
    const { fetch } = api(({ path }) =>
      path === '/api/order/payment' ? json(200, { paymentMethod: null, methods: [] }) : undefined,
    );
    await renderPage(() => import('./OrderPaymentPage.tsx'), fetch, '/order/payment');

    await waitFor(() => expect(location()).toBe('/order/summary'));
  });
});

describe('the summary step', () => {
  it('shows each course with dates, place and VAT, the withdrawal information, and the total directly above the order button', async () => {
    await renderPage(() => import('./OrderSummaryPage.tsx'), api().fetch, '/order/summary');

    expect(await screen.findByText('Aktuelles Arbeitsrecht 2027')).toBeInTheDocument();
    expect(screen.getByText('12.04.2027 – 16.04.2027')).toBeInTheDocument();
    expect(screen.getByText('Berlin')).toBeInTheDocument();
    expect(screen.getAllByText(/umsatzsteuerfrei nach § 4 Nr\. 21 UStG/)).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/agb');
    expect(screen.getByRole('checkbox', { name: /AGB gelesen und akzeptiere/ })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/datenschutz',
    );
    expect(screen.queryByRole('checkbox', { name: /vor Ablauf der Widerrufsfrist/ })).toBeNull();

    const button = screen.getByRole('button', { name: 'zahlungspflichtig bestellen' });
    const totals = screen.getByText('Gesamtsumme').closest('dl')!;
    expect(within(totals).getByText(/1\.045,00/)).toBeInTheDocument();
    expect(totals.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(totals.nextElementSibling?.contains(button)).toBe(true);
  });

  it('shows the withdrawal notice in sections under their headings, naming the seller as addressee', async () => {
    await renderPage(() => import('./OrderSummaryPage.tsx'), api().fetch, '/order/summary');

    const notice = (
      await screen.findByRole('heading', { name: 'Widerrufsbelehrung', level: 2 })
    ).closest('section')!;
    expect(
      within(notice)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Widerrufsrecht', 'Folgen des Widerrufs']);
    expect(within(notice).getAllByRole('paragraph')).toHaveLength(3);
    expect(
      within(notice).getByText(
        /Kursmarkt GmbH, Hohenzollernring 54, 50672 Köln, E-Mail: buchhaltung@kursmarkt\.test/,
      ),
    ).toBeInTheDocument();
  });

  it('shows a business no withdrawal notice', async () => {
    const { fetch } = api(({ path }) =>
      path === '/api/order/summary'
        ? json(200, {
            ...exampleSummary,
            customer: {
              ...exampleSummary.customer,
              customerKind: 'BUSINESS',
              company: 'Kanzlei Roth',
            },
            withdrawalApplies: false,
            withdrawalNotice: null,
          })
        : undefined,
    );
    await renderPage(() => import('./OrderSummaryPage.tsx'), fetch, '/order/summary');

    expect(await screen.findByText(/Kanzlei Roth/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Widerrufsbelehrung' })).toBeNull();
  });

  it('names each change link after what it changes', async () => {
    await renderPage(() => import('./OrderSummaryPage.tsx'), api().fetch, '/order/summary');

    expect(await screen.findByRole('link', { name: 'Kurse ändern' })).toHaveAttribute(
      'href',
      '/warenkorb',
    );
    expect(screen.getByRole('link', { name: 'Rechnungsadresse ändern' })).toHaveAttribute(
      'href',
      '/order/customer',
    );
    expect(screen.getByRole('link', { name: 'Zahlungsart ändern' })).toHaveAttribute(
      'href',
      '/order/payment',
    );
  });

  it('orders free of charge, not "zahlungspflichtig", when credits cover everything', async () => {
    const { fetch } = api(({ path }) =>
      path === '/api/order/summary'
        ? json(200, { ...exampleSummary, sumValue: 0, netSumValue: 0, taxes: [] })
        : undefined,
    );
    await renderPage(() => import('./OrderSummaryPage.tsx'), fetch, '/order/summary');

    expect(await screen.findByRole('button', { name: 'kostenfrei bestellen' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'zahlungspflichtig bestellen' })).toBeNull();
  });

  it('sends a customer whose cart is empty back to the cart instead of offering an order', async () => {
    const { fetch } = api(({ path }) =>
      path === '/api/order/summary'
        ? json(200, { ...exampleSummary, positions: [], sumValue: 0, netSumValue: 0, taxes: [] })
        : undefined,
    );
    await renderPage(() => import('./OrderSummaryPage.tsx'), fetch, '/order/summary');

    await waitFor(() => expect(location()).toBe('/warenkorb'));
    expect(screen.queryByRole('button', { name: /bestellen/ })).toBeNull();
  });

  it('tells a customer whose address is not confirmed to confirm it instead of offering an order', async () => {
    const { fetch } = api(({ path }) =>
      path.startsWith('/api/order/')
        ? json(403, { code: 'EMAIL_NOT_VERIFIED', message: 'not confirmed' })
        : undefined,
    );
    await renderPage(() => import('./OrderSummaryPage.tsx'), fetch, '/order/summary');

    expect(await screen.findByText('Bitte bestätigen Sie Ihre E-Mail-Adresse')).toBeVisible();
    expect(screen.getByRole('button', { name: 'E-Mail erneut senden' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /bestellen/ })).toBeNull();
  });

  it('asks for the terms before ordering', async () => {
    const { fetch, sent } = api();
    await renderPage(() => import('./OrderSummaryPage.tsx'), fetch, '/order/summary');

    await userEvent.click(
      await screen.findByRole('button', { name: 'zahlungspflichtig bestellen' }),
    );

    expect(
      await screen.findByText('Bitte akzeptieren Sie die AGB, um zu bestellen.'),
    ).toBeInTheDocument();
    expect(sent.some((request) => request.path === '/api/order')).toBe(false);
  });

  it('needs the early-start consent where a course starts within the withdrawal period', async () => {
    const { fetch, sent } = api(({ path, method }) =>
      path === '/api/order/summary'
        ? json(200, { ...exampleSummary, earlyStartConsentRequired: true })
        : method === 'PUT' && path === '/api/order'
          ? json(201, exampleOrder)
          : undefined,
    );
    await renderPage(() => import('./OrderSummaryPage.tsx'), fetch, '/order/summary');
    await userEvent.click(await screen.findByRole('checkbox', { name: /AGB/ }));
    await userEvent.click(screen.getByRole('button', { name: 'zahlungspflichtig bestellen' }));
    expect(await screen.findByText(/Bitte stimmen Sie dem Beginn zu/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: /vor Ablauf der Widerrufsfrist/ }));
    await userEvent.click(screen.getByRole('button', { name: 'zahlungspflichtig bestellen' }));

    await waitFor(() => expect(location()).toBe(`/order/complete/${exampleOrder.id}`));
    expect(sent.find((request) => request.path === '/api/order')?.body).toEqual({
      acceptTerms: true,
      earlyStartConsent: true,
      cartId: exampleSummary.cartId,
      sumValue: exampleSummary.sumValue,
    });
  });

  it('places the order with an Idempotency-Key and repeats it with the same key after a failure without an answer', async () => {
    let reachable = false;
    const { fetch, sent } = api(({ method, path }) => {
      if (method !== 'PUT' || path !== '/api/order') return undefined;
      if (!reachable) throw new TypeError('Failed to fetch');
      return json(201, exampleOrder);
    });
    await renderPage(() => import('./OrderSummaryPage.tsx'), fetch, '/order/summary');
    await userEvent.click(await screen.findByRole('checkbox', { name: /AGB/ }));
    await userEvent.click(screen.getByRole('button', { name: 'zahlungspflichtig bestellen' }));
    expect(await screen.findByText(/nicht doppelt belastet/)).toBeInTheDocument();

    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'zahlungspflichtig bestellen' }));

    await waitFor(() => expect(location()).toBe(`/order/complete/${exampleOrder.id}`));
    const keys = sent
      .filter((request) => request.path === '/api/order')
      .map((request) => request.idempotencyKey);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
  });

  it('says what a refusal of the order means and shows the summary again', async () => {
    const { fetch, sent } = api(({ method, path }) =>
      method === 'PUT' && path === '/api/order'
        ? json(409, { code: 'SCHEDULE_FULL', message: 'full' })
        : undefined,
    );
    await renderPage(() => import('./OrderSummaryPage.tsx'), fetch, '/order/summary');
    await userEvent.click(await screen.findByRole('checkbox', { name: /AGB/ }));
    await userEvent.click(screen.getByRole('button', { name: 'zahlungspflichtig bestellen' }));

    expect(
      await screen.findByText(
        'Ein Termin ist inzwischen ausgebucht. Bitte prüfen Sie den Warenkorb.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(sent.filter((request) => request.path === '/api/order/summary')).toHaveLength(2),
    );
    expect(location()).toBe('/order/summary');
  });
});

describe('the proof upload step', () => {
  it('names the course and its hint, and does not go on while a proof is missing', async () => {
    const { fetch } = api(({ path }) =>
      path === '/api/order/summary'
        ? json(200, { ...exampleSummary, missingProofs: [exampleSummary.positions[1]!.id] })
        : undefined,
    );
    await renderPage(() => import('./OrderFileUploadPage.tsx'), fetch, '/order/file-upload');

    expect(
      await screen.findByRole('heading', {
        name: 'Nachweis für Fachanwaltslehrgang Familienrecht',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Nachweis der Zulassung als Rechtsanwältin/Rechtsanwalt'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));

    expect(await screen.findByText(/fehlt noch der Nachweis/)).toBeInTheDocument();
    expect(location()).toBe('/order/file-upload');
  });
});

describe('the completion page', () => {
  it('shows the order number, what was bought with its total, and, for prepayment, the bank transfer with the IBAN in groups of four, amount, reference and deadline', async () => {
    const course: Order['positions'][number] = {
      id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
      courseId: 21,
      scheduleId: 8,
      packageId: null,
      name: 'Fachanwaltslehrgang Familienrecht',
      organizerId: 4,
      organizer: 'Deutsche Anwaltsakademie',
      courseType: 'PRESENT',
      startDate: '2027-04-12',
      endDate: '2027-04-16',
      city: 'Berlin',
      priceValue: 104_500,
      discountValue: 0,
      paidValue: 104_500,
      netValue: 104_500,
      vatCategory: 'EXEMPT',
      vatRate: 0,
      vatExemptionReason: '§ 4 Nr. 21 UStG',
      packageIncluded: false,
      credits: 0,
      voucherCode: null,
      proofId: null,
      status: 'BOOKED',
    };
    const order = { ...exampleOrder, positions: [course] };
    const { fetch } = api(({ path }) =>
      path === `/api/order/${exampleOrder.id}` ? json(200, order) : undefined,
    );
    await renderPage(
      () => import('./OrderCompletePage.tsx'),
      fetch,
      `/order/complete/${exampleOrder.id}`,
      '/order/complete/:orderId',
    );

    expect(await screen.findByText('KM-7QX2M4PA')).toBeInTheDocument();
    const transfer = screen.getByRole('region', { name: 'Bitte überweisen Sie' });
    expect(within(transfer).getByText('DE02 1203 0000 0000 2020 51')).toBeInTheDocument();
    const bought = screen.getByRole('region', { name: 'Sie haben gebucht' });
    expect(within(bought).getByText('Fachanwaltslehrgang Familienrecht')).toBeInTheDocument();
    expect(within(bought).getByText('12.04.2027 – 16.04.2027')).toBeInTheDocument();
    expect(within(bought).getByText('Gesamtsumme').nextElementSibling).toHaveTextContent(
      /1\.045,00/,
    );
    expect(within(transfer).getByText('KM-2027-1')).toBeInTheDocument();
    expect(within(transfer).getByText('11.01.2027')).toBeInTheDocument();
    expect(within(transfer).getByText(/1\.045,00/)).toBeInTheDocument();
  });

  it('shows the bank transfer with its GiroCode for an order on invoice too', async () => {
    const onInvoice = {
      ...exampleOrder,
      status: 'PLACED',
      paymentMethod: 'INVOICE',
      payment: { ...exampleOrder.payment, paymentMethod: 'INVOICE', status: 'PLACED' },
    };
    const { fetch } = api(({ path }) =>
      path === `/api/order/${exampleOrder.id}` ? json(200, onInvoice) : undefined,
    );
    await renderPage(
      () => import('./OrderCompletePage.tsx'),
      fetch,
      `/order/complete/${exampleOrder.id}`,
      '/order/complete/:orderId',
    );
    const transfer = await screen.findByRole('region', { name: 'Bitte überweisen Sie' });
    expect(within(transfer).getByText(/GiroCode/)).toBeInTheDocument();
    expect(
      transfer.querySelector('img')?.getAttribute('src')?.startsWith('data:image/svg+xml'),
    ).toBe(true);
  });

  it('shows no bank transfer for a paid order', async () => {
    const paid = {
      ...exampleOrder,
      status: 'PAID',
      paymentMethod: null,
      payment: {
        ...exampleOrder.payment,
        paymentMethod: null,
        status: 'PAID',
        dueDate: null,
        giroCode: null,
      },
    };
    const { fetch } = api(({ path }) =>
      path === `/api/order/${exampleOrder.id}` ? json(200, paid) : undefined,
    );
    await renderPage(
      () => import('./OrderCompletePage.tsx'),
      fetch,
      `/order/complete/${exampleOrder.id}`,
      '/order/complete/:orderId',
    );
    expect(await screen.findByText('KM-7QX2M4PA')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bitte überweisen Sie' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Ihre Rechnung' })).toBeInTheDocument();
  });

  it('downloads the invoice as PDF and as XML through the API client and saves each under its number', async () => {
    const saved: { name: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:http://localhost/${blobs.length}`;
    });
    URL.revokeObjectURL = vi.fn();
    const invoiceCalls: string[] = [];
    const { fetch } = api(({ method, path }) => {
      if (path === `/api/order/${exampleOrder.id}`) return json(200, exampleOrder);
      if (method === 'GET' && path === `/api/customer-invoice/${exampleOrder.invoiceId}`) {
        return new Response('%PDF-1.7', {
          status: 200,
          headers: { 'content-type': 'application/pdf' },
        });
      }
      return undefined;
    });
    const recording = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/api/customer-invoice/')) {
        invoiceCalls.push(String(input));
      }
      return fetch(input, init);
    });
    await renderPage(
      () => import('./OrderCompletePage.tsx'),
      recording,
      `/order/complete/${exampleOrder.id}`,
      '/order/complete/:orderId',
    );
    const invoice = await screen.findByRole('region', { name: 'Ihre Rechnung' });
    await userEvent.click(within(invoice).getByRole('button', { name: 'Rechnung herunterladen' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await userEvent.click(within(invoice).getByRole('button', { name: 'E-Rechnung (XML)' }));
    await waitFor(() => expect(saved).toHaveLength(2));

    expect(saved).toEqual([
      { name: 'KM-2027-1.pdf', href: 'blob:http://localhost/1' },
      { name: 'KM-2027-1.xml', href: 'blob:http://localhost/2' },
    ]);
    expect(await blobs[0]!.text()).toBe('%PDF-1.7');
    expect(invoiceCalls).toEqual([
      `/api/customer-invoice/${exampleOrder.invoiceId}?format=pdf`,
      `/api/customer-invoice/${exampleOrder.invoiceId}?format=xml`,
    ]);
    click.mockRestore();
  });
});

describe('the return from the payment provider', () => {
  const paymentId = exampleCardPayment('OPEN').id;
  const returnPath = `/order/payment-return?orderId=${exampleOrder.id}&paymentId=${paymentId}`;

  it('validates the payment and leads on to the completion page when it is paid', async () => {
    const { fetch, sent } = api(({ method, path }) =>
      method === 'PUT' && path === '/api/order/validate-payment'
        ? json(200, {
            order: exampleCardOrder('PAID', 'SUCCEEDED'),
            payment: exampleCardPayment('SUCCEEDED'),
          })
        : undefined,
    );
    await renderPage(
      () => import('./OrderPaymentReturnPage.tsx'),
      fetch,
      returnPath,
      '/order/payment-return',
    );

    await waitFor(() => expect(location()).toBe(`/order/complete/${exampleOrder.id}`));
    expect(sent.find((request) => request.path === '/api/order/validate-payment')?.body).toEqual({
      orderId: exampleOrder.id,
      paymentId,
    });
  });

  it('says when the payment page expired and starts the payment again on request', async () => {
    const { fetch, sent } = api(({ method, path }) => {
      if (method === 'PUT' && path === '/api/order/validate-payment') {
        return json(200, {
          order: exampleCardOrder('AWAITING_PAYMENT', 'EXPIRED'),
          payment: exampleCardPayment('EXPIRED'),
        });
      }
      if (method === 'PUT' && path === `/api/order/${paymentId}`) {
        return json(503, { code: 'UNAVAILABLE', message: 'provider unreachable' });
      }
      return undefined;
    });
    await renderPage(
      () => import('./OrderPaymentReturnPage.tsx'),
      fetch,
      returnPath,
      '/order/payment-return',
    );

    expect(await screen.findByText(/Die Zahlungsseite ist abgelaufen/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt bezahlen' }));

    expect(
      await screen.findByText(/Zahlungsdienstleister ist gerade nicht erreichbar/),
    ).toBeInTheDocument();
    expect(sent.some((request) => request.path === `/api/order/${paymentId}`)).toBe(true);
    expect(location()).toBe(returnPath);
  });
});
