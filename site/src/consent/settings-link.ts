import { defineMessage } from 'react-intl';

/**
 * The footer's link that reopens the consent settings: a fragment link to the banner, which the
 * page's consent question (ConsentQuestion.tsx) opens when the link is followed. Kept apart from
 * the banner's texts, which load with the banner.
 */
export const consentSettingsId = 'cookie-einstellungen';

export const consentSettingsLink = defineMessage({
  id: 'consent.settingsLink',
  defaultMessage: 'Cookie-Einstellungen',
});
