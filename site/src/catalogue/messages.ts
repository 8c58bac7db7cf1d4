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

  courseTypePRESENT: { id: 'catalogue.courseType.PRESENT', defaultMessage: 'Präsenzveranstaltung' },
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
  courseType: { id: 'catalogue.course.courseType', defaultMessage: 'Kursart' },
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
    defaultMessage: 'Die Anbieter der Lehrgänge und Fortbildungen in unserem Katalog.',
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
  packageCredits: { id: 'catalogue.packages.credits', defaultMessage: 'Umfang' },
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

/** The German text of every id in `catalogueMessages`, for the site's catalog. */
export const catalogueMessagesDe: Record<string, string> = Object.fromEntries(
  Object.values(catalogueMessages).map(({ id, defaultMessage }) => [id, defaultMessage]),
);

/** The English text of every id in `catalogueMessages`. */
export const catalogueMessagesEn: Record<string, string> = {
  'catalogue.common.loadFailed': 'The data cannot be loaded right now. Please try again later.',
  'catalogue.common.retry': 'Try again',
  'catalogue.common.hours': '{hours, plural, one {# hour} other {# hours}}',
  'catalogue.common.courseCount':
    '{count, plural, =0 {No courses} one {# course} other {# courses}}',
  'catalogue.common.priceFrom': 'from',
  'catalogue.common.upcomingCourses': 'Upcoming courses',
  'catalogue.common.noUpcomingCourses': 'No dates are planned at the moment.',
  'catalogue.common.noDate': 'Date on request',
  'catalogue.common.scopes': 'Areas of law',
  'catalogue.common.organizer': 'Organizer',
  'catalogue.common.toStartPage': 'To the start page',
  'catalogue.courseType.PRESENT': 'In-person course',
  'catalogue.courseType.ONLINE': 'Online seminar',
  'catalogue.courseType.SELF': 'Self-study',
  'catalogue.searchType.SPECIALIZATION': 'Specialist lawyer course',
  'catalogue.searchType.EDUCATION': 'Further training',
  'catalogue.searchType.RENO': 'Further training for legal office staff',
  'catalogue.category.fachanwaltslehrgang': 'Specialist lawyer course',
  'catalogue.category.fortbildung': 'Further training',
  'catalogue.category.fortbildung-15-fao': 'Further training under § 15 FAO',
  'catalogue.category.online-seminar': 'Online seminar',
  'catalogue.category.praesenzschulung': 'In-person training',
  'catalogue.category.selbststudium': 'Self-study',
  'catalogue.course.facts': 'Key facts',
  'catalogue.course.courseType': 'Course type',
  'catalogue.course.category': 'Category',
  'catalogue.course.duration': 'Duration',
  'catalogue.course.description': 'Description',
  'catalogue.course.speakers': 'Speakers',
  'catalogue.course.schedules': 'Dates and prices',
  'catalogue.course.noSchedules': 'No dates are planned for this course at the moment.',
  'catalogue.course.documents': 'Documents',
  'catalogue.course.documentPdf': '{title} (PDF)',
  'catalogue.schedule.place': 'Place',
  'catalogue.schedule.seats': 'Seats',
  'catalogue.schedule.prices': 'Prices',
  'catalogue.schedule.online': 'Online',
  'catalogue.schedule.selfStudy': 'Anywhere',
  'catalogue.schedule.seatsLeft': '{count, plural, one {# seat left} other {# seats left}}',
  'catalogue.schedule.fullyBooked': 'fully booked',
  'catalogue.waitingList.open': 'Join the waiting list',
  'catalogue.waitingList.title': 'Waiting list for {dates}',
  'catalogue.waitingList.description':
    'This date is fully booked. We will write to you as soon as a seat becomes free; the request is not binding.',
  'catalogue.waitingList.name': 'Name',
  'catalogue.waitingList.email': 'E-mail',
  'catalogue.waitingList.seats': 'Seats wanted',
  'catalogue.waitingList.submit': 'Send request',
  'catalogue.waitingList.cancel': 'Cancel',
  'catalogue.waitingList.close': 'Close',
  'catalogue.waitingList.error.name': 'Please enter your name (2 to 120 characters).',
  'catalogue.waitingList.error.email': 'Please enter a valid e-mail address.',
  'catalogue.waitingList.error.seats': 'Please choose 1 to 10 seats.',
  'catalogue.waitingList.success':
    'Thank you! You are on the waiting list. We will e-mail you as soon as a seat becomes free.',
  'catalogue.waitingList.conflict':
    'This date has no waiting list: seats are free again, or the date has already begun.',
  'catalogue.waitingList.failed': 'The request could not be sent. Please try again later.',
  'catalogue.waitingList.received': 'You are on the waiting list.',
  'catalogue.organizers.title': 'Organizers',
  'catalogue.organizers.intro':
    'The providers of the courses and further training in our catalogue.',
  'catalogue.organizers.empty': 'No organizers are listed at the moment.',
  'catalogue.organizer.address': 'Address',
  'catalogue.organizer.website': 'Website',
  'catalogue.organizer.email': 'E-mail',
  'catalogue.organizer.about': 'About the organizer',
  'catalogue.organizer.contact': 'Contact',
  'catalogue.referents.title': 'Speakers',
  'catalogue.referents.intro': 'The practitioners and academics who lead our courses.',
  'catalogue.referents.empty': 'No speakers are listed at the moment.',
  'catalogue.referent.about': 'About',
  'catalogue.packages.title': 'Seminar packages',
  'catalogue.packages.intro':
    'A package buys a contingent of hours with one organizer, from which you book the courses that suit you.',
  'catalogue.packages.empty': 'No seminar packages are offered at the moment.',
  'catalogue.packages.credits': 'Hours',
  'catalogue.packages.type': 'Type',
  'catalogue.packages.price': 'Price',
  'catalogue.newsletter.title': 'Newsletter subscription',
  'catalogue.newsletter.confirming': 'Confirming your subscription …',
  'catalogue.newsletter.confirmed': 'Your newsletter subscription is confirmed.',
  'catalogue.newsletter.confirmedText':
    'Thank you! You will receive our newsletter from the next issue on.',
  'catalogue.newsletter.invalid':
    'This confirmation link is invalid, has expired or has already been used.',
  'catalogue.newsletter.invalidHint':
    'If you would like to receive the newsletter, please subscribe again; you will then get a new link.',
  'catalogue.newsletter.missingToken':
    'The link lacks its confirmation code. Please open the complete link from the e-mail.',
  'catalogue.newsletter.failed':
    'The confirmation is not possible right now. Please reload the page later.',
};
