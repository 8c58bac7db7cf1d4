import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  dismiss: { id: 'ui.alert.dismiss', defaultMessage: 'Hinweis schließen' },
});

export const en: Record<string, string> = {
  'ui.alert.dismiss': 'Dismiss',
};
