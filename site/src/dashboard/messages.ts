import { defineMessages } from 'react-intl';

const plainMessages = defineMessages({
  title: { id: 'dashboard.title', defaultMessage: 'Kundenbereich' },
  navigation: { id: 'dashboard.navigation', defaultMessage: 'Kundenbereich' },
  pageOverview: { id: 'dashboard.page.overview', defaultMessage: 'Übersicht' },
  pageCourses: { id: 'dashboard.page.courses', defaultMessage: 'Meine Kurse' },
  pageFavorites: { id: 'dashboard.page.favorites', defaultMessage: 'Suchfavoriten' },
  pageBookmarks: { id: 'dashboard.page.bookmarks', defaultMessage: 'Merkzettel' },
  pageMyData: { id: 'dashboard.page.myData', defaultMessage: 'Meine Daten' },
  pageState: { id: 'dashboard.page.state', defaultMessage: 'Mein Status' },
  describeCourses: {
    id: 'dashboard.describe.courses',
    defaultMessage: 'Ihre gebuchten Kurse, Rechnungen und Bescheinigungen.',
  },
  describeFavorites: {
    id: 'dashboard.describe.favorites',
    defaultMessage: 'Gespeicherte Suchen, um passende Kurse schnell wiederzufinden.',
  },
  describeBookmarks: {
    id: 'dashboard.describe.bookmarks',
    defaultMessage: 'Kurse, die Sie sich für später vorgemerkt haben.',
  },
  describeMyData: {
    id: 'dashboard.describe.myData',
    defaultMessage: 'Name und Anschrift für Ihre Buchungen, Ihr Passwort.',
  },
  describeState: {
    id: 'dashboard.describe.state',
    defaultMessage: 'Ihre Fortbildungsstunden im Jahr und Ihre Nachweise.',
  },
  laterText: {
    id: 'dashboard.later.text',
    defaultMessage:
      'Dieser Bereich folgt mit einer der nächsten Versionen. Bis dahin finden Sie hier noch keine Einträge.',
  },
  overviewIntro: {
    id: 'dashboard.overview.intro',
    defaultMessage: 'In Ihrem Kundenbereich finden Sie:',
  },
  myDataIntro: {
    id: 'dashboard.myData.intro',
    defaultMessage: 'Diese Angaben verwenden wir für Ihre Buchungen und Rechnungen.',
  },
  myDataEmail: { id: 'dashboard.myData.email', defaultMessage: 'E-Mail-Adresse' },
  myDataEmailHelp: {
    id: 'dashboard.myData.emailHelp',
    defaultMessage: 'Mit dieser Adresse melden Sie sich an.',
  },
  myDataName: { id: 'dashboard.myData.name', defaultMessage: 'Vorname' },
  myDataLastname: { id: 'dashboard.myData.lastname', defaultMessage: 'Nachname' },
  myDataStreet: { id: 'dashboard.myData.street', defaultMessage: 'Straße und Hausnummer' },
  myDataZipCode: { id: 'dashboard.myData.zipCode', defaultMessage: 'Postleitzahl' },
  myDataCity: { id: 'dashboard.myData.city', defaultMessage: 'Ort' },
  myDataCountry: { id: 'dashboard.myData.country', defaultMessage: 'Land' },
  myDataChooseCountry: { id: 'dashboard.myData.chooseCountry', defaultMessage: 'Bitte wählen' },
  myDataSave: { id: 'dashboard.myData.save', defaultMessage: 'Speichern' },
  myDataSaved: { id: 'dashboard.myData.saved', defaultMessage: 'Ihre Daten wurden gespeichert.' },
  myDataSaveFailed: {
    id: 'dashboard.myData.saveFailed',
    defaultMessage:
      'Ihre Daten konnten nicht gespeichert werden. Bitte versuchen Sie es später noch einmal.',
  },
  myDataLoadFailed: {
    id: 'dashboard.myData.loadFailed',
    defaultMessage: 'Ihre Daten können gerade nicht geladen werden.',
  },
  myDataRetry: { id: 'dashboard.myData.retry', defaultMessage: 'Erneut versuchen' },
  myDataFixErrors: {
    id: 'dashboard.myData.fixErrors',
    defaultMessage: 'Bitte prüfen Sie die markierten Felder.',
  },
  myDataNameRequired: {
    id: 'dashboard.myData.nameRequired',
    defaultMessage: 'Bitte geben Sie Ihren Vornamen an.',
  },
  myDataLastnameRequired: {
    id: 'dashboard.myData.lastnameRequired',
    defaultMessage: 'Bitte geben Sie Ihren Nachnamen an.',
  },
  myDataCountryRequired: {
    id: 'dashboard.myData.countryRequired',
    defaultMessage: 'Bitte wählen Sie ein Land aus der Liste.',
  },
  myDataZipCodeGerman: {
    id: 'dashboard.myData.zipCodeGerman',
    defaultMessage: 'Bitte geben Sie eine fünfstellige Postleitzahl an.',
  },
  myDataZipCodeInvalid: {
    id: 'dashboard.myData.zipCodeInvalid',
    defaultMessage: 'Bitte geben Sie eine gültige Postleitzahl an.',
  },
  myDataTooLong: {
    id: 'dashboard.myData.tooLong',
    defaultMessage: 'Dieser Eintrag ist zu lang. Bitte kürzen Sie ihn.',
  },
  myDataUnstorable: {
    id: 'dashboard.myData.unstorable',
    defaultMessage:
      'Dieser Eintrag enthält ein Zeichen, das wir nicht speichern können. Bitte entfernen Sie es.',
  },
  myDataFieldRejected: {
    id: 'dashboard.myData.fieldRejected',
    defaultMessage: 'Diesen Eintrag können wir so nicht annehmen. Bitte prüfen Sie ihn.',
  },
  myDataPassword: { id: 'dashboard.myData.password', defaultMessage: 'Passwort' },
  myDataPasswordText: {
    id: 'dashboard.myData.passwordText',
    defaultMessage: 'Ihr Passwort ändern Sie auf der Seite unserer Anmeldung.',
  },
  myDataChangePassword: {
    id: 'dashboard.myData.changePassword',
    defaultMessage: 'Passwort ändern',
  },
  myDataPasswordFailed: {
    id: 'dashboard.myData.passwordFailed',
    defaultMessage: 'Die Seite zum Ändern des Passworts kann gerade nicht geöffnet werden.',
  },
});

