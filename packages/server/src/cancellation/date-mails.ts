/**
 * The mails of a date the organizer cancelled or moved (docs/decisions/0074), as text and HTML:
 * to a participant named on a booking (the customer gets the cancellation's own mail with its
 * invoice), to each person on the date's waiting list, the organizer's one summary (in German,
 * the organizers' language), and to each customer of a moved date with the new days and the
 * last day of a free cancellation.
 */
import { defineMessages } from '@formatjs/intl';
import type { Locale, Seller } from '@kursmarkt/schemas';
import type { Mail } from '../mail/transport.ts';
import { mailFormat } from '../mail/format.ts';
import { composeMail } from '../mail/layout.ts';

const messages = defineMessages<{
  greeting: { name: string };
  organizerGreeting: Record<string, never>;
  cancelledSubject: { course: string; siteName: string };
  participantText: { course: string; dates: string; reason: string };
  waitingText: { course: string; dates: string; reason: string };
  organizerSubject: { course: string; dates: string };
  organizerText: {
    course: string;
    dates: string;
    reason: string;
    positions: number;
    orders: number;
    providerRefunds: number;
    refundList: number;
    refund: string;
    credits: number;
    waiting: number;
  };
  movedSubject: { course: string; siteName: string };
  movedText: { course: string; from: string; to: string; reason: string };
  movedFree: { freeUntil: string };
  closing: { siteName: string };
}>({
  greeting: { id: 'mail.dates.greeting', defaultMessage: 'Guten Tag {name},' },
  organizerGreeting: { id: 'mail.dates.organizer.greeting', defaultMessage: 'Guten Tag,' },
  cancelledSubject: {
    id: 'mail.dates.cancelled.subject',
    defaultMessage: 'Abgesagt: {course} ({siteName})',
  },
  participantText: {
    id: 'mail.dates.cancelled.participant',
    defaultMessage:
      'der Veranstalter hat den Kurs „{course}“ am {dates} abgesagt, für den Sie angemeldet waren. Grund: {reason}\nDie Buchung ist kostenfrei storniert; über das Geld erhält die Person, die gebucht hat, eine eigene Mail.',
  },
  waitingText: {
    id: 'mail.dates.cancelled.waiting',
    defaultMessage:
      'der Veranstalter hat den Kurs „{course}“ am {dates} abgesagt. Grund: {reason}\nDie Warteliste dieses Termins ist damit aufgelöst; Sie müssen nichts tun.',
  },
  organizerSubject: {
    id: 'mail.dates.cancelled.organizer.subject',
    defaultMessage: 'Termin abgesagt: {course}, {dates}',
  },
  organizerText: {
    id: 'mail.dates.cancelled.organizer.text',
    defaultMessage:
      'der Termin „{course}“ am {dates} ist abgesagt. Grund: {reason}\nStorniert: {positions, plural, one {# Buchung} other {# Buchungen}} aus {orders, plural, one {# Bestellung} other {# Bestellungen}}, jeweils kostenfrei mit Stornorechnung.\nErstattungen: {providerRefunds} über den Zahlungsdienst, {refundList} per Überweisung, zusammen {refund}.\nGuthaben zurückgebucht: {credits}. Warteliste aufgelöst: {waiting, plural, one {# Person} other {# Personen}}.',
  },
  movedSubject: {
    id: 'mail.dates.moved.subject',
    defaultMessage: 'Neuer Termin: {course} ({siteName})',
  },
  movedText: {
    id: 'mail.dates.moved.text',
    defaultMessage:
      'der Veranstalter hat den Kurs „{course}“ vom {from} auf den {to} verlegt. Grund: {reason}\nIhre Buchung bleibt bestehen; der Kalendereintrag im Anhang ersetzt den bisherigen.',
  },
  movedFree: {
    id: 'mail.dates.moved.free',
    defaultMessage:
      'Passt Ihnen der neue Termin nicht, können Sie die Buchung bis einschließlich {freeUntil} kostenfrei stornieren.',
  },
  closing: { id: 'mail.dates.closing', defaultMessage: 'Mit freundlichen Grüßen\n{siteName}' },
});

type Site = { siteName: string; seller: Seller };

