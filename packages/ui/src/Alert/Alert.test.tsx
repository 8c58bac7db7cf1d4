import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@kursmarkt/schemas';
import en from '../../lang/en.json';
import { Alert } from './Alert.tsx';

const inLocale = (locale: Locale, ui: ReactNode) => (
  <IntlProvider locale={locale} defaultLocale="de" messages={locale === 'en' ? en : {}}>
    {ui}
  </IntlProvider>
);

describe('Alert', () => {
  it.each(['danger', 'warning'] as const)(
    'interrupts a screen reader as an alert for %s',
    (tone) => {
      render(inLocale('de', <Alert tone={tone}>Die Zahlung ist fehlgeschlagen.</Alert>));
      expect(screen.getByRole('alert')).toHaveTextContent('Die Zahlung ist fehlgeschlagen.');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    },
  );

  it.each(['info', 'success'] as const)('is announced politely as a status for %s', (tone) => {
    render(inLocale('de', <Alert tone={tone}>Der Kurs ist gemerkt.</Alert>));
    expect(screen.getByRole('status')).toHaveTextContent('Der Kurs ist gemerkt.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is an info status by default and exposes its tone for the styles', () => {
    render(inLocale('de', <Alert>Anmeldung bis 1. März.</Alert>));
    expect(screen.getByRole('status')).toHaveAttribute('data-tone', 'info');
  });

  it('shows the title above the message', () => {
    render(
      inLocale(
        'de',
        <Alert tone="success" title="Gebucht">
          Die Bestätigung kommt per E-Mail.
        </Alert>,
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'GebuchtDie Bestätigung kommt per E-Mail.',
    );
  });

  it('has no close button unless it can be dismissed', () => {
    render(inLocale('de', <Alert>Anmeldung bis 1. März.</Alert>));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('calls onDismiss from its labelled close button', async () => {
    const onDismiss = vi.fn();
    render(inLocale('de', <Alert onDismiss={onDismiss}>Anmeldung bis 1. März.</Alert>));
    await userEvent.click(screen.getByRole('button', { name: 'Hinweis schließen' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('labels the close button in English when the page is in English', () => {
    render(inLocale('en', <Alert onDismiss={() => {}}>Registration closes on 1 March.</Alert>));
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });
});
