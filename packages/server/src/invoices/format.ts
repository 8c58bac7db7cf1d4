/**
 * What the invoice's documents say in the invoice's language: amounts, days, rates and the payment
 * instruction, one formatting for the PDF and the XML's notes.
 */
import type { Locale } from '@kursmarkt/schemas';
import { textsIn } from '../texts.ts';
import { invoiceMessages } from './messages.ts';
import type { InvoiceTotals } from './tax.ts';
import type { Day, InvoiceDocumentInput, InvoicePosition } from './types.ts';

const locales = { de: 'de-DE', en: 'en-GB' } as const;

export type InvoiceFormat = ReturnType<typeof makeInvoiceFormat>;

function makeInvoiceFormat(language: Locale) {
  const locale = locales[language];
  const euro = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const date = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: language === 'de' ? '2-digit' : 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    texts: textsIn(language),
    /** `119000` → `1.190,00 €` (de), `€1,190.00` (en). */
    money: (cents: number) => euro.format(cents / 100),
    /** `2026-04-09` → `09.04.2026` (de), `09 April 2026` (en). */
    day: (day: Day) => date.format(new Date(`${day}T00:00:00Z`)),
    /** `1900` → `19`. */
    rate: (rateBasisPoints: number) => percent.format(rateBasisPoints / 100),
  };
}

const formats = { de: makeInvoiceFormat('de'), en: makeInvoiceFormat('en') };

/** The formatting of an invoice in `language`; Intl's formatters are made once per language. */
export const invoiceFormat = (language: Locale): InvoiceFormat => formats[language];

/** The sentence that tells the customer what to pay by when, or that nothing is left to pay. */
export function paymentText(
  input: InvoiceDocumentInput,
  totals: InvoiceTotals,
  format: InvoiceFormat,
): string {
  const t = format.texts.formatMessage;
  const amount = format.money(totals.grossCents);
  if (input.kind === 'CANCELLATION') {
    return input.settlement === 'REFUND'
      ? t(invoiceMessages.refund, { amount })
      : t(invoiceMessages.offset, { amount, number: input.cancels.number });
  }
  const { payment } = input;
  if (payment.method === 'PAID' || totals.grossCents === 0) return t(invoiceMessages.paid);
  const values = { amount, date: format.day(payment.dueDate), number: input.number };
  return payment.method === 'INVOICE'
    ? t(invoiceMessages.payInvoice, values)
    : t(invoiceMessages.payPrepayment, values);
}

/** Whether the customer still has to transfer money for the invoice (GiroCode, bank details). */
export const awaitsTransfer = (input: InvoiceDocumentInput, totals: InvoiceTotals) =>
  input.kind === 'INVOICE' && input.payment.method !== 'PAID' && totals.grossCents > 0;

/** The days of a position's service: its course's days, or the one day access is given. */
export const serviceDays = (position: InvoicePosition): { start: Day; end: Day } =>
  'dates' in position ? position.dates : { start: position.accessFrom, end: position.accessFrom };

/** A position's date of service as the documents say it: `Termin: …` or `Zugang ab …`. */
export function serviceDateText(position: InvoicePosition, format: InvoiceFormat): string {
  const t = format.texts.formatMessage;
  if (!('dates' in position))
    return t(invoiceMessages.accessFrom, { date: format.day(position.accessFrom) });
  const { start, end } = position.dates;
  const days = start === end ? format.day(start) : `${format.day(start)} – ${format.day(end)}`;
  return `${t(invoiceMessages.date)}: ${days}`;
}
