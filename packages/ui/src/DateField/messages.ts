import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  placeholder: { id: 'ui.dateField.placeholder', defaultMessage: 'TT.MM.JJJJ' },
  invalid: {
    id: 'ui.dateField.invalid',
    defaultMessage: 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.',
  },
  impossible: {
    id: 'ui.dateField.impossible',
    defaultMessage: 'Dieses Datum gibt es nicht. Bitte prüfen Sie Tag und Monat.',
  },
});
