import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { Order } from '@kursmarkt/schemas';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveConsent } from '../consent/store.ts';
import { clearCookies } from '../consent/test-support.ts';
import GuestDataPage from '../guest-order/GuestDataPage.tsx';
import { guestCheckoutStorageKey } from '../guest-order/guest-checkout-store.ts';
import { createSessionCore, type SessionCore } from '../session/core.ts';
import { loadPage, renderInSite } from '../session/render-support.tsx';
import { sharedBrowser, storedUser, tab } from '../session/test-support.ts';
import BillingPage from './BillingPage.tsx';
import CompletePage from './CompletePage.tsx';
import FileUploadPage from './FileUploadPage.tsx';
import PaymentPage from './PaymentPage.tsx';
import PaymentReturnPage from './PaymentReturnPage.tsx';
import SummaryPage from './SummaryPage.tsx';
import {
  exampleCardOrder,
  exampleCardPayment,
  exampleCustomer,
  exampleOrder,
  exampleSummary,
} from './fixtures.ts';
import type { CheckoutKind } from './steps.ts';

// The boundary to the sign-in library: Anna Berger is signed in for the customer's checkout.
const boundary = vi.hoisted(() => ({ core: undefined as SessionCore | undefined }));
vi.mock('../session/client.ts', () => ({ sessionCore: () => boundary.core }));

const checkoutId = exampleSummary.cartId;
const token = 'T'.repeat(43);
const countries = [
  { iso: 'AUT', iso2: 'AT', name: 'Österreich', priority: 1 },
  { iso: 'DEU', iso2: 'DE', name: 'Deutschland', priority: 1 },
];
const methods = [
  { method: 'INVOICE', name: 'Rechnung', description: 'Zahlbar innerhalb von 14 Tagen' },
  { method: 'PREPAYMENT', name: 'Vorkasse', description: 'Überweisung vor Kursbeginn' },
];
const localCart = [
  {
    courseId: 21,
    courseScheduleId: 8,
    priceLevelId: 40,
    packageIncluded: false,
    voucher: { voucherCode: 'WILLKOMMEN10' },
  },
];
const guestCart = {
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
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

type Sent = {
  method: string;
  path: string;
  body: unknown;
  idempotencyKey: string | null;
  /** The guest's credentials, as X-Order and X-Auth carried them. */
  order: string | null;
  auth: string | null;
};
type Answer = (request: Sent) => Response | undefined;

/** Each checkout: the customer's under /order, the guest's under /guest-order. */
const checkouts = [
  {
    kind: 'customer' as CheckoutKind,
    pages: '/order',
    dataPage: '/order/customer',
    api: '/api/order',
    dataApi: '/api/order/customer',
    summaryApi: '/api/order/summary',
    /** The customer's calls carry no guest credentials. */
    credentials: { order: null, auth: null },
  },
  {
    kind: 'guest' as CheckoutKind,
    pages: '/guest-order',
    dataPage: '/guest-order/guest',
    api: '/api/guest-order',
    dataApi: '/api/guest-order/guest',
    summaryApi: '/api/guest-order/guest-summary',
    /** The guest's calls carry the checkout of this tab. */
    credentials: { order: checkoutId, auth: token },
  },
];
type Who = (typeof checkouts)[number];

/**
 * The API of either checkout: the example summary, billing data, payment methods, the placed
 * order and countries; a guest's first call answers the checkout's credentials; `answer` first.
 */
function api(who: Who, answer: Answer = () => undefined) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init?.headers);
    const request = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      idempotencyKey: headers.get('idempotency-key'),
      order: headers.get('x-order'),
      auth: headers.get('x-auth'),
    };
    sent.push(request);
    const answered = answer(request);
    if (answered) return answered;
    const extra = who.kind === 'guest' ? { cart: guestCart, notAdded: [] } : {};
    if (request.path === '/api/countries') return json(200, countries);
    if (request.path === who.summaryApi) return json(200, exampleSummary);
    if (request.path === who.dataApi && request.method === 'GET') {
      return json(200, {
        customer: exampleCustomer,
        validCustomerStatus: true,
        taxNumberRequired: false,
        ...extra,
      });
    }
    if (request.path === who.dataApi && request.method === 'PUT') {
      const { positions: _positions, voucherCodes: _codes, ...customer } = request.body;
      return json(
        200,
        { customer, validCustomerStatus: true, taxNumberRequired: false, ...extra },
        { 'x-order': checkoutId, 'x-auth': token },
      );
    }
    if (request.path === `${who.api}/payment`) return json(200, { paymentMethod: null, methods });
    if (request.path === who.api && request.method === 'PUT') return json(201, exampleOrder);
    if (request.path === `${who.api}/${exampleOrder.id}`) return json(200, exampleOrder);
    if (request.path === '/api/cart/guest' && request.method === 'PUT') {
      return json(200, { ...guestCart, paymentStep: false, notAdded: [] });
    }
    return json(404, { code: 'NOT_FOUND', message: 'not found' });
  });
  return { fetch, sent };
}

