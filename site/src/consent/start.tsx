import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlRoot } from '@kursmarkt/i18n';
import type { BootData } from '../boot.ts';
import { rememberAffiliate, rememberPromotionCode } from './codes.ts';
import { CookieBanner } from './CookieBanner.tsx';
import { loadTagManagerAfterConsent } from './tag-manager.ts';

/**
 * What runs once per page load after the page is interactive: the affiliate and promotion codes
 * from the address, the tag manager after consent, and the consent banner in its own root at the
 * start of the body, so that keyboard users meet it first and the page's render stays untouched.
 */
export function startConsent(
  { configuration, messages }: BootData,
  packageMessages?: Record<string, string>,
) {
  if (configuration.affiliate) rememberAffiliate(configuration.affiliate, configuration.lifetime);
  rememberPromotionCode();
  if (configuration.tagManagerId) loadTagManagerAfterConsent(configuration.tagManagerId);

  const host = document.createElement('div');
  document.body.prepend(host);
  createRoot(host).render(
    <StrictMode>
      <IntlRoot
        language={configuration.language}
        domainLabels={messages.labels}
        extraMessages={packageMessages}
      >
        <CookieBanner />
      </IntlRoot>
    </StrictMode>,
  );
}
