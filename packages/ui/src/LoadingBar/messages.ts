import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'ui.loadingBar.label', defaultMessage: 'Seite wird geladen' },
});
