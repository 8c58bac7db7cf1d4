/**
 * The alert mail of a saved search, in the domain's first language: the courses that newly match
 * (each with its first matching date and its page), the link to the whole search, and the link
 * that stops these mails, which is also the mail's one-click unsubscribe address (RFC 8058).
 */
import { defineMessages } from '@formatjs/intl';
import type { FavoriteSearch, Locale, SearchCourseSummary, Seller } from '@kursmarkt/schemas';
import { mailFormat } from '../mail/format.ts';
import { composeMail } from '../mail/layout.ts';
import type { Mail } from '../mail/transport.ts';

/** A course that newly matches a saved search, with the first of its new dates. */
export interface NewMatch {
  course: SearchCourseSummary;
  startDate: string;
  /** Null for a date without a place (online, self-study). */
  city: string | null;
}

const messages = defineMessages<{
  subject: { count: number; name: string; siteName: string };
  greeting: { name: string };
  greetingWithoutName: Record<string, never>;
  text: { count: number; name: string };
  course: { course: string; date: string; place: string; link: string };
  more: { count: number };
  search: { link: string };
  unsubscribe: { link: string };
  online: Record<string, never>;
  closing: { siteName: string };
}>({
  subject: {
    id: 'mail.favorites.alert.subject',
    defaultMessage:
      '{count, plural, one {# neuer Kurs} other {# neue Kurse}} für Ihre Suche „{name}“ ({siteName})',
  },
  greeting: { id: 'mail.favorites.alert.greeting', defaultMessage: 'Guten Tag {name},' },
  greetingWithoutName: {
    id: 'mail.favorites.alert.greetingWithoutName',
    defaultMessage: 'Guten Tag,',
  },
  text: {
    id: 'mail.favorites.alert.text',
    defaultMessage:
      'zu Ihrer gespeicherten Suche „{name}“ {count, plural, one {wurde ein neuer Termin veröffentlicht} other {wurden neue Termine veröffentlicht}}:',
  },
  course: {
    id: 'mail.favorites.alert.course',
    defaultMessage: '{course}, ab {date} ({place}): {link}',
  },
  more: {
    id: 'mail.favorites.alert.more',
    defaultMessage: 'und {count, plural, one {ein weiterer Kurs} other {# weitere Kurse}}.',
  },
  search: {
    id: 'mail.favorites.alert.search',
    defaultMessage: 'Alle Ergebnisse Ihrer Suche: {link}',
  },
  unsubscribe: {
    id: 'mail.favorites.alert.unsubscribe',
    defaultMessage:
      'Sie erhalten diese E-Mail, weil Sie für diese Suche Benachrichtigungen eingeschaltet haben. Abbestellen: {link}',
  },
  online: { id: 'mail.favorites.alert.online', defaultMessage: 'Online' },
  closing: {
    id: 'mail.favorites.alert.closing',
    defaultMessage: 'Mit freundlichen Grüßen\n{siteName}',
  },
});

/** The order of a search's parameters in its address, as the storefront writes them. */
const searchKeys = [
  'term',
  'scope',
  'category',
  'types',
  'courseType',
  'cityId',
  'radius',
  'dateFrom',
  'dateTo',
] as const satisfies readonly (keyof FavoriteSearch)[];

/** The results page's path of a saved search, e.g. `/search?scope=3&radius=50`. */
function searchPathOf(search: FavoriteSearch): string {
  const query = new URLSearchParams();
  for (const key of searchKeys) {
    const value = search[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    query.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = query.toString();
  return text ? `/search?${text}` : '/search';
}

/** The storefront page that stops a saved search's mails; the token in the fragment. */
const unsubscribePageLink = (origin: string, token: string) =>
  `${origin}/suchfavoriten/abbestellen#${token}`;
/** The one-click unsubscribe address of RFC 8058 (the `List-Unsubscribe` header). */
const oneClickUnsubscribeLink = (origin: string, token: string) =>
  `${origin}/api/favorite-alerts/${token}`;

/** The mail of a saved search's newly matching courses. */
export function alertMail(data: {
  language: Locale;
  siteName: string;
  seller: Seller;
  origin: string;
  to: string;
  name: string;
  favoriteName: string;
  search: FavoriteSearch;
  token: string;
  matches: NewMatch[];
  /** Newly matching courses beyond those listed. */
  more: number;
}): Mail {
  const format = mailFormat(data.language);
  const { intl } = format;
  const count = data.matches.length + data.more;
  const lines = data.matches.map((match) =>
    intl.formatMessage(messages.course, {
      course: match.course.name,
      date: format.dayMedium(match.startDate),
      place: match.city ?? intl.formatMessage(messages.online),
      link: `${data.origin}${match.course.detailPath}`,
    }),
  );
  return composeMail({
    to: data.to,
    subject: intl.formatMessage(messages.subject, {
      count,
      name: data.favoriteName,
      siteName: data.siteName,
    }),
    language: data.language,
    seller: data.seller,
    listUnsubscribe: oneClickUnsubscribeLink(data.origin, data.token),
    blocks: [
      data.name
        ? intl.formatMessage(messages.greeting, { name: data.name })
        : intl.formatMessage(messages.greetingWithoutName),
      intl.formatMessage(messages.text, { count, name: data.favoriteName }),
      { lines },
      ...(data.more > 0 ? [intl.formatMessage(messages.more, { count: data.more })] : []),
      intl.formatMessage(messages.search, {
        link: `${data.origin}${searchPathOf(data.search)}`,
      }),
      intl.formatMessage(messages.unsubscribe, {
        link: unsubscribePageLink(data.origin, data.token),
      }),
      intl.formatMessage(messages.closing, { siteName: data.siteName }),
    ],
  });
}
