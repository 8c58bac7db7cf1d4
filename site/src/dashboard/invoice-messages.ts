import { defineMessages } from 'react-intl';

const plainMessages = defineMessages({
  page: { id: 'dashboard.invoices.page', defaultMessage: 'Rechnungen' },
  describe: {
    id: 'dashboard.invoices.describe',
    defaultMessage: 'Ihre Rechnungen und Stornorechnungen als PDF und E-Rechnung.',
  },
  caption: {
    id: 'dashboard.invoices.caption',
    defaultMessage: 'Ihre Rechnungen, die neuesten zuerst',
  },
  xmlNote: {
    id: 'dashboard.invoices.xmlNote',
    defaultMessage:
      'Die XML-Datei ist die E-Rechnung nach EN 16931 (ZUGFeRD/Factur-X) für Ihre Buchhaltung; das PDF enthält sie ebenfalls.',
  },
  number: { id: 'dashboard.invoices.number', defaultMessage: 'Nummer' },
  date: { id: 'dashboard.invoices.date', defaultMessage: 'Datum' },
  kind: { id: 'dashboard.invoices.kind', defaultMessage: 'Art' },
  amount: { id: 'dashboard.invoices.amount', defaultMessage: 'Betrag' },
  status: { id: 'dashboard.invoices.status', defaultMessage: 'Status' },
  documents: { id: 'dashboard.invoices.documents', defaultMessage: 'Dokumente' },
  kindINVOICE: { id: 'dashboard.invoices.kind.invoice', defaultMessage: 'Rechnung' },
  kindCANCELLATION: {
    id: 'dashboard.invoices.kind.cancellation',
    defaultMessage: 'Stornorechnung',
  },
  kindFEE: { id: 'dashboard.invoices.kind.fee', defaultMessage: 'Rechnung der Stornogebühr' },
  statusOPEN: { id: 'dashboard.invoices.status.open', defaultMessage: 'Offen' },
  statusPAID: { id: 'dashboard.invoices.status.paid', defaultMessage: 'Bezahlt' },
  statusCREDITED: { id: 'dashboard.invoices.status.credited', defaultMessage: 'Gutgeschrieben' },
  pdf: { id: 'dashboard.invoices.pdf', defaultMessage: 'PDF' },
  xml: { id: 'dashboard.invoices.xml', defaultMessage: 'XML' },
  empty: { id: 'dashboard.invoices.empty', defaultMessage: 'Sie haben noch keine Rechnungen.' },
  emptyText: {
    id: 'dashboard.invoices.emptyText',
    defaultMessage: 'Sobald Sie einen Kurs buchen, finden Sie hier seine Rechnung.',
  },
  find: { id: 'dashboard.invoices.find', defaultMessage: 'Kurse finden' },
  failed: {
    id: 'dashboard.invoices.failed',
    defaultMessage:
      'Ihre Rechnungen können gerade nicht geladen werden. Bitte versuchen Sie es später erneut.',
  },
  retry: { id: 'dashboard.invoices.retry', defaultMessage: 'Erneut laden' },
  downloadFailed: {
    id: 'dashboard.invoices.downloadFailed',
    defaultMessage: 'Das Dokument kann gerade nicht geladen werden. Bitte versuchen Sie es erneut.',
  },
});

type ValuesOf = {
  cancels: { number: string };
  pdfOf: { number: string };
  xmlOf: { number: string };
};

/** Texts with placeholders, typed so `formatMessage` asks for their values. */
const messagesWithValues = defineMessages<ValuesOf>({
  cancels: { id: 'dashboard.invoices.cancels', defaultMessage: 'zu {number}' },
  pdfOf: { id: 'dashboard.invoices.pdfOf', defaultMessage: 'PDF der Rechnung {number}' },
  xmlOf: { id: 'dashboard.invoices.xmlOf', defaultMessage: 'XML der Rechnung {number}' },
});

/** The texts of the dashboard's invoices page ("Rechnungen"), German by default. */
export const invoiceMessages = { ...plainMessages, ...messagesWithValues };
