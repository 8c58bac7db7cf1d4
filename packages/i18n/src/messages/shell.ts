import { defineMessages } from 'react-intl';

/** Texts without placeholders. */
const plainMessages = defineMessages({
  skipLink: { id: 'shell.skipLink', defaultMessage: 'Zum Inhalt springen' },
  pageLoading: { id: 'shell.pageLoading', defaultMessage: 'Seite wird geladen …' },
  unexpectedError: {
    id: 'shell.error.unexpected',
    defaultMessage: 'Ein unerwarteter Fehler ist aufgetreten.',
  },
  retry: { id: 'shell.error.retry', defaultMessage: 'Erneut versuchen' },
  opensInNewTab: { id: 'shell.common.opensInNewTab', defaultMessage: '(öffnet in neuem Tab)' },

  headerHome: { id: 'shell.header.home', defaultMessage: 'Zur Startseite' },
  headerLogin: { id: 'shell.header.login', defaultMessage: 'Anmelden' },
  headerRegister: { id: 'shell.header.register', defaultMessage: 'Registrieren' },
  headerCartEmpty: { id: 'shell.header.cartEmpty', defaultMessage: 'Warenkorb' },
  headerMainNavigation: { id: 'shell.header.mainNavigation', defaultMessage: 'Hauptnavigation' },
  headerOpenNavigation: { id: 'shell.header.openNavigation', defaultMessage: 'Navigation öffnen' },
  headerCloseNavigation: {
    id: 'shell.header.closeNavigation',
    defaultMessage: 'Navigation schließen',
  },
  headerChooseLanguage: { id: 'shell.header.chooseLanguage', defaultMessage: 'Sprache wählen' },
  headerLogout: { id: 'shell.header.logout', defaultMessage: 'Abmelden' },

  languageDe: { id: 'shell.language.de', defaultMessage: 'Deutsch' },
  languageEn: { id: 'shell.language.en', defaultMessage: 'English' },

  footerFollowUs: { id: 'shell.footer.followUs', defaultMessage: 'Folgen Sie uns' },
  footerLegal: { id: 'shell.footer.legal', defaultMessage: 'Rechtliches' },
  socialFacebook: { id: 'shell.footer.social.facebook', defaultMessage: 'Facebook' },
  socialLinkedin: { id: 'shell.footer.social.linkedin', defaultMessage: 'LinkedIn' },
  socialXing: { id: 'shell.footer.social.xing', defaultMessage: 'XING' },
  socialTwitter: { id: 'shell.footer.social.twitter', defaultMessage: 'X (Twitter)' },
  socialInstagram: { id: 'shell.footer.social.instagram', defaultMessage: 'Instagram' },

  bannerLabel: { id: 'shell.banner.label', defaultMessage: 'Aktueller Hinweis' },

  notFoundPageTitle: { id: 'shell.notFound.pageTitle', defaultMessage: 'Seite nicht gefunden' },
  notFoundTitle: { id: 'shell.notFound.title', defaultMessage: 'Seite nicht gefunden' },
  notFoundText: {
    id: 'shell.notFound.text',
    defaultMessage:
      'Die gesuchte Seite gibt es leider nicht (mehr). Vielleicht finden Sie Ihren Kurs über die Startseite.',
  },
  notFoundHome: { id: 'shell.notFound.home', defaultMessage: 'Zur Startseite' },

  maintenanceTitle: { id: 'shell.maintenance.title', defaultMessage: 'Wartungsarbeiten' },
  maintenanceText: {
    id: 'shell.maintenance.text',
    defaultMessage:
      'Wir führen gerade Wartungsarbeiten durch. Wir sind so schnell wie möglich wieder für Sie da.',
  },

  faqTitle: { id: 'shell.faq.title', defaultMessage: 'Häufige Fragen' },
  faqCommon: { id: 'shell.faq.common', defaultMessage: 'Allgemeine Fragen' },
  faqBooking: { id: 'shell.faq.booking', defaultMessage: 'Fragen zur Buchung' },
  faqEmpty: {
    id: 'shell.faq.empty',
    defaultMessage: 'Zurzeit sind keine Fragen und Antworten hinterlegt.',
  },

  contactTitle: { id: 'shell.contact.title', defaultMessage: 'Schreiben Sie uns' },
  contactName: { id: 'shell.contact.name', defaultMessage: 'Name' },
  contactEmail: { id: 'shell.contact.email', defaultMessage: 'E-Mail' },
  contactSubject: { id: 'shell.contact.subject', defaultMessage: 'Betreff' },
  contactMessage: { id: 'shell.contact.message', defaultMessage: 'Nachricht' },
  contactPrivacy: {
    id: 'shell.contact.privacy',
    defaultMessage: 'Datenschutzhinweise akzeptieren',
  },
  contactPrivacyLink: {
    id: 'shell.contact.privacyLink',
    defaultMessage: 'Datenschutzhinweise lesen',
  },
  contactSubmit: { id: 'shell.contact.submit', defaultMessage: 'Senden' },
  contactSuccess: {
    id: 'shell.contact.success',
    defaultMessage: 'Vielen Dank für Ihre Nachricht. Wir melden uns so bald wie möglich.',
  },
  contactNameRequired: {
    id: 'shell.contact.error.name',
    defaultMessage: 'Bitte geben Sie Ihren Namen an.',
  },
  contactEmailInvalid: {
    id: 'shell.contact.error.email',
    defaultMessage: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  },
  contactSubjectRequired: {
    id: 'shell.contact.error.subject',
    defaultMessage: 'Bitte geben Sie einen Betreff an.',
  },
  contactMessageTooShort: {
    id: 'shell.contact.error.message',
    defaultMessage: 'Bitte schreiben Sie uns mindestens 10 Zeichen.',
  },
  contactPrivacyRequired: {
    id: 'shell.contact.error.privacy',
    defaultMessage: 'Bitte bestätigen Sie die Datenschutzhinweise.',
  },
  contactFieldRejected: {
    id: 'shell.contact.error.rejected',
    defaultMessage: 'Diese Angabe können wir so nicht annehmen. Bitte prüfen Sie sie.',
  },
  contactTooLong: {
    id: 'shell.contact.error.tooLong',
    defaultMessage: 'Diese Angabe ist zu lang. Bitte kürzen Sie sie.',
  },
  contactUnstorable: {
    id: 'shell.contact.error.unstorable',
    defaultMessage:
      'Diese Angabe enthält ein Zeichen, das wir nicht speichern können. Bitte entfernen Sie es.',
  },
  unavailableTitle: { id: 'shell.unavailable.title', defaultMessage: 'Noch nicht verfügbar' },
  unavailableText: {
    id: 'shell.unavailable.text',
    defaultMessage:
      'Dieser Bereich des Kursmarkts steht auf dieser Website noch nicht zur Verfügung. Auf der Startseite finden Sie alles, was bereits angeboten wird.',
  },
  footerNavigation: { id: 'shell.footer.navigation', defaultMessage: 'Informationen' },
  contentLoadFailed: {
    id: 'shell.content.loadFailed',
    defaultMessage: 'Dieser Inhalt konnte nicht geladen werden.',
  },
  contactSendFailed: {
    id: 'shell.contact.error.sendFailed',
    defaultMessage:
      'Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
  },
});

type ValuesOf = {
  headerCart: { count: number };
  headerUserMenu: { name: string };
  footerCopyright: { year: number; brand: string };
  footerSocialLink: { brand: string; network: string };
};

/** Texts with placeholders, typed so `formatMessage` asks for their values. */
const messagesWithValues = defineMessages<ValuesOf>({
  headerCart: {
    id: 'shell.header.cart',
    defaultMessage: 'Warenkorb, {count, plural, one {# Artikel} other {# Artikel}}',
  },
  headerUserMenu: { id: 'shell.header.userMenu', defaultMessage: 'Benutzermenü von {name}' },
  footerCopyright: { id: 'shell.footer.copyright', defaultMessage: '© {year} {brand}' },
  footerSocialLink: {
    id: 'shell.footer.socialLink',
    defaultMessage: '{brand} auf {network}',
  },
});

/**
 * The texts of the storefront shell (header, footer, 404, maintenance, FAQ, contact form, common
 * states), German by default. `de.json` is extracted from these defaults with formatjs (see
 * README.md beside this file); `en.json` holds the English text of every id.
 */
export const shellMessages = { ...plainMessages, ...messagesWithValues };
