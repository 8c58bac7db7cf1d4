import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { FieldErrorCode, PaymentMethod } from '@kursmarkt/schemas';

const plainMessages = defineMessages({
  customerTitle: { id: 'order.customer.title', defaultMessage: 'Ihre Rechnungsdaten' },
  fileUploadTitle: { id: 'order.fileUpload.title', defaultMessage: 'Nachweise hochladen' },
  paymentTitle: { id: 'order.payment.title', defaultMessage: 'Zahlungsart' },
  summaryTitle: { id: 'order.summary.title', defaultMessage: 'Bestellung prüfen' },
  completeTitle: { id: 'order.complete.title', defaultMessage: 'Vielen Dank für Ihre Bestellung' },
  steps: { id: 'order.steps', defaultMessage: 'Schritte Ihrer Bestellung' },
  stepCustomer: { id: 'order.steps.customer', defaultMessage: 'Rechnungsdaten' },
  stepFileUpload: { id: 'order.steps.fileUpload', defaultMessage: 'Nachweise' },
  stepPayment: { id: 'order.steps.payment', defaultMessage: 'Zahlungsart' },
  stepSummary: { id: 'order.steps.summary', defaultMessage: 'Prüfen und bestellen' },
  stepDone: { id: 'order.steps.done', defaultMessage: '(erledigt)' },
  stepsTotal: { id: 'order.steps.total', defaultMessage: 'Gesamtbetrag' },
  loading: { id: 'order.loading', defaultMessage: 'Die Bestellung wird geladen …' },
  loadFailed: {
    id: 'order.loadFailed',
    defaultMessage:
      'Die Angaben können gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
  },
  retry: { id: 'order.retry', defaultMessage: 'Erneut versuchen' },
  backToCart: { id: 'order.backToCart', defaultMessage: 'Zurück zum Warenkorb' },
  next: { id: 'order.next', defaultMessage: 'Weiter' },
  change: { id: 'order.change', defaultMessage: 'Ändern' },
  changeCourses: { id: 'order.change.courses', defaultMessage: 'Kurse ändern' },
  changeBilling: { id: 'order.change.billing', defaultMessage: 'Rechnungsadresse ändern' },
  changePayment: { id: 'order.change.payment', defaultMessage: 'Zahlungsart ändern' },
  customerKind: { id: 'order.customer.kind', defaultMessage: 'Sie bestellen als' },
  customerKindHelp: {
    id: 'order.customer.kindHelp',
    defaultMessage:
      'Buchen Sie für eine Kanzlei oder ein Unternehmen, auch als deren Anwältin oder Anwalt, wählen Sie „Unternehmen oder Kanzlei“. Ein Widerrufsrecht haben nur Privatpersonen (Verbraucher).',
  },
  consumer: { id: 'order.customer.consumer', defaultMessage: 'Privatperson' },
  business: { id: 'order.customer.business', defaultMessage: 'Unternehmen oder Kanzlei' },
  company: { id: 'order.customer.company', defaultMessage: 'Firma oder Kanzlei' },
  email: { id: 'order.customer.email', defaultMessage: 'E-Mail-Adresse' },
  phone: { id: 'order.customer.phone', defaultMessage: 'Telefon' },
  vatId: { id: 'order.customer.vatId', defaultMessage: 'USt-IdNr.' },
  vatIdHelp: {
    id: 'order.customer.vatIdHelp',
    defaultMessage:
      'Für Unternehmen in einem anderen EU-Land nötig: Sie erhalten eine Rechnung ohne Umsatzsteuer (Steuerschuldnerschaft des Leistungsempfängers).',
  },
  buyerReference: {
    id: 'order.customer.buyerReference',
    defaultMessage: 'Leitweg-ID oder Bestellzeichen (optional)',
  },
  fixErrors: {
    id: 'order.customer.fixErrors',
    defaultMessage: 'Bitte prüfen Sie die markierten Angaben.',
  },
  saveFailed: {
    id: 'order.customer.saveFailed',
    defaultMessage:
      'Ihre Angaben konnten nicht gespeichert werden. Bitte versuchen Sie es noch einmal.',
  },
  fieldREQUIRED: {
    id: 'order.field.REQUIRED',
    defaultMessage: 'Bitte füllen Sie dieses Feld aus.',
  },
  fieldTOO_LONG: { id: 'order.field.TOO_LONG', defaultMessage: 'Diese Angabe ist zu lang.' },
  fieldINVALID_FORMAT: {
    id: 'order.field.INVALID_FORMAT',
    defaultMessage: 'Diese Angabe hat nicht die erwartete Form.',
  },
  fieldZipGerman: {
    id: 'order.field.zipGerman',
    defaultMessage: 'Eine deutsche Postleitzahl hat fünf Ziffern.',
  },
  fieldEmail: {
    id: 'order.field.email',
    defaultMessage: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  },
  fieldVatId: {
    id: 'order.field.vatId',
    defaultMessage:
      'Das ist keine USt-IdNr. eines EU-Landes in dessen Format. Bitte geben Sie sie mit Länderkennung an, z. B. ATU13585627.',
  },
  fieldVatIdChecksum: {
    id: 'order.field.vatIdChecksum',
    defaultMessage: 'Die Prüfziffer dieser USt-IdNr. stimmt nicht. Bitte prüfen Sie die Ziffern.',
  },
  fieldVatIdRequired: {
    id: 'order.field.vatIdRequired',
    defaultMessage: 'Für ein Unternehmen in einem anderen EU-Land ist die USt-IdNr. nötig.',
  },
  fieldNOT_ALLOWED: {
    id: 'order.field.NOT_ALLOWED',
    defaultMessage: 'Dieser Wert ist hier nicht möglich.',
  },
  fieldUNSTORABLE: {
    id: 'order.field.UNSTORABLE',
    defaultMessage: 'Diese Angabe enthält Zeichen, die wir nicht speichern können.',
  },
  fieldOther: { id: 'order.field.other', defaultMessage: 'Bitte prüfen Sie diese Angabe.' },
  proofIntro: {
    id: 'order.proof.intro',
    defaultMessage:
      'Für diese Kurse brauchen wir einen Nachweis: eine PDF-, JPEG- oder PNG-Datei bis 10 MB.',
  },
  proofFile: { id: 'order.proof.file', defaultMessage: 'Datei wählen' },
  proofUpload: { id: 'order.proof.upload', defaultMessage: 'Hochladen' },
  proofProgress: { id: 'order.proof.progress', defaultMessage: 'Fortschritt des Hochladens' },
  proofMissing: { id: 'order.proof.missing', defaultMessage: 'Noch kein Nachweis hochgeladen.' },
  proofTooLarge: {
    id: 'order.proof.tooLarge',
    defaultMessage: 'Die Datei ist größer als 10 MB.',
  },
  proofWrongType: {
    id: 'order.proof.wrongType',
    defaultMessage: 'Bitte wählen Sie eine PDF-, JPEG- oder PNG-Datei.',
  },
  proofFailed: {
    id: 'order.proof.failed',
    defaultMessage:
      'Die Datei konnte nicht hochgeladen werden. Bitte versuchen Sie es noch einmal.',
  },
  proofChooseFirst: {
    id: 'order.proof.chooseFirst',
    defaultMessage: 'Bitte wählen Sie eine Datei.',
  },
  paymentChoose: {
    id: 'order.payment.choose',
    defaultMessage: 'Bitte wählen Sie, wie Sie bezahlen möchten.',
  },
  paymentINVOICE: { id: 'order.paymentMethod.INVOICE', defaultMessage: 'Rechnung' },
  paymentPREPAYMENT: { id: 'order.paymentMethod.PREPAYMENT', defaultMessage: 'Vorkasse' },
  paymentCARD: { id: 'order.paymentMethod.CARD', defaultMessage: 'Kreditkarte' },
  paymentSEPA_DEBIT: { id: 'order.paymentMethod.SEPA_DEBIT', defaultMessage: 'SEPA-Lastschrift' },
  paymentFree: { id: 'order.paymentMethod.none', defaultMessage: 'Keine Zahlung nötig' },
  coursesHeading: { id: 'order.summary.courses', defaultMessage: 'Ihre Kurse' },
  participantsHeading: { id: 'order.summary.participants', defaultMessage: 'Teilnehmer/in' },
  participantsHint: {
    id: 'order.summary.participantsHint',
    defaultMessage:
      'Buchen Sie für Kolleginnen oder Kollegen, nennen Sie hier, wer teilnimmt: Die Teilnahmebestätigung geht an diese Person, die Rechnung an Sie.',
  },
  participantSelf: { id: 'order.summary.participantSelf', defaultMessage: 'Ich nehme selbst teil' },
  participantsInvalid: {
    id: 'order.summary.participantsInvalid',
    defaultMessage: 'Bitte prüfen Sie die Angaben zu den Teilnehmenden.',
  },
  billingHeading: { id: 'order.summary.billing', defaultMessage: 'Rechnungsadresse' },
  paymentHeading: { id: 'order.summary.payment', defaultMessage: 'Zahlungsart' },
  voucherHeading: { id: 'order.summary.voucher', defaultMessage: 'Gutschein' },
  date: { id: 'order.position.date', defaultMessage: 'Termin' },
  place: { id: 'order.position.place', defaultMessage: 'Ort' },
  format: { id: 'order.position.format', defaultMessage: 'Format' },
  formatONLINE: { id: 'order.position.format.ONLINE', defaultMessage: 'Online' },
  formatPRESENT: { id: 'order.position.format.PRESENT', defaultMessage: 'Präsenz' },
  formatSELF: { id: 'order.position.format.SELF', defaultMessage: 'Selbststudium' },
  formatPackage: { id: 'order.position.format.package', defaultMessage: 'Seminar-Paket' },
  organizer: { id: 'order.position.organizer', defaultMessage: 'Veranstalter' },
  paidWithCredits: {
    id: 'order.position.paidWithCredits',
    defaultMessage: 'mit Kontingent bezahlt',
  },
  total: { id: 'order.totals.total', defaultMessage: 'Gesamtsumme' },
  totalNet: { id: 'order.totals.net', defaultMessage: 'Nettobetrag' },
  orderNumber: { id: 'order.complete.number', defaultMessage: 'Ihre Bestellnummer' },
  legalTerms: { id: 'order.legal.terms', defaultMessage: 'AGB' },
  acceptTerms: {
    id: 'order.legal.accept',
    defaultMessage:
      'Ich habe die AGB gelesen und akzeptiere sie; die Datenschutzerklärung habe ich zur Kenntnis genommen.',
  },
  legalPrivacy: { id: 'order.legal.privacy', defaultMessage: 'Datenschutzerklärung' },
  earlyStartConsent: {
    id: 'order.consent.earlyStart',
    defaultMessage:
      'Ich verlange ausdrücklich, dass Sie vor Ablauf der Widerrufsfrist mit der Leistung beginnen. Mir ist bekannt, dass ich bei vollständiger Erbringung der Leistung mein Widerrufsrecht verliere.',
  },
  earlyStartConsentMissing: {
    id: 'order.consent.earlyStartMissing',
    defaultMessage:
      'Ein Kurs beginnt innerhalb der Widerrufsfrist: Bitte stimmen Sie dem Beginn zu.',
  },
  termsMissing: {
    id: 'order.consent.termsMissing',
    defaultMessage: 'Bitte akzeptieren Sie die AGB, um zu bestellen.',
  },
  placeOrder: { id: 'order.place', defaultMessage: 'zahlungspflichtig bestellen' },
  /** Nothing to pay (credits or a voucher cover all): an order, but not one "zahlungspflichtig". */
  placeFreeOrder: { id: 'order.placeFree', defaultMessage: 'kostenfrei bestellen' },
  paymentReturnTitle: { id: 'order.paymentReturn.title', defaultMessage: 'Ihre Zahlung' },
  paymentChecking: {
    id: 'order.paymentReturn.checking',
    defaultMessage:
      'Wir fragen bei unserem Zahlungsdienstleister nach, ob Ihre Zahlung angekommen ist …',
  },
  paymentOPEN: {
    id: 'order.paymentReturn.open',
    defaultMessage:
      'Die Zahlung ist noch nicht abgeschlossen. Ihre Plätze sind reserviert, bis die Zahlungsseite abläuft.',
  },
  paymentPROCESSING: {
    id: 'order.paymentReturn.processing',
    defaultMessage:
      'Ihr SEPA-Lastschriftmandat ist erteilt; der Betrag wird in den nächsten Tagen eingezogen. Ihre Plätze bleiben bis dahin reserviert.',
  },
  paymentFAILED: {
    id: 'order.paymentReturn.failed',
    defaultMessage: 'Die Zahlung ist fehlgeschlagen. Bitte versuchen Sie es noch einmal.',
  },
  paymentEXPIRED: {
    id: 'order.paymentReturn.expired',
    defaultMessage: 'Die Zahlungsseite ist abgelaufen. Bitte bezahlen Sie erneut.',
  },
  paymentSUCCEEDED: {
    id: 'order.paymentReturn.succeeded',
    defaultMessage: 'Ihre Zahlung ist angekommen.',
  },
  paymentOrderClosed: {
    id: 'order.paymentReturn.orderClosed',
    defaultMessage:
      'Diese Bestellung wartet nicht mehr auf eine Zahlung. Ein bereits gezahlter Betrag wird Ihnen erstattet.',
  },
  payAgain: { id: 'order.paymentReturn.payAgain', defaultMessage: 'Jetzt bezahlen' },
  toOrder: { id: 'order.paymentReturn.toOrder', defaultMessage: 'Zur Bestellung' },
  errorPAYMENT_NOT_RESTARTABLE: {
    id: 'order.error.PAYMENT_NOT_RESTARTABLE',
    defaultMessage: 'Diese Bestellung kann nicht mehr bezahlt werden.',
  },
  errorUNAVAILABLE: {
    id: 'order.error.UNAVAILABLE',
    defaultMessage:
      'Unser Zahlungsdienstleister ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  },
  completeBought: { id: 'order.complete.bought', defaultMessage: 'Sie haben gebucht' },
  completeMail: {
    id: 'order.complete.mail',
    defaultMessage: 'Die Bestätigung mit der Rechnung schicken wir Ihnen per E-Mail.',
  },
  transferTitle: { id: 'order.transfer.title', defaultMessage: 'Bitte überweisen Sie' },
  transferAmount: { id: 'order.transfer.amount', defaultMessage: 'Betrag' },
  transferHolder: { id: 'order.transfer.holder', defaultMessage: 'Kontoinhaber' },
  transferIban: { id: 'order.transfer.iban', defaultMessage: 'IBAN' },
  transferBic: { id: 'order.transfer.bic', defaultMessage: 'BIC' },
  transferBank: { id: 'order.transfer.bank', defaultMessage: 'Bank' },
  transferReference: { id: 'order.transfer.reference', defaultMessage: 'Verwendungszweck' },
  transferDeadline: { id: 'order.transfer.deadline', defaultMessage: 'Zahlbar bis' },
  giroCode: {
    id: 'order.transfer.giroCode',
    defaultMessage: 'GiroCode: mit der Banking-App scannen, um die Überweisung auszufüllen',
  },
  reverseCharge: {
    id: 'order.vat.reverseCharge',
    defaultMessage: 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge)',
  },
  invoiceTitle: { id: 'order.invoice.title', defaultMessage: 'Ihre Rechnung' },
  invoicePdf: { id: 'order.invoice.pdf', defaultMessage: 'Rechnung herunterladen' },
  invoiceXml: { id: 'order.invoice.xml', defaultMessage: 'E-Rechnung (XML)' },
  invoiceHint: {
    id: 'order.invoice.hint',
    defaultMessage:
      'Die Rechnung ist eine ZUGFeRD-E-Rechnung (PDF mit eingebetteten Daten); die XML-Datei allein lesen Buchhaltungsprogramme wie eine XRechnung.',
  },
  invoiceFailed: {
    id: 'order.invoice.failed',
    defaultMessage:
      'Die Rechnung kann gerade nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
  },
  errorCART_EMPTY: {
    id: 'order.error.CART_EMPTY',
    defaultMessage: 'Ihr Warenkorb ist leer. Bitte wählen Sie zuerst einen Kurs.',
  },
  errorEMAIL_NOT_VERIFIED: {
    id: 'order.error.EMAIL_NOT_VERIFIED',
    defaultMessage:
      'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse mit dem Link, den wir Ihnen geschickt haben.',
  },
  errorCUSTOMER_INCOMPLETE: {
    id: 'order.error.CUSTOMER_INCOMPLETE',
    defaultMessage: 'Ihre Rechnungsdaten sind unvollständig. Bitte ergänzen Sie sie.',
  },
  errorPAYMENT_METHOD_REQUIRED: {
    id: 'order.error.PAYMENT_METHOD_REQUIRED',
    defaultMessage: 'Bitte wählen Sie eine Zahlungsart.',
  },
  errorPROOF_MISSING: {
    id: 'order.error.PROOF_MISSING',
    defaultMessage: 'Für einen Kurs fehlt noch der Nachweis. Bitte laden Sie ihn hoch.',
  },
  errorCHALLENGE_REQUIRED: {
    id: 'order.error.CHALLENGE_REQUIRED',
    defaultMessage:
      'Ihr Browser konnte die Rechenaufgabe nicht lösen. Bitte versuchen Sie es noch einmal.',
  },
  errorPRICE_CHANGED: {
    id: 'order.error.PRICE_CHANGED',
    defaultMessage:
      'Ein Preis hat sich geändert. Bitte prüfen Sie die neue Gesamtsumme und bestellen Sie dann.',
  },
  errorVOUCHER_NOT_VALID: {
    id: 'order.error.VOUCHER_NOT_VALID',
    defaultMessage: 'Ihr Gutschein gilt nicht mehr. Bitte prüfen Sie den Warenkorb.',
  },
  errorCREDITS_EXHAUSTED: {
    id: 'order.error.CREDITS_EXHAUSTED',
    defaultMessage:
      'Ihr Kontingent reicht nicht mehr für alle Kurse. Bitte prüfen Sie den Warenkorb.',
  },
  errorPACKAGE_NEEDS_ACCOUNT: {
    id: 'order.error.PACKAGE_NEEDS_ACCOUNT',
    defaultMessage: 'Ein Seminar-Paket können Sie nur mit einem Kundenkonto kaufen.',
  },
  errorSCHEDULE_FULL: {
    id: 'order.error.SCHEDULE_FULL',
    defaultMessage: 'Ein Termin ist inzwischen ausgebucht. Bitte prüfen Sie den Warenkorb.',
  },
  errorSCHEDULE_ENDED: {
    id: 'order.error.SCHEDULE_ENDED',
    defaultMessage: 'Ein Termin ist vorbei. Bitte prüfen Sie den Warenkorb.',
  },
  errorSCHEDULE_CANCELLED: {
    id: 'order.error.SCHEDULE_CANCELLED',
    defaultMessage: 'Ein Termin ist abgesagt. Bitte prüfen Sie den Warenkorb.',
  },
  errorPRICE_LEVEL_EXPIRED: {
    id: 'order.error.PRICE_LEVEL_EXPIRED',
    defaultMessage:
      'Die Buchungsfrist eines Preises ist abgelaufen. Bitte wählen Sie im Warenkorb einen anderen Preis.',
  },
  errorOther: {
    id: 'order.error.other',
    defaultMessage:
      'Die Bestellung hat nicht geklappt. Bitte versuchen Sie es noch einmal; Sie werden nicht doppelt belastet.',
  },
});

