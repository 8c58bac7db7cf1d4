import type { Locale } from '@kursmarkt/schemas';
import { defineMessages, type MessageDescriptor } from '@formatjs/intl';
import { textsIn } from '../texts.ts';

/**
 * Every text of the provider's pages and of its password-reset mail, German by default; the
 * English ones are in lang/en.json (docs/decisions/0014-one-convention-for-translated-text.md).
 */
const messages = defineMessages({
  'page.title': { id: 'identity.page.title', defaultMessage: '{title} – {brand}' },
  'field.email': { id: 'identity.field.email', defaultMessage: 'E-Mail-Adresse' },
  'field.password': { id: 'identity.field.password', defaultMessage: 'Passwort' },
  'field.firstName': { id: 'identity.field.firstName', defaultMessage: 'Vorname' },
  'field.lastName': { id: 'identity.field.lastName', defaultMessage: 'Nachname' },
  'field.currentPassword': {
    id: 'identity.field.currentPassword',
    defaultMessage: 'Aktuelles Passwort',
  },
  'field.newPassword': { id: 'identity.field.newPassword', defaultMessage: 'Neues Passwort' },
  'field.passwordRule': {
    id: 'identity.field.passwordRule',
    defaultMessage: 'Mindestens 10 Zeichen, nicht nur Buchstaben und nicht nur Ziffern.',
  },
  'login.title': { id: 'identity.login.title', defaultMessage: 'Anmelden' },
  'field.code': { id: 'identity.field.code', defaultMessage: 'Code aus der Authenticator-App' },
  'field.codeHint': {
    id: 'identity.field.codeHint',
    defaultMessage: 'Sechs Ziffern; die App zeigt alle 30 Sekunden einen neuen Code.',
  },
  'otp.title': { id: 'identity.otp.title', defaultMessage: 'Zweiter Faktor' },
  'otp.setupTitle': {
    id: 'identity.otp.setupTitle',
    defaultMessage: 'Zweiten Faktor einrichten',
  },
  'otp.intro': {
    id: 'identity.otp.intro',
    defaultMessage: 'Geben Sie den Code ein, den Ihre Authenticator-App für dieses Konto zeigt.',
  },
  'otp.setupIntro': {
    id: 'identity.otp.setupIntro',
    defaultMessage:
      'Konten der Verwaltung melden sich mit einem zweiten Faktor an. Scannen Sie den QR-Code mit einer Authenticator-App (z. B. FreeOTP, Aegis, Google Authenticator) oder geben Sie den Schlüssel dort ein; bestätigen Sie dann mit dem ersten Code.',
  },
  'otp.secretLabel': { id: 'identity.otp.secretLabel', defaultMessage: 'Schlüssel:' },
  'otp.submit': { id: 'identity.otp.submit', defaultMessage: 'Bestätigen' },
  'otp.restart': {
    id: 'identity.otp.restart',
    defaultMessage: 'Mit einem anderen Konto anmelden',
  },
  'error.code': {
    id: 'identity.error.code',
    defaultMessage:
      'Der Code stimmt nicht oder wurde schon verwendet. Bitte den aktuellen Code eingeben.',
  },
  'error.codeExpired': {
    id: 'identity.error.codeExpired',
    defaultMessage: 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
  },
  'login.submit': { id: 'identity.login.submit', defaultMessage: 'Anmelden' },
  'login.forgot': { id: 'identity.login.forgot', defaultMessage: 'Passwort vergessen?' },
  'login.noAccount': { id: 'identity.login.noAccount', defaultMessage: 'Noch kein Konto?' },
  'login.register': { id: 'identity.login.register', defaultMessage: 'Registrieren' },
  'register.title': { id: 'identity.register.title', defaultMessage: 'Registrieren' },
  'register.submit': { id: 'identity.register.submit', defaultMessage: 'Registrieren' },
  'register.termsBefore': {
    id: 'identity.register.termsBefore',
    defaultMessage: 'Ich akzeptiere die ',
  },
  'register.termsLink': {
    id: 'identity.register.termsLink',
    defaultMessage: 'Allgemeinen Geschäftsbedingungen',
  },
  'register.termsAfter': { id: 'identity.register.termsAfter', defaultMessage: '.' },
  'register.haveAccount': {
    id: 'identity.register.haveAccount',
    defaultMessage: 'Sie haben bereits ein Konto?',
  },
  'register.login': { id: 'identity.register.login', defaultMessage: 'Anmelden' },
  'forgot.title': { id: 'identity.forgot.title', defaultMessage: 'Passwort vergessen?' },
  'forgot.intro': {
    id: 'identity.forgot.intro',
    defaultMessage:
      'Geben Sie Ihre E-Mail-Adresse an. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.',
  },
  'forgot.submit': { id: 'identity.forgot.submit', defaultMessage: 'Link senden' },
  'forgot.sent': {
    id: 'identity.forgot.sent',
    defaultMessage:
      'Wenn für diese E-Mail-Adresse ein Konto besteht, haben wir Ihnen einen Link geschickt. Er ist eine Stunde gültig.',
  },
  'forgot.back': { id: 'identity.forgot.back', defaultMessage: 'Zurück zur Anmeldung' },
  'reset.title': { id: 'identity.reset.title', defaultMessage: 'Neues Passwort festlegen' },
  'reset.submit': { id: 'identity.reset.submit', defaultMessage: 'Passwort speichern' },
  'reset.done': {
    id: 'identity.reset.done',
    defaultMessage: 'Ihr Passwort wurde geändert. Sie können sich jetzt damit anmelden.',
  },
  'reset.invalid': {
    id: 'identity.reset.invalid',
    defaultMessage:
      'Dieser Link ist ungültig, abgelaufen oder wurde schon benutzt. Fordern Sie bitte einen neuen Link an.',
  },
  'reset.continue': { id: 'identity.reset.continue', defaultMessage: 'Zur Anmeldung' },
  'change.title': { id: 'identity.change.title', defaultMessage: 'Passwort ändern' },
  'change.submit': { id: 'identity.change.submit', defaultMessage: 'Passwort ändern' },
  'change.done': { id: 'identity.change.done', defaultMessage: 'Ihr Passwort wurde geändert.' },
  'change.back': { id: 'identity.change.back', defaultMessage: 'Zurück zu Meine Daten' },
  'change.signedOut': {
    id: 'identity.change.signedOut',
    defaultMessage: 'Bitte melden Sie sich an, um Ihr Passwort zu ändern.',
  },
  'change.signIn': { id: 'identity.change.signIn', defaultMessage: 'Anmelden' },
  'logout.title': { id: 'identity.logout.title', defaultMessage: 'Abmelden' },
  'logout.text': { id: 'identity.logout.text', defaultMessage: 'Sie werden abgemeldet.' },
  'logout.submit': { id: 'identity.logout.submit', defaultMessage: 'Abmelden' },
  'logout.done': { id: 'identity.logout.done', defaultMessage: 'Sie sind abgemeldet.' },
  'common.home': { id: 'identity.common.home', defaultMessage: 'Zur Startseite' },
  'error.title': { id: 'identity.error.title', defaultMessage: 'Das hat nicht geklappt' },
  'error.expired': {
    id: 'identity.error.expired',
    defaultMessage: 'Die Anmeldung ist abgelaufen. Bitte starten Sie sie auf der Website erneut.',
  },
  'error.request': {
    id: 'identity.error.request',
    defaultMessage: 'Die Anfrage an die Anmeldung ist ungültig.',
  },
  'error.summary': {
    id: 'identity.error.summary',
    defaultMessage: 'Bitte korrigieren Sie die folgenden Angaben:',
  },
  'error.required.email': {
    id: 'identity.error.required.email',
    defaultMessage: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
  },
  'error.required.password': {
    id: 'identity.error.required.password',
    defaultMessage: 'Bitte geben Sie Ihr Passwort an.',
  },
  'error.required.firstName': {
    id: 'identity.error.required.firstName',
    defaultMessage: 'Bitte geben Sie Ihren Vornamen an.',
  },
  'error.required.lastName': {
    id: 'identity.error.required.lastName',
    defaultMessage: 'Bitte geben Sie Ihren Nachnamen an.',
  },
  'error.required.currentPassword': {
    id: 'identity.error.required.currentPassword',
    defaultMessage: 'Bitte geben Sie Ihr aktuelles Passwort an.',
  },
  'error.required.newPassword': {
    id: 'identity.error.required.newPassword',
    defaultMessage: 'Bitte geben Sie ein neues Passwort an.',
  },
  'error.tooLong': {
    id: 'identity.error.tooLong',
    defaultMessage: 'Dieser Eintrag ist zu lang (höchstens {max} Zeichen).',
  },
  'error.email': {
    id: 'identity.error.email',
    defaultMessage: 'Bitte geben Sie eine gültige E-Mail-Adresse an!',
  },
  'error.weakPassword': {
    id: 'identity.error.weakPassword',
    defaultMessage:
      'Das Passwort muss mindestens 10 Zeichen lang sein und darf nicht nur aus Buchstaben oder nur aus Ziffern bestehen.',
  },
  'error.terms': {
    id: 'identity.error.terms',
    defaultMessage: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
  },
  'error.credentials': {
    id: 'identity.error.credentials',
    defaultMessage: 'E-Mail-Adresse oder Passwort ist falsch.',
  },
  'error.currentPassword': {
    id: 'identity.error.currentPassword',
    defaultMessage: 'Das aktuelle Passwort ist falsch.',
  },
  'error.tooMany': {
    id: 'identity.error.tooMany',
    defaultMessage: 'Zu viele Versuche. Bitte warten Sie eine Minute.',
  },
  'mail.subject': { id: 'identity.mail.subject', defaultMessage: 'Neues Passwort für {brand}' },
  'mail.text': {
    id: 'identity.mail.text',
    defaultMessage:
      'Guten Tag,\n\nSie haben ein neues Passwort für {brand} angefordert. Über diesen Link legen Sie es fest (eine Stunde gültig, nur einmal verwendbar):\n\n{link}\n\nWenn Sie das nicht waren, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
  },
  'error.guessablePassword': {
    id: 'identity.error.guessablePassword',
    defaultMessage:
      'Dieses Passwort ist zu leicht zu erraten: Es ist verbreitet, folgt einem einfachen Muster oder enthält Ihren Namen oder Ihre E-Mail-Adresse. Gut merken lassen sich z. B. drei oder vier ungewöhnliche Wörter mit Zeichen dazwischen.',
  },
  'error.breachedPassword': {
    id: 'identity.error.breachedPassword',
    defaultMessage:
      'Dieses Passwort ist in veröffentlichten Datenlecks aufgetaucht und damit anderen bekannt. Bitte wählen Sie ein anderes.',
  },
  'error.signInBlocked': {
    id: 'identity.error.signInBlocked',
    defaultMessage:
      'Zu viele fehlgeschlagene Anmeldungen mit dieser E-Mail-Adresse. Bitte versuchen Sie es in {minutes, plural, one {einer Minute} other {# Minuten}} erneut oder setzen Sie Ihr Passwort zurück.',
  },
  'register.sentTitle': {
    id: 'identity.register.sentTitle',
    defaultMessage: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
  },
  'register.sent': {
    id: 'identity.register.sent',
    defaultMessage:
      'Wir haben eine E-Mail an {email} geschickt. Bitte folgen Sie dem Link darin (24 Stunden gültig), um Ihre Adresse zu bestätigen; danach können Sie sich anmelden und bestellen.',
  },
  'verify.title': {
    id: 'identity.verify.title',
    defaultMessage: 'E-Mail-Adresse bestätigen',
  },
  'verify.intro': {
    id: 'identity.verify.intro',
    defaultMessage: 'Bitte bestätigen Sie, dass diese E-Mail-Adresse Ihnen gehört.',
  },
  'verify.submit': {
    id: 'identity.verify.submit',
    defaultMessage: 'E-Mail-Adresse bestätigen',
  },
  'verify.done': {
    id: 'identity.verify.done',
    defaultMessage: 'Ihre E-Mail-Adresse ist bestätigt. Sie können jetzt bestellen.',
  },
  'verify.invalid': {
    id: 'identity.verify.invalid',
    defaultMessage:
      'Dieser Link ist ungültig, abgelaufen oder wurde schon benutzt. Melden Sie sich an; im Kundenbereich können Sie einen neuen Link anfordern.',
  },
  'verify.continue': {
    id: 'identity.verify.continue',
    defaultMessage: 'Weiter zum Kundenbereich',
  },
  'verify.mailSubject': {
    id: 'identity.verify.mailSubject',
    defaultMessage: 'Bitte bestätigen Sie Ihre E-Mail-Adresse für {brand}',
  },
  'verify.mailText': {
    id: 'identity.verify.mailText',
    defaultMessage:
      'Guten Tag,\n\nbitte bestätigen Sie Ihre E-Mail-Adresse für Ihr Konto bei {brand} mit diesem Link (24 Stunden gültig, nur einmal verwendbar):\n\n{link}\n\nWenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.',
  },
  'exists.mailSubject': {
    id: 'identity.exists.mailSubject',
    defaultMessage: 'Registrierung mit Ihrer E-Mail-Adresse bei {brand}',
  },
  'exists.mailText': {
    id: 'identity.exists.mailText',
    defaultMessage:
      'Guten Tag,\n\njemand hat versucht, sich mit Ihrer E-Mail-Adresse bei {brand} zu registrieren. Für diese Adresse besteht bereits ein Konto; es wurde nichts geändert.\n\nWaren Sie das? Dann melden Sie sich an; wenn Sie Ihr Passwort nicht mehr wissen, wählen Sie dort »Passwort vergessen?«:\n\n{link}\n\nWenn Sie es nicht waren, ignorieren Sie diese E-Mail.',
  },
  'field.newEmail': {
    id: 'identity.field.newEmail',
    defaultMessage: 'Neue E-Mail-Adresse',
  },
  'email.title': {
    id: 'identity.email.title',
    defaultMessage: 'E-Mail-Adresse ändern',
  },
  'email.intro': {
    id: 'identity.email.intro',
    defaultMessage:
      'Ihre E-Mail-Adresse ist {email}. Wir schicken einen Link an die neue Adresse; erst wenn Sie ihn dort bestätigen, gilt sie für Ihr Konto.',
  },
  'email.submit': {
    id: 'identity.email.submit',
    defaultMessage: 'Link senden',
  },
  'email.sent': {
    id: 'identity.email.sent',
    defaultMessage:
      'Wir haben einen Link an {email} geschickt. Bitte bestätigen Sie die neue Adresse damit (24 Stunden gültig); bis dahin bleibt Ihre bisherige Adresse gültig.',
  },
  'email.signedOut': {
    id: 'identity.email.signedOut',
    defaultMessage: 'Bitte melden Sie sich an, um Ihre E-Mail-Adresse zu ändern.',
  },
  'email.confirmIntro': {
    id: 'identity.email.confirmIntro',
    defaultMessage: 'Bitte bestätigen Sie, dass diese E-Mail-Adresse künftig für Ihr Konto gilt.',
  },
  'email.confirmSubmit': {
    id: 'identity.email.confirmSubmit',
    defaultMessage: 'Neue E-Mail-Adresse bestätigen',
  },
  'email.done': {
    id: 'identity.email.done',
    defaultMessage:
      'Ihre E-Mail-Adresse ist jetzt {email}. Melden Sie sich künftig damit an; auf anderen Geräten sind Sie abgemeldet.',
  },
  'email.taken': {
    id: 'identity.email.taken',
    defaultMessage:
      'Diese Adresse gehört inzwischen zu einem anderen Konto. Ihre E-Mail-Adresse wurde nicht geändert.',
  },
  'email.invalid': {
    id: 'identity.email.invalid',
    defaultMessage:
      'Dieser Link ist ungültig, abgelaufen oder wurde schon benutzt. Ihre E-Mail-Adresse wurde nicht geändert.',
  },
  'email.mailSubject': {
    id: 'identity.email.mailSubject',
    defaultMessage: 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse für {brand}',
  },
  'email.mailText': {
    id: 'identity.email.mailText',
    defaultMessage:
      'Guten Tag,\n\nSie möchten die E-Mail-Adresse Ihres Kontos bei {brand} in diese Adresse ändern. Bestätigen Sie das mit diesem Link (24 Stunden gültig, nur einmal verwendbar):\n\n{link}\n\nWenn Sie das nicht waren, ignorieren Sie diese E-Mail; es wird nichts geändert.',
  },
  'email.takenSubject': {
    id: 'identity.email.takenSubject',
    defaultMessage: 'Änderung auf Ihre E-Mail-Adresse bei {brand}',
  },
  'email.takenText': {
    id: 'identity.email.takenText',
    defaultMessage:
      'Guten Tag,\n\njemand wollte die E-Mail-Adresse eines Kontos bei {brand} in Ihre Adresse ändern. Für diese Adresse besteht bereits ein Konto; es wurde nichts geändert.\n\nIhr Konto: {link}\n\nWenn Sie nichts damit zu tun haben, ignorieren Sie diese E-Mail.',
  },
  'email.noticeSubject': {
    id: 'identity.email.noticeSubject',
    defaultMessage: 'Ihre E-Mail-Adresse bei {brand} wurde geändert',
  },
  'email.noticeText': {
    id: 'identity.email.noticeText',
    defaultMessage:
      'Guten Tag,\n\ndie E-Mail-Adresse Ihres Kontos bei {brand} wurde in {email} geändert. Mit dieser Adresse hier melden Sie sich nicht mehr an.\n\nWenn Sie das nicht waren, schreiben Sie uns bitte sofort an {contact}; wir sperren das Konto und helfen Ihnen, es zurückzubekommen.',
  },
  'error.sameEmail': {
    id: 'identity.error.sameEmail',
    defaultMessage: 'Das ist bereits Ihre E-Mail-Adresse.',
  },
});

export type MessageKey = keyof typeof messages;

/** A translator for one language: `t('error.tooLong', { max: 100 })`. */
export function translator(language: Locale) {
  const intl = textsIn(language);
  return (key: MessageKey, values: Record<string, string | number> = {}) => {
    // The key picks the text at run time, so its placeholders are not known to the compiler.
    const descriptor: MessageDescriptor = messages[key];
    return intl.formatMessage(descriptor, values);
  };
}
export type Translate = ReturnType<typeof translator>;
