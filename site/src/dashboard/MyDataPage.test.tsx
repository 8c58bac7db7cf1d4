import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionCore, type SessionCore } from '../session/core.ts';
import { loadPage, renderInSite } from '../session/render-support.tsx';
import { sharedBrowser, storedUser, tab } from '../session/test-support.ts';
import MyDataPage from './MyDataPage.tsx';

// The boundary to the sign-in library: Anna Berger is signed in.
const boundary = vi.hoisted(() => ({ core: undefined as SessionCore | undefined }));
vi.mock('../session/client.ts', () => ({ sessionCore: () => boundary.core }));

const customerId = '7b0f4c52-2a8e-4b8e-9a51-4d1f0e2c9a10';
const anna = {
  id: customerId,
  email: 'anna.berger@example.com',
  name: 'Anna',
  lastname: 'Berger',
  street: 'Hauptstraße 1',
  city: 'Köln',
  zipCode: '50667',
  country: 'DEU',
  company: '',
  vatId: '',
  buyerReference: '',
};
const countries = [
  { iso: 'AUT', iso2: 'AT', name: 'Österreich', priority: 1 },
  { iso: 'DEU', iso2: 'DE', name: 'Deutschland', priority: 1 },
  { iso: 'BEL', iso2: 'BE', name: 'Belgien', priority: 0 },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Answer = (request: { method: string; url: URL; body: unknown }) => Response | undefined;

/** The API: the customer record, the country list and `answer` for anything else. */
function api(answer: Answer = () => undefined) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answered = answer({ method, url, body });
    if (answered) return answered;
    if (method === 'GET' && url.pathname === `/api/customers/${customerId}`) return json(200, anna);
    if (method === 'GET' && url.pathname === '/api/countries') return json(200, countries);
    return json(404, { code: 'NOT_FOUND', message: 'not found' });
  });
}

/** A fresh page load of Anna's browser: she is signed in. */
function loadSignedInPage() {
  const signedIn = tab(sharedBrowser(storedUser(300)));
  boundary.core = createSessionCore(signedIn.environment, {
    fallbackReturnPath: '/customer-dashboard',
  });
  loadPage({ signedIn: true });
  return signedIn;
}

async function renderMyData(fetch: ReturnType<typeof api>) {
  const signedIn = loadSignedInPage();
  renderInSite(<MyDataPage />, { path: '/customer-dashboard/meine-daten', fetch });
  await screen.findByRole('textbox', { name: /Vorname/ });
  return signedIn;
}

afterEach(() => {
  document.cookie = 'rfLoggedIn=; Path=/; Max-Age=0';
});

