import { defineMessages } from 'react-intl';

/** The texts of the back office's sign-in, German by default. */
export const sessionMessages = defineMessages({
  redirecting: { id: 'backoffice.session.redirecting', defaultMessage: 'Weiter zur Anmeldung …' },
  completing: {
    id: 'backoffice.session.completing',
    defaultMessage: 'Anmeldung wird abgeschlossen …',
  },
  failedTitle: {
    id: 'backoffice.session.failed.title',
    defaultMessage: 'Anmeldung fehlgeschlagen',
  },
  failedText: {
    id: 'backoffice.session.failed.text',
    defaultMessage:
      'Die Anmeldung konnte nicht abgeschlossen werden. Der Anmeldelink ist vielleicht abgelaufen oder wurde schon verwendet.',
  },
  retry: { id: 'backoffice.session.retry', defaultMessage: 'Erneut anmelden' },
});
