import { affiliateCookie } from './affiliate.ts';
import { writeCookie } from './cookies.ts';
import { hasConsent, onConsentChange } from './store.ts';

/** How often a waiting affiliate id checks for statistics consent (docs/rules.md, limits). */
export const consentPollInterval = 10_000;

/** The cookie that keeps a promotion code from the address for the visit (docs/entities-and-states.md, states). */
export const promotionCookie = 'pc';
const codePattern = /^[A-Za-z0-9_-]{1,64}$/;
const secondsPerDay = 24 * 60 * 60;

/**
 * Keeps the affiliate id `aid` for `lifetimeDays`, but only with the visitor's consent to
 * statistics (docs/entities-and-states.md, states): at once when it exists, else as soon as the choice changes, and
 * by a poll every 10 s that also notices consent given elsewhere. Returns what stops the waiting.
 */
export function rememberAffiliate(aid: string, lifetimeDays: number): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let unsubscribe: (() => void) | undefined;
  const stop = () => {
    clearInterval(timer);
    unsubscribe?.();
  };
  const attempt = () => {
    if (!hasConsent('statistics')) return false;
    writeCookie(affiliateCookie, aid, lifetimeDays * secondsPerDay);
    stop();
    return true;
  };
  if (!attempt()) {
    timer = setInterval(attempt, consentPollInterval);
    unsubscribe = onConsentChange(attempt);
  }
  return stop;
}

/**
 * Keeps a well-formed promotion code from the address (`pc`) in a session cookie: it serves the
 * order of this visit, which the visitor asked for by following the link.
 */
export function rememberPromotionCode(search: string = window.location.search) {
  const code = new URLSearchParams(search).get('pc');
  if (code && codePattern.test(code)) writeCookie(promotionCookie, code);
}
