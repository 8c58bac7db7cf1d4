import { defineMessages } from 'react-intl';

const plainMessages = defineMessages({
  title: { id: 'check.title', defaultMessage: 'Anwesenheit' },
  noCode: {
    id: 'check.noCode',
    defaultMessage: 'Scannen Sie den QR-Code am Eingang des Seminarraums, um sich einzuchecken.',
  },
  noBooking: {
    id: 'check.noBooking',
    defaultMessage: 'Für diesen Kurstag finden wir keine Buchung auf Ihren Namen.',
  },
  loadFailed: {
    id: 'check.loadFailed',
    defaultMessage: 'Ihre Anwesenheit kann gerade nicht geladen werden.',
  },
  retry: { id: 'check.retry', defaultMessage: 'Erneut versuchen' },
  notCheckedIn: { id: 'check.notCheckedIn', defaultMessage: 'Sie sind nicht eingecheckt.' },
  checkIn: { id: 'check.checkIn', defaultMessage: 'Einchecken' },
  checkOut: { id: 'check.checkOut', defaultMessage: 'Auschecken' },
  confirm: { id: 'check.confirm', defaultMessage: 'Ich bin anwesend' },
  confirmHint: {
    id: 'check.confirmHint',
    defaultMessage:
      'Bestätigen Sie während des Online-Seminars von Zeit zu Zeit Ihre Anwesenheit; jede Bestätigung wird festgehalten.',
  },
  failed: {
    id: 'check.failed',
    defaultMessage: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
  },
});

/** Texts with placeholders. */
type ValuesOf = {
  window: { day: string; from: string; to: string };
  notToday: { day: string };
  checkedInSince: { time: string };
  checkedOutAt: { time: string };
  confirmed: { count: number; time: string };
};

const messagesWithValues = defineMessages<ValuesOf>({
  window: { id: 'check.window', defaultMessage: '{day}, {from} – {to} Uhr' },
  notToday: {
    id: 'check.notToday',
    defaultMessage: 'Dieser Kurstag ist am {day}; einchecken können Sie nur an diesem Tag.',
  },
  checkedInSince: { id: 'check.checkedInSince', defaultMessage: 'Eingecheckt seit {time} Uhr.' },
  checkedOutAt: { id: 'check.checkedOutAt', defaultMessage: 'Ausgecheckt um {time} Uhr.' },
  confirmed: {
    id: 'check.confirmed',
    defaultMessage:
      '{count, plural, one {# Bestätigung} other {# Bestätigungen}}, zuletzt um {time} Uhr.',
  },
});

/** The texts of the self check-in page `/check`, German by default. */
export const checkMessages = { ...plainMessages, ...messagesWithValues };
