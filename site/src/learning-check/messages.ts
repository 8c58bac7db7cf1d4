import { defineMessages } from 'react-intl';

const plainMessages = defineMessages({
  title: { id: 'learningCheck.page.title', defaultMessage: 'Lernerfolgskontrolle' },
  choose: {
    id: 'learningCheck.page.choose',
    defaultMessage:
      'Die Lernerfolgskontrolle starten Sie in „Meine Kurse“ bei Ihrem gebuchten Selbststudium.',
  },
  toMyCourses: { id: 'learningCheck.page.toMyCourses', defaultMessage: 'Zu „Meine Kurse“' },
  loadFailed: {
    id: 'learningCheck.page.loadFailed',
    defaultMessage: 'Die Lernerfolgskontrolle kann gerade nicht geladen werden.',
  },
  retry: { id: 'learningCheck.page.retry', defaultMessage: 'Erneut versuchen' },
  notSelfStudy: {
    id: 'learningCheck.page.notSelfStudy',
    defaultMessage: 'Eine Lernerfolgskontrolle gibt es nur für Kurse im Selbststudium.',
  },
  notAvailable: {
    id: 'learningCheck.page.notAvailable',
    defaultMessage: 'Für diesen Kurs steht die Lernerfolgskontrolle noch nicht bereit.',
  },
  start: { id: 'learningCheck.page.start', defaultMessage: 'Lernerfolgskontrolle starten' },
  resume: { id: 'learningCheck.page.resume', defaultMessage: 'Lernerfolgskontrolle fortsetzen' },
  startAgain: { id: 'learningCheck.page.startAgain', defaultMessage: 'Neuen Versuch starten' },
  startFailed: {
    id: 'learningCheck.page.startFailed',
    defaultMessage:
      'Der Versuch kann gerade nicht gestartet werden. Bitte versuchen Sie es erneut.',
  },
  attemptsUsed: {
    id: 'learningCheck.page.attemptsUsed',
    defaultMessage:
      'Sie haben alle Versuche genutzt, ohne zu bestehen. Die Stunden dieses Selbststudiums zählen daher nicht für Ihre Fortbildungspflicht.',
  },
  submit: { id: 'learningCheck.form.submit', defaultMessage: 'Antworten abgeben' },
  confirmSubmit: {
    id: 'learningCheck.form.confirmSubmit',
    defaultMessage: 'Jetzt verbindlich abgeben',
  },
  keepEditing: { id: 'learningCheck.form.keepEditing', defaultMessage: 'Weiter bearbeiten' },
  submitFailed: {
    id: 'learningCheck.form.submitFailed',
    defaultMessage: 'Die Antworten konnten nicht abgegeben werden. Bitte versuchen Sie es erneut.',
  },
  hint: {
    id: 'learningCheck.form.hint',
    defaultMessage:
      'Bei jeder Frage sind eine oder mehrere Antworten richtig. Eine Frage gilt nur als richtig beantwortet, wenn Sie genau die richtigen Antworten wählen.',
  },
  passed: { id: 'learningCheck.result.passed', defaultMessage: 'Bestanden' },
  right: { id: 'learningCheck.result.right', defaultMessage: 'richtig:' },
  wrong: { id: 'learningCheck.result.wrong', defaultMessage: 'falsch:' },
  questionsTitle: { id: 'learningCheck.result.questionsTitle', defaultMessage: 'Ihre Antworten' },
  actionStart: { id: 'learningCheck.action.start', defaultMessage: 'Lernerfolgskontrolle starten' },
  actionResume: {
    id: 'learningCheck.action.resume',
    defaultMessage: 'Lernerfolgskontrolle fortsetzen',
  },
});

type ValuesOf = {
  intro: { questions: number; percent: number; attempts: number };
  attemptsLeft: { count: number };
  progress: { answered: number; total: number };
  confirmText: { answered: number; total: number };
  question: { number: number; total: number };
  score: { correct: number; total: number; percent: number };
  resultTitle: { number: number; passed: 'yes' | 'no' };
  passedOn: { date: string; percent: number };
  actionPassed: { date: string };
};

/** Texts with placeholders, typed so `formatMessage` asks for their values. */
const messagesWithValues = defineMessages<ValuesOf>({
  intro: {
    id: 'learningCheck.page.intro',
    defaultMessage:
      'Sie beantworten {questions} Fragen. Bestanden ist die Lernerfolgskontrolle ab {percent} % richtig beantworteter Fragen. Sie haben {attempts, plural, one {einen Versuch} other {# Versuche}}; jeder Versuch stellt die Fragen neu zusammen.',
  },
  attemptsLeft: {
    id: 'learningCheck.page.attemptsLeft',
    defaultMessage:
      '{count, plural, =0 {Kein Versuch mehr} one {Noch ein Versuch} other {Noch # Versuche}}',
  },
  progress: {
    id: 'learningCheck.form.progress',
    defaultMessage: '{answered} von {total} Fragen beantwortet',
  },
  confirmText: {
    id: 'learningCheck.form.confirmText',
    defaultMessage:
      'Sie haben {answered} von {total} Fragen beantwortet. Nach der Abgabe können Sie die Antworten dieses Versuchs nicht mehr ändern.',
  },
  question: { id: 'learningCheck.form.question', defaultMessage: 'Frage {number} von {total}' },
  score: {
    id: 'learningCheck.result.score',
    defaultMessage: '{correct} von {total} Fragen richtig ({percent} %)',
  },
  resultTitle: {
    id: 'learningCheck.result.title',
    defaultMessage: 'Versuch {number}: {passed, select, yes {Bestanden} other {Nicht bestanden}}',
  },
  passedOn: {
    id: 'learningCheck.page.passedOn',
    defaultMessage: 'Bestanden am {date} mit {percent} %.',
  },
  actionPassed: {
    id: 'learningCheck.action.passed',
    defaultMessage: 'Lernerfolgskontrolle bestanden am {date}',
  },
});

/** The texts of the learning check, German by default. */
export const learningCheckMessages = { ...plainMessages, ...messagesWithValues };
