/**
 * The footer's link that reopens the consent settings: a fragment link to the banner, which the
 * consent code opens when the link is followed. Kept apart from the banner's texts, which load
 * after the page.
 */
export const consentSettingsId = 'cookie-einstellungen';

export const consentSettingsLink = {
  id: 'consent.settingsLink',
  defaultMessage: 'Cookie-Einstellungen',
};
