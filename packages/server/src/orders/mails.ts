/**
 * The mails of an order, in the order's language, as text and HTML: the confirmation for the
 * customer (positions, total, how to pay; the invoice PDF, the GiroCode of a transfer due and
 * the .ics files are attached once rendered), one mail per organizer with the participant and the organizer's
 * positions, the prepayment's reminder and the notice that it expired.
 */
import { defineMessages } from '@formatjs/intl';
import type {
  CheckoutCustomer,
  CourseType,
  Locale,
  OrderStatus,
  PaymentMethod,
  Seller,
} from '@kursmarkt/schemas';
import type { Mail } from '../mail/transport.ts';
import { mailFormat, type MailFormat } from '../mail/format.ts';
import { composeMail, type MailBlock } from '../mail/layout.ts';
import { textsIn } from '../texts.ts';
import {
  earlyStartConsentRecord,
  withdrawalForm,
  withdrawalNotice,
  type NoticeSection,
} from './withdrawal-notice.ts';

type Bank = {
  amount: string;
  dueDate: string;
  accountHolder: string;
  iban: string;
  bic: string;
  bankName: string;
  reference: string;
};

const plain = defineMessages({
  paidWithCredits: { id: 'mail.order.paidWithCredits', defaultMessage: 'mit Kontingent bezahlt' },
  online: { id: 'mail.order.online', defaultMessage: 'Online' },
  selfStudy: { id: 'mail.order.selfStudy', defaultMessage: 'Selbststudium' },
  nothingToPay: { id: 'mail.order.nothingToPay', defaultMessage: 'Es ist nichts zu zahlen.' },
  payProvider: {
    id: 'mail.order.payProvider',
    defaultMessage:
      'Sie bezahlen mit Kreditkarte oder SEPA-Lastschrift über unseren Zahlungsdienstleister; Ihre Plätze sind reserviert, bis die Zahlung eingegangen ist.',
  },
  tickets: {
    id: 'mail.order.tickets',
    defaultMessage:
      'Ihre Tickets für die Präsenzveranstaltungen hängen als QR-Code an (ticket-1.png, …); zeigen Sie sie beim Einlass vor.',
  },
  giroCode: {
    id: 'mail.order.giroCode',
    defaultMessage:
      'Mit dem GiroCode im Anhang (girocode.png) füllt Ihre Banking-App die Überweisung aus.',
  },
  organizerGreeting: { id: 'mail.order.organizer.greeting', defaultMessage: 'Guten Tag,' },
  cancelLinkBusiness: {
    id: 'mail.order.cancelLinkBusiness',
    defaultMessage:
      'Nach den Stornobedingungen der Veranstalter stornieren können Sie Ihre Bestellung hier:',
  },
  paperworkIntro: {
    id: 'mail.order.paperworkIntro',
    defaultMessage:
      'Zu Ihren Unterlagen: die Widerrufsbelehrung, das Muster-Widerrufsformular und unsere AGB.',
  },
});

