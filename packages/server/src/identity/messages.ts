import type { Locale } from '@kursmarkt/schemas';

/** Every text of the provider's pages and mail, German and English. `{name}` is a placeholder. */
const de = {
  'page.title': '{title} – {brand}',
  'field.email': 'E-Mail-Adresse',
  'field.password': 'Passwort',
  'field.firstName': 'Vorname',
  'field.lastName': 'Nachname',
  'field.currentPassword': 'Aktuelles Passwort',
  'field.newPassword': 'Neues Passwort',
  'field.passwordRule': 'Mindestens 10 Zeichen, nicht nur Buchstaben und nicht nur Ziffern.',
  'login.title': 'Anmelden',
  'login.submit': 'Anmelden',
  'login.forgot': 'Passwort vergessen?',
  'login.noAccount': 'Noch kein Konto?',
  'login.register': 'Registrieren',
  'register.title': 'Registrieren',
  'register.submit': 'Registrieren',
  'register.termsBefore': 'Ich akzeptiere die ',
  'register.termsLink': 'Allgemeinen Geschäftsbedingungen',
  'register.termsAfter': '.',
  'register.haveAccount': 'Sie haben bereits ein Konto?',
  'register.login': 'Anmelden',
  'forgot.title': 'Passwort vergessen?',
  'forgot.intro':
    'Geben Sie Ihre E-Mail-Adresse an. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.',
  'forgot.submit': 'Link senden',
  'forgot.sent':
    'Wenn für diese E-Mail-Adresse ein Konto besteht, haben wir Ihnen einen Link geschickt. Er ist eine Stunde gültig.',
  'forgot.back': 'Zurück zur Anmeldung',
  'reset.title': 'Neues Passwort festlegen',
  'reset.submit': 'Passwort speichern',
  'reset.done': 'Ihr Passwort wurde geändert. Sie können sich jetzt damit anmelden.',
  'reset.invalid':
    'Dieser Link ist ungültig, abgelaufen oder wurde schon benutzt. Fordern Sie bitte einen neuen Link an.',
  'reset.continue': 'Zur Anmeldung',
  'change.title': 'Passwort ändern',
  'change.submit': 'Passwort ändern',
  'change.done': 'Ihr Passwort wurde geändert.',
  'change.back': 'Zurück zu Meine Daten',
  'change.signedOut': 'Bitte melden Sie sich an, um Ihr Passwort zu ändern.',
  'change.signIn': 'Anmelden',
  'logout.title': 'Abmelden',
  'logout.text': 'Sie werden abgemeldet.',
  'logout.submit': 'Abmelden',
  'logout.done': 'Sie sind abgemeldet.',
  'common.home': 'Zur Startseite',
  'error.title': 'Das hat nicht geklappt',
  'error.expired': 'Die Anmeldung ist abgelaufen. Bitte starten Sie sie auf der Website erneut.',
  'error.request': 'Die Anfrage an die Anmeldung ist ungültig.',
  'error.summary': 'Bitte korrigieren Sie die folgenden Angaben:',
  'error.required.email': 'Bitte geben Sie Ihre E-Mail-Adresse an.',
  'error.required.password': 'Bitte geben Sie Ihr Passwort an.',
  'error.required.firstName': 'Bitte geben Sie Ihren Vornamen an.',
  'error.required.lastName': 'Bitte geben Sie Ihren Nachnamen an.',
  'error.required.currentPassword': 'Bitte geben Sie Ihr aktuelles Passwort an.',
  'error.required.newPassword': 'Bitte geben Sie ein neues Passwort an.',
  'error.tooLong': 'Dieser Eintrag ist zu lang (höchstens {max} Zeichen).',
  'error.email': 'Bitte geben Sie eine gültige E-Mail-Adresse an!',
  'error.emailTaken':
    'Für diese E-Mail-Adresse besteht bereits ein Konto. Melden Sie sich an oder setzen Sie Ihr Passwort zurück.',
  'error.weakPassword':
    'Das Passwort muss mindestens 10 Zeichen lang sein und darf nicht nur aus Buchstaben oder nur aus Ziffern bestehen.',
  'error.terms': 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
  'error.credentials': 'E-Mail-Adresse oder Passwort ist falsch.',
  'error.currentPassword': 'Das aktuelle Passwort ist falsch.',
  'error.tooMany': 'Zu viele Versuche. Bitte warten Sie eine Minute.',
  'mail.subject': 'Neues Passwort für {brand}',
  'mail.text':
    'Guten Tag,\n\nSie haben ein neues Passwort für {brand} angefordert. Über diesen Link legen Sie es fest (eine Stunde gültig, nur einmal verwendbar):\n\n{link}\n\nWenn Sie das nicht waren, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
};

