import { defineMessages } from 'react-intl';

/** The text search's own texts; its title and placeholder are message ids from its config. */
export const messages = defineMessages({
  label: { id: 'modules.textSearch.label', defaultMessage: 'Suchbegriff' },
  submit: { id: 'modules.textSearch.submit', defaultMessage: 'Suchen' },
});