type ValuesOf = {
  participantOf: { course: string };
  netOf: { amount: string };
  vatIncluded: { rate: string };
  vatExempt: { reason: string };
  taxLine: { rate: string };
  exemptLine: { reason: string };
  proofOf: { name: string };
  proofUploaded: { file: string };
  proofPercent: { percent: number };
  voucherApplied: { code: string };
  voucherRejected: { code: string; reason: string };
};

const messagesWithValues = defineMessages<ValuesOf>({
  netOf: { id: 'order.position.net', defaultMessage: 'netto {amount}' },
  vatIncluded: { id: 'order.position.vatIncluded', defaultMessage: 'inkl. {rate} MwSt.' },
  vatExempt: { id: 'order.position.vatExempt', defaultMessage: 'umsatzsteuerfrei nach {reason}' },
  taxLine: { id: 'order.totals.tax', defaultMessage: 'enthaltene MwSt. {rate}' },
  exemptLine: { id: 'order.totals.exempt', defaultMessage: 'umsatzsteuerfrei nach {reason}' },
  proofOf: { id: 'order.proof.of', defaultMessage: 'Nachweis für {name}' },
  participantOf: {
    id: 'order.summary.participantOf',
    defaultMessage: 'Wer nimmt an „{course}“ teil?',
  },
  voucherApplied: {
    id: 'order.summary.voucherApplied',
    defaultMessage: 'Der Gutschein {code} gilt. Sie sparen',
  },
  voucherRejected: {
    id: 'order.summary.voucherRejected',
    defaultMessage: 'Der Gutschein {code} gilt nicht: {reason}',
  },
  proofUploaded: { id: 'order.proof.uploaded', defaultMessage: 'Hochgeladen: {file}' },
  proofPercent: { id: 'order.proof.percent', defaultMessage: '{percent} %' },
});

