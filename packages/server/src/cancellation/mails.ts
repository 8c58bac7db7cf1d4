/**
 * The mails of a cancellation and a withdrawal, in the order's language, as text and HTML: the
 * cancellation with its cancellation invoice (and the fee's invoice) attached, and the immediate
 * confirmation of a withdrawal's receipt with its date and time in Germany (§ 356a BGB).
 */
import { defineMessages } from '@formatjs/intl';
import type { Locale, Seller } from '@kursmarkt/schemas';
import type { Mail } from '../mail.ts';
import { textsIn } from '../texts.ts';

const messages = defineMessages<{
  greeting: { name: string; lastname: string };
  cancelledSubject: { orderNumber: string; siteName: string };
  cancelledIntro: { orderNumber: string };
  cancelledInvoice: { invoiceNumber: string; amount: string };
  fee: { amount: string; invoiceNumber: string };
  refund: { amount: string };
  feeKept: Record<string, never>;
  offset: { amount: string };
  withdrawalSubject: { orderNumber: string };
  withdrawalReceived: { orderNumber: string; date: string; time: string };
  withdrawalProcessed: Record<string, never>;
  withdrawalExamined: Record<string, never>;
  closing: { seller: string };
}>({
  greeting: { id: 'mail.cancellation.greeting', defaultMessage: 'Guten Tag {name} {lastname},' },
  cancelledSubject: {
    id: 'mail.cancellation.subject',
    defaultMessage: 'Stornierung zu Ihrer Bestellung {orderNumber} bei {siteName}',
  },
  cancelledIntro: {
    id: 'mail.cancellation.intro',
    defaultMessage: 'aus Ihrer Bestellung {orderNumber} haben wir storniert:',
  },
  cancelledInvoice: {
    id: 'mail.cancellation.invoice',
    defaultMessage: 'Die Stornorechnung {invoiceNumber} über {amount} liegt dieser Mail bei.',
  },
  fee: {
    id: 'mail.cancellation.fee',
    defaultMessage:
      'Nach den Stornobedingungen des Veranstalters fällt eine Stornogebühr von {amount} an; die Rechnung {invoiceNumber} liegt bei.',
  },
  refund: {
    id: 'mail.cancellation.refund',
    defaultMessage: 'Wir erstatten Ihnen {amount} auf dem Weg, auf dem Sie bezahlt haben.',
  },
  feeKept: {
    id: 'mail.cancellation.feeKept',
    defaultMessage:
      'Die Stornogebühr wird mit Ihrer Zahlung verrechnet; Sie erhalten nichts zurück.',
  },
  offset: {
    id: 'mail.cancellation.offset',
    defaultMessage: 'Ihre offene Rechnung mindert sich um {amount}.',
  },
  withdrawalSubject: {
    id: 'mail.withdrawal.subject',
    defaultMessage: 'Eingangsbestätigung: Widerruf Ihrer Bestellung {orderNumber}',
  },
  withdrawalReceived: {
    id: 'mail.withdrawal.received',
    defaultMessage:
      'Ihr Widerruf der Bestellung {orderNumber} ist am {date} um {time} Uhr (deutsche Zeit) bei uns eingegangen.',
  },
  withdrawalProcessed: {
    id: 'mail.withdrawal.processed',
    defaultMessage:
      'Wir haben die Bestellung kostenfrei storniert; die Stornorechnung erhalten Sie mit einer eigenen Mail.',
  },
  withdrawalExamined: {
    id: 'mail.withdrawal.examined',
    defaultMessage:
      'Für diese Bestellung besteht kein Widerrufsrecht mehr, oder ihre Kurse haben bereits begonnen. Wir prüfen Ihren Widerruf und melden uns bei Ihnen.',
  },
  closing: { id: 'mail.cancellation.closing', defaultMessage: 'Mit freundlichen Grüßen\n{seller}' },
});

const documentMessages = defineMessages<{ feePosition: { name: string } }>({
  feePosition: { id: 'invoice.cancellationFee.position', defaultMessage: 'Stornogebühr: {name}' },
});

