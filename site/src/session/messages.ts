import { defineMessages } from 'react-intl';

/** The texts of the sign-in pages (guard and callback), German by default. */
export const sessionMessages = defineMessages({
  checking: { id: 'session.checking', defaultMessage: 'Anmeldung wird geprüft …' },
  redirecting: { id: 'session.redirecting', defaultMessage: 'Weiter zur Anmeldung …' },
  completing: { id: 'session.completing', defaultMessage: 'Anmeldung wird abgeschlossen …' },
  failedTitle: { id: 'session.failed.title', defaultMessage: 'Anmeldung fehlgeschlagen' },
  failedText: {
    id: 'session.failed.text',
    defaultMessage:
      'Die Anmeldung konnte nicht abgeschlossen werden. Der Anmeldelink ist vielleicht abgelaufen oder wurde schon verwendet. Bitte melden Sie sich erneut an.',
  },
  failedRetry: { id: 'session.failed.retry', defaultMessage: 'Erneut anmelden' },
});

/** The German text of every id in `sessionMessages`. */
export const sessionMessagesDe: Record<string, string> = Object.fromEntries(
  Object.values(sessionMessages).map(({ id, defaultMessage }) => [id, defaultMessage]),
);

/** The English text of every id in `sessionMessages`. */
export const sessionMessagesEn: Record<string, string> = {
  'session.checking': 'Checking your sign-in …',
  'session.redirecting': 'Continuing to the login …',
  'session.completing': 'Completing your sign-in …',
  'session.failed.title': 'Sign-in failed',
  'session.failed.text':
    'The sign-in could not be completed. The sign-in link may have expired or been used already. Please log in again.',
  'session.failed.retry': 'Log in again',
};
