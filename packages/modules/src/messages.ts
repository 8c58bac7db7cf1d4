import { defineMessages } from 'react-intl';

/**
 * The few texts the modules own (everything else is a message id from the module's config).
 * A domain may override any of them in its `labels`, like every built-in text.
 */
export const modulesMessages = defineMessages({
  scopesLoading: {
    id: 'modules.scopeOverview.loading',
    defaultMessage: 'Die Fachgebiete werden geladen.',
  },
  scopesUnavailable: {
    id: 'modules.scopeOverview.unavailable',
    defaultMessage:
      'Die Fachgebiete können gerade nicht angezeigt werden. Bitte versuchen Sie es später noch einmal.',
  },
});
