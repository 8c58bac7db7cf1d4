import { defineMessages } from 'react-intl';

/** The texts of the back office's frame, German by default. */
const plainMessages = defineMessages({
  title: { id: 'backoffice.shell.title', defaultMessage: 'Kursmarkt Verwaltung' },
  skipLink: { id: 'backoffice.shell.skipLink', defaultMessage: 'Zum Inhalt springen' },
  navigation: { id: 'backoffice.shell.navigation', defaultMessage: 'Bereiche' },
  start: { id: 'backoffice.shell.start', defaultMessage: 'Übersicht' },
  organizer: { id: 'backoffice.shell.organizer', defaultMessage: 'Veranstalter' },
  chooseOrganizer: {
    id: 'backoffice.shell.chooseOrganizer',
    defaultMessage: 'Veranstalter wählen',
  },
  signOut: { id: 'backoffice.shell.signOut', defaultMessage: 'Abmelden' },
  otherLanguage: { id: 'backoffice.shell.otherLanguage', defaultMessage: 'English' },
});

/** Texts with placeholders, typed so `formatMessage` asks for their values. */
const messagesWithValues = defineMessages<{
  signedInAs: { name: string };
}>({
  signedInAs: {
    id: 'backoffice.shell.signedInAs',
    defaultMessage: 'Angemeldet als {name}',
  },
});

export const shellMessages = { ...plainMessages, ...messagesWithValues };