const messages = defineMessages<{
  confirmationSubject: { orderNumber: string; siteName: string };
  greeting: { name: string; lastname: string };
  confirmationIntro: { orderNumber: string; invoiceNumber: string };
  total: { amount: string };
  payInvoice: Bank;
  payPrepayment: Bank;
  closing: { seller: string };
  organizerSubject: { orderNumber: string; siteName: string };
  organizerIntro: { orderNumber: string; siteName: string };
  participant: { name: string; lastname: string; company: string; email: string; phone: string };
  positionParticipant: { position: string; firstName: string; lastName: string; email: string };
  cancelLink: { link: string; lastDay: string };
  expiredSubject: { orderNumber: string };
  expiredText: { orderNumber: string; deadline: string };
  expiredCredit: { invoiceNumber: string };
  reminderSubject: { orderNumber: string; dueDate: string };
  reminderText: Bank & { orderNumber: string };
}>({
  confirmationSubject: {
    id: 'mail.order.confirmation.subject',
    defaultMessage: 'Ihre Bestellung {orderNumber} bei {siteName}',
  },
  greeting: {
    id: 'mail.order.greeting',
    defaultMessage: 'Guten Tag {name} {lastname},',
  },
  confirmationIntro: {
    id: 'mail.order.confirmation.intro',
    defaultMessage:
      'vielen Dank für Ihre Bestellung {orderNumber}. Sie haben verbindlich gebucht (Rechnungsnummer {invoiceNumber}):',
  },
  total: { id: 'mail.order.total', defaultMessage: 'Gesamtbetrag: {amount}' },
  payInvoice: {
    id: 'mail.order.payInvoice',
    defaultMessage:
      'Bitte überweisen Sie {amount} bis zum {dueDate} auf das Konto {accountHolder}, IBAN {iban}, BIC {bic} ({bankName}), Verwendungszweck {reference}.',
  },
  payPrepayment: {
    id: 'mail.order.payPrepayment',
    defaultMessage:
      'Bitte überweisen Sie {amount} bis zum {dueDate} auf das Konto {accountHolder}, IBAN {iban}, BIC {bic} ({bankName}), Verwendungszweck {reference}. Bis dahin halten wir Ihre Plätze frei; ohne Zahlung verfällt die Bestellung danach.',
  },
  closing: {
    id: 'mail.order.closing',
    defaultMessage: 'Mit freundlichen Grüßen\n{seller}',
  },
  organizerSubject: {
    id: 'mail.order.organizer.subject',
    defaultMessage: 'Neue Buchung {orderNumber} über {siteName}',
  },
  organizerIntro: {
    id: 'mail.order.organizer.intro',
    defaultMessage: 'über {siteName} wurde gebucht (Bestellung {orderNumber}):',
  },
  participant: {
    id: 'mail.order.organizer.participant',
    defaultMessage: 'Teilnehmende Person: {name} {lastname}{company}, {email}{phone}',
  },
  positionParticipant: {
    id: 'mail.order.organizer.positionParticipant',
    defaultMessage: '{position} – Teilnehmer/in: {firstName} {lastName}, {email}',
  },
  cancelLink: {
    id: 'mail.order.cancelLink',
    defaultMessage:
      'Ein Widerruf bis zum {lastDay} ist kostenfrei: Sie erhalten alles Gezahlte zurück. Widerrufen, oder später nach den Stornobedingungen der Veranstalter stornieren, können Sie hier: {link}',
  },
  expiredSubject: {
    id: 'mail.order.expired.subject',
    defaultMessage: 'Ihre Bestellung {orderNumber} ist verfallen',
  },
  expiredText: {
    id: 'mail.order.expired.text',
    defaultMessage:
      'für Ihre Bestellung {orderNumber} ist bis zum {deadline} keine Zahlung eingegangen. Die Bestellung ist verfallen und die Plätze sind wieder frei; eingesetzte Gutscheine und Kontingente stehen Ihnen wieder zur Verfügung.',
  },
  expiredCredit: {
    id: 'mail.order.expired.credit',
    defaultMessage:
      'Ihre Rechnung ist damit gegenstandslos: Die Stornorechnung {invoiceNumber} liegt bei und schreibt den vollen Betrag gut. Es ist nichts zu zahlen.',
  },
  reminderSubject: {
    id: 'mail.order.reminder.subject',
    defaultMessage: 'Erinnerung: Zahlung für Ihre Bestellung {orderNumber} bis zum {dueDate}',
  },
  reminderText: {
    id: 'mail.order.reminder.text',
    defaultMessage:
      'für Ihre Bestellung {orderNumber} ist noch keine Zahlung eingegangen. Bitte überweisen Sie {amount} bis zum {dueDate} auf das Konto {accountHolder}, IBAN {iban}, BIC {bic} ({bankName}), Verwendungszweck {reference}. Bis dahin halten wir Ihre Plätze frei; ohne Zahlung verfällt die Bestellung danach. Haben Sie schon überwiesen, ist diese Erinnerung gegenstandslos.',
  },
});

interface MailPosition {
  name: string;
  organizerId: number;
  organizerName: string;
  startDate: string | null;
  endDate: string | null;
  city: string | null;
  courseType: CourseType | null;
  paidCents: number;
  packageIncluded: boolean;
  /** Who attends when not the customer; absent or null: the customer. */
  participant?: { firstName: string; lastName: string; email: string } | null;
  /** The participant's ticket code; absent or null: none. */
  ticketCode?: string | null;
}

