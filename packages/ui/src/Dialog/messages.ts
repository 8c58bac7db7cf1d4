import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  close: {
    id: 'ui.dialog.close',
    defaultMessage: 'Dialog schließen',
    description: 'Accessible name of the icon button in the corner of every dialog.',
  },
});
