import { defineMessages } from 'react-intl';

const plainMessages = defineMessages({
  loadFailed: {
    id: 'catalogue.common.loadFailed',
    defaultMessage:
      'Die Daten können gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
  },
  retry: { id: 'catalogue.common.retry', defaultMessage: 'Erneut versuchen' },
  priceFrom: { id: 'catalogue.common.priceFrom', defaultMessage: 'ab' },
  upcomingCourses: {
    id: 'catalogue.common.upcomingCourses',
    defaultMessage: 'Kommende Kurse',
  },
  noUpcomingCourses: {
    id: 'catalogue.common.noUpcomingCourses',
    defaultMessage: 'Zurzeit sind keine Termine geplant.',
  },
  noDate: { id: 'catalogue.common.noDate', defaultMessage: 'Termin auf Anfrage' },
  scopes: { id: 'catalogue.common.scopes', defaultMessage: 'Fachgebiete' },
  organizer: { id: 'catalogue.common.organizer', defaultMessage: 'Veranstalter' },

  courseTypePRESENT: { id: 'catalogue.courseType.PRESENT', defaultMessage: 'Präsenzschulung' },
  courseTypeONLINE: { id: 'catalogue.courseType.ONLINE', defaultMessage: 'Online-Seminar' },
  courseTypeSELF: { id: 'catalogue.courseType.SELF', defaultMessage: 'Selbststudium' },
  searchTypeSPECIALIZATION: {
    id: 'catalogue.searchType.SPECIALIZATION',
    defaultMessage: 'Fachanwaltslehrgang',
  },
  searchTypeEDUCATION: { id: 'catalogue.searchType.EDUCATION', defaultMessage: 'Fortbildung' },
  searchTypeRENO: {
    id: 'catalogue.searchType.RENO',
    defaultMessage: 'Fortbildung für Kanzleimitarbeitende',
  },
  categoryFachanwaltslehrgang: {
    id: 'catalogue.category.fachanwaltslehrgang',
    defaultMessage: 'Fachanwaltslehrgang',
  },
  categoryFortbildung: { id: 'catalogue.category.fortbildung', defaultMessage: 'Fortbildung' },
  categoryFortbildung15Fao: {
    id: 'catalogue.category.fortbildung-15-fao',
    defaultMessage: 'Fortbildung nach § 15 FAO',
  },
  categoryOnlineSeminar: {
    id: 'catalogue.category.online-seminar',
    defaultMessage: 'Online-Seminar',
  },
  categoryPraesenzschulung: {
    id: 'catalogue.category.praesenzschulung',
    defaultMessage: 'Präsenzschulung',
  },
  categorySelbststudium: {
    id: 'catalogue.category.selbststudium',
    defaultMessage: 'Selbststudium',
  },

  courseFacts: { id: 'catalogue.course.facts', defaultMessage: 'Eckdaten' },
  courseType: { id: 'catalogue.course.courseType', defaultMessage: 'Format' },
  courseCategory: { id: 'catalogue.course.category', defaultMessage: 'Kategorie' },
  courseDuration: { id: 'catalogue.course.duration', defaultMessage: 'Dauer' },
  courseDescription: { id: 'catalogue.course.description', defaultMessage: 'Beschreibung' },
  courseSpeakers: {
    id: 'catalogue.course.speakers',
    defaultMessage: 'Referentinnen und Referenten',
  },
  courseSchedules: { id: 'catalogue.course.schedules', defaultMessage: 'Termine und Preise' },
  courseNoSchedules: {
    id: 'catalogue.course.noSchedules',
    defaultMessage: 'Für diesen Kurs sind zurzeit keine Termine geplant.',
  },
  courseDocuments: { id: 'catalogue.course.documents', defaultMessage: 'Unterlagen' },
  schedulePlace: { id: 'catalogue.schedule.place', defaultMessage: 'Ort' },
  scheduleSeats: { id: 'catalogue.schedule.seats', defaultMessage: 'Plätze' },
  schedulePrices: { id: 'catalogue.schedule.prices', defaultMessage: 'Preise' },
  scheduleOnline: { id: 'catalogue.schedule.online', defaultMessage: 'Online' },
  scheduleSelfStudy: {
    id: 'catalogue.schedule.selfStudy',
    defaultMessage: 'Ortsunabhängig',
  },
  fullyBooked: { id: 'catalogue.schedule.fullyBooked', defaultMessage: 'ausgebucht' },
  running: { id: 'catalogue.schedule.running', defaultMessage: 'läuft bereits' },

  waitingListOpen: { id: 'catalogue.waitingList.open', defaultMessage: 'Auf die Warteliste' },
  waitingListDescription: {
    id: 'catalogue.waitingList.description',
    defaultMessage:
      'Der Termin ist ausgebucht. Wir schreiben Ihnen, sobald ein Platz frei wird; die Anfrage ist unverbindlich.',
  },
  waitingListName: { id: 'catalogue.waitingList.name', defaultMessage: 'Name' },
  waitingListEmail: { id: 'catalogue.waitingList.email', defaultMessage: 'E-Mail' },
  waitingListSeats: { id: 'catalogue.waitingList.seats', defaultMessage: 'Gewünschte Plätze' },
  waitingListSubmit: {
    id: 'catalogue.waitingList.submit',
    defaultMessage: 'Anfrage senden',
  },
  waitingListCancel: { id: 'catalogue.waitingList.cancel', defaultMessage: 'Abbrechen' },
  waitingListClose: { id: 'catalogue.waitingList.close', defaultMessage: 'Schließen' },
  waitingListNameInvalid: {
    id: 'catalogue.waitingList.error.name',
    defaultMessage: 'Bitte geben Sie Ihren Namen an (2 bis 120 Zeichen).',
  },
  waitingListEmailInvalid: {
    id: 'catalogue.waitingList.error.email',
    defaultMessage: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  },
  waitingListSeatsInvalid: {
    id: 'catalogue.waitingList.error.seats',
    defaultMessage: 'Bitte wählen Sie 1 bis 10 Plätze.',
  },
  waitingListUnstorable: {
    id: 'catalogue.waitingList.error.unstorable',
    defaultMessage:
      'Diese Angabe enthält ein Zeichen, das wir nicht speichern können. Bitte entfernen Sie es.',
  },
  waitingListRejected: {
    id: 'catalogue.waitingList.error.rejected',
    defaultMessage: 'Diese Angabe können wir so nicht annehmen. Bitte prüfen Sie sie.',
  },
  waitingListSuccess: {
    id: 'catalogue.waitingList.success',
    defaultMessage:
      'Vielen Dank! Sie stehen auf der Warteliste. Wir melden uns per E-Mail, sobald ein Platz frei wird.',
  },
  waitingListConflict: {
    id: 'catalogue.waitingList.conflict',
    defaultMessage:
      'Für diesen Termin ist keine Warteliste möglich: Es sind wieder Plätze frei, oder der Termin hat bereits begonnen.',
  },
  waitingListFailed: {
    id: 'catalogue.waitingList.failed',
    defaultMessage:
      'Die Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es später noch einmal.',
  },
  waitingListReceived: {
    id: 'catalogue.waitingList.received',
    defaultMessage: 'Sie stehen auf der Warteliste.',
  },

  organizersTitle: { id: 'catalogue.organizers.title', defaultMessage: 'Veranstalter' },
  organizersIntro: {
    id: 'catalogue.organizers.intro',
    defaultMessage: 'Die Veranstalter der Kurse in unserem Katalog.',
  },
  organizersEmpty: {
    id: 'catalogue.organizers.empty',
    defaultMessage: 'Zurzeit sind keine Veranstalter eingetragen.',
  },
  organizerAddress: { id: 'catalogue.organizer.address', defaultMessage: 'Anschrift' },
  organizerWebsite: { id: 'catalogue.organizer.website', defaultMessage: 'Website' },
  organizerEmail: { id: 'catalogue.organizer.email', defaultMessage: 'E-Mail' },
  organizerAbout: { id: 'catalogue.organizer.about', defaultMessage: 'Über den Veranstalter' },
  organizerContact: { id: 'catalogue.organizer.contact', defaultMessage: 'Kontakt' },

  referentsTitle: {
    id: 'catalogue.referents.title',
    defaultMessage: 'Referentinnen und Referenten',
  },
  referentsIntro: {
    id: 'catalogue.referents.intro',
    defaultMessage: 'Die Fachleute aus Praxis und Wissenschaft, die unsere Kurse leiten.',
  },
  referentsEmpty: {
    id: 'catalogue.referents.empty',
    defaultMessage: 'Zurzeit sind keine Referentinnen und Referenten eingetragen.',
  },
  referentAbout: { id: 'catalogue.referent.about', defaultMessage: 'Zur Person' },

  packagesTitle: { id: 'catalogue.packages.title', defaultMessage: 'Seminar-Pakete' },
  packagesIntro: {
    id: 'catalogue.packages.intro',
    defaultMessage:
      'Mit einem Paket erwerben Sie ein Stundenkontingent bei einem Veranstalter und buchen die passenden Kurse daraus.',
  },
  packagesEmpty: {
    id: 'catalogue.packages.empty',
    defaultMessage: 'Zurzeit werden keine Seminar-Pakete angeboten.',
  },
  packageCredits: { id: 'catalogue.packages.credits', defaultMessage: 'Stundenkontingent' },
  packageType: { id: 'catalogue.packages.type', defaultMessage: 'Art' },
  packagePrice: { id: 'catalogue.packages.price', defaultMessage: 'Preis' },

  newsletterTitle: {
    id: 'catalogue.newsletter.title',
    defaultMessage: 'Newsletter-Anmeldung',
  },
  newsletterConfirming: {
    id: 'catalogue.newsletter.confirming',
    defaultMessage: 'Ihre Anmeldung wird bestätigt …',
  },
  newsletterConfirmed: {
    id: 'catalogue.newsletter.confirmed',
    defaultMessage: 'Ihre Anmeldung zum Newsletter ist bestätigt.',
  },
  newsletterConfirmedText: {
    id: 'catalogue.newsletter.confirmedText',
    defaultMessage: 'Vielen Dank! Sie erhalten unseren Newsletter ab der nächsten Ausgabe.',
  },
  newsletterInvalid: {
    id: 'catalogue.newsletter.invalid',
    defaultMessage:
      'Dieser Bestätigungslink ist ungültig, abgelaufen oder wurde bereits verwendet.',
  },
  newsletterInvalidHint: {
    id: 'catalogue.newsletter.invalidHint',
    defaultMessage:
      'Wenn Sie den Newsletter erhalten möchten, melden Sie sich bitte erneut an; Sie bekommen dann einen neuen Link.',
  },
  newsletterMissingToken: {
    id: 'catalogue.newsletter.missingToken',
    defaultMessage:
      'Dem Link fehlt der Bestätigungscode. Bitte öffnen Sie den vollständigen Link aus der E-Mail.',
  },
  newsletterFailed: {
    id: 'catalogue.newsletter.failed',
    defaultMessage:
      'Die Bestätigung ist gerade nicht möglich. Bitte laden Sie die Seite später noch einmal.',
  },
  toStartPage: { id: 'catalogue.common.toStartPage', defaultMessage: 'Zur Startseite' },
});

