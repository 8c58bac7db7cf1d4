import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  dismiss: { id: 'ui.alert.dismiss', defaultMessage: 'Hinweis schließen' },
});
