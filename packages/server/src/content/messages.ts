import { defineMessages } from '@formatjs/intl';

/** The mail a contact request sends to the domain's address, German by default. */
export const contactMailMessages = defineMessages<{ text: { sender: string; message: string } }>({
  text: {
    id: 'mail.contact.text',
    defaultMessage: '{sender} schreibt über das Kontaktformular:\n\n{message}\n',
  },
});
