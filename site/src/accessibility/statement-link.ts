import { defineMessage } from 'react-intl';

/**
 * The footer's link to the accessibility statement, on every page of every domain: a file of its
 * own, so that the app shell does not carry the statement's texts.
 */
export const statementLink = defineMessage({
  id: 'accessibility.statement.link',
  defaultMessage: 'Barrierefreiheit',
});

/** Where the statement is. */
export const statementPath = '/barrierefreiheit';
