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
  heldTitle: {
    id: 'guestOrder.heldTitle',
    defaultMessage: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
  },
  confirmTitle: { id: 'guestOrder.confirmTitle', defaultMessage: 'Bestellung bestätigen' },
  confirming: { id: 'guestOrder.confirming', defaultMessage: 'Ihre Bestellung wird bestätigt …' },
  confirmExpired: {
    id: 'guestOrder.confirmExpired',
    defaultMessage:
      'Die Zeit für die Bestätigung ist abgelaufen; die Plätze sind wieder frei. Bitte bestellen Sie erneut.',
  },
  confirmInvalid: {
    id: 'guestOrder.confirmInvalid',
    defaultMessage:
      'Dieser Bestätigungslink ist nicht gültig. Bitte öffnen Sie den Link aus der E-Mail vollständig.',
  },
  toPayment: { id: 'guestOrder.toPayment', defaultMessage: 'Weiter zur Zahlung' },
  challenge: {
    id: 'guestOrder.challenge',
    defaultMessage:
      'Gerade gehen viele Bestellungen ein. Ihr Browser löst eine kurze Rechenaufgabe, dann wird Ihre Bestellung abgeschickt …',
  },
  paymentElsewhere: {
    id: 'guestOrder.paymentElsewhere',
    defaultMessage:
      'Die Zahlung kann nur im Browser-Tab geprüft werden, in dem die Bestellung aufgegeben wurde.',
  },
});

/** The guest checkout's texts with values. */
export const guestOrderValueMessages = defineMessages<{
  held: { orderNumber: string; email: string; minutes: number; time: string };
  confirmed: { orderNumber: string; invoiceNumber: string };
}>({
  held: {
    id: 'guestOrder.held',
    defaultMessage:
      'Wir halten die Plätze Ihrer Bestellung {orderNumber} für Sie frei und haben einen Bestätigungslink an {email} geschickt. Öffnen Sie ihn innerhalb von {minutes} Minuten (bis {time} Uhr): Erst dann ist die Bestellung verbindlich und Sie erhalten die Rechnung. Ohne Bestätigung werden die Plätze wieder frei.',
  },
  confirmed: {
    id: 'guestOrder.confirmed',
    defaultMessage:
      'Vielen Dank: Ihre Bestellung {orderNumber} ist verbindlich. Die Bestätigung mit der Rechnung {invoiceNumber} erhalten Sie per E-Mail.',
  },
});
