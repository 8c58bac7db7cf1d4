import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  insteadOf: { id: 'ui.price.insteadOf', defaultMessage: 'statt' },
});
