import { defineMessages } from 'react-intl';

const plainMessages = defineMessages({
  withdrawTitle: { id: 'afterOrder.withdraw.title', defaultMessage: 'Vertrag widerrufen' },
  withdrawIntro: {
    id: 'afterOrder.withdraw.intro',
    defaultMessage:
      'Als Verbraucherin oder Verbraucher können Sie Ihre Bestellung innerhalb von 14 Tagen ohne Angabe von Gründen widerrufen. Geben Sie die Bestellnummer aus Ihrer Bestellbestätigung und die E-Mail-Adresse an, mit der Sie bestellt haben.',
  },
  orderNumber: { id: 'afterOrder.withdraw.orderNumber', defaultMessage: 'Bestellnummer' },
  email: { id: 'afterOrder.withdraw.email', defaultMessage: 'E-Mail-Adresse der Bestellung' },
  orderNumberRequired: {
    id: 'afterOrder.withdraw.orderNumberRequired',
    defaultMessage: 'Bitte geben Sie die Bestellnummer an.',
  },
  emailInvalid: {
    id: 'afterOrder.withdraw.emailInvalid',
    defaultMessage: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  },
  withdrawNext: { id: 'afterOrder.withdraw.next', defaultMessage: 'Weiter' },
  withdrawConfirm: { id: 'afterOrder.withdraw.confirm', defaultMessage: 'Widerruf bestätigen' },
  withdrawBack: { id: 'afterOrder.withdraw.back', defaultMessage: 'Angaben ändern' },
  withdrawReceived: {
    id: 'afterOrder.withdraw.received',
    defaultMessage:
      'Ihr Widerruf ist eingegangen. Wenn die Angaben zu einer Bestellung passen, erhalten Sie sofort eine Eingangsbestätigung per E-Mail mit Datum und Uhrzeit.',
  },
  failed: {
    id: 'afterOrder.failed',
    defaultMessage: 'Das hat nicht geklappt. Bitte versuchen Sie es in einer Minute noch einmal.',
  },
  loading: { id: 'afterOrder.loading', defaultMessage: 'Wird geladen …' },
  cancelTitle: { id: 'afterOrder.cancel.title', defaultMessage: 'Bestellung stornieren' },
  cancelIntro: {
    id: 'afterOrder.cancel.intro',
    defaultMessage:
      'Wählen Sie die Kurse, die Sie stornieren möchten. Es gelten die Stornobedingungen der Veranstalter.',
  },
  cancelLinkInvalid: {
    id: 'afterOrder.cancel.linkInvalid',
    defaultMessage: 'Dieser Stornierungslink ist nicht gültig.',
  },
  noFee: { id: 'afterOrder.cancel.noFee', defaultMessage: 'keine Stornogebühr' },
  notCancellableCANCELLED: {
    id: 'afterOrder.cancel.notCancellable.CANCELLED',
    defaultMessage: 'storniert',
  },
  notCancellableSTARTED: {
    id: 'afterOrder.cancel.notCancellable.STARTED',
    defaultMessage: 'hat bereits begonnen',
  },
  notCancellablePACKAGE: {
    id: 'afterOrder.cancel.notCancellable.PACKAGE',
    defaultMessage: 'Kontingente werden nicht storniert',
  },
  cancelSubmit: {
    id: 'afterOrder.cancel.submit',
    defaultMessage: 'Auswahl stornieren',
  },
  cancelNothingChosen: {
    id: 'afterOrder.cancel.nothingChosen',
    defaultMessage: 'Bitte wählen Sie mindestens einen Kurs.',
  },
  cancelNotCancellable: {
    id: 'afterOrder.cancel.notCancellable',
    defaultMessage: 'Diese Auswahl kann nicht mehr storniert werden.',
  },
  withdrawalOfferTitle: {
    id: 'afterOrder.withdrawalOffer.title',
    defaultMessage: 'Kostenfrei widerrufen',
  },
  withdrawalOfferLink: {
    id: 'afterOrder.withdrawalOffer.link',
    defaultMessage: 'Bestellung kostenfrei widerrufen',
  },
  cancelByTerms: {
    id: 'afterOrder.cancel.byTerms',
    defaultMessage: 'Nach den Stornobedingungen stornieren',
  },
  cancelConfirmTitle: {
    id: 'afterOrder.cancel.confirmTitle',
    defaultMessage: 'Wirklich stornieren?',
  },
  cancelConfirmIntro: {
    id: 'afterOrder.cancel.confirmIntro',
    defaultMessage: 'Sie stornieren verbindlich:',
  },
  cancelConfirm: { id: 'afterOrder.cancel.confirm', defaultMessage: 'Verbindlich stornieren' },
  cancelKeep: { id: 'afterOrder.cancel.keep', defaultMessage: 'Nicht stornieren' },
  moneyNothing: {
    id: 'afterOrder.cancel.money.nothing',
    defaultMessage: 'Für diese Kurse zahlen Sie nichts.',
  },
  nothingOpen: {
    id: 'afterOrder.cancel.nothingOpen',
    defaultMessage: 'In dieser Bestellung ist nichts mehr zu stornieren.',
  },
  nothingOpenSTARTED: {
    id: 'afterOrder.cancel.nothingOpen.STARTED',
    defaultMessage:
      'Ein Kurs, der bereits begonnen hat, kann nicht mehr storniert werden: Sie können weiter daran teilnehmen. Bei Fragen zu Ihrer Teilnahme hilft Ihnen der Veranstalter.',
  },
  toMyCourses: { id: 'afterOrder.cancel.toMyCourses', defaultMessage: 'Zu meinen Kursen' },
  toStart: { id: 'afterOrder.cancel.toStart', defaultMessage: 'Zur Startseite' },
  cancelFromOrder: {
    id: 'afterOrder.cancel.fromOrder',
    defaultMessage: 'Bestellung oder einzelne Kurse stornieren',
  },
  offerTitle: { id: 'afterOrder.offer.title', defaultMessage: 'Ihr Platz von der Warteliste' },
  offerBook: { id: 'afterOrder.offer.book', defaultMessage: 'Platz buchen' },
  offerDecline: { id: 'afterOrder.offer.decline', defaultMessage: 'Platz freigeben' },
  offerClosed: {
    id: 'afterOrder.offer.closed',
    defaultMessage: 'Dieses Angebot gilt nicht mehr.',
  },
  offerDeclined: {
    id: 'afterOrder.offer.declined',
    defaultMessage: 'Danke, der Platz geht an die nächste Person auf der Warteliste.',
  },
  offerInvalid: {
    id: 'afterOrder.offer.invalid',
    defaultMessage: 'Dieser Link zur Warteliste ist nicht gültig.',
  },
  leaveTitle: { id: 'afterOrder.leave.title', defaultMessage: 'Von der Warteliste austragen' },
  leaveIntro: {
    id: 'afterOrder.leave.intro',
    defaultMessage:
      'Möchten Sie sich von der Warteliste austragen? Ein gehaltener Platz geht dann an die nächste Person.',
  },
  leaveSubmit: { id: 'afterOrder.leave.submit', defaultMessage: 'Austragen' },
  leaveDone: {
    id: 'afterOrder.leave.done',
    defaultMessage: 'Sie sind von der Warteliste ausgetragen.',
  },
});

