import { defineMessages, type MessageTag } from 'react-intl';

const plainMessages = defineMessages({
  title: { id: 'consent.title', defaultMessage: 'Cookies und Datenschutz' },
  necessary: { id: 'consent.necessary', defaultMessage: 'Notwendig' },
  necessaryDescription: {
    id: 'consent.necessaryDescription',
    defaultMessage:
      'Anmeldung, Warenkorb, Sprache, Aktionscode und diese Auswahl. Immer aktiv, da die Seite sonst nicht funktioniert.',
  },
  statistics: { id: 'consent.statistics', defaultMessage: 'Statistik' },
  statisticsDescription: {
    id: 'consent.statisticsDescription',
    defaultMessage: 'Zählt Besuche und merkt sich den Partner, über dessen Link Sie gekommen sind.',
  },
  marketing: { id: 'consent.marketing', defaultMessage: 'Marketing' },
  marketingDescription: {
    id: 'consent.marketingDescription',
    defaultMessage: 'Misst mit Diensten wie dem Google Tag Manager den Erfolg unserer Werbung.',
  },
});

/** Texts with placeholders, typed so `formatMessage` asks for their values. */
const messagesWithValues = defineMessages<{
  body: { link: MessageTag };
}>({
  body: {
    id: 'consent.body',
    defaultMessage:
      'Wir verwenden Cookies, die für den Betrieb der Seite notwendig sind. Mit Ihrer Einwilligung werten wir Besuche außerdem statistisch aus und messen den Erfolg unserer Werbung. Ihre Wahl können Sie jederzeit über „Cookie-Einstellungen“ am Ende jeder Seite ändern. Mehr dazu in der <link>Datenschutzerklärung</link>.',
  },
});

/** The consent banner's texts, German by default. */
export const consentMessages = { ...plainMessages, ...messagesWithValues };
