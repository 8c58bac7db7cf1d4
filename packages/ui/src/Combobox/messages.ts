import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loading: { id: 'ui.combobox.loading', defaultMessage: 'Vorschläge werden geladen …' },
});
