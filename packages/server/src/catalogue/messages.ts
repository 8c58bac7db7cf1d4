import { defineMessages } from '@formatjs/intl';

/** The PDF's texts without placeholders. */
const plainPdfMessages = defineMessages({
  organizer: { id: 'pdf.course.organizer', defaultMessage: 'Veranstalter' },
  speakers: { id: 'pdf.course.speakers', defaultMessage: 'Referentinnen und Referenten' },
  duration: { id: 'pdf.course.duration', defaultMessage: 'Dauer' },
  format: { id: 'pdf.course.format', defaultMessage: 'Format' },
  scopes: { id: 'pdf.course.scopes', defaultMessage: 'Fachgebiete' },
  schedules: { id: 'pdf.course.schedules', defaultMessage: 'Termine und Preise' },
  noSchedules: {
    id: 'pdf.course.noSchedules',
    defaultMessage: 'Derzeit sind keine Termine geplant.',
  },
  online: { id: 'pdf.schedule.online', defaultMessage: 'Online' },
  access: { id: 'pdf.schedule.access', defaultMessage: 'Zugang' },
  full: {
    id: 'pdf.schedule.full',
    defaultMessage: 'ausgebucht – Eintrag in die Warteliste möglich',
  },
  description: { id: 'pdf.course.description', defaultMessage: 'Beschreibung' },
  asOf: { id: 'pdf.footer.asOf', defaultMessage: 'Stand' },
  prices: { id: 'pdf.footer.prices', defaultMessage: 'Alle Preise in Euro.' },
  PRESENT: { id: 'pdf.courseType.PRESENT', defaultMessage: 'Präsenzschulung' },
  ONLINE: { id: 'pdf.courseType.ONLINE', defaultMessage: 'Online-Seminar' },
  SELF: { id: 'pdf.courseType.SELF', defaultMessage: 'Selbststudium' },
});

/** The PDF's texts with placeholders, typed so `formatMessage` asks for their values. */
const pdfMessagesWithValues = defineMessages<{
  hours: { hours: string };
  free: { count: number };
}>({
  hours: { id: 'pdf.course.hours', defaultMessage: '{hours} Zeitstunden' },
  free: {
    id: 'pdf.schedule.free',
    defaultMessage: '{count, plural, one {noch # Platz frei} other {noch # Plätze frei}}',
  },
});

/** The texts of a course's PDF document (pdf.ts), German by default. */
export const pdfMessages = { ...plainPdfMessages, ...pdfMessagesWithValues };

/** The newsletter's confirmation mail (newsletter.ts), German by default. */
export const newsletterMailMessages = defineMessages<{
  subject: { brand: string };
  text: { brand: string; link: string; days: number };
}>({
  subject: {
    id: 'mail.newsletter.subject',
    defaultMessage: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung – {brand}',
  },
  text: {
    id: 'mail.newsletter.text',
    defaultMessage:
      'Guten Tag,\n\nvielen Dank für Ihr Interesse am Newsletter von {brand}. Bitte bestätigen Sie Ihre Anmeldung, indem Sie diesen Link öffnen:\n\n{link}\n\nDer Link ist {days, plural, one {# Tag} other {# Tage}} gültig. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach: Sie erhalten dann keinen Newsletter.\n\nIhr Team von {brand}\n',
  },
});
