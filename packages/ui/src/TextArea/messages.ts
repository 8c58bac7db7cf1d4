import { defineMessages } from 'react-intl';

type CountValues = { count: number; max: number };

export const messages = defineMessages<{ count: CountValues; countLabel: CountValues }>({
  count: { id: 'ui.textArea.count', defaultMessage: '{count} / {max}' },
  countLabel: { id: 'ui.textArea.countLabel', defaultMessage: '{count} von {max} Zeichen' },
});