export interface OrderMailData {
  language: Locale;
  siteName: string;
  seller: Seller;
  orderNumber: string;
  invoiceNumber: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod | null;
  dueDate: string | null;
  totalCents: number;
  customer: CheckoutCustomer;
  positions: MailPosition[];
  /** The organizers' addresses by id. */
  organizerEmails: Map<number, string>;
  /** The link that cancels the order without signing in. */
  cancelLink: string;
  /** Whether the confirmation's attachments hold the GiroCode of the transfer due. */
  giroCode: boolean;
  /**
   * A consumer's paperwork on a durable medium: the last day of the withdrawal period, the
   * terms, and when the early-start consent was given; null for a business, which has no right
   * of withdrawal.
   */
  consumer: {
    withdrawalLastDay: string;
    terms: { title: string; body: string } | null;
    earlyStartConsentAt: Date | null;
  } | null;
}

const sectionBlocks = (section: NoticeSection, part?: 'section'): MailBlock[] => [
  part ? { heading: section.heading, section: true } : { heading: section.heading },
  ...section.paragraphs,
];

/** The terms' text as blocks: its `## ` lines become headings, blank lines part paragraphs. */
const termsBlocks = (terms: { title: string; body: string }): MailBlock[] => [
  { heading: terms.title },
  ...terms.body
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part): MailBlock =>
      part.startsWith('#') ? { heading: part.replace(/^#+\s*/, ''), section: true } : part,
    ),
];

/** A position as its line in a mail's list: course, organizer, days, place and price. */
function positionLine(position: MailPosition, format: MailFormat) {
  const { intl } = format;
  const when =
    position.startDate === null
      ? ''
      : position.endDate && position.endDate !== position.startDate
        ? `, ${format.day(position.startDate)} – ${format.day(position.endDate)}`
        : `, ${format.day(position.startDate)}`;
  const place = position.courseType
    ? placeText(format.language, position.courseType, position.city)
    : '';
  const where = place ? `, ${place}` : '';
  const price = position.packageIncluded
    ? intl.formatMessage(plain.paidWithCredits)
    : format.euro(position.paidCents);
  return `${position.name} (${position.organizerName})${when}${where}: ${price}`;
}

/** Where a course takes place as the documents show it: its city, or its format. */
export function placeText(language: Locale, courseType: CourseType | null, city: string | null) {
  const intl = textsIn(language);
  if (courseType === 'ONLINE') return intl.formatMessage(plain.online);
  if (courseType === 'SELF') return intl.formatMessage(plain.selfStudy);
  return city ?? '';
}

/**
 * The customer's confirmation and the organizers' booking mails of a placed order, first the
 * confirmation: its attachments (the invoice PDF, the GiroCode, the .ics files) are added when
 * they are rendered after the order's commit (invoices/stored-documents.ts).
 */