type ValuesOf = {
  hours: { hours: number };
  courseCount: { count: number };
  seatsLeft: { count: number };
  runningSince: { date: string };
  levelUntil: { date: string };
  waitingListTitle: { dates: string };
  documentPdf: { title: string };
};

/** Texts with placeholders, typed so `formatMessage` asks for their values. */
const messagesWithValues = defineMessages<ValuesOf>({
  hours: {
    id: 'catalogue.common.hours',
    defaultMessage: '{hours, plural, one {# Zeitstunde} other {# Zeitstunden}}',
  },
  courseCount: {
    id: 'catalogue.common.courseCount',
    defaultMessage: '{count, plural, =0 {Keine Kurse} one {# Kurs} other {# Kurse}}',
  },
  runningSince: {
    id: 'catalogue.schedule.runningSince',
    defaultMessage:
      'Der Kurs hat am {date} begonnen. Sie können noch einsteigen und nehmen an den übrigen Terminen teil.',
  },
  levelUntil: { id: 'catalogue.schedule.levelUntil', defaultMessage: 'bei Buchung bis {date}' },
  seatsLeft: {
    id: 'catalogue.schedule.seatsLeft',
    defaultMessage: '{count, plural, one {Noch # Platz frei} other {Noch # Plätze frei}}',
  },
  waitingListTitle: {
    id: 'catalogue.waitingList.title',
    defaultMessage: 'Warteliste für den Termin {dates}',
  },
  documentPdf: { id: 'catalogue.course.documentPdf', defaultMessage: '{title} (PDF)' },
});

/**
 * The texts of the catalogue pages: course detail, organizers, speakers, seminar packages and
 * the newsletter confirmation, German by default. A domain may override any of them in its
 * `labels`.
 */
export const catalogueMessages = { ...plainMessages, ...messagesWithValues };
