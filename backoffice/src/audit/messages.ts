import { defineMessages } from 'react-intl';

/** The audit trail page, German by default. */
export const auditMessages = defineMessages({
  title: { id: 'backoffice.audit.title', defaultMessage: 'Protokoll' },
  intro: {
    id: 'backoffice.audit.intro',
    defaultMessage:
      'Jede Änderung mit Person, Zeitpunkt und Grund, die neuesten zuerst. Sie sehen die Einträge, zu denen Sie Rechte haben.',
  },
  filters: { id: 'backoffice.audit.filters', defaultMessage: 'Einträge filtern' },
  objectType: { id: 'backoffice.audit.objectType', defaultMessage: 'Objektart' },
  objectTypeHelp: {
    id: 'backoffice.audit.objectTypeHelp',
    defaultMessage: 'Zum Beispiel staff oder operatorSession',
  },
  objectId: { id: 'backoffice.audit.objectId', defaultMessage: 'Objektnummer' },
  actor: { id: 'backoffice.audit.actor', defaultMessage: 'Person (E-Mail-Adresse)' },
  from: { id: 'backoffice.audit.from', defaultMessage: 'Von' },
  until: { id: 'backoffice.audit.until', defaultMessage: 'Bis' },
  apply: { id: 'backoffice.audit.apply', defaultMessage: 'Filtern' },
  reset: { id: 'backoffice.audit.reset', defaultMessage: 'Filter zurücksetzen' },
  caption: { id: 'backoffice.audit.caption', defaultMessage: 'Einträge im Protokoll' },
  at: { id: 'backoffice.audit.at', defaultMessage: 'Zeitpunkt' },
  person: { id: 'backoffice.audit.person', defaultMessage: 'Person' },
  object: { id: 'backoffice.audit.object', defaultMessage: 'Objekt' },
  action: { id: 'backoffice.audit.action', defaultMessage: 'Änderung' },
  reason: { id: 'backoffice.audit.reason', defaultMessage: 'Grund' },
  operator: { id: 'backoffice.audit.operator', defaultMessage: 'Betreiber' },
  noReason: { id: 'backoffice.audit.noReason', defaultMessage: 'ohne Grund' },
  empty: {
    id: 'backoffice.audit.empty',
    defaultMessage: 'Keine Einträge für diese Filter.',
  },
  older: { id: 'backoffice.audit.older', defaultMessage: 'Ältere Einträge' },
  loadFailed: {
    id: 'backoffice.audit.loadFailed',
    defaultMessage: 'Das Protokoll konnte nicht geladen werden. Bitte prüfen Sie die Filter.',
  },
});
