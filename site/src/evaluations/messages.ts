import { defineMessages } from 'react-intl';

const plainMessages = defineMessages({
  title: { id: 'evaluation.title', defaultMessage: 'Kurs bewerten' },
  intro: {
    id: 'evaluation.intro',
    defaultMessage:
      'Ihre Bewertung hilft Veranstaltern und Referenten, ihre Kurse zu verbessern. Sie wird ohne Ihren Namen ausgewertet.',
  },
  gradeScale: {
    id: 'evaluation.gradeScale',
    defaultMessage: 'Schulnoten: 1 = sehr gut, 6 = ungenügend',
  },
  requiredNote: {
    id: 'evaluation.requiredNote',
    defaultMessage: 'Mit * markierte Fragen sind Pflichtfragen.',
  },
  send: { id: 'evaluation.send', defaultMessage: 'Bewertung absenden' },
  sendFailed: {
    id: 'evaluation.sendFailed',
    defaultMessage: 'Die Bewertung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  },
  problemGradeRequired: {
    id: 'evaluation.problem.gradeRequired',
    defaultMessage: 'Bitte wählen Sie eine Note.',
  },
  problemRequired: {
    id: 'evaluation.problem.required',
    defaultMessage: 'Bitte beantworten Sie diese Frage.',
  },
  problemNotAllowed: {
    id: 'evaluation.problem.notAllowed',
    defaultMessage: 'Diese Auswahl ist nicht möglich.',
  },
  problemInvalid: {
    id: 'evaluation.problem.invalid',
    defaultMessage: 'Diese Antwort ist nicht gültig.',
  },
  loadFailed: {
    id: 'evaluation.loadFailed',
    defaultMessage: 'Die Bewertung kann gerade nicht geladen werden.',
  },
  notPossible: {
    id: 'evaluation.notPossible',
    defaultMessage: 'Diese Buchung kann nicht bewertet werden.',
  },
  chooseCourse: {
    id: 'evaluation.chooseCourse',
    defaultMessage: 'Bewerten Sie einen vergangenen Kurs unter „Meine Kurse“.',
  },
  back: { id: 'evaluation.back', defaultMessage: 'Zurück zu Meine Kurse' },
  action: { id: 'evaluation.action', defaultMessage: 'Kurs bewerten' },
});

/** Texts with placeholders, typed so `formatMessage` asks for their values. */
const messagesWithValues = defineMessages<{
  tooLong: { max: number };
  notYet: { date: string };
  thanks: { date: string };
  evaluatedOn: { date: string };
  actionLabel: { course: string };
}>({
  tooLong: {
    id: 'evaluation.problem.tooLong',
    defaultMessage: 'Bitte fassen Sie sich kürzer (höchstens {max} Zeichen).',
  },
  notYet: {
    id: 'evaluation.notYet',
    defaultMessage: 'Sie können diesen Kurs ab dem {date} bewerten.',
  },
  thanks: {
    id: 'evaluation.thanks',
    defaultMessage: 'Vielen Dank für Ihre Bewertung vom {date}!',
  },
  evaluatedOn: { id: 'evaluation.evaluatedOn', defaultMessage: 'Bewertet am {date}' },
  actionLabel: { id: 'evaluation.action.label', defaultMessage: 'Kurs bewerten: {course}' },
});

/** The evaluation page's, its form's and Meine Kurse's texts of an evaluation. */
export const evaluationMessages = { ...plainMessages, ...messagesWithValues };