/** The guest's checkout opened in this tab, with the (empty) local cart it was opened with. */
const keepCheckout = () =>
  sessionStorage.setItem(
    guestCheckoutStorageKey,
    JSON.stringify({ order: checkoutId, auth: token, cart: '[]', notAdded: [] }),
  );

/**
 * Renders a checkout page for `who` at `path` on a new page load: the customer signed in, the
 * guest with the checkout of this tab unless `opened` is false.
 */
function renderPage(
  who: Who,
  Page: (props: { kind: CheckoutKind }) => ReactElement,
  fetch: typeof globalThis.fetch,
  path: string,
  { route = path, opened = true }: { route?: string; opened?: boolean } = {},
) {
  const signedIn = who.kind === 'customer';
  boundary.core = createSessionCore(
    tab(sharedBrowser(signedIn ? storedUser(300) : null)).environment,
    { fallbackReturnPath: '/customer-dashboard' },
  );
  loadPage({ signedIn });
  if (!signedIn && opened) keepCheckout();
  renderInSite(
    <Routes>
      <Route path={route} element={<Page kind={who.kind} />} />
      <Route path="*" element={null} />
    </Routes>,
    { path, fetch },
  );
}

const location = () => screen.getByTestId('location').textContent;
/** The calls of `sent` to `path` carried `who`'s credentials (a guest's), or none (a customer's). */
const carried = (who: Who, sent: Sent[], path: string) => {
  const calls = sent.filter((request) => request.path === path);
  expect(calls).not.toHaveLength(0);
  for (const call of calls) expect(call).toMatchObject(who.credentials);
};

afterEach(() => {
  document.cookie = 'rfLoggedIn=; Path=/; Max-Age=0';
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
});

/** The billing data: the customer's step, or the guest's page that opens the checkout. */
const billingPage = (who: Who) => (who.kind === 'guest' ? GuestDataPage : BillingPage);

describe.each(checkouts)('the billing data step of the $kind checkout', (who) => {
  it('saves the billing data and goes on to the proof upload the summary asks for', async () => {
    const { fetch, sent } = api(who);
    renderPage(who, billingPage(who), fetch, who.dataPage);
    const phone = await screen.findByRole('textbox', { name: /Telefon/ });

    await userEvent.type(phone, '0221 123456');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));

    await waitFor(() => expect(location()).toBe(`${who.pages}/file-upload`));
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      ...exampleCustomer,
      phone: '0221 123456',
    });
    carried(who, sent, who.dataApi);
  });

  it('asks whether the booking is private or for a firm, says only a consumer may withdraw, and saves a firm as a business', async () => {
    const { fetch, sent } = api(who);
    renderPage(who, billingPage(who), fetch, who.dataPage);
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
    const { fetch } = api(who, ({ method }) =>
      method === 'PUT'
        ? json(422, {
            code: 'VALIDATION_FAILED',
            message: 'invalid',
            details: [{ path: 'body.email', code: 'INVALID_FORMAT', message: 'e-mail' }],
          })
        : undefined,
    );
    renderPage(who, billingPage(who), fetch, who.dataPage);
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
    expect(location()).toBe(who.dataPage);
  });
});

