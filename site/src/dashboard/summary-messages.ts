import { defineMessages } from 'react-intl';

const plainMessages = defineMessages({
  heading: { id: 'dashboard.summary.heading', defaultMessage: 'Auf einen Blick' },
  nextCourse: { id: 'dashboard.summary.nextCourse', defaultMessage: 'Ihr nächster Kurs' },
  noNextCourse: {
    id: 'dashboard.summary.noNextCourse',
    defaultMessage: 'Kein Kurs steht an.',
  },
  findCourses: { id: 'dashboard.summary.findCourses', defaultMessage: 'Kurse finden' },
  allCourses: { id: 'dashboard.summary.allCourses', defaultMessage: 'Alle Kurse' },
  openInvoices: { id: 'dashboard.summary.openInvoices', defaultMessage: 'Offene Rechnungen' },
  allInvoices: { id: 'dashboard.summary.allInvoices', defaultMessage: 'Zu den Rechnungen' },
  allCredits: { id: 'dashboard.summary.allCredits', defaultMessage: 'Zum Guthaben' },
  allHours: { id: 'dashboard.summary.allHours', defaultMessage: 'Zum Fortbildungsstatus' },
  unavailable: {
    id: 'dashboard.summary.unavailable',
    defaultMessage: 'Kann gerade nicht geladen werden.',
  },
});

type ValuesOf = {
  openInvoicesCount: { count: number };
  creditsLeft: { hours: number; packages: number };
  hoursHeading: { year: number };
  hoursOfYear: { hours: number; reached: number; due: number };
};

/** Texts with placeholders, typed so `formatMessage` asks for their values. */
const messagesWithValues = defineMessages<ValuesOf>({
  openInvoicesCount: {
    id: 'dashboard.summary.openInvoicesCount',
    defaultMessage:
      '{count, plural, =0 {Keine offene Rechnung.} one {Eine offene Rechnung über} other {# offene Rechnungen über}}',
  },
  hoursHeading: { id: 'dashboard.summary.hoursHeading', defaultMessage: 'Fortbildung {year}' },
  hoursOfYear: {
    id: 'dashboard.summary.hoursOfYear',
    defaultMessage:
      '{hours, number} Zeitstunden angerechnet{due, plural, =0 {} other {; {reached} von {due} Titeln mit 15 Zeitstunden}}',
  },
  creditsLeft: {
    id: 'dashboard.summary.creditsLeft',
    defaultMessage:
      '{packages, plural, =0 {Kein gültiges Kontingent.} other {{hours, number} Zeitstunden übrig}}',
  },
});

/** The texts of the overview's summary ("Auf einen Blick"), German by default. */
export const summaryMessages = { ...plainMessages, ...messagesWithValues };
