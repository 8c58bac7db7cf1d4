import { defineMessages } from 'react-intl';

const plainMessages = defineMessages({
  loading: {
    id: 'modules.organizerInfo.loading',
    defaultMessage: 'Die Veranstalter werden geladen.',
  },
  unavailable: {
    id: 'modules.organizerInfo.unavailable',
    defaultMessage:
      'Die Veranstalter können gerade nicht angezeigt werden. Bitte versuchen Sie es später noch einmal.',
  },
});

/** Texts with placeholders, typed so `formatMessage` asks for their values. */
const messagesWithValues = defineMessages<{ courses: { count: number } }>({
  courses: {
    id: 'modules.organizerInfo.courses',
    defaultMessage: '{count, plural, =0 {Zurzeit keine Kurse} one {# Kurs} other {# Kurse}}',
  },
});

/** The organizer overview's own texts; its title is a message id from the module's config. */
export const messages = { ...plainMessages, ...messagesWithValues };
