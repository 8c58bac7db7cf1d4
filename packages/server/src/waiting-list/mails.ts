/**
 * The waiting list's mails as text and HTML: the confirmation of a new request, in the language
 * the person asked in, and, in the domain's first language, the offer of a freed seat with the
 * time it is held until (Europe/Berlin), the link that books it and the link that leaves the list.
 */
import { defineMessages } from '@formatjs/intl';
import type { Locale, Seller } from '@kursmarkt/schemas';
import type { Mail } from '../mail/transport.ts';
import { mailFormat } from '../mail/format.ts';
import { composeMail } from '../mail/layout.ts';

const messages = defineMessages<{
  offerSubject: { course: string; siteName: string };
  offerGreeting: { name: string };
  offerText: { course: string; date: string; until: string };
  offerBook: { link: string };
  offerLeave: { link: string };
  joinedSubject: { course: string; siteName: string };
  joinedText: { course: string; date: string; seats: number };
  closing: { siteName: string };
}>({
  offerSubject: {
    id: 'mail.waitingList.offer.subject',
    defaultMessage: 'Ein Platz ist frei geworden: {course} ({siteName})',
  },
  offerGreeting: { id: 'mail.waitingList.offer.greeting', defaultMessage: 'Guten Tag {name},' },
  offerText: {
    id: 'mail.waitingList.offer.text',
    defaultMessage:
      'im Kurs „{course}“ am {date} ist ein Platz frei geworden. Wir halten ihn für Sie bis {until} (deutsche Zeit) frei; danach geht er an die nächste Person auf der Warteliste.',
  },
  offerBook: {
    id: 'mail.waitingList.offer.book',
    defaultMessage:
      'Platz buchen (bitte mit dieser E-Mail-Adresse bestellen): {link}\nPlatz nicht benötigt? Über denselben Link können Sie ihn freigeben.',
  },
  offerLeave: {
    id: 'mail.waitingList.offer.leave',
    defaultMessage: 'Von der Warteliste austragen: {link}',
  },
  joinedSubject: {
    id: 'mail.waitingList.joined.subject',
    defaultMessage: 'Sie stehen auf der Warteliste: {course} ({siteName})',
  },
  joinedText: {
    id: 'mail.waitingList.joined.text',
    defaultMessage:
      'Sie stehen auf der Warteliste für „{course}“ am {date} ({seats, plural, one {# Platz} other {# Plätze}}). Wird ein Platz frei, bieten wir ihn Ihnen per E-Mail an und halten ihn eine Zeit lang für Sie frei; wer früher auf der Liste steht, erhält das Angebot zuerst. Gebucht ist damit noch nichts, und es entstehen Ihnen keine Kosten.',
  },
  closing: {
    id: 'mail.waitingList.closing',
    defaultMessage: 'Mit freundlichen Grüßen\n{siteName}',
  },
});

/** The confirmation that a person is on a date's waiting list. */
export function joinedMail(data: {
  language: Locale;
  siteName: string;
  to: string;
  name: string;
  course: string;
  startDate: string;
  seats: number;
  seller: Seller;
}): Mail {
  const format = mailFormat(data.language);
  const { intl } = format;
  const blocks = [
    intl.formatMessage(messages.offerGreeting, { name: data.name }),
    intl.formatMessage(messages.joinedText, {
      course: data.course,
      date: format.dayMedium(data.startDate),
      seats: data.seats,
    }),
    intl.formatMessage(messages.closing, { siteName: data.siteName }),
  ];
  return composeMail({
    to: data.to,
    subject: intl.formatMessage(messages.joinedSubject, {
      course: data.course,
      siteName: data.siteName,
    }),
    language: data.language,
    seller: data.seller,
    blocks,
  });
}

/** The storefront page of an offer; the token is in the fragment, which no server receives. */
export const offerLink = (origin: string, token: string) => `${origin}/warteliste/angebot#${token}`;
/** The storefront page that leaves the waiting list. */
export const leaveLink = (origin: string, token: string) =>
  `${origin}/warteliste/austragen#${token}`;

/** The offer of a freed seat to the person at the head of a date's waiting list. */
export function offerMail(data: {
  language: Locale;
  siteName: string;
  seller: Seller;
  to: string;
  name: string;
  course: string;
  startDate: string;
  expiresAt: Date;
  offerLink: string;
  leaveLink: string;
}): Mail {
  const format = mailFormat(data.language);
  const { intl } = format;
  const blocks = [
    intl.formatMessage(messages.offerGreeting, { name: data.name }),
    intl.formatMessage(messages.offerText, {
      course: data.course,
      date: format.dayMedium(data.startDate),
      until: format.germanDateTime(data.expiresAt),
    }),
    intl.formatMessage(messages.offerBook, { link: data.offerLink }),
    intl.formatMessage(messages.offerLeave, { link: data.leaveLink }),
    intl.formatMessage(messages.closing, { siteName: data.siteName }),
  ];
  return composeMail({
    to: data.to,
    subject: intl.formatMessage(messages.offerSubject, {
      course: data.course,
      siteName: data.siteName,
    }),
    language: data.language,
    seller: data.seller,
    blocks,
  });
}
