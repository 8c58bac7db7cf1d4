import { defineMessages } from 'react-intl';

const plainMessages = defineMessages({
  intro: {
    id: 'credits.page.intro',
    defaultMessage:
      'Ihre Seminar-Pakete mit den Stunden, die Sie gekauft, genutzt und noch übrig haben, und jede Buchung mit ihrem Guthaben.',
  },
  emptyTitle: { id: 'credits.page.emptyTitle', defaultMessage: 'Sie haben noch kein Guthaben' },
  emptyText: {
    id: 'credits.page.emptyText',
    defaultMessage:
      'Mit einem Seminar-Paket kaufen Sie ein Stundenkontingent bei einem Veranstalter und buchen seine Kurse damit.',
  },
  toPackages: { id: 'credits.page.toPackages', defaultMessage: 'Seminar-Pakete ansehen' },
  loadFailed: {
    id: 'credits.page.loadFailed',
    defaultMessage: 'Ihr Guthaben kann gerade nicht geladen werden.',
  },
  retry: { id: 'credits.page.retry', defaultMessage: 'Erneut versuchen' },
  organizer: { id: 'credits.package.organizer', defaultMessage: 'Veranstalter' },
  scopes: { id: 'credits.package.scopes', defaultMessage: 'Fachgebiete' },
  expires: { id: 'credits.package.expires', defaultMessage: 'Gültig bis' },
  expired: { id: 'credits.package.expired', defaultMessage: 'Abgelaufen' },
  meterLabel: { id: 'credits.package.meter', defaultMessage: 'Verbleibende Zeitstunden' },
  ledgerCaption: { id: 'credits.ledger.caption', defaultMessage: 'Verlauf des Guthabens' },
  ledgerDate: { id: 'credits.ledger.date', defaultMessage: 'Datum' },
  ledgerEntry: { id: 'credits.ledger.entry', defaultMessage: 'Vorgang' },
  ledgerHours: { id: 'credits.ledger.hours', defaultMessage: 'Zeitstunden' },
  reasonPURCHASE: { id: 'credits.ledger.reason.purchase', defaultMessage: 'Paket gekauft' },
  reasonBOOKING: { id: 'credits.ledger.reason.booking', defaultMessage: 'Kurs gebucht' },
  reasonREMOVAL: { id: 'credits.ledger.reason.removal', defaultMessage: 'Buchung entfernt' },
  reasonCANCELLATION: {
    id: 'credits.ledger.reason.cancellation',
    defaultMessage: 'Buchung storniert, Stunden zurück',
  },
  ledgerFailed: {
    id: 'credits.ledger.failed',
    defaultMessage: 'Der Verlauf kann gerade nicht geladen werden.',
  },
});

type ValuesOf = {
  hoursLeft: { left: number; bought: number; used: number };
  booking: { name: string; date: string; orderNumber: string };
  bookingWithoutDate: { name: string; orderNumber: string };
};

/** Texts with placeholders, typed so `formatMessage` asks for their values. */
const messagesWithValues = defineMessages<ValuesOf>({
  hoursLeft: {
    id: 'credits.package.hoursLeft',
    defaultMessage: '{left, number} von {bought, number} Zeitstunden übrig, {used, number} genutzt',
  },
  booking: {
    id: 'credits.ledger.booking',
    defaultMessage: '{name}, {date}, Bestellnummer {orderNumber}',
  },
  bookingWithoutDate: {
    id: 'credits.ledger.bookingWithoutDate',
    defaultMessage: '{name}, Bestellnummer {orderNumber}',
  },
});

/** The texts of the Guthaben page, German by default. */
export const creditMessages = { ...plainMessages, ...messagesWithValues };
