import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  opensInNewTab: {
    id: 'ui.link.opensInNewTab',
    defaultMessage: '(öffnet in einem neuen Tab)',
  },
});
