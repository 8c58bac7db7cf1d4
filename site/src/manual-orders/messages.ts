import { defineMessages } from 'react-intl';

const plainMessages = defineMessages({
  titleNew: { id: 'manualOrders.title.new', defaultMessage: 'Externe Fortbildung eintragen' },
  titleEdit: { id: 'manualOrders.title.edit', defaultMessage: 'Externe Fortbildung bearbeiten' },
  intro: {
    id: 'manualOrders.intro',
    defaultMessage:
      'Tragen Sie eine Fortbildung ein, die Sie bei einem anderen Veranstalter gebucht haben. Sie erscheint unter „Meine Kurse“ als extern gebucht.',
  },
  organizer: { id: 'manualOrders.organizer', defaultMessage: 'Veranstalter' },
  title: { id: 'manualOrders.courseTitle', defaultMessage: 'Titel der Fortbildung' },
  startDate: { id: 'manualOrders.startDate', defaultMessage: 'Erster Tag' },
  endDate: { id: 'manualOrders.endDate', defaultMessage: 'Letzter Tag' },
  endDateHelp: {
    id: 'manualOrders.endDate.help',
    defaultMessage: 'Bei einer eintägigen Fortbildung derselbe Tag wie der erste.',
  },
  hours: { id: 'manualOrders.hours', defaultMessage: 'Stunden (netto)' },
  hoursHelp: {
    id: 'manualOrders.hours.help',
    defaultMessage: 'In Viertelstunden, z. B. 7,5 oder 2,25.',
  },
  format: { id: 'manualOrders.format', defaultMessage: 'Form' },
  formatPRESENT: { id: 'manualOrders.format.present', defaultMessage: 'Präsenz' },
  formatONLINE: { id: 'manualOrders.format.online', defaultMessage: 'Online live' },
  formatSELF: { id: 'manualOrders.format.self', defaultMessage: 'Selbststudium' },
  scope: { id: 'manualOrders.scope', defaultMessage: 'Fachgebiet' },
  scopeChoose: { id: 'manualOrders.scope.choose', defaultMessage: 'Bitte wählen' },
  file: {
    id: 'manualOrders.file',
    defaultMessage: 'Teilnahmebescheinigung (PDF, JPEG oder PNG, höchstens 10 MB)',
  },
  evidenceHash: { id: 'manualOrders.evidence.hash', defaultMessage: 'SHA-256-Prüfsumme:' },
  save: { id: 'manualOrders.save', defaultMessage: 'Speichern' },
  back: { id: 'manualOrders.back', defaultMessage: 'Zurück zu Meine Kurse' },
  required: { id: 'manualOrders.error.required', defaultMessage: 'Bitte ausfüllen.' },
  tooLong: { id: 'manualOrders.error.tooLong', defaultMessage: 'Dieser Text ist zu lang.' },
  dateFormat: {
    id: 'manualOrders.error.dateFormat',
    defaultMessage: 'Bitte ein Datum angeben, z. B. 4.2.2027.',
  },
  dateRange: {
    id: 'manualOrders.error.dateRange',
    defaultMessage: 'Bitte einen Tag zwischen 2000 und 2100 angeben.',
  },
  endBeforeStart: {
    id: 'manualOrders.error.endBeforeStart',
    defaultMessage: 'Der letzte Tag liegt vor dem ersten.',
  },
  tooManyDays: {
    id: 'manualOrders.error.tooManyDays',
    defaultMessage: 'Der letzte Tag darf höchstens ein Jahr nach dem ersten liegen.',
  },
  hoursFormat: {
    id: 'manualOrders.error.hoursFormat',
    defaultMessage: 'Bitte in Viertelstunden angeben, z. B. 7,5.',
  },
  hoursTooSmall: {
    id: 'manualOrders.error.hoursTooSmall',
    defaultMessage: 'Bitte mehr als 0 Stunden angeben.',
  },
  hoursTooLarge: {
    id: 'manualOrders.error.hoursTooLarge',
    defaultMessage: 'Bitte höchstens 240 Stunden angeben.',
  },
  chooseFormat: { id: 'manualOrders.error.chooseFormat', defaultMessage: 'Bitte die Form wählen.' },
  chooseScope: {
    id: 'manualOrders.error.chooseScope',
    defaultMessage: 'Bitte ein Fachgebiet wählen.',
  },
  fileRequired: {
    id: 'manualOrders.error.fileRequired',
    defaultMessage: 'Bitte eine Bescheinigung auswählen.',
  },
  fileType: {
    id: 'manualOrders.error.fileType',
    defaultMessage: 'Die Bescheinigung muss ein PDF, JPEG oder PNG sein.',
  },
  fileTooLarge: {
    id: 'manualOrders.error.fileTooLarge',
    defaultMessage: 'Die Bescheinigung darf höchstens 10 MB groß sein.',
  },
  fieldRejected: {
    id: 'manualOrders.error.fieldRejected',
    defaultMessage: 'Bitte prüfen Sie diese Angabe.',
  },
  saveFailed: {
    id: 'manualOrders.saveFailed',
    defaultMessage:
      'Die Fortbildung konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut.',
  },
  loadFailed: {
    id: 'manualOrders.loadFailed',
    defaultMessage: 'Die Fortbildung kann gerade nicht geladen werden.',
  },
});

type ValuesOf = {
  evidence: { name: string };
};

/** Texts with placeholders, typed so `formatMessage` asks for their values. */
const messagesWithValues = defineMessages<ValuesOf>({
  evidence: {
    id: 'manualOrders.evidence',
    defaultMessage: 'Gespeicherte Bescheinigung: {name}',
  },
});

/** The texts of a course booked elsewhere, German by default. */
export const manualOrderMessages = { ...plainMessages, ...messagesWithValues };