describe('meine-daten', () => {
  it('shows the stored record with the priority countries first', async () => {
    await renderMyData(api());

    expect(screen.getByRole('textbox', { name: /Vorname/ })).toHaveValue('Anna');
    expect(screen.getByRole('textbox', { name: /Postleitzahl/ })).toHaveValue('50667');
    expect(screen.getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveAttribute('readonly');
    const country = screen.getByRole('combobox', { name: /Land/ });
    expect(country).toHaveValue('DEU');
    expect(
      Array.from((country as HTMLSelectElement).options).map((option) => option.textContent),
    ).toEqual(['Bitte wählen', 'Österreich', 'Deutschland', 'Belgien']);
  });

  it('names an empty required field, focuses it and sends nothing', async () => {
    const fetch = api();
    await renderMyData(fetch);
    const first = screen.getByRole('textbox', { name: /Vorname/ });

    await userEvent.clear(first);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(first).toHaveAccessibleDescription(
      expect.stringContaining('Bitte geben Sie Ihren Vornamen an.'),
    );
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveFocus();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('shows the fields the server refused beside them and focuses the first', async () => {
    await renderMyData(
      api(({ method }) =>
        method === 'PUT'
          ? json(422, {
              code: 'VALIDATION_FAILED',
              message: 'invalid',
              details: [{ path: 'body.zipCode', code: 'INVALID_FORMAT', message: 'fünfstellig' }],
            })
          : undefined,
      ),
    );
    const zipCode = screen.getByRole('textbox', { name: /Postleitzahl/ });

    await userEvent.clear(zipCode);
    await userEvent.type(zipCode, '5066');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() =>
      expect(zipCode).toHaveAccessibleDescription(
        expect.stringContaining('Bitte geben Sie eine fünfstellige Postleitzahl an.'),
      ),
    );
    expect(zipCode).toHaveFocus();
    expect(screen.getByText('Bitte prüfen Sie die markierten Felder.')).toBeInTheDocument();
  });

  it.each([
    ['TOO_LONG', 'Vorname', 'Dieser Eintrag ist zu lang. Bitte kürzen Sie ihn.'],
    [
      'UNSTORABLE',
      'Vorname',
      'Dieser Eintrag enthält ein Zeichen, das wir nicht speichern können. Bitte entfernen Sie es.',
    ],
    ['REQUIRED', 'Nachname', 'Bitte geben Sie Ihren Nachnamen an.'],
    ['NOT_ALLOWED', 'Land', 'Bitte wählen Sie ein Land aus der Liste.'],
    ['INVALID', 'Ort', 'Diesen Eintrag können wir so nicht annehmen. Bitte prüfen Sie ihn.'],
  ])(
    'says what the server code %s means at the field %s and keeps what was typed',
    async (code, label, text) => {
      const field = { Vorname: 'name', Nachname: 'lastname', Land: 'country', Ort: 'city' }[label];
      await renderMyData(
        api(({ method }) =>
          method === 'PUT'
            ? json(422, {
                code: 'VALIDATION_FAILED',
                message: 'invalid',
                details: [{ path: `body.${field}`, code, message: 'refused' }],
              })
            : undefined,
        ),
      );
      const first = screen.getByRole('textbox', { name: /Vorname/ });
      await userEvent.type(first, 'ine');
      await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

      const refused =
        label === 'Land'
          ? screen.getByRole('combobox', { name: /Land/ })
          : screen.getByRole('textbox', { name: new RegExp(label) });
      await waitFor(() =>
        expect(refused).toHaveAccessibleDescription(expect.stringContaining(text)),
      );
      expect(refused).toHaveAttribute('aria-invalid', 'true');
      expect(first).toHaveValue('Annaine');
    },
  );

  it('explains a refused postal code for a country abroad without the German rule', async () => {
    await renderMyData(
      api(({ method }) =>
        method === 'PUT'
          ? json(422, {
              code: 'VALIDATION_FAILED',
              message: 'invalid',
              details: [{ path: 'body.zipCode', code: 'INVALID_FORMAT', message: 'ungültig' }],
            })
          : undefined,
      ),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Land/ }), 'AUT');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    const zipCode = screen.getByRole('textbox', { name: /Postleitzahl/ });
    await waitFor(() =>
      expect(zipCode).toHaveAccessibleDescription(
        expect.stringContaining('Bitte geben Sie eine gültige Postleitzahl an.'),
      ),
    );
  });

  it('saves the changed record with PUT and says so in a status message', async () => {
    const saved = vi.fn();
    await renderMyData(
      api(({ method, body }) => {
        if (method !== 'PUT') return undefined;
        saved(body);
        return json(200, { ...anna, ...(body as object) });
      }),
    );
    const street = screen.getByRole('textbox', { name: /Straße/ });

    await userEvent.clear(street);
    await userEvent.type(street, 'Domkloster 4');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Land/ }), 'AUT');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Ihre Daten wurden gespeichert.');
    expect(saved).toHaveBeenCalledWith({
      name: 'Anna',
      lastname: 'Berger',
      street: 'Domkloster 4',
      zipCode: '50667',
      city: 'Köln',
      country: 'AUT',
      company: '',
      vatId: '',
      buyerReference: '',
    });
  });

  it("saves a business's firm, VAT id and Leitweg-ID with the record", async () => {
    const saved = vi.fn();
    await renderMyData(
      api(({ method, body }) => {
        if (method !== 'PUT') return undefined;
        saved(body);
        return json(200, { ...anna, ...(body as object), vatId: 'DE136695976' });
      }),
    );
    const business = screen.getByRole('group', { name: 'Für Unternehmen' });

    await userEvent.type(
      within(business).getByRole('textbox', { name: /Firma/ }),
      'Kanzlei Berger',
    );
    await userEvent.type(
      within(business).getByRole('textbox', { name: /USt-IdNr/ }),
      'de 136 695 976',
    );
    await userEvent.type(
      within(business).getByRole('textbox', { name: /Leitweg-ID/ }),
      '04011000-12345-67',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Ihre Daten wurden gespeichert.');
    expect(saved).toHaveBeenCalledWith(
      expect.objectContaining({
        company: 'Kanzlei Berger',
        vatId: 'de 136 695 976',
        buyerReference: '04011000-12345-67',
      }),
    );
    expect(screen.getByRole('textbox', { name: /USt-IdNr/ })).toHaveValue('DE136695976');
  });

  it.each([
    ['DE12', 'Das ist keine USt-IdNr. eines EU-Landes in dessen Format.'],
    ['ATU1', 'Das ist keine USt-IdNr. eines EU-Landes in dessen Format.'],
    ['DE136695977', 'Die Prüfziffer dieser USt-IdNr. stimmt nicht.'],
  ])('refuses the VAT id %s beside its field and sends nothing', async (vatId, text) => {
    const fetch = api();
    await renderMyData(fetch);
    await userEvent.type(screen.getByRole('textbox', { name: /Firma/ }), 'Kanzlei Berger');
    const field = screen.getByRole('textbox', { name: /USt-IdNr/ });

    await userEvent.type(field, vatId);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(field).toHaveAccessibleDescription(expect.stringContaining(text));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('asks for the firm beside a VAT id', async () => {
    await renderMyData(api());
    await userEvent.type(screen.getByRole('textbox', { name: /USt-IdNr/ }), 'DE136695976');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(screen.getByRole('textbox', { name: /Firma/ })).toHaveAccessibleDescription(
      expect.stringContaining('Bitte geben Sie zur USt-IdNr. den Namen Ihrer Firma an.'),
    );
  });

  it('shows a check digit the server refused beside the VAT id', async () => {
    await renderMyData(
      api(({ method }) =>
        method === 'PUT'
          ? json(422, {
              code: 'VALIDATION_FAILED',
              message: 'invalid',
              details: [{ path: 'body.vatId', code: 'INVALID_CHECKSUM', message: 'check digit' }],
            })
          : undefined,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /USt-IdNr/ })).toHaveAccessibleDescription(
        expect.stringContaining('Die Prüfziffer dieser USt-IdNr. stimmt nicht.'),
      ),
    );
  });

  it('says when the page to change the password cannot be opened', async () => {
    await renderMyData(
      api(({ url }) =>
        url.pathname === '/api/customers/password'
          ? json(503, { code: 'UNAVAILABLE', message: 'down' })
          : undefined,
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));

    expect(
      await screen.findByText(
        'Die Seite zum Ändern des Passworts kann gerade nicht geöffnet werden.',
      ),
    ).toBeInTheDocument();
  });

  it('offers to change the e-mail address beside it and says when its page cannot be opened', async () => {
    const fetch = api(({ url }) =>
      url.pathname === '/api/customers/email'
        ? json(503, { code: 'UNAVAILABLE', message: 'down' })
        : undefined,
    );
    await renderMyData(fetch);

    await userEvent.click(screen.getByRole('button', { name: 'E-Mail-Adresse ändern' }));

    expect(
      await screen.findByText(
        'Die Seite zum Ändern der E-Mail-Adresse kann gerade nicht geöffnet werden.',
      ),
    ).toBeInTheDocument();
    expect(
      fetch.mock.calls.some(
        ([input]) => new URL(String(input), 'http://localhost').pathname === '/api/customers/email',
      ),
    ).toBe(true);
  });
});

