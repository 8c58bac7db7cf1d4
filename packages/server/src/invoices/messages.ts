import { defineMessages } from '@formatjs/intl';

/** The invoice documents' texts without placeholders. */
const plainInvoiceMessages = defineMessages({
  INVOICE: { id: 'invoice.title.invoice', defaultMessage: 'Rechnung' },
  CANCELLATION: { id: 'invoice.title.cancellation', defaultMessage: 'Stornorechnung' },
  number: { id: 'invoice.number', defaultMessage: 'Rechnungsnummer' },
  issueDate: { id: 'invoice.issueDate', defaultMessage: 'Rechnungsdatum' },
  orderNumber: { id: 'invoice.orderNumber', defaultMessage: 'Bestellnummer' },
  servicePeriod: { id: 'invoice.servicePeriod', defaultMessage: 'Leistungszeitraum' },
  buyerVatId: { id: 'invoice.buyer.vatId', defaultMessage: 'USt-IdNr. des Leistungsempfängers' },
  buyerReference: {
    id: 'invoice.buyer.reference',
    defaultMessage: 'Käuferreferenz (Leitweg-ID)',
  },
  vatId: { id: 'invoice.seller.vatId', defaultMessage: 'USt-IdNr.' },
  taxNumber: { id: 'invoice.seller.taxNumber', defaultMessage: 'Steuernummer' },
  registerCourt: { id: 'invoice.seller.registerCourt', defaultMessage: 'Registergericht' },
  registerNumber: { id: 'invoice.seller.registerNumber', defaultMessage: 'Registernummer' },
  managingDirectors: { id: 'invoice.seller.managingDirectors', defaultMessage: 'Geschäftsführung' },
  phone: { id: 'invoice.seller.phone', defaultMessage: 'Telefon' },
  email: { id: 'invoice.seller.email', defaultMessage: 'E-Mail' },
  bank: { id: 'invoice.bank.title', defaultMessage: 'Bankverbindung' },
  accountHolder: { id: 'invoice.bank.holder', defaultMessage: 'Kontoinhaber' },
  iban: { id: 'invoice.bank.iban', defaultMessage: 'IBAN' },
  bic: { id: 'invoice.bank.bic', defaultMessage: 'BIC' },
  bankName: { id: 'invoice.bank.name', defaultMessage: 'Bank' },
  position: { id: 'invoice.table.position', defaultMessage: 'Pos.' },
  service: { id: 'invoice.table.service', defaultMessage: 'Leistung' },
  vat: { id: 'invoice.table.vat', defaultMessage: 'USt.' },
  amount: { id: 'invoice.table.amount', defaultMessage: 'Betrag' },
  organizer: { id: 'invoice.position.organizer', defaultMessage: 'Veranstalter' },
  date: { id: 'invoice.position.date', defaultMessage: 'Termin' },
  place: { id: 'invoice.position.place', defaultMessage: 'Ort / Format' },
  totalINVOICE: { id: 'invoice.totals.total', defaultMessage: 'Gesamtbetrag' },
  totalCANCELLATION: { id: 'invoice.totals.corrected', defaultMessage: 'Korrekturbetrag' },
  reverseCharge: {
    id: 'invoice.vat.reverseCharge',
    defaultMessage: 'Steuerschuldnerschaft des Leistungsempfängers',
  },
  paid: { id: 'invoice.payment.paid', defaultMessage: 'Der Rechnungsbetrag ist beglichen.' },
  giroCode: {
    id: 'invoice.payment.giroCode',
    defaultMessage: 'Zum Bezahlen mit der Banking-App scannen (GiroCode)',
  },
  prices: {
    id: 'invoice.footer.prices',
    defaultMessage: 'Alle Beträge in Euro. Listenpreise einschließlich Umsatzsteuer.',
  },
});

/** The invoice documents' texts with placeholders, typed so `formatMessage` asks for their values. */
const invoiceMessagesWithValues = defineMessages<{
  cancels: { number: string; date: string };
  accessFrom: { date: string };
  listPrice: { amount: string; discount: string };
  net: { rate: string };
  tax: { rate: string };
  exemptNet: { reasons: string };
  exemptReason: { reason: string };
  vatRate: { rate: string };
  payInvoice: { amount: string; date: string; number: string };
  payPrepayment: { amount: string; date: string; number: string };
  refund: { amount: string };
  offset: { amount: string; number: string };
}>({
  cancels: {
    id: 'invoice.cancels',
    defaultMessage: 'Storno zur Rechnung {number} vom {date}',
  },
  accessFrom: {
    id: 'invoice.position.accessFrom',
    defaultMessage: 'Leistungsdatum: Zugang ab {date}',
  },
  listPrice: {
    id: 'invoice.position.listPrice',
    defaultMessage: 'Listenpreis {amount}, Nachlass {discount}',
  },
  net: { id: 'invoice.totals.net', defaultMessage: 'Nettobetrag zu {rate} %' },
  tax: { id: 'invoice.totals.tax', defaultMessage: 'Umsatzsteuer {rate} %' },
  exemptNet: {
    id: 'invoice.totals.exempt',
    defaultMessage: 'Steuerfreier Betrag ({reasons})',
  },
  exemptReason: { id: 'invoice.vat.exempt', defaultMessage: 'Steuerfrei nach {reason}' },
  vatRate: { id: 'invoice.vat.rate', defaultMessage: '{rate} %' },
  payInvoice: {
    id: 'invoice.payment.invoice',
    defaultMessage:
      'Bitte überweisen Sie {amount} bis zum {date} unter Angabe der Rechnungsnummer {number}.',
  },
  payPrepayment: {
    id: 'invoice.payment.prepayment',
    defaultMessage:
      'Zahlung per Vorkasse: Bitte überweisen Sie {amount} bis zum {date} unter Angabe der Rechnungsnummer {number}. Bis dahin halten wir Ihre Plätze frei.',
  },
  refund: {
    id: 'invoice.payment.refund',
    defaultMessage: 'Der Betrag von {amount} wird Ihnen erstattet.',
  },
  offset: {
    id: 'invoice.payment.offset',
    defaultMessage:
      'Der Betrag von {amount} wird mit der Rechnung {number} verrechnet und ist nicht mehr zu zahlen.',
  },
});

/** The texts of the invoice PDF and of the XML's notes, German by default. */
export const invoiceMessages = { ...plainInvoiceMessages, ...invoiceMessagesWithValues };