/** A date's days as a mail names them: one day, or first – last. */
function datesText(language: Locale, startDate: string, endDate: string) {
  const { day } = mailFormat(language);
  return startDate === endDate ? day(startDate) : `${day(startDate)} – ${day(endDate)}`;
}

function mail(
  data: Site & { language: Locale; to: string; name: string },
  subject: string,
  blocks: string[],
): Mail {
  const { intl } = mailFormat(data.language);
  return composeMail({
    to: data.to,
    replyTo: data.seller.email,
    subject,
    language: data.language,
    seller: data.seller,
    blocks: [
      intl.formatMessage(messages.greeting, { name: data.name }),
      ...blocks,
      intl.formatMessage(messages.closing, { siteName: data.siteName }),
    ],
  });
}

type CancelledDate = { course: string; startDate: string; endDate: string; reason: string };

/** To a participant named on a booking of the cancelled date. */
export function participantDateCancelledMail(
  data: Site & CancelledDate & { language: Locale; to: string; name: string },
): Mail {
  const { intl } = mailFormat(data.language);
  const dates = datesText(data.language, data.startDate, data.endDate);
  return mail(
    data,
    intl.formatMessage(messages.cancelledSubject, { course: data.course, siteName: data.siteName }),
    [
      intl.formatMessage(messages.participantText, {
        course: data.course,
        dates,
        reason: data.reason,
      }),
    ],
  );
}

/** To a person on the cancelled date's waiting list. */
export function waitingListDateCancelledMail(
  data: Site & CancelledDate & { language: Locale; to: string; name: string },
): Mail {
  const { intl } = mailFormat(data.language);
  const dates = datesText(data.language, data.startDate, data.endDate);
  return mail(
    data,
    intl.formatMessage(messages.cancelledSubject, { course: data.course, siteName: data.siteName }),
    [intl.formatMessage(messages.waitingText, { course: data.course, dates, reason: data.reason })],
  );
}

/** The organizer's one summary of a cancelled date, in German. */
export function organizerDateCancelledMail(
  data: Site &
    CancelledDate & {
      to: string;
      summary: {
        positionsCancelled: number;
        ordersAffected: number;
        providerRefunds: number;
        refundListEntries: number;
        refundValue: number;
        creditsReturned: number;
        waitingListCleared: number;
      };
    },
): Mail {
  const format = mailFormat('de');
  const dates = datesText('de', data.startDate, data.endDate);
  const { summary } = data;
  return composeMail({
    to: data.to,
    replyTo: data.seller.email,
    subject: format.intl.formatMessage(messages.organizerSubject, { course: data.course, dates }),
    language: 'de',
    seller: data.seller,
    blocks: [
      format.intl.formatMessage(messages.organizerGreeting),
      format.intl.formatMessage(messages.organizerText, {
        course: data.course,
        dates,
        reason: data.reason,
        positions: summary.positionsCancelled,
        orders: summary.ordersAffected,
        providerRefunds: summary.providerRefunds,
        refundList: summary.refundListEntries,
        refund: format.euro(summary.refundValue),
        credits: summary.creditsReturned,
        waiting: summary.waitingListCleared,
      }),
      format.intl.formatMessage(messages.closing, { siteName: data.siteName }),
    ],
  });
}

/** To a customer of a moved date: the new days, and until when cancelling is free. */
export function dateMovedMail(
  data: Site & {
    language: Locale;
    to: string;
    name: string;
    course: string;
    from: { startDate: string; endDate: string };
    moved: { startDate: string; endDate: string };
    reason: string;
    freeUntil: string;
    calendar: Mail['attachments'];
  },
): Mail {
  const format = mailFormat(data.language);
  const { intl } = format;
  return {
    ...mail(
      data,
      intl.formatMessage(messages.movedSubject, { course: data.course, siteName: data.siteName }),
      [
        intl.formatMessage(messages.movedText, {
          course: data.course,
          from: datesText(data.language, data.from.startDate, data.from.endDate),
          to: datesText(data.language, data.moved.startDate, data.moved.endDate),
          reason: data.reason,
        }),
        intl.formatMessage(messages.movedFree, { freeUntil: format.day(data.freeUntil) }),
      ],
    ),
    attachments: data.calendar,
  };
}