describe('meine-daten of an account whose address is not confirmed', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says how to confirm it and mails a new link on request, saying when it was asked too often', async () => {
    const refused = api(({ method, url }) =>
      method === 'GET' && url.pathname === `/api/customers/${customerId}`
        ? json(403, { code: 'EMAIL_NOT_VERIFIED', message: 'not confirmed' })
        : undefined,
    );
    const provider = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response(null, { status: 204 }))
      .mockResolvedValueOnce(new Response(null, { status: 429 }));
    vi.stubGlobal('fetch', provider);
    loadSignedInPage();
    renderInSite(<MyDataPage />, { path: '/customer-dashboard/meine-daten', fetch: refused });

    await screen.findByText('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Erst wenn Sie ihm gefolgt sind, können Sie bestellen');
    expect(screen.queryByRole('textbox', { name: /Vorname/ })).toBeNull();
    const resend = within(notice).getByRole('button', { name: 'E-Mail erneut senden' });
    await userEvent.click(resend);
    expect(await within(notice).findByRole('status')).toHaveTextContent(
      'Wir haben Ihnen eine neue E-Mail geschickt.',
    );
    const [address, init] = provider.mock.calls[0]!;
    expect(String(address)).toBe('http://localhost:3000/realms/kursmarkt/account/verify-email');
    expect(init).toMatchObject({ method: 'POST' });
    expect((init!.headers as Record<string, string>).authorization).toMatch(/^Bearer \S+/);

    await userEvent.click(resend);
    await waitFor(() =>
      expect(within(notice).getByRole('status')).toHaveTextContent(
        'Sie haben gerade erst E-Mails angefordert.',
      ),
    );
  });
});

