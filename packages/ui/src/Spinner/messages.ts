import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loading: { id: 'ui.spinner.loading', defaultMessage: 'Wird geladen …' },
});

export const en: Record<string, string> = {
  'ui.spinner.loading': 'Loading …',
};
