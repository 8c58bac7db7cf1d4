import { defineMessages } from 'react-intl';

/** The text search's own texts; its title and placeholder are message ids from its config. */
export const messages = defineMessages({
  label: { id: 'modules.textSearch.label', defaultMessage: 'Suchbegriff' },
  submit: { id: 'modules.textSearch.submit', defaultMessage: 'Suchen' },
});

/** The English text of every id in `messages`. */
export const en: Record<string, string> = {
  'modules.textSearch.label': 'Search term',
  'modules.textSearch.submit': 'Search',
};