export type MessageKey = keyof typeof de;

const en: Record<MessageKey, string> = {
  'page.title': '{title} – {brand}',
  'field.email': 'Email address',
  'field.password': 'Password',
  'field.firstName': 'First name',
  'field.lastName': 'Last name',
  'field.currentPassword': 'Current password',
  'field.newPassword': 'New password',
  'field.passwordRule': 'At least 10 characters, not only letters and not only digits.',
  'login.title': 'Sign in',
  'login.submit': 'Sign in',
  'login.forgot': 'Forgot your password?',
  'login.noAccount': 'No account yet?',
  'login.register': 'Register',
  'register.title': 'Register',
  'register.submit': 'Register',
  'register.termsBefore': 'I accept the ',
  'register.termsLink': 'terms and conditions',
  'register.termsAfter': '.',
  'register.haveAccount': 'Already have an account?',
  'register.login': 'Sign in',
  'forgot.title': 'Forgot your password?',
  'forgot.intro': 'Enter your email address. We will send you a link to set a new password.',
  'forgot.submit': 'Send link',
  'forgot.sent':
    'If an account exists for this email address, we have sent you a link. It is valid for one hour.',
  'forgot.back': 'Back to sign in',
  'reset.title': 'Set a new password',
  'reset.submit': 'Save password',
  'reset.done': 'Your password has been changed. You can now sign in with it.',
  'reset.invalid':
    'This link is invalid, has expired or has already been used. Please request a new link.',
  'reset.continue': 'Sign in',
  'change.title': 'Change password',
  'change.submit': 'Change password',
  'change.done': 'Your password has been changed.',
  'change.back': 'Back to My data',
  'change.signedOut': 'Please sign in to change your password.',
  'change.signIn': 'Sign in',
  'logout.title': 'Sign out',
  'logout.text': 'You are being signed out.',
  'logout.submit': 'Sign out',
  'logout.done': 'You are signed out.',
  'common.home': 'To the home page',
  'error.title': 'That did not work',
  'error.expired': 'The sign-in has expired. Please start it again on the website.',
  'error.request': 'The sign-in request is not valid.',
  'error.summary': 'Please correct the following:',
  'error.required.email': 'Please enter your email address.',
  'error.required.password': 'Please enter your password.',
  'error.required.firstName': 'Please enter your first name.',
  'error.required.lastName': 'Please enter your last name.',
  'error.required.currentPassword': 'Please enter your current password.',
  'error.required.newPassword': 'Please enter a new password.',
  'error.tooLong': 'This entry is too long (at most {max} characters).',
  'error.email': 'Please enter a valid email address!',
  'error.emailTaken':
    'An account already exists for this email address. Sign in or reset your password.',
  'error.weakPassword':
    'The password must be at least 10 characters long and must not consist of letters only or digits only.',
  'error.terms': 'Please accept the terms and conditions.',
  'error.credentials': 'The email address or password is wrong.',
  'error.currentPassword': 'The current password is wrong.',
  'error.tooMany': 'Too many attempts. Please wait a minute.',
  'mail.subject': 'New password for {brand}',
  'mail.text':
    'Hello,\n\nyou asked for a new password for {brand}. Set it with this link (valid for one hour, usable once):\n\n{link}\n\nIf that was not you, ignore this email; your password stays unchanged.',
};

const catalogs: Record<Locale, Record<MessageKey, string>> = { de, en };

/** A translator for one language: `t('error.tooLong', { max: 100 })`. */
export function translator(language: Locale) {
  const catalog = catalogs[language];
  return (key: MessageKey, values: Record<string, string | number> = {}) =>
    catalog[key].replace(/\{(\w+)\}/g, (all, name: string) =>
      name in values ? String(values[name]) : all,
    );
}
export type Translate = ReturnType<typeof translator>;