type ValuesOf = {
  welcome: { name: string };
};

/** Texts with placeholders, typed so `formatMessage` asks for their values. */
const messagesWithValues = defineMessages<ValuesOf>({
  welcome: { id: 'dashboard.overview.welcome', defaultMessage: 'Willkommen, {name}!' },
});

/** The texts of the customer dashboard, German by default. */
export const dashboardMessages = { ...plainMessages, ...messagesWithValues };

/** The German text of every id in `dashboardMessages`. */
export const dashboardMessagesDe: Record<string, string> = Object.fromEntries(
  Object.values(dashboardMessages).map(({ id, defaultMessage }) => [id, defaultMessage]),
);

/** The English text of every id in `dashboardMessages`. */
export const dashboardMessagesEn: Record<string, string> = {
  'dashboard.title': 'Customer area',
  'dashboard.navigation': 'Customer area',
  'dashboard.page.overview': 'Overview',
  'dashboard.page.courses': 'My courses',
  'dashboard.page.favorites': 'Search favorites',
  'dashboard.page.bookmarks': 'Bookmark list',
  'dashboard.page.myData': 'My data',
  'dashboard.page.state': 'My status',
  'dashboard.describe.courses': 'Your booked courses, invoices and certificates.',
  'dashboard.describe.favorites': 'Saved searches to find matching courses again quickly.',
  'dashboard.describe.bookmarks': 'Courses you have noted for later.',
  'dashboard.describe.myData': 'Name and address for your bookings, your password.',
  'dashboard.describe.state': 'Your training hours per year and your certificates.',
  'dashboard.later.text':
    'This area comes with one of the next versions. Until then there are no entries here yet.',
  'dashboard.overview.intro': 'In your customer area you find:',
  'dashboard.overview.welcome': 'Welcome, {name}!',
  'dashboard.myData.intro': 'We use these details for your bookings and invoices.',
  'dashboard.myData.email': 'E-mail address',
  'dashboard.myData.emailHelp': 'You log in with this address.',
  'dashboard.myData.name': 'First name',
  'dashboard.myData.lastname': 'Last name',
  'dashboard.myData.street': 'Street and number',
  'dashboard.myData.zipCode': 'Postal code',
  'dashboard.myData.city': 'City',
  'dashboard.myData.country': 'Country',
  'dashboard.myData.chooseCountry': 'Please choose',
  'dashboard.myData.save': 'Save',
  'dashboard.myData.saved': 'Your data has been saved.',
  'dashboard.myData.saveFailed': 'Your data could not be saved. Please try again later.',
  'dashboard.myData.loadFailed': 'Your data cannot be loaded right now.',
  'dashboard.myData.retry': 'Try again',
  'dashboard.myData.fixErrors': 'Please check the marked fields.',
  'dashboard.myData.nameRequired': 'Please enter your first name.',
  'dashboard.myData.lastnameRequired': 'Please enter your last name.',
  'dashboard.myData.countryRequired': 'Please choose a country from the list.',
  'dashboard.myData.zipCodeGerman': 'Please enter a five-digit postal code.',
  'dashboard.myData.zipCodeInvalid': 'Please enter a valid postal code.',
  'dashboard.myData.tooLong': 'This entry is too long. Please shorten it.',
  'dashboard.myData.unstorable':
    'This entry contains a character we cannot store. Please remove it.',
  'dashboard.myData.fieldRejected': 'We cannot accept this entry as it is. Please check it.',
  'dashboard.myData.password': 'Password',
  'dashboard.myData.passwordText': 'You change your password on the page of our sign-in.',
  'dashboard.myData.changePassword': 'Change password',
  'dashboard.myData.passwordFailed': 'The page to change your password cannot be opened right now.',
};