type ValuesOf = {
  withdrawalOfferText: { date: string };
  withdrawConfirmIntro: { orderNumber: string; email: string };
  freeUntil: { date: string };
  fee: { amount: string };
  cancelDone: { courses: string };
  cancelInvoice: { invoiceNumber: string };
  moneyFee: { fee: string };
  moneyRefund: { refund: string };
  moneyRefundLessFee: { refund: string; fee: string };
  moneyFeeKept: { fee: string };
  offerHeld: { course: string; date: string; email: string; until: string };
};

const messagesWithValues = defineMessages<ValuesOf>({
  withdrawConfirmIntro: {
    id: 'afterOrder.withdraw.confirmIntro',
    defaultMessage: 'Sie widerrufen die Bestellung {orderNumber} (E-Mail-Adresse {email}).',
  },
  withdrawalOfferText: {
    id: 'afterOrder.withdrawalOffer.text',
    defaultMessage:
      'Als Verbraucherin oder Verbraucher können Sie Ihre Bestellung bis zum {date} ohne Angabe von Gründen widerrufen. Der Widerruf ist kostenfrei: Es fällt keine Stornogebühr an, und Sie erhalten alles Gezahlte zurück. Nur für einen Kurs, der auf Ihren Wunsch schon begonnen hat, zahlen Sie den Anteil, der bis zum Widerruf erbracht ist.',
  },
  freeUntil: {
    id: 'afterOrder.cancel.freeUntil',
    defaultMessage: 'kostenfrei bis {date}',
  },
  fee: { id: 'afterOrder.cancel.fee', defaultMessage: 'Stornogebühr {amount}' },
  cancelDone: { id: 'afterOrder.cancel.done', defaultMessage: 'Storniert: {courses}.' },
  cancelInvoice: {
    id: 'afterOrder.cancel.invoice',
    defaultMessage: 'Die Stornorechnung {invoiceNumber} erhalten Sie per E-Mail.',
  },
  moneyFee: {
    id: 'afterOrder.cancel.money.fee',
    defaultMessage: 'Sie zahlen nur die Stornogebühr von {fee}.',
  },
  moneyRefund: {
    id: 'afterOrder.cancel.money.refund',
    defaultMessage: 'Sie erhalten {refund} zurück.',
  },
  moneyRefundLessFee: {
    id: 'afterOrder.cancel.money.refundLessFee',
    defaultMessage:
      'Sie erhalten {refund} zurück: Ihre Zahlung abzüglich der Stornogebühr von {fee}.',
  },
  moneyFeeKept: {
    id: 'afterOrder.cancel.money.feeKept',
    defaultMessage:
      'Die Stornogebühr von {fee} wird mit Ihrer Zahlung verrechnet; Sie erhalten nichts zurück.',
  },
  offerHeld: {
    id: 'afterOrder.offer.held',
    defaultMessage:
      'Für „{course}“ am {date} halten wir einen Platz für {email} bis {until} frei. Bestellen Sie bitte mit dieser E-Mail-Adresse.',
  },
});

/** The after-order pages' texts: cancellation, withdrawal, waiting-list offer and leaving. */
export const afterOrderMessages = { ...plainMessages, ...messagesWithValues };