export function orderMails(data: OrderMailData): Mail[] {
  const format = mailFormat(data.language);
  const { intl } = format;
  const { customer, seller } = data;
  const bank = {
    amount: format.euro(data.totalCents),
    dueDate: data.dueDate ? format.day(data.dueDate) : '',
    accountHolder: seller.bank.accountHolder,
    iban: seller.bank.iban,
    bic: seller.bank.bic,
    bankName: seller.bank.bankName,
    reference: data.invoiceNumber,
  };
  const payment =
    data.paymentMethod === 'PREPAYMENT'
      ? intl.formatMessage(messages.payPrepayment, bank)
      : data.paymentMethod === 'INVOICE'
        ? intl.formatMessage(messages.payInvoice, bank)
        : data.paymentMethod === null
          ? intl.formatMessage(plain.nothingToPay)
          : intl.formatMessage(plain.payProvider);
  const confirmationBlocks = [
    intl.formatMessage(messages.greeting, { name: customer.name, lastname: customer.lastname }),
    intl.formatMessage(messages.confirmationIntro, {
      orderNumber: data.orderNumber,
      invoiceNumber: data.invoiceNumber,
    }),
    { lines: data.positions.map((position) => positionLine(position, format)) },
    intl.formatMessage(messages.total, { amount: format.euro(data.totalCents) }),
    payment,
    ...(data.giroCode ? [intl.formatMessage(plain.giroCode)] : []),
    ...(data.positions.some((position) => position.courseType === 'PRESENT' && position.ticketCode)
      ? [intl.formatMessage(plain.tickets)]
      : []),
    data.consumer
      ? intl.formatMessage(messages.cancelLink, {
          link: data.cancelLink,
          lastDay: format.day(data.consumer.withdrawalLastDay),
        })
      : `${intl.formatMessage(plain.cancelLinkBusiness)} ${data.cancelLink}`,
    intl.formatMessage(messages.closing, { seller: seller.legalName }),
  ];
  const customerBlocks: MailBlock[] = [...confirmationBlocks];
  if (data.consumer) {
    const notice = withdrawalNotice(data.language, seller);
    customerBlocks.push(
      intl.formatMessage(plain.paperworkIntro),
      ...(data.consumer.earlyStartConsentAt
        ? sectionBlocks(earlyStartConsentRecord(data.language, data.consumer.earlyStartConsentAt))
        : []),
      { heading: notice.title },
      ...notice.sections.flatMap((section) => sectionBlocks(section, 'section')),
      ...sectionBlocks(withdrawalForm(data.language, seller)),
      ...(data.consumer.terms ? termsBlocks(data.consumer.terms) : []),
    );
  }
  const { language } = data;
  const mails: Mail[] = [
    composeMail({
      to: customer.email,
      replyTo: seller.email,
      subject: intl.formatMessage(messages.confirmationSubject, {
        orderNumber: data.orderNumber,
        siteName: data.siteName,
      }),
      language,
      seller,
      blocks: customerBlocks,
    }),
  ];

  const organizerIds = [...new Set(data.positions.map((position) => position.organizerId))];
  for (const organizerId of organizerIds) {
    const to = data.organizerEmails.get(organizerId);
    if (!to) continue;
    const blocks: MailBlock[] = [
      intl.formatMessage(plain.organizerGreeting),
      intl.formatMessage(messages.organizerIntro, {
        siteName: data.siteName,
        orderNumber: data.orderNumber,
      }),
      intl.formatMessage(messages.participant, {
        name: customer.name,
        lastname: customer.lastname,
        company: customer.company ? ` (${customer.company})` : '',
        email: customer.email,
        phone: customer.phone ? `, ${customer.phone}` : '',
      }),
      {
        lines: data.positions
          .filter((position) => position.organizerId === organizerId)
          .map((position) =>
            position.participant
              ? intl.formatMessage(messages.positionParticipant, {
                  position: positionLine(position, format),
                  ...position.participant,
                })
              : positionLine(position, format),
          ),
      },
      intl.formatMessage(messages.closing, { seller: seller.legalName }),
    ];
    mails.push(
      composeMail({
        to,
        replyTo: customer.email,
        subject: intl.formatMessage(messages.organizerSubject, {
          orderNumber: data.orderNumber,
          siteName: data.siteName,
        }),
        language,
        seller,
        blocks,
      }),
    );
  }
  return mails;
}

/** The mail to the customer whose prepayment order expired unpaid. */
export function expiredOrderMail(data: {
  language: Locale;
  seller: Seller;
  orderNumber: string;
  deadline: string;
  /** The cancellation invoice crediting the order's invoice, attached to the mail. */
  creditNoteNumber?: string | undefined;
  customer: Pick<CheckoutCustomer, 'name' | 'lastname' | 'email'>;
}): Mail {
  const format = mailFormat(data.language);
  const { intl } = format;
  const blocks = [
    intl.formatMessage(messages.greeting, {
      name: data.customer.name,
      lastname: data.customer.lastname,
    }),
    intl.formatMessage(messages.expiredText, {
      orderNumber: data.orderNumber,
      deadline: format.day(data.deadline),
    }),
    ...(data.creditNoteNumber
      ? [intl.formatMessage(messages.expiredCredit, { invoiceNumber: data.creditNoteNumber })]
      : []),
    intl.formatMessage(messages.closing, { seller: data.seller.legalName }),
  ];
  return composeMail({
    to: data.customer.email,
    replyTo: data.seller.email,
    subject: intl.formatMessage(messages.expiredSubject, { orderNumber: data.orderNumber }),
    language: data.language,
    seller: data.seller,
    blocks,
  });
}

