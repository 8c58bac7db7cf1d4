import { defineMessages } from 'react-intl';

/** The address fields' names, the same in the checkout and on Meine Daten. */
export const addressMessages = defineMessages({
  name: { id: 'form.address.name', defaultMessage: 'Vorname' },
  lastname: { id: 'form.address.lastname', defaultMessage: 'Nachname' },
  street: { id: 'form.address.street', defaultMessage: 'Straße und Hausnummer' },
  zipCode: { id: 'form.address.zipCode', defaultMessage: 'Postleitzahl' },
  city: { id: 'form.address.city', defaultMessage: 'Ort' },
  country: { id: 'form.address.country', defaultMessage: 'Land' },
  chooseCountry: { id: 'form.address.chooseCountry', defaultMessage: 'Bitte wählen' },
});

/** The participant of a booked course (Teilnehmer/in): in the checkout and in Meine Kurse. */
export const participantMessages = defineMessages({
  firstName: { id: 'form.participant.firstName', defaultMessage: 'Vorname' },
  lastName: { id: 'form.participant.lastName', defaultMessage: 'Nachname' },
  email: { id: 'form.participant.email', defaultMessage: 'E-Mail-Adresse' },
  nameRequired: {
    id: 'form.participant.nameRequired',
    defaultMessage: 'Bitte geben Sie den Namen an.',
  },
  nameTooLong: {
    id: 'form.participant.nameTooLong',
    defaultMessage: 'Der Name darf höchstens 100 Zeichen lang sein.',
  },
  emailInvalid: {
    id: 'form.participant.emailInvalid',
    defaultMessage: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  },
  unstorable: {
    id: 'form.participant.unstorable',
    defaultMessage: 'Diese Angabe enthält ein Zeichen, das wir nicht speichern können.',
  },
});
