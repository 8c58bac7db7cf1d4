import { defineMessages } from 'react-intl';

/** The texts of the sign-in pages (guard and callback), German by default. */
export const sessionMessages = defineMessages({
  checking: { id: 'session.checking', defaultMessage: 'Anmeldung wird geprüft …' },
  redirecting: { id: 'session.redirecting', defaultMessage: 'Weiter zur Anmeldung …' },
  signingOut: { id: 'session.signingOut', defaultMessage: 'Abmeldung läuft …' },
  completing: { id: 'session.completing', defaultMessage: 'Anmeldung wird abgeschlossen …' },
  failedTitle: { id: 'session.failed.title', defaultMessage: 'Anmeldung fehlgeschlagen' },
  failedText: {
    id: 'session.failed.text',
    defaultMessage:
      'Die Anmeldung konnte nicht abgeschlossen werden. Der Anmeldelink ist vielleicht abgelaufen oder wurde schon verwendet. Bitte melden Sie sich erneut an.',
  },
  failedInsecure: {
    id: 'session.failed.insecure',
    defaultMessage:
      'Die Anmeldung braucht eine sichere Verbindung, und diese Seite ist ohne HTTPS geöffnet. Bitte öffnen Sie die Seite über https:// und melden Sie sich dort an.',
  },
  failedRetry: { id: 'session.failed.retry', defaultMessage: 'Erneut anmelden' },
});