/** The reminder to the customer of a prepayment order not yet paid, with the GiroCode attached. */
export function paymentReminderMail(data: {
  language: Locale;
  seller: Seller;
  orderNumber: string;
  invoiceNumber: string;
  deadline: string;
  totalCents: number;
  customer: Pick<CheckoutCustomer, 'name' | 'lastname' | 'email'>;
  /** The GiroCode of the transfer as a PNG image. */
  giroCodePng: Uint8Array;
}): Mail {
  const format = mailFormat(data.language);
  const { intl } = format;
  const { seller } = data;
  const dueDate = format.day(data.deadline);
  const blocks = [
    intl.formatMessage(messages.greeting, {
      name: data.customer.name,
      lastname: data.customer.lastname,
    }),
    intl.formatMessage(messages.reminderText, {
      orderNumber: data.orderNumber,
      amount: format.euro(data.totalCents),
      dueDate,
      accountHolder: seller.bank.accountHolder,
      iban: seller.bank.iban,
      bic: seller.bank.bic,
      bankName: seller.bank.bankName,
      reference: data.invoiceNumber,
    }),
    intl.formatMessage(plain.giroCode),
    intl.formatMessage(messages.closing, { seller: seller.legalName }),
  ];
  return composeMail({
    to: data.customer.email,
    replyTo: seller.email,
    subject: intl.formatMessage(messages.reminderSubject, {
      orderNumber: data.orderNumber,
      dueDate,
    }),
    language: data.language,
    seller,
    blocks,
    attachments: [{ fileName: 'girocode.png', mediaType: 'image/png', content: data.giroCodePng }],
  });
}

const paymentMessages = defineMessages<{
  receivedSubject: { orderNumber: string };
  receivedText: { orderNumber: string; amount: string; method: string };
  refundSubject: { orderNumber: string };
  refundText: { orderNumber: string; amount: string; method: string };
}>({
  receivedSubject: {
    id: 'mail.payment.received.subject',
    defaultMessage: 'Zahlung zu Ihrer Bestellung {orderNumber} eingegangen',
  },
  receivedText: {
    id: 'mail.payment.received.text',
    defaultMessage:
      'Ihre Zahlung von {amount} per {method} zu Ihrer Bestellung {orderNumber} ist eingegangen. Die Bestellung ist bezahlt; Ihre Plätze sind fest gebucht.',
  },
  refundSubject: {
    id: 'mail.payment.refund.subject',
    defaultMessage: 'Erstattung zu Ihrer Bestellung {orderNumber}',
  },
  refundText: {
    id: 'mail.payment.refund.text',
    defaultMessage:
      'wir haben Ihnen {amount} zu Ihrer Bestellung {orderNumber} per {method} erstattet. Je nach Bank oder Kartenanbieter erscheint der Betrag in einigen Tagen auf Ihrem Konto.',
  },
});

const providerMethodNames = defineMessages({
  CARD: { id: 'mail.payment.method.card', defaultMessage: 'Kreditkarte' },
  SEPA_DEBIT: { id: 'mail.payment.method.sepaDebit', defaultMessage: 'SEPA-Lastschrift' },
});

/** What the mails of a payment through the provider say: the order, the amount and the way. */
interface ProviderPaymentMailData {
  language: Locale;
  seller: Seller;
  orderNumber: string;
  cents: number;
  method: 'CARD' | 'SEPA_DEBIT';
  customer: Pick<CheckoutCustomer, 'name' | 'lastname' | 'email'>;
}

function providerPaymentMail(
  data: ProviderPaymentMailData,
  subject: (typeof paymentMessages)['receivedSubject'],
  text: (typeof paymentMessages)['receivedText'],
): Mail {
  const format = mailFormat(data.language);
  const { intl } = format;
  const blocks = [
    intl.formatMessage(messages.greeting, {
      name: data.customer.name,
      lastname: data.customer.lastname,
    }),
    intl.formatMessage(text, {
      orderNumber: data.orderNumber,
      amount: format.euro(data.cents),
      method: intl.formatMessage(providerMethodNames[data.method]),
    }),
    intl.formatMessage(messages.closing, { seller: data.seller.legalName }),
  ];
  return composeMail({
    to: data.customer.email,
    replyTo: data.seller.email,
    subject: intl.formatMessage(subject, { orderNumber: data.orderNumber }),
    language: data.language,
    seller: data.seller,
    blocks,
  });
}

