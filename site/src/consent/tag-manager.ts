import { onConsentChange, readConsent, type ConsentCategory } from './store.ts';

/** Where the container comes from; the server's content security policy allows this origin. */
export const tagManagerOrigin = 'https://www.googletagmanager.com';

type TagManagerWindow = Window & { dataLayer?: unknown[] };

/** Google's `gtag()`: Tag Manager reads consent commands only as an `arguments` object. */
function gtag(..._command: unknown[]) {
  // eslint-disable-next-line prefer-rest-params -- see above: an array is not read as a command
  ((window as TagManagerWindow).dataLayer ??= []).push(arguments);
}

/** Google's consent mode: analytics follow statistics, advertising follows marketing. */
const consentMode = (granted: readonly ConsentCategory[]) => {
  const state = (category: ConsentCategory) => (granted.includes(category) ? 'granted' : 'denied');
  return {
    analytics_storage: state('statistics'),
    ad_storage: state('marketing'),
    ad_user_data: state('marketing'),
    ad_personalization: state('marketing'),
  };
};

/**
 * Loads the domain's Google Tag Manager container once the visitor grants statistics or
 * marketing, never before: the request alone hands the visitor's address to Google. The container
 * learns the choice through consent mode, so its analytics tags follow statistics and its
 * advertising tags marketing, now and after every change. Returns what stops listening.
 */
export function loadTagManagerAfterConsent(containerId: string): () => void {
  let loaded = false;
  const follow = (granted: readonly ConsentCategory[]) => {
    if (loaded) {
      gtag('consent', 'update', consentMode(granted));
      return;
    }
    if (!granted.includes('statistics') && !granted.includes('marketing')) return;
    loaded = true;
    gtag('consent', 'default', consentMode(granted));
    ((window as TagManagerWindow).dataLayer ??= []).push({
      'gtm.start': Date.now(),
      event: 'gtm.js',
    });
    const script = document.createElement('script');
    script.async = true;
    script.src = `${tagManagerOrigin}/gtm.js?id=${encodeURIComponent(containerId)}`;
    document.head.appendChild(script);
  };
  follow(readConsent() ?? []);
  return onConsentChange(follow);
}
