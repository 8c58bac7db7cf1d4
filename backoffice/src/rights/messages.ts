import { defineMessages } from 'react-intl';

/** The "Wer darf was" page: each area's level in words, German by default. */
const plainMessages = defineMessages({
  title: { id: 'backoffice.rights.title', defaultMessage: 'Wer darf was' },
  person: { id: 'backoffice.rights.person', defaultMessage: 'Person' },
  nobody: {
    id: 'backoffice.rights.nobody',
    defaultMessage: 'Für diesen Veranstalter arbeitet noch niemand im Backoffice.',
  },
  loadFailed: {
    id: 'backoffice.rights.loadFailed',
    defaultMessage: 'Die Rechte konnten nicht geladen werden. Bitte laden Sie die Seite neu.',
  },
});

/** Texts with placeholders, typed so `formatMessage` asks for their values. */
const messagesWithValues = defineMessages<{
  intro: { organizer: string };
  caption: { organizer: string };
}>({
  intro: {
    id: 'backoffice.rights.intro',
    defaultMessage: 'Die Mitarbeitenden von {organizer} und was jede Person hier tun darf.',
  },
  caption: {
    id: 'backoffice.rights.caption',
    defaultMessage: 'Rechte der Mitarbeitenden von {organizer}',
  },
});

export const rightsMessages = { ...plainMessages, ...messagesWithValues };

/** Each area's level in words, by area and level (`ordersCHECK_IN`). */
export const levelMessages = defineMessages({
  ordersNONE: { id: 'backoffice.rights.orders.none', defaultMessage: 'Keine Bestellungen' },
  ordersCHECK_IN: {
    id: 'backoffice.rights.orders.checkIn',
    defaultMessage: 'Nur Einlass: Teilnehmende am Kurstag einchecken',
  },
  ordersVIEW: {
    id: 'backoffice.rights.orders.view',
    defaultMessage: 'Bestellungen ansehen und Teilnehmende einchecken',
  },
  ordersCHANGE: {
    id: 'backoffice.rights.orders.change',
    defaultMessage: 'Bestellungen ansehen und ändern, Teilnehmende einchecken',
  },
  paymentsNONE: { id: 'backoffice.rights.payments.none', defaultMessage: 'Keine Zahlungen' },
  paymentsVIEW: { id: 'backoffice.rights.payments.view', defaultMessage: 'Zahlungen ansehen' },
  paymentsCHANGE: {
    id: 'backoffice.rights.payments.change',
    defaultMessage: 'Zahlungen ansehen und erfassen',
  },
  catalogueNONE: { id: 'backoffice.rights.catalogue.none', defaultMessage: 'Kein Katalog' },
  catalogueVIEW: {
    id: 'backoffice.rights.catalogue.view',
    defaultMessage: 'Kurse im Katalog ansehen',
  },
  catalogueCHANGE: {
    id: 'backoffice.rights.catalogue.change',
    defaultMessage: 'Kurse im Katalog ansehen und bearbeiten',
  },
  datesNONE: { id: 'backoffice.rights.dates.none', defaultMessage: 'Keine Termine' },
  datesCHANGE: {
    id: 'backoffice.rights.dates.change',
    defaultMessage: 'Termine anlegen, verschieben und absagen',
  },
  exportsNONE: { id: 'backoffice.rights.exports.none', defaultMessage: 'Keine Exporte' },
  exportsVIEW: {
    id: 'backoffice.rights.exports.view',
    defaultMessage: 'Listen und Berichte herunterladen',
  },
});