/** The mail to the customer whose card or debit payment the provider has settled. */
export const paymentReceivedMail = (data: ProviderPaymentMailData) =>
  providerPaymentMail(data, paymentMessages.receivedSubject, paymentMessages.receivedText);

/** The mail to the customer whose money the provider has paid back (a cancellation, a late payment). */
export const paymentRefundMail = (data: ProviderPaymentMailData) =>
  providerPaymentMail(data, paymentMessages.refundSubject, paymentMessages.refundText);

const holdMessages = defineMessages<{
  subject: { orderNumber: string; siteName: string };
  text: { orderNumber: string; minutes: number; link: string };
  unconfirmed: Record<string, never>;
}>({
  subject: {
    id: 'mail.order.hold.subject',
    defaultMessage: 'Bitte bestätigen Sie Ihre Bestellung {orderNumber} bei {siteName}',
  },
  text: {
    id: 'mail.order.hold.text',
    defaultMessage:
      'wir halten die Plätze Ihrer Bestellung {orderNumber} {minutes} Minuten für Sie frei. Bestätigen Sie mit diesem Link, dass diese E-Mail-Adresse Ihre ist; erst dann ist die Bestellung verbindlich und Sie erhalten die Rechnung: {link}',
  },
  unconfirmed: {
    id: 'mail.order.hold.unconfirmed',
    defaultMessage:
      'Ohne Bestätigung werden die Plätze danach wieder frei. Haben Sie nichts bestellt, können Sie diese E-Mail löschen.',
  },
});

/**
 * The one short mail of a guest's held order: the link that confirms the billing address and
 * places the order for good (no invoice, no attachment).
 */
export function guestHoldMail(data: {
  language: Locale;
  seller: Seller;
  siteName: string;
  orderNumber: string;
  minutes: number;
  link: string;
  customer: Pick<CheckoutCustomer, 'name' | 'lastname' | 'email'>;
}): Mail {
  const { intl } = mailFormat(data.language);
  const blocks = [
    intl.formatMessage(messages.greeting, {
      name: data.customer.name,
      lastname: data.customer.lastname,
    }),
    intl.formatMessage(holdMessages.text, {
      orderNumber: data.orderNumber,
      minutes: data.minutes,
      link: data.link,
    }),
    intl.formatMessage(holdMessages.unconfirmed),
    intl.formatMessage(messages.closing, { seller: data.seller.legalName }),
  ];
  return composeMail({
    to: data.customer.email,
    replyTo: data.seller.email,
    subject: intl.formatMessage(holdMessages.subject, {
      orderNumber: data.orderNumber,
      siteName: data.siteName,
    }),
    language: data.language,
    seller: data.seller,
    blocks,
  });
}

const transferMessages = defineMessages<{
  paidSubject: { orderNumber: string };
  paidText: { orderNumber: string; amount: string };
  partSubject: { orderNumber: string };
  partText: { orderNumber: string; amount: string; remainder: string; reference: string };
  reminderSubject: { orderNumber: string };
  reminderText: {
    orderNumber: string;
    invoiceNumber: string;
    dueDate: string;
    remainder: string;
    accountHolder: string;
    iban: string;
    bic: string;
    reference: string;
  };
  noticeSubject: { orderNumber: string };
  noticeText: {
    orderNumber: string;
    invoiceNumber: string;
    dueDate: string;
    remainder: string;
    accountHolder: string;
    iban: string;
    bic: string;
    reference: string;
  };
}>({
  paidSubject: {
    id: 'mail.transfer.paid.subject',
    defaultMessage: 'Zahlung eingegangen: Bestellung {orderNumber}',
  },
  paidText: {
    id: 'mail.transfer.paid.text',
    defaultMessage:
      'Ihre Zahlung von {amount} zu Ihrer Bestellung {orderNumber} ist eingegangen. Die Bestellung ist vollständig bezahlt; vielen Dank.',
  },
  partSubject: {
    id: 'mail.transfer.part.subject',
    defaultMessage: 'Teilzahlung eingegangen: Bestellung {orderNumber}',
  },
  partText: {
    id: 'mail.transfer.part.text',
    defaultMessage:
      'zu Ihrer Bestellung {orderNumber} sind {amount} eingegangen. Offen sind noch {remainder}; bitte überweisen Sie den Rest mit dem Verwendungszweck {reference}.',
  },
  reminderSubject: {
    id: 'mail.dunning.reminder.subject',
    defaultMessage: 'Zahlungserinnerung: Bestellung {orderNumber}',
  },
  reminderText: {
    id: 'mail.dunning.reminder.text',
    defaultMessage:
      'sicher ist es Ihrer Aufmerksamkeit entgangen: Die Rechnung {invoiceNumber} zu Ihrer Bestellung {orderNumber} war am {dueDate} fällig, offen sind noch {remainder}. Bitte überweisen Sie den Betrag auf das Konto {accountHolder}, IBAN {iban}, BIC {bic}, Verwendungszweck {reference}. Haben Sie inzwischen überwiesen, ist diese Erinnerung gegenstandslos.',
  },
  noticeSubject: {
    id: 'mail.dunning.notice.subject',
    defaultMessage: 'Mahnung: Bestellung {orderNumber}',
  },
  noticeText: {
    id: 'mail.dunning.notice.text',
    defaultMessage:
      'trotz unserer Zahlungserinnerung ist die Rechnung {invoiceNumber} zu Ihrer Bestellung {orderNumber}, fällig am {dueDate}, noch nicht bezahlt; offen sind {remainder}. Bitte überweisen Sie den Betrag innerhalb von 7 Tagen auf das Konto {accountHolder}, IBAN {iban}, BIC {bic}, Verwendungszweck {reference}.',
  },
});

