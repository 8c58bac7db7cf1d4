import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  insteadOf: { id: 'ui.price.insteadOf', defaultMessage: 'statt' },
});

export const en: Record<string, string> = {
  'ui.price.insteadOf': 'instead of',
};
