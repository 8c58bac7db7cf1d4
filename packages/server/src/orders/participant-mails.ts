/**
 * The mails about the participant of a course position, in the order's language: the ticket for
 * a participant other than the ordering customer (the booking's confirmation for the person who
 * attends; the invoice stays with the customer), and, when the customer names a substitute, the
 * notice to the former participant and the organizer's notice of the change.
 */
import { defineMessages } from '@formatjs/intl';
import type { CourseType, Locale, Seller } from '@kursmarkt/schemas';
import { mailFormat, type MailFormat } from '../mail/format.ts';
import { composeMail } from '../mail/layout.ts';
import type { Mail } from '../mail/transport.ts';
import { placeText } from './mails.ts';

/** A person as the mails name them. */
export interface MailPerson {
  firstName: string;
  lastName: string;
  email: string;
}

/** The course position a participant mail speaks of. */
interface ParticipantMailPosition {
  name: string;
  organizerName: string;
  startDate: string | null;
  endDate: string | null;
  city: string | null;
  courseType: CourseType | null;
}

interface ParticipantMailContext {
  language: Locale;
  seller: Seller;
  siteName: string;
  orderNumber: string;
  /** Who ordered: named in the ticket, and the reply address of the participants' mails. */
  customer: MailPerson;
  position: ParticipantMailPosition;
}

const messages = defineMessages<{
  greeting: { firstName: string; lastName: string };
  ticketSubject: { course: string; siteName: string };
  ticketIntro: { customer: string; orderNumber: string };
  formerSubject: { course: string };
  formerText: { participant: string; customer: string; orderNumber: string };
  organizerSubject: { orderNumber: string; siteName: string };
  organizerText: { orderNumber: string; siteName: string };
  organizerChange: { former: string; participant: string };
  ticketAttached: Record<string, never>;
  organizerGreeting: Record<string, never>;
  closing: { seller: string };
}>({
  greeting: {
    id: 'mail.participant.greeting',
    defaultMessage: 'Guten Tag {firstName} {lastName},',
  },
  ticketSubject: {
    id: 'mail.participant.ticket.subject',
    defaultMessage: 'Ihre Teilnahme: {course} ({siteName})',
  },
  ticketIntro: {
    id: 'mail.participant.ticket.intro',
    defaultMessage:
      '{customer} hat Sie für diesen Kurs angemeldet (Bestellung {orderNumber}). Sie sind als Teilnehmer/in gebucht:',
  },
  formerSubject: {
    id: 'mail.participant.former.subject',
    defaultMessage: 'Ihre Teilnahme entfällt: {course}',
  },
  formerText: {
    id: 'mail.participant.former.text',
    defaultMessage:
      '{customer} hat für diesen Kurs (Bestellung {orderNumber}) {participant} als Ersatzteilnehmer/in benannt. Ihre Teilnahme entfällt:',
  },
  organizerGreeting: { id: 'mail.participant.organizer.greeting', defaultMessage: 'Guten Tag,' },
  organizerSubject: {
    id: 'mail.participant.organizer.subject',
    defaultMessage: 'Ersatzteilnehmer/in zur Buchung {orderNumber} über {siteName}',
  },
  organizerText: {
    id: 'mail.participant.organizer.text',
    defaultMessage:
      'zur Buchung {orderNumber} über {siteName} wurde ein/e Ersatzteilnehmer/in benannt:',
  },
  organizerChange: {
    id: 'mail.participant.organizer.change',
    defaultMessage: 'Bisher: {former}. Neu: {participant}.',
  },
  ticketAttached: {
    id: 'mail.participant.ticket.attached',
    defaultMessage:
      'Ihr Ticket hängt als QR-Code an (ticket.png); zeigen Sie es beim Einlass vor. Ein früher ausgestelltes Ticket für diese Buchung gilt nicht mehr.',
  },
  closing: { id: 'mail.participant.closing', defaultMessage: 'Mit freundlichen Grüßen\n{seller}' },
});

