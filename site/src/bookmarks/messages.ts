import { defineMessages } from 'react-intl';

const plainMessages = defineMessages({
  bookmark: { id: 'bookmarks.toggle.label', defaultMessage: 'Merken' },
  bookmarkFailed: {
    id: 'bookmarks.toggle.failed',
    defaultMessage: 'Der Merkzettel kann gerade nicht geändert werden.',
  },
  intro: {
    id: 'bookmarks.page.intro',
    defaultMessage: 'Kurse, die Sie sich vorgemerkt haben, mit dem nächsten buchbaren Termin.',
  },
  emptyTitle: { id: 'bookmarks.page.emptyTitle', defaultMessage: 'Ihr Merkzettel ist leer' },
  emptyText: {
    id: 'bookmarks.page.emptyText',
    defaultMessage:
      'Merken Sie sich Kurse in der Suche oder auf der Kursseite mit „Merken“, um sie hier wiederzufinden.',
  },
  toSearch: { id: 'bookmarks.page.toSearch', defaultMessage: 'Kurse suchen' },
  loadFailed: {
    id: 'bookmarks.page.loadFailed',
    defaultMessage: 'Ihr Merkzettel kann gerade nicht geladen werden.',
  },
  retry: { id: 'bookmarks.page.retry', defaultMessage: 'Erneut versuchen' },
  removeFailed: {
    id: 'bookmarks.page.removeFailed',
    defaultMessage: 'Der Kurs konnte nicht entfernt werden. Bitte versuchen Sie es noch einmal.',
  },
  removeLabel: { id: 'bookmarks.page.remove', defaultMessage: 'Entfernen' },
});

type ValuesOf = {
  bookmarkName: { name: string };
  removeName: { name: string };
  removed: { name: string };
  count: { count: number };
};

/** Texts with placeholders, typed so `formatMessage` asks for their values. */
const messagesWithValues = defineMessages<ValuesOf>({
  bookmarkName: { id: 'bookmarks.toggle.name', defaultMessage: 'Merken: {name}' },
  removeName: { id: 'bookmarks.page.removeName', defaultMessage: 'Entfernen: {name}' },
  removed: {
    id: 'bookmarks.page.removed',
    defaultMessage: '„{name}“ wurde vom Merkzettel entfernt.',
  },
  count: {
    id: 'bookmarks.page.count',
    defaultMessage: '{count, plural, one {# Kurs} other {# Kurse}} auf Ihrem Merkzettel',
  },
});

/** The texts of the Merkzettel, German by default. */
export const bookmarkMessages = { ...plainMessages, ...messagesWithValues };
