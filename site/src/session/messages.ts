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
  verificationTitle: {
    id: 'session.verification.title',
    defaultMessage: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
  },
  verificationText: {
    id: 'session.verification.text',
    defaultMessage:
      'Wir haben Ihnen bei der Registrierung eine E-Mail mit einem Link geschickt. Erst wenn Sie ihm gefolgt sind, können Sie bestellen und Ihre Bestellungen sehen.',
  },
  verificationResend: {
    id: 'session.verification.resend',
    defaultMessage: 'E-Mail erneut senden',
  },
  verificationDone: {
    id: 'session.verification.done',
    defaultMessage: 'Ich habe bestätigt',
  },
  verificationSent: {
    id: 'session.verification.sent',
    defaultMessage: 'Wir haben Ihnen eine neue E-Mail geschickt. Der Link darin gilt 24 Stunden.',
  },
  verificationTooSoon: {
    id: 'session.verification.tooSoon',
    defaultMessage:
      'Sie haben gerade erst E-Mails angefordert. Bitte warten Sie einige Minuten und sehen Sie auch im Spam-Ordner nach.',
  },
  verificationFailed: {
    id: 'session.verification.failed',
    defaultMessage:
      'Die E-Mail konnte gerade nicht gesendet werden. Bitte versuchen Sie es später noch einmal.',
  },
});
