import { defineMessages } from 'react-intl';

const plainMessages = defineMessages({
  title: { id: 'dashboard.title', defaultMessage: 'Kundenbereich' },
  navigation: { id: 'dashboard.navigation', defaultMessage: 'Kundenbereich' },
  pageOverview: { id: 'dashboard.page.overview', defaultMessage: 'Übersicht' },
  pageCourses: { id: 'dashboard.page.courses', defaultMessage: 'Meine Kurse' },
  pageManualOrder: {
    id: 'dashboard.page.manualOrder',
    defaultMessage: 'Externe Fortbildung',
  },
  pageCredits: { id: 'dashboard.page.credits', defaultMessage: 'Guthaben' },
  pageFavorites: { id: 'dashboard.page.favorites', defaultMessage: 'Suchfavoriten' },
  pageBookmarks: { id: 'dashboard.page.bookmarks', defaultMessage: 'Merkzettel' },
  pageMyData: { id: 'dashboard.page.myData', defaultMessage: 'Meine Daten' },
  pageState: { id: 'dashboard.page.state', defaultMessage: 'Mein Fortbildungsstatus' },
  describeCourses: {
    id: 'dashboard.describe.courses',
    defaultMessage: 'Ihre gebuchten Kurse, Rechnungen und Bescheinigungen.',
  },
  describeCredits: {
    id: 'dashboard.describe.credits',
    defaultMessage: 'Ihre Seminar-Pakete mit den Stunden, die Ihnen bleiben.',
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
  myDataExport: { id: 'dashboard.myData.export', defaultMessage: 'Meine Daten herunterladen' },
  myDataExportText: {
    id: 'dashboard.myData.exportText',
    defaultMessage:
      'Alles, was wir zu Ihrem Konto gespeichert haben: lesbar als PDF (Auskunft nach Art. 15 DSGVO) oder maschinenlesbar als JSON-Datei (Art. 20 DSGVO).',
  },
  myDataExportPdf: { id: 'dashboard.myData.exportPdf', defaultMessage: 'Als PDF herunterladen' },
  myDataExportJson: {
    id: 'dashboard.myData.exportJson',
    defaultMessage: 'Als JSON-Datei herunterladen',
  },
  myDataExportFailed: {
    id: 'dashboard.myData.exportFailed',
    defaultMessage:
      'Ihre Daten können gerade nicht zusammengestellt werden. Bitte versuchen Sie es erneut.',
  },
  myDataDelete: { id: 'dashboard.myData.delete', defaultMessage: 'Konto löschen' },
  myDataDeleteText: {
    id: 'dashboard.myData.deleteText',
    defaultMessage:
      'Wenn Sie Ihr Konto löschen, entfernen wir Ihre Anmeldung, Ihre Anschrift, Ihren Merkzettel, Ihre Warenkörbe, Ihre Newsletter-Anmeldung und Ihre Anfragen auf Wartelisten. Rechnungen und die Bestellungen dazu bewahren wir zehn Jahre lang auf, mit Name und Anschrift, wie sie auf der Rechnung stehen (§ 147 AO, § 14b UStG). Restguthaben aus Kontingenten verfallen.',
  },
  myDataDeleteOpenText: {
    id: 'dashboard.myData.deleteOpenText',
    defaultMessage:
      'Solange eine Bestellung noch nicht bezahlt ist oder ein gebuchter Termin noch bevorsteht, bleibt Ihr Konto bestehen: Stornieren Sie die Buchung zuerst oder löschen Sie Ihr Konto nach dem letzten Termin.',
  },
  deleteOpen: { id: 'dashboard.delete.open', defaultMessage: 'Konto löschen' },
  deleteTitle: { id: 'dashboard.delete.title', defaultMessage: 'Konto endgültig löschen?' },
  deleteDescription: {
    id: 'dashboard.delete.description',
    defaultMessage: 'Das lässt sich nicht rückgängig machen. Danach werden Sie abgemeldet.',
  },
  deleteKept: {
    id: 'dashboard.delete.kept',
    defaultMessage:
      'Ihre Rechnungen und die Bestellungen dazu bewahren wir für die gesetzliche Frist von zehn Jahren auf; alles andere löschen wir sofort.',
  },
  deleteEmail: {
    id: 'dashboard.delete.email',
    defaultMessage: 'Ihre E-Mail-Adresse zur Bestätigung',
  },
  deleteEmailMismatch: {
    id: 'dashboard.delete.emailMismatch',
    defaultMessage: 'Das ist nicht die E-Mail-Adresse Ihres Kontos.',
  },
  deleteCancel: { id: 'dashboard.delete.cancel', defaultMessage: 'Abbrechen' },
  deleteConfirm: { id: 'dashboard.delete.confirm', defaultMessage: 'Konto endgültig löschen' },
  deleteOpenBookings: {
    id: 'dashboard.delete.openBookings',
    defaultMessage:
      'Sie haben noch eine unbezahlte Bestellung oder einen bevorstehenden Termin. Bitte stornieren Sie die Buchung zuerst oder löschen Sie Ihr Konto nach dem letzten Termin.',
  },
  deleteToMyCourses: { id: 'dashboard.delete.toMyCourses', defaultMessage: 'Zu meinen Kursen' },
  deleteFailed: {
    id: 'dashboard.delete.failed',
    defaultMessage:
      'Ihr Konto konnte gerade nicht gelöscht werden. Bitte versuchen Sie es später noch einmal.',
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
  coursesAttendance: { id: 'dashboard.courses.attendance', defaultMessage: 'Teilnahme' },
  attendanceATTENDED: {
    id: 'dashboard.courses.attendance.attended',
    defaultMessage: 'Teilgenommen',
  },
  attendancePARTLY_ATTENDED: {
    id: 'dashboard.courses.attendance.partly-attended',
    defaultMessage: 'Teilweise teilgenommen',
  },
  attendanceNOT_ATTENDED: {
    id: 'dashboard.courses.attendance.not-attended',
    defaultMessage: 'Nicht teilgenommen',
  },
  coursesCancel: { id: 'dashboard.courses.cancel', defaultMessage: 'Stornieren' },
  coursesWithdraw: { id: 'dashboard.courses.withdraw', defaultMessage: 'Widerrufen' },
  coursesAddManual: {
    id: 'dashboard.courses.addManual',
    defaultMessage: 'Externe Fortbildung eintragen',
  },
  coursesManual: { id: 'dashboard.courses.manual', defaultMessage: 'Extern gebucht' },
  coursesEditManual: { id: 'dashboard.courses.editManual', defaultMessage: 'Bearbeiten' },
  coursesDeleteManual: { id: 'dashboard.courses.deleteManual', defaultMessage: 'Löschen' },
  coursesDeleteManualConfirm: {
    id: 'dashboard.courses.deleteManualConfirm',
    defaultMessage: 'Mit Bescheinigung endgültig löschen',
  },
  coursesDeleteFailed: {
    id: 'dashboard.courses.deleteFailed',
    defaultMessage: 'Der Eintrag konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.',
  },
  coursesCalendar: {
    id: 'dashboard.courses.calendar',
    defaultMessage: 'In den Kalender (ICS)',
  },
  coursesParticipant: { id: 'dashboard.courses.participant', defaultMessage: 'Teilnehmer/in' },
  coursesOnlineSeminar: { id: 'dashboard.courses.online-seminar', defaultMessage: 'Zugang' },
  coursesJoin: { id: 'dashboard.courses.join', defaultMessage: 'Zum Online-Seminar' },
  ticketOpen: { id: 'dashboard.courses.ticket.open', defaultMessage: 'Ticket' },
  ticketDescription: {
    id: 'dashboard.courses.ticket.description',
    defaultMessage: 'Zeigen Sie den QR-Code beim Einlass vor; er weist Ihre Anwesenheit nach.',
  },
  ticketQr: { id: 'dashboard.courses.ticket.qr', defaultMessage: 'QR-Code des Tickets' },
  ticketCode: { id: 'dashboard.courses.ticket.code', defaultMessage: 'Ticket-Code' },
  ticketFailed: {
    id: 'dashboard.courses.ticket.failed',
    defaultMessage: 'Das Ticket konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
  },
  ticketClose: { id: 'dashboard.courses.ticket.close', defaultMessage: 'Schließen' },
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
  deleteEmailHelp: { email: string };
  substituteTitle: { course: string };
  ticketTitle: { course: string };
  coursesJoinFrom: { time: string };
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
  coursesJoinFrom: {
    id: 'dashboard.courses.join-from',
    defaultMessage: 'Der Link zum Online-Seminar erscheint hier ab {time}.',
  },
  coursesCancellationInvoice: {
    id: 'dashboard.courses.cancellationInvoice',
    defaultMessage: 'Stornorechnung {number} (PDF)',
  },
  deleteEmailHelp: {
    id: 'dashboard.delete.emailHelp',
    defaultMessage: 'Bitte geben Sie {email} ein.',
  },
  coursesFeeInvoice: {
    id: 'dashboard.courses.feeInvoice',
    defaultMessage: 'Rechnung der Stornogebühr {number} (PDF)',
  },
  substituteTitle: {
    id: 'dashboard.courses.substitute.title',
    defaultMessage: 'Ersatzteilnehmer/in für {course}',
  },
  ticketTitle: { id: 'dashboard.courses.ticket.title', defaultMessage: 'Ticket: {course}' },
});

/** The texts of the customer dashboard, German by default. */
export const dashboardMessages = { ...plainMessages, ...messagesWithValues };