/** The texts of the customer checkout: billing data, proofs, payment, summary, completion. */
export const orderMessages = { ...plainMessages, ...messagesWithValues };

/** The text of a refusal of the order or a checkout step, by the server's code. */
export const orderErrorMessage = (code: string | undefined): MessageDescriptor =>
  (plainMessages as Record<string, MessageDescriptor>)[`error${code ?? ''}`] ??
  plainMessages.errorOther;

/** The text for a billing field the server refused, by the field and the code it gave. */
export function fieldProblemMessage(
  field: string,
  code: FieldErrorCode,
  country: string,
): MessageDescriptor {
  if (field === 'email' && code !== 'REQUIRED') return plainMessages.fieldEmail;
  if (field === 'vatId') {
    if (code === 'REQUIRED') return plainMessages.fieldVatIdRequired;
    return code === 'INVALID_CHECKSUM'
      ? plainMessages.fieldVatIdChecksum
      : plainMessages.fieldVatId;
  }
  if (field === 'zipCode' && code === 'INVALID_FORMAT' && country === 'DEU') {
    return plainMessages.fieldZipGerman;
  }
  switch (code) {
    case 'REQUIRED':
    case 'TOO_SHORT':
      return plainMessages.fieldREQUIRED;
    case 'TOO_LONG':
      return plainMessages.fieldTOO_LONG;
    case 'INVALID_FORMAT':
      return plainMessages.fieldINVALID_FORMAT;
    case 'NOT_ALLOWED':
      return plainMessages.fieldNOT_ALLOWED;
    case 'UNSTORABLE':
      return plainMessages.fieldUNSTORABLE;
    default:
      return plainMessages.fieldOther;
  }
}

/** The name of a payment method. */
export const paymentMethodMessage = (method: PaymentMethod | null) =>
  method === null ? plainMessages.paymentFree : plainMessages[`payment${method}`];
