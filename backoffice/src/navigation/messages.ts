import { defineMessages } from 'react-intl';

/** The names of the back office's areas in the navigation, German by default. */
export const areaMessages = defineMessages({
  orders: { id: 'backoffice.area.orders', defaultMessage: 'Bestellungen' },
  payments: { id: 'backoffice.area.payments', defaultMessage: 'Zahlungen' },
  'check-in': { id: 'backoffice.area.checkIn', defaultMessage: 'Einlass' },
  catalogue: { id: 'backoffice.area.catalogue', defaultMessage: 'Katalog' },
  dates: { id: 'backoffice.area.dates', defaultMessage: 'Termine' },
  exports: { id: 'backoffice.area.exports', defaultMessage: 'Exporte' },
  rights: { id: 'backoffice.area.rights', defaultMessage: 'Wer darf was' },
  audit: { id: 'backoffice.area.audit', defaultMessage: 'Protokoll' },
});
