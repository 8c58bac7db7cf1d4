import { defineMessages } from 'react-intl';

const plainMessages = defineMessages({
  title: { id: 'dashboard.title', defaultMessage: 'Kundenbereich' },
  navigation: { id: 'dashboard.navigation', defaultMessage: 'Kundenbereich' },
  pageOverview: { id: 'dashboard.page.overview', defaultMessage: 'Übersicht' },
  pageCourses: { id: 'dashboard.page.courses', defaultMessage: 'Meine Kurse' },
  pageFavorites: { id: 'dashboard.page.favorites', defaultMessage: 'Suchfavoriten' },
  pageBookmarks: { id: 'dashboard.page.bookmarks', defaultMessage: 'Merkzettel' },
  pageMyData: { id: 'dashboard.page.myData', defaultMessage: 'Meine Daten' },
  pageState: { id: 'dashboard.page.state', defaultMessage: 'Mein Fortbildungsstatus' },
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
    defaultMessage: 'Ihre Fortbildungsstunden im Jahr und Ihre Bescheinigungen.',
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
  myDataBusiness: { id: 'dashboard.myData.business', defaultMessage: 'Für Unternehmen' },
  myDataBusinessText: {
    id: 'dashboard.myData.businessText',
    defaultMessage:
      'Buchen Sie für ein Unternehmen oder eine Behörde? Ihre nächste Bestellung übernimmt diese Angaben für die Rechnung.',
  },
  myDataCompany: { id: 'dashboard.myData.company', defaultMessage: 'Firma' },
  myDataCompanyRequired: {
    id: 'dashboard.myData.companyRequired',
    defaultMessage: 'Bitte geben Sie zur USt-IdNr. den Namen Ihrer Firma an.',
  },
  myDataVatId: { id: 'dashboard.myData.vatId', defaultMessage: 'USt-IdNr.' },
  myDataVatIdHelp: {
    id: 'dashboard.myData.vatIdHelp',
    defaultMessage: 'Mit Länderkennung, z. B. DE136695976.',
  },
  myDataVatIdFormat: {
    id: 'dashboard.myData.vatIdFormat',
    defaultMessage:
      'Das ist keine USt-IdNr. eines EU-Landes in dessen Format. Bitte geben Sie sie mit Länderkennung an, z. B. ATU13585627.',
  },
  myDataVatIdChecksum: {
    id: 'dashboard.myData.vatIdChecksum',
    defaultMessage: 'Die Prüfziffer dieser USt-IdNr. stimmt nicht. Bitte prüfen Sie die Ziffern.',
  },
  myDataBuyerReference: { id: 'dashboard.myData.buyerReference', defaultMessage: 'Leitweg-ID' },
  myDataBuyerReferenceHelp: {
    id: 'dashboard.myData.buyerReferenceHelp',
    defaultMessage: 'Für öffentliche Auftraggeber: die Leitweg-ID Ihrer E-Rechnungen.',
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
  myDataChangeEmail: {
    id: 'dashboard.myData.changeEmail',
    defaultMessage: 'E-Mail-Adresse ändern',
  },
  myDataEmailFailed: {
    id: 'dashboard.myData.emailFailed',
    defaultMessage: 'Die Seite zum Ändern der E-Mail-Adresse kann gerade nicht geöffnet werden.',
  },
  coursesUpcoming: { id: 'dashboard.courses.upcoming', defaultMessage: 'Anstehende Kurse' },
  coursesNoneUpcoming: {
    id: 'dashboard.courses.noneUpcoming',
    defaultMessage: 'Sie haben derzeit keine anstehenden Kurse gebucht.',
  },
  coursesEmpty: {
    id: 'dashboard.courses.empty',
    defaultMessage: 'Sie haben noch keine Kurse gebucht.',
  },
  coursesFind: { id: 'dashboard.courses.find', defaultMessage: 'Kurse finden' },
  coursesFailed: {
    id: 'dashboard.courses.failed',
    defaultMessage:
      'Ihre Kurse können gerade nicht geladen werden. Bitte versuchen Sie es später erneut.',
  },
  coursesRetry: { id: 'dashboard.courses.retry', defaultMessage: 'Erneut laden' },
  coursesMoreUpcoming: {
    id: 'dashboard.courses.moreUpcoming',
    defaultMessage: 'Weitere anstehende Kurse anzeigen',
  },
  coursesDate: { id: 'dashboard.courses.date', defaultMessage: 'Termin' },
  coursesPlace: { id: 'dashboard.courses.place', defaultMessage: 'Ort' },
  coursesOnline: { id: 'dashboard.courses.online', defaultMessage: 'Online' },
  coursesSelfStudy: { id: 'dashboard.courses.selfStudy', defaultMessage: 'Selbststudium' },
  coursesOrganizer: { id: 'dashboard.courses.organizer', defaultMessage: 'Veranstalter' },
  coursesOrder: { id: 'dashboard.courses.order', defaultMessage: 'Bestellnummer' },
  coursesStatus: { id: 'dashboard.courses.status', defaultMessage: 'Status' },
  statusBOOKED: { id: 'dashboard.courses.status.booked', defaultMessage: 'Gebucht' },
  statusAWAITING_PAYMENT: {
    id: 'dashboard.courses.status.awaitingPayment',
    defaultMessage: 'Zahlung ausstehend',
  },
  statusPAID: { id: 'dashboard.courses.status.paid', defaultMessage: 'Bezahlt' },
  statusCANCELLED: { id: 'dashboard.courses.status.cancelled', defaultMessage: 'Storniert' },
  statusWITHDRAWN: { id: 'dashboard.courses.status.withdrawn', defaultMessage: 'Widerrufen' },
  coursesCancel: { id: 'dashboard.courses.cancel', defaultMessage: 'Stornieren' },
  coursesWithdraw: { id: 'dashboard.courses.withdraw', defaultMessage: 'Widerrufen' },
  coursesParticipant: { id: 'dashboard.courses.participant', defaultMessage: 'Teilnehmer/in' },
  substituteOpen: {
    id: 'dashboard.courses.substitute.open',
    defaultMessage: 'Ersatzteilnehmer benennen',
  },
  substituteDescription: {
    id: 'dashboard.courses.substitute.description',
    defaultMessage:
      'Die neue Person erhält die Teilnahmebestätigung; die bisherige Person und der Veranstalter werden per E-Mail informiert. Die Rechnung bleibt bei Ihnen.',
  },
  substituteSubmit: { id: 'dashboard.courses.substitute.submit', defaultMessage: 'Benennen' },
  substituteCancel: { id: 'dashboard.courses.substitute.cancel', defaultMessage: 'Abbrechen' },
  substituteClose: { id: 'dashboard.courses.substitute.close', defaultMessage: 'Schließen' },
  substituteNamed: {
    id: 'dashboard.courses.substitute.named',
    defaultMessage: 'Die Ersatzperson ist benannt. Alle Beteiligten erhalten eine E-Mail.',
  },
  substituteClosed: {
    id: 'dashboard.courses.substitute.closed',
    defaultMessage:
      'Der Kurs hat begonnen oder die Buchung ist storniert: Die teilnehmende Person kann nicht mehr geändert werden.',
  },
  substituteFailed: {
    id: 'dashboard.courses.substitute.failed',
    defaultMessage: 'Die Änderung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  },
  coursesDownloadFailed: {
    id: 'dashboard.courses.downloadFailed',
    defaultMessage: 'Das Dokument kann gerade nicht geladen werden. Bitte versuchen Sie es erneut.',
  },
});

type ValuesOf = {
  welcome: { name: string };
  coursesYear: { year: number };
  coursesShowYear: { year: number };
  coursesInvoice: { number: string };
  coursesCancellationInvoice: { number: string };
  coursesFeeInvoice: { number: string };
  substituteTitle: { course: string };
};

/** Texts with placeholders, typed so `formatMessage` asks for their values. */
const messagesWithValues = defineMessages<ValuesOf>({
  welcome: { id: 'dashboard.overview.welcome', defaultMessage: 'Willkommen, {name}!' },
  coursesYear: { id: 'dashboard.courses.year', defaultMessage: 'Kurse {year}' },
  coursesShowYear: {
    id: 'dashboard.courses.showYear',
    defaultMessage: 'Kurse aus {year} anzeigen',
  },
  coursesInvoice: { id: 'dashboard.courses.invoice', defaultMessage: 'Rechnung {number} (PDF)' },
  coursesCancellationInvoice: {
    id: 'dashboard.courses.cancellationInvoice',
    defaultMessage: 'Stornorechnung {number} (PDF)',
  },
  coursesFeeInvoice: {
    id: 'dashboard.courses.feeInvoice',
    defaultMessage: 'Rechnung der Stornogebühr {number} (PDF)',
  },
  substituteTitle: {
    id: 'dashboard.courses.substitute.title',
    defaultMessage: 'Ersatzteilnehmer/in für {course}',
  },
});

/** The texts of the customer dashboard, German by default. */
export const dashboardMessages = { ...plainMessages, ...messagesWithValues };