const nameOf = (person: MailPerson) => `${person.firstName} ${person.lastName}`;
const nameAndAddress = (person: MailPerson) => `${nameOf(person)} (${person.email})`;

/** The position as its line: course, organizer, days and place. */
function positionLine(position: ParticipantMailPosition, format: MailFormat) {
  const days =
    position.startDate === null
      ? ''
      : position.endDate && position.endDate !== position.startDate
        ? `, ${format.day(position.startDate)} – ${format.day(position.endDate)}`
        : `, ${format.day(position.startDate)}`;
  const place = position.courseType
    ? placeText(format.language, position.courseType, position.city)
    : '';
  return `${position.name} (${position.organizerName})${days}${place ? `, ${place}` : ''}`;
}

/**
 * The ticket: the participant is booked for the position by the customer; with `ticketPng`, the
 * QR code of the participant's ticket is attached (`ticket.png`).
 */
export function ticketMail(
  context: ParticipantMailContext,
  participant: MailPerson,
  ticketPng: Uint8Array | null = null,
): Mail {
  const format = mailFormat(context.language);
  const { intl } = format;
  return composeMail({
    to: participant.email,
    replyTo: context.customer.email,
    subject: intl.formatMessage(messages.ticketSubject, {
      course: context.position.name,
      siteName: context.siteName,
    }),
    language: context.language,
    seller: context.seller,
    blocks: [
      intl.formatMessage(messages.greeting, participant),
      intl.formatMessage(messages.ticketIntro, {
        customer: nameOf(context.customer),
        orderNumber: context.orderNumber,
      }),
      { lines: [positionLine(context.position, format)] },
      ...(ticketPng ? [intl.formatMessage(messages.ticketAttached)] : []),
      intl.formatMessage(messages.closing, { seller: context.seller.legalName }),
    ],
    ...(ticketPng
      ? { attachments: [{ fileName: 'ticket.png', mediaType: 'image/png', content: ticketPng }] }
      : {}),
  });
}

/**
 * The mails of a substitute: the ticket to the new participant (with its QR code `ticketPng` for
 * an in-person course), the notice to the former one and the organizer's notice of the change
 * (to `organizerEmail`, when the organizer has one).
 */
export function substituteMails(
  context: ParticipantMailContext,
  change: {
    former: MailPerson;
    participant: MailPerson;
    organizerEmail: string | null;
    ticketPng: Uint8Array | null;
  },
): Mail[] {
  const format = mailFormat(context.language);
  const { intl } = format;
  const { seller, language, position } = context;
  const closing = intl.formatMessage(messages.closing, { seller: seller.legalName });
  const line = { lines: [positionLine(position, format)] };
  const mails = [
    ticketMail(context, change.participant, change.ticketPng),
    composeMail({
      to: change.former.email,
      replyTo: context.customer.email,
      subject: intl.formatMessage(messages.formerSubject, { course: position.name }),
      language,
      seller,
      blocks: [
        intl.formatMessage(messages.greeting, change.former),
        intl.formatMessage(messages.formerText, {
          customer: nameOf(context.customer),
          orderNumber: context.orderNumber,
          participant: nameOf(change.participant),
        }),
        line,
        closing,
      ],
    }),
  ];
  if (change.organizerEmail) {
    mails.push(
      composeMail({
        to: change.organizerEmail,
        replyTo: context.customer.email,
        subject: intl.formatMessage(messages.organizerSubject, {
          orderNumber: context.orderNumber,
          siteName: context.siteName,
        }),
        language,
        seller,
        blocks: [
          intl.formatMessage(messages.organizerGreeting),
          intl.formatMessage(messages.organizerText, {
            orderNumber: context.orderNumber,
            siteName: context.siteName,
          }),
          line,
          intl.formatMessage(messages.organizerChange, {
            former: nameAndAddress(change.former),
            participant: nameAndAddress(change.participant),
          }),
          closing,
        ],
      }),
    );
  }
  return mails;
}
