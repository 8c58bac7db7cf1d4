/**
 * The mails of a cancellation and a withdrawal, in the order's language, as text and HTML: the
 * cancellation with its cancellation invoice (and the fee's invoice) attached, one mail per
 * organizer naming the participant and the cancelled courses (in the language of the booking
 * mail the organizer had), and the immediate confirmation of a withdrawal's receipt with its date
 * and time in Germany (§ 356a BGB).
 */
import { defineMessages } from '@formatjs/intl';
import type { Locale, Seller } from '@kursmarkt/schemas';
import type { Mail } from '../mail/transport.ts';
import { mailFormat } from '../mail/format.ts';
import { composeMail } from '../mail/layout.ts';
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
  withdrawalBusiness: Record<string, never>;
  closing: { seller: string };
  organizerSubject: { orderNumber: string; siteName: string };
  organizerIntro: { orderNumber: string; siteName: string; withdrawal: string };
  organizerParticipant: { name: string; lastname: string; company: string; email: string };
  organizerCause: { cause: OrganizerCancellationCause };
  dateCancelled: { reason: string };
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
  withdrawalBusiness: {
    id: 'mail.withdrawal.business',
    defaultMessage:
      'Die Bestellung wurde für ein Unternehmen oder eine Kanzlei aufgegeben; dafür besteht kein gesetzliches Widerrufsrecht. Sie können die Kurse nach den Stornobedingungen der Veranstalter stornieren. Wir prüfen Ihre Nachricht und melden uns bei Ihnen.',
  },
  closing: { id: 'mail.cancellation.closing', defaultMessage: 'Mit freundlichen Grüßen\n{seller}' },
  organizerSubject: {
    id: 'mail.cancellation.organizer.subject',
    defaultMessage: 'Stornierung zur Buchung {orderNumber} über {siteName}',
  },
  organizerIntro: {
    id: 'mail.cancellation.organizer.intro',
    defaultMessage:
      'aus der Buchung {orderNumber} über {siteName} {withdrawal, select, yes {hat die teilnehmende Person widerrufen} other {wurde storniert}}; die Plätze sind wieder frei:',
  },
  organizerParticipant: {
    id: 'mail.cancellation.organizer.participant',
    defaultMessage: 'Teilnehmende Person: {name} {lastname}{company}, {email}',
  },
  organizerCause: {
    id: 'mail.cancellation.organizer.cause',
    defaultMessage:
      'Grund: {cause, select, WITHDRAWAL {Widerruf der teilnehmenden Person} EXPIRED {die Bestellung wurde nicht rechtzeitig bezahlt} other {Stornierung durch die Kundin oder den Kunden}}',
  },
  dateCancelled: {
    id: 'mail.cancellation.dateCancelled',
    defaultMessage:
      'Der Veranstalter hat den Termin abgesagt; die Stornierung ist für Sie kostenfrei. Grund: {reason}',
  },
});

/** Why an organizer's booking was cancelled, as the organizer's mail names it. */
export type OrganizerCancellationCause = 'CUSTOMER' | 'WITHDRAWAL' | 'EXPIRED';

const plainMessages = defineMessages({
  organizerGreeting: { id: 'mail.cancellation.organizer.greeting', defaultMessage: 'Guten Tag,' },
});

const documentMessages = defineMessages<{ feePosition: { name: string } }>({
  feePosition: { id: 'invoice.cancellationFee.position', defaultMessage: 'Stornogebühr: {name}' },
});

/** The fee invoice's line for a cancelled course. */
export const feePositionName = (language: Locale, name: string) =>
  textsIn(language).formatMessage(documentMessages.feePosition, { name });

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
  /** The organizer cancelled the date: the reason they gave. */
  dateCancelled?: { reason: string } | null;
}): Omit<Mail, 'attachments'> {
  const format = mailFormat(data.language);
  const { intl } = format;
  const amount = format.euro;
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
    { lines: data.positions },
    ...(data.dateCancelled
      ? [intl.formatMessage(messages.dateCancelled, { reason: data.dateCancelled.reason })]
      : []),
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
  return composeMail({
    to: data.customer.email,
    replyTo: data.seller.email,
    subject: intl.formatMessage(messages.cancelledSubject, {
      orderNumber: data.orderNumber,
      siteName: data.siteName,
    }),
    language: data.language,
    seller: data.seller,
    blocks,
  });
}

/** The mail to an organizer whose courses of a booking were cancelled or withdrawn from. */
export function organizerCancellationMail(data: {
  language: Locale;
  siteName: string;
  seller: Seller;
  to: string;
  orderNumber: string;
  cause: OrganizerCancellationCause;
  participant: Customer & { company: string };
  /** The cancelled courses, each with its days if it has them. */
  positions: Array<{ name: string; startDate: string | null; endDate: string | null }>;
}): Mail {
  const format = mailFormat(data.language);
  const { intl } = format;
  const line = (position: (typeof data.positions)[number]) => {
    if (position.startDate === null) return position.name;
    const end =
      position.endDate && position.endDate !== position.startDate
        ? ` – ${format.day(position.endDate)}`
        : '';
    return `${position.name}, ${format.day(position.startDate)}${end}`;
  };
  const blocks = [
    intl.formatMessage(plainMessages.organizerGreeting),
    intl.formatMessage(messages.organizerIntro, {
      orderNumber: data.orderNumber,
      siteName: data.siteName,
      withdrawal: data.cause === 'WITHDRAWAL' ? 'yes' : 'no',
    }),
    { lines: data.positions.map(line) },
    intl.formatMessage(messages.organizerParticipant, {
      name: data.participant.name,
      lastname: data.participant.lastname,
      company: data.participant.company ? ` (${data.participant.company})` : '',
      email: data.participant.email,
    }),
    intl.formatMessage(messages.organizerCause, { cause: data.cause }),
    intl.formatMessage(messages.closing, { seller: data.seller.legalName }),
  ];
  return composeMail({
    to: data.to,
    replyTo: data.seller.email,
    subject: intl.formatMessage(messages.organizerSubject, {
      orderNumber: data.orderNumber,
      siteName: data.siteName,
    }),
    language: data.language,
    seller: data.seller,
    blocks,
  });
}

/** The immediate confirmation that a withdrawal was received, with its date and time. */
export function withdrawalReceiptMail(data: {
  language: Locale;
  seller: Seller;
  orderNumber: string;
  customer: Customer;
  receivedAt: Date;
  /** Cancelled free of charge, left to be examined by hand, or refused: a business's order. */
  outcome: 'PROCESSED' | 'EXAMINED' | 'BUSINESS';
}): Mail {
  const format = mailFormat(data.language);
  const { intl } = format;
  const blocks = [
    intl.formatMessage(messages.greeting, data.customer),
    intl.formatMessage(messages.withdrawalReceived, {
      orderNumber: data.orderNumber,
      date: format.germanDay(data.receivedAt),
      time: format.germanTime(data.receivedAt),
    }),
    intl.formatMessage(
      data.outcome === 'PROCESSED'
        ? messages.withdrawalProcessed
        : data.outcome === 'BUSINESS'
          ? messages.withdrawalBusiness
          : messages.withdrawalExamined,
    ),
    intl.formatMessage(messages.closing, { seller: data.seller.legalName }),
  ];
  return composeMail({
    to: data.customer.email,
    replyTo: data.seller.email,
    subject: intl.formatMessage(messages.withdrawalSubject, { orderNumber: data.orderNumber }),
    language: data.language,
    seller: data.seller,
    blocks,
  });
}
