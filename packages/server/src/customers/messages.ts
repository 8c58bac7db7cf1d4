import { defineMessages } from '@formatjs/intl';
const plainExportMessages = defineMessages({
  title: { id: 'customerExport.title', defaultMessage: 'Ihre gespeicherten Daten' },
  customerId: { id: 'customerExport.customerId', defaultMessage: 'Kundennummer' },
  none: { id: 'customerExport.none', defaultMessage: 'Keine Einträge.' },
});

/** Texts with placeholders, typed so `formatMessage` asks for their values. */
const exportMessagesWithValues = defineMessages<{
  intro: { date: string };
  entry: { number: number };
}>({
  intro: {
    id: 'customerExport.intro',
    defaultMessage:
      'Auskunft nach Art. 15 DSGVO: alles, was wir zu Ihrem Kundenkonto gespeichert haben, Stand {date}. Dieselben Daten erhalten Sie maschinenlesbar als JSON-Datei (Art. 20 DSGVO).',
  },
  entry: { id: 'customerExport.entry', defaultMessage: 'Eintrag {number}' },
});

/** The export PDF's texts (customers/export-pdf.ts), German by default. */
export const exportMessages = { ...plainExportMessages, ...exportMessagesWithValues };

/** The heading of each part of the export (customers/export.ts); a part without one shows its name. */
export const exportPartMessages = defineMessages({
  customer: { id: 'customerExport.part.customer', defaultMessage: 'Kundendaten und Anschrift' },
  account: { id: 'customerExport.part.account', defaultMessage: 'Zugang (Anmeldung)' },
  signIns: { id: 'customerExport.part.signIns', defaultMessage: 'Anmeldungen' },
  signInFailures: {
    id: 'customerExport.part.signInFailures',
    defaultMessage: 'Fehlgeschlagene Anmeldungen',
  },
  carts: { id: 'customerExport.part.carts', defaultMessage: 'Warenkörbe und Rechnungsanschriften' },
  cartPositions: {
    id: 'customerExport.part.cartPositions',
    defaultMessage: 'Positionen im Warenkorb',
  },
  cartVouchers: {
    id: 'customerExport.part.cartVouchers',
    defaultMessage: 'Gutscheincodes im Warenkorb',
  },
  orders: { id: 'customerExport.part.orders', defaultMessage: 'Bestellungen' },
  orderPositions: { id: 'customerExport.part.orderPositions', defaultMessage: 'Bestellpositionen' },
  orderStatusChanges: {
    id: 'customerExport.part.orderStatusChanges',
    defaultMessage: 'Statusänderungen der Bestellungen',
  },
  invoices: { id: 'customerExport.part.invoices', defaultMessage: 'Rechnungen' },
  cancellations: { id: 'customerExport.part.cancellations', defaultMessage: 'Stornierungen' },
  withdrawals: { id: 'customerExport.part.withdrawals', defaultMessage: 'Widerrufe' },
  payments: { id: 'customerExport.part.payments', defaultMessage: 'Zahlungen' },
  paymentBookings: {
    id: 'customerExport.part.paymentBookings',
    defaultMessage: 'Gebuchte Zahlungseingänge',
  },
  paymentReminders: {
    id: 'customerExport.part.paymentReminders',
    defaultMessage: 'Zahlungserinnerungen und Mahnungen',
  },
  refunds: { id: 'customerExport.part.refunds', defaultMessage: 'Erstattungen' },
  vatIdChecks: {
    id: 'customerExport.part.vatIdChecks',
    defaultMessage: 'Prüfungen der USt-IdNr.',
  },
  attendancePresences: {
    id: 'customerExport.part.attendancePresences',
    defaultMessage: 'Anwesenheit (Einlass, Check-in, Teilnehmerbericht)',
  },
  attendanceConfirmations: {
    id: 'customerExport.part.attendanceConfirmations',
    defaultMessage: 'Anwesenheitsbestätigungen in Online-Seminaren',
  },
  learningCheckAttempts: {
    id: 'customerExport.part.learningCheckAttempts',
    defaultMessage: 'Versuche der Lernerfolgskontrollen',
  },
  learningCheckQuestions: {
    id: 'customerExport.part.learningCheckQuestions',
    defaultMessage: 'Gestellte Fragen der Lernerfolgskontrollen',
  },
  learningCheckAnswers: {
    id: 'customerExport.part.learningCheckAnswers',
    defaultMessage: 'Ihre Antworten in den Lernerfolgskontrollen',
  },
  evaluations: { id: 'customerExport.part.evaluations', defaultMessage: 'Kursbewertungen' },
  certificates: {
    id: 'customerExport.part.certificates',
    defaultMessage: 'Teilnahmebescheinigungen',
  },
  writtenExams: {
    id: 'customerExport.part.writtenExams',
    defaultMessage: 'Geschriebene Leistungskontrollen (Klausuren)',
  },
  voucherUses: { id: 'customerExport.part.voucherUses', defaultMessage: 'Eingelöste Gutscheine' },
  creditPackages: { id: 'customerExport.part.creditPackages', defaultMessage: 'Kontingente' },
  creditLedger: {
    id: 'customerExport.part.creditLedger',
    defaultMessage: 'Buchungen der Kontingente',
  },
  bookmarks: { id: 'customerExport.part.bookmarks', defaultMessage: 'Merkzettel' },
  favorites: { id: 'customerExport.part.favorites', defaultMessage: 'Suchfavoriten' },
  manualOrders: {
    id: 'customerExport.part.manualOrders',
    defaultMessage: 'Extern gebuchte Fortbildungen',
  },
  specialistTitles: {
    id: 'customerExport.part.specialistTitles',
    defaultMessage: 'Fachanwaltstitel',
  },
  furtherTrainingReminders: {
    id: 'customerExport.part.furtherTrainingReminders',
    defaultMessage: 'Erinnerung an fehlende Fortbildungsstunden',
  },
  uploads: { id: 'customerExport.part.uploads', defaultMessage: 'Hochgeladene Nachweise' },
  newsletter: { id: 'customerExport.part.newsletter', defaultMessage: 'Newsletter' },
  waitingList: { id: 'customerExport.part.waitingList', defaultMessage: 'Wartelisten' },
  waitingListOffers: {
    id: 'customerExport.part.waitingListOffers',
    defaultMessage: 'Angebote aus Wartelisten',
  },
  contactRequests: { id: 'customerExport.part.contactRequests', defaultMessage: 'Kontaktanfragen' },
  mails: { id: 'customerExport.part.mails', defaultMessage: 'E-Mails an Sie (letzte 30 Tage)' },
});
