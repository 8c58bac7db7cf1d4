import { defineMessages, type MessageTag } from 'react-intl';
import { consentSettingsLink } from './settings-link.ts';

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

/** The consent banner's texts; German is the default, English is in `consentMessagesEn`. */
export const consentMessages = { ...plainMessages, ...messagesWithValues };

/** The English texts of the banner and of the footer's settings link. */
export const consentMessagesEn: Record<string, string> = {
  [consentSettingsLink.id]: 'Cookie settings',
  'consent.title': 'Cookies and privacy',
  'consent.body':
    'We use cookies that are necessary to run the site. With your consent we also analyse visits statistically and measure the success of our advertising. You can change your choice at any time through “Cookie settings” at the end of every page. More in the <link>privacy policy</link>.',
  'consent.necessary': 'Necessary',
  'consent.necessaryDescription':
    'Sign-in, cart, language, promotion code and this choice. Always on, as the site does not work without them.',
  'consent.statistics': 'Statistics',
  'consent.statisticsDescription':
    'Counts visits and remembers the partner whose link brought you here.',
  'consent.marketing': 'Marketing',
  'consent.marketingDescription':
    'Measures the success of our advertising with services such as Google Tag Manager.',
};
