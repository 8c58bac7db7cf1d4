import { defineMessages } from '@formatjs/intl';

/** The default questionnaire's texts (evaluations/questionnaire.ts), German by default. */
export const questionnaireMessages = defineMessages({
  courseHeadline: { id: 'evaluation.course.headline', defaultMessage: 'Der Kurs' },
  content: { id: 'evaluation.course.content', defaultMessage: 'Inhalt und Aufbau des Kurses' },
  practice: {
    id: 'evaluation.course.practice',
    defaultMessage: 'Nutzen für Ihre tägliche Arbeit',
  },
  materials: {
    id: 'evaluation.course.materials',
    defaultMessage: 'Unterlagen und Materialien',
  },
  organisation: {
    id: 'evaluation.course.organisation',
    defaultMessage: 'Organisation (Anmeldung, Ablauf, Technik oder Räume)',
  },
  speakersHeadline: {
    id: 'evaluation.speakers.headline',
    defaultMessage: 'Referentinnen und Referenten',
  },
  heardOf: {
    id: 'evaluation.heardOf',
    defaultMessage: 'Wie sind Sie auf den Kurs aufmerksam geworden?',
  },
  heardOfSearch: { id: 'evaluation.heardOf.search', defaultMessage: 'Suche auf dieser Seite' },
  heardOfNewsletter: { id: 'evaluation.heardOf.newsletter', defaultMessage: 'Newsletter' },
  heardOfColleague: {
    id: 'evaluation.heardOf.colleague',
    defaultMessage: 'Empfehlung von Kolleginnen oder Kollegen',
  },
  heardOfOrganizer: { id: 'evaluation.heardOf.organizer', defaultMessage: 'Der Veranstalter' },
  comment: {
    id: 'evaluation.comment',
    defaultMessage: 'Was möchten Sie uns sonst noch mitteilen?',
  },
});

/** A speaker's grade row, named by the speaker. */
export const speakerMessages = defineMessages<{ speaker: { name: string } }>({
  speaker: { id: 'evaluation.speaker', defaultMessage: 'Vortrag von {name}' },
});
