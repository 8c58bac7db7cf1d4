import { defineMessages } from 'react-intl';

/** The operator's start of a session in one organizer's data, German by default. */
const plainMessages = defineMessages({
  start: { id: 'backoffice.operatorSession.start', defaultMessage: 'Sitzung starten' },
  description: {
    id: 'backoffice.operatorSession.description',
    defaultMessage:
      'Als Betreiber sehen Sie die Daten eines Veranstalters nur mit einem Grund. Er steht mit Ihrem Namen im Protokoll, das der Veranstalter einsehen kann.',
  },
  reason: { id: 'backoffice.operatorSession.reason', defaultMessage: 'Grund' },
  reasonHelp: {
    id: 'backoffice.operatorSession.reasonHelp',
    defaultMessage: 'Zum Beispiel die Nummer der Anfrage, die Sie bearbeiten.',
  },
  reasonRequired: {
    id: 'backoffice.operatorSession.reasonRequired',
    defaultMessage: 'Bitte nennen Sie den Grund.',
  },
  reasonTooShort: {
    id: 'backoffice.operatorSession.reasonTooShort',
    defaultMessage: 'Bitte beschreiben Sie den Grund genauer.',
  },
  reasonTooLong: {
    id: 'backoffice.operatorSession.reasonTooLong',
    defaultMessage: 'Der Grund ist zu lang.',
  },
  reasonInvalid: {
    id: 'backoffice.operatorSession.reasonInvalid',
    defaultMessage: 'Dieser Grund wird nicht angenommen.',
  },
  failed: {
    id: 'backoffice.operatorSession.failed',
    defaultMessage: 'Die Sitzung konnte nicht gestartet werden. Bitte versuchen Sie es erneut.',
  },
  cancel: { id: 'backoffice.operatorSession.cancel', defaultMessage: 'Abbrechen' },
  submit: { id: 'backoffice.operatorSession.submit', defaultMessage: 'Sitzung starten' },
});

/** Texts with placeholders, typed so `formatMessage` asks for their values. */
const messagesWithValues = defineMessages<{
  title: { organizer: string };
}>({
  title: {
    id: 'backoffice.operatorSession.title',
    defaultMessage: 'Daten von {organizer} öffnen',
  },
});

export const operatorSessionMessages = { ...plainMessages, ...messagesWithValues };
