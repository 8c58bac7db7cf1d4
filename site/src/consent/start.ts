import type { createRoot } from 'react-dom/client';
import type { BootData } from '../boot.ts';
import { rememberAffiliate, rememberPromotionCode } from './codes.ts';
import { consentSettingsId } from './settings-link.ts';
import { readConsent } from './store.ts';
import { loadTagManagerAfterConsent } from './tag-manager.ts';

export type ConsentStart = {
  boot: BootData;
  /** The built-in texts of the page's language when it is not German (english-messages.ts). */
  packageMessages?: Record<string, string>;
  /**
   * React DOM's `createRoot`, handed over by the entry, which has it already: imported here, the
   * bundler splits React DOM into a chunk of its own and the start page loads more.
   */
  createRoot: typeof createRoot;
};

/**
 * What runs once per page load after the page: the affiliate and promotion codes from the
 * address, the tag manager after consent, and the consent banner, whose code loads only when it
 * is shown: on a visit without a choice, or when the footer's settings link is followed.
 */
export function startConsent(start: ConsentStart) {
  const { configuration } = start.boot;
  if (configuration.affiliate) rememberAffiliate(configuration.affiliate, configuration.lifetime);
  rememberPromotionCode();
  if (configuration.tagManagerId) loadTagManagerAfterConsent(configuration.tagManagerId);

  let banner: Promise<(reopenedFrom?: HTMLElement) => void> | undefined;
  const show = (reopenedFrom?: HTMLElement) => {
    banner ??= import('./banner.tsx').then(({ mountBanner }) => mountBanner(start));
    void banner.then((open) => open(reopenedFrom));
  };
  if (!readConsent()) show();
  // Capturing runs before the app's link handling, which then leaves the link alone.
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.(`a[href="#${consentSettingsId}"]`);
      if (!(link instanceof HTMLElement)) return;
      event.preventDefault();
      show(link);
    },
    true,
  );
}
