/**
 * The fourth quarter's reminder of a remaining gap (ADR 0068), in the customer's language: per
 * title with a gap the missing hours, up to three courses of the title's "Lücke füllen" search
 * (each with its first date and its page) and the link to the whole search; the status page,
 * whose switch stops these mails.
 */
import { defineMessages } from '@formatjs/intl';
import {
  dashboardPath,
  type Locale,
  type SearchCourseSummary,
  type Seller,
} from '@kursmarkt/schemas';
import { mailFormat } from '../mail/format.ts';
import { composeMail } from '../mail/layout.ts';
import type { Mail } from '../mail/transport.ts';

/** One title with a gap: its name, the minutes missing, its search and the first courses. */
export interface ReminderGap {
  titleName: string;
  gapMinutes: number;
  /** The storefront path of the title's "Lücke füllen" search. */
  searchPath: string;
  courses: { course: SearchCourseSummary; startDate: string }[];
}

const messages = defineMessages<{
  subject: { year: number; siteName: string };
  greeting: { name: string };
  greetingWithoutName: Record<string, never>;
  text: { year: number };
  title: { title: string; hours: string };
  course: { course: string; date: string; link: string };
  noCourse: Record<string, never>;
  search: { link: string };
  status: { link: string };
  optOut: { link: string };
  closing: { siteName: string };
}>({
  subject: {
    id: 'mail.furtherTraining.reminder.subject',
    defaultMessage: 'Ihre Fortbildungsstunden {year}: es fehlen noch Stunden ({siteName})',
  },
  greeting: { id: 'mail.furtherTraining.reminder.greeting', defaultMessage: 'Guten Tag {name},' },
  greetingWithoutName: {
    id: 'mail.furtherTraining.reminder.greetingWithoutName',
    defaultMessage: 'Guten Tag,',
  },
  text: {
    id: 'mail.furtherTraining.reminder.text',
    defaultMessage:
      'das Jahr {year} endet bald. Für diese Fachanwaltstitel fehlen Ihnen nach § 15 FAO noch Fortbildungsstunden:',
  },
  title: {
    id: 'mail.furtherTraining.reminder.title',
    defaultMessage: '{title}: es fehlen {hours} Zeitstunden.',
  },
  course: {
    id: 'mail.furtherTraining.reminder.course',
    defaultMessage: '{course}, ab {date}: {link}',
  },
  noCourse: {
    id: 'mail.furtherTraining.reminder.noCourse',
    defaultMessage: 'Im Moment ist dafür kein Kurs mit freien Plätzen buchbar.',
  },
  search: {
    id: 'mail.furtherTraining.reminder.search',
    defaultMessage: 'Alle passenden Kurse: {link}',
  },
  status: {
    id: 'mail.furtherTraining.reminder.status',
    defaultMessage: 'Ihr Fortbildungsstatus: {link}',
  },
  optOut: {
    id: 'mail.furtherTraining.reminder.optOut',
    defaultMessage:
      'Sie erhalten diese E-Mail einmal im Jahr, weil Sie die Erinnerung in Ihrem Fortbildungsstatus eingeschaltet haben. Dort können Sie sie abbestellen: {link}',
  },
  closing: {
    id: 'mail.furtherTraining.reminder.closing',
    defaultMessage: 'Mit freundlichen Grüßen\n{siteName}',
  },
});

/** The storefront page of the further-training status, where the reminder is switched off. */
const furtherTrainingStatusPath = `${dashboardPath}/mein-status`;

/** The reminder mail of the titles with a gap in `year`. */
export function reminderMail(data: {
  language: Locale;
  siteName: string;
  seller: Seller;
  origin: string;
  to: string;
  name: string;
  year: number;
  gaps: ReminderGap[];
}): Mail {
  const format = mailFormat(data.language);
  const { intl } = format;
  const statusLink = `${data.origin}${furtherTrainingStatusPath}`;
  const blocks = data.gaps.flatMap((gap) => [
    intl.formatMessage(messages.title, {
      title: gap.titleName,
      hours: intl.formatNumber(gap.gapMinutes / 60, { maximumFractionDigits: 2 }),
    }),
    gap.courses.length > 0
      ? {
          lines: gap.courses.map((entry) =>
            intl.formatMessage(messages.course, {
              course: entry.course.name,
              date: format.dayMedium(entry.startDate),
              link: `${data.origin}${entry.course.detailPath}`,
            }),
          ),
        }
      : intl.formatMessage(messages.noCourse),
    intl.formatMessage(messages.search, { link: `${data.origin}${gap.searchPath}` }),
  ]);
  return composeMail({
    to: data.to,
    subject: intl.formatMessage(messages.subject, { year: data.year, siteName: data.siteName }),
    language: data.language,
    seller: data.seller,
    blocks: [
      data.name
        ? intl.formatMessage(messages.greeting, { name: data.name })
        : intl.formatMessage(messages.greetingWithoutName),
      intl.formatMessage(messages.text, { year: data.year }),
      ...blocks,
      intl.formatMessage(messages.status, { link: statusLink }),
      intl.formatMessage(messages.optOut, { link: statusLink }),
      intl.formatMessage(messages.closing, { siteName: data.siteName }),
    ],
  });
}