describe("the guest's first billing data", () => {
  const guest = checkouts[1]!;
  const fillIn = async () => {
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
  };

  it('opens the checkout with the local positions and voucher codes, keeps its credentials in this tab only and goes on to the proof upload', async () => {
    localStorage.setItem('cart', JSON.stringify(localCart));
    const { fetch, sent } = api(guest);
    renderPage(guest, billingPage(guest), fetch, guest.dataPage, { opened: false });

    await fillIn();

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
    const { fetch } = api(guest, (request) =>
      request.path === '/api/guest-order/guest' && request.method === 'PUT'
        ? json(409, {
            code: 'VOUCHER_NOT_VALID',
            message: 'The voucher WILLKOMMEN10 does not apply.',
            details: [{ path: 'voucher', code: 'NOT_ALLOWED', message: 'VOUCHER_EXPIRED' }],
          })
        : undefined,
    );
    renderPage(guest, billingPage(guest), fetch, guest.dataPage, { opened: false });

    await fillIn();

    await waitFor(() => expect(location()).toBe('/warenkorb'));
    expect(sessionStorage.getItem(guestCheckoutStorageKey)).toBeNull();
  });

  it('sends a guest without a cart and without a checkout back to the cart', async () => {
    renderPage(guest, billingPage(guest), api(guest).fetch, guest.dataPage, {
      opened: false,
    });
    await waitFor(() => expect(location()).toBe('/warenkorb'));
  });

  it('marks the guest data as the current step and shows the total of the local cart as priced', async () => {
    localStorage.setItem('cart', JSON.stringify(localCart));
    renderPage(guest, billingPage(guest), api(guest).fetch, guest.dataPage, {
      opened: false,
    });

    const steps = await screen.findByRole('list', { name: 'Schritte Ihrer Bestellung' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Rechnungsdaten', 'Nachweise', 'Prüfen und bestellen']);
    expect(within(steps).getByText('Rechnungsdaten')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Gesamtbetrag').parentElement).toHaveTextContent(/1\.045,00\s€/);
  });
});

describe.each(checkouts)('the steps of the $kind checkout', (who) => {
  it('lists the steps the cart has, marks the current one and the ones done, and shows the total', async () => {
    renderPage(who, PaymentPage, api(who).fetch, `${who.pages}/payment`);

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

  it("marks the summary as the current step after the ones done and shows the checkout's total", async () => {
    renderPage(who, SummaryPage, api(who).fetch, `${who.pages}/summary`);

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

  it('leaves out the proof upload and the payment when the cart has neither', async () => {
    const { fetch } = api(who, ({ path }) =>
      path === who.summaryApi
        ? json(200, { ...exampleSummary, verificationStep: false, paymentStep: false, sumValue: 0 })
        : undefined,
    );
    renderPage(who, SummaryPage, fetch, `${who.pages}/summary`);

    const steps = await screen.findByRole('list', { name: 'Schritte Ihrer Bestellung' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Rechnungsdaten (erledigt)', 'Prüfen und bestellen']);
    expect(screen.getByText('Gesamtbetrag').parentElement).toHaveTextContent(/0,00\s€/);
  });
});

describe.each(checkouts)('the payment step of the $kind checkout', (who) => {
  it('chooses a method of the server and goes on to the summary', async () => {
    const { fetch, sent } = api(who, ({ method, path }) =>
      method === 'PUT' && path === `${who.api}/payment`
        ? json(200, { paymentMethod: 'PREPAYMENT', methods })
        : undefined,
    );
    renderPage(who, PaymentPage, fetch, `${who.pages}/payment`);

    await userEvent.click(await screen.findByRole('radio', { name: /Vorkasse/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));

    await waitFor(() => expect(location()).toBe(`${who.pages}/summary`));
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      paymentMethod: 'PREPAYMENT',
    });
    carried(who, sent, `${who.api}/payment`);
  });

  it('asks for a choice before going on', async () => {
    const { fetch, sent } = api(who);
    renderPage(who, PaymentPage, fetch, `${who.pages}/payment`);

    await userEvent.click(await screen.findByRole('button', { name: 'Weiter' }));

    expect(
      await screen.findByText('Bitte wählen Sie, wie Sie bezahlen möchten.'),
    ).toBeInTheDocument();
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('is skipped when nothing is to be paid', async () => {
    const { fetch } = api(who, ({ path }) =>
      path === `${who.api}/payment` ? json(200, { paymentMethod: null, methods: [] }) : undefined,
    );
    renderPage(who, PaymentPage, fetch, `${who.pages}/payment`);

    await waitFor(() => expect(location()).toBe(`${who.pages}/summary`));
  });
});

describe.each(checkouts)('the summary step of the $kind checkout', (who) => {
  const summaryPath = `${who.pages}/summary`;
  const placings = (sent: Sent[]) => sent.filter((request) => request.path === who.api);

  it('shows each course with dates, place and VAT, the withdrawal information, and the total directly above the order button', async () => {
    renderPage(who, SummaryPage, api(who).fetch, summaryPath);

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
    renderPage(who, SummaryPage, api(who).fetch, summaryPath);

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
    const { fetch } = api(who, ({ path }) =>
      path === who.summaryApi
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
    renderPage(who, SummaryPage, fetch, summaryPath);

    expect(await screen.findByText(/Kanzlei Roth/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Widerrufsbelehrung' })).toBeNull();
  });

  it("names each change link after what it changes, leading to the checkout's own steps", async () => {
    renderPage(who, SummaryPage, api(who).fetch, summaryPath);

    expect(await screen.findByRole('link', { name: 'Kurse ändern' })).toHaveAttribute(
      'href',
      '/warenkorb',
    );
    expect(screen.getByRole('link', { name: 'Rechnungsadresse ändern' })).toHaveAttribute(
      'href',
      who.dataPage,
    );
    expect(screen.getByRole('link', { name: 'Zahlungsart ändern' })).toHaveAttribute(
      'href',
      `${who.pages}/payment`,
    );
  });

  it('orders free of charge, not "zahlungspflichtig", when credits cover everything', async () => {
    const { fetch } = api(who, ({ path }) =>
      path === who.summaryApi
        ? json(200, { ...exampleSummary, sumValue: 0, netSumValue: 0, taxes: [] })
        : undefined,
    );
    renderPage(who, SummaryPage, fetch, summaryPath);

    expect(await screen.findByRole('button', { name: 'kostenfrei bestellen' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'zahlungspflichtig bestellen' })).toBeNull();
  });

  it('sends a buyer whose cart is empty back to the cart instead of offering an order', async () => {
    const { fetch } = api(who, ({ path }) =>
      path === who.summaryApi
        ? json(200, { ...exampleSummary, positions: [], sumValue: 0, netSumValue: 0, taxes: [] })
        : undefined,
    );
    renderPage(who, SummaryPage, fetch, summaryPath);

    await waitFor(() => expect(location()).toBe('/warenkorb'));
    expect(screen.queryByRole('button', { name: /bestellen/ })).toBeNull();
  });

  it('asks for the terms before ordering', async () => {
    const { fetch, sent } = api(who);
    renderPage(who, SummaryPage, fetch, summaryPath);

    await userEvent.click(
      await screen.findByRole('button', { name: 'zahlungspflichtig bestellen' }),
    );

    expect(
      await screen.findByText('Bitte akzeptieren Sie die AGB, um zu bestellen.'),
    ).toBeInTheDocument();
    expect(placings(sent)).toHaveLength(0);
  });

  it('needs the early-start consent where a course starts within the withdrawal period', async () => {
    const { fetch, sent } = api(who, ({ path }) =>
      path === who.summaryApi
        ? json(200, { ...exampleSummary, earlyStartConsentRequired: true })
        : undefined,
    );
    renderPage(who, SummaryPage, fetch, summaryPath);
    await userEvent.click(await screen.findByRole('checkbox', { name: /AGB/ }));
    await userEvent.click(screen.getByRole('button', { name: 'zahlungspflichtig bestellen' }));
    expect(await screen.findByText(/Bitte stimmen Sie dem Beginn zu/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: /vor Ablauf der Widerrufsfrist/ }));
    await userEvent.click(screen.getByRole('button', { name: 'zahlungspflichtig bestellen' }));

    await waitFor(() => expect(location()).toBe(`${who.pages}/complete/${exampleOrder.id}`));
    expect(placings(sent)[0]?.body).toEqual({
      acceptTerms: true,
      earlyStartConsent: true,
      cartId: exampleSummary.cartId,
      sumValue: exampleSummary.sumValue,
    });
  });

  it('names who attends a course instead of the buyer, checked by the shared rule, and sends it with the order', async () => {
    const { fetch, sent } = api(who);
    renderPage(who, SummaryPage, fetch, summaryPath);
    const terms = await screen.findByRole('checkbox', { name: /AGB gelesen/ });
    const course = screen.getByRole('group', {
      name: 'Wer nimmt an „Fachanwaltslehrgang Familienrecht“ teil?',
    });
    const self = within(course).getByRole('checkbox', { name: 'Ich nehme selbst teil' });
    expect(self).toBeChecked();
    await userEvent.click(self);
    await userEvent.click(terms);
    await userEvent.type(within(course).getByLabelText(/Vorname/), 'Clara');
    await userEvent.type(within(course).getByLabelText(/E-Mail-Adresse/), 'clara@kanzlei');
    await userEvent.click(screen.getByRole('button', { name: 'zahlungspflichtig bestellen' }));

    expect(await within(course).findByText('Bitte geben Sie den Namen an.')).toBeVisible();
    expect(
      within(course).getByText('Bitte geben Sie eine gültige E-Mail-Adresse an.'),
    ).toBeVisible();
    expect(placings(sent)).toEqual([]);

    await userEvent.type(within(course).getByLabelText(/Nachname/), 'Kollegin');
    await userEvent.type(within(course).getByLabelText(/E-Mail-Adresse/), '.example');
    await userEvent.click(screen.getByRole('button', { name: 'zahlungspflichtig bestellen' }));

    await waitFor(() => expect(location()).toBe(`${who.pages}/complete/${exampleOrder.id}`));
    expect(placings(sent)[0]?.body).toMatchObject({
      participants: [
        {
          positionId: exampleSummary.positions[1]!.id,
          participant: {
            firstName: 'Clara',
            lastName: 'Kollegin',
            email: 'clara@kanzlei.example',
          },
        },
      ],
    });
  });

  it('places the order with the checkout, an Idempotency-Key, reports the purchase once and shows the completion', async () => {
    saveConsent(['statistics']);
    const { fetch, sent } = api(who, ({ method, path }) =>
      method === 'PUT' && path === who.api
        ? json(201, { ...exampleOrder, voucherCode: 'WILLKOMMEN10' })
        : undefined,
    );
    renderPage(who, SummaryPage, fetch, summaryPath);

    await userEvent.click(await screen.findByRole('checkbox', { name: /AGB gelesen/ }));
    await userEvent.click(screen.getByRole('button', { name: 'zahlungspflichtig bestellen' }));

    await waitFor(() => expect(location()).toBe(`${who.pages}/complete/${exampleOrder.id}`));
    expect(placings(sent)[0]).toMatchObject({ method: 'PUT', ...who.credentials });
    expect(placings(sent)[0]?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    const purchases = (window as Window & { dataLayer?: { event?: string }[] }).dataLayer!.filter(
      (entry) => entry.event === 'purchase',
    );
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({
      ecommerce: { transaction_id: exampleOrder.id, coupon: 'WILLKOMMEN10' },
    });
  });

  it('places the order with an Idempotency-Key and repeats it with the same key after a failure without an answer', async () => {
    let reachable = false;
    const { fetch, sent } = api(who, ({ method, path }) => {
      if (method !== 'PUT' || path !== who.api) return undefined;
      if (!reachable) throw new TypeError('Failed to fetch');
      return json(201, exampleOrder);
    });
    renderPage(who, SummaryPage, fetch, summaryPath);
    await userEvent.click(await screen.findByRole('checkbox', { name: /AGB/ }));
    await userEvent.click(screen.getByRole('button', { name: 'zahlungspflichtig bestellen' }));
    expect(await screen.findByText(/nicht doppelt belastet/)).toBeInTheDocument();

    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'zahlungspflichtig bestellen' }));

    await waitFor(() => expect(location()).toBe(`${who.pages}/complete/${exampleOrder.id}`));
    const keys = placings(sent).map((request) => request.idempotencyKey);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
  });

  it("sends the buyer to the checkout's return page when a card payment has no provider page to go to", async () => {
    const provider = exampleCardPayment('OPEN');
    const { fetch } = api(who, ({ method, path }) =>
      method === 'PUT' && path === who.api
        ? json(201, exampleCardOrder('AWAITING_PAYMENT', 'OPEN'))
        : undefined,
    );
    renderPage(who, SummaryPage, fetch, summaryPath);

    await userEvent.click(await screen.findByRole('checkbox', { name: /AGB gelesen/ }));
    await userEvent.click(screen.getByRole('button', { name: 'zahlungspflichtig bestellen' }));

    await waitFor(() =>
      expect(location()).toBe(
        `${who.pages}/payment-return?orderId=${exampleOrder.id}&paymentId=${provider.id}`,
      ),
    );
  });

  it('says what a refusal of the order means and shows the summary again', async () => {
    const { fetch, sent } = api(who, ({ method, path }) =>
      method === 'PUT' && path === who.api
        ? json(409, { code: 'SCHEDULE_FULL', message: 'full' })
        : undefined,
    );
    renderPage(who, SummaryPage, fetch, summaryPath);
    await userEvent.click(await screen.findByRole('checkbox', { name: /AGB/ }));
    await userEvent.click(screen.getByRole('button', { name: 'zahlungspflichtig bestellen' }));

    expect(
      await screen.findByText(
        'Ein Termin ist inzwischen ausgebucht. Bitte prüfen Sie den Warenkorb.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(sent.filter((request) => request.path === who.summaryApi)).toHaveLength(2),
    );
    expect(location()).toBe(summaryPath);
  });
});

describe("the customer's summary", () => {
  it('tells a customer whose address is not confirmed to confirm it instead of offering an order', async () => {
    const customer = checkouts[0]!;
    const { fetch } = api(customer, ({ path }) =>
      path.startsWith('/api/order/')
        ? json(403, { code: 'EMAIL_NOT_VERIFIED', message: 'not confirmed' })
        : undefined,
    );
    renderPage(customer, SummaryPage, fetch, '/order/summary');

    expect(await screen.findByText('Bitte bestätigen Sie Ihre E-Mail-Adresse')).toBeVisible();
    expect(screen.getByRole('button', { name: 'E-Mail erneut senden' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /bestellen/ })).toBeNull();
  });
});

describe("the guest's summary", () => {
  const guest = checkouts[1]!;

  it('empties the local cart once the order is placed: the order holds it now', async () => {
    localStorage.setItem('cart', JSON.stringify(localCart));
    renderPage(guest, SummaryPage, api(guest).fetch, '/guest-order/summary');

    await userEvent.click(await screen.findByRole('checkbox', { name: /AGB gelesen/ }));
    await userEvent.click(screen.getByRole('button', { name: 'zahlungspflichtig bestellen' }));

    await waitFor(() => expect(location()).toBe(`/guest-order/complete/${exampleOrder.id}`));
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('solves the challenge the server asks for and sends the order again with its solution', async () => {
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
    const { fetch, sent } = api(guest, ({ method, path, body }) => {
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
    renderPage(guest, SummaryPage, fetch, '/guest-order/summary');

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

  it('lists what the checkout could not take over', async () => {
    sessionStorage.setItem(
      guestCheckoutStorageKey,
      JSON.stringify({
        order: checkoutId,
        auth: token,
        cart: '[]',
        notAdded: [{ scheduleId: 9, packageId: null, code: 'SCHEDULE_FULL' }],
      }),
    );
    renderPage(guest, SummaryPage, api(guest).fetch, '/guest-order/summary', {
      opened: false,
    });

    expect(
      await screen.findByRole('button', { name: 'zahlungspflichtig bestellen' }),
    ).toBeVisible();
    expect(screen.getByText(/ausgebucht/)).toBeInTheDocument();
  });

  it('sends a guest without a checkout in this tab to the guest data step', async () => {
    renderPage(guest, SummaryPage, api(guest).fetch, '/guest-order/summary', {
      opened: false,
    });
    await waitFor(() => expect(location()).not.toBe('/guest-order/summary'));
    expect(location()).toBe('/guest-order/guest');
  });
});

describe.each(checkouts)('the proof upload step of the $kind checkout', (who) => {
  it('names the course and its hint, and does not go on while a proof is missing', async () => {
    const { fetch } = api(who, ({ path }) =>
      path === who.summaryApi
        ? json(200, { ...exampleSummary, missingProofs: [exampleSummary.positions[1]!.id] })
        : undefined,
    );
    renderPage(who, FileUploadPage, fetch, `${who.pages}/file-upload`);

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
    expect(location()).toBe(`${who.pages}/file-upload`);
  });
});

describe.each(checkouts)('the completion page of the $kind checkout', (who) => {
  const orderApi = `${who.api}/${exampleOrder.id}`;
  const show = (fetch: typeof globalThis.fetch) =>
    renderPage(who, CompletePage, fetch, `${who.pages}/complete/${exampleOrder.id}`, {
      route: `${who.pages}/complete/:orderId`,
    });

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
    const { fetch, sent } = api(who, ({ path }) =>
      path === orderApi ? json(200, order) : undefined,
    );
    await show(fetch);

    expect(await screen.findByText('KM-7QX2M4PA')).toBeInTheDocument();
    carried(who, sent, orderApi);
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
    const { fetch } = api(who, ({ path }) =>
      path === orderApi ? json(200, onInvoice) : undefined,
    );
    await show(fetch);
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
    const { fetch } = api(who, ({ path }) => (path === orderApi ? json(200, paid) : undefined));
    await show(fetch);
    expect(await screen.findByText('KM-7QX2M4PA')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bitte überweisen Sie' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Ihre Rechnung' })).toBeInTheDocument();
  });

  it("downloads the invoice as PDF and as XML through the API client with the checkout's identity and saves each under its number", async () => {
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
    const invoiceApi = `/api/customer-invoice/${exampleOrder.invoiceId}`;
    const { fetch, sent } = api(who, ({ method, path }) =>
      method === 'GET' && path === invoiceApi
        ? new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } })
        : undefined,
    );
    const invoiceCalls: string[] = [];
    const recording = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/api/customer-invoice/')) invoiceCalls.push(String(input));
      return fetch(input, init);
    });
    await show(recording);
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
    expect(invoiceCalls).toEqual([`${invoiceApi}?format=pdf`, `${invoiceApi}?format=xml`]);
    carried(who, sent, invoiceApi);
    click.mockRestore();
  });

  it('offers the cancellation of the order to a customer only (a guest has the link of the mail)', async () => {
    await show(api(who).fetch);
    expect(await screen.findByText('KM-7QX2M4PA')).toBeInTheDocument();
    const cancel = screen.queryByRole('link', { name: /stornieren/i });
    if (who.kind === 'customer') {
      expect(cancel).toHaveAttribute('href', `/order/${exampleOrder.id}/cancel`);
    } else {
      expect(cancel).toBeNull();
    }
  });
});

describe("the guest's completion", () => {
  const guest = checkouts[1]!;
  const show = (fetch: typeof globalThis.fetch, opened = true) =>
    renderPage(guest, CompletePage, fetch, `/guest-order/complete/${exampleOrder.id}`, {
      route: '/guest-order/complete/:orderId',
      opened,
    });

  it('asks to open the link of the mail within the hold time while the order is held', async () => {
    const held = {
      ...exampleOrder,
      status: 'HELD',
      invoiceNumber: null,
      invoiceId: null,
      placedAt: '2027-01-04T10:00:00.000Z',
      holdExpiresAt: '2027-01-04T10:30:00.000Z',
    };
    const { fetch } = api(guest, ({ path }) =>
      path === `/api/guest-order/${exampleOrder.id}` ? json(200, held) : undefined,
    );
    await show(fetch);
    expect(await screen.findByText(/Öffnen Sie ihn innerhalb von 30 Minuten/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(exampleOrder.customer.email))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /PDF/ })).toBeNull();
  });

  it('says where the confirmation went in a tab without the checkout', async () => {
    const { fetch, sent } = api(guest);
    await show(fetch, false);
    expect(await screen.findByText(/per E-Mail geschickt/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});

describe.each(checkouts)('the return from the payment provider to the $kind checkout', (who) => {
  const paymentId = exampleCardPayment('OPEN').id;
  const returnPath = `${who.pages}/payment-return?orderId=${exampleOrder.id}&paymentId=${paymentId}`;
  const back = (fetch: typeof globalThis.fetch) =>
    renderPage(who, PaymentReturnPage, fetch, returnPath, {
      route: `${who.pages}/payment-return`,
    });

  it('validates the payment and leads on to the completion page when it is paid', async () => {
    const { fetch, sent } = api(who, ({ method, path }) =>
      method === 'PUT' && path === `${who.api}/validate-payment`
        ? json(200, {
            order: exampleCardOrder('PAID', 'SUCCEEDED'),
            payment: exampleCardPayment('SUCCEEDED'),
          })
        : undefined,
    );
    await back(fetch);

    await waitFor(() => expect(location()).toBe(`${who.pages}/complete/${exampleOrder.id}`));
    expect(sent.find((request) => request.path === `${who.api}/validate-payment`)).toMatchObject({
      body: { orderId: exampleOrder.id, paymentId },
      ...who.credentials,
    });
  });

  it('says when the payment page expired and starts the payment again on request', async () => {
    const { fetch, sent } = api(who, ({ method, path }) => {
      if (method === 'PUT' && path === `${who.api}/validate-payment`) {
        return json(200, {
          order: exampleCardOrder('AWAITING_PAYMENT', 'EXPIRED'),
          payment: exampleCardPayment('EXPIRED'),
        });
      }
      if (method === 'PUT' && path === `${who.api}/${paymentId}`) {
        return json(503, { code: 'UNAVAILABLE', message: 'provider unreachable' });
      }
      return undefined;
    });
    await back(fetch);

    expect(await screen.findByText(/Die Zahlungsseite ist abgelaufen/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt bezahlen' }));

    expect(
      await screen.findByText(/Zahlungsdienstleister ist gerade nicht erreichbar/),
    ).toBeInTheDocument();
    carried(who, sent, `${who.api}/${paymentId}`);
    expect(location()).toBe(returnPath);
  });
});

describe("the guest's return from the payment provider", () => {
  it('asks nothing in a tab without the checkout and says where the payment can be checked', async () => {
    const guest = checkouts[1]!;
    const { fetch, sent } = api(guest);
    renderPage(
      guest,
      PaymentReturnPage,
      fetch,
      `/guest-order/payment-return?orderId=${exampleOrder.id}&paymentId=${exampleCardPayment('OPEN').id}`,
      { route: '/guest-order/payment-return', opened: false },
    );
    expect(await screen.findByText(/nur im Browser-Tab geprüft werden/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
