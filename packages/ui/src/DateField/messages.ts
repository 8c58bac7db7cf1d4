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

export const en: Record<string, string> = {
  'ui.dateField.placeholder': 'DD.MM.YYYY',
  'ui.dateField.invalid': 'Please enter a valid date as DD.MM.YYYY.',
  'ui.dateField.impossible': 'This date does not exist. Please check the day and month.',
};
