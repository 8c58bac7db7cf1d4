import { defineMessages } from 'react-intl';

const plainMessages = defineMessages({
  showAll: { id: 'modules.coursePreview.showAll', defaultMessage: 'Alle Kurse anzeigen' },
  loading: { id: 'modules.coursePreview.loading', defaultMessage: 'Die Kurse werden geladen.' },
  unavailable: {
    id: 'modules.coursePreview.unavailable',
    defaultMessage:
      'Die Kurse können gerade nicht angezeigt werden. Bitte versuchen Sie es später noch einmal.',
  },
  priceFrom: { id: 'modules.coursePreview.priceFrom', defaultMessage: 'ab' },
  nextDate: { id: 'modules.coursePreview.nextDate', defaultMessage: 'Nächster Termin' },
  anyTime: { id: 'modules.coursePreview.anyTime', defaultMessage: 'Beginn jederzeit' },
  online: { id: 'modules.coursePreview.online', defaultMessage: 'Online' },
  typeOnline: { id: 'modules.coursePreview.type.ONLINE', defaultMessage: 'Online-Seminar' },
  typePresent: { id: 'modules.coursePreview.type.PRESENT', defaultMessage: 'Präsenzschulung' },
  typeSelf: { id: 'modules.coursePreview.type.SELF', defaultMessage: 'Selbststudium' },
});

type ValuesOf = {
  organizers: { count: number };
  hours: { hours: number };
  runningSince: { date: string };
};

/** Texts with placeholders, typed so `formatMessage` asks for their values. */
const messagesWithValues = defineMessages<ValuesOf>({
  organizers: {
    id: 'modules.coursePreview.organizers',
    defaultMessage:
      '{count, plural, one {Kurse von # Veranstalter} other {Kurse von # Veranstaltern}}',
  },
  hours: {
    id: 'modules.coursePreview.hours',
    defaultMessage: '{hours, plural, one {# Zeitstunde} other {# Zeitstunden}}',
  },
  runningSince: {
    id: 'modules.coursePreview.runningSince',
    defaultMessage: 'läuft seit {date}, Einstieg noch möglich',
  },
});

/** The course preview's own texts; its title is a message id from the module's config. */
export const messages = { ...plainMessages, ...messagesWithValues };
