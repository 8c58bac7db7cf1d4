import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bootData, fakeFetch, json, renderPage } from '../test/support.tsx';
import NewsletterConfirmationPage from './NewsletterConfirmationPage.tsx';

const route = 'newsletter-confirmation';

describe('NewsletterConfirmationPage', () => {
  it('confirms the token once, even when StrictMode runs the effect twice', async () => {
    const fetch = fakeFetch(() => json(200, { confirmed: true }));
    renderPage(<NewsletterConfirmationPage />, {
      path: '/newsletter-confirmation?token=strict-mode-token-aaaaaaaa',
      route,
      fetch,
      strict: true,
    });
    const message = await screen.findByText('Ihre Anmeldung zum Newsletter ist bestätigt.');
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/newsletter/confirmation');
    expect(init).toMatchObject({ method: 'PUT' });
    expect(JSON.parse(String(init!.body))).toEqual({ token: 'strict-mode-token-aaaaaaaa' });
  });

  it('says the link is invalid, used or expired on a 404, without opening the 404 page', async () => {
    const onNotFound = vi.fn();
    const fetch = fakeFetch(() => json(404, { code: 'NOT_FOUND', message: 'Not found.' }));
    renderPage(<NewsletterConfirmationPage />, {
      path: '/newsletter-confirmation?token=used-token-bbbbbbbbbbbbbb',
      route,
      fetch,
      onNotFound,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Bestätigungslink ist ungültig, abgelaufen oder wurde bereits verwendet.',
    );
    expect(onNotFound).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toBeInTheDocument();
  });

  it('calls a malformed token invalid without asking the server', async () => {
    const fetch = fakeFetch(() => json(200, { confirmed: true }));
    renderPage(<NewsletterConfirmationPage />, {
      path: '/newsletter-confirmation?token=kurz',
      route,
      fetch,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/Bestätigungslink ist ungültig/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for the complete link when the token is missing', async () => {
    const fetch = fakeFetch(() => json(200, { confirmed: true }));
    renderPage(<NewsletterConfirmationPage />, { path: '/newsletter-confirmation', route, fetch });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dem Link fehlt der Bestätigungscode.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports a failure that may pass apart from an invalid link', async () => {
    const fetch = fakeFetch(() => json(503, { code: 'UNAVAILABLE', message: 'Später.' }));
    renderPage(<NewsletterConfirmationPage />, {
      path: '/newsletter-confirmation?token=failing-token-cccccccccc',
      route,
      fetch,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Bestätigung ist gerade nicht möglich.',
    );
  });

  it('shows the English text on an English page', async () => {
    const fetch = fakeFetch(() => json(200, { confirmed: true }));
    renderPage(<NewsletterConfirmationPage />, {
      path: '/newsletter-confirmation?token=english-token-dddddddddd',
      route,
      fetch,
      boot: bootData({ language: 'en' }),
    });
    const message = await screen.findByText('Your newsletter subscription is confirmed.');
    expect(message.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(document.title).toBe('Newsletter subscription | Kursmarkt Recht'));
  });
});
