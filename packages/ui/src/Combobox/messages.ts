import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loading: { id: 'ui.combobox.loading', defaultMessage: 'Vorschläge werden geladen …' },
});

export const en: Record<string, string> = {
  'ui.combobox.loading': 'Loading suggestions …',
};
