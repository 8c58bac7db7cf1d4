import { defineMessages } from 'react-intl';

/** The provider's course overview's own texts; its title is a message id from its config. */
export const messages = defineMessages({
  loading: {
    id: 'modules.educationProviderCourses.loading',
    defaultMessage: 'Die Termine werden geladen.',
  },
  unavailable: {
    id: 'modules.educationProviderCourses.unavailable',
    defaultMessage:
      'Die Termine können gerade nicht angezeigt werden. Bitte versuchen Sie es später noch einmal.',
  },
  online: { id: 'modules.educationProviderCourses.online', defaultMessage: 'Online' },
  selfStudy: {
    id: 'modules.educationProviderCourses.selfStudy',
    defaultMessage: 'Selbststudium, Beginn jederzeit',
  },
});
