import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { CartRefusal, VoucherRefusal } from '@kursmarkt/schemas/rules';

const plainMessages = defineMessages({
  title: { id: 'cart.title', defaultMessage: 'Warenkorb' },
  empty: { id: 'cart.empty', defaultMessage: 'Ihr Warenkorb ist leer.' },
  findCourses: { id: 'cart.findCourses', defaultMessage: 'Kurse finden' },
  loading: { id: 'cart.loading', defaultMessage: 'Der Warenkorb wird geladen …' },
  loadFailed: {
    id: 'cart.loadFailed',
    defaultMessage:
      'Der Warenkorb kann gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
  },
  merged: {
    id: 'cart.merged',
    defaultMessage:
      'Wir haben die Kurse, die Sie vor der Anmeldung gewählt hatten, in Ihren Warenkorb übernommen. Bitte prüfen Sie ihn, bevor Sie bestellen.',
  },
  add: { id: 'cart.add', defaultMessage: 'In den Warenkorb' },
  priceLevel: { id: 'cart.position.priceLevel', defaultMessage: 'Preisstufe' },
  date: { id: 'cart.position.date', defaultMessage: 'Termin' },
  place: { id: 'cart.position.place', defaultMessage: 'Ort' },
  organizer: { id: 'cart.position.organizer', defaultMessage: 'Veranstalter' },
  online: { id: 'cart.position.online', defaultMessage: 'Online' },
  selfStudy: { id: 'cart.position.selfStudy', defaultMessage: 'Selbststudium, ortsunabhängig' },
  package: { id: 'cart.position.package', defaultMessage: 'Seminar-Paket' },
  payWithCredits: { id: 'cart.position.payWithCredits', defaultMessage: 'mit Kontingent bezahlen' },
  remove: { id: 'cart.position.remove', defaultMessage: 'Entfernen' },
  unavailable: {
    id: 'cart.position.unavailable',
    defaultMessage: 'Dieser Termin ist nicht mehr buchbar.',
  },
  problemSCHEDULE_ENDED: {
    id: 'cart.problem.SCHEDULE_ENDED',
    defaultMessage: 'Dieser Termin ist vorbei und kann nicht mehr bestellt werden.',
  },
  problemSCHEDULE_FULL: {
    id: 'cart.problem.SCHEDULE_FULL',
    defaultMessage: 'Dieser Termin ist ausgebucht.',
  },
  problemSCHEDULE_CANCELLED: {
    id: 'cart.problem.SCHEDULE_CANCELLED',
    defaultMessage: 'Dieser Termin ist abgesagt und kann nicht bestellt werden.',
  },
  problemPRICE_LEVEL_EXPIRED: {
    id: 'cart.problem.PRICE_LEVEL_EXPIRED',
    defaultMessage:
      'Die Buchungsfrist dieses Preises ist abgelaufen: Bitte wählen Sie einen anderen Preis.',
  },
  problemCREDITS_EXHAUSTED: {
    id: 'cart.problem.CREDITS_EXHAUSTED',
    defaultMessage: 'Das Kontingent reicht für diesen Kurs nicht mehr.',
  },
  voucher: { id: 'cart.voucher.label', defaultMessage: 'Gutscheincode' },
  voucherApply: { id: 'cart.voucher.apply', defaultMessage: 'Einlösen' },
  voucherInvalid: {
    id: 'cart.voucher.invalid',
    defaultMessage: 'Bitte geben Sie einen Code aus Buchstaben, Ziffern oder Bindestrichen ein.',
  },
  refusedVOUCHER_UNKNOWN: {
    id: 'cart.voucher.refused.VOUCHER_UNKNOWN',
    defaultMessage: 'Diesen Gutscheincode kennen wir nicht.',
  },
  refusedVOUCHER_NOT_YET_VALID: {
    id: 'cart.voucher.refused.VOUCHER_NOT_YET_VALID',
    defaultMessage: 'Dieser Gutschein gilt noch nicht.',
  },
  refusedVOUCHER_EXPIRED: {
    id: 'cart.voucher.refused.VOUCHER_EXPIRED',
    defaultMessage: 'Dieser Gutschein ist abgelaufen.',
  },
  refusedVOUCHER_USED_UP: {
    id: 'cart.voucher.refused.VOUCHER_USED_UP',
    defaultMessage: 'Dieser Gutschein ist bereits vollständig eingelöst.',
  },
  refusedVOUCHER_ALREADY_USED: {
    id: 'cart.voucher.refused.VOUCHER_ALREADY_USED',
    defaultMessage: 'Sie haben diesen Gutschein bereits eingelöst.',
  },
  refusedVOUCHER_NOT_APPLICABLE: {
    id: 'cart.voucher.refused.VOUCHER_NOT_APPLICABLE',
    defaultMessage: 'Dieser Gutschein gilt für keinen Kurs in Ihrem Warenkorb.',
  },
  notAddedTitle: {
    id: 'cart.notAdded.title',
    defaultMessage: 'Diese Auswahl konnte nicht in den Warenkorb gelegt werden:',
  },
  refusedNOT_FOUND: {
    id: 'cart.refused.NOT_FOUND',
    defaultMessage: 'Den Kurs oder Termin gibt es nicht mehr.',
  },
  refusedSCHEDULE_NOT_OF_COURSE: {
    id: 'cart.refused.SCHEDULE_NOT_OF_COURSE',
    defaultMessage: 'Der Termin gehört nicht zu diesem Kurs.',
  },
  refusedPRICE_LEVEL_NOT_OF_SCHEDULE: {
    id: 'cart.refused.PRICE_LEVEL_NOT_OF_SCHEDULE',
    defaultMessage: 'Die Preisstufe gehört nicht zu diesem Termin.',
  },
  refusedPRICE_LEVEL_EXPIRED: {
    id: 'cart.refused.PRICE_LEVEL_EXPIRED',
    defaultMessage:
      'Die Buchungsfrist dieses Preises ist abgelaufen: Wählen Sie einen anderen Preis.',
  },
  refusedSCHEDULE_ENDED: {
    id: 'cart.refused.SCHEDULE_ENDED',
    defaultMessage: 'Der Termin ist vorbei.',
  },
  refusedSCHEDULE_FULL: {
    id: 'cart.refused.SCHEDULE_FULL',
    defaultMessage: 'Der Termin ist ausgebucht.',
  },
  refusedSCHEDULE_CANCELLED: {
    id: 'cart.refused.SCHEDULE_CANCELLED',
    defaultMessage: 'Der Termin ist abgesagt.',
  },
  refusedSCOPE_NOT_OF_COURSE: {
    id: 'cart.refused.SCOPE_NOT_OF_COURSE',
    defaultMessage: 'Das Fachgebiet gehört nicht zu diesem Kurs.',
  },
  refusedNO_FITTING_PACKAGE: {
    id: 'cart.refused.NO_FITTING_PACKAGE',
    defaultMessage: 'Kein Kontingent deckt diesen Kurs.',
  },
  refusedEMAIL_NOT_VERIFIED: {
    id: 'cart.refused.EMAIL_NOT_VERIFIED',
    defaultMessage:
      'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse mit dem Link, den wir Ihnen geschickt haben.',
  },
  refusedCART_LIMIT_REACHED: {
    id: 'cart.refused.CART_LIMIT_REACHED',
    defaultMessage: 'Der Warenkorb ist voll.',
  },
  refusedOther: {
    id: 'cart.refused.other',
    defaultMessage: 'Das hat nicht geklappt. Bitte versuchen Sie es noch einmal.',
  },
  total: { id: 'cart.totals.total', defaultMessage: 'Gesamtsumme (inkl. MwSt.)' },
  net: { id: 'cart.totals.net', defaultMessage: 'Nettobetrag' },
  discount: { id: 'cart.totals.discount', defaultMessage: 'Gutschein' },
  checkout: { id: 'cart.checkout', defaultMessage: 'Zur Kasse' },
  checkoutAsGuest: { id: 'cart.checkoutAsGuest', defaultMessage: 'Als Gast bestellen' },
  packageNeedsAccount: {
    id: 'cart.packageNeedsAccount',
    defaultMessage:
      'Die Stunden eines Seminar-Pakets werden Ihrem Kundenkonto gutgeschrieben. Bitte melden Sie sich an oder registrieren Sie sich, um zu bestellen.',
  },
  signInToOrder: {
    id: 'cart.signInToOrder',
    defaultMessage: 'Anmelden und Warenkorb übernehmen',
  },
  checking: { id: 'cart.check.checking', defaultMessage: 'Ihr Warenkorb wird geprüft …' },
  headerCart: { id: 'cart.header.link', defaultMessage: 'Warenkorb' },
});

