import { defineMessages } from 'react-intl';

const plainMessages = defineMessages({
  save: { id: 'favorites.save.button', defaultMessage: 'Suche speichern' },
  saveTitle: { id: 'favorites.save.title', defaultMessage: 'Suche speichern' },
  saveDescription: {
    id: 'favorites.save.description',
    defaultMessage: 'Unter diesem Namen finden Sie die Suche in Ihren Suchfavoriten wieder.',
  },
  name: { id: 'favorites.name.label', defaultMessage: 'Name der Suche' },
  nameRequired: {
    id: 'favorites.name.required',
    defaultMessage: 'Bitte geben Sie einen Namen an.',
  },
  nameTooLong: {
    id: 'favorites.name.tooLong',
    defaultMessage: 'Der Name darf höchstens 100 Zeichen lang sein.',
  },
  alerts: {
    id: 'favorites.alerts.label',
    defaultMessage: 'Per E-Mail über neue passende Kurse benachrichtigen',
  },
  alertsHelp: {
    id: 'favorites.alerts.help',
    defaultMessage: 'Höchstens eine E-Mail am Tag, nur wenn neue Termine veröffentlicht wurden.',
  },
  submit: { id: 'favorites.save.submit', defaultMessage: 'Speichern' },
  cancel: { id: 'favorites.cancel', defaultMessage: 'Abbrechen' },
  saved: { id: 'favorites.save.saved', defaultMessage: 'Die Suche wurde gespeichert.' },
  saveFailed: {
    id: 'favorites.save.failed',
    defaultMessage:
      'Die Suche konnte nicht gespeichert werden. Bitte versuchen Sie es noch einmal.',
  },
  intro: {
    id: 'favorites.page.intro',
    defaultMessage:
      'Ihre gespeicherten Suchen: starten Sie sie erneut oder lassen Sie sich über neue passende Kurse benachrichtigen.',
  },
  emptyTitle: { id: 'favorites.page.emptyTitle', defaultMessage: 'Noch keine Suche gespeichert' },
  emptyText: {
    id: 'favorites.page.emptyText',
    defaultMessage: 'Speichern Sie eine Suche auf der Ergebnisseite mit „Suche speichern“.',
  },
  toSearch: { id: 'favorites.page.toSearch', defaultMessage: 'Kurse suchen' },
  loadFailed: {
    id: 'favorites.page.loadFailed',
    defaultMessage: 'Ihre Suchfavoriten können gerade nicht geladen werden.',
  },
  retry: { id: 'favorites.page.retry', defaultMessage: 'Erneut versuchen' },
  changeFailed: {
    id: 'favorites.page.changeFailed',
    defaultMessage: 'Die Änderung ist nicht gelungen. Bitte versuchen Sie es noch einmal.',
  },
  rename: { id: 'favorites.item.rename', defaultMessage: 'Umbenennen' },
  renameTitle: { id: 'favorites.item.renameTitle', defaultMessage: 'Suche umbenennen' },
  remove: { id: 'favorites.item.remove', defaultMessage: 'Löschen' },
  removeTitle: { id: 'favorites.item.removeTitle', defaultMessage: 'Suche löschen?' },
  droppedScope: {
    id: 'favorites.item.droppedScope',
    defaultMessage: 'Das gespeicherte Fachgebiet gibt es nicht mehr; die Suche läuft ohne es.',
  },
  droppedCity: {
    id: 'favorites.item.droppedCity',
    defaultMessage: 'Der gespeicherte Ort ist nicht mehr verfügbar; die Suche läuft ohne ihn.',
  },
  unsubscribeTitle: {
    id: 'favorites.unsubscribe.title',
    defaultMessage: 'Benachrichtigungen abbestellen',
  },
  unsubscribeButton: { id: 'favorites.unsubscribe.button', defaultMessage: 'Abbestellen' },
  unsubscribeUnknown: {
    id: 'favorites.unsubscribe.unknown',
    defaultMessage: 'Dieser Link ist nicht mehr gültig: Die Suche wurde gelöscht.',
  },
  unsubscribeFailed: {
    id: 'favorites.unsubscribe.failed',
    defaultMessage: 'Das Abbestellen ist nicht gelungen. Bitte versuchen Sie es noch einmal.',
  },
});

type ValuesOf = {
  run: { name: string };
  renameName: { name: string };
  removeName: { name: string };
  removeText: { name: string };
  removed: { name: string };
  count: { count: number };
  unsubscribeText: { name: string };
  unsubscribed: { name: string };
};

/** Texts with placeholders, typed so `formatMessage` asks for their values. */
const messagesWithValues = defineMessages<ValuesOf>({
  run: { id: 'favorites.item.run', defaultMessage: 'Suche starten: {name}' },
  renameName: { id: 'favorites.item.renameName', defaultMessage: 'Umbenennen: {name}' },
  removeName: { id: 'favorites.item.removeName', defaultMessage: 'Löschen: {name}' },
  removeText: {
    id: 'favorites.item.removeText',
    defaultMessage: 'Die gespeicherte Suche „{name}“ wird gelöscht; ihre E-Mails enden.',
  },
  removed: { id: 'favorites.page.removed', defaultMessage: '„{name}“ wurde gelöscht.' },
  count: {
    id: 'favorites.page.count',
    defaultMessage: '{count, plural, one {# gespeicherte Suche} other {# gespeicherte Suchen}}',
  },
  unsubscribeText: {
    id: 'favorites.unsubscribe.text',
    defaultMessage: 'Sie erhalten E-Mails zu neuen Kursen Ihrer gespeicherten Suche „{name}“.',
  },
  unsubscribed: {
    id: 'favorites.unsubscribe.done',
    defaultMessage: 'Sie erhalten keine E-Mails mehr zu Ihrer gespeicherten Suche „{name}“.',
  },
});

/** The texts of the Suchfavoriten, German by default. */
export const favoriteMessages = { ...plainMessages, ...messagesWithValues };
