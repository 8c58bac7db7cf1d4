import type { ConfigurationResponse } from '@kursmarkt/schemas';
import { rememberAffiliate, rememberPromotionCode } from './codes.ts';
import { loadTagManagerAfterConsent } from './tag-manager.ts';

/**
 * What runs once per page load after the page: the affiliate and promotion codes from the
 * address, and the tag manager after consent. The banner itself is part of the page
 * (ConsentQuestion.tsx).
 */
export function startConsent(configuration: ConfigurationResponse) {
  if (configuration.affiliate) rememberAffiliate(configuration.affiliate, configuration.lifetime);
  rememberPromotionCode();
  if (configuration.tagManagerId) loadTagManagerAfterConsent(configuration.tagManagerId);
}
