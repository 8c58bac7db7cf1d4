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
