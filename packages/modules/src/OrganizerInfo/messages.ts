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

/** The English text of every id in `messages`. */
export const en: Record<string, string> = {
  'modules.organizerInfo.courses':
    '{count, plural, =0 {No courses at the moment} one {# course} other {# courses}}',
  'modules.organizerInfo.loading': 'The organizers are loading.',
  'modules.organizerInfo.unavailable':
    'The organizers cannot be shown right now. Please try again later.',
};
