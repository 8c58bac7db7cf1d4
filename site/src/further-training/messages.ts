import { defineMessages } from 'react-intl';
import type {
  ItemExplanationCode,
  TitleExplanationCode,
  YearExplanationCode,
} from '@kursmarkt/schemas';

const plainStatusMessages = defineMessages({
  intro: {
    id: 'furtherTraining.intro',
    defaultMessage:
      'Je Fachanwaltstitel und Kalenderjahr sind 15 Zeitstunden Fortbildung nachzuweisen (§ 15 FAO), davon höchstens 5 im Selbststudium mit Lernerfolgskontrolle.',
  },
  year: { id: 'furtherTraining.year', defaultMessage: 'Jahr' },
  loadFailed: {
    id: 'furtherTraining.loadFailed',
    defaultMessage: 'Der Fortbildungsstatus konnte nicht geladen werden.',
  },
  retry: { id: 'furtherTraining.retry', defaultMessage: 'Erneut versuchen' },
  noTitles: {
    id: 'furtherTraining.noTitles',
    defaultMessage:
      'Sie haben noch keinen Fachanwaltstitel eingetragen. Tragen Sie unten Ihre Titel ein, um Ihre Stunden je Titel zu sehen.',
  },
  legendLive: { id: 'furtherTraining.legend.live', defaultMessage: 'Präsenz und online live' },
  legendSelfStudy: {
    id: 'furtherTraining.legend.selfStudy',
    defaultMessage: 'Selbststudium (höchstens 5)',
  },
  legendGap: { id: 'furtherTraining.legend.gap', defaultMessage: 'Lücke bis 15' },
  items: { id: 'furtherTraining.items', defaultMessage: 'Angerechnete Fortbildungen' },
  noItems: {
    id: 'furtherTraining.noItems',
    defaultMessage: 'In diesem Jahr ist noch keine Fortbildung angerechnet.',
  },
  otherItems: {
    id: 'furtherTraining.otherItems',
    defaultMessage: 'Für keinen Titel angerechnet',
  },
  countFor: { id: 'furtherTraining.countFor', defaultMessage: 'Anrechnen für' },
  countAutomatically: {
    id: 'furtherTraining.countAutomatically',
    defaultMessage: 'automatisch (bestmögliche Aufteilung)',
  },
  moveFailed: {
    id: 'furtherTraining.moveFailed',
    defaultMessage: 'Die Zuordnung konnte nicht geändert werden.',
  },
  fillGap: { id: 'furtherTraining.fillGap', defaultMessage: 'Lücke füllen' },
  letter: { id: 'furtherTraining.letter', defaultMessage: 'Nachweis für die Kammer (PDF)' },
  letterHint: {
    id: 'furtherTraining.letterHint',
    defaultMessage:
      'Der Nachweis nennt je Titel die angerechneten Stunden und jede Bescheinigung mit ihrer Prüfsumme; tragen Sie bei Ihren Titeln die Kammer ein.',
  },
  letterFailed: {
    id: 'furtherTraining.letterFailed',
    defaultMessage: 'Der Nachweis konnte nicht erstellt werden.',
  },
  titlesHeading: { id: 'furtherTraining.titles.heading', defaultMessage: 'Meine Fachanwaltstitel' },
  titlesHint: {
    id: 'furtherTraining.titles.hint',
    defaultMessage:
      'Bis zu drei Titel. Als Anwärterin oder Anwärter tragen Sie das Jahr ein, in dem Ihr Fachanwaltslehrgang begann.',
  },
  titleScope: { id: 'furtherTraining.titles.scope', defaultMessage: 'Fachgebiet' },
  titleScopeChoose: { id: 'furtherTraining.titles.scopeChoose', defaultMessage: 'Bitte wählen' },
  titleSinceYear: {
    id: 'furtherTraining.titles.sinceYear',
    defaultMessage: 'Verliehen im Jahr',
  },
  titleCandidate: {
    id: 'furtherTraining.titles.candidate',
    defaultMessage: 'Noch nicht beantragt (Lehrgang begonnen in diesem Jahr)',
  },
  titleChamber: { id: 'furtherTraining.titles.chamber', defaultMessage: 'Rechtsanwaltskammer' },
  titleChamberNone: { id: 'furtherTraining.titles.chamberNone', defaultMessage: 'Keine Angabe' },
  titleMemberNumber: {
    id: 'furtherTraining.titles.memberNumber',
    defaultMessage: 'Mitgliedsnummer',
  },
  titleAdd: { id: 'furtherTraining.titles.add', defaultMessage: 'Titel hinzufügen' },
  titleRemove: { id: 'furtherTraining.titles.remove', defaultMessage: 'Titel entfernen' },
  titlesReminders: {
    id: 'furtherTraining.titles.reminders',
    defaultMessage: 'Im vierten Quartal erinnern, wenn bei einem Titel noch Stunden fehlen',
  },
  titlesSave: { id: 'furtherTraining.titles.save', defaultMessage: 'Titel speichern' },
  titlesSaved: {
    id: 'furtherTraining.titles.saved',
    defaultMessage: 'Ihre Titel sind gespeichert.',
  },
  titlesSaveFailed: {
    id: 'furtherTraining.titles.saveFailed',
    defaultMessage: 'Die Titel konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  },
  titleRequired: { id: 'furtherTraining.titles.required', defaultMessage: 'Bitte angeben.' },
  titleScopeRequired: {
    id: 'furtherTraining.titles.scopeRequired',
    defaultMessage: 'Bitte ein Fachgebiet wählen.',
  },
  titleYearFormat: {
    id: 'furtherTraining.titles.yearFormat',
    defaultMessage: 'Bitte ein Jahr wie 2019 angeben.',
  },
  titleScopeTaken: {
    id: 'furtherTraining.titles.scopeTaken',
    defaultMessage: 'Dieses Fachgebiet ist schon eingetragen oder kein Fachanwaltstitel.',
  },
  titleTooLong: { id: 'furtherTraining.titles.tooLong', defaultMessage: 'Höchstens 50 Zeichen.' },
  titleRejected: {
    id: 'furtherTraining.titles.rejected',
    defaultMessage: 'Bitte prüfen Sie diese Angabe.',
  },
});

/** Texts with placeholders, typed so `formatMessage` asks for their values. */
const statusMessagesWithValues = defineMessages<{
  progress: { live: string; selfStudy: string; gap: string | number };
  itemFacts: { days: string; organizer: string; format: string; hours: string };
  letterFor: { chamber: string | null };
  titleLegend: { number: number };
}>({
  titleLegend: { id: 'furtherTraining.titles.legend', defaultMessage: '{number}. Titel' },
  progress: {
    id: 'furtherTraining.progress',
    defaultMessage:
      '{live} Zeitstunden live, {selfStudy} Zeitstunden Selbststudium angerechnet; {gap, select, 0 {15 Zeitstunden erreicht} other {es fehlen {gap} von 15 Zeitstunden}}',
  },
  itemFacts: {
    id: 'furtherTraining.itemFacts',
    defaultMessage: '{days} · {organizer} · {format} · {hours} Zeitstunden',
  },
  letterFor: {
    id: 'furtherTraining.letterFor',
    defaultMessage: 'Nachweis an {chamber} herunterladen',
  },
});

/** The texts of Mein Fortbildungsstatus (ADR 0063), German by default. */
export const statusMessages = { ...plainStatusMessages, ...statusMessagesWithValues };

/** The formats of the items. */
export const formatMessages = defineMessages({
  PRESENT: { id: 'furtherTraining.format.present', defaultMessage: 'Präsenzschulung' },
  ONLINE: { id: 'furtherTraining.format.online', defaultMessage: 'Online-Seminar' },
  SELF: { id: 'furtherTraining.format.self', defaultMessage: 'Selbststudium' },
  RECORDING: { id: 'furtherTraining.format.recording', defaultMessage: 'Aufzeichnung' },
});

/** Why an item counts where it does (the engine's codes). */
export const itemExplanationMessages = defineMessages({
  MOVED_BY_CUSTOMER: {
    id: 'furtherTraining.item.movedByCustomer',
    defaultMessage: 'Von Ihnen diesem Titel zugeordnet.',
  },
  MOVED_OUTSIDE_COURSE_SCOPES: {
    id: 'furtherTraining.item.movedOutsideCourseScopes',
    defaultMessage:
      'Der Kurs ist nicht für dieses Fachgebiet ausgeschrieben: Ob er zählt, entscheidet die Kammer.',
  },
  MOVE_IGNORED_NO_SUCH_TITLE: {
    id: 'furtherTraining.item.moveIgnored',
    defaultMessage: 'Der gewählte Titel ist nicht mehr eingetragen: automatisch zugeordnet.',
  },
  ONLY_MATCHING_TITLE: {
    id: 'furtherTraining.item.onlyMatchingTitle',
    defaultMessage: 'Nur dieser Ihrer Titel passt zum Kurs.',
  },
  CHOSEN_BY_SPLIT: {
    id: 'furtherTraining.item.chosenBySplit',
    defaultMessage:
      'Passt zu mehreren Titeln: so zugeordnet, dass möglichst viele 15 Stunden erreichen.',
  },
  NO_MATCHING_TITLE: {
    id: 'furtherTraining.item.noMatchingTitle',
    defaultMessage: 'Keiner Ihrer Titel passt zum Fachgebiet des Kurses.',
  },
  LEARNING_CHECK_MISSING: {
    id: 'furtherTraining.item.learningCheckMissing',
    defaultMessage: 'Selbststudium zählt nur mit bestandener Lernerfolgskontrolle.',
  },
  RECORDING_IS_SELF_STUDY: {
    id: 'furtherTraining.item.recordingIsSelfStudy',
    defaultMessage: 'Eine Aufzeichnung zählt als Selbststudium.',
  },
  SELF_STUDY_OVER_CAP: {
    id: 'furtherTraining.item.selfStudyOverCap',
    defaultMessage: 'Über 5 Stunden Selbststudium hinaus zählt es nicht.',
  },
  MAKE_UP_FOR_EXCUSED_YEAR: {
    id: 'furtherTraining.item.makeUpForExcusedYear',
    defaultMessage: 'Nachgeholt für ein früheres, entschuldigtes Jahr.',
  },
  MAKE_UP_YEAR_NOT_EXCUSED: {
    id: 'furtherTraining.item.makeUpYearNotExcused',
    defaultMessage: 'Das frühere Jahr ist nicht entschuldigt: zählt im eigenen Jahr.',
  },
} satisfies Record<ItemExplanationCode, unknown>);

/** What a title's year says (the engine's codes). */
export const titleExplanationMessages = defineMessages<
  Record<TitleExplanationCode, { hours: string }>
>({
  NOT_DUE_YET: {
    id: 'furtherTraining.title.notDueYet',
    defaultMessage: 'In diesem Jahr besteht für den Titel noch keine Fortbildungspflicht.',
  },
  CANDIDATE_DUTY: {
    id: 'furtherTraining.title.candidateDuty',
    defaultMessage:
      'Nach Beginn des Fachanwaltslehrgangs gilt die Pflicht ab dem folgenden Jahr (§ 4 Abs. 2 FAO).',
  },
  REACHED: { id: 'furtherTraining.title.reached', defaultMessage: '15 Zeitstunden erreicht.' },
  GAP: { id: 'furtherTraining.title.gap', defaultMessage: 'Es fehlen noch {hours} Zeitstunden.' },
  SELF_STUDY_CAPPED: {
    id: 'furtherTraining.title.selfStudyCapped',
    defaultMessage: 'Vom Selbststudium zählen nur 5 Zeitstunden.',
  },
  EXCUSED_YEAR: {
    id: 'furtherTraining.title.excusedYear',
    defaultMessage:
      'Die Kammer hat das Jahr entschuldigt; fehlende Stunden können nachgeholt werden.',
  },
  MADE_UP_LATER: {
    id: 'furtherTraining.title.madeUpLater',
    defaultMessage: '{hours} Zeitstunden aus späteren Jahren nachgeholt.',
  },
});

/** What the year's split says (the engine's codes). */
export const yearExplanationMessages = defineMessages({
  SPLIT_FOR_MOST_TITLES: {
    id: 'furtherTraining.year.splitForMostTitles',
    defaultMessage:
      'Kurse, die zu mehreren Titeln passen, sind so verteilt, dass möglichst viele Titel 15 Zeitstunden erreichen.',
  },
  NOT_EVERY_TITLE_REACHABLE: {
    id: 'furtherTraining.year.notEveryTitleReachable',
    defaultMessage:
      'Mit den Fortbildungen dieses Jahres erreichen nicht alle Titel 15 Zeitstunden.',
  },
} satisfies Record<YearExplanationCode, unknown>);
