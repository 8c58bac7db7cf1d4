import { defineMessages } from 'react-intl';

/** The texts of the guest checkout beyond the customer checkout's. */
export const guestOrderMessages = defineMessages({
  intro: {
    id: 'guestOrder.intro',
    defaultMessage:
      'Sie bestellen ohne Kundenkonto. Die Bestätigung und die Rechnung erhalten Sie an die E-Mail-Adresse, die Sie hier angeben.',
  },
  completeElsewhere: {
    id: 'guestOrder.completeElsewhere',
    defaultMessage:
      'Diese Bestellung kann nur im Browser-Tab angezeigt werden, in dem sie aufgegeben wurde. Die Bestätigung mit der Rechnung haben wir Ihnen per E-Mail geschickt.',
  },
  paymentElsewhere: {
    id: 'guestOrder.paymentElsewhere',
    defaultMessage:
      'Die Zahlung kann nur im Browser-Tab geprüft werden, in dem die Bestellung aufgegeben wurde.',
  },
});