/** The fee invoice's line for a cancelled course. */
export const feePositionName = (language: Locale, name: string) =>
  textsIn(language).formatMessage(documentMessages.feePosition, { name });

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const html = (blocks: string[]) =>
  `<!doctype html><html><body>${blocks
    .map((block) => `<p>${escapeHtml(block).replaceAll('\n', '<br>')}</p>`)
    .join('')}</body></html>`;

const money = (language: Locale) =>
  new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
  });

type Customer = { name: string; lastname: string; email: string };

/** The mail of a cancellation, with its invoices as PDF. */
export function cancellationMail(data: {
  language: Locale;
  siteName: string;
  seller: Seller;
  orderNumber: string;
  customer: Customer;
  positions: string[];
  invoiceNumber: string;
  creditedCents: number;
  fee: { cents: number; invoiceNumber: string } | null;
  /** Paid already: what goes back; otherwise the open invoice is reduced. */
  refundCents: number | null;
  attachments: NonNullable<Mail['attachments']>;
}): Mail {
  const intl = textsIn(data.language);
  const amount = (cents: number) => money(data.language).format(cents / 100);
  // What happens to the money, never "0,00 €" back: the open invoice shrinks (not paid yet), a
  // refund, the fee kept from the payment, or nothing (a paid course of 0 €).
  const moneyBlock = () => {
    if (data.refundCents === null) {
      return [intl.formatMessage(messages.offset, { amount: amount(data.creditedCents) })];
    }
    if (data.refundCents > 0) {
      return [intl.formatMessage(messages.refund, { amount: amount(data.refundCents) })];
    }
    return data.fee ? [intl.formatMessage(messages.feeKept)] : [];
  };
  const blocks = [
    intl.formatMessage(messages.greeting, data.customer),
    intl.formatMessage(messages.cancelledIntro, { orderNumber: data.orderNumber }),
    data.positions.map((name) => `– ${name}`).join('\n'),
    intl.formatMessage(messages.cancelledInvoice, {
      invoiceNumber: data.invoiceNumber,
      amount: amount(data.creditedCents),
    }),
    ...(data.fee
      ? [
          intl.formatMessage(messages.fee, {
            amount: amount(data.fee.cents),
            invoiceNumber: data.fee.invoiceNumber,
          }),
        ]
      : []),
    ...moneyBlock(),
    intl.formatMessage(messages.closing, { seller: data.seller.legalName }),
  ];
  return {
    to: data.customer.email,
    replyTo: data.seller.email,
    subject: intl.formatMessage(messages.cancelledSubject, {
      orderNumber: data.orderNumber,
      siteName: data.siteName,
    }),
    text: `${blocks.join('\n\n')}\n`,
    html: html(blocks),
    attachments: data.attachments,
  };
}

/** The immediate confirmation that a withdrawal was received, with its date and time. */
export function withdrawalReceiptMail(data: {
  language: Locale;
  seller: Seller;
  orderNumber: string;
  customer: Customer;
  receivedAt: Date;
  processed: boolean;
}): Mail {
  const intl = textsIn(data.language);
  const locale = data.language === 'de' ? 'de-DE' : 'en-GB';
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Berlin' });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'medium', timeZone: 'Europe/Berlin' });
  const blocks = [
    intl.formatMessage(messages.greeting, data.customer),
    intl.formatMessage(messages.withdrawalReceived, {
      orderNumber: data.orderNumber,
      date: date.format(data.receivedAt),
      time: time.format(data.receivedAt),
    }),
    intl.formatMessage(data.processed ? messages.withdrawalProcessed : messages.withdrawalExamined),
    intl.formatMessage(messages.closing, { seller: data.seller.legalName }),
  ];
  return {
    to: data.customer.email,
    replyTo: data.seller.email,
    subject: intl.formatMessage(messages.withdrawalSubject, { orderNumber: data.orderNumber }),
    text: `${blocks.join('\n\n')}\n`,
    html: html(blocks),
  };
}
