import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bootData, renderInSite } from '../session/render-support.tsx';
import ContactPage from './ContactPage.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API: the contact page's text, and `refused` as the answer to the message. */
const api = (refused: { path: string; code: string }) =>
  vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    if (init?.method === 'PUT' && pathname === '/api/contact') {
      return json(422, {
        code: 'VALIDATION_FAILED',
        message: 'The body is not valid.',
        details: [{ ...refused, message: 'refused' }],
      });
    }
    if (pathname === '/api/messages/content/kontakt') {
      return json(200, {
        key: 'kontakt',
        language: 'de',
        title: 'Kontakt',
        body: 'Schreiben Sie uns.',
        updatedAt: '2026-03-01T00:00:00.000Z',
      });
    }
    return json(404, { code: 'NOT_FOUND', message: 'not found' });
  });

/** Fills the form as the form's own rules take it and sends it. */
async function send(labels: { name: RegExp; email: RegExp; subject: RegExp; message: RegExp }) {
  await userEvent.type(screen.getByRole('textbox', { name: labels.name }), 'Anna Berg');
  await userEvent.type(screen.getByRole('textbox', { name: labels.email }), 'anna@example.de');
  await userEvent.type(screen.getByRole('textbox', { name: labels.subject }), 'Umbuchung');
  await userEvent.type(
    screen.getByRole('textbox', { name: labels.message }),
    'Kann ich den Lehrgang umbuchen?',
  );
  await userEvent.click(screen.getByRole('checkbox'));
  await userEvent.click(screen.getByRole('button', { name: /Senden|Send/ }));
}

const german = { name: /^Name/, email: /E-Mail/, subject: /Betreff/, message: /Nachricht/ };

describe('kontakt', () => {
  it.each([
    [
      'UNSTORABLE',
      'message',
      /Nachricht/,
      'Diese Angabe enthält ein Zeichen, das wir nicht speichern können. Bitte entfernen Sie es.',
    ],
    ['INVALID_FORMAT', 'email', /E-Mail/, 'Bitte geben Sie eine gültige E-Mail-Adresse an.'],
    ['TOO_SHORT', 'subject', /Betreff/, 'Bitte geben Sie einen Betreff an.'],
    ['TOO_LONG', 'name', /^Name/, 'Diese Angabe ist zu lang. Bitte kürzen Sie sie.'],
    [
      'INVALID',
      'name',
      /^Name/,
      'Diese Angabe können wir so nicht annehmen. Bitte prüfen Sie sie.',
    ],
  ])(
    'says what the server code %s means at the field %s and keeps what was typed',
    async (code, field, label, text) => {
      renderInSite(<ContactPage />, {
        path: '/kontakt',
        fetch: api({ path: `body.${field}`, code }),
      });
      await send(german);

      const refused = screen.getByRole('textbox', { name: label });
      await waitFor(() =>
        expect(refused).toHaveAccessibleDescription(expect.stringContaining(text)),
      );
      expect(refused).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('textbox', { name: /Nachricht/ })).toHaveValue(
        'Kann ich den Lehrgang umbuchen?',
      );
    },
  );

  it('says it in English on an English page', async () => {
    renderInSite(<ContactPage />, {
      path: '/kontakt?language=en',
      boot: bootData({}, 'en'),
      fetch: api({ path: 'body.message', code: 'UNSTORABLE' }),
    });
    await send({ name: /^Name/, email: /E-mail/, subject: /Subject/, message: /Message/ });

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Message/ })).toHaveAccessibleDescription(
        expect.stringContaining(
          'This entry contains a character we cannot store. Please remove it.',
        ),
      ),
    );
  });

  it('starts with the subject a link gave, e.g. the accessibility statement’s', () => {
    renderInSite(<ContactPage />, {
      path: '/kontakt?subject=Barriere+melden',
      fetch: api({ path: 'body.message', code: 'UNSTORABLE' }),
    });

    expect(screen.getByRole('textbox', { name: /Betreff/ })).toHaveValue('Barriere melden');
    expect(screen.getByRole('textbox', { name: /Nachricht/ })).toHaveValue('');
  });
});