type ValuesOf = {
  addNamed: { item: string };
  voucherApplied: { code: string };
  voucherUnusedCode: { code: string };
  voucherRemoveCode: { code: string };
  voucherRemovedNotice: { code: string };
  headerCount: { count: number };
  credits: { hours: number };
  creditsAvailable: { hours: number };
  notAddedEntry: { reason: string };
  netOf: { amount: string };
  levelUntil: { name: string; date: string };
  levelDeadline: { date: string };
};

const messagesWithValues = defineMessages<ValuesOf>({
  addNamed: { id: 'cart.addNamed', defaultMessage: '{item} in den Warenkorb' },
  voucherApplied: {
    id: 'cart.voucher.applied',
    defaultMessage: 'Gutschein {code} eingelöst, Sie sparen',
  },
  voucherUnusedCode: {
    id: 'cart.voucher.unusedCode',
    defaultMessage: 'Gutschein {code} ist gültig, ermäßigt aber zurzeit keinen Kurs im Warenkorb.',
  },
  voucherRemoveCode: {
    id: 'cart.voucher.removeCode',
    defaultMessage: 'Gutschein {code} entfernen',
  },
  voucherRemovedNotice: {
    id: 'cart.voucher.removed',
    defaultMessage: 'Gutschein {code} entfernt.',
  },
  headerCount: {
    id: 'cart.header.count',
    defaultMessage: '{count, plural, one {# Position} other {# Positionen}}',
  },
  credits: {
    id: 'cart.position.credits',
    defaultMessage:
      '{hours, plural, one {Danach bleibt # Stunde im Kontingent} other {Danach bleiben # Stunden im Kontingent}}',
  },
  creditsAvailable: {
    id: 'cart.position.creditsAvailable',
    defaultMessage:
      '{hours, plural, one {Im Kontingent ist noch # Stunde frei} other {Im Kontingent sind noch # Stunden frei}}',
  },
  notAddedEntry: { id: 'cart.notAdded.entry', defaultMessage: 'Ein Termin: {reason}' },
  netOf: { id: 'cart.position.net', defaultMessage: 'netto {amount}' },
  levelUntil: { id: 'cart.priceLevel.until', defaultMessage: '{name} bis {date}' },
  levelDeadline: {
    id: 'cart.priceLevel.deadline',
    defaultMessage: 'Dieser Preis gilt für Buchungen bis zum {date}.',
  },
});

/** The texts of the cart, the add-to-cart button, the header's cart link and the cart check. */
export const cartMessages = { ...plainMessages, ...messagesWithValues };

/** The text of a refused voucher code's reason. */
export const voucherRefusalMessage = (reason: VoucherRefusal) => plainMessages[`refused${reason}`];

/** The text of a refused position's code; an unknown code gets the general refusal. */
export const cartRefusalMessage = (code: string): MessageDescriptor =>
  (plainMessages as Record<string, MessageDescriptor>)[`refused${code as CartRefusal}`] ??
  plainMessages.refusedOther;