describe('meine-daten: the data to take and to delete', () => {
  it('downloads everything held about the customer as a PDF and as a JSON file', async () => {
    const data = { customerId, exportedAt: '2027-03-10T10:00:00.000Z', parts: [] };
    const fetch = api(({ method, url }) => {
      if (method !== 'GET') return undefined;
      if (url.pathname === `/api/customers/${customerId}/export`) return json(200, data);
      if (url.pathname === `/api/customers/${customerId}/export/pdf`) {
        return new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
      }
      return undefined;
    });
    const saved: { name: string; blob: Blob }[] = [];
    let current: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      current = blob;
      return 'blob:http://localhost/1';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: current! });
    });
    await renderMyData(fetch);
    const section = screen.getByRole('group', { name: 'Meine Daten herunterladen' });

    await userEvent.click(within(section).getByRole('button', { name: 'Als PDF herunterladen' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await userEvent.click(
      within(section).getByRole('button', { name: 'Als JSON-Datei herunterladen' }),
    );
    await waitFor(() => expect(saved).toHaveLength(2));

    expect(saved.map((file) => file.name)).toEqual([
      expect.stringMatching(/^meine-daten-\d{4}-\d{2}-\d{2}\.pdf$/),
      expect.stringMatching(/^meine-daten-\d{4}-\d{2}-\d{2}\.json$/),
    ]);
    expect(saved[0]!.blob.type).toBe('application/pdf');
    expect(JSON.parse(await saved[1]!.blob.text())).toEqual(data);
    expect(screen.queryByText(/nicht zusammengestellt werden/)).toBeNull();
    click.mockRestore();
  });

  it('says what is kept before the deletion, deletes with the typed address and signs out', async () => {
    const fetch = api(({ method, url }) =>
      method === 'DELETE' && url.pathname === `/api/customers/${customerId}`
        ? json(200, { deletedAt: '2027-03-10T10:00:00.000Z', keptInvoices: ['KM-2027-17'] })
        : undefined,
    );
    const signedIn = await renderMyData(fetch);
    const section = screen.getByRole('group', { name: 'Konto löschen' });
    expect(section).toHaveTextContent(/zehn Jahre lang auf/);

    await userEvent.click(within(section).getByRole('button', { name: 'Konto löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konto endgültig löschen?' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /E-Mail-Adresse zur Bestätigung/ }),
      'anna.berger@example.com',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Konto endgültig löschen' }));

    await waitFor(() => expect(signedIn.environment.manager.signoutRedirect).toHaveBeenCalled());
    const deletion = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(JSON.parse(String(deletion?.[1]?.body))).toEqual({ email: 'anna.berger@example.com' });
  });
});