interface TransferMailData {
  language: Locale;
  seller: Seller;
  orderNumber: string;
  invoiceNumber: string;
  customer: Pick<CheckoutCustomer, 'name' | 'lastname' | 'email'>;
}

function transferMail(
  data: TransferMailData,
  subject: string,
  text: (format: MailFormat) => string,
  format: MailFormat,
): Mail {
  const { intl } = format;
  return composeMail({
    to: data.customer.email,
    replyTo: data.seller.email,
    subject,
    language: data.language,
    seller: data.seller,
    blocks: [
      intl.formatMessage(messages.greeting, {
        name: data.customer.name,
        lastname: data.customer.lastname,
      }),
      text(format),
      intl.formatMessage(messages.closing, { seller: data.seller.legalName }),
    ],
  });
}

/**
 * The mail of money booked on an order by bank transfer or by staff (ADR 0073): "Zahlung
 * eingegangen" when it completes the order, a short note with what is still open when not.
 */
export function transferReceivedMail(
  data: TransferMailData & { cents: number; remainderCents: number },
): Mail {
  const format = mailFormat(data.language);
  const { intl } = format;
  const amount = format.euro(data.cents);
  if (data.remainderCents <= 0) {
    return transferMail(
      data,
      intl.formatMessage(transferMessages.paidSubject, { orderNumber: data.orderNumber }),
      () =>
        intl.formatMessage(transferMessages.paidText, { orderNumber: data.orderNumber, amount }),
      format,
    );
  }
  return transferMail(
    data,
    intl.formatMessage(transferMessages.partSubject, { orderNumber: data.orderNumber }),
    () =>
      intl.formatMessage(transferMessages.partText, {
        orderNumber: data.orderNumber,
        amount,
        remainder: format.euro(data.remainderCents),
        reference: data.invoiceNumber,
      }),
    format,
  );
}

/** The dunning of an overdue invoice (ADR 0073): the friendly reminder, then the notice. */
export function dunningMail(
  data: TransferMailData & {
    stage: 'REMINDER' | 'NOTICE';
    dueDate: string;
    remainderCents: number;
  },
): Mail {
  const format = mailFormat(data.language);
  const { intl } = format;
  const values = {
    orderNumber: data.orderNumber,
    invoiceNumber: data.invoiceNumber,
    dueDate: format.day(data.dueDate),
    remainder: format.euro(data.remainderCents),
    accountHolder: data.seller.bank.accountHolder,
    iban: data.seller.bank.iban,
    bic: data.seller.bank.bic,
    reference: data.invoiceNumber,
  };
  const [subject, text] =
    data.stage === 'REMINDER'
      ? [transferMessages.reminderSubject, transferMessages.reminderText]
      : [transferMessages.noticeSubject, transferMessages.noticeText];
  return transferMail(
    data,
    intl.formatMessage(subject, { orderNumber: data.orderNumber }),
    () => intl.formatMessage(text, values),
    format,
  );
}
