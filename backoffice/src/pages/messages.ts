import { defineMessages } from 'react-intl';

/** The overview and the states every page shares, German by default. */
const plainMessages = defineMessages({
  overviewTitle: { id: 'backoffice.overview.title', defaultMessage: 'Übersicht' },
  overviewStaff: {
    id: 'backoffice.overview.staff',
    defaultMessage: 'Sie arbeiten für diese Veranstalter:',
  },
  overviewOperator: {
    id: 'backoffice.overview.operator',
    defaultMessage:
      'Als Betreiber öffnen Sie die Daten eines Veranstalters mit einer Sitzung, deren Grund im Protokoll steht.',
  },
  overviewNone: {
    id: 'backoffice.overview.none',
    defaultMessage:
      'Ihrem Konto ist kein Veranstalter zugeordnet. Bitte wenden Sie sich an den Betreiber.',
  },
  organizersCaption: { id: 'backoffice.overview.organizers', defaultMessage: 'Veranstalter' },
  loading: { id: 'backoffice.page.loading', defaultMessage: 'Wird geladen …' },
  loadFailed: {
    id: 'backoffice.page.loadFailed',
    defaultMessage: 'Die Daten konnten nicht geladen werden. Bitte laden Sie die Seite neu.',
  },
  noAccess: {
    id: 'backoffice.page.noAccess',
    defaultMessage: 'Für diesen Bereich haben Sie keine Rechte.',
  },
  sessionNeededText: {
    id: 'backoffice.page.sessionNeeded.text',
    defaultMessage:
      'Starten Sie eine Sitzung mit einem Grund, um die Daten dieses Veranstalters zu sehen.',
  },
});

/** Texts with placeholders, typed so `formatMessage` asks for their values. */
const messagesWithValues = defineMessages<{
  sessionNeededTitle: { organizer: string };
}>({
  sessionNeededTitle: {
    id: 'backoffice.page.sessionNeeded.title',
    defaultMessage: '{organizer}: Sitzung nötig',
  },
});

export const pageMessages = { ...plainMessages, ...messagesWithValues };
