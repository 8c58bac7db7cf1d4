import { defineMessages } from 'react-intl';

/**
 * The newsletter sign-up's own texts (docs/routes-and-screens.md; docs/rules.md, validation; docs/api.md, errors). The module's title and text
 * are message ids from its config; the footer uses `footerTitle` and `footerText`.
 */
export const messages = defineMessages({
  emailLabel: { id: 'modules.newsletter.emailLabel', defaultMessage: 'E-Mail-Adresse' },
  submit: { id: 'modules.newsletter.submit', defaultMessage: 'Newsletter abonnieren' },
  required: {
    id: 'modules.newsletter.required',
    defaultMessage: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
  },
  invalid: {
    id: 'modules.newsletter.invalid',
    defaultMessage: 'Bitte geben Sie eine gültige E-Mail-Adresse an!',
  },
  tooLong: {
    id: 'modules.newsletter.tooLong',
    defaultMessage: 'Diese E-Mail-Adresse ist zu lang. Bitte prüfen Sie sie.',
  },
  unstorable: {
    id: 'modules.newsletter.unstorable',
    defaultMessage:
      'Diese E-Mail-Adresse enthält ein Zeichen, das wir nicht speichern können. Bitte entfernen Sie es.',
  },
  unexpected: {
    id: 'modules.newsletter.unexpected',
    defaultMessage:
      'Bei der Anmeldung ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es später noch einmal.',
  },
  successTitle: {
    id: 'modules.newsletter.successTitle',
    defaultMessage: 'Vielen Dank für Ihre Anmeldung!',
  },
  successText: {
    id: 'modules.newsletter.successText',
    defaultMessage: 'Sie erhalten in Kürze eine Bestätigungs-EMail.',
  },
  footerTitle: { id: 'modules.newsletter.footerTitle', defaultMessage: 'Newsletter' },
  footerText: {
    id: 'modules.newsletter.footerText',
    defaultMessage: 'Neue Kurse und Termine bequem per E-Mail.',
  },
});
