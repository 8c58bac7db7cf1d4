import { ApiProvider, createApiClient } from '@kursmarkt/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import uiEnglish from '@kursmarkt/ui/lang/en.json';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import english from '../../lang/en.json';
import { Newsletter } from './Newsletter.tsx';
import { NewsletterBox } from './newsletter-box.tsx';

const labels = {
  de: {
    'modules.newsletterSignUp.title': 'Bleiben Sie auf dem Laufenden',
    'modules.newsletterSignUp.text': 'Neue Lehrgänge einmal im Monat.',
  },
  en: {
    ...english,
    'modules.newsletterSignUp.title': 'Stay up to date',
    'modules.newsletterSignUp.text': 'New courses once a month.',
  },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type FetchMock = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

const renderWith = (fetch: FetchMock, ui: ReactNode, locale: 'de' | 'en' = 'de') =>
  render(
    <ApiProvider
      client={createApiClient({ fetch, retryDelay: () => 0 })}
      swrConfig={{ provider: () => new Map() }}
    >
      <IntlProvider
        locale={locale}
        defaultLocale="de"
        messages={locale === 'en' ? { ...uiEnglish, ...labels.en } : labels.de}
      >
        {ui}
      </IntlProvider>
    </ApiProvider>,
  );

/** The ids an element names in `aria-describedby`, resolved to their texts. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('NewsletterBox', () => {
  it('asks for an address at the field and sends nothing when submitted empty', async () => {
    const fetch = vi.fn<FetchMock>(async () => json(202, { received: true }));
    renderWith(fetch, <NewsletterBox />);
    await userEvent.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Newsletter abonnieren' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    const field = screen.getByRole('textbox', { name: /E-Mail-Adresse/ });
    expect(descriptionOf(field)).toBe('Bitte geben Sie Ihre E-Mail-Adresse an.');
    expect(field).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses an address without a domain at the field by the shared rule, before any request', async () => {
    const fetch = vi.fn<FetchMock>(async () => json(202, { received: true }));
    renderWith(fetch, <NewsletterBox />);
    await userEvent.type(screen.getByRole('textbox'), 'erika@kanzlei{Enter}');

    await waitFor(() =>
      expect(descriptionOf(screen.getByRole('textbox'))).toBe(
        'Bitte geben Sie eine gültige E-Mail-Adresse an!',
      ),
    );
    expect(screen.getByRole('textbox')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('renders on the server without the form library, its field without a name', () => {
    const html = renderToString(
      <ApiProvider client={createApiClient({ fetch: vi.fn<FetchMock>() })}>
        <IntlProvider locale="de" defaultLocale="de" messages={labels.de}>
          <NewsletterBox />
        </IntlProvider>
      </ApiProvider>,
    );
    expect(html).toContain('type="email"');
    expect(html).not.toMatch(/name="email"/);
  });

  it('hands what was typed and the focus from its stand-in to the form once its code has loaded', async () => {
    renderWith(
      vi.fn<FetchMock>(async () => json(202, { received: true })),
      <NewsletterBox />,
    );
    const standIn = screen.getByRole('textbox', { name: /E-Mail-Adresse/ });
    await userEvent.type(standIn, 'erika@');

    await waitFor(() => expect(standIn).not.toBeInTheDocument());
    const field = screen.getByRole('textbox', { name: /E-Mail-Adresse/ });
    expect(field).toHaveValue('erika@');
    expect(field).toHaveFocus();
    await userEvent.keyboard('kanzlei.de');
    expect(field).toHaveValue('erika@kanzlei.de');
  });

  it('answers a submit asked for while its code loads, with what was typed', async () => {
    const fetch = vi.fn<FetchMock>(async () => json(202, { received: true }));
    renderWith(fetch, <NewsletterBox />);
    // Typed and sent with Enter in one go: the stand-in takes the keys while the form loads.
    await userEvent.type(screen.getByRole('textbox'), 'erika@kanzlei-muster.de{Enter}');

    expect(await screen.findByText('Vielen Dank für Ihre Anmeldung!')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      email: 'erika@kanzlei-muster.de',
    });
  });

  it('signs the address up with PUT /api/newsletter in the page language and says thank you', async () => {
    const fetch = vi.fn<FetchMock>(async () => json(202, { received: true }));
    renderWith(fetch, <NewsletterBox />);
    await userEvent.type(screen.getByRole('textbox'), ' erika@kanzlei-muster.de ');
    await userEvent.click(screen.getByRole('button', { name: 'Newsletter abonnieren' }));

    const status = await screen.findByText('Vielen Dank für Ihre Anmeldung!');
    expect(screen.getByRole('status')).toContainElement(status);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sie erhalten in Kürze eine Bestätigungs-EMail.',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveFocus();

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/newsletter?language=de');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'erika@kanzlei-muster.de' });
  });

  it('asks for a valid address at the field when the server answers 422', async () => {
    const fetch = vi.fn<FetchMock>(async () =>
      json(422, { code: 'VALIDATION_FAILED', message: 'Ungültig.' }),
    );
    renderWith(fetch, <NewsletterBox />);
    // The form of an address, which the shared rule checks; the server refuses it all the same.
    await userEvent.type(screen.getByRole('textbox'), 'erika@kanzlei.invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Newsletter abonnieren' }));

    const field = screen.getByRole('textbox');
    await waitFor(() =>
      expect(descriptionOf(field)).toBe('Bitte geben Sie eine gültige E-Mail-Adresse an!'),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Vielen Dank für Ihre Anmeldung!')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['INVALID_FORMAT', 'Bitte geben Sie eine gültige E-Mail-Adresse an!'],
    ['TOO_LONG', 'Diese E-Mail-Adresse ist zu lang. Bitte prüfen Sie sie.'],
    [
      'UNSTORABLE',
      'Diese E-Mail-Adresse enthält ein Zeichen, das wir nicht speichern können. Bitte entfernen Sie es.',
    ],
    ['INVALID', 'Bitte geben Sie eine gültige E-Mail-Adresse an!'],
  ])('says at the field why the server refused the address for the code %s', async (code, text) => {
    const fetch = vi.fn<FetchMock>(async () =>
      json(422, {
        code: 'VALIDATION_FAILED',
        message: 'Ungültig.',
        details: [{ path: 'body.email', code, message: 'Die Adresse passt nicht.' }],
      }),
    );
    renderWith(fetch, <NewsletterBox />);
    await userEvent.type(screen.getByRole('textbox'), 'erika@kanzlei-muster.de');
    await userEvent.click(screen.getByRole('button', { name: 'Newsletter abonnieren' }));

    const field = screen.getByRole('textbox');
    await waitFor(() => expect(descriptionOf(field)).toBe(text));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
  });

  it('shows an unexpected-error message, tied to the button, for any other failure', async () => {
    const fetch = vi.fn<FetchMock>(async () => json(500, { code: 'INTERNAL', message: 'Kaputt.' }));
    renderWith(fetch, <NewsletterBox />);
    await userEvent.type(screen.getByRole('textbox'), 'erika@kanzlei-muster.de');
    await userEvent.click(screen.getByRole('button', { name: 'Newsletter abonnieren' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Bei der Anmeldung ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es später noch einmal.',
    );
    const button = screen.getByRole('button', { name: 'Newsletter abonnieren' });
    expect(descriptionOf(button)).toBe(alert.textContent);
    expect(button).toHaveFocus();
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });

  it('clears the error as soon as the address is changed', async () => {
    renderWith(
      vi.fn<FetchMock>(async () => json(202, { received: true })),
      <NewsletterBox />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Newsletter abonnieren' }));
    expect(screen.getByText('Bitte geben Sie Ihre E-Mail-Adresse an.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox'), 'e');
    expect(screen.queryByText('Bitte geben Sie Ihre E-Mail-Adresse an.')).not.toBeInTheDocument();
  });

  it('speaks English on an English page, and asks for the English confirmation mail', async () => {
    const fetch = vi.fn<FetchMock>(async () => json(202, { received: true }));
    renderWith(fetch, <NewsletterBox />, 'en');
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'a@b.de');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you for signing up!You will receive a confirmation e-mail shortly.',
    );
    expect(fetch.mock.calls[0]![0]).toBe('/api/newsletter?language=en');
  });

  it('names its form by the title it is given, as in the footer', () => {
    renderWith(
      vi.fn<FetchMock>(async () => json(202, { received: true })),
      <NewsletterBox title="Newsletter" description="Neue Kurse per E-Mail." />,
    );
    const form = screen.getByRole('form', { name: 'Newsletter' });
    expect(within(form).getByRole('textbox', { name: /E-Mail-Adresse/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Newsletter' })).toBeInTheDocument();
    expect(screen.getByText('Neue Kurse per E-Mail.')).toBeInTheDocument();
  });
});

describe('Newsletter', () => {
  it('is a section labelled by its h2 title, with its text beside the sign-up', () => {
    renderWith(
      vi.fn<FetchMock>(async () => json(202, { received: true })),
      <Newsletter
        config={{
          title: 'modules.newsletterSignUp.title',
          text: 'modules.newsletterSignUp.text',
        }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Bleiben Sie auf dem Laufenden' });
    expect(section).toHaveTextContent('Neue Lehrgänge einmal im Monat.');
    expect(within(section).getByRole('textbox', { name: /E-Mail-Adresse/ })).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Newsletter abonnieren' }),
    ).toBeInTheDocument();
  });
});
