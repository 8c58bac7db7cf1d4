import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  acceptAll: {
    id: 'ui.consentBanner.acceptAll',
    defaultMessage: 'Alle akzeptieren',
    description: 'Grants every category of the consent banner.',
  },
  necessaryOnly: {
    id: 'ui.consentBanner.necessaryOnly',
    defaultMessage: 'Nur notwendige',
    description: 'Grants only the categories that cannot be switched off.',
  },
  settings: {
    id: 'ui.consentBanner.settings',
    defaultMessage: 'Einstellungen',
    description: 'Shows or hides the checkboxes per category.',
  },
  save: {
    id: 'ui.consentBanner.save',
    defaultMessage: 'Auswahl speichern',
    description: 'Grants the categories checked in the settings.',
  },
  categories: {
    id: 'ui.consentBanner.categories',
    defaultMessage: 'Kategorien',
    description: 'Legend of the checkboxes per category.',
  },
});
